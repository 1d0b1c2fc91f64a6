/**
 * A tooltip that explains a card, token or score line: shown on mouse hover, on focus, and on a long press (touch),
 * read by screen readers as the thing's description (`aria-describedby`). The wrapped element keeps its own role and
 * name; give it `tabIndex={0}` when it is not focusable already, so keyboard players reach it.
 *
 *   <Tip text={t('<game>.ui.loanTip', { amount: 10 })}><div className="card">…</div></Tip>
 *
 * What a person meets (issue 32's playtest): a tap acts and shows no tip (the focus a tap gives is not a keyboard's);
 * any action (a click, Enter, Space, Escape) closes it; it stays on the screen (shifted from an edge, turned below
 * when there is no room above); and it never covers the current prompt (an element marked `data-prompt`), turning to
 * the other side, or staying shut when both would — also when the prompt appears while the tip is open. A small arrow on
 * the edge facing the element points at its middle, wherever the tip was turned or moved to stay on the screen.
 */
import { cloneElement, useEffect, useId, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { placeTip, tipArrow, type Box } from './tipPlace.js';

const LONG_PRESS_MS = 450;

type Child = ReactElement<{ 'aria-describedby'?: string }>;

/** How the person last acted on the page: a focus that follows a touch is the tap's, not a keyboard's. */
let lastInput: 'touch' | 'other' = 'other';
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', (e) => { lastInput = e.pointerType === 'mouse' ? 'other' : 'touch'; }, true);
  document.addEventListener('keydown', () => { lastInput = 'other'; }, true);
}

const box = (r: DOMRect): Box => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });

export function Tip({ text, children, placement = 'above' }: { text: ReactNode; children: Child; placement?: 'above' | 'below' }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const press = useRef<ReturnType<typeof setTimeout> | null>(null);
  const wrap = useRef<HTMLSpanElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  useEffect(() => () => { if (press.current) clearTimeout(press.current); }, []);
  // A long-pressed tip stays until the next touch elsewhere.
  useEffect(() => {
    if (!open) return;
    const away = (e: Event) => { if (!wrap.current?.contains(e.target as Node)) setOpen(false); };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  // Placed once drawn: on the screen, off the prompt (measured, so set on the element, not in state). Placed again
  // while it is open whenever the page changes under it (a prompt that appears, a scroll, a new size).
  useLayoutEffect(() => {
    const el = tip.current;
    if (!open || !el || !wrap.current) return;
    const place = () => {
      if (!wrap.current) return;
      el.classList.remove('tip-flip', 'tip-shut');
      el.style.removeProperty('--tip-shift');
      el.style.removeProperty('--tip-arrow');
      const first = box(el.getBoundingClientRect());
      el.classList.add('tip-flip');
      const flipped = box(el.getBoundingClientRect());
      el.classList.remove('tip-flip');
      const prompts = [...document.querySelectorAll('[data-prompt]')]
        .filter((p) => !p.contains(wrap.current) && !wrap.current!.contains(p))
        .map((p) => box(p.getBoundingClientRect()));
      const view = { width: document.documentElement.clientWidth, height: window.innerHeight };
      const where = placeTip(first, flipped, prompts, view);
      if (where.side === 'none') el.classList.add('tip-shut');
      if (where.side === 'flipped') el.classList.add('tip-flip');
      if (where.shift) el.style.setProperty('--tip-shift', `${where.shift}px`);
      // The arrow points at the element from where the tip ended up (turned, shifted, or placed by a game's own rule).
      if (where.side !== 'none') {
        const arrow = tipArrow(box(el.getBoundingClientRect()), box(wrap.current.getBoundingClientRect()));
        el.style.setProperty('--tip-arrow', `${arrow.x}px`);
        el.dataset.arrow = arrow.edge;
      }
    };
    place();
    let frame = 0;
    const again = () => { if (!frame) frame = requestAnimationFrame(() => { frame = 0; place(); }); };
    // The tip's own classes are not a change of the page (they would wake it again and again).
    const changes = new MutationObserver((records) => { if (records.some((r) => r.target !== el)) again(); });
    changes.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-prompt', 'class', 'hidden', 'style'] });
    window.addEventListener('resize', again);
    window.addEventListener('scroll', again, true);
    return () => {
      changes.disconnect();
      window.removeEventListener('resize', again);
      window.removeEventListener('scroll', again, true);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [open]);
  const described = children.props['aria-describedby'];
  const child = cloneElement(children, { 'aria-describedby': [described, id].filter(Boolean).join(' ') });
  const stopPress = () => { if (press.current) clearTimeout(press.current); };
  // The wrapper hears the element's events as they bubble (React's focus events bubble too). A mouse opens it by
  // moving over it, not by the page moving under a resting mouse (a panel that appears and shifts the table).
  return (
    <span className="tip-wrap" ref={wrap}
      onPointerMove={(e) => { if (e.pointerType === 'mouse' && !open) setOpen(true); }}
      onPointerLeave={(e) => { if (e.pointerType === 'mouse') setOpen(false); }}
      onFocus={() => { if (lastInput !== 'touch') setOpen(true); }} onBlur={() => setOpen(false)}
      onClick={() => setOpen(false)}
      onKeyDown={(e) => { if (e.key === 'Escape' || e.key === 'Enter' || e.key === ' ') setOpen(false); }}
      onTouchStart={() => { press.current = setTimeout(() => setOpen(true), LONG_PRESS_MS); }}
      onTouchEnd={stopPress} onTouchMove={stopPress} onTouchCancel={stopPress}>
      {child}
      <span id={id} ref={tip} role="tooltip" className={`tip tip-${placement}${open ? ' tip-open' : ''}`}>{text}</span>
    </span>
  );
}
