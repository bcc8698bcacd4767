import { expect, test } from '@playwright/test';
import { approveOnPhone, deviceShowingCode } from './support/devices';
import { signedInOrganiser } from './support/formatEvent';
import { expectNoSidewaysScroll, PHONE } from './support/phone';
import { PracticePage } from './support/practicePage';
import { divisionData, gameOf, ScorecardPage, squad } from './support/scorecard';

/*
 * A fixture night's boards (decisions 054 and 055): the secretary gives a card for tonight a board
 * and picks the players of two matches; the call list gives Board 1 the first. Board 1's tablet,
 * approved by its code, opens that match by itself and a leg won there lands on the card; a second
 * fixture at the venue tonight shares its board, its match waiting, and so does a cup there, whose
 * sheet names the fixture holding the board; a visitor on a phone reads the call on the card, and
 * the TV along its foot.
 */
test("a fixture night's call list gives Board 1 a match, which Board 1's tablet opens and scores on the card", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL!;
  const { organiser, page } = await signedInOrganiser(browser, base);
  // Tonight's card of its own, in the current season's last division (the other journeys play the
  // first division's fixtures), deleted at the end.
  const seasons = (await (await organiser.request.get('/api/Season/')).json()) as {
    id: string;
    isCurrent: boolean;
    divisions: { id: string }[];
  }[];
  const season = seasons.find((s) => s.isCurrent && s.divisions.length > 0)!;
  const division = { seasonId: season.id, divisionId: season.divisions.at(-1)!.id };
  const { teams } = await divisionData(organiser.request, division);
  const [homeTeam, awayTeam] = [teams.at(-1)!, teams.at(-2)!];
  const today = new Date().toISOString().slice(0, 10);
  const headers = { 'X-UI-Url': `${base}/division` };
  // At a venue of its own, which a second fixture tonight shares below.
  const address = `The Journey Arms ${Date.now()}`;
  const fixtureAt = async (home: { id: string }, away: { id: string }) => {
    const saved = await organiser.request.put('/api/Game', {
      headers,
      data: { ...division, homeTeamId: home.id, awayTeamId: away.id, date: `${today}T00:00:00`, address },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    return ((await saved.json()) as { result: { id: string } }).result.id;
  };
  const fixture = { id: await fixtureAt(homeTeam, awayTeam), homeTeam, awayTeam };
  const fixtureIds = [fixture.id];
  const tournamentIds: string[] = [];
  const homes = await squad(organiser.request, homeTeam.id, division.seasonId);
  const aways = await squad(organiser.request, awayTeam.id, division.seasonId);

  const card = new ScorecardPage(page);
  await card.goto(fixture.id);
  const details = page.getByRole('group', { name: 'Fixture details' });
  await details.getByLabel('Boards at the venue').fill('1');
  for (const [index, [home, away]] of [
    [homes[0]!, aways[0]!],
    [homes[1]!, aways[1]!],
  ].entries()) {
    await card.player(index, 'home', 0, 1).selectOption({ label: home });
    await card.player(index, 'away', 0, 1).selectOption({ label: away });
  }
  await card.save();
  const first = `${homes[0]} v ${aways[0]}`;
  const calls = page.getByRole('region', { name: 'Call list' });
  await expect(calls.getByRole('listitem', { name: 'Board 1' })).toContainText(first);
  await expect(calls.getByRole('list', { name: 'Waiting for a board' })).toContainText(
    `${homes[1]} v ${aways[1]}`,
  );

  try {
    // A second fixture at the venue tonight shares its board: its match waits while Board 1 is taken.
    const [otherHome, otherAway] = [teams.at(-3)!, teams.at(-4)!];
    const other = await fixtureAt(otherHome, otherAway);
    fixtureIds.push(other);
    const otherHomes = await squad(organiser.request, otherHome.id, division.seasonId);
    const otherAways = await squad(organiser.request, otherAway.id, division.seasonId);
    await card.goto(other);
    await expect(details.getByLabel('Boards at the venue')).toHaveValue('1');
    await card.player(0, 'home', 0, 1).selectOption({ label: otherHomes[0]! });
    await card.player(0, 'away', 0, 1).selectOption({ label: otherAways[0]! });
    await card.save();
    await expect(calls.getByRole('list', { name: 'Waiting for a board' })).toContainText(
      `${otherHomes[0]} v ${otherAways[0]}`,
    );
    await expect(calls.getByRole('listitem', { name: 'Board 1' })).toHaveText(
      `Board 1: in use: ${homeTeam.name} v ${awayTeam.name}`,
    );

    // A cup at the venue tonight shares the board too: its sheet names the fixture holding it.
    const cup = await organiser.request.put('/api/Tournament/', {
      headers,
      data: {
        seasonId: division.seasonId,
        date: today,
        address: ` ${address.toUpperCase()}`,
        type: 'Singles',
        format: 'swiss',
        bestOf: 3,
        sides: ['Ann Arrow', 'Bea Bull'].map((name, i) => ({
          name,
          players: [{ id: `00000000-0000-4000-8000-00000000054${i}`, name }],
        })),
      },
    });
    expect(cup.status(), await cup.text()).toBe(200);
    tournamentIds.push(((await cup.json()) as { result: { id: string } }).result.id);
    await page.goto(`/tournament/${tournamentIds[0]}`);
    const cupCalls = page.getByRole('region', { name: 'Call list' });
    await expect(cupCalls.getByRole('listitem', { name: 'Board 1' })).toHaveText(
      `Board 1: in use: ${homeTeam.name} v ${awayTeam.name}`,
    );
    await expect(cupCalls.getByRole('list', { name: 'Waiting for a board' })).toContainText(
      'Ann Arrow v Bea Bull',
    );

    // Board 1's tablet, approved by its code, opens the card's first match by itself.
    const {
      context: tabletContext,
      page: tablet,
      code,
    } = await deviceShowingCode(browser, base, {
      width: 1024,
      height: 768,
    });
    const { phoneContext } = await approveOnPhone(browser, base, code, 'Board 1', /A board's scorer/);
    await tablet.waitForURL('**/device/board', { timeout: 15_000 });
    await expect(tablet.getByText(`Now on this board: ${first} (match 1)`)).toBeVisible({ timeout: 15_000 });
    const scoring = tablet.getByRole('dialog', { name: `Match 1: ${homes[0]} vs ${aways[0]}` });
    await expect(scoring).toBeVisible();
    await scoring.getByRole('button', { name: homes[0]!, exact: true }).click();
    await new PracticePage(tablet).nineDarter('winner');
    // The leg won is on the card at once.
    await expect
      .poll(async () => (await gameOf(organiser.request, fixture.id)).matches[0]?.homeScore)
      .toBe(1);

    // A visitor on a phone reads the call on the card; the TV shows it along its foot.
    const visitorContext = await browser.newContext({ baseURL: base, viewport: PHONE });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/score/${fixture.id}`);
    await expect(visitor.getByRole('region', { name: 'Call list' })).toContainText(`Board 1: ${first}`);
    await expectNoSidewaysScroll(visitor, 'a card with its call list');
    await visitor.goto('/tv');
    await expect(visitor.getByRole('region', { name: 'Called to the boards' })).toContainText(
      `${fixture.homeTeam.name} v ${fixture.awayTeam.name}: Board 1: ${first}`,
      { timeout: 15_000 },
    );
    await visitorContext.close();
    await phoneContext.close();
    await tabletContext.close();
  } finally {
    // The cup and the cards go: the journeys after this one find tonight as they left it.
    for (const id of tournamentIds) {
      const deleted = await organiser.request.delete(`/api/Tournament/${id}`, { headers });
      expect(deleted.status(), await deleted.text()).toBe(200);
    }
    for (const id of fixtureIds) {
      const deleted = await organiser.request.delete(`/api/Game/${id}`, { headers });
      expect(deleted.status(), await deleted.text()).toBe(200);
    }
    await organiser.close();
  }
});
