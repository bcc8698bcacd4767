import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_KEY_HEADER, API_KEY_MESSAGES } from '@darts/core/contract/apiKey';
import { idParamsSchema } from '@darts/core/contract/common';
import {
  fixtureSearchQuerySchema,
  fixtureSearchSchema,
  OPEN_DATA_MESSAGES,
  openDivisionParamsSchema,
  openDivisionQuerySchema,
  openFixturesQuerySchema,
  openFixturesSchema,
  openPlayersQuerySchema,
  openPlayersSchema,
  openPlayerFiguresSchema,
  openSeasonsSchema,
  openTableSchema,
  openTournamentsSchema,
} from '@darts/core/contract/openData';
import { OPEN_DATA_ROUTES } from '@darts/core/contract/routes/openData';
import { OPEN_DATA_TABLE_ROUTES } from '@darts/core/contract/routes/openDataTables';
import {
  FIXTURE_COLUMNS,
  FOUND_FIXTURE_COLUMNS,
  PLAYER_COLUMNS,
  TABLE_COLUMNS,
  TOURNAMENT_COLUMNS,
  type CsvColumn,
} from '@darts/core/openData/tables';
import type { AppContext } from '#server/context';
import type { ApiKeyDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { notLoggedIn } from '#server/errors';
import { clientKey } from '#server/http/clientAddress';
import { csvFileName, csvOf } from '@darts/core/openData/csv';
import { sendCsv } from '#server/http/csv';
import { ReadyAnswer, sendReady } from '#server/http/readyAnswer';
import { resolveApiKey } from '#server/services/apiKeys';
import { searchFixtures } from '#server/services/fixtureSearch';
import { assertKeyReads, openDivisionList, openSeasons, type OpenTable } from '#server/services/openData';
import { assertFiguresVisible, figuresOfPlayer } from '#server/services/playerFigures';
import { attachment } from '../division/data';
import { serve } from '../serve';

/*
 * The public read API, version 1 (issue 29, decision 058). Anyone may read, a limited number of
 * requests a minute per address; an API key (`Authorization: Bearer ...` or `X-Api-Key`) lifts the
 * limit, and a key made for one division reads only that division. Answers carry an ETag.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key the request named (the public read API only). */
    apiKey: Stored<ApiKeyDoc> | null;
  }
}

function keyOf(request: FastifyRequest): string | null {
  const header = request.headers[API_KEY_HEADER];
  if (typeof header === 'string' && header.trim()) return header.trim();
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return bearer?.[1] ?? null;
}

const CSV_COLUMNS = {
  table: TABLE_COLUMNS,
  fixtures: FIXTURE_COLUMNS,
  players: PLAYER_COLUMNS,
  tournaments: TOURNAMENT_COLUMNS,
} as const;

const LIST_SCHEMAS = {
  table: openTableSchema,
  fixtures: openFixturesSchema,
  players: openPlayersSchema,
  tournaments: openTournamentsSchema,
} as const;

const QUERY_SCHEMAS = {
  table: openDivisionQuerySchema,
  fixtures: openFixturesQuerySchema,
  players: openPlayersQuerySchema,
  tournaments: openFixturesQuerySchema,
} as const;

const SUMMARIES: Record<OpenTable, string> = {
  table: "A division's league table for a season (the current one unless seasonId is given), as on screen",
  fixtures:
    "A division's fixtures and results for a season, by date; a score is set once the card is complete. The Fixtures tab's filters (date, type, team, notes; each may be not(...)) give the rows the tab shows with them",
  players:
    "A division's players' table for a season: singles played, won and lost, points, 180s, hi-checks; with team, that team's players as its page lists them",
  tournaments:
    "A division's tournaments for a season, with their winners; the Fixtures tab's filters (date, type, team, notes) as for the fixtures",
};

