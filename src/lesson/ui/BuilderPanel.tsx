/**
 * The lesson builder, in the page (not a dialog, so the teacher can drag stations and move the
 * cursor while writing): the lesson's title, summary and skip setting, its steps (BuilderStep.tsx)
 * with each question's answer on the page's current run, recomputed after every edit of the
 * scenario and flagged when it changed, and the ways to save it (BuilderSave.tsx). The draft lives
 * in the page store (`view.lessonDraft`); its model is src/lesson/draft.ts.
 */
import { useEffect, useId, useMemo } from 'react';
import type { RunLayout } from '../../solver/layout';
import {
  addStep,
  deleteStep,
  draftFromLesson,
  draftProblems,
  lessonScenario,
  moveStep,
  newDraft,
  stationIdsOf,
  updateStep,
  type LessonDraft,
} from '../draft';
import { acknowledgeAll, acknowledgeStep, adoptNewRules, stepAnswer } from '../draftAnswers';
import { markSaved } from '../draftLink';
import { fromStore } from '../runColumns';
import { selectCursorS, selectScenario } from '../../state/pageSelectors';
import { usePageStore, useValue } from '../../state/usePageStore';
import { BuilderStep } from './BuilderStep';
import { BuilderSave } from './BuilderSave';
import { BuilderLint } from './BuilderLint';
import './lessonBuilder.css';

/** The run's series as rules name them: routes, then `c:<resource>` capacities, then `total:<source>`. */
export function ruleSeriesOf(layout: RunLayout | undefined): string[] {
  if (!layout) return [];
  return [
    ...layout.routes.map((r) => r.id),
    ...layout.resources.map((r) => `c:${r.id}`),
    ...layout.sources.filter((s) => s.routes.length > 1).map((s) => `total:${s.id}`),
  ];
}

/** The builder when it is open. */
export function PageLessonBuilder() {
  const open = useValue((s) => s.view.builderOpen);
  const draft = useValue((s) => s.view.lessonDraft);
  return open && draft ? <BuilderPanel draft={draft} /> : null;
}

/** The lesson's own fields: title, summary, skipping, level. */
function BuilderMeta({ draft, set }: { draft: LessonDraft; set(draft: LessonDraft): void }) {
  return (
    <div className="builder-meta">
      <label>
        Lesson title (asks, does not tell)
        <input value={draft.title} maxLength={200} onChange={(e) => set({ ...draft, title: e.target.value })} />
      </label>
      <label>
        Summary for the gallery (optional)
        <input value={draft.summary} maxLength={2000} onChange={(e) => set({ ...draft, summary: e.target.value })} />
      </label>
      <label>
        <input
          type="checkbox"
          checked={draft.allowSkip}
          onChange={(e) => set({ ...draft, allowSkip: e.target.checked })}
        />{' '}
        Students may skip questions
      </label>
      <label>
        <input
          type="checkbox"
          checked={draft.level === 'school'}
          onChange={(e) => set({ ...draft, level: e.target.checked ? 'school' : 'university' })}
        />{' '}
        School level (plain words for ages 14-16: no ids, section numbers or equations)
      </label>
    </div>
  );
}

function BuilderPanel({ draft }: { draft: LessonDraft }) {
  const store = usePageStore();
  const id = useId();
  const scenario = useValue(selectScenario);
  const cursorS = useValue(selectCursorS);
  const hiddenSeries = useValue((s) => s.view.hiddenSeries);
  // A new object whenever the run grows or completes (the run store is filled in place).
  const solve = useValue((s) => s.run.solve);
  const run = useMemo(() => (solve.store ? fromStore(solve.store) : null), [solve]);
  const layout = solve.store?.layout;
  const ruleSeries = useMemo(() => ruleSeriesOf(layout), [layout]);
  const legendSeries = useMemo(
    () => (layout ? [...new Set([...layout.routes.map((r) => r.id), ...layout.resources.map((r) => r.id)])] : []),
    [layout],
  );
  // A rule that is new or was just edited takes the run's answer as the one seen.
  useEffect(() => {
    const next = adoptNewRules(draft, run);
    if (next !== draft) store.setLessonDraft(next);
  }, [draft, run, store]);
  const set = store.setLessonDraft;
  const problems = draftProblems(draft, scenario.solver.durationS, stationIdsOf(scenario));
  const withLesson = useMemo(() => lessonScenario(scenario, draft), [scenario, draft]);
  const ctx = { scenario, cursorS, legendSeries, ruleSeries };
  return (
    <section className="panel lesson-builder-panel" aria-labelledby={`${id}-title`} data-testid="lesson-builder-panel">
      <header className="builder-head">
        <h2 id={`${id}-title`}>Lesson builder</h2>
        <p>
          Steps play a window of this run; a question's answer comes from a rule on the run the student sees. Edit the
          scenario meanwhile: the answers follow.
        </p>
        {scenario.lesson && (
          <button type="button" className="builder-small" onClick={() => set(draftFromLesson(scenario))}>
            Replace with the loaded lesson
          </button>
        )}
        <button type="button" className="builder-small" onClick={store.toggleBuilder}>
          Close the builder
        </button>
      </header>
      <BuilderMeta draft={draft} set={set} />
      <ol className="builder-steps">
        {draft.steps.map((step, i) => (
          <li key={step.id}>
            <BuilderStep
              step={step}
              index={i}
              count={draft.steps.length}
              answer={stepAnswer(step, run)}
              ctx={ctx}
              onChange={(patch) => set(updateStep(draft, i, patch))}
              onMove={(by) => set(moveStep(draft, i, by))}
              onDelete={() => set(deleteStep(draft, i))}
              onSeen={() => set(acknowledgeStep(draft, i, run))}
            />
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => set(addStep(draft, scenario))} disabled={draft.steps.length >= 50}>
        Add a step
      </button>
      <BuilderLint scenario={withLesson} ruleSeries={ruleSeries} />
      <BuilderSave
        scenario={withLesson}
        problems={problems}
        cursorS={cursorS}
        hiddenSeries={hiddenSeries}
        onSaved={(stored) => {
          const seen = acknowledgeAll(draft, run);
          set(stored ? markSaved(seen) : seen);
        }}
      />
    </section>
  );
}

/** The top bar's "Lesson builder" switch; the first opening starts a draft on the page's scenario. */
export function BuilderToggle() {
  const store = usePageStore();
  const open = useValue((s) => s.view.builderOpen);
  return (
    <button
      type="button"
      aria-pressed={open}
      title="Write a lesson on this scenario: steps, questions whose answers come from the run"
      onClick={() => {
        const { view, history } = store.getState();
        if (!view.lessonDraft) store.setLessonDraft(newDraft(history.present));
        store.toggleBuilder();
      }}
    >
      Lesson builder
    </button>
  );
}
