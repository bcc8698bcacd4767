import { inflateRawSync } from 'node:zlib';
import yauzl from 'yauzl';
import { MAX_IMPORT_ZIP_BYTES } from '@darts/core/contract/data';
import { badRequest, tooLarge } from '#server/errors';

/*
 * Reads an uploaded zip entry by entry, never all of it at once (docs/decisions/039), refusing
 * what would not fit before any of it is parsed: a file over 30 MB, a damaged zip, more than
 * MAX_ENTRIES files, a zip bomb (more than MAX_UNPACKED_BYTES inflated in all, counted as they are
 * inflated, or an entry packed far tighter than JSON packs) and a file larger than any row
 * (MAX_ENTRY_BYTES). yauzl reads the central directory; each file is inflated to at most its
 * declared size.
 */

export const MAX_UNPACKED_BYTES = 256 * 1024 * 1024;
export const MAX_ENTRIES = 500_000;
/**
 * The largest file (one row) taken: the largest real row is a photo's bytes, at most a 10 MB
 * upload re-encoded (core photo/rules.ts), 13.4 MB in base64; twice that leaves room for a
 * re-encoding that grew it.
 */
export const MAX_ENTRY_BYTES = 32 * 1024 * 1024;
/** JSON packs about 10:1; an entry over 64 kB packed tighter than this is a bomb. */
const MAX_RATIO = 200;

export const ZIP_MESSAGES = {
  tooLarge: `The zip file is larger than ${MAX_IMPORT_ZIP_BYTES / 1024 / 1024} MB`,
  damaged: 'The zip file is damaged or is not a zip file',
  bomb: `The zip file unpacks to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB, or packs too tightly to be an export`,
  tooManyEntries: `The zip file holds more than ${MAX_ENTRIES} files`,
  entryTooLarge: (name: string) =>
    `The zip file's ${name} unpacks to more than ${MAX_ENTRY_BYTES / 1024 / 1024} MB, larger than any row of the league`,
} as const;

/**
 * A zip's files by name (folders left out): `get` one, or walk them all in the zip's order, as
 * often as needed. A Map of names to bytes is one too (the tests').
 */
export type ZipEntries = {
  get(name: string): Buffer | undefined | Promise<Buffer | undefined>;
} & (Iterable<[string, Buffer]> | AsyncIterable<[string, Buffer]>);

/** The upload's entries, read one at a time when walked. `maxZipBytes`: the upload's 30 MB unless a restore's (cli/backup.ts). */
export function zipEntries(zip: Buffer, maxZipBytes = MAX_IMPORT_ZIP_BYTES): ZipEntries {
  if (zip.length > maxZipBytes) throw tooLarge(`The zip file is larger than ${Math.round(maxZipBytes / 1024 / 1024)} MB`);
  return {
    async get(name) {
      for await (const [, bytes] of walk(zip, (entry) => entry === name)) return bytes;
      return undefined;
    },
    [Symbol.asyncIterator]: () => walk(zip, () => true),
  };
}

/** Every entry read into memory: for tests and small zips only. */
export async function readZipEntries(zip: Buffer, maxZipBytes = MAX_IMPORT_ZIP_BYTES): Promise<ReadonlyMap<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  for await (const [name, bytes] of walk(zip, () => true, maxZipBytes)) entries.set(name, bytes);
  return entries;
}

/** The entries `wanted` names, in the zip's order, each inflated only when reached. */
async function* walk(
  zip: Buffer,
  wanted: (name: string) => boolean,
  maxZipBytes = Infinity,
): AsyncGenerator<[string, Buffer]> {
  if (zip.length > maxZipBytes) throw tooLarge(`The zip file is larger than ${Math.round(maxZipBytes / 1024 / 1024)} MB`);
  let file: yauzl.ZipFile;
  try {
    file = await yauzl.fromBufferPromise(zip, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw badRequest(ZIP_MESSAGES.damaged);
  }
  try {
    if (file.entryCount > MAX_ENTRIES) throw badRequest(ZIP_MESSAGES.tooManyEntries);
    let declared = 0;
    let inflated = 0;
    for (;;) {
      let entry: yauzl.Entry | null;
      try {
        entry = await nextEntry(file);
      } catch {
        throw badRequest(ZIP_MESSAGES.damaged);
      }
      if (!entry) return;
      if (entry.fileName.endsWith('/')) continue;
      declared += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (declared > MAX_UNPACKED_BYTES || (entry.uncompressedSize > 65_536 && ratio > MAX_RATIO))
        throw badRequest(ZIP_MESSAGES.bomb);
      if (entry.uncompressedSize > MAX_ENTRY_BYTES) throw badRequest(ZIP_MESSAGES.entryTooLarge(entry.fileName));
      if (!wanted(entry.fileName)) continue;
      const bytes = readEntry(zip, entry);
      inflated += bytes.length;
      if (inflated > MAX_UNPACKED_BYTES) throw badRequest(ZIP_MESSAGES.bomb);
      yield [entry.fileName, bytes];
    }
  } finally {
    file.close();
  }
}

function nextEntry(file: yauzl.ZipFile): Promise<yauzl.Entry | null> {
  return new Promise<yauzl.Entry | null>((resolve, reject) => {
    const cleanup = () => file.removeAllListeners('entry').removeAllListeners('end').removeAllListeners('error');
    file.once('entry', (entry: yauzl.Entry) => (cleanup(), resolve(entry)));
    file.once('end', () => (cleanup(), resolve(null)));
    file.once('error', (error: Error) => (cleanup(), reject(error)));
    file.readEntry();
  });
}

/**
 * An entry's bytes, inflated straight from the zip's buffer (yauzl's streams cost more than the
 * inflating for an export's many small files): stored or deflated, never beyond its declared size.
 */
function readEntry(zip: Buffer, entry: yauzl.Entry): Buffer {
  const at = entry.relativeOffsetOfLocalHeader;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== 0x04034b50 || entry.isEncrypted())
    throw badRequest(ZIP_MESSAGES.damaged);
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const packed = zip.subarray(start, start + entry.compressedSize);
  if (packed.length !== entry.compressedSize) throw badRequest(ZIP_MESSAGES.damaged);
  let bytes: Buffer;
  if (entry.compressionMethod === 0) bytes = packed;
  else if (entry.compressionMethod !== 8) throw badRequest(ZIP_MESSAGES.damaged);
  else
    try {
      bytes = inflateRawSync(packed, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    } catch (error) {
      throw badRequest((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? ZIP_MESSAGES.bomb : ZIP_MESSAGES.damaged);
    }
  // A file shorter than it declares is damaged; one longer was stopped at its declared size above.
  if (bytes.length !== entry.uncompressedSize) throw badRequest(ZIP_MESSAGES.damaged);
  return bytes;
}
