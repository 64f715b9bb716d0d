/**
 * Provides the page store and configuration to the page (made once from the start scenario, its
 * subscribers started on mount and stopped on unmount), with the one bridge that runs the solver
 * and puts its result into the store.
 */
import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { RunHoldContext, useCostGate } from '../state/useCostGate';
import { useGeometry, useSolverLoadProblem } from '../state/useGeometry';
import { useSolver } from '../state/useSolver';
import { selectScenario, selectScenarioJson } from '../state/pageSelectors';
import { PageStoreContext, usePageStore, useValue } from '../state/usePageStore';
import { createPage, startPage, type PageStart } from './page';
import { PageConfigContext, usePageConfig } from '../state/pageConfig';

/** The page made from `start`, around `children`. */
export function PageProvider({ start, children }: { start: PageStart; children: ReactNode }) {
  const [page] = useState(() => createPage(start));
  useEffect(() => startPage(page), [page]);
  return (
    <PageConfigContext value={page.config}>
      <PageStoreContext value={page.store}>
        <RunBridge>{children}</RunBridge>
      </PageStoreContext>
    </PageConfigContext>
  );
}

/**
 * The bridge between the solver hooks and the store: the cost gate, the run (useSolver), the map's
 * geometry and the page solver's load problem, written into the store's `run` before the browser
 * paints. It re-renders only when the scenario, a drag or a run changes. The gate's hold also goes
 * to `children` through `RunHoldContext` from the first render on (comparison mode starts its own
 * runs in its view's effects, which must never see an over-limit scenario as not held).
 */
export function RunBridge({ children }: { children: ReactNode }) {
  const store = usePageStore();
  const { query } = usePageConfig();
  const scenario = useValue(selectScenario);
  const scenarioJson = useValue(selectScenarioJson);
  const dragging = useValue((s) => s.view.dragging);
  // Above the cost limits nothing runs (nor is the map's geometry built) until the user says so.
  const fresh = useCostGate(scenario, scenarioJson);
  const { verdict, held, holdGeometry, approved, runAnyway, cancel } = fresh;
  // The gate as one value that changes only when one of its parts does.
  const gate = useMemo(
    () => ({ verdict, held, holdGeometry, approved, runAnyway, cancel }),
    [verdict, held, holdGeometry, approved, runAnyway, cancel],
  );
  const solve = useSolver(scenarioJson, dragging, query.values.workers, gate.held);
  const geometry = useGeometry(gate.holdGeometry ? null : scenarioJson);
  const loadProblem = useSolverLoadProblem();
  useLayoutEffect(
    () => store.setRun({ solve, gate, geometry, loadProblem }),
    [store, solve, gate, geometry, loadProblem],
  );
  return <RunHoldContext value={gate.held}>{children}</RunHoldContext>;
}
