import { describe, expect, it } from 'vitest';
import {
  addSides,
  canAddAsIndividuals,
  changeSide,
  removeSide,
  sideChoices,
  sideOfPlayer,
  withPlayers,
  withTeam,
} from './sideEdits';
import { playersName, playingSides, rankedSides } from './sides';
import { makeSides } from './testSides';
import type { TournamentSide } from './types';
import { tournamentMatch } from '../league/testBuilders';

const ann = { id: 'ann', name: 'Ann', divisionId: null };
const bea = { id: 'bea', name: 'Bea', divisionId: null };
const blank: TournamentSide = { id: '', name: '', teamId: null, noShow: false, players: [] };

describe('sides', () => {
  it('plays the shows, seeds first when ranking', () => {
    const sides = makeSides(4).map((s, i) => ({ ...s, noShow: i === 1, seeded: i >= 2 }));
    expect(playingSides(sides).map((s) => s.id)).toEqual(['s0', 's2', 's3']);
    expect(rankedSides(sides).map((s) => s.id)).toEqual(['s2', 's3', 's0', 's1']);
  });

  it('names a side after its players until a name is typed', () => {
    expect(playersName([bea, ann])).toBe('Ann, Bea');
    const one = withPlayers(blank, [bea]);
    expect(one.name).toBe('Bea');
    expect(withPlayers(one, [bea, ann]).name).toBe('Ann, Bea');
    expect(withPlayers({ ...one, name: 'The Bs' }, [bea, ann]).name).toBe('The Bs');
  });

  it('takes a team name unless one is typed', () => {
    expect(withTeam(blank, { id: 't', name: 'Bell' })).toMatchObject({ teamId: 't', name: 'Bell' });
    expect(withTeam({ ...blank, name: 'Mine' }, { id: 't', name: 'Bell' }).name).toBe('Mine');
    expect(withTeam({ ...blank, teamId: 't' }, null).teamId).toBeNull();
  });

  it('offers choices by what is chosen', () => {
    expect(canAddAsIndividuals({ players: [ann, bea] }, true)).toBe(true);
    expect(canAddAsIndividuals({ players: [ann, bea] }, false)).toBe(false);
    expect(canAddAsIndividuals({ players: [ann] }, true)).toBe(false);
    expect(sideChoices({ players: [], teamId: null })).toEqual({ team: true, players: true });
    expect(sideChoices({ players: [ann], teamId: null })).toEqual({ team: false, players: true });
    expect(sideChoices({ players: [], teamId: 't' })).toEqual({ team: true, players: false });
  });

  it('adds a side, or each player as a side, sorted by name unless the order is kept', () => {
    let n = 0;
    const newId = () => `n${++n}`;
    const zed = { ...blank, id: 'z', name: 'Zed', players: [] };
    const pair = { ...blank, name: ' Ann, Bea ', players: [bea, ann] };
    expect(
      addSides([zed], pair, { asIndividuals: false, keepOrder: false, newId }).map((s) => [s.id, s.name]),
    ).toEqual([
      ['n1', 'Ann, Bea'],
      ['z', 'Zed'],
    ]);
    expect(
      addSides([zed], pair, { asIndividuals: true, keepOrder: true, newId }).map((s) => [s.id, s.name]),
    ).toEqual([
      ['z', 'Zed'],
      ['n2', 'Bea'],
      ['n3', 'Ann'],
    ]);
  });

  it('changes a side everywhere, and removes one from the list only', () => {
    const [a, b] = makeSides(2) as [TournamentSide, TournamentSide];
    const t = {
      sides: [a, b],
      round: {
        matches: [tournamentMatch('m', a, b, 1, 0)],
        matchOptions: [],
        nextRound: {
          matches: [tournamentMatch('f', null, a, null, null)],
          matchOptions: [],
          nextRound: null,
        },
      },
    };
    const changed = changeSide(t, { ...a, name: ' Renamed ' });
    expect(changed.sides[0]!.name).toBe('Renamed');
    expect(changed.round!.matches[0]!.sideA!.name).toBe('Renamed');
    expect(changed.round!.matches[0]!.sideB).toBe(b);
    expect(changed.round!.nextRound!.matches[0]!.sideB!.name).toBe('Renamed');
    expect(removeSide(t, 's0').sides).toEqual([b]);
  });

  it('finds the other side a player is in', () => {
    const sides = makeSides(2);
    expect(sideOfPlayer(sides, 'p1', null)?.id).toBe('s1');
    expect(sideOfPlayer(sides, 'p1', 's1')).toBeNull();
  });
});
