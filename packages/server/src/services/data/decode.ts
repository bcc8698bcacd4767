import { DATA_EXPORT_VERSION, DATA_MESSAGES, dataExportMetaSchema } from '@darts/core/contract/data';
import { badRequest } from '#server/errors';
import { entryDecrypter, isEncryptedEntry, SealedByAnotherExport, UnpackedTooLarge } from './crypto';
import { decodeOriginalExport } from './original';
import { MAX_UNPACKED_BYTES, ZIP_MESSAGES, type ZipEntries } from './zipRead';

/*
 * The import's seam: a zip's entries (read by zipRead.ts) become rows by table, through the
 * decoder its meta.json calls for: ours (docs/decisions/027) or the original system's
 * (original/index.ts). Rows are then validated and written by import.ts, whichever made them.
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

export interface DecodedExport {
  /** Our table name -> rows in our stored shape (contract/data.ts dataDocumentRowSchema). */
  tables: Record<string, unknown[]>;
  /** Messages of the decoding, before the import's own; one starting "ERROR: " stops the import (nothing is written). */
  messages: string[];
  /** Set by a decoder that reads its own meta.json. */
  origin?: ExportOrigin;
}

export const META_FILE = 'meta.json';

/**
 * Picks the decoder by meta.json: ours when it is our version or carries our encryption, else the
 * original's. `now` stamps an original row that carries no date of its own, when meta.json has none.
 */
export async function decodeExport(
  entries: ZipEntries,
  password: string | undefined,
  now: Date,
): Promise<DecodedExport> {
  const meta = entries.get(META_FILE);
  if (!meta) throw badRequest(DATA_MESSAGES.noMeta);
  const plain = isEncryptedEntry(meta) ? null : (parseJson(meta) as { version?: unknown } | null);
  if (!isEncryptedEntry(meta) && plain?.version !== DATA_EXPORT_VERSION)
    return decodeOriginalExport(entries, password, now);
  try {
    return await decodeOurs(entries, password);
  } catch (error) {
    // Sealed entries are deflated inside: their unpacked total is bounded as zipRead bounds the zip's.
    if (error instanceof UnpackedTooLarge) throw badRequest(ZIP_MESSAGES.bomb);
    throw error;
  }
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

/** Our zip: meta.json and `{table}/{id}.json`, each entry sealed when the export had a password. */
async function decodeOurs(entries: ZipEntries, password: string | undefined): Promise<DecodedExport> {
  const sealed = isEncryptedEntry(entries.get(META_FILE)!);
  const decrypt = sealed ? entryDecrypter(password ?? '', MAX_UNPACKED_BYTES) : null;
  const open = async (bytes: Buffer): Promise<Buffer | null> => (decrypt ? decrypt(bytes) : bytes);
  const metaBytes = await open(entries.get(META_FILE)!);
  if (!metaBytes) throw badRequest(DATA_MESSAGES.wrongPassword);
  const meta = dataExportMetaSchema.safeParse(parseJson(metaBytes));
  if (!meta.success) throw badRequest(DATA_MESSAGES.notAnExport);
  const tables: Record<string, unknown[]> = {};
  const messages: string[] = [];
  for (const [name, bytes] of entries) {
    if (name === META_FILE) continue;
    const match = /^([^/]+)\/([^/]+)\.json$/.exec(name);
    if (!match) continue;
    const plain = await open(bytes).catch((error: unknown) => {
      // One export has one key: another salt is refused without another scrypt run.
      throw error instanceof SealedByAnotherExport ? badRequest(DATA_MESSAGES.sealedByAnotherExport(name)) : error;
    });
    const row = plain ? parseJson(plain) : null;
    if (row === null) {
      messages.push(`ERROR: ${name}: ${plain ? 'not JSON' : 'cannot be decrypted'}`);
      continue;
    }
    (tables[match[1]!] ??= []).push(row);
  }
  const requested = meta.data.requestedTables;
  return {
    tables,
    messages,
    origin: {
      created: meta.data.created,
      creator: meta.data.creator,
      hostname: meta.data.hostname,
      partialTables: Object.keys(requested).filter((t) => (requested[t] ?? []).length > 0),
      ...(Object.keys(requested).length ? { exportedTables: Object.keys(requested) } : {}),
    },
  };
}