export const openDataRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.decorateRequest('apiKey', null);
    // An unknown or revoked key is refused rather than read as a visitor, so a site notices.
    app.addHook('onRequest', async (request) => {
      const found = await resolveApiKey(ctx, keyOf(request));
      if (found === 'unknown') throw notLoggedIn(API_KEY_MESSAGES.unknown);
      request.apiKey = found;
    });
    const config = {
      rateLimit: {
        max: (request: FastifyRequest) =>
          request.apiKey ? ctx.config.API_KEY_PER_MINUTE : ctx.config.OPEN_API_PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: (request: FastifyRequest) =>
          request.apiKey ? `key:${request.apiKey.id}` : `v1:${clientKey(request.ip)}`,
        errorResponseBuilder: () => ({ statusCode: 429, message: OPEN_DATA_MESSAGES.rateLimited }),
      },
    };
    const ready = (value: unknown) => ReadyAnswer.of(value);

    serve(
      app,
      OPEN_DATA_ROUTES.seasons,
      {
        config,
        compress: false,
        schema: {
          tags: ['Public read API v1'],
          summary: 'Every season, the latest first, with its divisions',
          response: { 200: openSeasonsSchema },
        },
      },
      async (request, reply) => sendReady(request, reply, ready(await openSeasons(ctx)), 'no-cache'),
    );

    for (const table of ['table', 'fixtures', 'players', 'tournaments'] as const) {
      serve(
        app,
        OPEN_DATA_TABLE_ROUTES[table],
        {
          config,
          compress: false,
          schema: {
            tags: ['Public read API v1'],
            summary: `${SUMMARIES[table]}. With format=csv, a CSV file a spreadsheet opens as it is`,
            params: openDivisionParamsSchema,
            querystring: QUERY_SCHEMAS[table],
            response: { 200: LIST_SCHEMAS[table] },
          },
        },
        async (request, reply) => {
          const { divisionId } = request.params;
          assertKeyReads(request.apiKey, divisionId);
          const list = await openDivisionList(ctx, table, divisionId, request.query);
          if (request.query.format !== 'csv') return sendReady(request, reply, ready(list), 'no-cache');
          const csv = csvOf(CSV_COLUMNS[table] as CsvColumn<(typeof list.rows)[number]>[], list.rows);
          const name = csvFileName(list.division.name, table, list.season.name);
          return sendCsv(request, reply, csv, attachment(name));
        },
      );
    }

    serve(
      app,
      OPEN_DATA_ROUTES.search,
      {
        config,
        compress: false,
        schema: {
          tags: ['Public read API v1'],
          summary:
            'Fixtures of every season by team, player or venue (any part of the name) and dates (from, to), newest first, at most 100; with format=csv, a CSV file',
          querystring: fixtureSearchQuerySchema,
          response: { 200: fixtureSearchSchema },
        },
      },
      async (request, reply) => {
        assertKeyReads(request.apiKey, null);
        const { format, ...query } = request.query;
        const found = await searchFixtures(ctx, request.caller, query);
        if (format !== 'csv') return sendReady(request, reply, ready(found), 'no-cache');
        return sendCsv(
          request,
          reply,
          csvOf(FOUND_FIXTURE_COLUMNS, found.rows),
          attachment('fixtures-found.csv'),
        );
      },
    );

    serve(
      app,
      OPEN_DATA_ROUTES.player,
      {
        config,
        compress: false,
        schema: {
          tags: ['Public read API v1'],
          summary:
            "A player's own figures from every match recorded leg by leg (as /api/Player/{id}/Figures); not for a key made for one division",
          params: idParamsSchema,
          response: { 200: openPlayerFiguresSchema },
        },
      },
      async (request, reply) => {
        assertKeyReads(request.apiKey, null);
        await assertFiguresVisible(ctx, request.caller);
        const figures = await figuresOfPlayer(ctx, request.params.id, request.caller);
        return sendReady(request, reply, ready(figures), 'no-cache');
      },
    );
  };
