import type { DivisionData, DivisionDataSeason } from '../contract/divisionData';
import { buildFixtureDates } from './fixtureDates';
import { buildLeagueTable } from '../league/leagueTable';
import { buildPlayerTable } from '../league/playerTable';
import {
  gamesInScope,
  notesInScope,
  teamDivisionLookup,
  teamSeasonOf,
  teamsInDivisions,
  teamsInSeason,
  tournamentsInScope,
} from '../league/seasonScope';
import { compareText } from '../league/sorting';
import { tallyDivision } from '../league/statistics';
import type { Division, DivisionDataFilter, Fixture, Note, Season, Team } from '../league/types';
import type { Tournament } from '../tournament/types';

/* The division data of GET /api/Division/Data for one season. */

export interface DivisionDataInput {
  season: Season;
  /** The requested divisions, already resolved (see divisionScope.ts); empty means the whole season. */
  divisions: readonly Division[];
  /** Every division, to name the divisions of teams in rows. */
  allDivisions: readonly Division[];
  /** Candidate teams, games, tournaments and notes; the scope rules below pick from them. */
  teams: readonly Team[];
  games: readonly Fixture[];
  tournaments: readonly Tournament[];
  notes: readonly Note[];
  filter: DivisionDataFilter;
  /** ManagePlayers: the player table also lists registered players without results. */
  canManagePlayers: boolean;
  /** ManageTournaments: proposed tournament venues on dates without league fixtures. */
  canManageTournaments: boolean;
  /** ImportData: the visiting data errors are returned (others get none). Default false. */
  canViewDataErrors?: boolean;
  /**
   * Fixtures whose scores are vetoed for the caller (VetoScores, see vetoScores.ts): they do not
   * count in the tables and are listed without scores. Default none.
   */
  vetoedGameIds?: readonly string[];
}

/** Division names sorted and joined with " & "; `<0 divisions>` when there are none. */
export function divisionDataName(divisions: readonly Pick<Division, 'name'>[]): string {
  if (divisions.length === 0) return '<0 divisions>';
  return divisions
    .map((d) => d.name)
    .sort(compareText)
    .join(' & ');
}

/** True when every division is superleague (so also for none). */
export function isSuperleague(divisions: readonly Pick<Division, 'superleague'>[]): boolean {
  return divisions.every((d) => d.superleague);
}

export function seasonDto(season: Season): DivisionDataSeason {
  return {
    id: season.id,
    name: season.name,
    startDate: season.startDate.slice(0, 10),
    endDate: season.endDate.slice(0, 10),
    divisionIds: [...season.divisionIds],
  };
}

/**
 * Computes a division's (or several divisions') data for one season:
 * - league fixtures listed are those of a requested division or with a team registered in one;
 * - team and player tables come from the requested divisions' fixtures plus knockout fixtures of
 *   any division (which only give 180s and hi-checks), and the in-scope tournaments' accolades;
 *   with no division requested nothing is counted;
 * - fixtures vetoed for the caller (`vetoedGameIds`) count nowhere and are listed without scores;
 * - the `teamId` filter limits fixtures and tournaments to that team, and the league table and
 *   placeholder rows to that team's;
 * - every player with results is returned; hiding players without singles, 180s or hi-checks
 *   from non-managers is the Players tab's job (`visiblePlayers` in playerTable.ts).
 */
export function computeDivisionData(input: DivisionDataInput): DivisionData {
  const { season, filter } = input;
  const divisionIds = input.divisions.map((d) => d.id);
  const seasonTeams = teamsInSeason(input.teams, season.id);
  const divisionTeams = teamsInDivisions(input.teams, season.id, divisionIds);
  const divisionOf = teamDivisionLookup(seasonTeams, season.id, [...input.allDivisions, ...input.divisions]);
  const teamsById = new Map(input.teams.map((t) => [t.id, t]));
  const teamById = (id: string) => teamsById.get(id) ?? null;
  const inRequestedDivision = (teamId: string) => {
    const team = teamById(teamId);
    const divisionId = team ? teamSeasonOf(team, season.id)?.divisionId : null;
    return !!divisionId && divisionIds.includes(divisionId);
  };

  const games = gamesInScope(input.games, season, filter);
  const listed =
    divisionIds.length === 0
      ? games.filter((g) => g.seasonId === season.id)
      : games.filter(
          (g) =>
            divisionIds.includes(g.divisionId) ||
            inRequestedDivision(g.home.id) ||
            inRequestedDivision(g.away.id),
        );
  const listedIds = new Set(listed.map((g) => g.id));
  const others = games.filter((g) => !listedIds.has(g.id));
  const vetoed = new Set(input.vetoedGameIds ?? []);
  const counted =
    divisionIds.length === 0
      ? []
      : games.filter((g) => !vetoed.has(g.id) && (g.isKnockout || divisionIds.includes(g.divisionId)));
  const tournaments = tournamentsInScope(input.tournaments, season, divisionIds, filter);

  const tallies = tallyDivision(counted, divisionIds.length === 0 ? [] : tournaments);
  const players = buildPlayerTable({
    teams: divisionTeams,
    seasonId: season.id,
    tallies: tallies.players,
    divisionOf,
    includeAllRegistered: input.canManagePlayers,
  });
  const league = buildLeagueTable({
    teams: divisionTeams,
    tallies: tallies.teams,
    players,
    divisionOf,
    teamId: filter.teamId ?? null,
  });
  const fixtures = buildFixtureDates({
    games: listed,
    otherGames: others,
    tournaments,
    notes: notesInScope(input.notes, season, divisionIds, filter),
    teams: filter.teamId ? divisionTeams.filter((t) => t.id === filter.teamId) : divisionTeams,
    includeProposals: filter.excludeProposals !== true && !filter.date,
    canManageTournaments: input.canManageTournaments,
    scoresHidden: (game) => vetoed.has(game.id),
    teamById,
    divisionOf,
  });

  const single = input.divisions.length === 1 ? input.divisions[0] : undefined;
  return {
    id: single?.id ?? null,
    name: divisionDataName(input.divisions),
    updated: single?.updated ?? null,
    superleague: isSuperleague(input.divisions),
    season: seasonDto(season),
    teams: league.rows,
    players,
    fixtures,
    dataErrors: input.canViewDataErrors === true ? [...tallies.dataErrors, ...league.dataErrors] : [],
  };
}
