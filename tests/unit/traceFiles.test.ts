/** The shipped traces (public/traces/): made by scripts/make-traces.mjs, the same every time, and readable. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTraces } from '../../scripts/make-traces.mjs';
import { parseTrace } from '../../src/realdata/trace/read';
import { capacityAt, traceLaw } from '../../src/realdata/trace/law';
import { detectKind } from '../../src/realdata/kinds';
import { ROOT } from './nativeCli';

const shipped = (name: string) => readFileSync(resolve(ROOT, 'public/traces', name), 'utf8');

describe('shipped traces', () => {
  it('the script makes exactly the committed files, each under 100 kB', () => {
    const made = makeTraces();
    expect(Object.keys(made).sort()).toEqual([
      'lte-drive.csv',
      'lte-drive.down',
      'wifi-outages.csv',
      'wifi-outages.down',
    ]);
    for (const [name, text] of Object.entries(made)) {
      expect(shipped(name), name).toBe(text);
      expect(text.length).toBeLessThan(100_000);
    }
  });

  it('each reads as a trace of 30 s; the Mahimahi and CSV forms agree within the window', () => {
    for (const stem of ['lte-drive', 'wifi-outages']) {
      const down = shipped(`${stem}.down`);
      const csv = shipped(`${stem}.csv`);
      expect(detectKind(`${stem}.down`, down.slice(0, 4096))).toBe('trace');
      expect(detectKind(`${stem}.csv`, csv.slice(0, 4096))).toBe('trace');
      const m = parseTrace(down, `${stem}.down`, { windowMs: 1000 });
      const c = parseTrace(csv, `${stem}.csv`, { windowMs: 1000 });
      if (!m.ok || !c.ok) throw new Error('refused');
      expect(m.value.periodS).toBeCloseTo(30, 1);
      const mean = (xs: Float64Array) => xs.reduce((a, b) => a + b, 0) / xs.length;
      // Whole-trace means: the 1 s windows against the 100 ms samples, within 5 %.
      expect(mean(m.value.capacitiesMbps) / mean(c.value.capacitiesMbps)).toBeCloseTo(1, 1);
    }
  });

  it('the LTE drive dips at the 20 s handover; the WiFi trace has its 12-13.5 s outage at the floor', () => {
    const lte = parseTrace(shipped('lte-drive.csv'), 'lte-drive.csv', { windowMs: 100 });
    const wifi = parseTrace(shipped('wifi-outages.down'), 'wifi-outages.down', { windowMs: 100 });
    if (!lte.ok || !wifi.ok) throw new Error('refused');
    expect(capacityAt(traceLaw(lte.value, false), 20)).toBe(0.012);
    expect(capacityAt(traceLaw(lte.value, false), 19.9)).toBe(3.362);
    expect(capacityAt(traceLaw(wifi.value, true), 13.05)).toBe(0.012);
    expect(wifi.value.flooredPoints).toBeGreaterThanOrEqual(15);
  });
});
