import { useQuery } from '@tanstack/react-query';
import type { Account } from '@darts/core/contract/account';
import type { Fixture, FixturePlayer } from '@darts/core/contract/fixture';
import { isApiError } from '#web/api/client';
import { useAccount } from '#web/features/account/queries';
import { divisionsQuery, seasonsQuery } from '#web/features/site/queries';
import { squadOf } from './model';
import { gameQuery, squadTeamQuery, teamsQuery } from './queries';

/** The scorecard load errors for empty league lists. */
export const NO_SEASONS = 'App has finished loading, no seasons are available';
export const NO_TEAMS = 'App has finished loading, no teams are available';
export const NO_DIVISIONS = 'App has finished loading, no divisions are available';

export type ScorecardLoad =
  | { state: 'loading'; label: string }
  /** `lines` are shown one a line; `details` (the server's errors and warnings) as a list. */
  | { state: 'problem'; lines: string[]; details: string[] }
  | {
      state: 'ready';
      fixture: Fixture;
      account: Account | null;
      homePlayers: FixturePlayer[];
      awayPlayers: FixturePlayer[];
    };

const problem = (lines: string[], details: string[] = []): ScorecardLoad => ({
  state: 'problem',
  lines,
  details,
});

/** The first of seasons, teams and divisions that is empty, as its error; null when all have entries. */
function emptyListProblem(seasons: number, teams: number, divisions: number): string | null {
  if (seasons === 0) return NO_SEASONS;
  if (teams === 0) return NO_TEAMS;
  if (divisions === 0) return NO_DIVISIONS;
  return null;
}

/**
 * Scorecard load states: loading waits for the seasons, teams and divisions
 * (an empty list is an error), the account, the fixture and both squads; then the card is ready.
 */
export function useScorecardLoad(fixtureId: string): ScorecardLoad {
  const { account, isPending: accountPending } = useAccount();
  const seasons = useQuery(seasonsQuery());
  const teams = useQuery(teamsQuery());
  const divisions = useQuery(divisionsQuery());
  const game = useQuery(gameQuery(fixtureId));
  const homeId = game.data?.home.id ?? '';
  const awayId = game.data?.away.id ?? '';
  const home = useQuery({ ...squadTeamQuery(homeId), enabled: homeId !== '' });
  const away = useQuery({ ...squadTeamQuery(awayId), enabled: awayId !== '' });

  if (game.isError) {
    const { error } = game;
    const status = isApiError(error) ? error.status : 'unknown';
    const details = isApiError(error) ? [...error.errors, ...error.warnings] : [];
    return problem([`Error accessing fixture: Code: ${status}`], details);
  }
  if (seasons.isPending || teams.isPending || divisions.isPending || game.isPending || accountPending) {
    return { state: 'loading', label: 'Loading the fixture' };
  }
  // A list that failed to load is as empty as one that has no entries (the shell reports the failure).
  const empty = emptyListProblem(
    seasons.data?.length ?? 0,
    teams.data?.length ?? 0,
    divisions.data?.length ?? 0,
  );
  if (empty) return problem([empty]);
  if (game.data === null) return problem(['Game could not be found']);
  if (!homeId || !awayId) return problem(['Either home or away team are undefined for this game']);
  if (home.isPending || away.isPending) return { state: 'loading', label: 'Loading the teams' };

  const fixture = game.data;
  const homeSquad = squadOf(home.data, fixture.seasonId, 'home');
  const awaySquad = squadOf(away.data, fixture.seasonId, 'away');
  if (!homeSquad.players || !awaySquad.players) {
    return problem([homeSquad.problem, awaySquad.problem].filter((p): p is string => p !== null));
  }
  return {
    state: 'ready',
    fixture,
    account,
    homePlayers: homeSquad.players,
    awayPlayers: awaySquad.players,
  };
}
