import type { StoredTable } from '../stored';
import { mapGame } from './fixture';
import { mapDivision, mapNote, mapSeason, mapTeam } from './league';
import { asRaw, type Raw } from './read';
import { rowOf, type MappedRow, type MappingContext } from './row';
import { mapSayg } from './sayg';
import { mapTemplate } from './template';
import { mapTournament } from './tournament';

export type { MappedRow, MappingContext } from './row';

/*
 * A league moving from the original system (docs/decisions/028): its exported tables, keyed by
 * the original's container names, as rows of our tables. Pure: the server reads and decrypts the
 * zip, the import validates and writes the rows.
 */

/** The original's containers we take, and the table each becomes. */
export const ORIGINAL_TABLES = {
  division: 'division',
  season: 'season',
  team: 'team',
  game: 'game',
  tournamentgame: 'tournament',
  fixturedatenote: 'note',
  recordedscoreasyougo: 'sayg',
  template: 'template',
} as const satisfies Record<string, StoredTable>;

/** Containers left out on purpose, with why. */
export const ORIGINAL_TABLES_LEFT_OUT: Record<string, string> = {
  user: 'accounts of the original (Google sign-in) cannot sign in here',
  serviceaccountsession: 'device sessions end with the original',
  configuredfeature: 'features are configured again here',
  errordetail: "the original's error records",
  photo: "photos' bytes are not part of the original's export",
};

export interface MappedTables {
  tables: Partial<Record<StoredTable, MappedRow<unknown>[]>>;
  messages: string[];
}

export function mapOriginalTables(
  original: Readonly<Record<string, readonly unknown[]>>,
  context: MappingContext,
): MappedTables {
  const messages: string[] = [];
  const tables: Partial<Record<StoredTable, MappedRow<unknown>[]>> = {};
  const add = (table: StoredTable, row: MappedRow<unknown> | null, from: string) => {
    if (!row) messages.push(`ERROR: a ${from} record without an id was left out`);
    else (tables[table] ??= []).push(row);
  };
  const docs = (name: string): Raw[] => (original[name] ?? []).map(asRaw);
  let photosLeftOut = 0;

  for (const raw of docs('division')) add('division', rowOf(raw, mapDivision(raw), context), 'division');
  for (const raw of docs('season')) add('season', rowOf(raw, mapSeason(raw), context), 'season');

  const teamDivisions = new Map<string, string>();
  for (const raw of docs('game')) {
    const mapped = mapGame(raw);
    photosLeftOut += mapped.photosLeftOut;
    const row = rowOf(raw, mapped.doc, context);
    add('game', row, 'game');
    if (!row) continue;
    const { seasonId, divisionId, home, away } = mapped.doc;
    for (const team of [home.id, away.id]) teamDivisions.set(`${team}|${seasonId}`, divisionId);
    for (const sayg of mapped.saygs) {
      // the record shares the match's audit stamps (it was saved with the card)
      add('sayg', { ...row, id: sayg.id, doc: sayg.doc }, 'game');
    }
  }

  for (const raw of docs('team')) {
    const mapped = mapTeam(raw, (team, season) => teamDivisions.get(`${team}|${season}`) ?? null);
    messages.push(...mapped.problems.map((p) => `Left out: ${p}`));
    add('team', rowOf(raw, mapped.doc, context), 'team');
  }
  for (const raw of docs('tournamentgame')) {
    const mapped = mapTournament(raw);
    photosLeftOut += mapped.photosLeftOut;
    add('tournament', rowOf(raw, mapped.doc, context), 'tournamentgame');
  }
  for (const raw of docs('recordedscoreasyougo')) {
    add('sayg', rowOf(raw, mapSayg(raw), context), 'recordedscoreasyougo');
  }
  for (const raw of docs('fixturedatenote'))
    add('note', rowOf(raw, mapNote(raw), context), 'fixturedatenote');
  for (const raw of docs('template')) add('template', rowOf(raw, mapTemplate(raw), context), 'template');

  for (const [name, rows] of Object.entries(original)) {
    if (name in ORIGINAL_TABLES || rows.length === 0) continue;
    const why = ORIGINAL_TABLES_LEFT_OUT[name] ?? 'not a table of this system';
    messages.push(`Not importing ${name} (${rows.length} record/s): ${why}`);
  }
  if (photosLeftOut > 0) {
    messages.push(
      `${photosLeftOut} photo/s of fixtures and tournaments left out: their bytes are not part of the original's export`,
    );
  }
  return { tables, messages };
}
