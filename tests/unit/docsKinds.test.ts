/**
 * docs/scenario.md's table of controller kinds is the schema's (docs/scenario.schema.json) written
 * out: each kind of the `controller` oneOf, in its order, with its fields and the description of
 * its `kind`. A new kind is its schema variant (and its law); `UPDATE_DOCS=1 npx vitest run
 * tests/unit/docsKinds.test.ts` rewrites the table.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const DOC = resolve(ROOT, 'docs/scenario.md');
const HEADER = '| `kind` | Fields | Meaning |';

interface Variant {
  properties: Record<string, { const?: string; description?: string }>;
}

/** The table's rows from the schema: `kind`, fields, meaning. */
function schemaRows(): string[] {
  const schema = JSON.parse(readFileSync(resolve(ROOT, 'docs/scenario.schema.json'), 'utf8')) as {
    $defs: Record<string, unknown>;
  };
  const defs = schema.$defs as Record<string, Variant> & { controller: { oneOf: { $ref: string }[] } };
  return defs.controller.oneOf.map(({ $ref }) => {
    const name = $ref.split('/').pop() ?? '';
    const variant = defs[name];
    if (!variant) throw new Error(`schema: ${$ref} not found`);
    const { kind, ...fields } = variant.properties;
    const names = Object.keys(fields).map((f) => `\`${f}\``);
    return `| \`${kind?.const}\` | ${names.join(', ')} | ${(kind?.description ?? '').replace(/\|/g, '\\|')} |`;
  });
}

/** `doc` with the kinds table's rows replaced by `rows`. */
function withRows(doc: string, rows: string[]): string {
  const lines = doc.split('\n');
  const header = lines.indexOf(HEADER);
  if (header < 0) throw new Error(`docs/scenario.md: no table headed ${HEADER}`);
  let end = header + 2;
  while (lines[end]?.startsWith('|')) end += 1;
  return [...lines.slice(0, header + 2), ...rows, ...lines.slice(end)].join('\n');
}

/** The kinds table's rows as the doc has them. */
function docRows(doc: string): string[] {
  const lines = doc.split('\n');
  const header = lines.indexOf(HEADER);
  const rows: string[] = [];
  for (let i = header + 2; header >= 0 && lines[i]?.startsWith('|'); i += 1) rows.push(lines[i] ?? '');
  return rows;
}

describe("docs/scenario.md's controller kinds", () => {
  if (process.env.UPDATE_DOCS) writeFileSync(DOC, withRows(readFileSync(DOC, 'utf8'), schemaRows()));

  it("are the schema's, in its order, with its fields and meanings", () => {
    const rows = docRows(readFileSync(DOC, 'utf8'));
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(rows).toEqual(schemaRows());
  });

  it('fail when the doc misses a kind', () => {
    const doc = readFileSync(DOC, 'utf8');
    const without = withRows(
      doc,
      schemaRows().filter((r) => !r.startsWith('| `olia`')),
    );
    expect(docRows(without)).not.toEqual(schemaRows());
  });
});
