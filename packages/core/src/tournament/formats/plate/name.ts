/* A knockout with a plate: its id, its name in the league's words and its match ids, apart from its rules (names.ts). */
export const PLATE = {
  id: 'plate',
  name: 'Knockout with a plate',
  matchIds: /^[KP]\d{1,2}-\d{1,3}$/,
} as const;
