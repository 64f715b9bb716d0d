import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
/**
 * Issue 23 item 2: a solver that runs out of memory (a worker's, or the page's own instance that
 * checks links and files) is thrown away and replaced; the page says what happened in words about
 * the scenario, never "unreachable", and the next link, file and edit work.
 */
import { test, expect, type Page } from '@playwright/test';
import { linkFragment } from './shareLink';

const preset = (name: string) =>
  JSON.parse(readFileSync(resolve(process.cwd(), `public/scenarios/${name}.json`), 'utf8'));

/** Opens `scenario` as a file through the File menu's input. */
async function openFile(page: Page, name: string, scenario: unknown): Promise<void> {
  await page.getByLabel('Open a scenario file').setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(scenario)),
  });
}

/** The next link, file and edit work: each solves. */
async function nextWorks(page: Page): Promise<void> {
  const status = page.getByTestId('run-status');
  await page.evaluate((hash) => (location.hash = hash), linkFragment(preset('001-two-paths-udp')));
  await expect(status).toContainText('Solved 20 s (1001 samples, 4 subflows)', { timeout: 30_000 });
  await openFile(page, 'III-D.json', preset('III-D'));
  await expect(status).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Undo' }).first().click();
  await expect(status).toContainText('Solved 20 s (1001 samples, 4 subflows)', { timeout: 30_000 });
  await expect(page.locator('body')).not.toContainText('unreachable');
}

/**
 * The solver's .wasm with its memory maximum lowered to `pages` (64 KiB each), for a browser that
 * gives the solver less memory than the cost model allows for (0.8 GB): the same code, which then
 * runs out of memory for real. The maximum is a LEB128 in the memory section, rewritten padded to
 * its own length.
 */
function wasmWithMemoryPages(pages: number): Buffer {
  const bytes = Buffer.from(readFileSync(resolve(process.cwd(), 'dist/assets', wasmName())));
  const leb = (at: number): [number, number] => {
    let [value, scale, pos] = [0, 1, at];
    for (;;) {
      const byte = bytes[pos++]!;
      value += (byte & 0x7f) * scale;
      if ((byte & 0x80) === 0) return [value, pos];
      scale *= 128;
    }
  };
  for (let pos = 8; pos < bytes.length;) {
    const [size, body] = leb(pos + 1);
    if (bytes[pos] === 5) {
      const [, flagsAt] = leb(body);
      expect(bytes[flagsAt]).toBe(1); // a maximum is given
      const [, maxAt] = leb(flagsAt + 1);
      const [, end] = leb(maxAt);
      for (let i = maxAt, v = pages; i < end; i++, v = Math.floor(v / 128))
        bytes[i] = (v & 0x7f) | (i < end - 1 ? 0x80 : 0);
      expect(leb(maxAt)[0]).toBe(pages);
      return bytes;
    }
    pos = body + size;
  }
  throw new Error('no memory section');
}

/** The built solver's file name in dist/assets. */
function wasmName(): string {
  const html = readFileSync(resolve(process.cwd(), 'dist/index.html'), 'utf8');
  const js = /assets\/(index-[\w-]+\.js)/.exec(html)?.[1];
  const text = js ? readFileSync(resolve(process.cwd(), 'dist/assets', js), 'utf8') : '';
  const name = /mpsolver-[\w-]+\.wasm/.exec(text)?.[0];
  if (!name) throw new Error('the built .wasm is not named in the bundle');
  return name;
}

test("the page's solver that runs out of memory checking a file is replaced: the notice says so in words, and the next link, file and edit solve", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // 64 MiB for the solver: III-D and 001 fit, ten 100-revolution clovers (about 96 MB of path
  // tables, within the cost model's 0.8 GB) do not.
  const small = wasmWithMemoryPages(1024);
  await context.route('**/*.wasm', (route) =>
    route.fulfill({ status: 200, contentType: 'application/wasm', body: small }),
  );
  const clovers = preset('III-D');
  for (let i = 0; i < 10; i++)
    clovers.platforms.push({
      id: `p${i}`,
      trajectory: { kind: 'clover', radiusM: 1000, revolutions: 100 },
      links: [{ node: 'middle', to: ['sat'] }],
    });
  await page.goto('/');
  const status = page.getByTestId('run-status');
  await expect(status).toContainText('Solved 540 s', { timeout: 30_000 });
  await openFile(page, 'clovers.json', clovers);
  // The page's own instance (it checks files and links, and built III-D's paths) runs out of
  // memory checking the file: the file is not loaded, the notice says so in words, and the
  // instance is replaced.
  await expect(page.getByRole('alert')).toContainText(
    /clovers\.json: the solver ran out of memory on this scenario \(it asked for [\d.]+ [KMG]iB more\)/,
    { timeout: 60_000 },
  );
  await expect(page.locator('body')).not.toContainText('unreachable');
  await expect(status).toContainText('Solved 540 s');
  await nextWorks(page);
  expect(errors).toEqual([]);
});

test("a link of 200 clover platforms is refused in words by the solver's memory estimate, and the next link, file and edit solve", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Issue 23 item 2: III-D with 200 clover platforms linked to the satellite, a 2.4 KB link.
  const clovers = preset('III-D');
  for (let i = 0; i < 200; i++)
    clovers.platforms.push({
      id: `p${i}`,
      trajectory: { kind: 'clover', radiusM: 1000, revolutions: 100 },
      links: [{ node: 'middle', to: ['sat'] }],
    });
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.evaluate((hash) => (location.hash = hash), linkFragment(clovers));
  const notice = page.locator('.notice').filter({ hasText: 'This link could not be opened' });
  // Refused at the door by the solver's check, which asks the cost estimate (the clover paths'
  // memory), in words, never the module's trap.
  await expect(notice).toContainText(
    'platforms: 201 clover paths need about 2.3 GB of path tables, more than the 0.8 GB the solver may use',
    { timeout: 60_000 },
  );
  await expect(notice).not.toContainText('unreachable');
  await expect(notice).not.toContainText('could not be loaded');
  await nextWorks(page);
  expect(errors).toEqual([]);
});
