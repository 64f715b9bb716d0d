/**
 * Files: export the scenario (JSON) and the run (CSV, the same columns as `mpsim run`; in
 * comparison mode every controller's run in one file, see csvCompare.ts), and import a scenario
 * or real data (a track, cell sites, a link trace: src/realdata/) from a file, by the picker or by
 * dropping it anywhere on the page (the map included); src/realdata/openFile.ts tells them apart. A file that is not a valid
 * scenario is refused with field-named messages and replaces nothing. The autosaved scenarios that
 * were set aside (src/state/setAside.ts) can be downloaded from here.
 */
import { useEffect, useRef } from 'react';
import type { Scenario } from '../../scenario/types';
import { runCsv } from '../csv';
import { download, fileStem } from '../download';
import { readScenarioText, scenarioFileText } from '../importScenario';
import { mainThreadSolver } from '../../state/useGeometry';
import { guardTrap } from '../../state/solverGuard';
import type { RunStore } from '../../store/runStore';
import { comparisonCsv, type LabelledRun } from '../../store/csvCompare';
import { showsComparison } from '../../compare/defaults';
import { useComparisonRuns } from '../../compare/comparisonRuns';
import { MenuButton } from '../../ui/MenuButton';
import { setAsideCopies, setAsideFileName, setAsideLabel, setAsideText } from '../../state/setAside';
import { pageStorage } from '../../state/storage';
import { routeFile, type PendingImport } from '../../realdata/openFile';
import type { ImportKind } from '../../realdata/kinds';
import { ImportMenuItems } from '../../realdata/ui/ImportMenuItems';
import { ExportTracesItem } from '../../realdata/ui/ExportTracesItem';

interface FileMenuProps {
  scenario: Scenario;
  store: RunStore | null;
  /** Loads a valid imported scenario (undoable). */
  onImport(scenario: Scenario): void;
  /** Reports why a file was refused (empty list: clear the report). */
  onProblems(problems: string[]): void;
  /** Opens the import dialog with a file of real data. */
  onRealData(pending: PendingImport): void;
}

/** Sends `file` where it belongs (a scenario, or real data to the import dialog); `asked`: the menu item's kind. */
async function openFile(
  file: File,
  asked: ImportKind | null,
  props: Pick<FileMenuProps, 'onImport' | 'onProblems' | 'onRealData'>,
): Promise<void> {
  const route = await routeFile(file, asked);
  if (route.route === 'scenario') return importFile(file, props);
  if (route.route === 'refused') return props.onProblems(route.problems);
  props.onProblems([]);
  props.onRealData(route.pending);
}

/** Reads `file` and hands its scenario or its problems on. */
async function importFile(file: File, props: Pick<FileMenuProps, 'onImport' | 'onProblems'>): Promise<void> {
  let solver;
  try {
    solver = await mainThreadSolver();
  } catch (error) {
    props.onProblems([`${file.name}: the solver could not be loaded to check it (${(error as Error).message})`]);
    return;
  }
  const text = await file.text();
  let result: ReturnType<typeof readScenarioText>;
  try {
    result = guardTrap(solver, (s) => readScenarioText(s, file.name, text));
  } catch (error) {
    props.onProblems([`${file.name}: ${error instanceof Error ? error.message : String(error)}`]);
    return;
  }
  if ('scenario' in result) {
    props.onProblems([]);
    props.onImport(result.scenario);
  } else {
    props.onProblems(result.errors);
  }
}

/** The File menu (save, open, export CSV); also accepts a scenario file dropped on the page. */
export function FileMenu(props: FileMenuProps) {
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(props);
  latest.current = props;
  useEffect(() => {
    const over = (e: DragEvent) => {
      if (e.dataTransfer?.types.includes('Files')) e.preventDefault();
    };
    const drop = (e: DragEvent) => {
      const file = e.dataTransfer?.files[0];
      if (!file) return;
      e.preventDefault();
      void openFile(file, null, latest.current);
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, []);
  const stem = fileStem(props.scenario.title);
  const comparisonRuns = useComparisonRuns();
  // In comparison mode: every controller's run, once each has finished. A lesson shows the single
  // run even when its scenario has a comparison, so its CSV is the single run's.
  const comparing = showsComparison(props.scenario);
  const finished = comparisonRuns.filter((r): r is LabelledRun => !!r.store?.complete);
  const comparedReady = comparisonRuns.length >= 2 && finished.length === comparisonRuns.length;
  return (
    <>
      <MenuButton label="File" title="Save or open a scenario file, export the run as CSV">
        <button
          type="button"
          onClick={() => download(`${stem}.json`, scenarioFileText(props.scenario), 'application/json')}
        >
          Save scenario
        </button>
        <button type="button" onClick={() => input.current?.click()}>
          Open…
        </button>
        <ImportMenuItems onFile={(file, kind) => void openFile(file, kind, props)} />
        {comparing ? (
          <button
            type="button"
            disabled={!comparedReady}
            title="Every controller's run in one file: a column per controller and series (LIA/x:head-B1, ...)"
            onClick={() => download(`${stem}-comparison.csv`, comparisonCsv(finished), 'text/csv')}
          >
            Export CSV
          </button>
        ) : (
          <button
            type="button"
            disabled={!props.store?.complete}
            onClick={() => props.store && download(`${stem}.csv`, runCsv(props.store), 'text/csv')}
          >
            Export CSV
          </button>
        )}
        <ExportTracesItem store={props.store} stem={stem} />
        {setAsideCopies(pageStorage().store).map((copy) => (
          <button
            type="button"
            key={copy.key}
            title="An autosaved scenario the page could not open, exactly as it was stored"
            onClick={() =>
              download(setAsideFileName(copy), setAsideText(pageStorage().store, copy) ?? '', 'application/json')
            }
          >
            Download the scenario {setAsideLabel(copy)}
          </button>
        ))}
      </MenuButton>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        aria-label="Open a scenario file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void importFile(file, props);
        }}
      />
    </>
  );
}
