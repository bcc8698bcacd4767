import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { matchesEtag, preferredEncoding, ReadyAnswer } from './readyAnswer';

describe('preferredEncoding', () => {
  it('prefers br, then gzip, else none', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('*')).toBe('br');
  });

  it('honours q=0 as a refusal', () => {
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*;q=0, identity')).toBe('identity');
    expect(preferredEncoding('BR;Q=0, *')).toBe('gzip');
  });
});

describe('matchesEtag', () => {
  it('matches the tag among a list, weak or not, and *', () => {
    expect(matchesEtag('"a", "b"', '"b"')).toBe(true);
    expect(matchesEtag('W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag('"bc"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});

describe('ReadyAnswer', () => {
  it('has a strong ETag per encoding, the same for the same content', () => {
    const a = ReadyAnswer.of({ x: 1 });
    expect(a.etag('identity')).toMatch(/^"[\w-]+"$/);
    expect(new Set([a.etag('identity'), a.etag('gzip'), a.etag('br')]).size).toBe(3);
    expect(ReadyAnswer.of({ x: 1 }).etag('gzip')).toBe(a.etag('gzip'));
    expect(ReadyAnswer.of({ x: 2 }).etag('gzip')).not.toBe(a.etag('gzip'));
  });

  it('compresses once per encoding', async () => {
    const a = ReadyAnswer.of({ x: 'y'.repeat(5000) });
    const gzip = await a.body('gzip');
    expect(await a.body('gzip')).toBe(gzip);
    expect(gunzipSync(gzip).equals(a.json)).toBe(true);
  });
});
