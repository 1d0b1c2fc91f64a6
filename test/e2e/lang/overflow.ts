/**
 * Text a reader cannot read whole: a script over the page's DOM (not a look at a screenshot) that lists every
 * visible element whose own text is cut off or spills out of its box, and a page that scrolls sideways.
 *
 * - **Clipped**: an element with text of its own whose content is wider (or taller) than its box while its
 *   overflow hides the rest (`hidden`, `clip`, or an ellipsis).
 * - **Spilling**: an element with text of its own whose content is wider than its box (a word that cannot wrap
 *   runs over its neighbours), unless the element scrolls on purpose (`auto`, `scroll`).
 * - **Off screen**: text whose box ends beyond the viewport's right edge, outside any container that scrolls
 *   sideways on purpose (a hand of cards).
 *
 * Text for screen readers only (inside a 1px box whose overflow is hidden) is not on screen, so not checked.
 * One pixel of slack is allowed (rounding). Each finding names the element (tag, class, test id) and its text.
 */
import type { Page } from '@playwright/test';

export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    const vw = root.clientWidth;
    if (root.scrollWidth > vw + 1) found.push(`the page scrolls sideways: ${root.scrollWidth}px wide in a ${vw}px window`);
    const scrollsSideways = (el: Element | null): boolean => {
      for (let e = el; e && e !== root; e = e.parentElement) {
        const o = getComputedStyle(e).overflowX;
        if (o === 'auto' || o === 'scroll') return true;
      }
      return false;
    };
    // Inside a box hidden for screen readers only (1px, its overflow hidden: app.css's .sr-only), text is not on screen.
    const readersOnly = (el: Element | null): boolean => {
      for (let e = el; e && e !== root; e = e.parentElement) {
        const r = e.getBoundingClientRect();
        if (r.width <= 2 && r.height <= 2 && getComputedStyle(e).overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (el: HTMLElement, why: string) => {
      const id = el.getAttribute('data-testid');
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      const text = (el.innerText || '').replace(/\s+/g, ' ').trim().slice(0, 80);
      return `${why}: <${el.tagName.toLowerCase()}${id ? ` data-testid=${id}` : ''}${cls}> “${text}”`;
    };
    // The boxes that hold text: an element with text of its own, or, for inline text (a span in a button), the
    // nearest box around it (its clipping is the box's).
    const boxes = new Set<HTMLElement>();
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (!(el instanceof HTMLElement)) continue;
      const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      if (!ownText || readersOnly(el)) continue;
      let box: HTMLElement | null = el;
      while (box && box !== document.body && getComputedStyle(box).display === 'inline') {
        const r = box.getBoundingClientRect();
        if (r.width > 0 && r.right > vw + 1 && !scrollsSideways(box)) found.push(describe(box, 'off screen'));
        box = box.parentElement;
      }
      if (box && box !== document.body) boxes.add(box);
    }
    for (const el of boxes) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const cs = getComputedStyle(el);
      if (cs.visibility === 'hidden') continue;
      // Visually hidden text for screen readers (1px boxes) is not read on screen.
      if (box.width <= 2 && box.height <= 2) continue;
      const wide = el.scrollWidth > el.clientWidth + 1;
      const tall = el.scrollHeight > el.clientHeight + 1;
      const hides = (o: string) => o === 'hidden' || o === 'clip';
      if ((wide && (hides(cs.overflowX) || cs.textOverflow === 'ellipsis')) || (tall && hides(cs.overflowY))) found.push(describe(el, 'clipped'));
      else if (wide && cs.overflowX === 'visible') found.push(describe(el, 'spills out of its box'));
      if (box.right > vw + 1 && !scrollsSideways(el)) found.push(describe(el, 'off screen'));
    }
    return found;
  });
}
