/**
 * The page's sweeps: the fields offered (named as `mpsim sweep --set` names them), the axes, and
 * a sweep point through the wasm solver equal to the run of the scenario edited by hand.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { axisValues, numericPaths, valueAt } from '../../src/sweep/paths';
import { readAxis } from '../../src/sweep/SweepDialog';
import { ScenarioError, Solver } from '../../src/solver/wasm';
import { mpsim, ROOT } from './nativeCli';
import { at } from '../../src/util/at';

let solver: Solver;
beforeAll(async () => {
  solver = await Solver.fromBytes(readFileSync(resolve(ROOT, 'src/wasm/mpsolver.wasm')));
});
const presetText = (name: string) => readFileSync(resolve(ROOT, `public/scenarios/${name}.json`), 'utf8');

describe('sweep fields and axes', () => {
  it("offers III-D's numbers by id, skips its notes, and reads them back", () => {
    const s = JSON.parse(presetText('III-D'));
    const paths = numericPaths(s);
    expect(paths).toContain('stations.B1.capacityMbps');
    expect(paths).toContain('stations.B3.position.xM');
    expect(paths).toContain('solver.dtS');
    expect(paths.some((p) => p.startsWith('meta.'))).toBe(false);
    expect(valueAt(s, 'stations.B1.capacityMbps')).toBe(s.stations[0].capacityMbps);
    expect(valueAt(s, 'solver.dtS')).toBe(0.001);
    expect(valueAt(s, 'stations.B9.capacityMbps')).toBeUndefined();
  });

  it('spaces an axis as FROM:TO:STEPS does and names what is wrong', () => {
    expect(axisValues(10, 30, 5)).toEqual([10, 15, 20, 25, 30]);
    expect(axisValues(4, 9, 1)).toEqual([4]);
    expect(readAxis({ path: 'a', from: '1', to: '2', steps: '3' }, 'Field', 50)).toEqual([1, 1.5, 2]);
    expect(readAxis({ path: 'a', from: 'x', to: '2', steps: '3' }, 'Field', 50)).toBe(
      'Field from: must be a number, got "x"',
    );
    expect(readAxis({ path: 'a', from: '1', to: '2', steps: '99' }, 'Field', 50)).toBe(
      'Field steps: a whole number from 1 to 50, got "99"',
    );
    expect(readAxis({ path: ' ', from: '1', to: '2', steps: '3' }, 'Field', 50)).toBe('Field: choose a field');
  });
});

describe('a sweep point through the wasm solver', () => {
  it('is the run of the scenario with the value set, cell for cell as the CLI sweep writes it', () => {
    const text = presetText('III-B');
    const swept = solver.summaryWith(text, [['stations.B1.capacityMbps', 25]]);
    const edited = JSON.parse(text);
    edited.stations[0].capacityMbps = 25;
    expect(swept).toEqual(solver.summary(JSON.stringify(edited)));
    const csv = mpsim('sweep', 'III-B', '--set', 'stations.B1.capacityMbps=25:25:1').trim().split('\n');
    const header = at(csv, 0).split(',');
    const row = at(csv, 1).split(',');
    expect(Number(row[header.indexOf('source.fleet.meanMbps')])).toBe(at(swept.sources, 0).total.meanMbps);
  });

  it('names a path the scenario does not have', () => {
    try {
      solver.summaryWith(presetText('III-B'), [['stations.B9.capacityMbps', 1]]);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ScenarioError);
      expect((e as ScenarioError).errors[0]).toBe(
        '--set stations.B9.capacityMbps: stations has no element with id or index "B9"',
      );
    }
  });
});
