import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export interface FixtureRow {
  id: string;
  homeScore: number | null;
  awayScore: number | null;
  /** Set while the card is in progress (only complete cards have a final score). */
  runningScore?: { homeScore: number; awayScore: number } | null;
  homeTeam: { id: string; name: string };
  awayTeam: { id: string; name: string } | null;
  postponed: boolean;
  isKnockout: boolean;
}

export interface DivisionData {
  name: string;
  teams: { id: string; name: string; played: number; points: number }[];
  fixtures: { date: string; fixtures: FixtureRow[] }[];
}

interface SeasonView {
  id: string;
  isCurrent: boolean;
  divisions: { id: string; name: string }[];
}

/** Signs the request context in with `POST /api/Account/Login`. */
export async function signInByApi(
  request: APIRequestContext,
  baseURL: string,
  account: { email: string; password: string },
): Promise<void> {
  const response = await request.post('/api/Account/Login', {
    headers: { 'X-UI-Url': `${baseURL}/login` },
    data: { emailAddress: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The current season (or the first) and its first division, from `GET /api/Season/`. */
export async function demoDivision(
  request: APIRequestContext,
): Promise<{ seasonId: string; divisionId: string }> {
  const response = await request.get('/api/Season/');
  expect(response.status()).toBe(200);
  const seasons = (await response.json()) as SeasonView[];
  const season =
    seasons.find((s) => s.isCurrent && s.divisions.length > 0) ?? seasons.find((s) => s.divisions.length > 0);
  if (!season) throw new Error('The demo league has no season with divisions');
  return { seasonId: season.id, divisionId: season.divisions[0]!.id };
}

/** `GET /api/Division/Data` for the division and season. */
export async function divisionData(
  request: APIRequestContext,
  division: { seasonId: string; divisionId: string },
): Promise<DivisionData> {
  const response = await request.get(
    `/api/Division/Data?divisionId=${division.divisionId}&seasonId=${division.seasonId}`,
  );
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as DivisionData;
}

/** League fixtures without a result or a card in progress (not postponed, not qualifiers), soonest first. */
export function unplayedFixtures(
  data: DivisionData,
): (FixtureRow & { awayTeam: { id: string; name: string } })[] {
  return data.fixtures
    .flatMap((d) => d.fixtures)
    .filter(
      (f): f is FixtureRow & { awayTeam: { id: string; name: string } } =>
        f.awayTeam !== null &&
        f.id !== f.homeTeam.id &&
        f.homeScore === null &&
        f.awayScore === null &&
        !f.runningScore &&
        !f.postponed &&
        !f.isKnockout,
    );
}

/** Makes an account its team's clerk: `POST /api/Account/Access` (manageAccess) with inputResults. */
export async function makeClerk(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  teamId: string,
): Promise<void> {
  const response = await request.post('/api/Account/Access', {
    headers: { 'X-UI-Url': `${baseURL}/admin/user` },
    data: { emailAddress: email, access: { inputResults: true }, teamId },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The squad of a team for a season, sorted as the scorecard sorts it. */
export async function squad(request: APIRequestContext, teamId: string, seasonId: string): Promise<string[]> {
  const response = await request.get(`/api/Team/${teamId}`);
  expect(response.status()).toBe(200);
  const team = (await response.json()) as {
    seasons: {
      seasonId: string;
      deleted: string | null;
      players: { name: string; deleted: string | null }[];
    }[];
  };
  const season = team.seasons.find((s) => s.seasonId === seasonId && !s.deleted);
  if (!season) throw new Error(`Team ${teamId} is not in season ${seasonId}`);
  return season.players
    .filter((p) => !p.deleted)
    .map((p) => p.name)
    .sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
}

/** One match's entry: players by side (by name) and legs won. */
export interface MatchEntry {
  home: string[];
  away: string[];
  homeScore: number;
  awayScore: number;
}

/**
 * Eight league matches from two squads: singles 1-5, pairs 6-7 (distinct players), a triple.
 * `scores` gives the legs won per match.
 */
export function cardEntries(home: string[], away: string[], scores: [number, number][]): MatchEntry[] {
  const sides = (pick: (players: string[]) => string[]) => ({ home: pick(home), away: pick(away) });
  const picks = [
    sides((p) => [p[0]!]),
    sides((p) => [p[1]!]),
    sides((p) => [p[2]!]),
    sides((p) => [p[3]!]),
    sides((p) => [p[4]!]),
    sides((p) => [p[0]!, p[1]!]),
    sides((p) => [p[2]!, p[3]!]),
    sides((p) => [p[0]!, p[1]!, p[2]!]),
  ];
  return picks.map((p, i) => ({ ...p, homeScore: scores[i]![0], awayScore: scores[i]![1] }));
}

/** `/score/{id}`: the fixture scorecard. */
export class ScorecardPage {
  readonly saveButton: Locator;

  constructor(readonly page: Page) {
    this.saveButton = page.getByRole('button', { name: 'Save', exact: true });
  }

  async goto(id: string): Promise<void> {
    await this.page.goto(`/score/${id}`);
    await expect(this.row(0)).toBeVisible();
  }

  row(index: number): Locator {
    return this.page.getByRole('row', { name: `Match ${index + 1}`, exact: true });
  }

  player(index: number, side: 'home' | 'away', place: number, count: number): Locator {
    const suffix = count > 1 ? ` ${place + 1}` : '';
    return this.page.getByRole('combobox', {
      name: `Match ${index + 1} ${side} player${suffix}`,
      exact: true,
    });
  }

  score(index: number, side: 'home' | 'away'): Locator {
    return this.page.getByRole('spinbutton', { name: `Match ${index + 1} ${side} score`, exact: true });
  }

  async enter(entries: MatchEntry[]): Promise<void> {
    for (const [index, entry] of entries.entries()) {
      for (const side of ['home', 'away'] as const) {
        const names = entry[side];
        for (const [place, name] of names.entries()) {
          await this.player(index, side, place, names.length).selectOption({ label: name });
        }
      }
      await this.score(index, 'home').fill(String(entry.homeScore));
      await this.score(index, 'away').fill(String(entry.awayScore));
    }
  }

  /** Saves and waits for the PUT's answer. */
  async save(): Promise<void> {
    const saved = this.page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/api/Scores/'),
    );
    await this.saveButton.click();
    const response = await saved;
    expect(response.status(), await response.text()).toBe(200);
  }
}

/** `GET /api/Game/{id}` as whoever the request context is. */
export async function gameOf(
  request: APIRequestContext,
  id: string,
): Promise<{
  resultsPublished: boolean;
  matches: { homeScore: number | null; awayScore: number | null; homePlayers: { name: string }[] }[];
}> {
  const response = await request.get(`/api/Game/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Awaited<ReturnType<typeof gameOf>>;
}
