/** The presenter view's switch (the top bar's "Present", and the presenter bar's way back). */
import { usePageStore, useValue } from '../state/usePageStore';

/** "Present": opens the presenter view, or leaves it when pressed. */
export function PresentButton() {
  const store = usePageStore();
  const presenting = useValue((s) => s.view.presenting);
  return (
    <button
      type="button"
      className="present-button"
      aria-pressed={presenting}
      title={
        presenting ? 'Leave the presenter view (Esc)' : 'The map and one large chart, for a room (keys 1-4, L, Esc)'
      }
      onClick={store.togglePresenting}
    >
      Present
    </button>
  );
}
