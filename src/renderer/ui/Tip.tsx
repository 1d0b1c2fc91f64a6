/**
 * A tooltip that explains a card, token or score line: shown on hover, on keyboard focus, and on a long press
 * (touch), read by screen readers as the thing's description (`aria-describedby`). The wrapped element keeps
 * its own role and name; give it `tabIndex={0}` when it is not focusable already, so keyboard players reach it.
 *
 *   <Tip text={t('megagem.ui.loanTip', { amount: 10 })}><div className="card">…</div></Tip>
 */
import { cloneElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';

const LONG_PRESS_MS = 450;

type Child = ReactElement<{
  'aria-describedby'?: string;
  onMouseEnter?: (e: unknown) => void; onMouseLeave?: (e: unknown) => void;
  onFocus?: (e: unknown) => void; onBlur?: (e: unknown) => void;
  onTouchStart?: (e: unknown) => void; onTouchEnd?: (e: unknown) => void; onTouchMove?: (e: unknown) => void;
  onKeyDown?: (e: { key: string }) => void;
}>;

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
  const chain = <E,>(own: ((e: E) => void) | undefined, mine: (e: E) => void) => (e: E) => { own?.(e); mine(e); };
  const p = children.props;
  const child = cloneElement(children, {
    'aria-describedby': [p['aria-describedby'], id].filter(Boolean).join(' '),
    onMouseEnter: chain(p.onMouseEnter, () => setOpen(true)),
    onMouseLeave: chain(p.onMouseLeave, () => setOpen(false)),
    onFocus: chain(p.onFocus, () => setOpen(true)),
    onBlur: chain(p.onBlur, () => setOpen(false)),
    onKeyDown: chain(p.onKeyDown, (e: { key: string }) => { if (e.key === 'Escape') setOpen(false); }),
    onTouchStart: chain(p.onTouchStart, () => { press.current = setTimeout(() => setOpen(true), LONG_PRESS_MS); }),
    onTouchEnd: chain(p.onTouchEnd, () => { if (press.current) clearTimeout(press.current); }),
    onTouchMove: chain(p.onTouchMove, () => { if (press.current) clearTimeout(press.current); }),
  });
  return (
    <span className="tip-wrap" ref={wrap}>
      {child}
      <span id={id} role="tooltip" className={`tip tip-${placement}${open ? ' tip-open' : ''}`}>{text}</span>
    </span>
  );
}
