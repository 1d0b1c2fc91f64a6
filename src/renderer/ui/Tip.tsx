/**
 * A tooltip that explains a card, token or score line: shown on hover, on keyboard focus, and on a long press
 * (touch), read by screen readers as the thing's description (`aria-describedby`). The wrapped element keeps
 * its own role and name; give it `tabIndex={0}` when it is not focusable already, so keyboard players reach it.
 *
 *   <Tip text={t('<game>.ui.loanTip', { amount: 10 })}><div className="card">…</div></Tip>
 */
import { cloneElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';

const LONG_PRESS_MS = 450;

type Child = ReactElement<{ 'aria-describedby'?: string }>;

export function Tip({ text, children, placement = 'above' }: { text: ReactNode; children: Child; placement?: 'above' | 'below' }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const press = useRef<ReturnType<typeof setTimeout> | null>(null);
  const wrap = useRef<HTMLSpanElement>(null);
  useEffect(() => () => { if (press.current) clearTimeout(press.current); }, []);
  // A long-pressed tip stays until the next touch elsewhere.
  useEffect(() => {
    if (!open) return;
    const away = (e: Event) => { if (!wrap.current?.contains(e.target as Node)) setOpen(false); };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  const described = children.props['aria-describedby'];
  const child = cloneElement(children, { 'aria-describedby': [described, id].filter(Boolean).join(' ') });
  const stopPress = () => { if (press.current) clearTimeout(press.current); };
  // The wrapper hears the element's events as they bubble (React's focus events bubble too).
  return (
    <span className="tip-wrap" ref={wrap}
      onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)} onBlur={() => setOpen(false)}
      onKeyDown={(e) => { if (e.key === 'Escape') setOpen(false); }}
      onTouchStart={() => { press.current = setTimeout(() => setOpen(true), LONG_PRESS_MS); }}
      onTouchEnd={stopPress} onTouchMove={stopPress}>
      {child}
      <span id={id} role="tooltip" className={`tip tip-${placement}${open ? ' tip-open' : ''}`}>{text}</span>
    </span>
  );
}
