/**
 * Whether the page's scenario is an edited preset, so the preset's claims (its "Watch for", paper
 * badges and published numbers) no longer apply.
 * The page knows its preset from the page store: `resetTarget`, the preset it opened with or the
 * last one loaded from the gallery (what Reset returns to). A scenario that carries guidance
 * (`meta.watchFor`) or published numbers (`meta.reproduces`) under that preset's title but differs
 * from it in any field has been edited since (on the map, in a panel, or in a share link or file made from an edited preset);
 * switching the engine is not an edit here (the badges are checked with both engines).
 * Undo back to the preset's exact scenario makes it the preset again. The edits a preset's own lesson
 * makes (its `moveStation` and `setController` actions, in order) are the preset's, not an edit. A scenario with another
 * title than the preset (a file or link of some other preset) is not judged.
 */
import type { Scenario } from '../scenario/types';
import type { PageState } from '../state/pageState';
import { hasBadges } from '../solver/paperReport';
import { scenarioReducer } from '../state/scenarioReducer';

const jsonOf = new WeakMap<Scenario, string>();

/** The scenario's text without its engine: the badges check both engines, so switching one is no edit of the paper's numbers. */
function json(scenario: Scenario): string {
  let text = jsonOf.get(scenario);
  if (text === undefined) {
    const { engine: _engine, ...solver } = scenario.solver;
    // The switch also records the engine the guidance was written for.
    const { guidanceEngine: _guidance, ...meta } = scenario.meta ?? {};
    jsonOf.set(scenario, (text = JSON.stringify({ ...scenario, solver, meta })));
  }
  return text;
}

/** True when `scenario` carries claims about its run: a "Watch for" or paper numbers. */
export function hasClaims(scenario: Scenario): boolean {
  const watchFor = scenario.meta?.watchFor;
  return hasBadges(scenario) || (typeof watchFor === 'string' && watchFor.trim() !== '');
}

const lessonStates = new WeakMap<Scenario, string[]>();

/** The texts of `preset` and of it after each of its lesson's own edits, in order. */
function presetStates(preset: Scenario): string[] {
  let states = lessonStates.get(preset);
  if (states) return states;
  states = [json(preset)];
  let s = preset;
  for (const step of preset.lesson?.steps ?? [])
    for (const a of step.actions ?? []) {
      if (a.kind === 'moveStation')
        s = scenarioReducer(s, { type: 'moveStation', id: a.stationId, position: { xM: a.xM, yM: a.yM } });
      else if (a.kind === 'setController')
        s = scenarioReducer(s, { type: 'setController', sourceId: a.sourceId, controller: a.controller });
      else continue;
      states.push(json(s));
    }
  lessonStates.set(preset, states);
  return states;
}

/** True when `scenario` is `preset` changed: it carries claims, has the preset's title and another content. */
export function isEditedPreset(scenario: Scenario, preset: Scenario): boolean {
  if (scenario === preset || !hasClaims(scenario) || scenario.title !== preset.title) return false;
  return !presetStates(preset).includes(json(scenario));
}

/** The page store's answer: the present scenario is its preset, edited (see the module comment). */
export const selectPresetEdited = (s: PageState): boolean => isEditedPreset(s.history.present, s.resetTarget);

/** What the Watch for card says where the paper's badges were, once the preset has been edited. */
export const EDITED_WORDS = "edited: the paper's numbers no longer apply";

/** What the card says instead of the Watch for of an edited preset without paper numbers. */
export const EDITED_GUIDANCE_WORDS = 'edited: its Watch for no longer applies';

/** The page's title for `title` when the scenario is its preset edited: the preset's name no longer claims it. */
export function editedTitle(title: string, edited: boolean): string {
  return edited && title ? `Edited from ${title}` : title;
}

/** The singular of a scenario list's name, for the words of an edit ("stations" -> "station"). */
const ITEM_WORDS: Record<string, string> = {
  stations: 'station',
  channels: 'channel',
  platforms: 'platform',
  sources: 'source',
  resources: 'resource',
  annotations: 'note',
};

/** The ids (or positions) of the items of two lists that differ, added or removed. */
function changedItems(a: unknown[], b: unknown[]): string[] {
  const key = (x: unknown, i: number) =>
    x && typeof x === 'object' && typeof (x as { id?: unknown }).id === 'string'
      ? (x as { id: string }).id
      : `#${i + 1}`;
  const before = new Map(b.map((x, i) => [key(x, i), JSON.stringify(x)]));
  const after = new Map(a.map((x, i) => [key(x, i), JSON.stringify(x)]));
  const ids = [...new Set([...before.keys(), ...after.keys()])];
  return ids.filter((id) => before.get(id) !== after.get(id));
}

/**
 * What `scenario` changed of `preset`, in words ("station B3", "source fleet", "solver"), the
 * engine switch and the scenario's notes aside; empty when nothing (or only those) changed.
 */
export function editedParts(scenario: Scenario, preset: Scenario): string[] {
  const a = JSON.parse(json(scenario)) as Record<string, unknown>;
  const b = JSON.parse(json(preset)) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => k !== 'meta' && k !== 'title');
  return keys.flatMap((k) => {
    const [x, y] = [a[k], b[k]];
    if (JSON.stringify(x) === JSON.stringify(y)) return [];
    if (Array.isArray(x) && Array.isArray(y) && ITEM_WORDS[k])
      return changedItems(x, y).map((id) => `${ITEM_WORDS[k]} ${id}`);
    return [k];
  });
}
