/** Entry point of the table client (Electron window and phone browsers alike). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { installStylesheetRetry } from './app/stylesheetRetry.js';
import { getBridge } from './net/bridge.js';
import { connectEarly } from './net/early.js';
import { installMotion } from './ui/motion.js';
import './styles/app.css';

// Animations only when wanted (system and device setting); a click or Escape finishes them (ui/motion.ts).
installMotion();

// A lazy screen whose stylesheet failed to arrive still shows (and asks for the stylesheet again).
installStylesheetRetry();

// A returning player's hello leaves before the first render.
connectEarly(!!getBridge());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
