/**
 * Mahimahi out then in: the opportunities read back in each window are within one packet of the
 * integral of the original capacity over that window divided by 1500 x 8 bits, for a constant, a
 * piecewise-linear and a looping law.
 */
import { describe, expect, it } from 'vitest';
import type { CapacityLaw } from '../../src/scenario/types';
import { capacityAt } from '../../src/realdata/trace/law';
import { csvFromSeries, mahimahiFromSeries } from '../../src/realdata/trace/exportTrace';
import { mahimahiTimestamps, windowCounts } from '../../src/realdata/trace/mahimahi';
import { parseTrace } from '../../src/realdata/trace/read';

/** The law sampled every 10 ms over `durationS`, as a run store holds it. */
function sampled(law: CapacityLaw, durationS: number) {
  const n = Math.round(durationS / 0.01) + 1;
  const timesS = Float64Array.from({ length: n }, (_, i) => i / 100);
  return { timesS, capacitiesMbps: timesS.map((t) => capacityAt(law, t)) };
}

/** Packets of `law` over (fromMs, toMs], by the trapezoid at 1 ms (exact: every kink is on a whole ms). */
function packetsOver(law: CapacityLaw, fromMs: number, toMs: number): number {
  let bits = 0;
  for (let m = fromMs; m < toMs; m++)
    bits += ((capacityAt(law, m / 1000) + capacityAt(law, (m + 1) / 1000)) / 2) * 1000;
  return bits / 12000;
}

function roundTrip(law: CapacityLaw, durationS: number, windowMs: number) {
  const text = mahimahiFromSeries(sampled(law, durationS));
  const read = mahimahiTimestamps(text, 'out.down');
  if (!read.ok) throw new Error('the export does not read back');
  const { counts } = windowCounts(read.value, windowMs);
  const worst = Array.from(counts, (count, k) =>
    Math.abs(count - packetsOver(law, k * windowMs, Math.min((k + 1) * windowMs, durationS * 1000))),
  );
  return { text, counts, worst: Math.max(...worst), periodMs: read.value[read.value.length - 1]! };
}

describe('Mahimahi round trip', () => {
  it('a constant 24 Mbps law: two packets every ms, 200 per 100 ms window', () => {
    const { text, counts, worst, periodMs } = roundTrip({ law: 'constant', capacityMbps: 24 }, 2, 100);
    expect(text.startsWith('1\n1\n2\n2\n3\n3\n')).toBe(true);
    expect(periodMs).toBe(2000);
    expect(Array.from(counts)).toEqual(new Array(20).fill(200));
    expect(worst).toBeLessThanOrEqual(1);
  });

  it('a piecewise-linear law (a dip from 30 to 2 Mbps and back)', () => {
    const law: CapacityLaw = {
      law: 'piecewise-linear',
      points: [
        { tS: 0, capacityMbps: 30 },
        { tS: 1.2, capacityMbps: 2 },
        { tS: 1.5, capacityMbps: 2 },
        { tS: 2.737, capacityMbps: 17.3 },
      ],
    };
    const { counts, worst } = roundTrip(law, 4, 100);
    // Window (1200, 1300] ms at 2 Mbps: 2e6 x 0.1 / 12000 = 16.67 packets.
    expect(Math.abs(counts[12]! - 16.67)).toBeLessThan(1);
    expect(worst).toBeLessThanOrEqual(1);
    expect(roundTrip(law, 4, 37).worst).toBeLessThanOrEqual(1);
  });

  it('a looping law (periodS 3 s) over three loops', () => {
    const law: CapacityLaw = {
      law: 'piecewise-linear',
      periodS: 3,
      points: [
        { tS: 0, capacityMbps: 5 },
        { tS: 2, capacityMbps: 40 },
      ],
    };
    const { counts, worst } = roundTrip(law, 9, 250);
    // Each loop is the same: window k and k + 12 hold the same count within one packet.
    for (let k = 0; k < 12; k++) expect(Math.abs(counts[k]! - counts[k + 12]!)).toBeLessThanOrEqual(1);
    expect(worst).toBeLessThanOrEqual(1);
  });

  it('the parsed trace gives back the capacities within one packet per window, in Mbps', () => {
    const law: CapacityLaw = { law: 'constant', capacityMbps: 7.3 };
    const out = parseTrace(mahimahiFromSeries(sampled(law, 3)), 'x.down', { windowMs: 100 });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    for (const c of out.value.capacitiesMbps) expect(Math.abs(c - 7.3)).toBeLessThanOrEqual(0.12);
  });

  it('CSV out then in gives the samples back exactly', () => {
    const series = sampled(
      {
        law: 'piecewise-linear',
        points: [
          { tS: 0, capacityMbps: 1.25 },
          { tS: 1, capacityMbps: 9 },
        ],
      },
      1,
    );
    const out = parseTrace(csvFromSeries(series), 'x.csv', { windowMs: 100 });
    expect(out.ok && Array.from(out.value.capacitiesMbps)).toEqual(Array.from(series.capacitiesMbps));
    expect(out.ok && Array.from(out.value.timesS)).toEqual(Array.from(series.timesS));
  });

  it('capacityAt loops like the solver (tests of solver/src/capacity.rs)', () => {
    const law: CapacityLaw = {
      law: 'piecewise-linear',
      periodS: 20,
      points: [
        { tS: 10, capacityMbps: 20 },
        { tS: 20, capacityMbps: 5 },
      ],
    };
    expect([10, 15, 20, 25, 30, 35, 45, 5, 0].map((t) => capacityAt(law, t))).toEqual([
      20, 12.5, 5, 12.5, 20, 12.5, 12.5, 12.5, 5,
    ]);
  });
});
