import { expect, test } from '@playwright/test';

/* /teams, /players and /fixtures without a division show the current season's divisions. */

interface Season {
  id: string;
  isCurrent: boolean;
  divisions: { id: string; name: string }[];
}
interface Data {
  teams: { name: string }[];
  players: { name: string; singles: { matchesPlayed: number } }[];
}

test("the lists without a division show the current season's teams, players and fixtures", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const seasons = (await (await request.get('/api/Season/')).json()) as Season[];
  const season = seasons.find((s) => s.isCurrent && s.divisions.length > 1);
  expect(season, 'a current demo season with several divisions').toBeTruthy();
  // A team and a player who has played, from each of the season's divisions.
  const picks = [];
  for (const division of season!.divisions) {
    const response = await request.get(`/api/Division/Data?divisionId=${division.id}&seasonId=${season!.id}`);
    const data = (await response.json()) as Data;
    picks.push({
      team: data.teams[0]!.name,
      player: data.players.find((p) => p.singles.matchesPlayed > 0)!.name,
    });
  }

  /** Opens a list page: the division views, no '<0 divisions>', no error. */
  const open = async (path: string) => {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Division views' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('<0 divisions>')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  };

  await open('/teams');
  const teams = page.getByRole('table', { name: /: Teams$/ });
  for (const { team } of picks)
    await expect(teams.getByRole('link', { name: team, exact: true })).toBeVisible();

  await open('/players');
  const players = page.getByRole('table', { name: /: Players$/ });
  for (const { player } of picks) {
    await expect(players.getByRole('link', { name: player, exact: true })).toBeVisible();
  }

  await open('/fixtures');
  for (const { team } of picks)
    await expect(page.getByRole('link', { name: team, exact: true }).first()).toBeVisible();
});
