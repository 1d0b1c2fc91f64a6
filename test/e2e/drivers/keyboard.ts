/**
 * Keyboard-only play: helpers for the keyboard specs (test/e2e/keyboard-*.spec.ts). A decision is made only with
 * `page.keyboard` — Tab / Shift+Tab to a control, arrows inside a group, Enter / Space, digits — never a click or a
 * fill on the game's controls. Every press that moves the focus is followed by a check that the focused element
 * shows a focus ring a sighted keyboard user can see.
 *
 * - `focusState(page)` → what has the focus and whether its ring is visible: the element matches `:focus-visible`
 *   and draws an outline at least 2 px wide in a colour that is not transparent (an SVG pawn of Magic Market's
 *   market shows its ring as the pawn's gold stroke instead), and it has a size on screen.
 * - `press(page, key, stats)` presses a key and, when something other than the page itself has the focus, expects
 *   its ring to be visible.
 * - `tabTo(page, target, stats)` presses Tab (or Shift+Tab, towards where the target lies in the page) until the
 *   target has the focus; fails after `max` presses.
 * - `recordAnnouncer` (a page's init script, `keyboardSeeded`) records every sentence the polite live region
 *   (`[data-testid=announcer]`) says; `announced(page)` returns them.
 * - `lastTurnWords(page)`: the last of "Your turn", "Waiting for", "Game over" the live region said (sentences said
 *   in one moment are read together, so it is the last one in the last sentence that has one).
 * - `KeyStats` counts presses and the focus checks made (the spec prints them).
 */
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { openSeeded, screenshot, type Player } from '../support.js';

export interface KeyStats { presses: number; ringChecks: number; decisions: number; maxTabs: number }

const newStats = (): KeyStats => ({ presses: 0, ringChecks: 0, decisions: 0, maxTabs: 0 });

interface FocusState { tag: string; name: string; onPage: boolean; matchesFocusVisible: boolean; ring: string | null; size: number }

/** What has the focus now, and the ring it shows (null: none that a person could see). */
async function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | SVGElement | null;
    if (!el || el === document.body || el === document.documentElement) {
      return { tag: el?.tagName.toLowerCase() ?? 'none', name: '', onPage: true, matchesFocusVisible: false, ring: null, size: 0 };
    }
    const css = getComputedStyle(el);
    const opaque = (colour: string) => colour !== 'transparent' && !/rgba\([^)]*,\s*0\)$/.test(colour);
    let ring: string | null = null;
    if (css.outlineStyle !== 'none' && parseFloat(css.outlineWidth) >= 2 && opaque(css.outlineColor)) ring = `outline ${css.outlineWidth} ${css.outlineColor}`;
    // Magic Market's Visitor pawns are SVG groups: their ring is the pawn's stroke, gold and thick.
    const pawn = el.querySelector?.('.mk-pawn');
    if (!ring && pawn) {
      const p = getComputedStyle(pawn);
      if (parseFloat(p.strokeWidth) >= 4 && opaque(p.stroke) && p.stroke !== 'none') ring = `pawn stroke ${p.strokeWidth} ${p.stroke}`;
    }
    const r = el.getBoundingClientRect();
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    return {
      tag: el.tagName.toLowerCase(), name, onPage: r.width > 0 && r.height > 0,
      matchesFocusVisible: el.matches(':focus-visible'), ring, size: Math.round(r.width * r.height),
    };
  });
}

/** Expects the focused element (if any) to show a visible focus ring. */
async function expectRing(page: Page, stats: KeyStats, after: string): Promise<void> {
  const f = await focusState(page);
  if (f.tag === 'body' || f.tag === 'html' || f.tag === 'none') return;
  stats.ringChecks++;
  expect(f.matchesFocusVisible && f.ring !== null && f.onPage, `a visible focus ring on <${f.tag}> "${f.name}" after ${after} (${JSON.stringify(f)})`).toBe(true);
}

/** Presses a key; then the focused element must show its ring. */
export async function press(page: Page, key: string, stats: KeyStats): Promise<void> {
  await page.keyboard.press(key);
  stats.presses++;
  await expectRing(page, stats, key);
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false);

/**
 * Tab (or Shift+Tab) until `target` has the focus. The direction is where the target lies from the focused element
 * in the page's order. Returns the number of presses.
 */
