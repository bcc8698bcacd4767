import { describe, expect, it } from 'vitest';
import { buildRecord, play } from '#web/features/scoring/test/records';
import { awayPlayers, buildGame, homePlayers, match } from './test/fixtures';
import { with180, withHiCheck, withLegsWon, withRecordLinked } from './scorecardUpdates';

const singles = match({ homePlayers: [homePlayers[0]!], awayPlayers: [awayPlayers[0]!] });
const pairs = match({ homePlayers: homePlayers.slice(0, 2), awayPlayers: awayPlayers.slice(0, 2) });
const card = buildGame({ matches: [singles, pairs] });

describe('card changes from leg-by-leg scoring', () => {
  it("links a match's record once", () => {
    const linked = withRecordLinked(card, 0, 'record-1');
    expect(linked.matches[0]!.saygId).toBe('record-1');
    expect(withRecordLinked(linked, 0, 'record-1')).toBe(linked);
  });

  it('takes the score from the legs won', () => {
    const won = play(buildRecord(), 'home', 180, 60, 180, 60, '141/3');
    expect(withLegsWon(card, 0, won).matches[0]).toMatchObject({ homeScore: 1, awayScore: 0 });
  });

  it('counts 180s and 100 to 120 checkouts only for single-player sides', () => {
    expect(with180(card, 0, 'away').oneEighties).toEqual([{ id: 'a1', name: 'Xavier' }]);
    expect(with180(card, 1, 'home')).toBe(card);
    expect(withHiCheck(card, 0, 'home', 120).over100Checkouts).toEqual([
      { id: 'h1', name: 'Alice', score: 120 },
    ]);
    expect(withHiCheck(card, 0, 'home', 121)).toBe(card);
    expect(withHiCheck(card, 0, 'home', 99)).toBe(card);
    expect(withHiCheck(card, 1, 'away', 110)).toBe(card);
  });
});
