import { describe, expect, it } from 'vitest';
import { tallyDivision } from './statistics';
import { game, gp, match, PAIRS, SINGLES, tournament } from './testBuilders';

const h1 = { id: 'h1', name: 'H1' };
const h2 = { id: 'h2', name: 'H2' };
const a1 = { id: 'a1', name: 'A1' };
const a2 = { id: 'a2', name: 'A2' };
const home = { id: 'home', name: 'Home' };
const away = { id: 'away', name: 'Away' };

describe('tallyDivision', () => {
  it('counts a league fixture for teams and players', () => {
    const g = game('g', '2024-01-10', home, away, {
      matchOptions: [SINGLES, PAIRS],
      matches: [match([gp(h1)], [gp(a1)], 3, 2), match([gp(h1), gp(h2)], [gp(a1), gp(a2)], 0, 2)],
    });
    const { teams, players, dataErrors } = tallyDivision([g], []);
    // One match each: a drawn fixture. Legs: home 3 + 0, away 2 + 2.
    expect(teams.get('home')).toEqual({
      played: 1,
      fixturesWon: 0,
      fixturesLost: 0,
      fixturesDrawn: 1,
      winRate: 3,
      lossRate: 4,
    });
    expect(teams.get('away')).toEqual({
      played: 1,
      fixturesWon: 0,
      fixturesLost: 0,
      fixturesDrawn: 1,
      winRate: 4,
      lossRate: 3,
    });
    expect(players.get('h1')).toMatchObject({
      singles: {
        matchesPlayed: 1,
        matchesWon: 1,
        matchesLost: 0,
        winRate: 3,
        lossRate: 2,
        teamWinRate: 3,
        teamLossRate: 2,
      },
      pairs: {
        matchesPlayed: 1,
        matchesWon: 0,
        matchesLost: 1,
        winRate: 0,
        lossRate: 2,
        teamWinRate: 0,
        teamLossRate: 2,
      },
      fixtures: { '2024-01-10': 'g' },
    });
    expect(players.get('a2')?.pairs).toEqual({
      matchesPlayed: 1,
      matchesWon: 1,
      matchesLost: 0,
      winRate: 2,
      lossRate: 0,
      teamWinRate: 0,
      teamLossRate: 0,
    });
    expect(dataErrors).toEqual([]);
  });

  it('counts a card only once it is complete: a card with only match 1 scored gives nothing', () => {
    const card = (second: ReturnType<typeof match>) =>
      game('g', '2024-01-10', home, away, {
        matchOptions: [SINGLES, SINGLES],
        matches: [match([gp(h1)], [gp(a1)], 3, 0), second],
        oneEighties: [gp(h1)],
      });
    const partial = tallyDivision([card(match([], [], null, null))], []);
    expect(partial.teams.size).toBe(0);
    expect(partial.players.get('h1')).toMatchObject({
      singles: { matchesPlayed: 0, matchesWon: 0, winRate: 0 },
      oneEighties: 0,
      fixtures: { '2024-01-10': 'g' }, // the player is on the card
    });

    const complete = tallyDivision([card(match([gp(h2)], [gp(a2)], 3, 1))], []);
    expect(complete.teams.get('home')).toMatchObject({ played: 1, fixturesWon: 1, winRate: 6, lossRate: 1 });
    expect(complete.teams.get('away')).toMatchObject({ played: 1, fixturesLost: 1 });
    expect(complete.players.get('h1')).toMatchObject({
      singles: { matchesWon: 1, winRate: 3 },
      oneEighties: 1,
    });
  });

  it('still reports the data errors of an incomplete card', () => {
    const g = game('g', '2024-01-10', home, away, {
      matchOptions: [SINGLES, SINGLES],
      matches: [match([gp(h1)], [gp(a1)], 3, 0), match([gp(h2)], [gp(a2)], 3, null)],
    });
    const { teams, dataErrors } = tallyDivision([g], []);
    expect(teams.size).toBe(0);
    expect(dataErrors.map((e) => e.message)).toEqual([
      'Singles match 2 between Home and Away has only one score 3-, both are required to ensure the team/players table are rendered correctly',
    ]);
  });

  it('takes only the accolades of a knockout, and none of a postponed fixture', () => {
    const knockout = game('k', '2024-01-10', home, away, {
      isKnockout: true,
      matchOptions: [SINGLES],
      matches: [match([gp(h1)], [gp(a1)], 3, 0)],
      oneEighties: [gp(h1), gp(h1)],
      over100Checkouts: [
        { ...gp(a1), score: 104 },
        { ...gp(a1), score: 117 },
        { ...gp(a1), score: null },
      ],
    });
    const postponed = game('p', '2024-01-17', home, away, {
      postponed: true,
      matches: [match([gp(h2)], [gp(a2)], 3, 0)],
      oneEighties: [gp(h2)],
    });
    const { teams, players } = tallyDivision([knockout, postponed], []);
    expect(teams.size).toBe(0);
    expect(
      [...players.values()].map((p) => [
        p.id,
        p.oneEighties,
        p.over100Checkouts,
        p.singles.matchesPlayed,
        p.fixtures,
      ]),
    ).toEqual([
      ['h1', 2, 0, 0, {}],
      ['a1', 0, 117, 0, {}], // the highest hi-check, not a count
    ]);
  });

  it('ignores accolades when they do not count, and takes tournaments that count', () => {
    const g = game('g', '2024-01-10', home, away, { accoladesCount: false, oneEighties: [gp(h1)] });
    const counting = tournament('t', '2024-01-11', {
      oneEighties: [gp(a1)],
      over100Checkouts: [{ ...gp(a1), score: 100 }],
    });
    const notCounting = tournament('u', '2024-01-12', { accoladesCount: false, oneEighties: [gp(a1)] });
    const { players } = tallyDivision([g], [counting, notCounting]);
    expect([...players.values()].map((p) => [p.id, p.oneEighties, p.over100Checkouts])).toEqual([
      ['a1', 1, 100],
    ]);
  });

  it('keeps the first fixture of a date for a player, and no team for an unplayed fixture', () => {
    const first = game('first', '2024-01-10', home, away, {
      matches: [match([gp(h1)], [gp(a1)], null, null)],
    });
    const second = game('second', '2024-01-10', home, away, {
      matches: [match([gp(h1)], [gp(a1)], null, null)],
    });
    const { teams, players } = tallyDivision([first, second], []);
    expect(players.get('h1')?.fixtures).toEqual({ '2024-01-10': 'first' });
    expect(teams.size).toBe(0);
  });
});
