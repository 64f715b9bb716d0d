/**
 * The README's parameter table is the code table's (src/state/queryParams.ts) written out: a new
 * parameter is one row of the code table and the code that reads it;
 * `UPDATE_README=1 npx vitest run tests/unit/readmeParams.test.ts` rewrites the README's table.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUERY_PARAMS, type QueryParam } from '../../src/state/queryParams';
import { at } from '../../src/util/at';

const ROOT = resolve(__dirname, '../..');
const HEADER = '| parameter | values | effect |';

/** The README cells (parameter, values, effect) of one parameter of the code table. */
function row(name: string, param: QueryParam<unknown>): string[] {
  const shown = param.type === 'flag' ? `\`${name}=1\`` : `\`${name}=\``;
  const values =
    param.type === 'list'
      ? `\`${param.values.join(',')}\``
      : param.type === 'number' || param.type === 'choice'
        ? `\`${param.values.join(' ')}\``
        : (param.valuesDoc ?? '');
  return [shown, values, param.doc];
}

/** The trimmed cells of a Markdown table line (however it is padded). */
function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());
}

/** The rows of the parameter table in the README's section "Sharing, files and lessons". */
function readmeRows(readme: string): string[][] {
  const section = readme.split(/^## /m).find((s) => s.startsWith('Sharing, files and lessons'));
  expect(section, 'README section "Sharing, files and lessons"').toBeDefined();
  const lines = section!.split('\n');
  const start = lines.findIndex((l) => l.startsWith('|') && cells(l).join('|') === 'parameter|values|effect');
  expect(start, `README table header ${HEADER}`).toBeGreaterThanOrEqual(0);
  expect(cells(at(lines, start + 1)).every((c) => /^:?-+:?$/.test(c))).toBe(true);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(cells(line));
  }
  return rows;
}

/** `readme` with its parameter table's rows replaced by `rows`. */
function withRows(readme: string, rows: string[][]): string {
  const lines = readme.split('\n');
  const header = lines.findIndex((l) => l.startsWith('|') && cells(l).join('|') === 'parameter|values|effect');
  let end = header + 2;
  while (lines[end]?.startsWith('|')) end += 1;
  const table = rows.map((r) => `| ${r.join(' | ')} |`.replace(/\|  \|/g, '| |'));
  return [...lines.slice(0, header + 2), ...table, ...lines.slice(end)].join('\n');
}

describe('the README parameter table', () => {
  const expected = Object.entries(QUERY_PARAMS).map(([name, param]) => row(name, param as QueryParam<unknown>));
  if (process.env.UPDATE_README) {
    const path = resolve(ROOT, 'README.md');
    writeFileSync(path, withRows(readFileSync(path, 'utf8'), expected));
  }

  it('writes the rows it reads', () => {
    const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
    expect(readmeRows(withRows(readme, expected))).toEqual(expected);
  });

  it('lists every parameter of the code table with its values and effect, and no other', () => {
    const rows = readmeRows(readFileSync(resolve(ROOT, 'README.md'), 'utf8'));
    expect(rows.map((r) => /^`(\w+)=/.exec(at(r, 0))?.[1])).toEqual(Object.keys(QUERY_PARAMS));
    expect(rows).toEqual(expected);
  });

  it('fails on a README that disagrees with the code', () => {
    const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
    const withoutWorkers = readme.replace(/^\| `workers=`.*\n/m, '');
    const extra = readme.replace(/^(\| `speed=`.*\n)/m, '$1| `zoom=` | `1 2` | zoom |\n');
    const wrongValues = readme.replace('`0.5 1 2 4 8 16 32 64`', '`1 2 4`');
    for (const changed of [withoutWorkers, extra, wrongValues]) {
      expect(changed).not.toBe(readme);
      expect(readmeRows(changed)).not.toEqual(expected);
    }
  });
});
