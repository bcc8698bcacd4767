import { describe, expect, it } from 'vitest';
import { storedDocumentProblems, type StoredTable } from '@darts/core/documents/stored';
import { SAMPLE, sampleOriginalExport, sampleOriginalMeta } from '@darts/core/documents/original/sampleExport';
import { makeOriginalExport } from '#server-test/fixtures/makeOriginalExport';
import { DATA_MESSAGES } from '@darts/core/contract/data';
import { ApiError } from '#server/errors';
import { readZipEntries } from '../zipRead';
import { decryptOriginalEntry, encryptOriginalEntry, originalKey } from './crypto';
import { decodeOriginalExport } from './index';

/** The import's clock (the route passes the context's now). */
const NOW = new Date('2026-11-22T12:00:00.000Z');
const decode = async (zip: Buffer, password?: string) => decodeOriginalExport(await readZipEntries(zip), password, NOW);
const counts = (tables: Record<string, unknown[]>) =>
  Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length]));
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return { status: (error as ApiError).status, errors: (error as ApiError).errors };
};

const EVERY_TABLE = { division: 1, season: 1, team: 4, game: 4, tournament: 1, sayg: 2, note: 1, template: 1 };

describe("the original system's zip (meta.json v2, PascalCase documents)", () => {
  it('is read into our tables, every row in our stored shape, with where it came from', async () => {
    const decoded = await decode(await makeOriginalExport());
    expect(counts(decoded.tables)).toEqual(EVERY_TABLE);
    for (const [table, rows] of Object.entries(decoded.tables)) {
      for (const row of rows as { id: string; doc: unknown }[]) {
        expect(storedDocumentProblems(table as StoredTable, row.doc), `${table}/${row.id}`).toEqual([]);
      }
    }
    expect(decoded.origin).toEqual({
      created: '2024-10-20T21:00:00.000Z',
      creator: 'Sam Organiser',
      hostname: 'couragescores.example',
      partialTables: [],
    });
    expect(decoded.messages[0]).toBe(
      'Not importing user (1 record/s): accounts of the original (Google sign-in) cannot sign in here',
    );
  });

  it('is decrypted with the right password (its AES-128-CBC, "CourageScores:" key)', async () => {
    const plain = await decode(await makeOriginalExport());
    const sealed = await makeOriginalExport({ password: 'secret' });
    // the entries really are sealed: not one is JSON
    const entries = await readZipEntries(sealed);
    expect(() => JSON.parse(entries.get('meta.json')!.toString('utf8')) as unknown).toThrow();
    const decoded = await decode(sealed, 'secret');
    expect(decoded.tables).toEqual(plain.tables);
  });

  it('is refused with "Password is incorrect" for a wrong password, and asks for a missing one', async () => {
    const sealed = await makeOriginalExport({ password: 'secret' });
    expect(await refusal(decode(sealed, 'Secret'))).toEqual({ status: 400, errors: ['Password is incorrect'] });
    const missing = { status: 400, errors: [DATA_MESSAGES.passwordNeeded] };
    expect(await refusal(decode(sealed))).toEqual(missing);
    expect(await refusal(decode(sealed, ''))).toEqual(missing);
  });

  it('keys a short password by repeating its bytes, as the original did', () => {
    expect(originalKey('').toString('utf8')).toBe('CourageScores:Co');
    expect(originalKey('ab').toString('utf8')).toBe('CourageScores:ab');
    expect(originalKey('abcdef').toString('utf8')).toBe('CourageScores:ab');
    const key = originalKey('x');
    const plain = Buffer.from('{"a":1}');
    expect(decryptOriginalEntry(encryptOriginalEntry(plain, key), key)).toEqual(plain);
    expect(decryptOriginalEntry(encryptOriginalEntry(plain, key), originalKey('y'))).not.toEqual(plain);
  });

  it('reports an entry that is not a document as an ERROR (which stops the import)', async () => {
    const documents = { ...sampleOriginalExport, division: [...sampleOriginalExport.division!] };
    const zip = await makeOriginalExport({ documents });
    const entries = new Map(await readZipEntries(zip));
    entries.set(`division/${SAMPLE.division}.json`, Buffer.from('{ not json'));
    const decoded = await decodeOriginalExport(entries, undefined, NOW);
    expect(decoded.messages).toContain(`ERROR: division/${SAMPLE.division}.json: not a JSON document`);
    expect(decoded.tables.division).toBeUndefined();
  });

  it("stamps a row without dates with the import's now, not the machine's clock, when meta.json has no date", async () => {
    const { Created: _created, ...meta } = sampleOriginalMeta;
    const division = { id: SAMPLE.division, Name: 'Undated' };
    const decoded = await decode(await makeOriginalExport({ meta, documents: { division: [division] } }));
    expect(decoded.tables.division).toEqual([
      expect.objectContaining({ id: SAMPLE.division, created: NOW.toISOString(), updated: NOW.toISOString() }),
    ]);
  });

  it('names the tables of a partial export in our words (purge is then refused)', async () => {
    const meta = { ...sampleOriginalMeta, RequestedTables: { tournamentgame: [SAMPLE.tournament], team: [] } };
    const decoded = await decode(await makeOriginalExport({ meta }));
    expect(decoded.origin?.partialTables).toEqual(['tournament']);
  });
});
