// @vitest-environment jsdom
/**
 * File > Export CSV follows what the page shows: a scenario with a lesson and a comparison shows
 * the single run (ChartsRegion), so its CSV is the single run's (the defect: the button waited for
 * comparison runs that never start, and stayed disabled).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountHost, unmountHost, type ReactHost } from './reactHost';
import { FileMenu } from '../../src/share/ui/FileMenu';
import type { Scenario } from '../../src/scenario/types';
import { RunStore } from '../../src/store/runStore';
import { Solver } from '../../src/solver/wasm';
import { ROOT } from './nativeCli';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const read = (path: string) => JSON.parse(readFileSync(resolve(ROOT, path), 'utf8')) as Scenario;
/** 001-two-paths-udp compares two controllers; the lesson is taken from a shipped one. */
const comparing = read('public/scenarios/001-two-paths-udp.json');
const withLesson: Scenario = { ...comparing, lesson: read('public/lessons/coupled-vs-uncoupled.json').lesson };

let store: RunStore;
beforeAll(async () => {
  const solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
  const run = solver.start(JSON.stringify(withLesson));
  store = new RunStore(run.layout);
  while (!run.done) {
    const rows = run.next(500);
    store.append(rows, rows.length / run.layout.sampleWidth);
  }
  run.dispose();
}, 600_000);

let host: ReactHost;
let saved: Blob[];
beforeEach(() => {
  host = mountHost();
  saved = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: (b: Blob) => (saved.push(b), 'blob:x'), revokeObjectURL() {} }),
  );
});
afterEach(() => {
  unmountHost(host);
  vi.unstubAllGlobals();
});

/** The File menu's Export CSV button for `scenario` and the run `store`. */
function exportButton(scenario: Scenario): HTMLButtonElement {
  act(() =>
    host.root.render(
      <FileMenu scenario={scenario} store={store} onImport={() => {}} onProblems={() => {}} onRealData={() => {}} />,
    ),
  );
  act(() => host.container.querySelector<HTMLButtonElement>('button')!.click());
  const button = [...document.querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => b.textContent === 'Export CSV',
  );
  expect(button).toBeDefined();
  return button!;
}

describe('Export CSV of a scenario with a lesson and a comparison', () => {
  it("is enabled once the single run is complete, and writes the single run's columns", async () => {
    expect(store.complete).toBe(true);
    const button = exportButton(withLesson);
    expect(button.disabled).toBe(false);
    act(() => button.click());
    expect(saved).toHaveLength(1);
    const text = await saved[0]!.text();
    const header = text.split('\n')[0]!;
    expect(header.startsWith('t_s,x:')).toBe(true);
    expect(header).not.toContain('/');
    expect(text.trim().split('\n')).toHaveLength(store.length + 1);
  });

  it('without a lesson still waits for the comparison runs (none are shown here)', () => {
    expect(exportButton(comparing).disabled).toBe(true);
  });
});
