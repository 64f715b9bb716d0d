/** Entry point: the playground, opened on the convoy paper's main experiment (III-D). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Playground } from './app/Playground';
import { DEFAULT_PRESET, usePresetScenario } from './app/usePresetScenario';
import { loadScenario } from './state/autosave';
import './app/playground.css';

function App() {
  const { scenario, error } = usePresetScenario(DEFAULT_PRESET);
  if (error) {
    return (
      <main className="loading">
        <h1>Multipath Playground</h1>
        <p role="alert">The default scenario could not be loaded: {error}</p>
      </main>
    );
  }
  if (!scenario) {
    return (
      <main className="loading">
        <h1>Multipath Playground</h1>
        <p role="status">Loading the convoy scenario…</p>
      </main>
    );
  }
  // The autosaved scenario (if any) comes back after a reload; the preset stays one click away.
  const saved = loadScenario(localStorage);
  const initial = 'scenario' in saved ? saved.scenario : scenario;
  const notice = 'error' in saved ? saved.error : null;
  return <Playground initial={initial} preset={scenario} notice={notice} />;
}

const rootEl = document.getElementById('root');
if (!rootEl) throw new Error('#root element missing from index.html');
createRoot(rootEl).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
