/**
 * Generates `src/scenario/types.ts` from the scenario schema (docs/scenario.schema.json): the
 * schema's TypeScript view (schemaTsView.mjs) compiled by json-schema-to-typescript, formatted by
 * the repository's Prettier configuration. Pure: the schema in, the file's text out, so a test can
 * compare the checked-in file with a fresh generation.
 */
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';
import * as prettier from 'prettier';
import { TYPE_NAME, schemaTsView } from './schemaTsView.mjs';

/** Absolute path of the generated file. */
export const TYPES_PATH = fileURLToPath(new URL('../src/scenario/types.ts', import.meta.url));
/** Absolute path of the schema it is generated from. */
export const SCHEMA_PATH = fileURLToPath(new URL('../docs/scenario.schema.json', import.meta.url));

/** The first lines of the generated file. */
export const BANNER = `/**
 * Scenario format v1 as TypeScript types: generated from docs/scenario.schema.json by
 * scripts/gen-types.mjs; do not edit; run npm run gen:types. Hand-written companions (format
 * constants, controller helpers, friendly aliases) are in src/scenario/format.ts.
 */`;

/** The text of `src/scenario/types.ts` for `schema` (a parsed scenario schema). */
export async function schemaToTypes(schema) {
  const view = schemaTsView(schema);
  const text = await compile(view, view[TYPE_NAME], {
    bannerComment: BANNER,
    additionalProperties: false,
    customName: (node) => node[TYPE_NAME],
    declareExternallyReferenced: true,
    unreachableDefinitions: false,
    ignoreMinAndMaxItems: true,
    strictIndexSignatures: false,
    unknownAny: true,
    format: false,
  });
  const config = (await prettier.resolveConfig(TYPES_PATH)) ?? {};
  return prettier.format(text, { ...config, filepath: TYPES_PATH });
}
