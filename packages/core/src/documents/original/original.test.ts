import { describe, expect, it } from 'vitest';
import type { FixtureDoc } from '../fixture';
import type { TeamDoc } from '../league';
import type { SaygDoc } from '../sayg';
import { storedDocumentProblems, type StoredTable } from '../stored';
import type { TemplateDoc } from '../template';
import type { TournamentDoc } from '../tournament';
import { mapOriginalTables, type MappedRow } from './index';
import { ogId, SAMPLE, sampleOriginalExport } from './sampleExport';

const context = { fallbackStamp: '2024-10-20T21:00:00.000Z' };
const mapped = mapOriginalTables(sampleOriginalExport, context);
const rows = <T>(table: StoredTable) => (mapped.tables[table] ?? []) as MappedRow<T>[];
const row = <T>(table: StoredTable, id: string) => rows<T>(table).find((r) => r.id === id)!;

describe("the original system's export, mapped to our tables", () => {
  it('gives every document in our stored shape, with its id and audit stamps', () => {
    const counts = Object.fromEntries(Object.entries(mapped.tables).map(([t, r]) => [t, r.length]));
    // the sayg table gets the tournament's record and the record embedded in G1's first match
    expect(counts).toEqual({
      division: 1,
      season: 1,
      team: 4,
      game: 4,
      tournament: 1,
      sayg: 2,
      note: 1,
      template: 1,
    });
    for (const [table, tableRows] of Object.entries(mapped.tables)) {
      for (const r of tableRows) {
        expect({ table, id: r.id, problems: storedDocumentProblems(table as StoredTable, r.doc) }).toEqual({
          table,
          id: r.id,
          problems: [],
        });
      }
    }
    expect(row('division', SAMPLE.division)).toEqual({
      id: SAMPLE.division,
      doc: { name: 'Premier', superleague: false },
      created: '2024-09-01T18:30:00.000Z',
      author: 'Sam Organiser',
      updated: '2024-09-01T18:30:00.000Z',
      editor: 'Sam Organiser',
      deleted: null,
      remover: null,
    });
  });

  it('says what it leaves out: accounts, and photos whose bytes the export does not hold', () => {
    expect(mapped.messages).toEqual([
      'Not importing user (1 record/s): accounts of the original (Google sign-in) cannot sign in here',
      "1 photo/s of fixtures and tournaments left out: their bytes are not part of the original's export",
    ]);
  });

  it('maps a season with its embedded divisions to their ids, and dates to calendar dates', () => {
    expect(row('season', SAMPLE.season).doc).toEqual({
      name: 'Autumn 2024',
      startDate: '2024-09-01',
      endDate: '2024-12-20',
      divisionIds: [SAMPLE.division],
    });
  });

  it("maps a team with its season's registration and squad (captain, email, audit)", () => {
    const anchor = row<TeamDoc>('team', SAMPLE.teams.anchor).doc;
    expect(anchor.name).toBe('Anchor');
    expect(anchor.address).toBe('The Anchor');
    expect(anchor.seasons).toHaveLength(1);
    const [registration] = anchor.seasons;
    expect(registration).toMatchObject({
      seasonId: SAMPLE.season,
      divisionId: SAMPLE.division,
      deleted: null,
    });
    expect(registration!.players[0]).toEqual({
      id: ogId(11),
      name: 'Anchor Player 1',
      captain: true,
      emailAddress: 'anchor@example.com',
      gender: 'male',
      deleted: null,
      created: '2024-09-01T18:30:00.000Z',
      author: 'Sam Organiser',
      updated: '2024-09-01T18:30:00.000Z',
      editor: 'Sam Organiser',
      remover: null,
    });
  });

  it("maps each squad player's gender (the original's Male and Female), none when it has none", () => {
    const squad = row<TeamDoc>('team', SAMPLE.teams.bell).doc.seasons[0]!.players;
    expect(squad.map((p) => [p.name, p.gender])).toEqual([
      ['Bell Player 1', 'male'],
      ['Bell Player 2', null],
      ['Bell Player 3', 'female'],
    ]);
    const team = JSON.parse(JSON.stringify(sampleOriginalExport.team![0]!)) as {
      Seasons: { Players: Record<string, unknown>[] }[];
    };
    const players = team.Seasons[0]!.Players;
    const spellings: unknown[] = ['FEMALE', 'Other', 1];
    spellings.forEach((gender, i) => (players[i]!.Gender = gender));
    // camelCase too, as every reader of the original takes it
    delete players[0]!.Gender;
    players[0]!.gender = 'female';
    const mappedTeam = mapOriginalTables({ team: [team] }, context).tables.team![0]!.doc as TeamDoc;
    expect(mappedTeam.seasons[0]!.players.map((p) => p.gender)).toEqual(['female', null, null]);
  });

  it("finds a registration's division from the team's fixtures when the original named none", () => {
    const team = JSON.parse(JSON.stringify(sampleOriginalExport.team![0]!)) as {
      Seasons: Record<string, unknown>[];
    };
    delete team.Seasons[0]!.DivisionId;
    const lone = { ...team, id: ogId(99), Seasons: [{ ...team.Seasons[0], Id: ogId(98) }] };
    const result = mapOriginalTables({ team: [team, lone], game: sampleOriginalExport.game! }, context);
    const teams = (result.tables.team ?? []) as MappedRow<TeamDoc>[];
    expect(teams[0]!.doc.seasons[0]!.divisionId).toBe(SAMPLE.division);
    expect(teams[1]!.doc.seasons).toEqual([]);
    expect(result.messages).toContain(`Left out: season ${SAMPLE.season} of team Anchor names no division`);
  });

  it('maps a game: matches, options, man of the match, accolades (hi-check score from Notes), submissions', () => {
    const g1 = row<FixtureDoc>('game', SAMPLE.games.g1).doc;
    expect(g1).toMatchObject({
      seasonId: SAMPLE.season,
      divisionId: SAMPLE.division,
      date: '2024-09-05',
      address: 'The Anchor',
      accoladesCount: true,
      home: { id: SAMPLE.teams.anchor, name: 'Anchor', manOfTheMatch: ogId(21) },
      away: { id: SAMPLE.teams.bell, name: 'Bell', manOfTheMatch: null },
      matchOptions: [{ startingScore: 501, numberOfLegs: 5, playerCount: 1 }, null],
      oneEighties: [
        { id: ogId(11), name: 'Anchor Player 1' },
        { id: ogId(22), name: 'Bell Player 2' },
      ],
      over100Checkouts: [{ id: ogId(11), name: 'Anchor Player 1', score: 101 }],
      homeSubmission: null,
      photos: [],
    });
    expect(g1.matches.map((m) => [m.homeScore, m.awayScore])).toEqual([
      [3, 1],
      [3, 2],
      [1, 3],
      [3, 0],
      [2, 3],
      [2, 1],
      [0, 2],
      [2, 0],
    ]);
    expect(g1.matches[7]!.homePlayers.map((p) => p.name)).toEqual([
      'Anchor Player 1',
      'Anchor Player 2',
      'Anchor Player 3',
    ]);
    const g2 = row<FixtureDoc>('game', SAMPLE.games.g2).doc;
    expect(g2.homeSubmission).toMatchObject({
      editor: 'Crown Player 1',
      updated: '2024-09-05T22:10:00.000Z',
    });
    expect(g2.homeSubmission!.matches).toEqual(g2.matches);
    expect(g2.awaySubmission).toBeNull();
  });

  it("turns a match's embedded leg-by-leg record into a record of its own, linked by the match", () => {
    const g1 = row<FixtureDoc>('game', SAMPLE.games.g1).doc;
    const first = g1.matches[0]!;
    expect(first.saygId).toBe(first.id);
    expect(g1.matches.slice(1).every((m) => m.saygId === null)).toBe(true);
    const record = row<SaygDoc>('sayg', first.id).doc;
    expect(record).toEqual({
      yourName: 'Anchor Player 1',
      opponentName: 'Bell Player 1',
      startingScore: 501,
      numberOfLegs: 5,
      tournamentMatchId: null,
      editTokenHash: '',
      ownerId: null,
      legs: {
        '0': {
          startingScore: 501,
          currentThrow: 'home',
          playerSequence: [
            { value: 'home', text: 'Anchor Player 1' },
            { value: 'away', text: 'Bell Player 1' },
          ],
          home: {
            throws: [
              { score: 100, noOfDarts: 3 },
              { score: 140, noOfDarts: 3 },
              { score: 160, noOfDarts: 3 },
              { score: 101, noOfDarts: 2 },
            ],
          },
          away: { throws: [60, 45, 85].map((score) => ({ score, noOfDarts: 3 })) },
        },
      },
    });
  });

  it('maps a tournament with its round chain, gender, accolades, and its sayg linked to the final', () => {
    const t = row<TournamentDoc>('tournament', SAMPLE.tournament).doc;
    expect(t).toMatchObject({
      seasonId: SAMPLE.season,
      divisionId: null,
      date: '2024-10-10',
      type: 'Singles cup',
      gender: 'men',
      bestOf: 5,
      singleRound: false,
      over100Checkouts: [{ id: ogId(11), name: 'Anchor Player 1', score: 120 }],
    });
    expect(t.sides.map((s) => [s.name, s.teamId, s.players.length])).toEqual([
      ['Anchor', SAMPLE.teams.anchor, 1],
      ['Bell', SAMPLE.teams.bell, 1],
      ['Crown', SAMPLE.teams.crown, 1],
      ['Dog', SAMPLE.teams.dog, 1],
    ]);
    expect(t.round!.name).toBe('Semi-finals');
    expect(t.round!.matches.map((m) => [m.sideA!.name, m.sideB!.name, m.scoreA, m.scoreB])).toEqual([
      ['Anchor', 'Bell', 3, 1],
      ['Crown', 'Dog', 0, 3],
    ]);
    const final = t.round!.nextRound!;
    expect(final.nextRound).toBeNull();
    expect(final.matches[0]).toMatchObject({
      id: SAMPLE.finalMatch,
      saygId: SAMPLE.tournamentSayg,
      scoreA: 3,
    });
    const record = row<SaygDoc>('sayg', SAMPLE.tournamentSayg).doc;
    expect(record).toMatchObject({
      yourName: 'Anchor',
      opponentName: 'Dog',
      tournamentMatchId: SAMPLE.finalMatch,
    });
  });

  it('maps a note and a template (shared addresses stored as {Teams}, byes)', () => {
    expect(row('note', SAMPLE.note).doc).toEqual({
      seasonId: SAMPLE.season,
      divisionId: null,
      date: '2024-09-19',
      note: 'Bring **your own** darts',
    });
    expect(row<TemplateDoc>('template', SAMPLE.template).doc).toEqual({
      name: 'Four teams',
      description: 'Two dates, all play',
      sharedAddresses: [],
      divisions: [
        {
          sharedAddresses: [['A', 'B']],
          dates: [
            {
              fixtures: [
                { home: 'A', away: 'B' },
                { home: 'C', away: 'D' },
              ],
            },
            {
              fixtures: [
                { home: 'A', away: 'C' },
                { home: 'B', away: null },
              ],
            },
          ],
        },
      ],
      templateHealth: null,
    });
  });
});
