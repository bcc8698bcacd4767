import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/*
 * The original system's password protection of its export (docs/decisions/028): each entry is a
 * 16-byte random IV and AES-128-CBC/PKCS7 ciphertext; the key is the first 16 bytes of UTF-8
 * "CourageScores:" + password, repeated when shorter. It is read here only to move a league over;
 * our own exports use docs/decisions/027.
 */

const IV_BYTES = 16;
const BLOCK = 16;

export function originalKey(password: string): Buffer {
  const bytes = Buffer.from(`CourageScores:${password}`, 'utf8');
  return Buffer.from(Array.from({ length: 16 }, (_, i) => bytes[i % bytes.length]!));
}

/** The plain bytes of an entry, or null when the password is wrong (or the entry is not encrypted). */
export function decryptOriginalEntry(sealed: Buffer, key: Buffer): Buffer | null {
  if (sealed.length < IV_BYTES + BLOCK || (sealed.length - IV_BYTES) % BLOCK !== 0) return null;
  try {
    const decipher = createDecipheriv('aes-128-cbc', key, sealed.subarray(0, IV_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES)), decipher.final()]);
  } catch {
    return null;
  }
}

/** Encrypts an entry as the original did (used by the test fixture that writes such a zip). */
export function encryptOriginalEntry(plain: Buffer, key: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-128-cbc', key, iv);
  return Buffer.concat([iv, cipher.update(plain), cipher.final()]);
}
