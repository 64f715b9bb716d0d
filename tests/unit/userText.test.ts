/**
 * User text stays text: the export escaping drops what XML cannot hold, and the list of the
 * schema's free-text fields is the one the injection e2e test (tests/e2e/injection.spec.ts) fills
 * with markup, so a new free-text field must be added there too.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { escapeXml } from '../../src/charts/xmlText';

const schema = JSON.parse(readFileSync(resolve(__dirname, '../../docs/scenario.schema.json'), 'utf8'));

/** Names of the string properties that take free text (no pattern, const or enum), at any depth. */
function freeTextFields(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => freeTextFields(n, found));
  else if (typeof node === 'object' && node !== null) {
    const o = node as Record<string, unknown>;
    if (typeof o.properties === 'object' && o.properties !== null) {
      for (const [name, raw] of Object.entries(o.properties as Record<string, Record<string, unknown>>)) {
        const ref = typeof raw.$ref === 'string' ? schema.$defs[raw.$ref.replace('#/$defs/', '')] : {};
        const field = { ...ref, ...raw };
        if (field.type === 'string' && !field.pattern && !('const' in field) && !field.enum) found.add(name);
      }
    }
    Object.values(o).forEach((v) => freeTextFields(v, found));
  }
  return found;
}

describe('user text', () => {
  it('the free-text fields of the schema are the ones the injection test fills', () => {
    expect([...freeTextFields(schema)].sort()).toEqual([
      'description',
      'explanation',
      'group',
      'label',
      'question',
      'summary',
      'text',
      'title',
    ]);
  });

  it('escapes markup and drops characters XML cannot hold in exports', () => {
    expect(escapeXml('<img src=x onerror="a()">&')).toBe('&lt;img src=x onerror=&quot;a()&quot;&gt;&amp;');
    expect(escapeXml('a\u0000b\u0007c\u001bd\ttab\nnl')).toBe('abcd\ttab\nnl');
    expect(escapeXml('x\uFFFEy\uD800z\uDC00w')).toBe('xyzw');
    expect(escapeXml('pair \uD83D\uDE80 kept')).toBe('pair \uD83D\uDE80 kept');
  });
});
