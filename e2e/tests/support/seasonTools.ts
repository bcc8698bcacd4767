import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/*
 * Season tools journeys: a season of divisions and teams made through the API, and the
 * template editor at /admin/templates driven through its screens.
 */

async function put<T>(request: APIRequestContext, baseURL: string, path: string, data: object): Promise<T> {
  const response = await request.put(path, { headers: { 'X-UI-Url': `${baseURL}/admin` }, data });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

export interface SeasonWithTeams {
  seasonId: string;
  divisions: { id: string; name: string; teams: string[] }[];
}

/** A team by name (at "{name} Street"), or by name and address (teams sharing a venue). */
export type TeamOf = string | { name: string; address: string };

/** A season (its start and end dates given) whose divisions each hold the teams named. */
export async function seasonWithTeams(
  request: APIRequestContext,
  baseURL: string,
  season: { name: string; startDate: string; endDate: string },
  divisions: { name: string; teams: TeamOf[] }[],
): Promise<SeasonWithTeams> {
  const made = [];
  for (const d of divisions) {
    made.push({
      ...d,
      id: (await put<{ id: string }>(request, baseURL, '/api/Division', { name: d.name })).id,
    });
  }
  const { id: seasonId } = await put<{ id: string }>(request, baseURL, '/api/Season/', {
    ...season,
    divisionIds: made.map((d) => d.id),
  });
  for (const d of made) {
    for (const team of d.teams) {
      const { name, address } = typeof team === 'string' ? { name: team, address: `${team} Street` } : team;
      await put(request, baseURL, '/api/Team/', { name, address, divisionId: d.id, seasonId });
    }
  }
  return {
    seasonId,
    divisions: made.map((d) => ({ ...d, teams: d.teams.map((t) => (typeof t === 'string' ? t : t.name)) })),
  };
}

/** A season template saved through the API (the editor's journey is in seasonTools.spec.ts). */
export async function saveTemplate(
  request: APIRequestContext,
  baseURL: string,
  template: { name: string; divisions: unknown[]; sharedAddresses?: string[][] },
): Promise<{ id: string }> {
  return put(request, baseURL, '/api/Template/', { sharedAddresses: [], ...template });
}

/** `/admin/templates`: the list, and the editor of one template. */
export class TemplateEditor {
  constructor(readonly page: Page) {}

  editor(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  get health(): Locator {
    return this.page.getByRole('region', { name: 'Template health' });
  }

  /** Adds week `week` to a division with fixtures given as [home, away] (Enter in the away code adds one). */
  async addWeek(division: number, week: number, fixtures: [string, string][]): Promise<void> {
    const section = this.page.getByRole('region', { name: `Division ${division}`, exact: true });
    await section.getByRole('button', { name: 'Week', exact: true }).click();
    const where = `Division ${division} week ${week}`;
    for (const [home, away] of fixtures) {
      await this.page.getByLabel(`Home code, ${where}`, { exact: true }).fill(home);
      const awayCode = this.page.getByLabel(`Away code, ${where}`, { exact: true });
      await awayCode.fill(away);
      await awayCode.press('Enter');
      await expect(
        section.getByRole('button', { name: `Remove ${home} - ${away} from week ${week}` }),
      ).toBeVisible();
    }
  }
}
