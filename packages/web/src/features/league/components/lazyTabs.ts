import { lazyComponent } from '#web/components/lazyComponent';
import type { LeagueMode } from '../route/mode';

/*
 * Each tab's code is its own chunk (docs/decisions/012): a visitor of the fixtures downloads
 * neither the players table nor the team details. DivisionPage preloads the tab the address asks
 * for as soon as it knows it, so its code arrives while the division's data loads.
 */
export const TeamsTab = lazyComponent(async () => (await import('../teams/TeamsTab')).TeamsTab);
export const FixturesTab = lazyComponent(async () => (await import('../fixtures/FixturesTab')).FixturesTab);
export const PlayersTab = lazyComponent(async () => (await import('../players/PlayersTab')).PlayersTab);
export const TeamDetails = lazyComponent(async () => (await import('../details/TeamDetails')).TeamDetails);
export const PlayerDetails = lazyComponent(
  async () => (await import('../details/PlayerDetails')).PlayerDetails,
);

const byKind: Partial<Record<LeagueMode['kind'], { preload(): void }>> = {
  teams: TeamsTab,
  fixtures: FixturesTab,
  players: PlayersTab,
  team: TeamDetails,
  player: PlayerDetails,
};

/** Starts fetching the code of the tab showing `mode`. */
export function preloadTab(mode: LeagueMode) {
  byKind[mode.kind]?.preload();
}
