/**
 * The page's one acceptance rule: a scenario from a file, a share link or the autosave (and every
 * saved undo step) is accepted by `acceptScenario`, and by nothing else, so what the page accepts
 * it keeps (an autosave and a reload, a link, a saved file give it back unchanged) and what it could
 * not keep is refused at the door with a message naming the field. In order: the limits of what
 * the page keeps (limits.ts: numbers JSON cannot hold, nesting, size), the shape (the schema's
 * types and fields, scenarioShape.ts), then the solver's own check, the authority on values.
 */
import type { Scenario } from '../scenario/types';
import { checkScenarioShape } from './scenarioShape';

/** What checks a scenario's JSON: the solver (`Solver.check`), `path: message` lines, none if valid. */
export interface ScenarioChecker {
  check(json: string): string[];
}

/** An accepted scenario, or why it is refused (`path: message` lines, paths from the scenario's root). */
export type Acceptance = { scenario: Scenario } | { errors: string[] };

/**
 * Accepts `value` (parsed JSON) as a scenario the page can keep, or says why not. The scenario
 * given back is the JSON text the solver checked, parsed again: exactly what a save and a reload
 * give (a null optional field is dropped, `-0` is `0`); null optional fields are deleted from
 * `value` itself, so pass freshly parsed JSON. Never throws for any parsed JSON value.
 */
export function acceptScenario(checker: ScenarioChecker, value: unknown): Acceptance {
  const shape = checkScenarioShape(value, true);
  if (shape.length > 0) return { errors: shape };
  const text = JSON.stringify(value);
  const errors = checker.check(text);
  if (errors.length > 0) return { errors };
  return { scenario: JSON.parse(text) as Scenario };
}
