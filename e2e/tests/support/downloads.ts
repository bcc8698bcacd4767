import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';

/** Clicks what downloads a file and answers its suggested name and its lines (as the browser saved them). */
export async function downloadLines(
  page: Page,
  trigger: Locator,
): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  const text = (await readFile((await download.path())!)).toString('utf8');
  return { name: download.suggestedFilename(), lines: text.split('\n') };
}
