/**
 * The mode of a division route: teams (the default), fixtures,
 * players, reports, health, `team:{nameOrId}`, `player:{nameOrId}` or `player:{playerName}@{teamName}`.
 */
export type LeagueMode =
  | { kind: 'teams' }
  | { kind: 'fixtures' }
  | { kind: 'players' }
  | { kind: 'reports' }
  | { kind: 'health' }
  | { kind: 'team'; team: string }
  | { kind: 'player'; player: string; team: string | null };

export type ListMode = 'teams' | 'fixtures' | 'players';
export const LIST_MODES: readonly ListMode[] = ['teams', 'fixtures', 'players'];

const SIMPLE = ['teams', 'fixtures', 'players', 'reports', 'health'] as const;
type SimpleKind = (typeof SIMPLE)[number];

const isSimple = (value: string): value is SimpleKind => (SIMPLE as readonly string[]).includes(value);

/** Reads a mode segment (already URL-decoded); anything unknown is the teams view. */
export function parseMode(raw: string | undefined | null): LeagueMode {
  const value = (raw ?? '').trim();
  const lower = value.toLowerCase();
  if (isSimple(lower)) return { kind: lower };
  if (lower.startsWith('team:')) {
    const team = value.slice('team:'.length).trim();
    if (team) return { kind: 'team', team };
  }
  if (lower.startsWith('player:')) {
    const rest = value.slice('player:'.length).trim();
    const at = rest.lastIndexOf('@');
    if (at > 0 && at < rest.length - 1) {
      return { kind: 'player', player: rest.slice(0, at).trim(), team: rest.slice(at + 1).trim() };
    }
    if (rest) return { kind: 'player', player: rest, team: null };
  }
  return { kind: 'teams' };
}

/** The mode as a path segment, names encoded (the `:` and `@` separators stay readable). */
export function modeSegment(mode: LeagueMode): string {
  switch (mode.kind) {
    case 'team':
      return `team:${encodeURIComponent(mode.team)}`;
    case 'player':
      return mode.team === null
        ? `player:${encodeURIComponent(mode.player)}`
        : `player:${encodeURIComponent(mode.player)}@${encodeURIComponent(mode.team)}`;
    default:
      return mode.kind;
  }
}
