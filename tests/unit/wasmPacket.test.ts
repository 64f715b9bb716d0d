/**
 * The packet engine as WebAssembly in Node: a scenario with `solver.engine: "packet"` streams
 * through the same wrapper and worker calls as a fluid one, with the packet-only columns, and
 * gives bit-identical rows to the native `mpsim run` for the same seed.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ScenarioError, Solver } from '../../src/solver/wasm';
import { ROOT, mpsim, mpsimPath, parseCsv } from './nativeCli';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { at } from '../../src/util/at';

let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
  mpsimPath();
}, 600_000);

/** Paper 003's three paths, 30 s, in packet mode with `solver` overrides. */
function packetScenario(solver: Record<string, unknown> = {}): string {
  const s = JSON.parse(readFileSync(resolve(ROOT, 'public/scenarios/003-three-paths.json'), 'utf8'));
  s.solver = { ...s.solver, durationS: 30, engine: 'packet', ...solver };
  return JSON.stringify(s);
}

function runAll(json: string, chunkRows: number): { columns: string[]; rows: number[][]; engine?: string } {
  const run = solver.start(json);
  const width = run.layout.sampleWidth;
  const rows: number[][] = [];
  while (!run.done) {
    const chunk = run.next(chunkRows);
    for (let i = 0; i < chunk.length; i += width) rows.push(Array.from(chunk.subarray(i, i + width)));
  }
  run.dispose();
  return { columns: run.layout.columns, rows, engine: run.layout.engine };
}

function native(json: string): { header: string[]; rows: number[][] } {
  const file = join(mkdtempSync(join(tmpdir(), 'mp-packet-')), 'scenario.json');
  writeFileSync(file, json);
  return parseCsv(mpsim('run', file));
}

