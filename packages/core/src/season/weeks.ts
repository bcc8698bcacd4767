import { addDays, dateOf } from '../league/dates';

/*
 * The season's weeks as the proposal walks them (season/proposal.ts `placeFixtures`): from the
 * start date, every 7 days, to the end. The wizard offers them to be left out.
 */

/** The most weeks listed (a season of two years), so a mistyped end date lists no thousands. */
export const MAX_SEASON_WEEKS = 104;

export function seasonWeeks(startDate: string, endDate: string): string[] {
  const end = dateOf(endDate);
  const weeks: string[] = [];
  for (
    let date = dateOf(startDate);
    date <= end && weeks.length < MAX_SEASON_WEEKS;
    date = addDays(date, 7)
  ) {
    weeks.push(date);
  }
  return weeks;
}
