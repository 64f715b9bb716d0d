/**
 * Small parts of the page that read the page store: a region's error boundary, the network
 * diagram at the cursor, the screen reader's summary line and the lesson (card and player).
 */
import { useMemo, type ReactNode } from 'react';
import { RegionBoundary } from './RegionBoundary';
import { NetworkDiagram } from '../diagram/NetworkDiagram';
import { hasLesson } from '../lesson/format';
import { selectCanUndo, selectCursorS, selectHeld, selectScenario } from '../state/pageSelectors';
import { usePageStore, useValue } from '../state/usePageStore';
import { carryingSummary } from './summaryText';
import { LessonCard } from './LessonCard';
import { LessonPlayer } from './LessonPlayer';
import { lessonTarget } from './lessonTarget';
import { usePageConfig } from './page';

/**
 * A region that fails to render shows why and a way back (undo, the default scenario); the rest of
 * the page keeps working, and a new scenario lets it try again.
 */
export function PageRegion({ region, children }: { region: string; children: ReactNode }) {
  const store = usePageStore();
  const { preset } = usePageConfig();
  const scenario = useValue(selectScenario);
  const canUndo = useValue(selectCanUndo);
  return (
    <RegionBoundary
      region={region}
      resetKey={scenario}
      onUndo={canUndo ? store.undo : undefined}
      onLoadDefault={() => store.load(preset)}
    >
      {children}
    </RegionBoundary>
  );
}

/** The network diagram of the run at the cursor; text at >= 13 px (its 11 px labels drawn larger), larger on a projector. */
export function PageDiagram({ heading, className }: { heading?: string; className?: string }) {
  const solve = useValue((s) => s.run.solve);
  const cursorS = useValue(selectCursorS);
  const projector = useValue((s) => s.view.projector);
  return (
    <NetworkDiagram
      layout={solve.store?.layout ?? null}
      store={solve.store}
      cursorS={cursorS}
      version={solve.version}
      textZoom={projector ? 1.6 : 1.25}
      heading={heading}
      className={className}
    />
  );
}

/** What the network carries at the cursor, for screen readers (read again as the run grows). */
export function CarryingSummary() {
  // The solve state changes with every chunk; the run store is filled in place.
  const { store } = useValue((s) => s.run.solve);
  const cursorS = useValue(selectCursorS);
  const held = useValue(selectHeld);
  const summary = store ? carryingSummary(store, cursorS) : held ? 'Not started' : 'Solving…';
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
  const target = useMemo(() => lessonTarget(store), [store]);
  return (
    <>
      <LessonCard scenario={scenario} />
      {hasLesson(scenario) && (
        <LessonPlayer
          key={scenario.lesson.title}
          lesson={scenario.lesson}
          steps={query.values.steps}
          target={target}
          onFinishedChange={store.setLessonFinished}
        />
      )}
    </>
  );
}