export async function tabTo(page: Page, target: Locator, stats: KeyStats, max = 120): Promise<number> {
  await target.waitFor({ state: 'visible' });
  if (await isFocused(target)) return 0;
  const before = await target.evaluate((el) => {
    const active = document.activeElement;
    if (!active || active === document.body) return false;
    return (active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
  });
  const key = before ? 'Shift+Tab' : 'Tab';
  for (let i = 1; i <= max; i++) {
    await press(page, key, stats);
    if (await isFocused(target)) {
      stats.maxTabs = Math.max(stats.maxTabs, i);
      return i;
    }
  }
  throw new Error(`${max} × ${key} did not reach ${target.toString()}`);
}

/** Records every sentence of the polite live region (it is created on first use; the page never navigates). */
/**
 * What the page shows now, read in one go (a move may replace the elements between two reads): for each selector,
 * the text of its first element (`-` when there is none), or with `shown:` in front whether it is visible (y/n).
 */
export async function pageKey(page: Page, selectors: string[]): Promise<string> {
  return page.evaluate((list) => list.map((sel) => {
    if (sel.startsWith('shown:')) {
      const el = document.querySelector(sel.slice(6));
      return el && el.checkVisibility() ? 'y' : 'n';
    }
    return document.querySelector(sel)?.textContent ?? '-';
  }).join('|'), selectors);
}

/** In the page: keeps every sentence the polite live region says in `window.__announced` (from the body on). */
function recordAnnouncer(): void {
  const w = window as unknown as { __announced?: string[] };
  if (w.__announced) return;
  const said: string[] = [];
  w.__announced = said;
  let last = '';
  const look = () => {
    const r = document.querySelector('[data-testid=announcer]');
    if (!r || r.getAttribute('aria-live') !== 'polite') return;
    const text = (r.textContent ?? '').trim();
    if (text && text !== last) said.push(text);
    last = text;
  };
  const start = () => new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
  if (document.body) start(); else document.addEventListener('DOMContentLoaded', start);
}

async function announced(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __announced?: string[] }).__announced ?? []);
}

/** The last turn phrase the live region said ("Your turn", "Waiting for", "Game over"), or undefined. */
export async function lastTurnWords(page: Page): Promise<string | undefined> {
  const said = (await announced(page)).join(' ');
  let best: { at: number; phrase: string } | undefined;
  for (const phrase of ['Your turn', 'Waiting for', 'Game over']) {
    const at = said.lastIndexOf(phrase);
    if (at >= 0 && (!best || at > best.at)) best = { at, phrase };
  }
  return best?.phrase;
}

/**
 * Plays a whole game by keyboard: from nothing focused (as after a page load), `step(turn)` makes the player's next
 * decision if the game waits for them (what it did, or null: then a short wait) until `over` shows or `ms` pass; a
 * screenshot `shotName` is taken after the first decision of kind `shotAfter`. Then the live region must have said
 * "Game over". Returns the stats and the decisions made by kind.
 */
export async function playByKeyboard(page: Page, opts: {
  step: (turn: number, stats: KeyStats, done: Record<string, number>) => Promise<string | null>;
  over: Locator;
  ms: number;
  shotAfter: string;
  shotName: string;
}): Promise<{ stats: KeyStats; done: Record<string, number> }> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const stats = newStats();
  const done: Record<string, number> = {};
  const deadline = Date.now() + opts.ms;
  let turn = 0;
  let shot = false;
  // `turn` counts the player's decisions, not the polls between them: the choices a step makes from it (which tile,
  // which key) are then the same on every run, and so is the game the fixed deal and the seeded bots play.
  while (Date.now() < deadline && !(await opts.over.isVisible())) {
    const did = await opts.step(turn, stats, done);
    if (!did) {
      await page.waitForTimeout(80);
      continue;
    }
    turn++;
    stats.decisions++;
    done[did] = (done[did] ?? 0) + 1;
    if (!shot && did === opts.shotAfter) {
      shot = true;
      await screenshot(page, opts.shotName);
    }
  }
  await expect(opts.over).toBeVisible();
  await expect.poll(() => lastTurnWords(page)).toMatch(/Game over/);
  return { stats, done };
}

/**
 * Ann at a table saved at a chosen move (fixtures/seed-tables.ts), at `viewport`, her live region listened to from
 * the page's first load on (the first "Your turn" comes with the first frame).
 */
export async function keyboardSeeded(browser: Browser, tableId: string, viewport: { width: number; height: number }): Promise<Player> {
  return openSeeded(browser, tableId, { viewport, init: recordAnnouncer });
}
