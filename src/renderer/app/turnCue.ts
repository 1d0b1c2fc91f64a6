/**
 * Your turn after a long wait (issue 32): the chime plays at every turn's start (GameScreen); after a wait of
 * LONG_WAIT_MS or more, the game bar also glows for a moment (`turn-arrived`; a steady glow under reduced motion) and a
 * phone buzzes once where it can. A turn that comes while the tab is in the background (a phone's other app, another
 * tab) changes the tab's title at once and chimes (a desktop plays a background tab's sound; a phone may not), and the
 * chime and the glow come again when the person comes back to the tab while it is still their turn: a glow on a hidden
 * page is a glow nobody saw.
 */
import { useEffect, useRef, useState } from 'react';
import { playSound } from '../ui/index.js';

export const LONG_WAIT_MS = 20_000;

export interface TurnCue { chime: boolean; glow: boolean; buzz: boolean; later: boolean }

/** What to do as the turn arrives: `waitedMs` since the person's last turn ended (or the screen opened). */
export function turnCue(waitedMs: number, hidden: boolean): TurnCue {
  const long = waitedMs >= LONG_WAIT_MS;
  if (hidden) return { chime: true, glow: false, buzz: false, later: true };
  return { chime: true, glow: long, buzz: long, later: false };
}

function play(cue: TurnCue, glow: (on: boolean) => void): void {
  if (cue.chime) playSound('yourTurn');
  if (cue.glow) glow(true);
  if (cue.buzz && typeof navigator !== 'undefined') (navigator as { vibrate?: (ms: number) => boolean }).vibrate?.(150);
}

/** Plays the cues as `yourTurn` turns true; returns true while the game bar glows. */
export function useTurnCue(yourTurn: boolean, now: () => number = Date.now): boolean {
  const [glow, setGlow] = useState(false);
  const waitingSince = useRef(now());
  const was = useRef(yourTurn);
  const pending = useRef(false);
  useEffect(() => {
    const start = yourTurn && !was.current;
    if (was.current && !yourTurn) waitingSince.current = now();
    was.current = yourTurn;
    if (!yourTurn) { pending.current = false; return; }
    if (!start) return;
    const cue = turnCue(now() - waitingSince.current, typeof document !== 'undefined' && document.hidden);
    play(cue, setGlow);
    pending.current = cue.later;
  }, [yourTurn, now]);
  useEffect(() => {
    if (typeof document === 'undefined') return;
    const back = () => {
      if (document.hidden || !pending.current || !was.current) return;
      pending.current = false;
      play({ chime: true, glow: true, buzz: false, later: false }, setGlow);
    };
    document.addEventListener('visibilitychange', back);
    return () => document.removeEventListener('visibilitychange', back);
  }, []);
  useEffect(() => {
    if (!glow) return;
    const t = setTimeout(() => setGlow(false), 2500);
    return () => clearTimeout(t);
  }, [glow]);
  return glow;
}

/**
 * Whether a prompt's box lies wholly outside the window's height (the person scrolled away while waiting): then, as
 * their turn arrives, the page brings it into view. A prompt partly in view is left where it is (the person sees it).
 */
export function promptOutOfView(box: { top: number; bottom: number }, viewHeight: number): boolean {
  return box.bottom <= 0 || box.top >= viewHeight;
}

/** Brings the current prompt (`data-prompt`) into view if the page was scrolled away from it. */
export function showPromptIfAway(): void {
  if (typeof document === 'undefined') return;
  const prompt = [...document.querySelectorAll<HTMLElement>('[data-prompt]')].find((el) => el.checkVisibility?.() ?? true);
  if (!prompt || !promptOutOfView(prompt.getBoundingClientRect(), window.innerHeight)) return;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  prompt.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
}

