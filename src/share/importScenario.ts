/**
 * Reading a scenario from a file's text: JSON first, then the solver's own validation, so a bad
 * file gets the same field-named messages as everywhere else and replaces nothing.
 */
import type { Scenario } from '../scenario/types';
import type { Solver } from '../solver/wasm';

/** Files larger than this are refused before parsing, bytes. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** The scenario in `text`, or the reasons it cannot be loaded (prefixed with the file name). */
export function readScenarioText(
  solver: Solver,
  name: string,
  text: string,
): { scenario: Scenario } | { errors: string[] } {
  if (text.length > MAX_FILE_BYTES)
    return { errors: [`${name}: the file is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { errors: [`${name}: not valid JSON (${(error as Error).message})`] };
  }
  const errors = solver.check(JSON.stringify(value));
  if (errors.length > 0) return { errors: errors.map((e) => `${name}: ${e}`) };
  return { scenario: value as Scenario };
}
