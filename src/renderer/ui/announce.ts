/**
 * Screen readers hear what happens at the table: `announce(text)` puts a sentence in a polite live region (one
 * for the whole page, created on first use), so turn changes and reveals are read without moving the focus.
 * The same sentence twice in a row is still read (the region is cleared first). Sentences announced within 30 ms
 * of each other are read as one, in order.
 */
let region: HTMLElement | null = null;
let pending: ReturnType<typeof setTimeout> | null = null;

function liveRegion(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  if (region && document.body.contains(region)) return region;
  region = document.createElement('div');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('role', 'status');
  region.className = 'sr-only';
  region.dataset.testid = 'announcer';
  document.body.appendChild(region);
  return region;
}

let queued = '';

export function announce(text: string): void {
  const r = liveRegion();
  if (!r || !text) return;
  r.textContent = '';
  // Sentences said within the same moment (a frame's log and turn, then a game's own reveal) are read together:
  // a later one never silently replaces one not yet read (it used to drop "Your turn").
  queued = queued ? `${queued} ${text}` : text;
  if (pending) clearTimeout(pending);
  pending = setTimeout(() => { r.textContent = queued; queued = ''; pending = null; }, 30);
}
