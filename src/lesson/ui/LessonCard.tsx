/**
 * The lesson card: the loaded scenario's guidance (`meta.watchFor`) and what it reproduces (paper,
 * section, figures), kept on screen in a small collapsible card, so a student who opened a lesson
 * link sees what to watch for and not only the title.
 */
import { useMemo, useState } from 'react';
import type { Scenario } from '../../scenario/types';
import { citationHref, useCitations } from '../../papers/citations';
import { PRESET_INDEX_URL } from '../../papers/PresetGallery';
import { PaperBadgeList, PaperBadgeTally, usePaperReport } from '../../papers/PaperBadges';
import { badgeCount } from '../../solver/paperReport';
import { EDITED_GUIDANCE_WORDS, EDITED_WORDS, editedParts } from '../../papers/presetEdited';
import { useOptionalValue, useRunTextFiller } from './useRunText';
import { useWords } from '../../state/useWords';

/** Screens this short (a 1280x720 or 1024x768 laptop or projector) start with the card folded to one line. */
export const SHORT_SCREEN = '(max-height: 800px)';

function metaText(scenario: Scenario, key: string): string {
  const value = scenario.meta?.[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** How the page names the scenario's engine in a sentence. */
function engineWords(scenario: Scenario): string {
  return (scenario.solver?.engine ?? 'fluid') === 'packet' ? 'packet by packet' : 'as a fluid model';
}

/**
 * The scenario's "Watch for" and its source, or nothing when the scenario has no guidance.
 * `edited`: the scenario is its preset edited (src/papers/presetEdited.ts), so "edited: the
 * paper's numbers no longer apply" stands where the paper badges were.
 */
export function LessonCard({ scenario, edited = false }: { scenario: Scenario; edited?: boolean }) {
  // Open, except on a short screen (a 1280x720 laptop, a lesson in a 960x540 frame), where it starts folded to one line.
  const [startOpen] = useState(() => !globalThis.matchMedia?.(SHORT_SCREEN).matches);
  const watchFor = metaText(scenario, 'watchFor');
  const fill = useRunTextFiller();
  // What the edit changed, named on the card (the preset is the page's Reset target).
  const preset = useOptionalValue((s) => s.resetTarget, null);
  const changes = useMemo(() => (edited && preset ? editedParts(scenario, preset) : []), [edited, preset, scenario]);
  // At the school level the card says what to watch for in its words, without the paper's sections and badges.
  const words = useWords();
  const school = words.school;
  const paperId = metaText(scenario, 'paper');
  const papers = useCitations(PRESET_INDEX_URL, watchFor !== '' && paperId !== '');
  // An edited preset drops its paper badges (and does not check them): the paper's numbers no longer apply.
  const badges = usePaperReport(watchFor && !edited && !school ? scenario : null);
  if (!watchFor) return null;
  const guidance = metaText(scenario, 'guidanceEngine');
  const otherEngine = guidance && guidance !== (scenario.solver?.engine ?? 'fluid') ? guidance : null;
  const paper = papers?.[paperId];
  const source = [
    metaText(scenario, 'section') && `Section ${metaText(scenario, 'section')}`,
    metaText(scenario, 'figures'),
  ]
    .filter(Boolean)
    .join(', ');
  // A landmark of its own (axe: all content in landmarks); the wrapper does not change the layout.
  return (
    <aside className="lesson-card-region" aria-label={edited ? 'Edited preset' : 'Watch for'}>
      <details className="lesson-card" open={startOpen}>
        <summary>
          {edited ? 'Edited preset' : 'Watch for'}
          {!edited && otherEngine && <span className="lesson-card__engine"> · numbers of the {otherEngine} run</span>}
          {(badges.report || badges.pending || badges.error || edited) && <> · </>}
          {edited ? (
            <span className="paper-tally" data-testid="paper-edited">
              {badgeCount(scenario) > 0 ? EDITED_WORDS : EDITED_GUIDANCE_WORDS}
            </span>
          ) : (
            <PaperBadgeTally state={badges} inert />
          )}
        </summary>
        <div className="lesson-card__body">
          {edited ? (
            <p className="lesson-card__watch" data-testid="lesson-edited">
              This is {scenario.title ?? 'a preset'}, changed{changes.length > 0 && ` (${changes.join(', ')})`}: what
              the preset says to watch for, and the paper&apos;s numbers, no longer apply. Reset returns to the preset.
            </p>
          ) : (
            <p className="lesson-card__watch" data-testid="lesson-watch-for">
              {words.text(fill(watchFor))}
            </p>
          )}
          {!edited && otherEngine && (
            <p className="lesson-card__engine" data-testid="lesson-other-engine">
              These numbers describe the {otherEngine} run; this one runs {engineWords(scenario)}, so expect them to
              differ (docs/packet-engine.md compares the two).
            </p>
          )}
          {!edited && !school && (source || paperId) && (
            <p className="lesson-card__source">
              Reproduces {source || 'an experiment'} of{' '}
              {paper ? (
                <a href={citationHref(paper)} target="_blank" rel="noreferrer" title={paper.title}>
                  {paper.short}
                </a>
              ) : (
                `paper ${paperId || '(unnamed)'}`
              )}
            </p>
          )}
          {!edited && !school && badgeCount(scenario) > 0 && (
            <p className="lesson-card__badges">
              <PaperBadgeTally state={badges} />
            </p>
          )}
          {!edited && !school && <PaperBadgeList state={badges} count={badgeCount(scenario)} />}
        </div>
      </details>
    </aside>
  );
}
