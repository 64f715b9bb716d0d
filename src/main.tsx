/** Entry point: the minimal page that runs the default convoy scenario in the solver worker. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RunPreview } from './app/RunPreview';
import './app/style.css';

function App() {
  return (
    <main>
      <header>
        <h1>Multipath Playground</h1>
        <p className="tagline">Multipath congestion control (Kelly–Voice primal MPTCP) for a convoy passing WiFi stations, with a satellite — solved in your browser.</p>
      </header>
      <RunPreview />
    </main>
  );
}

const rootEl = document.getElementById('root');
if (!rootEl) throw new Error('#root element missing from index.html');
createRoot(rootEl).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
