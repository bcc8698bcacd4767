import { createHash } from 'node:crypto';

/**
 * A GUID derived from a text (an RFC 9562 version 8 UUID of its SHA-256), so whatever carries the
 * same text finds the same record by id without an index. The id reveals nothing of the text.
 */
export function derivedId(text: string): string {
  const bytes = createHash('sha256').update(text).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
}
