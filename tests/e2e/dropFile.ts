/** Dropping a file on the map as a browser does, for the real-data specs (issue 26). */
import type { Page } from '@playwright/test';

/**
 * Drops a file named `name` holding `text` onto the map: dragenter, dragover, drop, with a
 * DataTransfer made in the page (`type`: the file's MIME type, none by default).
 */
export async function dropOnMap(page: Page, name: string, text: string, type = ''): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ([t, n, m]) => {
      const dt = new DataTransfer();
      dt.items.add(new File([t], n, { type: m }));
      return dt;
    },
    [text, name, type] as const,
  );
  const map = page.locator('.mp-map');
  for (const event of ['dragenter', 'dragover', 'drop']) await map.dispatchEvent(event, { dataTransfer });
}
