/**
 * The class server serves the built page with its Content-Security-Policy as a header, and that
 * policy's `connect-src 'self'` lets the page open a WebSocket to its own origin in Chromium (and
 * refuses one to another origin).
 */
import { expect, test } from '@playwright/test';
import { startClassServer, type ClassServer } from './classServer';

let server: ClassServer;
test.beforeAll(async () => {
  server = await startClassServer();
});
test.afterAll(async () => {
  await server.stop();
});

test('the page from the class server: its CSP header, and a same-origin WebSocket opens under it', async ({ page }) => {
  const response = await page.goto(`${server.url}/`);
  expect(response!.status()).toBe(200);
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("connect-src 'self'");
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-content-type-options']).toBe('nosniff');
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const result = await page.evaluate(async () => {
    /** Opens a socket; resolves to the first message or to how it failed. */
    const attempt = (url: string) =>
      new Promise<string>((resolve) => {
        try {
          const ws = new WebSocket(url);
          ws.onopen = () => ws.send(JSON.stringify({ type: 'ping' }));
          ws.onclose = (e) => resolve(`closed ${e.code}`);
          ws.onerror = () => resolve('error');
        } catch (e) {
          resolve(`threw ${(e as Error).name}`);
        }
      });
    const same = await attempt(`ws://${location.host}/api/ws`);
    const other = await attempt('ws://127.0.0.2:9/api/ws');
    return { same, other };
  });
  // Same origin: the socket opened (the server closes it for not saying hello first).
  expect(result.same).toBe('closed 1008');
  // Another origin: blocked by connect-src before any connection.
  expect(result.other).not.toBe('closed 1008');
  await expect.poll(() => violations.some((v) => v.includes('127.0.0.2'))).toBe(true);
  expect(violations.some((v) => v.includes(`${new URL(server.url).host}/api/ws`))).toBe(false);
});
