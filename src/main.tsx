/**
 * Entry point: the playground, opened on a share link if the address has one, else on the
 * autosaved scenario, else on the convoy paper's main experiment (III-D).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Playground } from './app/Playground';
import { useStartScenario } from './app/useStartScenario';
import './app/playground.css';

function App() {
  const { start, error } = useStartScenario();
  if (error) {
    return (
      <main className="loading">
        <h1>Multipath Playground</h1>
        <p role="alert">The default scenario could not be loaded: {error}</p>
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
  return <Playground initial={start.initial} preset={start.preset} notice={start.notice} startView={start.view} />;
}

const rootEl = document.getElementById('root');
if (!rootEl) throw new Error('#root element missing from index.html');
createRoot(rootEl).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
