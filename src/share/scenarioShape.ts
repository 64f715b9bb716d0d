/**
 * The structural check of a decoded link: types, required fields, tagged variants and finite
 * numbers of a scenario and its view, before the solver (the authority on ranges and references)
 * sees it. The scenario's shape is read from its JSON Schema (docs/scenario.schema.json) by
 * schemaWalker.ts. Unknown fields are refused with their path, odd keys quoted.
 */
import scenarioSchema from '../../docs/scenario.schema.json';
import { type Report, type SchemaNode, makeShapeCheck } from './schemaWalker';
import { moreLine } from '../solver/errorList';
import { reportLimits } from './limits';

export { describe, isObject } from './schemaWalker';

const MAX_ERRORS = 20;

/** The view a link carries; unknown view fields are ignored (they may come from a newer app). */
const VIEW_SCHEMA: SchemaNode = {
  type: 'object',
  properties: { cursorS: { type: 'number' }, hidden: { type: 'array', items: { type: 'string' } } },
};
/** The format's one record, `routeDelays`, is keyed by route ids. */
const OPTIONS = { badKeyMessage: 'not a route id' };
const checkView = makeShapeCheck(VIEW_SCHEMA, OPTIONS);

/** `checkPayload` for the scenarios of `schema` (a scenario JSON Schema, e.g. a modified copy in a test). */
export function makePayloadCheck(schema: SchemaNode): (payload: Record<string, unknown>, strip: boolean) => string[] {
  const checkScenario = makeShapeCheck(schema, OPTIONS);
  return (payload, strip) => {
    const errors = new Set<string>();
    let more = 0;
    const report = (path: string, message: string) => {
      if (errors.size < MAX_ERRORS) errors.add(`${path}: ${message}`);
      else more += 1;
    };
    // What the page cannot keep (limits.ts) is refused before the shape is walked.
    const overLimits = reportLimits(payload.scenario, 'scenario', report);
    if (reportLimits(payload.view, 'view', report) || overLimits) return lines(errors, more);
    if (payload.scenario === undefined || payload.scenario === null) report('scenario', 'is required');
    else checkScenario(payload.scenario, 'scenario', report, strip);
    if (payload.view !== undefined && payload.view !== null) checkView(payload.view, 'view', report, false);
    return lines(errors, more);
  };
}

const lines = (errors: Set<string>, more: number) => (more > 0 ? [...errors, moreLine(more)] : [...errors]);

/**
 * Checks `{ scenario, view }`: first the limits of what the page keeps (limits.ts: every number
 * finite, anywhere, `meta` included; nesting; size), then the shape (unknown view fields are
 * ignored: they may come from a newer app). With `strip`, a null optional field is deleted (the
 * solver reads null as absent, the types do not allow it). Returns at most MAX_ERRORS
 * `path: message` lines, then `and N more` for the rest.
 */
export const checkPayload = makePayloadCheck(scenarioSchema as SchemaNode);

const checkScenarioAlone = makeShapeCheck(scenarioSchema as SchemaNode, OPTIONS);

/**
 * `checkPayload` for a scenario alone (a file, the autosave), paths from its root
 * (`stations[0].id: is required`), as the solver writes them.
 */
export function checkScenarioShape(value: unknown, strip: boolean): string[] {
  const errors = new Set<string>();
  let more = 0;
  const report: Report = (path, message) => {
    if (errors.size < MAX_ERRORS) errors.add(`${path || '(root)'}: ${message}`);
    else more += 1;
  };
  if (!reportLimits(value, '', report)) checkScenarioAlone(value, '', report, strip);
  return lines(errors, more);
}
