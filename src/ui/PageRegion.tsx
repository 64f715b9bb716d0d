/** A region of the page (map, charts, timeline) behind an error boundary wired to the page store. */
import type { ReactNode } from 'react';
import { RegionBoundary } from './RegionBoundary';
import { selectCanUndo, selectScenario } from '../state/pageSelectors';
import { usePageStore, useValue } from '../state/usePageStore';
import { usePageConfig } from '../state/pageConfig';

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
