/**
 * A whole run's traces as one zip (fflate): a folder named after the scenario holding, per path
 * (route), a Mahimahi trace and a CSV, a constant uplink trace and a README on replaying them.
 */
import { strToU8, zipSync } from 'fflate';
import type { RunStore } from '../../store/runStore';
import { csvFromSeries, mahimahiFromSeries, type CapacitySeries } from './exportTrace';
import { routeSeries, safeName } from './runTraces';
import { mmDelayMs, readmeText, type ReadmePath } from './readme';

/** The uplink trace of every path: one 1500-byte opportunity per ms (12 Mbps), looping. */
export const UPLINK_TRACE = '1\n';

/** The uplink's file name. */
export const UPLINK_FILE = 'uplink-12mbps.up';

/** Least, mean (over time, linear between samples) and largest of a series, Mbps. */
function stats(series: CapacitySeries): { minMbps: number; meanMbps: number; maxMbps: number } {
  const { timesS: t, capacitiesMbps: c } = series;
  let min = Infinity;
  let max = -Infinity;
  let area = 0;
  for (let i = 0; i < c.length; i++) {
    min = Math.min(min, c[i]!);
    max = Math.max(max, c[i]!);
    if (i > 0) area += ((c[i]! + c[i - 1]!) / 2) * (t[i]! - t[i - 1]!);
  }
  const span = t.length > 1 ? t[t.length - 1]! - t[0]! : 0;
  return { minMbps: min, maxMbps: max, meanMbps: span > 0 ? area / span : (c[0] ?? 0) };
}

/** The files of the export, by path inside the zip (`<folder>/<file>`). */
export function traceFiles(store: RunStore, folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  const paths: ReadmePath[] = [];
  const used = new Set<string>();
  for (const route of store.layout.routes) {
    let name = safeName(route.id);
    for (let i = 2; used.has(name); i++) name = `${safeName(route.id)}-${i}`;
    used.add(name);
    const series = routeSeries(store, route);
    const downFile = `${name}.down`;
    const csvFile = `${name}.csv`;
    files[`${folder}/${downFile}`] = mahimahiFromSeries(series);
    files[`${folder}/${csvFile}`] = csvFromSeries(series);
    const delayMs = mmDelayMs(route.forwardMs, route.feedbackMs);
    paths.push({
      id: route.id,
      via: route.resources,
      downFile,
      csvFile,
      forwardMs: route.forwardMs,
      feedbackMs: route.feedbackMs,
      delayMs,
      ...stats(series),
    });
  }
  files[`${folder}/${UPLINK_FILE}`] = UPLINK_TRACE;
  const layout = store.layout;
  const run = {
    title: layout.title,
    durationS: layout.durationS,
    sampleEveryS: layout.sampleEveryS,
    decimated: store.decimated,
    uplinkFile: UPLINK_FILE,
  };
  files[`${folder}/README.txt`] = readmeText(run, paths);
  return files;
}

/** The zip's bytes: the folder `<stem>-traces/` with every path's traces and the README. */
export function tracesZip(store: RunStore, stem: string): Uint8Array {
  const files = traceFiles(store, `${stem}-traces`);
  const entries = Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]));
  return zipSync(entries, { level: 6, mtime: new Date(2000, 0, 1) });
}
