// The baseline for `npm run bench:lighthouse` (scripts/lighthouse.ts): the least a Vite + React
// page of the studio's stack does before its first paint — React renders one heading.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <h1>Media Studio</h1>
    </StrictMode>,
  );
}
