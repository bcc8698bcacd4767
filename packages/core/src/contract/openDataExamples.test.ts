import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  fixtureSearchSchema,
  openFixturesSchema,
  openPlayerFiguresSchema,
  openPlayersSchema,
  openSeasonsSchema,
  openTableSchema,
  openTournamentsSchema,
} from './openData';

const SCHEMAS: Record<string, z.ZodType> = {
  seasons: openSeasonsSchema,
  table: openTableSchema,
  fixtures: openFixturesSchema,
  players: openPlayersSchema,
  tournaments: openTournamentsSchema,
  search: fixtureSearchSchema,
  player: openPlayerFiguresSchema,
};

describe('the public read API’s worked examples', () => {
  it.each(Object.entries(SCHEMAS))('%s: its example is an answer its own shape accepts', (_, schema) => {
    const example = schema.meta()?.example;
    expect(example).toBeDefined();
    expect(schema.safeParse(example).error?.issues ?? []).toEqual([]);
  });
});
