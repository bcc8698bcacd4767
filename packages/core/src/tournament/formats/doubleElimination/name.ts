/* Double elimination: its id, its name in the league's words and its match ids, apart from its rules (names.ts). */
export const DOUBLE_ELIMINATION = {
  id: 'doubleElimination',
  name: 'Double elimination',
  matchIds: /^(?:[WL]\d{1,2}-\d{1,3}|GF[12])$/,
} as const;
