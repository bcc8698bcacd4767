import yauzl from 'yauzl';
import { MAX_IMPORT_ZIP_BYTES } from '@darts/core/contract/data';
import { ApiError, badRequest, tooLarge } from '#server/errors';

/*
 * Reads an uploaded zip into memory, entry by entry, refusing what would not fit: a file over
 * 30 MB, a damaged zip, and a zip bomb (entries declaring more than MAX_UNPACKED_BYTES in all, or
 * packed far tighter than JSON packs). yauzl checks every entry's real size against its declared one.
 */

export const MAX_UNPACKED_BYTES = 256 * 1024 * 1024;
export const MAX_ENTRIES = 500_000;
/** JSON packs about 10:1; an entry over 64 kB packed tighter than this is a bomb. */
const MAX_RATIO = 200;

export const ZIP_MESSAGES = {
  tooLarge: `The zip file is larger than ${MAX_IMPORT_ZIP_BYTES / 1024 / 1024} MB`,
  damaged: 'The zip file is damaged or is not a zip file',
  bomb: `The zip file unpacks to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB, or packs too tightly to be an export`,
  tooManyEntries: `The zip file holds more than ${MAX_ENTRIES} files`,
} as const;

/** The zip's files by name (folders left out). */
export type ZipEntries = ReadonlyMap<string, Buffer>;

/** `maxZipBytes`: the upload's 30 MB unless the caller is a restore from a file (cli/backup.ts). */
export async function readZipEntries(zip: Buffer, maxZipBytes = MAX_IMPORT_ZIP_BYTES): Promise<ZipEntries> {
  if (zip.length > maxZipBytes) throw tooLarge(`The zip file is larger than ${Math.round(maxZipBytes / 1024 / 1024)} MB`);
  let file: yauzl.ZipFile;
  try {
    file = await yauzl.fromBufferPromise(zip, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw badRequest(ZIP_MESSAGES.damaged);
  }
  if (file.entryCount > MAX_ENTRIES) throw badRequest(ZIP_MESSAGES.tooManyEntries);
  const entries = new Map<string, Buffer>();
  let declared = 0;
  try {
    for await (const entry of entriesOf(file)) {
      if (entry.fileName.endsWith('/')) continue;
      declared += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (declared > MAX_UNPACKED_BYTES || (entry.uncompressedSize > 65_536 && ratio > MAX_RATIO))
        throw badRequest(ZIP_MESSAGES.bomb);
      entries.set(entry.fileName, await readEntry(file, entry));
    }
  } catch (error) {
    throw error instanceof ApiError ? error : badRequest(ZIP_MESSAGES.damaged);
  } finally {
    file.close();
  }
  return entries;
}

async function* entriesOf(file: yauzl.ZipFile): AsyncGenerator<yauzl.Entry> {
  for (;;) {
    const next = await new Promise<yauzl.Entry | null>((resolve, reject) => {
      const cleanup = () => file.removeAllListeners('entry').removeAllListeners('end').removeAllListeners('error');
      file.once('entry', (entry: yauzl.Entry) => (cleanup(), resolve(entry)));
      file.once('end', () => (cleanup(), resolve(null)));
      file.once('error', (error: Error) => (cleanup(), reject(error)));
      file.readEntry();
    });
    if (!next) return;
    yield next;
  }
}

async function readEntry(file: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  const stream = await file.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    // validateEntrySizes stops a stream that runs past its declared size; this is the belt to it.
    if (size > entry.uncompressedSize) throw badRequest(ZIP_MESSAGES.bomb);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}
