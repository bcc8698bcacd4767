import { expect, type Browser } from '@playwright/test';
import { ADMIN } from '../../playwright.config';
import { expectNoSidewaysScroll, PHONE } from './phone';
import { signInByApi } from './scorecard';

/* Devices signed in by a code (decision 051): the devices and fixture boards journeys. */

/** The secretary, on a phone signed in elsewhere, approves the code a device shows, as `name` in `role`. */
export async function approveOnPhone(
  browser: Browser,
  baseURL: string,
  code: string,
  name: string,
  role: RegExp,
) {
  const phoneContext = await browser.newContext({ baseURL, viewport: PHONE });
  await signInByApi(phoneContext.request, baseURL, ADMIN);
  const phone = await phoneContext.newPage();
  await phone.goto('/admin/devices');
  const approve = phone.getByRole('region', { name: 'Approve a device' });
  await approve.getByLabel('Code the device shows').fill(code.toLowerCase().replace('-', ' '));
  await approve.getByLabel('Name').fill(name);
  await approve.getByLabel(role).check();
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve.getByRole('status')).toContainText(`${name} is signed in`);
  await expectNoSidewaysScroll(phone, 'the devices tab');
  return { phoneContext, phone };
}

/** A device's browser at /device, and the code it shows. */
export async function deviceShowingCode(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 720 },
) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await page.goto('/device');
  const code = (await page.getByLabel('Sign-in code').innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expect(page.getByRole('figure', { name: 'QR code to approve this device' })).toBeVisible();
  return { context, page, code };
}
