// The zips that probed the import from outside (issue 24, docs/decisions/039): a sealed zip bomb,
// a salt flood, many 64 kB entries and 60,000 notes. Each is posted to POST /api/Data/Import.
import { createCipheriv, randomBytes, randomUUID, scryptSync } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import yazl from 'yazl';

const STAMP = '2026-11-22T12:00:00.000Z';
const meta = () =>
  JSON.stringify({
    created: STAMP,
    version: 'darts-1',
    creator: 'Probe',
    hostname: 'probe.example',
    requestedTables: {},
  });
const noteRow = (id, note) =>
  JSON.stringify({
    id,
    created: STAMP,
    author: null,
    updated: STAMP,
    editor: null,
    deleted: null,
    remover: null,
    doc: { seasonId: id, divisionId: null, date: '2026-10-01', note },
  });

async function zipOf(entries) {
  const zip = new yazl.ZipFile();
  for (const [name, content] of entries) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  const chunks = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Our export's sealing (services/data/crypto.ts): one key per export, an IV per entry. */
function sealer(password, salt = randomBytes(16)) {
  const key = scryptSync(password, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return (plain) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(deflateRawSync(plain)), cipher.final()]);
    return Buffer.concat([Buffer.from('DRT1', 'latin1'), salt, iv, body, cipher.getAuthTag()]);
  };
}

export const PROBE_PASSWORD = 'probe-password';

/** One sealed note of 250 MB of JSON: some 250 kB zipped. */
export async function sealedBomb() {
  const seal = sealer(PROBE_PASSWORD);
  const id = randomUUID();
  return zipOf([
    ['meta.json', seal(Buffer.from(meta()))],
    [`note/${id}.json`, seal(Buffer.from(noteRow(id, 'a'.repeat(250 * 1024 * 1024))))],
  ]);
}

/** 300 entries, each sealed with a salt of its own (the key derived once here: only the salt bytes differ). */
export async function saltFlood() {
  const seal = sealer(PROBE_PASSWORD);
  const entries = [['meta.json', seal(Buffer.from(meta()))]];
  for (let i = 0; i < 300; i++) {
    const id = randomUUID();
    const sealed = seal(Buffer.from(noteRow(id, `Note ${i}`)));
    randomBytes(16).copy(sealed, 4);
    entries.push([`note/${id}.json`, sealed]);
  }
  return zipOf(entries);
}

/** 4,095 valid notes of exactly 64 kB each (268 MB), under the packing check's 64 kB. */
export async function manyLargeEntries() {
  const entries = [['meta.json', meta()]];
  for (let i = 0; i < 4095; i++) {
    const id = randomUUID();
    const row = noteRow(id, '');
    entries.push([`note/${id}.json`, noteRow(id, 'x'.repeat(65_536 - Buffer.byteLength(row)))]);
  }
  return zipOf(entries);
}

/** 60,000 valid notes (some 21 MB zipped). */
export async function manyNotes() {
  const entries = [['meta.json', meta()]];
  for (let i = 0; i < 60_000; i++) {
    const id = randomUUID();
    entries.push([`note/${id}.json`, noteRow(id, `Cup night ${i}: ${randomBytes(96).toString('base64')}`)]);
  }
  return zipOf(entries);
}
