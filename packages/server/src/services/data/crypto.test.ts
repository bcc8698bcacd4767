import { scryptSync } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryDecrypter, entryEncrypter, isEncryptedEntry, SealedByAnotherExport, UnpackedTooLarge } from './crypto';

describe('export entry encryption (docs/decisions/027)', () => {
  it('gives back every entry with the password, and nothing readable without it', async () => {
    const seal = await entryEncrypter('open sesame');
    const open = entryDecrypter('open sesame');
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2000 }), async (bytes) => {
        const sealed = seal(Buffer.from(bytes));
        expect(isEncryptedEntry(sealed)).toBe(true);
        expect(await open(sealed)).toEqual(Buffer.from(bytes));
      }),
      { numRuns: 50 },
    );
  });

  it('fails a wrong password and a changed byte', async () => {
    const sealed = (await entryEncrypter('open sesame'))(Buffer.from('{"name":"Premier"}'));
    expect(sealed.includes(Buffer.from('Premier'))).toBe(false);
    expect(await entryDecrypter('open says me')(sealed)).toBeNull();
    const changed = Buffer.from(sealed);
    changed[changed.length - 20]! ^= 1;
    expect(await entryDecrypter('open sesame')(changed)).toBeNull();
    expect(await entryDecrypter('open sesame')(Buffer.from('{"plain":true}'))).toBeNull();
  });

  it('deflates before sealing, and refuses an entry unpacking past the budget', async () => {
    const plain = Buffer.alloc(100_000, 32);
    const sealed = (await entryEncrypter('pw'))(plain);
    expect(sealed.length).toBeLessThan(1000);
    const open = entryDecrypter('pw');
    expect(await open(sealed, 100_000)).toEqual(plain);
    await expect(open(sealed, 99_999)).rejects.toBeInstanceOf(UnpackedTooLarge);
  });

  it('derives the key once, from the first entry, and refuses an entry sealed by another export without deriving again', async () => {
    const plain = Buffer.from('{"name":"Premier"}');
    const mine = await entryEncrypter('pw');
    const others = await Promise.all(Array.from({ length: 5 }, () => entryEncrypter('pw')));
    const salts: string[] = [];
    const open = entryDecrypter('pw', async (password, salt) => {
      salts.push(salt.toString('hex'));
      return scryptSync(password, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    });
    expect(await open(mine(plain))).toEqual(plain);
    expect(await open(mine(plain))).toEqual(plain);
    for (const other of others) await expect(open(other(plain))).rejects.toBeInstanceOf(SealedByAnotherExport);
    expect(salts).toHaveLength(1);
  });
});
