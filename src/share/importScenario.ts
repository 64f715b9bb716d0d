/**
 * Reading a scenario from a file's text: JSON first, then the page's one acceptance rule
 * (acceptance.ts: the limits of what the page keeps, the shape, the solver's own validation), so a
 * bad file gets the same field-named messages as a link or the autosave and replaces nothing.
 */
import type { Scenario } from '../scenario/types';
import { acceptScenario, type ScenarioChecker } from './acceptance';

/**
 * Files larger than this are refused before parsing, characters. Larger than the scenario the page
 * keeps (limits.ts) so that a kept scenario saved as an indented file opens again.
 */
export const MAX_FILE_BYTES = 16 * 1024 * 1024;

/** The scenario in `text`, or the reasons it cannot be loaded (prefixed with the file name). */
export function readScenarioText(
  solver: ScenarioChecker,
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
  const accepted = acceptScenario(solver, value);
  if ('errors' in accepted) return { errors: accepted.errors.map((e) => `${name}: ${e}`) };
  return accepted;
}

/**
 * A scenario as a file: indented JSON, or compact when indenting would make it larger than a file
 * the page opens (a deeply nested scenario near the size limit).
 */
export function scenarioFileText(scenario: Scenario): string {
  const indented = `${JSON.stringify(scenario, null, 2)}\n`;
  return indented.length <= MAX_FILE_BYTES ? indented : `${JSON.stringify(scenario)}\n`;
}
