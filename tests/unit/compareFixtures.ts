/** Test fixtures of comparison mode: a small relay scenario with a comparison, and its real summaries. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Solver } from '../../src/solver/wasm';
import type { RunSummary } from '../../src/solver/layout';
import { ROOT, mpsim } from './nativeCli';

/** Two 1.2 Mbps channels, a 2-path multipath source and an app-limited TCP flow on each channel. */
export const TWO_RELAYS = {
  format: 'multipath-playground/scenario',
  version: 1,
  title: 'Two relays',
  channels: ['lte1', 'lte2'].map((id) => ({
    id,
    group: 'lte',
    capacity: { law: 'constant', capacityMbps: 1.2 },
    delays: { forwardMs: 25, feedbackMs: 25 },
  })),
  sources: [
    { id: 'mp', label: 'Multipath', routes: [{ via: ['lte1'] }, { via: ['lte2'] }], controller: { kind: 'lia' } },
    { id: 'local1', routes: [{ via: ['lte1'] }], controller: { kind: 'tcp' }, sendingRateMbps: 1.0 },
    { id: 'local2', routes: [{ via: ['lte2'] }], controller: { kind: 'tcp' }, sendingRateMbps: 0.9 },
  ],
  comparison: {
    source: 'mp',
    variants: [
      { label: 'LIA', controller: { kind: 'lia' } },
      { label: 'MCC-Coop', controller: { kind: 'mcc-coop' } },
    ],
  },
  metrics: { fileMegabytes: 2 },
  solver: { dtS: 0.001, durationS: 60, sampleEveryS: 0.1 },
};

/** Runs every variant of `scenario`'s comparison through the real wasm solver; label and summary each. */
export async function variantSummaries(
  scenario: object = TWO_RELAYS,
): Promise<Array<{ label: string; summary: RunSummary }>> {
  const solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
  const json = JSON.stringify(scenario);
  const variants = (scenario as { comparison: { variants: Array<{ label: string }> } }).comparison.variants;
  return variants.map(({ label }, index) => {
    const run = solver.start(json, index);
    while (!run.done) run.next(1000);
    const summary = run.summary();
    run.dispose();
    return { label, summary };
  });
}

/** `mpsim compare` of `scenario` as text: each controller's block (`== label ==` and its lines), by label. */
export function cliCompareBlocks(scenario: object = TWO_RELAYS): Map<string, string> {
  const file = join(mkdtempSync(join(tmpdir(), 'mp-compare-')), 'scenario.json');
  writeFileSync(file, JSON.stringify(scenario));
  const blocks = new Map<string, string>();
  for (const block of mpsim('compare', file).split(/^== /m).slice(1)) {
    const [label = '', ...lines] = block.split('\n');
    blocks.set(label.replace(/ ==$/, ''), lines.join('\n'));
  }
  return blocks;
}

/** The first capture of `pattern` in `text` (fails loudly when missing). */
export function capture(text: string, pattern: RegExp): string {
  const m = pattern.exec(text);
  const first = m?.[1];
  if (first === undefined) throw new Error(`${pattern} not found in:\n${text}`);
  return first;
}
