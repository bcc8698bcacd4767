import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';

/*
 * Password protection of our export's entries (docs/decisions/027): AES-256-GCM, the key derived
 * from the password by scrypt. Each entry is MAGIC, the export's salt, its own IV, the ciphertext
 * of the deflated entry (ciphertext does not compress, so it is deflated first) and the GCM tag,
 * so a wrong password or a changed byte fails the tag check.
 */

export const ENCRYPTED_MAGIC = Buffer.from('DRT1', 'latin1');
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = ENCRYPTED_MAGIC.length + SALT_BYTES + IV_BYTES;
/** scrypt's cost: about 32 MB and a tenth of a second per derivation, done once per zip. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export function isEncryptedEntry(bytes: Buffer): boolean {
  return bytes.length >= HEADER_BYTES + TAG_BYTES && bytes.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC);
}

function deriveKey(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, 32, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** Encrypts entries with one key per export (one scrypt run), a fresh IV per entry. */
export async function entryEncrypter(password: string): Promise<(plain: Buffer) => Buffer> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt);
  return (plain) => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(deflateRawSync(plain)), cipher.final()]);
    return Buffer.concat([ENCRYPTED_MAGIC, salt, iv, body, cipher.getAuthTag()]);
  };
}

/** Thrown when decrypted entries inflate to more than the decrypter's budget (a bomb). */
export class UnpackedTooLarge extends Error {}

/** Thrown for an entry sealed with another salt than the first entry's: another export's entry. */
export class SealedByAnotherExport extends Error {}

export type DeriveKey = (password: string, salt: Buffer) => Promise<Buffer>;

/**
 * Decrypts entries made by `entryEncrypter`. One export has one key: it is derived once, from the
 * first entry's salt (meta.json's), and an entry sealed with another salt throws
 * SealedByAnotherExport without a second scrypt run (docs/decisions/039). Null when the password
 * is wrong or the entry was changed (the tag does not match). An entry inflating to more than
 * `maxBytes` throws UnpackedTooLarge before more is inflated. `derive` is scrypt unless a test
 * counts the runs.
 */
export function entryDecrypter(
  password: string,
  derive: DeriveKey = deriveKey,
): (sealed: Buffer, maxBytes?: number) => Promise<Buffer | null> {
  let salt: Buffer | null = null;
  let key: Promise<Buffer> | null = null;
  return async (sealed, maxBytes = Infinity) => {
    if (!isEncryptedEntry(sealed)) return null;
    const own = sealed.subarray(ENCRYPTED_MAGIC.length, ENCRYPTED_MAGIC.length + SALT_BYTES);
    const iv = sealed.subarray(ENCRYPTED_MAGIC.length + SALT_BYTES, HEADER_BYTES);
    if (!salt || !key) key = derive(password, (salt = Buffer.from(own)));
    else if (!own.equals(salt)) throw new SealedByAnotherExport();
    let deflated: Buffer;
    try {
      const decipher = createDecipheriv('aes-256-gcm', await key, iv);
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
      deflated = Buffer.concat([decipher.update(sealed.subarray(HEADER_BYTES, sealed.length - TAG_BYTES)), decipher.final()]);
    } catch {
      return null;
    }
    let plain: Buffer;
    try {
      plain = inflateRawSync(deflated, { maxOutputLength: Math.max(1, Math.min(maxBytes, 2 ** 31 - 1)) });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new UnpackedTooLarge();
      return null;
    }
    return plain;
  };
}
