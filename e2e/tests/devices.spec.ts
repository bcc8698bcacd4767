import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { demoDivision, divisionData, signInByApi } from './support/scorecard';
import { closeSocket, LiveMatchPage, socketsFollowing } from './support/live';
import { PracticePage } from './support/practicePage';
import { approveOnPhone, deviceShowingCode } from './support/devices';
import { newEvent, signedInOrganiser } from './support/formatEvent';

/*
 * Devices at the venue. A TV signed in by its code: the TV opens /device and shows a code; the secretary, on a phone
 * signed in elsewhere, approves it as a display from Admin, Devices; the TV goes to its page on
 * its own, in kiosk mode, and is signed out at once when the secretary signs it out. A board's
 * tablet, approved the same way as the board's scorer, scores the match called to its board and no
 * other, and gets the next match once it is won; the tournament's overlay follows its results. A
 * stream's overlay follows a match live on a transparent page, and the league table's overlay
 * shows the division. Without signal the scorer's page opens and scores, and a public page shows
 * what it had and how old that is.
 */

test('a TV shows a code, the secretary approves it from a phone, the TV signs itself in and out', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { context: tvContext, page: tv, code } = await deviceShowingCode(browser, baseURL!);
  const { phoneContext, phone } = await approveOnPhone(browser, baseURL!, code, 'Bar TV', /A display/);

  // The TV was never typed on: it finds its approval and goes to the TV page, without the site's header.
  await tv.waitForURL('**/tv', { timeout: 15_000 });
  await expect(tv.getByRole('banner')).toHaveCount(0);
  const account = await tvContext.request.get('/api/Account');
  expect((await account.json()).name).toBe('Bar TV');

  const list = phone.getByRole('region', { name: 'Signed-in devices' });
  await expect(list).toContainText('Bar TV');
  phone.once('dialog', (dialog) => void dialog.accept());
  await list.getByRole('button', { name: 'Sign out Bar TV' }).click();
  await expect(list).toContainText('No device is signed in.');
  expect((await tvContext.request.get('/api/Account')).status()).toBe(204);
  await tvContext.close();
  await phoneContext.close();
});

test("a board's tablet scores only the match called to its board, and its freed board gets the next", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { organiser, page } = await signedInOrganiser(browser, baseURL!);
  await newEvent(page, 'The Oche Rooms', 4, 'Swiss rounds');
  const tournamentId = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByLabel('Boards at the venue').fill('1');
  await page.getByRole('button', { name: 'Save boards' }).click();
  // The secretary's call list: each board's match, with its board list beside it.
  const call = page
    .getByRole('region', { name: 'Call list' })
    .getByRole('listitem', { name: 'Board 1' })
    .locator('.call-match > span');
  await expect(call).toHaveText(/^.+ v .+$/);
  const first = await call.innerText();
  const [home, away] = first.split(' v ') as [string, string];

  // The tablet by the board shows its code; the secretary approves it as Board 1's scorer from a phone.
  const {
    context: tabletContext,
    page: tablet,
    code,
  } = await deviceShowingCode(browser, baseURL!, {
    width: 1024,
    height: 768,
  });
  const { phoneContext } = await approveOnPhone(browser, baseURL!, code, 'Board 1', /A board's scorer/);
  await tablet.waitForURL('**/device/board', { timeout: 15_000 });
  await expect(tablet.getByRole('heading', { name: 'Board 1', exact: true })).toBeVisible();
  const scoring = tablet.getByRole('dialog', { name: `${home} vs ${away}` });
  await expect(scoring).toBeVisible();

  // Another match is not the tablet's to score: the server refuses it in the league's words.
  const other = await tabletContext.request.post(`/api/Tournament/${tournamentId}`, {
    data: { matchId: 'S1-2' },
    headers: { 'X-UI-Url': `${baseURL}/device/board` },
  });
  expect(other.status()).toBe(403);
  expect((await other.json()).errors.join(' ')).toContain(
    'Board 1 scores only the match the call list gives Board 1',
  );

  // The stream's overlay of Board 1 follows whichever match the board has.
  const obsContext = await browser.newContext({ baseURL, viewport: { width: 1920, height: 1080 } });
  const obs = await obsContext.newPage();
  await obs.goto('/overlay/board/Board%201');
  await expect(obs.getByLabel('Match')).toContainText(`${home} v ${away}`, { timeout: 15_000 });
  // And the tournament's own overlay: its rounds on a transparent page, following the results live.
  const sheetOverlay = await obsContext.newPage();
  await sheetOverlay.goto(`/overlay/tournament/${tournamentId}`);
  const onStream = sheetOverlay
    .getByRole('region', { name: 'Round 1' })
    .getByRole('listitem')
    .filter({ hasText: 'S1-1' });
  await expect(onStream).toContainText(home);
  await expect(onStream).toContainText(away);
  expect(await sheetOverlay.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    'rgba(0, 0, 0, 0)',
  );

  // Its own match, scored on the tablet: two nine-darters win it 2-0.
  await scoring.getByRole('button', { name: home, exact: true }).click();
  const scorer = new PracticePage(tablet);
  await scorer.nineDarter('winner');
  await expect(obs.getByLabel(`${home} legs`)).toHaveText('1');
  await scorer.nineDarter('loser');

  // The win frees the board: the call list gives it the other match, and the tablet opens it by itself.
  await expect(call).not.toHaveText(first, { timeout: 15_000 });
  await expect(call).toHaveText(/^.+ v .+$/);
  const [nextHome, nextAway] = (await call.innerText()).split(' v ') as [string, string];
  await expect(tablet.getByRole('dialog', { name: `${nextHome} vs ${nextAway}` })).toBeVisible({
    timeout: 15_000,
  });
  const line = page
    .getByRole('region', { name: 'Round 1' })
    .locator('.format-match')
    .filter({ hasText: 'S1-1' });
  await expect(line.locator('.format-score')).toHaveText('2 - 0');
  await expect(onStream.locator('.overlay-won')).toHaveText(new RegExp(`^${home}2$`));
  await expect(obs.getByLabel('Match')).toContainText(`${nextHome} v ${nextAway}`, { timeout: 15_000 });
  await obsContext.close();
  await phoneContext.close();
  await tabletContext.close();
  await organiser.close();
});

