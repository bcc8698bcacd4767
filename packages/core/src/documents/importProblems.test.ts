import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storedDocumentProblems, storedRowColumns } from './stored';
import { importRowName, importRowProblem } from './importProblems';

const TEAM = '1f2e3d4c-0000-4000-8000-000000000001';

/** A stored team whose first season's second player is `player`. */
const team = (player: Record<string, unknown>) => ({
  name: 'Crown',
  address: 'The Crown',
  seasons: [
    { id: 's', seasonId: 'x', divisionId: 'd', deleted: null, players: [] },
    {
      id: 't',
      seasonId: 'y',
      divisionId: 'd',
      deleted: null,
      players: [{ id: 'p1', name: 'Ann', captain: false, emailAddress: null, deleted: null }, player],
    },
  ],
});

const worded = (table: 'team' | 'tournament' | 'division', doc: unknown) =>
  storedDocumentProblems(table, doc).map((p) =>
    importRowProblem(importRowName(table, TEAM, 0), `doc.${p.path}`, p.message),
  );

describe("an imported row's problems in the league's words", () => {
  it('names the row by its table and id, or by its place without a usable id', () => {
    expect(importRowName('team', TEAM, 4)).toBe(`team ${TEAM}`);
    expect(importRowName('team', null, 4)).toBe('team row 5');
  });

  it('words a missing field, a wrong type and a control character inside the record', () => {
    expect(worded('team', team({ id: 'p2', captain: false, emailAddress: null, deleted: null }))).toEqual([
      `team ${TEAM}: Season 2 player 2 name is required`,
    ]);
    expect(
      worded('team', team({ id: 'p2', name: 'Bo', captain: 'yes', emailAddress: null, deleted: null })),
    ).toEqual([`team ${TEAM}: Season 2 player 2 captain must be true or false`]);
    expect(worded('division', { name: 'Nul\u0000', superleague: false })).toEqual([
      `division ${TEAM}: Name must not contain control characters`,
    ]);
    expect(worded('division', 'a text')).toEqual([`division ${TEAM}: Record must be a set of fields`]);
  });

  it('words a chain of rounds too deep, the same as the tournament sheet is told', () => {
    let round: unknown = null;
    for (let i = 0; i < 12; i++) round = { name: 'R', matches: [], matchOptions: [], nextRound: round };
    const problems = storedDocumentProblems('tournament', { round }).filter((p) => p.path === 'round');
    expect(problems.map((p) => importRowProblem('tournament row 1', `doc.${p.path}`, p.message))).toEqual([
      'tournament row 1: Rounds must have at most 9 rounds',
    ]);
  });

  it("words the row's own columns: its id and its stamps", () => {
    const columns = storedRowColumns({ id: '', created: 'yesterday', author: 'x\u001b', updated: null });
    expect(columns.problems.map((p) => importRowProblem('division row 2', p.path, p.message))).toEqual([
      'division row 2: The id was not recognised',
      'division row 2: Created must be a date and time',
      'division row 2: Author must not contain control characters',
      'division row 2: Updated must be a date and time',
      'division row 2: Editor is required',
      'division row 2: Deleted must be a date and time',
      'division row 2: Remover is required',
    ]);
    expect(importRowProblem(`division ${TEAM}`, 'id', 'is used by another row too')).toBe(
      `division ${TEAM}: The id is used by another row too`,
    );
  });

  it('never shows a machine path nor zod wording, whatever a team player holds', () => {
    const value = fc.oneof(
      fc.constant(undefined),
      fc.integer(),
      fc.string(),
      fc.boolean(),
      fc.constant(null),
      fc.constant({}),
    );
    const player = fc.record({
      id: value,
      name: value,
      captain: value,
      emailAddress: value,
      deleted: value,
      gender: value,
    });
    fc.assert(
      fc.property(player, (p) => {
        for (const problem of worded('team', team(p))) {
          expect(problem).toMatch(new RegExp(`^team ${TEAM}: Season 2 player 2( [a-z ]+)? (is|must|was) `));
          expect(problem).not.toMatch(/doc\.|\.\d|Invalid|expected|received/);
        }
      }),
    );
  });
});
