import type { DivisionData } from '../contract/divisionData';
import { dateOf } from '../league/dates';

/*
 * The shape the health checks and proposals read: per division its teams and, by date, its league
 * fixtures (a fixture without `away` is a bye). Knockout fixtures and placeholder rows are not part
 * of a schedule. Dates are `YYYY-MM-DD`, ascending.
 */

export interface ScheduleTeam {
  id: string;
  name: string;
  address: string | null;
}

export interface ScheduleFixture {
  home: ScheduleTeam;
  away: ScheduleTeam | null;
}

export interface ScheduleDate {
  date: string;
  fixtures: ScheduleFixture[];
}

export interface ScheduleDivision {
  id: string;
  name: string;
  teams: ScheduleTeam[];
  dates: ScheduleDate[];
}

export interface SeasonSchedule {
  startDate: string;
  endDate: string;
  divisions: ScheduleDivision[];
}

/** The venue of a team: its address, else its name; compared trimmed and case-insensitively. */
export function venueKey(team: Pick<ScheduleTeam, 'name' | 'address'>): string {
  const address = team.address?.trim() ?? '';
  return (address === '' ? team.name.trim() : address).toLowerCase();
}

/** The venue as shown: the address, else the name. */
export function venueName(team: Pick<ScheduleTeam, 'name' | 'address'>): string {
  const address = team.address?.trim() ?? '';
  return address === '' ? team.name : address;
}

/**
 * A division's schedule from its division data (GET /api/Division/Data with `ignoreDates`): knockout
 * fixtures and placeholder rows (a team without a fixture that date) are left out; proposals stay.
 * Dates left without fixtures are dropped.
 */
export function scheduleFromDivisionData(data: DivisionData): ScheduleDivision {
  const dates: ScheduleDate[] = [];
  for (const group of data.fixtures) {
    const fixtures = group.fixtures
      .filter((f) => !f.isKnockout && (f.proposal || f.awayTeam !== null || f.id !== f.homeTeam.id))
      .map((f) => ({
        home: { ...f.homeTeam },
        away: f.awayTeam ? { ...f.awayTeam } : null,
      }));
    if (fixtures.length > 0) dates.push({ date: dateOf(group.date), fixtures });
  }
  dates.sort((a, b) => a.date.localeCompare(b.date));
  return {
    id: data.id ?? '',
    name: data.name,
    teams: data.teams.map((t) => ({ id: t.id, name: t.name, address: t.address })),
    dates,
  };
}

/**
 * Dates on which a division already has something (league fixtures, tournaments or notes), from its
 * division data: a proposal skips these weeks.
 */
export function busyDatesFromDivisionData(data: DivisionData): string[] {
  return data.fixtures
    .filter(
      (g) =>
        g.notes.length > 0 ||
        g.tournamentFixtures.some((t) => !t.proposed) ||
        g.fixtures.some((f) => f.proposal || f.awayTeam !== null || f.id !== f.homeTeam.id),
    )
    .map((g) => dateOf(g.date));
}

/** Days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${dateOf(to)}T00:00:00Z`) - Date.parse(`${dateOf(from)}T00:00:00Z`)) / 86400000,
  );
}
