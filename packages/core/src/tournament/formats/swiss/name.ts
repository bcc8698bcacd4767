/* Swiss rounds: its id, its name in the league's words and its match ids, apart from its rules (names.ts). */
export const SWISS = {
  id: 'swiss',
  name: 'Swiss rounds',
  matchIds: /^S\d{1,2}-\d{1,3}$/,
} as const;
