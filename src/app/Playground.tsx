/**
 * The playground: the map editor and the live charts side by side, the timeline below, panels
 * for the selected station, the channels and the convoy. Every edit re-solves in the worker.
 * This file only lays the page out: each part reads what it shows from the page store
 * (src/state/pageStore.ts, provided by PageProvider.tsx).
 */
import { TopBar } from './TopBar';
import { TopActions } from './TopActions';
import { StatusLine } from '../run/StatusLine';
import { PageNotices } from './PageNotices';
import { CarryingSummary, PageLesson } from './PageParts';
import { PageLessonBuilder } from '../lesson/ui/BuilderPanel';
import { PageRegion } from '../ui/PageRegion';
import { PageDiagram } from '../diagram/PageDiagram';
import { MapColumn } from './MapColumn';
import { PageMap } from '../map/PageMap';
import { ChartsRegion } from './ChartsRegion';
import { Timeline } from '../timeline/Timeline';
import { useEditingLocked, useHidden } from '../state/useEditLock';
import { selectGeographic } from '../state/pageSelectors';
import { useValue } from '../state/usePageStore';
import { useWords } from '../state/useWords';
import { PresentBar } from '../present/PresentBar';
import '../present/present.css';
import './a11y.css';
import { editedTitle, selectPresetEdited } from '../papers/presetEdited';
import { ClassProvider } from '../class/ui/ClassProvider';
import { ClassLayer } from '../class/ui/ClassLayer';

/** The whole editor for the page store's scenario. */
export function Playground() {
  // An edited preset drops the preset's title (its claims no longer hold): "Edited from III-D".
  // A scenario with a lesson is titled by its lesson (a link of a lesson written on another lesson's
  // scenario keeps that scenario's title), in the level's words.
  const lessonTitle = useValue((s) => s.history.present.lesson?.title);
  const scenarioTitle = editedTitle(
    useValue((s) => s.history.present.title ?? ''),
    useValue(selectPresetEdited),
  );
  const words = useWords();
  const title = lessonTitle ? `Lesson · ${words.text(lessonTitle)}` : scenarioTitle;
  // Without stations and platforms there is nothing to map: the network diagram takes the map's place.
  const geographic = useValue(selectGeographic);
  // The presenter view: the map and one chart, large; the panels and the status details folded away.
  const presenting = useValue((s) => s.view.presenting);
  const lessonHidden = useValue((s) => s.view.presenting && !s.view.presentLesson);
  const hide = useHidden();
  const locked = useEditingLocked();
  const rootClass = [
    'playground',
    locked && 'locked',
    hide.has('map') && 'no-map',
    presenting && 'presenting',
    lessonHidden && 'present-lesson-hidden',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <ClassProvider>
      <div className={rootClass}>
        {presenting ? (
          <PresentBar status={<StatusLine />} />
        ) : (
          <TopBar title={title} actions={<TopActions />} status={<StatusLine />} />
        )}
        <PageNotices />
        <ClassLayer />
        <PageLesson />
        <main className="workspace">
          {!hide.has('map') && (
            <MapColumn
              map={<PageRegion region="map">{geographic ? <PageMap /> : <PageDiagram />}</PageRegion>}
              foldPanels={presenting}
            />
          )}
          <PageRegion region="charts">
            <ChartsRegion />
          </PageRegion>
          {/* A column of its own beside the map and the charts (the map keeps its height). */}
          {/* Present shows the room what the students see: never the builder, whose previews give the answers. */}
          {!locked && !presenting && (
            <PageRegion region="lesson builder">
              <PageLessonBuilder />
            </PageRegion>
          )}
        </main>
        <footer className="bottombar">
          {!hide.has('timeline') && (
            <PageRegion region="timeline">
              <Timeline />
            </PageRegion>
          )}
          <CarryingSummary />
        </footer>
      </div>
    </ClassProvider>
  );
}
