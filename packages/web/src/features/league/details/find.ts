import type { DivisionData, DivisionPlayer, DivisionTeam } from '@darts/core/contract/divisionData';

// The tabs bar names an open player with findPlayer; the squad helpers (squad.ts) are for the
// team and player pages only, so they stay off the other tabs' first load (docs/decisions/012).

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A team of the division data by id or name (any case). */
export function findTeam(data: DivisionData, team: string): DivisionTeam | undefined {
  return data.teams.find((t) => t.id === team.toLowerCase()) ?? data.teams.find((t) => same(t.name, team));
}

/** A player by id, or by name within the named team (id or name) when one is given. */
export function findPlayer(
  data: DivisionData,
  wanted: { player: string; team: string | null },
): DivisionPlayer | undefined {
  const byId = data.players.find((p) => p.id === wanted.player.toLowerCase());
  if (byId) return byId;
  return data.players.find(
    (p) =>
      same(p.name, wanted.player) &&
      (wanted.team === null || p.teamId === wanted.team.toLowerCase() || same(p.team, wanted.team)),
  );
}
