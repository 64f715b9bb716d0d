/**
 * CSV of a comparison: every controller's run in one file, a column per controller and series. The
 * header is `t_s` then, for each controller in order, its run's columns (as `mpsim run` names them)
 * prefixed with its label and a slash, e.g. `LIA/x:head-B1`; a label with a comma, a quote or a
 * line break is quoted as RFC 4180 says, and one that starts like a spreadsheet formula (`=`, `+`,
 * `-`, `@`, tab, CR) is escaped (`csvField`). Rows are the samples every run has stored (the variants of
 * one scenario sample at the same times), numbers as `runCsv` writes them. As in `runCsv`, a
 * decimated run is announced by a leading `#` line.
 */
import { csvField, formatF64 } from '../share/csv';
import { TIME_COLUMN } from './columnNames';
import type { RunStore } from './runStore';

/** One controller's run: its label and store. */
export interface LabelledRun {
  label: string;
  store: RunStore;
}

/** The comparison's runs as one CSV text (the rows every run has stored so far). */
export function comparisonCsv(runs: readonly LabelledRun[]): string {
  const [first] = runs;
  if (!first) return '';
  const lines: string[] = [];
  const decimated = runs.find((r) => r.store.decimated);
  if (decimated)
    lines.push(
      `# decimated: each pair of rows holds the minimum and the maximum of every column over ${2 * decimated.store.decimation} samples; mpsim run --variant writes every sample`,
    );
  const header = [TIME_COLUMN];
  const columns: Float64Array[] = [first.store.column(TIME_COLUMN)!];
  for (const { label, store } of runs) {
    for (const name of store.columnNames) {
      if (name === TIME_COLUMN) continue;
      header.push(csvField(`${label}/${name}`));
      columns.push(store.column(name)!);
    }
  }
  lines.push(header.join(','));
  const length = Math.min(...runs.map((r) => r.store.length));
  // i < length: a stored row of every run's columns.
  for (let i = 0; i < length; i += 1) lines.push(columns.map((c) => formatF64(c[i]!)).join(','));
  return `${lines.join('\n')}\n`;
}
