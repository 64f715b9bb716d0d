/**
 * Whether the page's scenario is an edited preset, so the preset's paper numbers no longer apply.
 * The page knows its preset from the page store: `resetTarget`, the preset it opened with or the
 * last one loaded from the gallery (what Reset returns to). A scenario that carries published
 * numbers (`meta.reproduces`) under that preset's title but differs from it in any field has been
 * edited since (on the map, in a panel, or in a share link or file made from an edited preset);
 * switching the engine is not an edit here (the badges are checked with both engines).
 * Undo back to the preset's exact scenario makes it the preset again. A scenario with another
 * title than the preset (a file or link of some other preset) is not judged.
 */
import type { Scenario } from '../scenario/types';
import type { PageState } from '../state/pageState';
import { hasBadges } from '../solver/paperReport';

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

/** True when `scenario` is `preset` changed: it carries paper numbers, has the preset's title and another content. */
export function isEditedPreset(scenario: Scenario, preset: Scenario): boolean {
  if (scenario === preset || !hasBadges(scenario) || scenario.title !== preset.title) return false;
  return json(scenario) !== json(preset);
}

/** The page store's answer: the present scenario is its preset, edited (see the module comment). */
export const selectPresetEdited = (s: PageState): boolean => isEditedPreset(s.history.present, s.resetTarget);

/** What the Watch for card says where the paper's badges were, once the preset has been edited. */
export const EDITED_WORDS = "edited: the paper's numbers no longer apply";

/** The page's title for `title` when the scenario is its preset edited: the preset's name no longer claims it. */
export function editedTitle(title: string, edited: boolean): string {
  return edited && title ? `Edited from ${title}` : title;
}
