import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stationColours } from '../../src/map/colours';
import { routeSeries, capacitySeries } from '../../src/charts/series';
import { scenarioReducer } from '../../src/state/scenarioReducer';
import { Solver } from '../../src/solver/wasm';
import { RunStore } from '../../src/store/runStore';
import type { Scenario } from '../../src/scenario/types';
import { ROOT } from './nativeCli';
import { at } from '../../src/util/at';

const convoy = JSON.parse(readFileSync(resolve(ROOT, 'public/scenarios/III-D.json'), 'utf8')) as Scenario;

/** Colour of every route and resource series of `scenario`, by id, from the real solver's layout. */
async function seriesColours(scenario: Scenario): Promise<Record<string, string>> {
  const solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
  const run = solver.start(JSON.stringify(scenario));
  const store = new RunStore(run.layout);
  run.dispose();
  return Object.fromEntries([...routeSeries(store), ...capacitySeries(store)].map((s) => [s.id, s.colour]));
}

describe('station colours follow the station, not its place in the list', () => {
  it('keeps B3 green on the map and in the charts after B2 is deleted', async () => {
    const without = scenarioReducer(convoy, { type: 'removeStation', id: 'B2' });
    expect((without.stations ?? []).map((s) => s.id)).toEqual(['B1', 'B3']);
    const [mapBefore, mapAfter] = [stationColours(convoy), stationColours(without)];
    expect(mapAfter.B3).toBe(mapBefore.B3);
    expect(mapAfter.B1).toBe(mapBefore.B1);
    expect(mapAfter.B3).not.toBe(mapBefore.B2);
    const [before, after] = [await seriesColours(convoy), await seriesColours(without)];
    expect(Object.keys(after).sort()).toEqual(
      Object.keys(before)
        .filter((id) => !id.endsWith('B2'))
        .sort(),
    );
    for (const id of Object.keys(after)) expect(after[id], id).toBe(before[id]);
    // The middle of a route (its station's own colour) is the marker's colour; head and tail are its shades.
    const b3 = Object.entries(after).filter(([id]) => id.endsWith('B3'));
    expect(b3.length).toBeGreaterThan(0);
    expect(new Set(b3.map(([, c]) => c)).size).toBeLessThanOrEqual(2);
  });

  it('colours a station added after a delete by its own id', () => {
    const without = scenarioReducer(convoy, { type: 'removeStation', id: 'B2' });
    const colours = stationColours({
      ...without,
      stations: [...(without.stations ?? []), { ...at(convoy.stations!, 0), id: 'B7' }],
    });
    expect(new Set(Object.values(colours)).size).toBe(3);
    expect(colours.B7).toBe(stationColours({ ...convoy, stations: [{ ...at(convoy.stations!, 0), id: 'B7' }] }).B7);
  });
});
