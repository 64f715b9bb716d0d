/** The packet charts: the windows chart leaves out UDP routes (they have no window). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { windowedRoutes } from '../../src/charts/PacketCharts';
import { Solver } from '../../src/solver/wasm';
import { ROOT } from './nativeCli';

let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
});

describe('windowedRoutes', () => {
  it("keeps the multipath flow's subflows and leaves out the UDP background of paper 003's packet preset", () => {
    const run = solver.start(readFileSync(resolve(ROOT, 'public/scenarios/003-three-paths-packet.json'), 'utf8'));
    const layout = run.layout;
    run.dispose();
    expect(layout.engine).toBe('packet');
    expect([...windowedRoutes(layout)].sort()).toEqual(['mtcp-path1', 'mtcp-path2', 'mtcp-path3']);
    expect(layout.routes.length).toBe(7);
  });
});
