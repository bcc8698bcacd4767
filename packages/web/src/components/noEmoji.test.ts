import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * No emoji in what the web app shows: a browser without an emoji font (Debian's chromium, many
 * TV browsers) draws them as empty boxes. Icons are SVG from components/icons.tsx (docs/decisions/043).
 */
const SRC = path.resolve(__dirname, '..');
const EMOJI = /\p{Extended_Pictographic}/u;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the web app', () => {
  it('has no emoji in its source: each icon is an SVG', () => {
    const found = sources(SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          EMOJI.test(line) ? [`${path.relative(SRC, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
