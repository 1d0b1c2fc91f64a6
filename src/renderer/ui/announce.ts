/**
 * Screen readers hear what happens at the table: `announce(text)` puts a sentence in a polite live region (one
 * for the whole page, created on first use), so turn changes and reveals are read without moving the focus.
 * The same sentence twice in a row is still read (the region is cleared first).
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

export function announce(text: string): void {
  const r = liveRegion();
  if (!r || !text) return;
  r.textContent = '';
  if (pending) clearTimeout(pending);
  pending = setTimeout(() => { r.textContent = text; pending = null; }, 30);
}
