import { readFileSync } from 'node:fs';
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
      : param.type === 'number'
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

describe('the README parameter table', () => {
  const expected = Object.entries(QUERY_PARAMS).map(([name, param]) => row(name, param as QueryParam<unknown>));

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
