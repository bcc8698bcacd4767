import { expect, vi } from 'vitest';

/**
 * Catches the files the page saves (components/saveFile.ts: an object URL and a link's click),
 * which jsdom cannot download. The spies are restored after each test (resets.ts).
 */
export function catchDownloads() {
  // jsdom has no object URLs: give it some to spy on.
  URL.createObjectURL ??= () => '';
  URL.revokeObjectURL ??= () => {};
  const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return {
    /**
     * The `index`th file saved (from 0), once it has been: its name and its text (Blob.text()
     * reads the UTF-8 mark that tells a spreadsheet the encoding as no character).
     */
    async file(index = 0, { timeout = 1000 } = {}): Promise<{ name: string; text: string }> {
      await vi.waitFor(() => expect(click.mock.calls.length).toBeGreaterThan(index), { timeout });
      const blob = (created.mock.calls[index] as unknown as [Blob])[0];
      return { name: (click.mock.contexts[index] as HTMLAnchorElement).download, text: await blob.text() };
    },
    /** How many files the page has saved. */
    count: () => click.mock.calls.length,
  };
}
