/** DEV ONLY (not part of the build): the player aid on its own page, for looking at it (`npx vite`, then /games/magic-market/dev/aid.html). */
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import '../../../styles/app.css';
import '../../../styles/table.css';
import { meta } from '../meta.js';

const Aid = meta.Aid!;
createRoot(document.getElementById('root')!).render(
  <StrictMode><div style={{ padding: 12, background: '#fbf4e4' }}><Suspense><Aid /></Suspense></div></StrictMode>,
);
