/** The network diagram wired to the page store: the run at the cursor. */
import { NetworkDiagram } from './NetworkDiagram';
import { selectCursorS } from '../state/pageSelectors';
import { useValue } from '../state/usePageStore';
import { useMemo } from 'react';
import { useWords } from '../state/useWords';
import type { DiagramNames } from './layoutTypes';

/** The network diagram of the run at the cursor; text at >= 13 px (its 11 px labels drawn larger), larger on a projector. */
export function PageDiagram({ heading, className }: { heading?: string; className?: string }) {
  const solve = useValue((s) => s.run.solve);
  const cursorS = useValue(selectCursorS);
  const projector = useValue((s) => s.view.presenting);
  // At the school level rows read as the charts' names, a box as its station or channel and node ("WiFi B1 (front)").
  const words = useWords();
  const names = useMemo<DiagramNames | undefined>(
    () =>
      words.school
        ? { route: (id) => words.series(id, id), resource: (id) => shortResource(words.resource(id, id)) }
        : undefined,
    [words],
  );
  return (
    <NetworkDiagram
      layout={solve.store?.layout ?? null}
      store={solve.store}
      cursorS={cursorS}
      version={solve.version}
      textZoom={projector ? 1.6 : 1.25}
      heading={heading}
      className={className}
      names={names}
    />
  );
}

/** A resource box's short name: "WiFi B1 for the front car" -> "WiFi B1 (front)". */
function shortResource(name: string): string {
  return name.replace(/ for the (front|middle|back) car$/, ' ($1)');
}
