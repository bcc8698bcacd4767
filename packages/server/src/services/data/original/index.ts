import { DATA_MESSAGES } from '@darts/core/contract/data';
import { mapOriginalTables, ORIGINAL_TABLES } from '@darts/core/documents/original/index';
import { asRaw, field, instant, str } from '@darts/core/documents/original/read';
import { badRequest } from '#server/errors';
import type { ExportOrigin } from '../decode';
import type { ZipEntries } from '../zipRead';
import { decryptOriginalEntry, originalKey } from './crypto';

/*
 * The original system's export (meta.json version v2, `{container}/{id}.json` holding PascalCase
 * documents with Cosmos fields, every entry optionally encrypted with its AES-128-CBC scheme):
 * decrypted and parsed here, mapped to our tables and stored shapes by core
 * (documents/original, docs/decisions/028). The import validates and writes the rows.
 */

const META_FILE = 'meta.json';
const ENTRY = /^([^/]+)\/([^/]+)\.json$/;

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Whether meta.json is text (UTF-8 without control characters but line breaks and tabs): a
 * sealed entry is a random IV and cipher bytes, which never read as such.
 */
function isText(bytes: Buffer): boolean {
  try {
    // eslint-disable-next-line no-control-regex -- control characters mark bytes that are not text
    return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return false;
  }
}

/** Opens the entries: plain when meta.json is plain JSON, else decrypted with the password's key. */
function opener(meta: Buffer, password: string | undefined): (bytes: Buffer) => Buffer | null {
  if (isObject(parseJson(meta))) return (bytes) => bytes;
  if (isText(meta)) throw badRequest(DATA_MESSAGES.notAnExport);
  if (!password) throw badRequest(DATA_MESSAGES.passwordNeeded);
  const key = originalKey(password);
  const plain = decryptOriginalEntry(meta, key);
  if (!plain || !isObject(parseJson(plain))) throw badRequest(DATA_MESSAGES.wrongPassword);
  return (bytes) => decryptOriginalEntry(bytes, key);
}

/** Our name of one of the original's containers (the name itself when we do not take it). */
const ourName = (container: string) =>
  (ORIGINAL_TABLES as Record<string, string>)[container] ?? container;

/** The original's rows by our table, mapped all at once (core maps tables by each other). */
export interface OriginalDecoded {
  tables: Record<string, unknown[]>;
  /** The mapping's messages; one starting "ERROR: " stops the import. */
  messages: string[];
  origin: ExportOrigin;
}

/** Its entries are parsed as they are read, their bytes dropped (docs/decisions/039). */
export async function decodeOriginalExport(
  entries: ZipEntries,
  password: string | undefined,
  now: Date,
): Promise<OriginalDecoded> {
  const metaBytes = await entries.get(META_FILE);
  if (!metaBytes) throw badRequest(DATA_MESSAGES.noMeta);
  const open = opener(metaBytes, password);
  const meta = asRaw(parseJson(open(metaBytes)!));

  const original: Record<string, unknown[]> = {};
  const messages: string[] = [];
  for await (const [name, bytes] of entries) {
    const match = ENTRY.exec(name);
    if (!match) continue;
    const plain = open(bytes);
    const doc = plain ? parseJson(plain) : null;
    if (!isObject(doc)) {
      messages.push(`ERROR: ${name}: ${plain ? 'not a JSON document' : 'cannot be decrypted'}`);
      continue;
    }
    (original[match[1]!] ??= []).push(doc);
  }

  const created = instant(meta, 'Created');
  const mapped = mapOriginalTables(original, { fallbackStamp: created ?? now.toISOString() });
  const requested = asRaw(field(meta, 'RequestedTables'));
  const partialTables = Object.keys(requested)
    .filter((t) => {
      const ids = requested[t];
      return Array.isArray(ids) && ids.length > 0;
    })
    .map(ourName);
  return {
    tables: mapped.tables as Record<string, unknown[]>,
    messages: [...messages, ...mapped.messages],
    origin: {
      created,
      creator: str(meta, 'Creator'),
      hostname: str(meta, 'Hostname'),
      partialTables,
    },
  };
}
