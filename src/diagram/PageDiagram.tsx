/** The network diagram wired to the page store: the run at the cursor. */
import { NetworkDiagram } from './NetworkDiagram';
import { selectCursorS } from '../state/pageSelectors';
import { useValue } from '../state/usePageStore';

/** The network diagram of the run at the cursor; text at >= 13 px (its 11 px labels drawn larger), larger on a projector. */
export function PageDiagram({ heading, className }: { heading?: string; className?: string }) {
  const solve = useValue((s) => s.run.solve);
  const cursorS = useValue(selectCursorS);
  const projector = useValue((s) => s.view.presenting);
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
