import type { AccessFlag } from '@darts/core/account/access';
import type { DivisionData } from '@darts/core/contract/divisionData';
import { access, buildAccount, buildDivision, buildSeason } from '#web/test/builders';
import { fakeFetch, type FakeHandler } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { leaguePages } from '../pages';
import { DIVISION, SEASON } from './builders';

export const division = buildDivision({ id: DIVISION.id, name: 'Premier' });
export const season = buildSeason({ id: SEASON.id, name: '2025', divisions: [division] });

/** A fake server holding one division and season, answering the division data with `data`. */
export function leagueServer(
  data: DivisionData,
  flags: AccessFlag[] = [],
  handlers: Record<string, FakeHandler> = {},
) {
  return fakeFetch({
    'GET /api/Account': flags.length ? { body: buildAccount({ access: access(...flags) }) } : { status: 204 },
    'GET /api/Season/': { body: [season] },
    'GET /api/Division': { body: [division] },
    'GET /api/Feature': { body: [] },
    'GET /api/Division/Data': { body: data },
    // The season's teams per division (away-team choices of qualifiers).
    [`GET /api/Team/${DIVISION.id}/${SEASON.id}`]: { body: [] },
    ...handlers,
  });
}

/** Renders the app with only the league's pages at `path`. */
export const show = (path: string) => renderApp(path, { pages: leaguePages });
