/**
 * The area under the map: the network diagram and the panels (station, convoy, channels). On a
 * wide screen they sit side by side; on a small one (see playground.css) only the chosen one shows
 * and a row of buttons picks it.
 */
import { useEffect, useRef, type ReactNode } from 'react';

/** One panel of the area. */
export interface PanelTab {
  id: string;
  /** The button's text. */
  label: string;
  node: ReactNode;
}

/** The panels, and on small screens the buttons that choose which one shows. */
export function PanelTabs({
  tabs,
  active,
  onSelect,
}: {
  tabs: PanelTab[];
  /** The panel shown on a small screen (the first when it is not among `tabs`). */
  active: string;
  onSelect(id: string): void;
}) {
  const shown = tabs.some((t) => t.id === active) ? active : tabs[0]?.id;
  const rowRef = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  // A panel chosen later (a station selected on the map) is scrolled into the row's view (panels
  // that do not fit beside each other wrap under each other); the page itself does not move.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const row = rowRef.current;
    const slot = row?.querySelector<HTMLElement>(`.panel-slot-${shown}`);
    if (row && slot && row.scrollHeight > row.clientHeight) row.scrollTop = slot.offsetTop - 6;
  }, [shown]);
  return (
    <div className="panel-area">
      {tabs.some((t) => t.id !== 'network') && <h2 className="visually-hidden">Settings</h2>}
      {tabs.length > 1 && (
        <div className="panel-switch" role="group" aria-label="Panels">
          {tabs.map((t) => (
            <button key={t.id} type="button" aria-pressed={t.id === shown} onClick={() => onSelect(t.id)}>
              {t.label}
            </button>
          ))}
        </div>
      )}
      <div className="panel-row" ref={rowRef}>
        {tabs.map((t) => (
          <div key={t.id} className={`panel-slot panel-slot-${t.id}${t.id === shown ? ' is-shown' : ''}`}>
            {t.node}
          </div>
        ))}
      </div>
    </div>
  );
}
