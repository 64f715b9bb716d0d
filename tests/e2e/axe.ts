import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * axe-core on each view of the page: every rule of WCAG 2 A and AA (2.0, 2.1, 2.2) and axe's best
 * practices, zero violations of any impact. A failure lists each violation (rule, impact, targets).
 */
export async function expectNoViolations(page: Page, view: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const report = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`).join('\n'),
  );
  expect(report, `${view}: ${results.violations.length} axe violations\n${report.join('\n')}`).toEqual([]);
  // axe saw the page (not an empty document).
  expect(results.passes.length, view).toBeGreaterThan(10);
}
