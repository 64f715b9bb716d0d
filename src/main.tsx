/**
 * Entry point: the playground, opened on a share link if the address has one, else on the
 * autosaved scenario, else on the convoy paper's main experiment (III-D).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Playground } from './app/Playground';
import { PageProvider } from './app/PageProvider';
import { useStartScenario } from './app/useStartScenario';
import { RegionBoundary } from './ui/RegionBoundary';
import { registerServiceWorker } from './app/serviceWorker';
import { UpdateNotice } from './app/UpdateNotice';
import { setAsideAutosave } from './state/setAside';
import { pageStorage } from './state/storage';
import './ui/controls.css';
import './app/playground.css';

function App() {
  const { start, error } = useStartScenario();
  if (error) {
    return (
      <main className="loading">
        <UpdateNotice />
        <h1>Multipath Playground</h1>
        <p role="alert">
          The default scenario could not be loaded: {error}{' '}
          <button type="button" onClick={() => location.reload()}>
            Reload
          </button>
        </p>
      </main>
    );
  }
  if (!start) {
    return (
      <main className="loading">
        <h1>Multipath Playground</h1>
        <p role="status">Loading the convoy scenario…</p>
      </main>
    );
  }
  // The last line of defence: whatever fails, the page says so and offers the default scenario; the
  // scenario that failed is set aside in storage, not lost.
  return (
    <>
      <UpdateNotice />
      <RegionBoundary region="playground" onLoadDefault={loadDefault}>
        <PageProvider start={start}>
          <Playground />
        </PageProvider>
      </RegionBoundary>
    </>
  );
}

/** Sets the autosave aside and reopens the page without a link: the default scenario. */
function loadDefault(): void {
  setAsideAutosave(pageStorage().store, 'the page could not show it');
  location.replace(location.pathname + location.search);
}

const rootEl = document.getElementById('root');
if (!rootEl) throw new Error('#root element missing from index.html');
registerServiceWorker();
createRoot(rootEl).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
