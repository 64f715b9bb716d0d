/**
 * Small parts of the page that read the page store: the screen reader's summary line and the
 * lesson (card and player). A region's error boundary is src/ui/PageRegion.tsx, the diagram at
 * the cursor src/diagram/PageDiagram.tsx.
 */
import { useMemo } from 'react';
import { hasLesson } from '../lesson/format';
import { selectCursorS, selectHeld, selectLessonRunning, selectScenario } from '../state/pageSelectors';
import { usePageStore, useValue } from '../state/usePageStore';
import { carryingSummary } from '../run/summaryText';
import { LessonCard } from '../lesson/ui/LessonCard';
import { LessonPlayer } from '../lesson/ui/LessonPlayer';
import { lessonTarget } from '../lesson/ui/lessonTarget';
import { usePageConfig } from '../state/pageConfig';
import { useWords } from '../state/useWords';
import { selectPresetEdited } from '../papers/presetEdited';
import { useClassMode } from '../class/ui/ClassProvider';
import { useLiveLesson } from '../class/ui/StudentLayer';

/** What the network carries at the cursor, for screen readers (read again as the run grows). */
export function CarryingSummary() {
  // The solve state changes with every chunk; the run store is filled in place.
  const { store } = useValue((s) => s.run.solve);
  const cursorS = useValue(selectCursorS);
  const held = useValue(selectHeld);
  const words = useWords();
  const summary = store
    ? carryingSummary(store, cursorS, (id) => words.series(id, id))
    : held
      ? 'Not started'
      : 'Solving…';
  return (
    <p className="sr-summary" aria-live="polite" data-testid="carrying-summary">
      {summary}
    </p>
  );
}

/** The scenario's "Watch for" card and, when it has a lesson, the lesson player acting on the page. */
export function PageLesson() {
  const store = usePageStore();
  const { query } = usePageConfig();
  const scenario = useValue(selectScenario);
  const edited = useValue(selectPresetEdited);
  const target = useMemo(() => lessonTarget(store), [store]);
  // The Watch-for card and paper badges state the answers: they wait for the lesson's end.
  const lessonRunning = useValue(selectLessonRunning);
  // While the teacher writes the lesson in the builder, the lesson does not hold the clock.
  const builderOpen = useValue((s) => s.view.builderOpen);
  const clock = useMemo(() => ({ hold: store.holdLessonClock, markPlayed: store.markLessonStepPlayed }), [store]);
  // In a live class the card follows the teacher (and every step runs, whatever the address says).
  const live = useLiveLesson();
  // A class student (even once the class ended: the card keeps its place) or the join form: the
  // "Watch for" card can state a question's answer, so it waits.
  const classKind = useClassMode().kind;
  const inClass = classKind === 'student';
  return (
    <>
      {!lessonRunning && !inClass && classKind !== 'joining' && <LessonCard scenario={scenario} edited={edited} />}
      {hasLesson(scenario) && (
        <LessonPlayer
          key={`${scenario.lesson.title}${inClass ? ' live' : ''}`}
          lesson={scenario.lesson}
          steps={live ? null : query.values.steps}
          live={live}
          target={target}
          onFinishedChange={store.setLessonFinished}
          clock={builderOpen ? undefined : clock}
        />
      )}
    </>
  );
}
