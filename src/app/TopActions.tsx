/**
 * The top bar's actions, grouped into a few menus so the bar keeps to one row at 1280 px: the
 * presets, File and Copy link, the edit tools (undo, redo, the Edit menu), Analyse (comparison,
 * engine, theory and sweep dialogs), Teach (for teachers, class, the lesson builder and its link),
 * Present and the About panel; each shown or not by the live editing lock (a locked link or a class
 * student, useEditLock.ts) and what the page hides. Read from the page store.
 */
import { AboutPanel } from '../about/AboutPanel';
import { PresetGallery } from '../papers/PresetGallery';
import { CompareToggle } from '../compare/CompareToggle';
import { EngineSwitch } from '../run/EngineSwitch';
import { TheoryButton } from '../theory/TheoryDialog';
import { SweepButton } from '../sweep/SweepDialog';
import { LessonBuilder } from '../lesson/ui/LessonBuilder';
import { BuilderToggle } from '../lesson/ui/BuilderPanel';
import { EditTools } from '../map/EditTools';
import { ShareButton } from '../share/ui/ShareButton';
import { FileMenu } from '../share/ui/FileMenu';
import { MenuButton } from '../ui/MenuButton';
import { TeachersButton } from '../teaching/TeachersPage';
import { WhyNotFullText } from '../explain/WhyNotFull';
import { PresentButton } from '../present/PresentButton';
import { ClassButton } from '../class/ui/ClassButton';
import { useEditingLocked, useHidden } from '../state/useEditLock';
import {
  selectCanRedo,
  selectCanUndo,
  selectCursorS,
  selectGeographic,
  selectLessonRunning,
  selectScenario,
} from '../state/pageSelectors';
import { usePageStore, useValue } from '../state/usePageStore';

/**
 * The actions, in the order the top bar shows them: Presets, the File menu and Copy link, undo and
 * redo and the Edit menu (the map tools), the Analyse menu (comparison, engine, theory, sweep), the
 * Teach menu (for teachers, class, lesson builder, lesson link), Present, and the About panel.
 */
export function TopActions() {
  const store = usePageStore();
  const locked = useEditingLocked();
  const hidden = useHidden();
  const scenario = useValue(selectScenario);
  // A lesson is running: the About panel's invitation waits.
  const lessonRunning = useValue(selectLessonRunning);
  const dispatch = store.dispatchEdit;
  return (
    <>
      {!locked && <PresetGallery onLoad={store.loadPreset} />}
      {!hidden.has('files') && (
        <>
          <PageFileMenu />
          <ViewAction kind="share" />
        </>
      )}
      {!hidden.has('tools') && <PageEditTools />}
      {!locked && (
        <MenuButton label="Analyse" title="Compare controllers, the engine, theory and sweeps">
          <CompareToggle scenario={scenario} dispatch={dispatch} />
          <EngineSwitch scenario={scenario} dispatch={dispatch} />
          <TheoryButton />
          <SweepButton scenario={scenario} />
        </MenuButton>
      )}
      <MenuButton label="Teach" title="For teachers, a live class, the lesson builder and lesson links">
        {!locked && <TeachersButton />}
        <ClassButton locked={locked} />
        {!locked && <BuilderToggle />}
        {!locked && <ViewAction kind="builder" />}
      </MenuButton>
      <PresentButton />
      <AboutPanel invite={!lessonRunning}>
        <h3>Why not 100 %?</h3>
        {lessonRunning ? (
          <p>Where the flows settle waits until the lesson is over: it could answer its questions early.</p>
        ) : (
          <WhyNotFullText />
        )}
        <p>
          Teaching with it? <TeachersButton className="about-teachers" />
        </p>
      </AboutPanel>
    </>
  );
}

/**
 * The lesson builder or the share button, which hand on the view (cursor, hidden series, tiles):
 * only these re-render as the cursor moves.
 */
function ViewAction({ kind }: { kind: 'builder' | 'share' }) {
  const scenario = useValue(selectScenario);
  const cursorS = useValue(selectCursorS);
  const hiddenSeries = useValue((s) => s.view.hiddenSeries);
  const tiles = useValue((s) => s.view.tiles);
  const Action = kind === 'builder' ? LessonBuilder : ShareButton;
  return <Action scenario={scenario} cursorS={cursorS} hiddenSeries={hiddenSeries} tiles={tiles} />;
}

/**
 * The File menu, given the run: it reads the run's solve state, which changes with every chunk
 * (the run store itself is filled in place), so Export CSV turns on when the run completes.
 */
function PageFileMenu() {
  const store = usePageStore();
  const scenario = useValue(selectScenario);
  const solve = useValue((s) => s.run.solve);
  return (
    <FileMenu
      scenario={scenario}
      store={solve.store}
      onImport={store.load}
      onProblems={store.setFileProblems}
      onRealData={store.setPendingImport}
    />
  );
}

/** The map tools and the history buttons, on the page store. */
function PageEditTools() {
  const store = usePageStore();
  const geographic = useValue(selectGeographic);
  const tool = useValue((s) => s.view.tool);
  const canUndo = useValue(selectCanUndo);
  const canRedo = useValue(selectCanRedo);
  const resetTarget = useValue((s) => s.resetTarget);
  return (
    <EditTools
      {...{ geographic, tool, canUndo, canRedo, resetTarget }}
      onTool={store.setTool}
      onUndo={store.undo}
      onRedo={store.redo}
      onReset={store.reset}
    />
  );
}
