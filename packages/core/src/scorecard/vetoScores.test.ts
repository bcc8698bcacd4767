import { describe, expect, it } from 'vitest';
import { FEATURE_IDS } from '../feature/flags';
import { timeSpanMs } from '../feature/timeSpan';
import { computeDivisionData } from '../division/divisionData';
import { sampleInput } from '../league/sampleSeason';
import { canRecordGameScores } from './access';
import { isScoreVetoed, vetoDelayMs, vetoedGameIds } from './vetoScores';

const DAY = 24 * 60 * 60 * 1000;
const game = { id: 'g', date: '2026-11-22', home: { id: 'home' }, away: { id: 'away' } };
const visibleAt = new Date('2026-11-23T00:00:00Z'); // the date plus a day
const justBefore = new Date(visibleAt.getTime() - 1);
const clerkOf = (teamId: string) => ({ inputResults: true, teamId });

describe('VetoScores rule', () => {
  it('hides the scores from an anonymous caller until exactly the date plus the delay', () => {
    expect(isScoreVetoed(game, null, DAY, new Date('2026-11-22T00:00:00Z'))).toBe(true);
    expect(isScoreVetoed(game, null, DAY, justBefore)).toBe(true);
    expect(isScoreVetoed(game, null, DAY, visibleAt)).toBe(false);
    expect(isScoreVetoed(game, null, DAY, new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });

  it('ignores the time of day of the fixture date (UTC midnight)', () => {
    expect(isScoreVetoed({ ...game, date: '2026-11-22T20:00:00Z' }, null, DAY, visibleAt)).toBe(false);
  });

  it('never hides from ManageScores or the clerks of the two teams', () => {
    for (const recorder of [{ manageScores: true }, clerkOf('home'), clerkOf('away')]) {
      expect(canRecordGameScores(game, recorder)).toBe(true);
      expect(isScoreVetoed(game, recorder, DAY, justBefore)).toBe(false);
    }
  });

  it('hides from other clerks, from the team without inputResults, and from other access', () => {
    for (const recorder of [
      clerkOf('other'),
      { inputResults: false, teamId: 'home' },
      { inputResults: true, teamId: null },
      { manageScores: false },
    ]) {
      expect(canRecordGameScores(game, recorder)).toBe(false);
      expect(isScoreVetoed(game, recorder, DAY, justBefore)).toBe(true);
    }
  });

  it('hides nothing with no delay (the default)', () => {
    expect(isScoreVetoed(game, null, 0, new Date('2026-11-01T00:00:00Z'))).toBe(false);
    expect(vetoedGameIds([game], null, 0, justBefore)).toEqual([]);
  });

  it('lists the vetoed fixtures sorted', () => {
    const games = [
      { ...game, id: 'b' },
      { ...game, id: 'old', date: '2026-11-01' },
      { ...game, id: 'a' },
      { ...game, id: 'theirs', home: { id: 'other' } },
    ];
    expect(vetoedGameIds(games, clerkOf('other'), DAY, justBefore)).toEqual(['a', 'b']);
    expect(vetoedGameIds(games, null, DAY, justBefore)).toEqual(['a', 'b', 'theirs']);
  });

  it('reads the delay from the features (TimeSpan)', () => {
    const feature = (configuredValue: string | null) => [
      { id: FEATURE_IDS.vetoScores, configuredValue, defaultValue: '00:00:00' },
    ];
    expect(vetoDelayMs(feature(null))).toBe(0);
    expect(vetoDelayMs(feature('1.00:00:00'))).toBe(DAY);
    expect(vetoDelayMs(feature('02:30'))).toBe(2.5 * 60 * 60 * 1000);
    expect(vetoDelayMs([])).toBe(0);
    expect(timeSpanMs('00:00:01.5')).toBe(1500);
    expect(timeSpanMs('nonsense')).toBe(0);
  });
});

describe('computeDivisionData: vetoed fixtures', () => {
  const plain = computeDivisionData(sampleInput);
  const vetoed = computeDivisionData({ ...sampleInput, vetoedGameIds: ['g1', 'g5'] });
  const row = (data: typeof plain, id: string) =>
    data.fixtures.flatMap((d) => d.fixtures).find((f) => f.id === id);
  const team = (data: typeof plain, name: string) => data.teams.find((t) => t.name === name);
  const player = (data: typeof plain, name: string) => data.players.find((p) => p.name === name);

  it('lists them without scores', () => {
    expect(row(plain, 'g1')).toMatchObject({ homeScore: 2, awayScore: 1 });
    expect(row(vetoed, 'g1')).toMatchObject({
      homeScore: null,
      awayScore: null,
      runningScore: null,
      awayTeam: { name: 'Bell' },
    });
    expect(row(vetoed, 'g2')).toEqual(row(plain, 'g2'));
  });

  it('does not count them in the league or player tables, nor their 180s and hi-checks', () => {
    expect(team(plain, 'Bell')).toMatchObject({ played: 1, fixturesLost: 1 });
    expect(team(vetoed, 'Bell')).toMatchObject({ played: 0, fixturesLost: 0 });
    // Anchor's other fixture, G4, is incomplete: with G1 vetoed nothing of Anchor's counts.
    expect(team(vetoed, 'Anchor')).toMatchObject({ played: 0, fixturesWon: 0, fixturesLost: 0 });
    expect(player(plain, 'Alice')).toMatchObject({ oneEighties: 1, over100Checkouts: 110 });
    expect(player(vetoed, 'Alice')).toMatchObject({ oneEighties: 0, over100Checkouts: 0 });
    expect(player(vetoed, 'Adam')?.over100Checkouts ?? 0).toBe(0);
    expect(player(vetoed, 'Amy')).toBeUndefined();
  });

  it('changes nothing when none are vetoed', () => {
    expect(computeDivisionData({ ...sampleInput, vetoedGameIds: [] })).toEqual(plain);
  });
});
