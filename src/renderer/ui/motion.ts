/**
 * Moments that move: every reveal is a short animation (under a second), skippable, and off when the system
 * asks for reduced motion or the device's "Animations" setting is off. Games write their animations in CSS
 * under the root classes this module keeps:
 *
 *   :root.mt-motion .mg-bid-flip { animation: mg-flip 600ms ease-out; }
 *
 * - `mt-motion` is on the root only when motion is wanted (no `prefers-reduced-motion: reduce`, setting on);
 * - a click or a key press while something animates skips to the end: `mt-motion-skip` is set for a moment,
 *   and app.css makes every animation and transition under it finish at once.
 *
 * `motionWanted()` says the same to code (e.g. to skip a JavaScript-timed sequence).
 */
const KEY = 'magic-table.motion';

export function motionSetting(): boolean {
  try { return globalThis.localStorage?.getItem(KEY) !== 'off'; } catch { return true; }
}

export function setMotionSetting(on: boolean): void {
  try { globalThis.localStorage?.setItem(KEY, on ? 'on' : 'off'); } catch { /* this page only */ }
  applyMotion();
}

export function motionWanted(): boolean {
  const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  return !reduced && motionSetting();
}

/** Sets the root's `mt-motion` class from the system and the setting (call once at start; it follows changes). */
export function applyMotion(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.classList.toggle('mt-motion', motionWanted());
}

let installed = false;

/** Keeps `mt-motion` current and lets any click or key skip running animations. */
export function installMotion(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  applyMotion();
  if (typeof matchMedia === 'function') matchMedia('(prefers-reduced-motion: reduce)').addEventListener?.('change', applyMotion);
  const skip = () => {
    if (!document.getAnimations?.().length) return;
    const root = document.documentElement;
    root.classList.add('mt-motion-skip');
    for (const a of document.getAnimations()) { try { a.finish(); } catch { /* infinite ones keep going */ } }
    setTimeout(() => root.classList.remove('mt-motion-skip'), 60);
  };
  document.addEventListener('pointerdown', skip, { capture: true });
  document.addEventListener('keydown', (e) => { if (e.key === 'Escape') skip(); }, { capture: true });
}
