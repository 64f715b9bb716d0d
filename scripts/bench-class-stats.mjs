// Small helpers of scripts/bench-class.mjs: percentiles, a process's memory and CPU from /proc, the
// machine's load, and sums over the load generators' results.
import { cpus, loadavg } from 'node:os';
import { readFileSync } from 'node:fs';

export const pct = (xs, p) => {
  if (!xs.length) return NaN;
  const s = Float64Array.from(xs).sort();
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
export const ms = (x) => (Number.isFinite(x) ? `${x.toFixed(1)} ms` : 'n/a');
export const dist = (xs) => `p50 ${ms(pct(xs, 50))}, p99 ${ms(pct(xs, 99))}, max ${ms(pct(xs, 100))} (n=${xs.length})`;
export const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
export const cpuTicks = (pid) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(f[11]) + Number(f[12]);
};
export const uptime = () =>
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(', ')} on ${cpus().length} cores`;

export const concat = (results, key) => results.flatMap((r) => r[key]);
export const sum = (results, f) => results.reduce((n, r) => n + f(r), 0);