describe('the packet engine as WebAssembly', () => {
  it('streams a packet scenario with its extra columns, bit-identical to the native CLI', () => {
    const json = packetScenario({ seed: 3, randomDropFraction: 0.3 });
    const wasm = runAll(json, 17);
    expect(wasm.engine).toBe('packet');
    expect(wasm.columns).toContain('w:mtcp-path1');
    expect(wasm.columns).toContain('q:path2');
    expect(wasm.columns).toContain('loss:path3');
    expect(wasm.columns).toContain('rtt:mtcp-path1');
    const cli = native(json);
    expect(wasm.columns).toEqual(cli.header);
    expect(wasm.rows.length).toBe(61);
    expect(wasm.rows).toEqual(cli.rows);
    // It carried traffic: the multipath flow's three paths together, over the last 10 s.
    const x = ['x:mtcp-path1', 'x:mtcp-path2', 'x:mtcp-path3'].map((c) => wasm.columns.indexOf(c));
    const late = wasm.rows.slice(-20);
    const mean = late.reduce((sum, row) => sum + x.reduce((s, k) => s + at(row, k), 0), 0) / late.length;
    expect(mean).toBeGreaterThan(1);
  }, 120_000);

  it('on the moving convoy (III-D, its Kelly-Voice): capacities from the same laws, rows bit-identical to native', () => {
    const s = JSON.parse(readFileSync(resolve(ROOT, 'public/scenarios/III-D.json'), 'utf8'));
    expect(s.sources[0].controller.kind).toBe('kelly-voice');
    s.solver = { ...s.solver, durationS: 60, engine: 'packet' };
    const json = JSON.stringify(s);
    const wasm = runAll(json, 100);
    const cli = native(json);
    expect(wasm.rows.length).toBe(601);
    expect(wasm.rows).toEqual(cli.rows);
    // The capacity columns are the fluid run's at the same times.
    const fluid = runAll(JSON.stringify({ ...s, solver: { ...s.solver, engine: 'fluid' } }), 1000);
    const c = wasm.columns.indexOf('c:head-B1');
    expect(c).toBeGreaterThan(0);
    for (const i of [0, 100, 350, 600])
      expect(at(wasm.rows, i)[c]).toBeCloseTo(at(at(fluid.rows, i), fluid.columns.indexOf('c:head-B1')), 9);
  }, 120_000);

  it("names each link's buffer in the layout (the diagram's queue bars): the scenario's, else one BDP", () => {
    const set = solver.start(packetScenario({ bufferPackets: 25 }));
    expect(set.layout.resources.map((r) => r.bufferPackets)).toEqual([25, 25, 25]);
    set.dispose();
    // 10 Mbps x 80 ms = 800 kbit, in the largest packets through each link (the UDP background's
    // 1500 B, docs/packet-engine.md): 66.7, rounded up.
    const derived = solver.start(packetScenario());
    expect(derived.layout.resources.map((r) => r.bufferPackets)).toEqual([67, 67, 67]);
    derived.dispose();
    const fluid = solver.start(packetScenario({ engine: 'fluid' }));
    expect(fluid.layout.engine).toBe('fluid');
    expect(at(fluid.layout.resources, 0).bufferPackets).toBeUndefined();
    fluid.dispose();
  });

  it('summarises a packet run like `mpsim summary`, with loss rates and mean queues', () => {
    const json = packetScenario({ bufferPackets: 20, seed: 5, randomDropFraction: 0.2 });
    const file = join(mkdtempSync(join(tmpdir(), 'mp-packet-')), 'scenario.json');
    writeFileSync(file, json);
    const native = JSON.parse(mpsim('summary', file));
    const wasm = solver.summary(json);
    expect(wasm).toEqual(native);
    expect(wasm.engine).toBe('packet');
    for (const r of wasm.resources) {
      expect(r.lossRate).toBeGreaterThan(0);
      expect(r.meanQueuePackets).toBeGreaterThan(0);
      expect(r.meanQueuePackets).toBeLessThanOrEqual(20);
    }
    // The streamed run's own summary (the worker's) is the same.
    const run = solver.start(json);
    while (!run.done) run.next(1000);
    expect(run.summary()).toEqual(native);
    run.dispose();
  });

  it('gives the same rows for the same seed and different ones for another (random drops)', () => {
    const a = runAll(packetScenario({ seed: 3, randomDropFraction: 0.3 }), 1000).rows;
    const again = runAll(packetScenario({ seed: 3, randomDropFraction: 0.3 }), 5).rows;
    const other = runAll(packetScenario({ seed: 4, randomDropFraction: 0.3 }), 1000).rows;
    expect(again).toEqual(a);
    expect(other).not.toEqual(a);
  });

  it('runs the controllers with state of their own bit-identically: MCC-Coop (rho signalled), mHIP (receive buffer), OLIA', () => {
    const s = JSON.parse(readFileSync(resolve(ROOT, 'public/scenarios/002-relays-tcp.json'), 'utf8'));
    delete s.comparison;
    s.solver = { ...s.solver, durationS: 30, engine: 'packet', seed: 7 };
    for (const controller of [{ kind: 'mcc-coop' }, { kind: 'mhip', receiveBufferPackets: 30 }, { kind: 'olia' }]) {
      s.sources[0].controller = controller;
      const json = JSON.stringify(s);
      const wasm = runAll(json, 500);
      expect(wasm.rows).toEqual(native(json).rows);
    }
  }, 120_000);

  it('refuses a bad engine or seed by field', () => {
    const s = JSON.parse(readFileSync(resolve(ROOT, 'public/scenarios/III-D.json'), 'utf8'));
    s.solver.engine = 'quantum';
    s.solver.seed = 1.5;
    try {
      solver.start(JSON.stringify(s));
      expect.unreachable();
    } catch (e) {
      expect((e as ScenarioError).errors).toEqual([
        'solver.engine: must be one of fluid, packet; got "quantum"',
        'solver.seed: must be a whole number, got 1.5',
      ]);
    }
  });
});
