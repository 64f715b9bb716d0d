import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Playwright's own browser download does not work here: use the system Chromium
// (Debian package `chromium`). Override with CHROMIUM_PATH.
function findChromium(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/lib/chromium/chromium',
    '/usr/bin/chromium-browser',
  ].filter((p): p is string => !!p);
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      `No Chromium found (tried ${candidates.join(', ')}). Install it with: apt-get install -y chromium, or set CHROMIUM_PATH.`,
    );
  }
  return found;
}

// The preview server's port: PW_PORT lets parallel checkouts each run their own (with CI=1, so
// none reuses another's server).
const PORT = Number(process.env.PW_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  retries: 0,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.test-output/playwright.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    headless: true,
    trace: 'off',
    // The offline service worker would serve cached files to specs that fake network failures;
    // tests/e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: findChromium(),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    // scripts/test.sh runs `vite build` first; preview serves dist/.
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
