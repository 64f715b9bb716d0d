/**
 * Every CSV the app writes escapes text cells that a spreadsheet would read as a formula (OWASP,
 * "CSV Injection"): a cell starting with `=`, `+`, `-`, `@`, tab or CR gets a leading single quote
 * and is quoted. Numbers the app writes stay numbers (`-1.5` is not escaped).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvField, runCsv } from '../../src/share/csv';
import { comparisonCsv } from '../../src/store/csvCompare';
import { sweepCsv } from '../../src/sweep/useSweepRuns';
import type { RunLayout } from '../../src/solver/layout';
import { RunStore } from '../../src/store/runStore';
import { Solver } from '../../src/solver/wasm';
import { TWO_RELAYS } from './compareFixtures';
import { ROOT } from './nativeCli';
import { at } from '../../src/util/at';

/** Hostile labels from the issue and OWASP's list, one per first character. */
const HOSTILE = ['=HYPERLINK("http://evil.example","x")', '@SUM(1+1)', '+1+1', '-2+3', '\t=1+1', '\r=1+1'];

/** The cells of one CSV line, read as RFC 4180 says (quotes doubled inside quoted cells). */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let cell = '';
      i += 1;
      for (;;) {
        const q = line.indexOf('"', i);
        if (line[q + 1] === '"') {
          cell += `${line.slice(i, q)}"`;
          i = q + 2;
        } else {
          cell += line.slice(i, q);
          i = q + 1;
          break;
        }
      }
      cells.push(cell);
      i += 1; // the comma
    } else {
      const end = line.indexOf(',', i) < 0 ? line.length : line.indexOf(',', i);
      cells.push(line.slice(i, end));
      i = end + 1;
    }
  }
  return cells;
}

/** True when a spreadsheet would take `cell` (as read back) for a formula. */
const formulaLike = (cell: string) => /^[=+\-@\t\r]/.test(cell);

describe('the CSV cell rule', () => {
  it('quotes and prefixes a text cell that starts like a formula, and leaves other text alone', () => {
    expect(csvField('=1+1')).toBe(`"'=1+1"`);
    expect(csvField('@SUM(1+1)')).toBe(`"'@SUM(1+1)"`);
    expect(csvField('+1+1')).toBe(`"'+1+1"`);
    expect(csvField('-1.5')).toBe(`"'-1.5"`);
    expect(csvField('\tx')).toBe(`"'\tx"`);
    expect(csvField('\rx')).toBe(`"'\rx"`);
    expect(csvField('=HYPERLINK("a")')).toBe(`"'=HYPERLINK(""a"")"`);
    expect(csvField('LIA/x:head-B1')).toBe('LIA/x:head-B1');
    expect(csvField('a, "b"')).toBe('"a, ""b"""');
    expect(csvField('1+1=2')).toBe('1+1=2');
  });
});

describe('comparison CSV', () => {
  let solver: Solver;
  beforeAll(async () => {
    solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
  }, 600_000);

  it('writes hostile controller labels into the header as text, never as a formula', () => {
    const json = JSON.stringify(TWO_RELAYS);
    const run = solver.start(json, 0);
    const store = new RunStore(run.layout);
    while (!run.done) {
      const rows = run.next(500);
      store.append(rows, rows.length / run.layout.sampleWidth);
    }
    run.dispose();
    const csv = comparisonCsv(HOSTILE.map((label) => ({ label, store })));
    const lines = csv.split('\n');
    // The header is the first line: no label's CR or tab breaks it (CR is inside quotes).
    const header = cellsOf(at(lines, 0));
    const names = store.columnNames.filter((n) => n !== 't_s');
    expect(header).toEqual(['t_s', ...HOSTILE.flatMap((label) => names.map((n) => `'${label}/${n}`))]);
    expect(header.filter(formulaLike)).toEqual([]);
    // Numbers are not touched: the rows are plain numbers, as before.
    const row = cellsOf(at(lines, 2));
    expect(row).toHaveLength(header.length);
    for (const cell of row) expect(Number.isFinite(Number(cell)), cell).toBe(true);
  }, 600_000);
});

describe('run CSV', () => {
  /** A run whose columns hold negative numbers (a made-up column, as the solver may add). */
  const layout: RunLayout = {
    title: 'negative column',
    dtS: 0.001,
    durationS: 0.1,
    sampleEveryS: 0.1,
    totalSamples: 2,
    sampleWidth: 3,
    columns: ['t_s', 'x:r1', 'd:r1'],
    routes: [{ id: 'r1', source: 's', group: 'wifi', resources: [], forwardMs: 10, feedbackMs: 10 }],
    resources: [],
    sources: [{ id: 's', label: 'S', routes: ['r1'] }],
    nodes: [],
    platforms: [],
  };

  it('keeps negative numbers as numbers', () => {
    const store = new RunStore(layout);
    store.append(Float64Array.from([0, 1.5, -1.5, 0.1, 2, -0.000001]), 2);
    expect(runCsv(store)).toBe('t_s,x:r1,d:r1\n0,1.5,-1.5\n0.1,2,-0.000001\n');
  });
});

describe('sweep CSV', () => {
  it('escapes its header cells and keeps its numbers', () => {
    const csv = sweepCsv({
      xPath: 'stations.B1.capacityMbps',
      xLabel: 'B1 capacity (Mbps)',
      xValues: [-2, 10],
      yPath: null,
      yLabel: null,
      yValues: [],
      values: [-1.5, 3],
      metricLabel: '=1+1, total',
      unit: 'Mbps',
      better: 'higher',
    });
    expect(csv).toBe(`stations.B1.capacityMbps,"'=1+1, total (Mbps)"\n-2,-1.5\n10,3`);
  });
});
