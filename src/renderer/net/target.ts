/** Which host this tab talks to when it starts. */

export const TARGET_KEY = 'magic-table.target';

/** The host this tab talks to at start-up: the one it last chose, or (in a browser) the page's own. */
export function initialTarget(inApp: boolean): string | null {
  try {
    const saved = sessionStorage.getItem(TARGET_KEY);
    if (saved) return saved;
  } catch { /* no storage */ }
  if (inApp) return null;
  return /^https?:$/.test(location.protocol) && location.host ? location.host : null;
}
