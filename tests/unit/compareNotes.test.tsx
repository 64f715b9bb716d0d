// @vitest-environment jsdom
import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CompareTable } from '../../src/compare/CompareTable';
import { ROW_NOTES, compareRows, type CompareColumn } from '../../src/compare/compareRows';
import { VERDICT_RULE } from '../../src/compare/verdict';
import { variantSummaries } from './compareFixtures';
import { mountHost, unmountHost } from './reactHost';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let columns: CompareColumn[];
beforeAll(async () => {
  columns = await variantSummaries();
}, 600_000);

describe('each row of the comparison table explains itself', () => {
  it('gives every row a one-line note that says which way is better, matching its ranking', () => {
    const rows = compareRows(columns, 'mp');
    for (const r of rows) {
      expect(r.note.length).toBeGreaterThan(20);
      expect(r.note).not.toContain('\n');
      if (r.better === 'higher') expect(r.note).toMatch(/higher (is better|means|uses|is fairer)/);
      if (r.better === 'lower') expect(r.note).toMatch(/lower is better/);
      if (r.better === 'nearOne') expect(r.note).toMatch(/nearest to 1/);
      if (r.better === null) expect(r.note).toMatch(/neither way is better/);
    }
    expect(rows.find((r) => r.key === 'source:local1')!.note).toBe(ROW_NOTES['source-limited']);
    expect(rows.find((r) => r.key === 'util:lte1')!.note).toBe(ROW_NOTES.util);
  });

  it('shows the notes as row-header titles and in a list under the table, and the verdict rule', () => {
    const hostRoot = mountHost();
    const { container: host, root } = hostRoot;
    const tableColumns = columns.map((c) => ({ ...c, stale: false, problem: null }));
    act(() => root.render(<CompareTable columns={tableColumns} sourceId="mp" />));
    const rows = compareRows(columns, 'mp');
    for (const r of rows) expect(host.querySelector(`tr[data-row="${r.key}"] th`)!.getAttribute('title')).toBe(r.note);
    expect([...host.querySelectorAll('.compare-notes dd')].map((dd) => dd.textContent)).toEqual(
      rows.map((r) => r.note),
    );
    expect(host.querySelector('.compare-verdict-rule')!.textContent).toBe(VERDICT_RULE);
    unmountHost(hostRoot);
  });
});
