/**
 * Magical Library's table laid out for its screen (issue 32): on a phone, while a placement is being made, Undo and
 * Confirm are in a bar fixed to the screen's foot (ml.css), the page padded by its height and the long "Nothing is
 * final…" note hidden, the hand shown in it as thumbnails without words (a tap on one is played in
 * magical-library-late-fit.spec.ts); on a wide screen (1200 px and more) the step panel is a column beside the library, which takes
 * the height the window leaves it (libraryHeight), placed there by the stylesheet's grid around the same elements. Rendered to HTML with the window's size given (the first render
 * reads it).
 */
import { afterEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { LibraryTable } from '../../src/renderer/games/magical-library/Table.js';
import type { SeatOccupant } from '../../src/shared/protocol.js';
import type { LibraryState } from '../../src/shared/games/magical-library/state.js';
import { allDistribute, allKeep, def, start } from '../games/magical-library/helpers.js';

const seats: SeatOccupant[] = [
  { kind: 'human', name: 'Ann', colour: '#4363d8', connected: true, ready: true },
  { kind: 'human', name: 'Ben', colour: '#f58231', connected: true, ready: true },
];

const g = globalThis as { window?: unknown };
const had = 'window' in g;
const before = g.window;
afterEach(() => { if (had) g.window = before; else delete g.window; });

/** The table as Ann sees it on a window of w×h px. */
function table(s: LibraryState, w: number, h: number): string {
  g.window = { innerWidth: w, innerHeight: h, scrollY: 0 };
  return renderToStaticMarkup(<LibraryTable view={def.view(s, 0)} seat={0} seats={seats} toAct={[0, 1]} log={[]} text={(m) => m.id}
    result={null} moveNo={9} send={async () => ({ ok: true })} hints={false} />);
}
/** The markup from `marker` on. */
const from = (html: string, marker: string) => html.slice(html.indexOf(marker));
const placing = () => allDistribute(allKeep(start(2)));

describe('a phone, placing: Undo and Confirm in a bar at the screen\'s foot', () => {
  it('the place step draws the bar with both buttons, and marks the table as having it', () => {
    const html = table(placing(), 390, 844);
    expect(html).toMatch(/class="ml-table ml-barred"/);
    const bar = from(html, 'data-testid="ml-action-bar"');
    expect(bar).toMatch(/^data-testid="ml-action-bar"><div class="ml-bar-hand"[^>]*>.*?<\/div><div class="ml-confirm-row"><button[^>]*data-testid="ml-undo"[^>]*>Undo<\/button><button[^>]*data-testid="ml-confirm"/);
    expect(html).toMatch(/class="ml-stage-actions ml-action-bar"/);
  });

  it('the bar shows the hand as thumbnails: a button each, named and pressed as the hand\'s own, with no words of their own', () => {
    const html = table(placing(), 390, 844);
    const attrs = (el: string): Record<string, string> => Object.fromEntries([...el.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const hand = [...html.matchAll(/<li [^>]*data-testid="ml-hand-\d"[^>]*data-card="([^"]+)"[^>]*>.*?(<button[^>]*class="ml-hand-pick"[^>]*>)/g)]
      .map((m): Record<string, string> => ({ ...attrs(m[2]), card: m[1] }));
    const barHand = /<div class="ml-bar-hand"[^>]*>(.*?)<\/div><div class="ml-confirm-row">/.exec(html)?.[1] ?? '';
    const thumbs = [...barHand.matchAll(/<button[^>]*class="ml-bar-pick[^"]*"[^>]*>/g)].map((m) => attrs(m[0]));
    expect(hand).toHaveLength(3);
    expect(thumbs.map((b) => b['data-card'])).toEqual(hand.map((h) => h.card));
    expect(thumbs.map((b) => b['aria-label'])).toEqual(hand.map((h) => h['aria-label']));
    expect(thumbs.map((b) => b['aria-label'])[0]).toMatch(/^Card 1: .+\. Select it, then pick a place in your library$/);
    // The first card starts selected, in the bar as in the hand (ringed: ml-selected).
    expect(thumbs.map((b) => b['aria-pressed'])).toEqual(['true', 'false', 'false']);
    expect(hand.map((h) => h['aria-pressed'])).toEqual(['true', 'false', 'false']);
    expect(thumbs[0].class).toBe('ml-bar-pick ml-selected');
    // Each a small drawing of its card, no words on it: the table's text is the same at any width.
    expect(barHand.match(/class="ml-card /g)).toHaveLength(3);
    expect(barHand).toContain('width:38px');
    expect(barHand.replace(/<[^>]+>/g, '')).toBe('');
    expect(barHand).not.toContain('title=');
    // Shown on a phone's bar only: a wider screen has the hand beside Undo / Confirm.
    const css = fs.readFileSync('src/renderer/games/magical-library/ml.css', 'utf8').replace(/\s+/g, ' ');
    const [before, ...phone] = css.split('@media (max-width: 600px)');
    expect(before).toContain('.ml-bar-hand { display: none; }');
    expect(phone.join(' ')).toMatch(/\.ml-barred \.ml-action-bar \.ml-bar-hand \{ display: flex;/);
  });

  it('the wizard step\'s bar has no hand in it (there is none)', () => {
    const s = placing();
    const wizard = { ...s, phase: 'wizard' } as LibraryState;
    const html = table(wizard, 390, 844);
    expect(html).toContain('data-testid="ml-action-bar"');
    expect(html).not.toContain('ml-bar-hand');
  });

  it('with nothing to place (drawing), no bar and no room kept for one', () => {
    const html = table(start(2), 390, 844);
    expect(html).toContain('data-testid="ml-keep"');
    expect(html).not.toContain('ml-action-bar');
    expect(html).not.toContain('ml-barred');
  });

  it('the phone\'s styles fix the bar to the foot, above the safe area, pad the page and keep the long note and the step line for screen readers only', () => {
    const css = fs.readFileSync('src/renderer/games/magical-library/ml.css', 'utf8').replace(/\s+/g, ' ');
    const phone = css.split('@media (max-width: 600px)').slice(1).join(' ');
    const rule = (sel: string) => new RegExp(`${sel.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\{([^}]*)\\}`).exec(phone)?.[1] ?? '';
    const bar = rule('.ml-barred .ml-action-bar');
    expect(bar).toMatch(/position: fixed/);
    expect(bar).toMatch(/bottom: 0/);
    expect(bar).toMatch(/env\(safe-area-inset-bottom/);
    expect(rule('.ml-table.ml-barred')).toMatch(/padding-bottom: calc\([\d.]+rem \+ env\(safe-area-inset-bottom/);
    // What is scrolled into view (Tab to a hand card, a card brought up to be dragged) stops above the bar, not under it.
    expect(rule('html:has(.ml-table.ml-barred)')).toMatch(/scroll-padding-bottom: calc\([\d.]+rem \+ env\(safe-area-inset-bottom/);
    // Kept for screen readers only, not removed: the table's text is the same at any width (pass-and-play compares it).
    const hidden = /\.ml-barred \.ml-undo-note, \.ml-barred \.ml-deciding \.ml-step, \.ml-barred \.ml-deciding \.ml-who, \.ml-barred \.ml-deciding \.ml-deck \{([^}]*)\}/.exec(phone)?.[1] ?? '';
    expect(hidden).toMatch(/position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect\(0 0 0 0\)/);
    expect(phone).not.toMatch(/display: none/);
  });
});

describe('a wide screen: the step panel beside the library', () => {
  /** The table's markup with the library's own content left out (its size and fit follow the window). */
  const frame = (html: string) => html.replace(/<div class="ml-board".*?data-testid="ml-grid".*?(?=<div class="ml-step-panel")/s, '[library]')
    .replace(/ style="[^"]*"/g, '');

  it('at 1366×768 the library is in the main column, the step, the hand and Confirm placed beside it by the grid (ml.css)', () => {
    const html = table(placing(), 1366, 768);
    expect(html).toMatch(/class="ml-table ml-wide ml-barred"/);
    const main = html.slice(html.indexOf('class="ml-main"'), html.indexOf('class="ml-step-panel"'));
    const panel = from(html, 'class="ml-step-panel"');
    expect(main).toContain('data-testid="ml-grid"');
    expect(main).not.toContain('data-testid="ml-confirm"');
    expect(panel).toContain('data-testid="ml-confirm"');
    expect(panel).toContain('data-testid="ml-hand-0"');
    const css = fs.readFileSync('src/renderer/games/magical-library/ml.css', 'utf8').replace(/\s+/g, ' ');
    expect(css).toMatch(/\.ml-table\.ml-wide \{ display: grid; grid-template-columns: minmax\(0, 1fr\) 320px;/);
    expect(css).toContain('.ml-wide > .ml-main { grid-column: 1;');
    expect(css).toContain('.ml-wide > .ml-deciding { grid-column: 2; grid-row: 1; }');
    expect(css).toContain('.ml-wide > .ml-step-panel { grid-column: 2; grid-row: 2;');
  });

  it('the same elements in the same order at any width (the library keeps its parent): only the table\'s class differs', () => {
    const wide = frame(table(placing(), 1366, 768));
    expect(wide).toContain('[library]');
    for (const [w, h] of [[1024, 768], [390, 844]]) {
      const html = table(placing(), w, h);
      expect(html).not.toContain('ml-wide');
      expect(frame(html).replace('ml-table ml-barred', 'ml-table ml-wide ml-barred')).toBe(wide);
      // The deciding bar, then the library, then the step panel.
      expect(html.indexOf('data-testid="ml-deciding"')).toBeLessThan(html.indexOf('data-testid="ml-grid"'));
      expect(html.indexOf('data-testid="ml-grid"')).toBeLessThan(html.indexOf('data-testid="ml-confirm"'));
    }
  });
});
