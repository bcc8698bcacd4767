import { describe, expect, it } from 'vitest';
import { cardCsv } from './cardCsv';
import { emptyMatch, eightMatches, type Scorecard } from './scorecard';

const player = (name: string) => ({ id: name.toLowerCase(), name });

function card(overrides: Partial<Scorecard> & { isKnockout?: boolean } = {}) {
  return {
    home: { id: 'h', name: 'Crown', manOfTheMatch: null },
    away: { id: 'a', name: 'Anchor', manOfTheMatch: null },
    matches: eightMatches([], emptyMatch),
    matchOptions: [],
    oneEighties: [],
    over100Checkouts: [],
    isKnockout: false,
    ...overrides,
  };
}

describe("a card's CSV file", () => {
  it('holds each match with its type, both sides by their team names, the players and the legs', () => {
    const singles = { homePlayers: [player('Sam')], awayPlayers: [player('Jo')], homeScore: 3, awayScore: 1 };
    const pairs = {
      homePlayers: [player('Sam'), player('Al')],
      awayPlayers: [player('=Bo'), player('Jo')],
      homeScore: 0,
      awayScore: 2,
    };
    const matches = eightMatches([], emptyMatch).map((m, i) =>
      i === 0 ? { ...m, ...singles } : i === 6 ? { ...m, ...pairs } : m,
    );
    expect(cardCsv(card({ matches })).split('\n')).toEqual([
      '\ufeffMatch,Type,Crown,Crown legs,Anchor legs,Anchor',
      '1,Singles,Sam,3,1,Jo',
      // A match not played yet has its boxes empty.
      '2,Singles,,,,',
      '3,Singles,,,,',
      '4,Singles,,,,',
      '5,Singles,,,,',
      '6,Pairs,,,,',
      // A name a spreadsheet would run as a formula stays text.
      "7,Pairs,Sam & Al,0,2,'=Bo & Jo",
      '8,Triples,,,,',
      '',
    ]);
  });

  it('leaves out a match for no players, as the card does', () => {
    const none = { playerCount: 0, startingScore: 501, numberOfLegs: 3 };
    const lines = cardCsv(card({ matchOptions: [null, null, null, null, none] })).split('\n');
    expect(lines.map((line) => line.split(',')[0])).toEqual([
      '\ufeffMatch',
      '1',
      '2',
      '3',
      '4',
      '6',
      '7',
      '8',
      '',
    ]);
  });
});
