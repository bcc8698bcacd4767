import { DATA_EXPORT_VERSION, DATA_MESSAGES, dataExportMetaSchema } from '@darts/core/contract/data';
import { badRequest } from '#server/errors';
import { entryDecrypter, isEncryptedEntry, SealedByAnotherExport, UnpackedTooLarge } from './crypto';
import { decodeOriginalExport } from './original';
import { MAX_ENTRY_BYTES, MAX_UNPACKED_BYTES, ZIP_MESSAGES, type ZipEntries } from './zipRead';

/*
 * The import's seam: a zip's entries (read by zipRead.ts) become rows by table, through the
 * decoder its meta.json calls for: ours (docs/decisions/027) or the original system's
 * (original/index.ts). Rows are then validated and written by import.ts, whichever made them.
 * Ours reads one entry at a time, each time the rows are walked (docs/decisions/039).
 */

/** What an export's meta.json tells the import. */
export interface ExportOrigin {
  created: string | null;
  creator: string | null;
  hostname: string | null;
  /** Tables asked for with ids: a partial export (purge is refused). */
  partialTables: string[];
  /** The tables the export covered (a purge empties only these); absent: every table. */
  exportedTables?: string[];
}

/**
 * A row of a table (in our stored shape, contract/data.ts) and the size of its entry when known, or
 * an entry that is none ("{entry}: {why}").
 */
export type DecodedRow = { table: string; row: unknown; bytes?: number } | { problem: string };

export interface DecodedExport {
  /** Messages of the decoding, before the import's own; one starting "ERROR: " stops the import (nothing is written). */
  messages: string[];
  origin: ExportOrigin;
  /** The rows in the zip's order, read afresh on each walk; an entry's problem stops the import. */
  rows(): AsyncIterable<DecodedRow>;
}

export const META_FILE = 'meta.json';

/**
 * Picks the decoder by meta.json: ours when it is our version or carries our encryption, else the
 * original's. `now` stamps an original row that carries no date of its own, when meta.json has none.
 */
export async function decodeExport(entries: ZipEntries, password: string | undefined, now: Date): Promise<DecodedExport> {
  const meta = await entries.get(META_FILE);
  if (!meta) throw badRequest(DATA_MESSAGES.noMeta);
  const plain = isEncryptedEntry(meta) ? null : (parseJson(meta) as { version?: unknown } | null);
  if (!isEncryptedEntry(meta) && plain?.version !== DATA_EXPORT_VERSION) {
    const original = await decodeOriginalExport(entries, password, now);
    return {
      messages: original.messages,
      origin: original.origin,
      async *rows() {
        for (const [table, rows] of Object.entries(original.tables)) for (const row of rows) yield { table, row };
      },
    };
  }
  return decodeOurs(entries, meta, password);
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

/** Our zip: meta.json and `{table}/{id}.json`, each entry sealed when the export had a password. */
async function decodeOurs(entries: ZipEntries, metaEntry: Buffer, password: string | undefined): Promise<DecodedExport> {
  // One export, one key: derived once, for every walk (docs/decisions/039).
  const decrypt = isEncryptedEntry(metaEntry) ? entryDecrypter(password ?? '') : null;
  /** An entry's plain bytes (null: cannot be decrypted), within what is left of the walk's budget. */
  const open = async (name: string, bytes: Buffer, left: number): Promise<Buffer | null> => {
    if (!decrypt) return bytes;
    try {
      return await decrypt(bytes, Math.min(left, MAX_ENTRY_BYTES));
    } catch (error) {
      // One export has one key: another salt is refused without another scrypt run.
      if (error instanceof SealedByAnotherExport) throw badRequest(DATA_MESSAGES.sealedByAnotherExport(name));
      // Sealed entries are deflated inside: bounded as zipRead bounds the zip's.
      if (error instanceof UnpackedTooLarge)
        throw badRequest(left > MAX_ENTRY_BYTES ? ZIP_MESSAGES.entryTooLarge(name) : ZIP_MESSAGES.bomb);
      throw error;
    }
  };
  const metaBytes = await open(META_FILE, metaEntry, MAX_UNPACKED_BYTES);
  if (!metaBytes) throw badRequest(password ? DATA_MESSAGES.wrongPassword : DATA_MESSAGES.passwordNeeded);
  const meta = dataExportMetaSchema.safeParse(parseJson(metaBytes));
  if (!meta.success) throw badRequest(DATA_MESSAGES.notAnExport);
  const requested = meta.data.requestedTables;
  return {
    messages: [],
    origin: {
      created: meta.data.created,
      creator: meta.data.creator,
      hostname: meta.data.hostname,
      partialTables: Object.keys(requested).filter((t) => (requested[t] ?? []).length > 0),
      ...(Object.keys(requested).length ? { exportedTables: Object.keys(requested) } : {}),
    },
    async *rows() {
      let left = MAX_UNPACKED_BYTES;
      for await (const [name, bytes] of entries) {
        if (name === META_FILE) continue;
        const match = /^([^/]+)\/([^/]+)\.json$/.exec(name);
        if (!match) continue;
        const plain = await open(name, bytes, left);
        if (decrypt && plain) left -= plain.length;
        const row = plain ? parseJson(plain) : null;
        if (row === null) yield { problem: `${name}: ${plain ? 'not JSON' : 'cannot be decrypted'}` };
        else yield { table: match[1]!, row, bytes: plain!.length };
      }
    },
  };
}
