/**
 * The preview server (the project's own server of the build) sends the Content-Security-Policy as a
 * header too: the built page's meta policy, with `frame-ancestors` left out on purpose (any site may
 * embed a lesson, a sandboxed one included: scripts/csp.ts), so a school's site can embed the app.
 */
import { chromium, test, expect } from '@playwright/test';
import { watchErrors } from './watchErrors';

/** The policy of the meta tag in `html`, entities decoded. */
function metaPolicy(html: string): string {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
  return content.replace(/&#39;/g, "'");
}

test('every response carries the page policy as a header, with no frame-ancestors', async ({ request }) => {
  const page = await request.get('/?lesson=1');
  const policy = metaPolicy(await page.text());
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(page.headers()['content-security-policy']).toBe(policy);
  expect(policy).not.toContain('frame-ancestors');
  for (const path of ['/', '/sw.js', '/presets.json']) {
    const response = await request.get(path);
    expect(response.ok(), path).toBe(true);
    expect(response.headers()['content-security-policy'], path).toBe(policy);
  }
});

test("another site embeds a lesson in a 960x540 iframe, and it solves under the header's policy", async ({
  baseURL,
}) => {
  // A site on the internet framing the app on this machine's loopback is what Chromium's Local
  // Network Access checks stop; a school's site and its deployed app are both public. The check is
  // turned off for this browser only, so the test sees what such a site sees: the app's own policy.
  const base = test.info().project.use.launchOptions ?? {};
  const browser = await chromium.launch({
    ...base,
    args: [...(base.args ?? []), '--disable-features=LocalNetworkAccessChecks'],
  });
  try {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.route('https://school.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Course</title><iframe src="${baseURL}/?lesson=1" width="960" height="540"></iframe>`,
      }),
    );
    await page.goto('https://school.example/course');
    const frame = page.frameLocator('iframe');
    await expect(frame.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});
