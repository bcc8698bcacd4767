// The public pages of the web app and their addresses in a running demo league (SEED=demo): the
// division, team, player and scorecard are the demo's first; what the demo does not hold (a
// knockout tournament, a single-round one, a leg-by-leg record to watch live) is made through the
// API as its administrator first. Used by bench/lib/pageDownloads.mjs.
import { client } from './server.mjs';

const enc = encodeURIComponent;

/** The public pages, each named as bench/bundle prints it, with the address it is measured at. */
export const PUBLIC_PAGES = [
  { page: 'home', url: () => '/' },
  { page: 'division teams', url: (d) => `/division/${enc(d.division)}/teams` },
  { page: 'division fixtures', url: (d) => `/division/${enc(d.division)}/fixtures` },
  { page: 'division players', url: (d) => `/division/${enc(d.division)}/players` },
  { page: 'team', url: (d) => `/division/${enc(d.division)}/team:${enc(d.team)}` },
  { page: 'player', url: (d) => `/division/${enc(d.division)}/player:${enc(d.player)}@${enc(d.team)}` },
  { page: 'player figures', url: (d) => `/player/${d.playerId}` },
  { page: 'scorecard (read-only)', url: (d) => `/score/${d.gameId}` },
  { page: 'live', url: (d) => `/live/match/${d.saygId}` },
  { page: 'live now (/live)', url: () => '/live' },
  { page: 'live superleague', url: (d) => `/live/superleague/${d.singleRoundId}` },
  { page: 'tv', url: () => '/tv' },
  { page: 'practice', url: () => '/practice' },
  { page: 'tournament', url: (d) => `/tournament/${d.knockoutId}` },
  { page: 'tournament (single round)', url: (d) => `/tournament/${d.singleRoundId}` },
  { page: 'sign-in', url: () => '/login' },
  { page: 'sign-up', url: () => '/signup' },
  { page: 'about', url: () => '/about' },
  { page: 'not found', url: () => '/no-such-page' },
];

/** Throws with the answer when a set-up call fails. */
async function call(api, method, url, body) {
  const answer = await api.request(method, url, body);
  if (answer.status !== 200)
    throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/**
 * Finds the demo's ids and makes what it lacks, signed in as `admin` (the server's ADMIN_EMAIL);
 * returns every public page with its address.
 */
export async function demoPages(baseUrl, admin) {
  const api = client(baseUrl);
  const seasons = await call(api, 'GET', '/api/Season/');
  const season =
    seasons.find((s) => s.isCurrent && s.divisions.length) ?? seasons.find((s) => s.divisions.length);
  if (!season) throw new Error('The demo league has no season with divisions: is SEED=demo set?');
  const division = season.divisions[0];
  const data = await call(api, 'GET', `/api/Division/Data?divisionId=${division.id}&seasonId=${season.id}`);
  const player = data.players[0];
  const played = data.fixtures
    .flatMap((date) => date.fixtures)
    .find((f) => f.awayTeam && f.homeScore !== null && !f.isKnockout);
  if (!player || !played) throw new Error('The demo division has no players or no played fixture');

  await call(api, 'POST', '/api/Account/Login', { emailAddress: admin.email, password: admin.password });
  const today = new Date().toISOString().slice(0, 10);
  const tournament = (fields) =>
    call(api, 'PUT', '/api/Tournament/', { seasonId: season.id, date: today, lastUpdated: null, ...fields });
  const knockout = await tournament({ type: 'Singles', divisionId: division.id });
  const singleRound = await tournament({
    type: 'Superleague',
    singleRound: true,
    host: 'Home',
    opponent: 'Away',
  });
  const sayg = await call(api, 'POST', '/api/Sayg', {
    yourName: 'Home',
    opponentName: 'Away',
    startingScore: 501,
    numberOfLegs: 3,
    legs: {
      0: {
        startingScore: 501,
        currentThrow: 'away',
        playerSequence: [
          { value: 'home', text: 'Home' },
          { value: 'away', text: 'Away' },
        ],
        home: { throws: [{ score: 100, noOfDarts: 3 }] },
        away: { throws: [] },
      },
    },
  });
  const ids = {
    division: division.name,
    team: player.team,
    player: player.name,
    playerId: player.id,
    gameId: played.id,
    saygId: sayg.result.id,
    knockoutId: knockout.result.id,
    singleRoundId: singleRound.result.id,
  };
  return PUBLIC_PAGES.map(({ page, url }) => ({ page, url: url(ids) }));
}
