/**
 * The page's one acceptance rule: a scenario from a file, a share link or the autosave (and every
 * saved undo step) is accepted by `acceptScenario`, and by nothing else, so what the page accepts
 * it keeps (an autosave and a reload, a link, a saved file give it back unchanged) and what it could
 * not keep is refused at the door with a message naming the field. In order: the limits of what
 * the page keeps (limits.ts: numbers JSON cannot hold, nesting, size), the shape (the schema's
 * types and fields, scenarioShape.ts), the solver's own check, the authority on values, and the
 * solver's count of what the page would draw (the cost estimate's `page` excesses: chart series,
 * legend entries, map objects): a scenario the page cannot draw without freezing is refused here,
 * before anything is drawn (issue 23: a 2,000-source link froze the tab for 48 s).
 */
import type { Scenario } from '../scenario/types';
import type { CostExcess } from '../solver/cost';
import { checkScenarioShape } from './scenarioShape';

/**
 * What checks a scenario's JSON: the solver. `check` gives `path: message` lines (none if valid);
 * `cost` its cost estimate, of which the door reads the `page` excesses.
 */
export interface ScenarioChecker {
  check(json: string): string[];
  cost(json: string): { over: CostExcess[] };
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
  const steps = acceptanceSteps(checker, value);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same rule as `acceptScenario`, as steps (the shape, the solver's check, its count of what
 * the page draws): a caller on the page's main thread lets the page answer between them, so a
 * large scenario never holds it for their sum (`acceptScenario` runs them back to back).
 */
export function* acceptanceSteps(checker: ScenarioChecker, value: unknown): Generator<void, Acceptance> {
  const shape = checkScenarioShape(value, true);
  if (shape.length > 0) return { errors: shape };
  yield;
  const text = JSON.stringify(value);
  const errors = checker.check(text);
  if (errors.length > 0) return { errors };
  yield;
  const page = checker.cost(text).over.filter((excess) => excess.what === 'page');
  if (page.length > 0) return { errors: page.map((excess) => excess.message) };
  return { scenario: JSON.parse(text) as Scenario };
}
