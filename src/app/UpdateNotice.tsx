/** "A new version is ready: Reload", when a new build's service worker waits (src/app/serviceWorker.ts). */
import { useSyncExternalStore } from 'react';
import { currentUpdate, subscribeUpdate } from './serviceWorker';

/** Bottom left, above the page's own layers (the chart tooltips, the map controls). */
const STYLE = {
  position: 'fixed',
  left: '1rem',
  bottom: '1rem',
  zIndex: 3000,
  padding: '0.5rem 0.8rem',
  background: '#eef4ff',
  border: '1px solid #2f6fde',
  borderRadius: 6,
  boxShadow: '0 2px 8px rgba(0, 0, 0, 0.2)',
} as const;

/** The update notice, fixed at the bottom of the page; nothing while there is no new version. */
export function UpdateNotice() {
  const update = useSyncExternalStore(subscribeUpdate, currentUpdate);
  if (!update) return null;
  return (
    <div className="update-notice" role="status" style={STYLE}>
      A new version is ready.{' '}
      <button type="button" onClick={() => update.reload()}>
        Reload
      </button>
    </div>
  );
}
