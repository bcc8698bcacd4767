import type { DivisionFixture, DivisionFixtureDate, DivisionTeam } from '../contract/divisionData';
import type { HomeDivision, HomeFixtureDate, HomeSummary } from '../contract/home';
import type { Tournament } from '../tournament/types';
import { dateOf } from '../league/dates';
import { computeDivisionData, seasonDto } from './divisionData';
import { isPlaceholder } from '../league/fixtureRows';
import { compareText } from '../league/sorting';
import type { Division, Fixture, Note, Season, Team } from '../league/types';

/* The home page's summary of the league (GET /api/Home/Summary): pure, today passed in. */

/** Teams shown of each division's table. */
export const HOME_TABLE_ROWS = 3;

/**
 * The season the home page shows: the one asked for (null when unknown or deleted), else the
 * season running today (the latest to end when several are), else the next to start, else the
 * latest to have ended.
 */
export function homeSeason(
  seasons: readonly Season[],
  today: string,
  seasonId?: string | null,
): Season | null {
  const live = seasons.filter((s) => !s.deleted);
  if (seasonId) return live.find((s) => s.id === seasonId) ?? null;
  const byEnd = [...live].sort((a, b) => compareText(dateOf(b.endDate), dateOf(a.endDate)));
  const running = byEnd.find((s) => dateOf(s.startDate) <= today && today <= dateOf(s.endDate));
  if (running) return running;
  const next = live
    .filter((s) => dateOf(s.startDate) > today)
    .sort((a, b) => compareText(dateOf(a.startDate), dateOf(b.startDate)))[0];
  return next ?? byEnd[0] ?? null;
}

/** A real fixture between two teams (no placeholder row, no bye). */
const isMatchUp = (row: DivisionFixture) => !isPlaceholder(row) && row.awayTeam !== null;
const hasResult = (row: DivisionFixture) => row.homeScore !== null || row.awayScore !== null;

const byDivisionThenHome = (a: DivisionFixture, b: DivisionFixture) =>
  compareText(a.homeDivision?.name ?? '', b.homeDivision?.name ?? '') ||
  compareText(a.homeTeam.name, b.homeTeam.name);

/**
 * Tonight's fixtures (dated `today`), the next date's after today, and the results of the latest
 * date before today that has any. Placeholder rows and byes are left out; a date without fixtures
 * is null.
 */
export function homeFixtureDates(
  dates: readonly DivisionFixtureDate[],
  today: string,
): Pick<HomeSummary, 'tonight' | 'next' | 'latest'> {
  const rows = (date: DivisionFixtureDate, keep: (row: DivisionFixture) => boolean): HomeFixtureDate => ({
    date: date.date,
    fixtures: date.fixtures.filter((row) => isMatchUp(row) && keep(row)).sort(byDivisionThenHome),
  });
  const all = [...dates]
    .sort((a, b) => compareText(a.date, b.date))
    .map((d) => rows(d, () => true))
    .filter((d) => d.fixtures.length > 0);
  const results = all
    .filter((d) => d.date < today)
    .map((d) => ({ ...d, fixtures: d.fixtures.filter(hasResult) }))
    .filter((d) => d.fixtures.length > 0);
  return {
    tonight: all.find((d) => d.date === today) ?? null,
    next: all.find((d) => d.date > today) ?? null,
    latest: results[results.length - 1] ?? null,
  };
}

/** The first rows of a league table by rank. */
export function topOfTable(teams: readonly DivisionTeam[], rows = HOME_TABLE_ROWS): DivisionTeam[] {
  return [...teams].sort((a, b) => a.rank - b.rank).slice(0, rows);
}

export interface HomeSummaryInput {
  today: string;
  /** The season shown (see `homeSeason`); null gives an empty summary. */
  season: Season | null;
  allDivisions: readonly Division[];
  teams: readonly Team[];
  /** The season's games. */
  games: readonly Fixture[];
  tournaments: readonly Tournament[];
  notes: readonly Note[];
  /** Fixtures whose scores are vetoed for visitors (VetoScores): counted nowhere, listed without scores. */
  vetoedGameIds?: readonly string[];
}

/**
 * The summary, computed with the division data's own rules (core/division/divisionData.ts): each of
 * the season's divisions' table as a visitor sees it, and every fixture of the season.
 */
export function computeHomeSummary(input: HomeSummaryInput): HomeSummary {
  const { season, today } = input;
  if (!season) return { today, season: null, divisions: [], tonight: null, next: null, latest: null };
  const data = (divisions: readonly Division[]) =>
    computeDivisionData({
      season,
      divisions,
      allDivisions: input.allDivisions,
      teams: input.teams,
      games: input.games,
      tournaments: input.tournaments,
      notes: input.notes,
      filter: { excludeProposals: true },
      canManagePlayers: false,
      canManageTournaments: false,
      vetoedGameIds: input.vetoedGameIds ?? [],
    });
  const divisions: HomeDivision[] = input.allDivisions
    .filter((d) => !d.deleted && season.divisionIds.includes(d.id))
    .sort((a, b) => compareText(a.name, b.name))
    .map((d) => ({ id: d.id, name: d.name, teams: topOfTable(data([d]).teams) }));
  return {
    today,
    season: seasonDto(season),
    divisions,
    ...homeFixtureDates(data([]).fixtures, today),
  };
}
