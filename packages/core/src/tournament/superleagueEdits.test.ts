import { describe, expect, it } from 'vitest';
import { masterDrawChoices, sideTeam, type SquadTeam } from './superleagueEdits';
import { makeSides } from './testSides';

// Side i has player p{i}. The Bell's squad: p0, p1; The Crown's: p2, p3; Royal Oak's: p4.
const teams: SquadTeam[] = [
  { id: 'bell', name: 'The Bell', playerIds: ['p0', 'p1'] },
  { id: 'crown', name: 'The Crown', playerIds: ['p2', 'p3'] },
  { id: 'oak', name: 'Royal Oak', playerIds: ['p4'] },
];
const sides = makeSides(6); // s5's player p5 is in no squad
const names = (list: { name: string }[]) => list.map((s) => s.name);

describe("the master draw's host and opponent lists", () => {
  it('know a side by its team, else by the squad holding its players', () => {
    expect(sideTeam(sides[0]!, teams)?.name).toBe('The Bell');
    expect(sideTeam({ ...sides[0]!, teamId: 'crown' }, teams)?.name).toBe('The Crown');
    const mixed = { ...sides[0]!, players: [...sides[0]!.players, ...sides[2]!.players] };
    expect(sideTeam(mixed, teams)).toBeUndefined();
    expect(sideTeam(sides[5]!, teams)).toBeUndefined();
  });

  it("offer each list its own team's sides and the sides of no league team", () => {
    const lists = masterDrawChoices(sides, teams, { host: 'the bell', opponent: 'The  Crown' });
    expect(names(lists.host)).toEqual(['Side 0', 'Side 1', 'Side 5']);
    expect(names(lists.opponent)).toEqual(['Side 2', 'Side 3', 'Side 5']);
  });

  it("offer a visiting side every side but the league team's", () => {
    const lists = masterDrawChoices(sides, teams, { host: 'The Bell', opponent: 'Visitors' });
    expect(names(lists.host)).toEqual(['Side 0', 'Side 1', 'Side 5']);
    expect(names(lists.opponent)).toEqual(['Side 2', 'Side 3', 'Side 4', 'Side 5']);
  });

  it('offer every side while the teams are not known', () => {
    const lists = masterDrawChoices(sides, [], { host: 'The Bell', opponent: 'The Crown' });
    expect(lists.host).toHaveLength(6);
    expect(lists.opponent).toHaveLength(6);
  });
});
