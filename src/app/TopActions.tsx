/**
 * The top bar's actions: the About panel, the presets, comparison, engine, theory and sweep
 * dialogs, the lesson builder, the edit tools, sharing and files, and the projector switch; each
 * shown or not by the lesson's parameters (`locked`, `hidden`).
 */
import type { ComponentProps } from 'react';
import type { Scenario } from '../scenario/types';
import type { ScenarioAction } from '../state/actions';
import type { RunStore } from '../store/runStore';
import type { Hideable } from './queryParams';
import type { PageTiles } from './lessonQuery';
import { AboutPanel } from './AboutPanel';
import { PresetGallery } from './PresetGallery';
import { CompareToggle } from '../compare/CompareToggle';
import { EngineSwitch } from './EngineSwitch';
import { TheoryButton } from './TheoryDialog';
import { SweepButton } from './SweepDialog';
import { LessonBuilder } from './LessonBuilder';
import { EditTools } from './EditTools';
import { ShareButton } from './ShareButton';
import { FileMenu } from './FileMenu';
import { ProjectorButton } from './TopBar';

/** What the actions read and do. */
export interface TopActionsProps {
  scenario: Scenario;
  dispatch(action: ScenarioAction): void;
  /** A locked lesson: no presets, comparison, engine, theory, sweep or builder. */
  locked: boolean;
  /** A lesson is running: the About panel's invitation waits. */
  lessonRunning: boolean;
  /** Parts the lesson hides (`tools`, `files`, ...). */
  hidden: ReadonlySet<Hideable>;
  /** A preset chosen in the gallery (it becomes what Reset returns to). */
  onLoadPreset(scenario: Scenario): void;
  cursorS: number;
  hiddenSeries: ReadonlySet<string>;
  tiles: PageTiles;
  /** The edit tools' own props. */
  edit: ComponentProps<typeof EditTools>;
  store: RunStore | null;
  onFileProblems(problems: string[]): void;
  projector: boolean;
  onProjector(): void;
}

/** The actions, in the order the top bar shows them. */
export function TopActions(p: TopActionsProps) {
  const { scenario, dispatch, locked } = p;
  return (
    <>
      <AboutPanel invite={!p.lessonRunning} />
      {!locked && <PresetGallery onLoad={p.onLoadPreset} />}
      {!locked && <CompareToggle scenario={scenario} dispatch={dispatch} />}
      {!locked && <EngineSwitch scenario={scenario} dispatch={dispatch} />}
      {!locked && <TheoryButton />}
      {!locked && <SweepButton scenario={scenario} />}
      {!locked && (
        <LessonBuilder scenario={scenario} cursorS={p.cursorS} hiddenSeries={p.hiddenSeries} tiles={p.tiles} />
      )}
      {!p.hidden.has('tools') && <EditTools {...p.edit} />}
      {!p.hidden.has('files') && (
        <>
          <ShareButton scenario={scenario} cursorS={p.cursorS} hiddenSeries={p.hiddenSeries} tiles={p.tiles} />
          <FileMenu
            scenario={scenario}
            store={p.store}
            onImport={(imported) => dispatch({ type: 'load', scenario: imported })}
            onProblems={p.onFileProblems}
          />
        </>
      )}
      <ProjectorButton on={p.projector} onToggle={p.onProjector} />
    </>
  );
}
