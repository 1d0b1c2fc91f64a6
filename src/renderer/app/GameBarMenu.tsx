/**
 * The game bar's menu on a phone (GameScreen): the bar keeps one row there (the turn, the Log, this button) and the
 * rest of its controls (How to play, Rules, the pace, Move to another device, Leave) open under it. A disclosure: the
 * button says whether it is open (aria-expanded); it shuts after a button in it is used, on Escape (the focus back on
 * its button) and on a tap outside it.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../i18n/index.js';
import '../i18n/tableWords.js';

export function GameBarMenu({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      const at = e.target as Node | null;
      if (at && (panel.current?.contains(at) || button.current?.contains(at))) return;
      setOpen(false);
    };
    const key = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', key);
    return () => { document.removeEventListener('pointerdown', outside); document.removeEventListener('keydown', key); };
  }, [open]);
  return (
    <>
      <button type="button" ref={button} className="btn btn-ghost btn-small game-bar-menu-button" aria-expanded={open} aria-controls="game-bar-menu"
        onClick={() => setOpen((v) => !v)}>
        <svg aria-hidden="true" width="16" height="14" viewBox="0 0 16 14"><path d="M1 2h14M1 7h14M1 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
        {t('game.menu')}
      </button>
      {/* In the page while shut (hidden): what it holds keeps its place in the document; a used button shuts it. */}
      <div id="game-bar-menu" className="game-bar-menu" ref={panel} hidden={!open}
        onClick={(e) => { if ((e.target as HTMLElement).closest('button')) setOpen(false); }}>
        <strong className="game-bar-menu-title">{title}</strong>
        {children}
      </div>
    </>
  );
}
