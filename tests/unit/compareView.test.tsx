// @vitest-environment jsdom
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountHost, unmountHost } from './reactHost';
import { CompareTable, type TableColumn } from '../../src/compare/CompareTable';
import { ComparePanel } from '../../src/compare/ComparePanel';
import { BEST_CAPTION, compareRows } from '../../src/compare/compareRows';
import type { Comparison, Scenario } from '../../src/scenario/types';
import { TWO_RELAYS, variantSummaries } from './compareFixtures';
import { at } from '../../src/util/at';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let columns: TableColumn[];
let host: HTMLDivElement;
let root: Root;
beforeAll(async () => {
  columns = (await variantSummaries()).map((c) => ({ ...c, stale: false, problem: null }));
}, 600_000);
beforeEach(() => {
  ({ container: host, root } = mountHost());
});
afterEach(() => unmountHost({ container: host, root }));

const cellsOf = (key: string) => [...host.querySelectorAll(`tr[data-row="${key}"] td`)];

describe('CompareTable', () => {
  it('shows one column per controller, marks the best cells and states the verdict', () => {
    act(() => root.render(<CompareTable columns={columns} sourceId="mp" />));
    expect([...host.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Over the whole run',
      'LIA',
      'MCC-Coop',
    ]);
    const rows = compareRows(columns, 'mp');
    for (const row of rows) {
      const cells = cellsOf(row.key);
      expect(cells.map((td) => td.textContent)).toEqual(row.cells.map((c) => c.text));
      expect(cells.flatMap((td, k) => (td.classList.contains('best') ? [k] : []))).toEqual(row.best);
    }
    expect(host.querySelectorAll('tr.compare-section th').length).toBe(3);
    expect(host.querySelector('caption')!.textContent).toBe(BEST_CAPTION);
    expect(host.querySelector('[data-testid="compare-verdict"]')!.textContent).toMatch(
      /^Ranked by the app-limited flows' share of their sending rates \(mean over the run\), then total throughput \(mean over the run\): (LIA|MCC-Coop) keeps the app-limited flows closest to their sending rates \(\d+\.\d% vs \d+\.\d%\)/,
    );
  });

  it('withholds the verdict while a column is stale or running, and names a failed run', () => {
    act(() =>
      root.render(<CompareTable columns={[at(columns, 0), { ...at(columns, 1), stale: true }]} sourceId="mp" />),
    );
    expect(host.querySelector('[data-testid="compare-verdict"]')!.textContent).toBe('Solving every controller…');
    expect(at(cellsOf('total'), 1).classList.contains('stale')).toBe(true);
    act(() =>
      root.render(
        <CompareTable
          columns={[
            at(columns, 0),
            { label: 'MCC-Coop', summary: null, stale: false, problem: 'comparison: variant 1 does not exist' },
          ]}
          sourceId="mp"
        />,
      ),
    );
    expect(cellsOf('total').map((td) => td.textContent)).toEqual([expect.stringMatching(/^0\.\d{3}$/), '…']);
    expect(host.querySelector('thead .compare-problem')!.textContent).toBe('comparison: variant 1 does not exist');
    expect(host.querySelector('[data-testid="compare-verdict"]')!.textContent).toBe(
      'A controller could not be run: see its column.',
    );
  });
});

describe('ComparePanel', () => {
  it('edits the comparison through undoable actions', () => {
    const scenario = structuredClone(TWO_RELAYS) as unknown as Scenario;
    const comparison = scenario.comparison as Comparison;
    const dispatch = vi.fn();
    act(() => root.render(<ComparePanel scenario={scenario} comparison={comparison} dispatch={dispatch} />));
    const sourceSelect = host.querySelector<HTMLSelectElement>('.compare-field select')!;
    expect([...sourceSelect.options].map((o) => o.textContent)).toEqual([
      'Multipath (2 paths)',
      'local1 (1 path)',
      'local2 (1 path)',
    ]);
    // Two controllers: neither can be removed.
    expect([...host.querySelectorAll<HTMLButtonElement>('.compare-variants button')].every((b) => b.disabled)).toBe(
      true,
    );
    act(() => host.querySelector<HTMLButtonElement>('.compare-actions button')!.click());
    expect(dispatch).toHaveBeenLastCalledWith({
      type: 'setComparison',
      comparison: {
        ...comparison,
        variants: [
          ...comparison.variants,
          { label: 'Kelly-Voice', controller: { kind: 'kelly-voice', a: 0.025, b: 0.875 } },
        ],
      },
    });
    // The label was the kind's own name, so it follows the new kind.
    const kind = host.querySelector<HTMLSelectElement>('select[aria-label="Controller 2"]')!;
    act(() => {
      kind.value = 'uncoupled';
      kind.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(dispatch.mock.lastCall![0].comparison.variants[1]).toEqual({
      label: 'Uncoupled',
      controller: { kind: 'uncoupled', packetBytes: 1500 },
    });
    const size = host.querySelector<HTMLInputElement>('.compare-actions input')!;
    expect(size.value).toBe('2');
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    act(() => {
      setter.call(size, '25');
      size.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'setFileMegabytes', fileMegabytes: 25 });
  });
});
