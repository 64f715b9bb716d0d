/**
 * A capacity over time written as a Mahimahi trace (one line per 1500-byte delivery opportunity)
 * and as a `time_s,mbps` CSV. The capacity is linear between its samples; its integral, counted in
 * 1500-byte packets, crosses the next whole packet at some instant, and the opportunity is written
 * at the first whole millisecond at or after it: an opportunity at ms m when the packets sent by m
 * pass a whole number that they had not passed by m - 1.
 */
import { PACKET_BITS } from './constants';

/** A capacity sampled over time: times in seconds (non-decreasing), Mbps at each. */
export interface CapacitySeries {
  timesS: ArrayLike<number>;
  capacitiesMbps: ArrayLike<number>;
}

/** Packets (of PACKET_BITS) a capacity linear between samples delivers from the first time to each whole ms. */
function packetsAtEachMs(series: CapacitySeries): Float64Array {
  const { timesS: t, capacitiesMbps: c } = series;
  const n = t.length;
  const endMs = Math.round((t[n - 1]! - t[0]!) * 1000);
  const packets = new Float64Array(endMs + 1);
  // Packets of one Mbps held one second.
  const perMbpsS = 1e6 / PACKET_BITS;
  if (n === 1) return packets;
  // Packets delivered by each sample (the trapezoid is exact for a linear capacity).
  const cum = new Float64Array(n);
  for (let i = 1; i < n; i++) cum[i] = cum[i - 1]! + ((c[i - 1]! + c[i]!) / 2) * (t[i]! - t[i - 1]!) * perMbpsS;
  let k = 0;
  for (let m = 1; m <= endMs; m++) {
    const tS = Math.min(t[0]! + m / 1000, t[n - 1]!);
    while (k < n - 2 && t[k + 1]! <= tS) k++;
    const span = t[k + 1]! - t[k]!;
    const cNow = span > 0 ? c[k]! + ((tS - t[k]!) / span) * (c[k + 1]! - c[k]!) : c[k + 1]!;
    packets[m] = cum[k]! + ((c[k]! + cNow) / 2) * (tS - t[k]!) * perMbpsS;
  }
  return packets;
}

/** The capacity as a Mahimahi trace's text (ms from the series' first time); at least one line. */
export function mahimahiFromSeries(series: CapacitySeries): string {
  if (series.timesS.length === 0) throw new Error('a capacity series needs at least one sample');
  const packets = packetsAtEachMs(series);
  const chunks: string[] = [];
  let lines = 0;
  let sent = 0;
  for (let m = 1; m < packets.length; m++) {
    const whole = Math.floor(packets[m]! + 1e-9);
    for (; sent < whole; sent++) {
      chunks.push(`${m}\n`);
      lines++;
    }
  }
  // mm-link needs a line and a last timestamp > 0: a run too slow for one packet gets one at its end.
  if (lines === 0) chunks.push(`${Math.max(1, packets.length - 1)}\n`);
  return chunks.join('');
}

/** The capacity as CSV: the header `time_s,mbps`, then one row per sample. */
export function csvFromSeries(series: CapacitySeries): string {
  const rows = ['time_s,mbps'];
  for (let i = 0; i < series.timesS.length; i++) rows.push(`${series.timesS[i]},${series.capacitiesMbps[i]}`);
  return `${rows.join('\n')}\n`;
}
