/**
 * Touch on a tablet (1024x768, touch events through the DevTools protocol): a station drags and
 * the run re-solves with its new position, a path draws with the freehand tool, the timeline
 * scrubs.
 */
import { test, expect, type CDPSession, type Page } from '@playwright/test';
import { watchErrors } from './watchErrors';
import { actionButton } from './topBarActions';

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });

/** A one-finger drag from `from` to `to` in `steps` moves (touchStart, touchMove…, touchEnd). */
async function touchDrag(
  cdp: CDPSession,
  from: { x: number; y: number },
  to: { x: number; y: number },
  steps = 12,
): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
  for (let k = 1; k <= steps; k += 1) {
    const x = from.x + ((to.x - from.x) * k) / steps;
    const y = from.y + ((to.y - from.y) * k) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const centre = (b: { x: number; y: number; width: number; height: number }) => ({
  x: b.x + b.width / 2,
  y: b.y + b.height / 2,
});

async function solved(page: Page) {
  await expect(page.getByTestId('run-status').filter({ hasText: 'Solved' })).toBeVisible({ timeout: 30_000 });
}

test('touch: the timeline scrubs, a station drags and the run re-solves, a path draws', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await solved(page);
  const cdp = await page.context().newCDPSession(page);

  // The timeline: a finger on the scrubber's start dragged to its middle moves the cursor.
  const time = page.getByTestId('time-cursor');
  await expect(time).toHaveText('t = 0.0 s');
  const scrubber = (await page.getByRole('slider', { name: 'Time cursor', exact: true }).boundingBox())!;
  await touchDrag(
    cdp,
    { x: scrubber.x + 6, y: scrubber.y + scrubber.height / 2 },
    { x: scrubber.x + scrubber.width / 2, y: scrubber.y + scrubber.height / 2 },
  );
  await expect(time).not.toHaveText('t = 0.0 s');
  const scrubbedS = parseFloat((await time.textContent())!.replace(/[^\d.]/g, ''));
  expect(scrubbedS).toBeGreaterThan(100);
  const summaryBefore = await page.getByTestId('carrying-summary').textContent();

  // A station: dragged by a finger, its marker moves and the run is solved again for the new place.
  const marker = page.getByRole('button', { name: /Base station B1/ });
  const start = centre((await marker.boundingBox())!);
  await touchDrag(cdp, start, { x: start.x + 150, y: start.y - 120 });
  await expect
    .poll(async () => {
      const now = centre((await marker.boundingBox())!);
      return Math.hypot(now.x - start.x - 150, now.y - start.y + 120);
    })
    .toBeLessThan(8);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
  await solved(page);
  await expect(page.getByTestId('carrying-summary')).not.toHaveText(summaryBefore!);

  // A path: the freehand tool, one finger stroke across the map.
  const handlesBefore = await page.locator('.mp-vertex').count();
  await (await actionButton(page, 'Freehand')).tap();
  const map = (await page.locator('.mp-map').boundingBox())!;
  const a = { x: map.x + map.width * 0.2, y: map.y + map.height * 0.7 };
  const b = { x: map.x + map.width * 0.8, y: map.y + map.height * 0.3 };
  await touchDrag(cdp, a, b, 20);
  await expect(page.getByRole('button', { name: 'Select', includeHidden: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => page.locator('.mp-vertex').count()).toBeGreaterThan(handlesBefore);
  await solved(page);
  expect(errors).toEqual([]);
});
