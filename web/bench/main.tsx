// The benchmark's baseline (issue 15): a bare React page, built by the same Vite setup and served by
// the same backend as the portal, so `./portal bench` can give every page figure as a ratio to it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Baseline() {
  return (
    <main>
      <h1>Baseline</h1>
      <p>A bare React page: React DOM renders this heading and this paragraph, nothing else.</p>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <Baseline />
  </StrictMode>,
);
