/**
 * Test helper: the JSON Schema of the scenario format (docs/scenario.schema.json) compiled by ajv in
 * strict mode, and the checks that it and the Rust parser (`mpsim check`) agree on a case.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020';
import type { ErrorObject } from 'ajv';
import { expect } from 'vitest';
import { cliCheck } from './nativeCli';

/** Absolute path of a file of the repository. */
export const root = (path: string): string => fileURLToPath(new URL(`../../${path}`, import.meta.url));
/** A JSON file of the repository, parsed. */
export const readJson = (path: string): unknown => JSON.parse(readFileSync(root(path), 'utf8'));

/** Scenario JSON as the tests edit it. */
export type Json = Record<string, any>;

/** The schema as a parsed object. */
export const schema = readJson('docs/scenario.schema.json') as Json;
// Strict mode turns unknown keywords or misplaced constraints in the schema into compile errors;
// strictRequired is off because the one-of branches (`platform` or `routes`, `speedMps` or
// `segmentSpeedsMps`, the controller's `if` on `kind`) are bare `required` lists over properties
// declared beside them.
const ajv = new Ajv2020({ strict: true, strictRequired: false, allErrors: true });
const validate = ajv.compile(schema);

/** The schema's errors for `value` (empty when valid). */
export function errorsOf(value: unknown): ErrorObject[] {
  return validate(value) ? [] : [...(validate.errors ?? [])];
}

/** Schema errors, one per line, for assertion messages. */
export function show(errors: ErrorObject[]): string {
  return errors
    .map((e) => `${e.instancePath || '(root)'} ${e.keyword}: ${e.message} ${JSON.stringify(e.params)}`)
    .join('\n');
}

/** Asserts that both the schema and `mpsim check` accept `scenario`. */
export function expectBothAccept(scenario: unknown): void {
  const errors = errorsOf(scenario);
  expect(errors, show(errors)).toEqual([]);
  expect(cliCheck(scenario)).toEqual([]);
}

/** What the parser must print for a refused scenario: one exact line, or a pattern one line matches. */
export type ParserLine = string | RegExp;

/** Asserts that `mpsim check` refuses `scenario` with `line` among its messages. */
export function expectParserRefuses(scenario: unknown, line: ParserLine): void {
  const lines = cliCheck(scenario);
  const hit = lines.some((l) => (typeof line === 'string' ? l === line : line.test(l)));
  expect(hit, `expected the parser to print ${String(line)}, got:\n${lines.join('\n') || '(accepted)'}`).toBe(true);
}

/** Asserts that the schema reports `keyword` at `path` for `scenario`. */
export function expectSchemaError(scenario: unknown, path: string, keyword: string): void {
  const errors = errorsOf(scenario);
  const hit = errors.some((e) => e.instancePath === path && e.keyword === keyword);
  expect(hit, `expected ${keyword} at "${path}", got:\n${show(errors) || '(valid)'}`).toBe(true);
}

/** A way to break a valid scenario, where the schema reports it and what the parser says. */
export interface Broken {
  name: string;
  breakIt: (s: Json) => void;
  path: string;
  keyword: string;
  parser: ParserLine;
}

/** The parser's message for an unknown controller kind at `path` (it lists every kind). */
export const unknownKind = (path: string, kind: string): RegExp =>
  new RegExp(`^${path.replace(/[[\].]/g, '\\$&')}\\.kind: must be one of "kelly-voice", .*"udp", got "${kind}"$`);
