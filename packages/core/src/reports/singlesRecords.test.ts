import { describe, expect, it } from 'vitest';
import { singlesRecords } from './singlesRecords';
import { reportGames, reportTournaments } from './testBuilders';

/* Every singles match recorded leg by leg, as each player's side: its opponent, competition and result. */

describe('singles records', () => {
  it('gives each player of a recorded singles match their side, opponent, competition and the card’s result', () => {
    const records = singlesRecords(reportGames(), reportTournaments());
    const of = (saygId: string) =>
      records
        .filter((r) => r.saygId === saygId)
        .map((r) => [r.playerName, r.side, r.opponentName, r.competition, r.verdict, r.eventId]);
    // A league card: Carl 3-1 Dave; pairs and unrecorded matches are left out.
    expect(of('s1')).toEqual([
      ['Carl', 'home', 'Dave', 'league', 'won', 'g1'],
      ['Dave', 'away', 'Carl', 'league', 'lost', 'g1'],
    ]);
    // A cup (knockout fixture): Gus 0-3 Carl.
    expect(of('s3')).toEqual([
      ['Gus', 'home', 'Carl', 'cup', 'lost', 'g4'],
      ['Carl', 'away', 'Gus', 'cup', 'won', 'g4'],
    ]);
    expect(records.every((r) => r.seasonId)).toBe(true);
    expect(new Set(records.map((r) => r.saygId))).toEqual(new Set(['s1', 's2', 's3']));
  });
});
