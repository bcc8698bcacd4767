import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { signInByApi } from './support/scorecard';
import { expectNoSidewaysScroll, PHONE } from './support/phone';

/*
 * A TV signed in by its code: the TV opens /device and shows a code; the secretary, on a phone
 * signed in elsewhere, approves it as a display from Admin, Devices; the TV goes to its page on
 * its own, in kiosk mode, and is signed out at once when the secretary signs it out.
 */
test('a TV shows a code, the secretary approves it from a phone, the TV signs itself in and out', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tvContext = await browser.newContext({ baseURL });
  const tv = await tvContext.newPage();
  await tv.goto('/device');
  const code = (await tv.getByLabel('Sign-in code').innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expect(tv.getByRole('figure', { name: 'QR code to approve this device' })).toBeVisible();

  const phoneContext = await browser.newContext({ baseURL, viewport: PHONE });
  await signInByApi(phoneContext.request, baseURL!, ADMIN);
  const phone = await phoneContext.newPage();
  await phone.goto('/admin/devices');
  const approve = phone.getByRole('region', { name: 'Approve a device' });
  await approve.getByLabel('Code the device shows').fill(code.toLowerCase().replace('-', ' '));
  await approve.getByLabel('Name').fill('Bar TV');
  await approve.getByLabel(/A display/).check();
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve.getByRole('status')).toContainText('Bar TV is signed in');
  await expectNoSidewaysScroll(phone, 'the devices tab');

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
