// Placeholder entry point: the real app replaces this.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  return (
    <main>
      <h1>Multipath Playground</h1>
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
