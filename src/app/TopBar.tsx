/**
 * The top bar: the app's name over the scenario's title, the actions (other parts add theirs as
 * children; grouped into menus, TopActions.tsx) and the run's status, in one row at 1280 px. On a small screen (see playground.css) the actions fold into a
 * menu button; Escape closes the open menu, and so do loading another scenario from it and choosing
 * a map tool (a button marked `data-closes-menu`: the map must show to be drawn on).
 */
import { useId, useState, type ReactNode } from 'react';
import { isolate } from '../scenario/userText';

/** The top bar with `actions` (foldable) and `status` (always shown). */
export function TopBar({ title, actions, status }: { title: string; actions: ReactNode; status: ReactNode }) {
  const [open, setOpen] = useState(false);
  // A scenario chosen from the menu (a preset, a lesson, a file) closes it: the page shows what was chosen.
  const [shownTitle, setShownTitle] = useState(title);
  if (shownTitle !== title) {
    setShownTitle(title);
    setOpen(false);
  }
  const menuId = useId();
  return (
    <header className="topbar">
      <div className="topbar-name">
        <h1>Multipath Playground</h1>
        <span className="scenario-title" title={isolate(title)}>
          {title}
        </span>
      </div>
      <button
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        Menu
      </button>
      <div
        id={menuId}
        className={`topbar-actions${open ? ' is-open' : ''}`}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) setOpen(false);
        }}
        onClick={(e) => {
          if (open && (e.target as Element).closest('[data-closes-menu]')) setOpen(false);
        }}
      >
        {actions}
      </div>
      {status}
    </header>
  );
}
