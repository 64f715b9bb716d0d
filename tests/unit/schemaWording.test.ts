/**
 * The schema's descriptions are the field help a student reads ("?" beside every field): full
 * sentences, and a switch says what on and off do rather than "true:"/"false takes ...".
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const schema = JSON.parse(readFileSync(resolve(__dirname, '../../docs/scenario.schema.json'), 'utf8')) as unknown;

/** Every `description` in the schema, with its path. */
function descriptions(node: unknown, path = ''): Array<[string, string]> {
  if (Array.isArray(node)) return node.flatMap((v, k) => descriptions(v, `${path}[${k}]`));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'description' && typeof value === 'string'
      ? [[path, value] as [string, string]]
      : descriptions(value, `${path}/${key}`),
  );
}

describe('every schema description reads as help text', () => {
  const all = descriptions(schema);

  it('there are many (the schema is the one source of the help)', () => {
    expect(all.length).toBeGreaterThan(100);
  });

  it('starts with a capital (or a number, a quote, a bracket) and ends with a full stop', () => {
    const bad = all.filter(([, d]) => !/^[A-Z0-9"(]/.test(d) || !/\.\)?$/.test(d.trim()));
    expect(bad).toEqual([]);
  });

  it('never uses a bare true or false: it says what on and off do', () => {
    expect(all.filter(([, d]) => /\b(true|false)\b/.test(d))).toEqual([]);
  });
});
