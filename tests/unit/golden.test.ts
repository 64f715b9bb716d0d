/**
 * Golden outputs (issue 21 item 5): every preset with both engines, through the release `mpsim`,
 * must give the summary and the first and last CSV rows checked in under tests/golden/engines
 * (numbers to 4 significant digits). A change of output that is meant is written with
 * `node scripts/golden.mjs --update` and shows in the commit's diff.
 */
import { describe, expect, it } from 'vitest';
import {
  ENGINES,
  checkPreset,
  edgeRowsCsv,
  lineDiff,
  presetNames,
  roundJson,
  roundNumber,
} from '../../scripts/golden.mjs';
import { mpsimPath } from './nativeCli';

describe('golden outputs of every preset and engine', () => {
  mpsimPath();
  for (const preset of presetNames())
    for (const engine of ENGINES)
      it(`${preset} (${engine})`, { timeout: 120_000 }, () => {
        expect(checkPreset(preset, engine).join('\n\n')).toBe('');
      });
});

describe('the golden files round and cut as documented', () => {
  it('rounds to 4 significant digits', () => {
    expect(roundNumber(13.61234)).toBe('13.61');
    expect(roundNumber(0.000123456)).toBe('0.0001235');
    expect(roundNumber(-0)).toBe('0');
    expect(roundJson('{"a":[1.23456,{"b":99999}]}')).toBe(
      '{\n  "a": [\n    1.235,\n    {\n      "b": 100000\n    }\n  ]\n}\n',
    );
  });

  it('keeps the header and 20 rows from each end', () => {
    const rows = Array.from({ length: 50 }, (_, i) => `${i},${i / 3}`);
    const cut = edgeRowsCsv(['t_s,x:a', ...rows].join('\n')).split('\n');
    expect(cut[0]).toBe('t_s,x:a');
    expect(cut[1]).toBe('0,0');
    expect(cut[20]).toBe('19,6.333');
    expect(cut[21]).toBe('# 10 rows not kept (50 in all)');
    expect(cut[41]).toBe('49,16.33');
  });

  it('names the lines that differ', () => {
    expect(lineDiff('a\nb\nc', 'a\nB\nc')).toBe('  line 2: - b\n  line 2: + B');
  });
});
