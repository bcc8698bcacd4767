/* Groups into a knockout: its id, its name in the league's words and its match ids, apart from its rules (names.ts). */
export const GROUPS = {
  id: 'groups',
  name: 'Groups into a knockout',
  matchIds: /^(?:G\d{1,2}-\d{1,3}-\d{1,3}|K\d{1,2}-\d{1,3})$/,
} as const;
