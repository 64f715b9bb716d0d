/**
 * Page helpers of the lesson-writing specs (lesson-authoring.spec.ts, lessonText.spec.ts): a builder
 * number field set, and a student who opens a lesson link in a fresh browser context.
 */
import type { Browser, Page } from '@playwright/test';

/** Sets a builder number field. */
export async function setNumber(page: Page, label: string, value: number): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(String(value));
}

/** Opens `url` as a student in a fresh browser context, waits for `ready`, and collects page errors. */
export async function openStudent(browser: Browser, url: string, ready: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  await ready(page);
  return { context, page, errors };
}
