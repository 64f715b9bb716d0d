/**
 * Writes the two link traces the playground ships (public/traces/), made here from a documented
 * model with a seeded random generator, so the same files come out every time:
 *
 * - lte-drive: a car at 15 m/s passing two LTE cells (A at x = 0, B at x = 600 m, both 100 m off
 *   the road), served by A until a handover to B at 20 s. SNR = 30 dB - 35 log10(d / 100 m)
 *   (a path-loss exponent of 3.5) + shadowing (AR(1), 4 dB, correlation 1 s) + fast fading (AR(1),
 *   2 dB, 50 ms); capacity = 10 MHz x 0.75 x log2(1 + SNR) shared by 10 users, at most 15 Mbps;
 *   the handover interrupts the link for 50 ms (no capacity).
 * - wifi-outages: a WiFi link of 6 Mbps mean (a shared 802.11 cell at range) varying by contention
 *   (AR(1), 30 %, 0.5 s), with outages: Poisson, one per 8 s on average, each of exponential
 *   length (mean 0.8 s), and one fixed outage from 12.0 s to 13.5 s.
 *
 * Both last 30 s, sampled every 10 ms, and are written as a Mahimahi trace (<name>.down: one line
 * per 1500-byte opportunity, the integral of the capacity as in src/realdata/trace/exportTrace.ts)
 * and as time_s,mbps CSV (<name>.csv, every 100 ms). Usage: node scripts/make-traces.mjs [outDir].
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { mulberry32 } from './seededRandom.mjs';

/** A standard normal from a uniform generator (Box-Muller). */
function normal(random) {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** An AR(1) process of standard deviation `sigma` and correlation time `tauS`, stepped every `dtS`. */
function ar1(random, sigma, tauS, dtS) {
  const rho = Math.exp(-dtS / tauS);
  let x = sigma * normal(random);
  return () => (x = rho * x + sigma * Math.sqrt(1 - rho * rho) * normal(random));
}

const DT_S = 0.01;
const DURATION_S = 30;
const STEPS = Math.round(DURATION_S / DT_S);

/** The LTE drive's capacity every 10 ms, Mbps. */
function lteDrive() {
  const random = mulberry32(26001);
  const shadow = ar1(random, 4, 1, DT_S);
  const fading = ar1(random, 2, 0.05, DT_S);
  const out = [];
  for (let i = 0; i <= STEPS; i++) {
    const t = i * DT_S;
    const x = 15 * t;
    const cellX = t < 20 ? 0 : 600;
    const d = Math.hypot(x - cellX, 100);
    const snrDb = 30 - 35 * Math.log10(d / 100) + shadow() + fading();
    const mbps = Math.min(15, (10 * 0.75 * Math.log2(1 + 10 ** (snrDb / 10))) / 10);
    out.push(t >= 20 && t < 20.05 ? 0 : mbps);
  }
  return out;
}

/** The WiFi link's capacity every 10 ms, Mbps. */
function wifiOutages() {
  const random = mulberry32(26002);
  const contention = ar1(random, 0.3, 0.5, DT_S);
  const outages = [[12, 13.5]];
  for (let t = -8 * Math.log(1 - random()); t < DURATION_S; t += -8 * Math.log(1 - random()))
    outages.push([t, t - 0.8 * Math.log(1 - random())]);
  const out = [];
  for (let i = 0; i <= STEPS; i++) {
    const t = i * DT_S;
    const down = outages.some(([a, b]) => t >= a && t < b);
    out.push(down ? 0 : Math.max(0.5, 6 * (1 + contention())));
  }
  return out;
}

/** Mahimahi text of a capacity sampled every DT_S (linear between samples), ms from 0. */
function mahimahi(mbps) {
  const lines = [];
  let packets = 0;
  let sent = 0;
  const endMs = Math.round((mbps.length - 1) * DT_S * 1000);
  const perMs = 10; // ms per sample
  for (let m = 1; m <= endMs; m++) {
    const k = Math.floor((m - 1) / perMs);
    const f0 = (m - 1 - k * perMs) / perMs;
    const f1 = (m - k * perMs) / perMs;
    const c0 = mbps[k] + f0 * (mbps[k + 1] - mbps[k]);
    const c1 = mbps[k] + f1 * (mbps[k + 1] - mbps[k]);
    packets += (((c0 + c1) / 2) * 1000) / 12000;
    for (; sent < Math.floor(packets + 1e-9); sent++) lines.push(String(m));
  }
  return `${lines.join('\n')}\n`;
}

/** CSV text of the capacity every 100 ms. */
function csv(mbps) {
  const rows = ['time_s,mbps'];
  for (let i = 0; i < mbps.length; i += 10) rows.push(`${(i * DT_S).toFixed(1)},${mbps[i].toFixed(3)}`);
  return `${rows.join('\n')}\n`;
}

/** The files, by name. */
export function makeTraces() {
  const files = {};
  for (const [name, mbps] of [
    ['lte-drive', lteDrive()],
    ['wifi-outages', wifiOutages()],
  ]) {
    files[`${name}.down`] = mahimahi(mbps);
    files[`${name}.csv`] = csv(mbps);
  }
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../public/traces'));
  mkdirSync(outDir, { recursive: true });
  for (const [name, text] of Object.entries(makeTraces())) {
    writeFileSync(resolve(outDir, name), text);
    console.log(`wrote ${resolve(outDir, name)} (${text.length} bytes)`);
  }
}
