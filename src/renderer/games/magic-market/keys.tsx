/**
 * Keyboard play at Magic Market's table.
 *
 * - `PickGrid`: Objects to pick from (a Stand to set up, an Object to sell, refill, give or make an offer for) are one
 *   tab stop (a roving tabindex): Tab enters the group on the last tile that had the focus, the arrows move between
 *   tiles (Up and Down by a row as the tiles wrap), Home and End go to the ends, Enter or Space picks.
 * - `useKeepFocus(ref, keptRef)`: the player's focus stays in "Your move" across re-renders. When the control that
 *   had it goes away (a move sent disables the buttons, the step changes, the section leaves and comes back at the
 *   next turn) and nothing else took the focus, it goes to the section's first control (or the section itself).
 *   It never takes the focus from anywhere else on the page.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

const KEYS = ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'Home', 'End'];

export function PickGrid({ label, ids, tile, className = 'mk-objs' }: {
  label: string; ids: string[]; tile: (id: string, tabIndex: number) => ReactNode; className?: string;
}) {
  const [at, setAt] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  // The tile with the tab stop: the last one focused while it is still here, else the first.
  const stop = at !== null && ids.includes(at) ? at : ids[0];
  const tiles = () => Array.from(ref.current?.querySelectorAll<HTMLButtonElement>('.mk-obj-pick') ?? []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (!KEYS.includes(e.key)) return;
    const all = tiles();
    const i = all.indexOf(document.activeElement as HTMLButtonElement);
    if (i < 0) return;
    e.preventDefault();
    // Tiles in a row share their top edge: that many make a row.
    const top = all[0].getBoundingClientRect().top;
    const cols = Math.max(1, all.filter((b) => Math.abs(b.getBoundingClientRect().top - top) < 2).length);
    const step: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: cols, ArrowUp: -cols, Home: -all.length, End: all.length };
    const j = Math.max(0, Math.min(all.length - 1, i + step[e.key]));
    all[j].focus();
  };
  return (
    <div className={className} role="group" aria-label={label} ref={ref} onKeyDown={onKeyDown}
      onFocus={(e) => { const id = (e.target as HTMLElement).dataset.object; if (id) setAt(id); }}>
      {ids.map((id) => tile(id, id === stop ? 0 : -1))}
    </div>
  );
}

const FOCUSABLE = 'button:not(:disabled):not([tabindex="-1"]), input:not(:disabled), select:not(:disabled), summary, [tabindex="0"]';

/**
 * Keeps the focus in the section `ref` across re-renders (see the file's comment). `keptRef` outlives the section
 * (it is the table's), so the focus comes back when the section returns at the player's next decision.
 */
export function useKeepFocus(ref: RefObject<HTMLElement | null>, keptRef: RefObject<boolean>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onIn = () => { keptRef.current = true; };
    // Focus moved on to something else on the page: the player chose to be elsewhere.
    const onOut = (e: FocusEvent) => { if (e.relatedTarget && !el.contains(e.relatedTarget as Node)) keptRef.current = false; };
    const restore = () => {
      if (!keptRef.current) return;
      const active = document.activeElement;
      if (active && active !== document.body && active !== el) return;
      const next = el.querySelector<HTMLElement>(FOCUSABLE);
      if (next) next.focus();
      else if (active !== el) el.focus();
    };
    // A tap or click elsewhere on the page: the player is doing something else.
    const onPointer = (e: PointerEvent) => { if (!el.contains(e.target as Node)) keptRef.current = false; };
    el.addEventListener('focusin', onIn);
    el.addEventListener('focusout', onOut);
    document.addEventListener('pointerdown', onPointer, true);
    // A control that took the focus as the section mounted (autoFocus: before this effect listened) counts too.
    if (el.contains(document.activeElement)) keptRef.current = true;
    restore();
    const watch = new MutationObserver(restore);
    watch.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
    return () => {
      watch.disconnect();
      el.removeEventListener('focusin', onIn);
      el.removeEventListener('focusout', onOut);
      document.removeEventListener('pointerdown', onPointer, true);
    };
  }, [ref, keptRef]);
}
