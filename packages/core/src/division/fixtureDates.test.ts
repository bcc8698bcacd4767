import { describe, expect, it } from 'vitest';
import { buildFixtureDates, type FixtureDatesInput } from './fixtureDates';
import { game, note, team, tournament } from '../league/testBuilders';

const ash = team('ash', 'ash', 'div-1', [], { address: 'Ash Inn' });
const bay = team('bay', 'Bay', 'div-1', [], { address: 'Bay Inn' });
const cob = team('cob', 'Cob', 'div-1', [], { address: 'Cob Inn' });
const dun = team('dun', 'Dun', 'div-1', [], { address: 'Dun Inn' });
const teams = [ash, bay, cob, dun];

const input = (overrides: Partial<FixtureDatesInput> = {}): FixtureDatesInput => ({
  games: [game('g2', '2024-01-10', cob, dun), game('g1', '2024-01-10', bay, ash)],
  otherGames: [
    game(
      'x',
      '2024-01-10',
      { id: 'o1', name: 'O1' },
      { id: 'o2', name: 'O2' },
      { divisionId: 'div-2', address: 'ASH INN' },
    ),
  ],
  tournaments: [tournament('t', '2024-01-03', { address: 'Bay Inn' })],
  notes: [note('n', '2024-01-17', 'Bring a pen', { updated: '2024-01-01T00:00:00Z' })],
  teams,
  includeProposals: true,
  canManageTournaments: false,
  teamById: (id) => teams.find((t) => t.id === id) ?? null,
  divisionOf: () => null,
  ...overrides,
});

describe('buildFixtureDates', () => {
  it('groups by ascending date; fixtures by home team name ignoring case', () => {
    const dates = buildFixtureDates(input());
    expect(
      dates.map((d) => [
        d.date,
        d.fixtures.map((f) => f.id),
        d.tournamentFixtures.map((t) => t.id),
        d.notes.map((n) => n.id),
      ]),
    ).toEqual([
      ['2024-01-03', [], ['t'], []], // a tournament date gets no placeholders
      ['2024-01-10', ['g1', 'g2'], [], []], // Bay before Cob; everyone plays
      ['2024-01-17', ['ash', 'bay', 'cob', 'dun'], [], ['n']], // placeholders, "ash" first ignoring case
    ]);
    expect(dates[2]?.notes[0]).toEqual({
      id: 'n',
      date: '2024-01-17',
      note: 'Bring a pen',
      seasonId: 'season',
      divisionId: null,
      created: null,
      author: null,
      updated: '2024-01-01T00:00:00Z',
      editor: null,
    });
  });

  it("reports other divisions' fixtures at a placeholder team's venue", () => {
    const dates = buildFixtureDates(input({ games: [game('g2', '2024-01-10', cob, dun)] }));
    const rows = dates[1]?.fixtures ?? [];
    expect(rows.map((f) => [f.id, f.fixturesUsingAddress.map((o) => o.id)])).toEqual([
      ['ash', ['x']], // "ASH INN" is Ash's venue
      ['bay', []],
      ['g2', []],
    ]);
  });

  it('makes no placeholders or proposals when proposals are excluded', () => {
    const dates = buildFixtureDates(input({ includeProposals: false, canManageTournaments: true }));
    expect(dates[2]?.fixtures).toEqual([]);
    expect(dates[0]?.tournamentFixtures.map((t) => t.address)).toEqual(['Bay Inn']);
  });

  it('proposes venues to tournament managers only on dates without league fixtures', () => {
    const dates = buildFixtureDates(input({ canManageTournaments: true }));
    expect(dates.map((d) => d.tournamentFixtures.map((t) => `${t.address}${t.proposed ? '?' : ''}`))).toEqual(
      [['Ash Inn?', 'Bay Inn', 'Cob Inn?', 'Dun Inn?'], [], ['Ash Inn?', 'Bay Inn?', 'Cob Inn?', 'Dun Inn?']],
    );
  });
});