test('a stream overlay follows a match live on a transparent page, through a dropped socket', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const scorerContext = await browser.newContext({ baseURL });
  const scorerPage = await scorerContext.newPage();
  const scorer = new PracticePage(scorerPage);
  const id = await scorer.startSaved('Alice Archer', 'Bob Bowman', 100);

  // OBS's browser source: 1920 x 1080, a visitor.
  const obsContext = await browser.newContext({ baseURL, viewport: { width: 1920, height: 1080 } });
  const obs = await obsContext.newPage();
  await obs.goto(`/overlay/match/${id}`);
  await expect(obs.getByLabel('Alice Archer remaining')).toHaveText('401');
  await expect(obs.getByLabel('Match')).toContainText('Alice Archer v Bob Bowman');
  const background = await obs.evaluate(() =>
    [document.documentElement, document.body].map((e) => getComputedStyle(e).backgroundColor),
  );
  expect(background).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
  await expect(obs.getByRole('banner')).toHaveCount(0);

  await scorer.type(60);
  await expect(obs.getByLabel('Bob Bowman remaining')).toHaveText('441', { timeout: 1000 });

  // The socket dropped by the server: the overlay reconnects by itself and keeps following.
  const admin = await browser.newContext({ baseURL });
  await signInByApi(admin.request, baseURL!, ADMIN);
  await expect.poll(async () => (await socketsFollowing(admin.request, id)).length).toBeGreaterThan(0);
  const [socket] = await socketsFollowing(admin.request, id);
  await closeSocket(admin.request, baseURL!, socket!.id);
  await expect
    .poll(async () => (await socketsFollowing(admin.request, id)).map((s) => s.id))
    .not.toContain(socket!.id);
  await expect.poll(async () => (await socketsFollowing(admin.request, id)).length).toBeGreaterThan(0);
  await scorer.tap(140);
  await expect(obs.getByLabel('Alice Archer remaining')).toHaveText('261');

  // The league table's overlay: the division's teams by rank, on the same transparent page.
  const division = await demoDivision(admin.request);
  const { name, teams } = await divisionData(admin.request, division);
  await obs.goto(`/overlay/division/${division.divisionId}`);
  const table = obs.getByRole('table', { name });
  await expect(table.getByRole('row')).toHaveCount(teams.length + 1);
  for (const team of teams) await expect(table).toContainText(team.name);
  expect(await obs.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
  await admin.close();
  await obsContext.close();
  await scorerContext.close();
});

test('the scorer’s page, once scoring has started, opens and keeps scoring with the network cut', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const manifest = await (await context.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );

  const scorer = new PracticePage(page);
  const id = await scorer.startSaved('Alice Archer', 'Bob Bowman', 100);
  // The app is kept once a leg is under way: the service worker has the app's files and controls the
  // page. Its install fetches every file of the app: on a loaded machine that took over 10 seconds.
  await expect
    .poll(
      () =>
        page.evaluate(
          async () => (await navigator.serviceWorker.ready, !!navigator.serviceWorker.controller),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);

  // Opened once more with signal, the page's answers (the account, the site) are kept too.
  await page.reload();
  await expect(scorer.remaining('Alice')).toHaveText('401');

  let accountReadsCut = 0;
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname === '/api/Account') accountReadsCut += 1;
  });
  await context.setOffline(true);
  const cut = await page.evaluate(() =>
    fetch(`/api/Site?now=${Date.now()}`).then(
      () => 'answered',
      () => 'cut',
    ),
  );
  expect(cut).toBe('cut');
  await page.reload();
  await expect(scorer.remaining('Alice')).toHaveText('401');
  await scorer.tap(60);
  await expect(scorer.remaining('Bob')).toHaveText('441');
  await scorer.tap(140);
  await expect(scorer.remaining('Alice')).toHaveText('261');
  // No signal is no error: the account, read again and again without an answer (the read and its
  // retry), raises no panel over the keypad; a moment is left for one to show.
  await expect.poll(() => accountReadsCut, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('alert').filter({ hasText: 'An error occurred' })).toHaveCount(0);

  // Back online, the throws kept meanwhile reach the server.
  await context.setOffline(false);
  await expect
    .poll(
      async () => {
        const record = await (await context.request.get(`/api/Sayg/${id}`)).json();
        return record.legs['0'].home.throws.length + record.legs['0'].away.throws.length;
      },
      { timeout: 20_000 },
    )
    .toBe(3);

  // A public page opened with signal is kept too: without signal it shows what it had, and says how old that is.
  const spectator = new LiveMatchPage(page);
  await spectator.open(id);
  await expect(spectator.remaining('Alice')).toHaveText('261');
  const kept = page.getByRole('status').filter({ hasText: /^No signal: this page shows what it had / });
  await expect(kept).toHaveCount(0);
  await context.setOffline(true);
  await page.reload();
  await expect(spectator.remaining('Alice')).toHaveText('261');
  await expect(kept).toHaveText(/what it had less than a minute ago \(\w{3} \d\d:\d\d\)\.$/);
  // Signal again: the next fresh answer takes the notice away.
  await context.setOffline(false);
  await page.reload();
  await expect(spectator.remaining('Alice')).toHaveText('261');
  await expect(kept).toHaveCount(0);
  await context.close();
});
