/**
 * CSV of a run, the same text as `mpsim run`: the layout's columns in row order with their names as
 * the header (`t_s,x:<route>...,c:<resource>...` and any column the solver adds, a packet run's
 * `g:<route>` goodput among them), then one line per
 * sample, numbers written as Rust writes them (shortest round-trip digits, never in exponent notation),
 * so a CSV from the browser and one from the CLI can be compared byte for byte. Text cells go
 * through `csvField` (quoted, and escaped against spreadsheet formulas).
 */
import type { RunStore } from '../store/runStore';

/** First characters that make a spreadsheet read a cell as a formula (OWASP, "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * `text` as one CSV text cell (a header, a label; never a number the app wrote, see formatF64).
 * The rule of every CSV the app writes:
 * - a text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return gets a single quote
 *   in front and is quoted (`=1+1` is written `"'=1+1"`), so a spreadsheet shows it as text and
 *   never runs it as a formula (OWASP's advice against CSV injection);
 * - a text cell holding a comma, a double quote or a line break is quoted, quotes doubled (RFC 4180);
 * - numbers are written by formatF64 and never escaped: `-1.5` stays a number.
 */
export function csvField(text: string): string {
  if (FORMULA_START.test(text)) return `"'${text.replace(/"/g, '""')}"`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** `v` as Rust's `f64` Display writes it. */
export function formatF64(v: number): string {
  if (Number.isNaN(v)) return 'NaN';
  if (!Number.isFinite(v)) return v > 0 ? 'inf' : '-inf';
  if (Object.is(v, -0)) return '-0';
  const text = String(v);
  const e = text.indexOf('e');
  if (e < 0) return text;
  // Expand d.ddde±x into plain decimal digits.
  const negative = text.startsWith('-');
  const mantissa = text.slice(negative ? 1 : 0, e);
  const exponent = Number(text.slice(e + 1));
  const [whole = '', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + exponent;
  let out: string;
  if (point <= 0) out = `0.${'0'.repeat(-point)}${digits}`;
  else if (point >= digits.length) out = digits + '0'.repeat(point - digits.length);
  else out = `${digits.slice(0, point)}.${digits.slice(point)}`;
  return (negative ? '-' : '') + out;
}

/**
 * The run in `store` as CSV text (only the samples stored so far). A store that decimated a long
 * run (see RunStore) no longer has every sample: its CSV starts with a `#` line that says so (each
 * pair of rows is the minimum and the maximum of each column over a bucket of samples); `mpsim run`
 * writes every sample of such a run.
 */
export function runCsv(store: RunStore): string {
  const lines = store.decimated
    ? [
        `# decimated: each pair of rows holds the minimum and the maximum of every column over ${2 * store.decimation} samples (${store.samples} samples in ${store.length} rows); mpsim run writes every sample`,
      ]
    : [];
  lines.push(store.columnNames.map(csvField).join(','));
  const columns = store.columnNames.map((name) => store.column(name)!);
  // i < store.length: a stored row of every column.
  for (let i = 0; i < store.length; i += 1) lines.push(columns.map((c) => formatF64(c[i]!)).join(','));
  return `${lines.join('\n')}\n`;
}
