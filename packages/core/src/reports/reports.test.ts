import { describe, expect, it } from 'vitest';
import { seasonReports } from './reports';
import { tournament } from '../league/testBuilders';
import { reportsInput, reportTournaments } from './testBuilders';
import type { Report } from './types';

const reports = (overrides = {}) => seasonReports(reportsInput(overrides)).reports;
const report = (name: string, overrides = {}) => reports(overrides).find((r) => r.name === name)!;
/** Each row as "team | player | value" (finals night: "award | goes to | value"). */
const table = (r: Report) => r.rows.map((row) => row.cells.map((c) => c.text).join(' | '));

describe('season reports on the worked season (testBuilders.ts), Premier, top 3', () => {
  it('lists the reports, man of the match for ManageScores only, and the games inspected', () => {
    const all = seasonReports(reportsInput());
    expect(all.messages).toEqual(['4 games inspected']);
    expect(all.reports.map((r) => r.name)).toEqual([
      'Man of the match',
      'Most played player',
      'Most 180s',
      'Highest checkouts',
      'Finals night',
      'Best 3-dart averages',
      'Most 100+',
      'Most 140+',
      'Best checkout %',
      'Fewest darts in a leg',
    ]);
    expect(reports({ canManageScores: false }).map((r) => r.name)).not.toContain('Man of the match');
  });

  it('man of the match counts every division', () => {
    // Hand count: Carl 2 (g1 home, g2 away), Fay 1, Dave 1, Gus 1 (Second): Gus is cut at three.
    const r = report('Man of the match');
    expect(r.description).toBe('The top 3 recorded players of the match');
    expect(r.columns).toEqual(['Team', 'Player', 'Times']);
    expect(table(r)).toEqual(['Crown | Carl | 2', 'Bell | Fay | 1', 'Bell | Dave | 1']);
    expect(r.rows[0]!.cells[1]).toEqual({
      text: 'Carl',
      playerId: 'carl',
      playerName: 'Carl',
      teamId: 'crown',
      teamName: 'Crown',
      divisionId: 'div-1',
      divisionName: 'Premier',
    });
  });

  it('most played counts league matches (knockouts too) and tournament sides', () => {
    // Hand count: Carl g1 x2, g2, g4 (knockout), t1 = 5; Dave, Ed, Fay 3 each; ties cut: Fay is fourth.
    const r = report('Most played player');
    expect(r.thisDivisionOnly).toBe(true);
    expect(table(r)).toEqual(['Crown | Carl | 5', 'Bell | Dave | 3', 'Crown | Ed | 3']);
  });

  it('most 180s and highest checkouts count the division, knockouts and division-less tournaments', () => {
    // Hand count: Carl 2 (g1) + 1 (g4 knockout) = 3; Dave 1 + 1 = 2; Gus 1 (t1). Gus's three in g3 are Second's.
    expect(table(report('Most 180s'))).toEqual(['Crown | Carl | 3', 'Bell | Dave | 2', 'Fox | Gus | 1']);
    // Hand count: Carl max(120, 105), Ed 110, Dave 101.
    expect(table(report('Highest checkouts'))).toEqual([
      'Crown | Carl | 120',
      'Crown | Ed | 110',
      'Bell | Dave | 101',
    ]);
    expect(table(report('Most 180s', { divisionId: 'div-2' }))).toEqual([
      'Fox | Gus | 4',
      'Crown | Carl | 1',
    ]);
  });

  it('finals night gives every award, divisions by name descending', () => {
    const r = report('Finals night');
    expect(r.columns).toEqual(['Award', 'Goes to', 'Value/s']);
    expect(table(r)).toEqual([
      'Second: Highest checkout | Gus | 119',
      'Second: Most 180s | Gus | 4',
      'Second: Top Player (Male) | Gus | 8',
      'Second: Top Player (Female) | No player found who has played at least 5 singles matches | ',
      'Premier: Highest checkout | Carl | 120',
      'Premier: Most 180s | Carl | 3',
      // Carl ranks first but has played 4 singles: Dave is the first with 5 or more.
      'Premier: Top Player (Male) | Dave | 10',
      'Premier: Top Player (Female) | Fay | 6',
      'Man of the match | Carl | 2',
      'Singles runner up | Gus | ',
      'Singles winner | Carl | ',
      'Premier: Pairs runner up | Has not been played or has no winner | ',
      'Premier: Pairs winner | Has not been played or has no winner | ',
      'Pairs semi-finalists* |  | ',
      'Pairs semi-finalists* |  | ',
      'Pairs runners up* |  | ',
      'Pairs winner* |  | ',
      'Singles semi-finalists* |  | ',
      'Singles semi-finalists* |  | ',
      'Singles semi-finalists* |  | ',
      'Singles semi-finalists* |  | ',
      'Singles runners up* |  | ',
      'Singles runners up* |  | ',
      'Singles winner* |  | ',
      'Second: runner up | Not found | ',
      'Second: winner | Fox | 4',
      'Premier: runner up | Bell | 10',
      'Premier: winner | Crown | 14',
    ]);
    expect(table(report('Finals night', { canManageScores: false }))).toContain('Man of the match |  | ');
  });

  it('finals night leaves out tournaments excluded from reports and single-round nights', () => {
    const tournaments = [
      ...reportTournaments(),
      tournament('t3', '2024-03-15', { type: 'Triples', excludeFromReports: true }),
      tournament('t4', '2024-03-22', { type: 'Superleague', singleRound: true }),
    ];
    const awards = table(report('Finals night', { tournaments })).map((row) => row.split(' | ')[0]!);
    expect(awards).toContain('Singles winner');
    expect(awards.filter((a) => a.includes('Triples') || a.includes('Superleague'))).toEqual([]);
  });

  it('leg-by-leg reports, with their minimums stated', () => {
    // Hand count from reportSayg: Carl s1 501 in 9 darts (180, 180, 141), s2 501 in 12 (140 x3, 81),
    // s3 501 in 15 (100 x4, 101): 1503 / 36 x 3 = 125.25; 100+ = 5; 140+ = 1 + 3 = 4; checkout chances
    // 3 (141, 81, 101 left), 3 won = 100%; fewest darts 9. Dave: 2 matches (below the minimum of 3),
    // 100+ 1, 140+ 1, won none. Gus: one match, 100 x4, won none.
    const averages = report('Best 3-dart averages');
    expect(averages.description).toContain('at least 3 singles matches recorded leg by leg');
    expect(table(averages)).toEqual(['Crown | Carl | 125.25']);
    expect(table(report('Most 100+'))).toEqual(['Crown | Carl | 5', 'Fox | Gus | 4', 'Bell | Dave | 1']);
    expect(table(report('Most 140+'))).toEqual(['Crown | Carl | 4', 'Bell | Dave | 1']);
    expect(table(report('Best checkout %'))).toEqual(['Crown | Carl | 100.0%']);
    expect(report('Best checkout %').description).toContain('at least 3 singles matches recorded leg by leg');
    expect(report('Most 100+').description).toContain('(no minimum)');
    expect(report('Most 140+').description).toContain('(no minimum)');
    const fewest = report('Fewest darts in a leg');
    expect(fewest.description).toContain('won at least 1 leg');
    expect(table(fewest)).toEqual(['Crown | Carl | 9']);
  });

  it("counts a planned format's matches recorded leg by leg, by the sides its results place", () => {
    const [knockout] = reportTournaments();
    const [carl, gus] = knockout!.sides;
    // Swiss rounds of Carl (seeded) and Gus: S1-1 is Carl v Gus, recorded in s1 (Carl's 180, 180, 141).
    const swiss = tournament('t5', '2024-03-29', {
      type: 'Singles',
      sides: [{ ...carl!, seeded: true }, gus!],
      format: 'swiss',
      bestOf: 1,
      results: [{ matchId: 'S1-1', scoreA: 1, scoreB: 0, saygId: 's1' }],
    });
    const tournaments = [...reportTournaments(), swiss];
    // Carl's 140+: 4 before (see above), +1 for the 141; Gus's 140 as the away side of s1.
    expect(table(report('Most 140+', { tournaments }))).toEqual([
      'Crown | Carl | 5',
      'Bell | Dave | 1',
      'Fox | Gus | 1',
    ]);
  });

  it('cuts every report at the top count', () => {
    expect(table(report('Most 100+', { topCount: 1 }))).toEqual(['Crown | Carl | 5']);
  });
});
