/**
 * What the school level must never show (raw ids, section numbers, equation and paper references),
 * and a scan of a page's visible text for them: tests/e2e/schoolLevel.spec.ts (every shipped lesson)
 * and classSchool.spec.ts (the teacher's projected dashboard).
 */
import type { Page } from '@playwright/test';

/** What the school level must never show, by what it is. */
export const UNIVERSITY_WORDS: Array<[string, RegExp]> = [
  ['a route id', /\b(?:head|middle|tail)-[A-Za-z0-9]+/],
  ['the satellite route id', /\bsat\b/],
  ['a total series', /\btotal:/],
  ['a capacity series', /\bc:[A-Za-z0-9]/],
  ['a single-route id', /\b[a-z]+-bottleneck\b|\bmhip-/],
  ['a section number', /\bIII-[A-G]\b/],
  ['an equation', /\beqs?\b|\bequations?\b/i],
  ['a paper number', /paper 00/i],
  ["the solver's sample count", /\bsamples\b/],
];

/** The visible text of `within` (a CSS selector), and what its legends' tooltips say. */
async function visibleWords(page: Page, within: string): Promise<string> {
  return page.evaluate((sel) => {
    const root = document.querySelector<HTMLElement>(sel);
    const titles = [...(root?.querySelectorAll('.chart-legend-item') ?? [])].map((b) => b.getAttribute('title') ?? '');
    return [root?.innerText ?? '', ...titles].join('\n');
  }, within);
}

/** Each university word found in the page (or only in `within`, a CSS selector), with a little context. */
export async function universityWordsIn(page: Page, within = 'body'): Promise<string[]> {
  const text = await visibleWords(page, within);
  const found = UNIVERSITY_WORDS.flatMap(([what, pattern]) =>
    [...text.matchAll(new RegExp(pattern, `${pattern.flags}g`))].map(
      (m) => `${what}: "…${text.slice(Math.max(0, m.index - 30), m.index + 30).replace(/\s+/g, ' ')}…"`,
    ),
  );
  return [...new Set(found)];
}
