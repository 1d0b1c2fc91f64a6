/**
 * An illustration per category of magic Object (original SVG, drawn for this project): each has its own
 * silhouette and its own main hue, so the eight read apart at a glance even at tile size on a phone, and
 * apart from one another without colour too (a mask, a potted plant, a spinning top, a teddy, an open
 * spellbook, a kite, a wand, a lantern). Used on the Object tiles and in the player aid.
 */
import type { ReactNode } from 'react';
import type { Category } from '../../../shared/games/magic-market/data.js';

const INK = '#3a2d20';

const ART: Record<Category, ReactNode> = {
  // A carnival mask with a plume.
  disguises: (
    <>
      <path d="M30 10c4-6 10-7 13-5-3 1-6 4-8 9z" fill="#7d4cc2" stroke={INK} strokeWidth="1.2" />
      <path d="M5 20c6-4 13-4 19-1 6-3 13-3 19 1-1 9-6 14-12 12l-7-4-7 4C11 34 6 29 5 20z" fill="#c94fc0" stroke={INK} strokeWidth="1.5" />
      <ellipse cx="15" cy="23" rx="4" ry="2.6" fill="#fff8e6" stroke={INK} strokeWidth="1" />
      <ellipse cx="33" cy="23" rx="4" ry="2.6" fill="#fff8e6" stroke={INK} strokeWidth="1" />
      <circle cx="24" cy="27" r="1.3" fill="#f6d365" />
      <path d="M24 32v9" stroke={INK} strokeWidth="1.5" strokeLinecap="round" />
    </>
  ),
  // A potted plant with two big leaves and a bud.
  plants: (
    <>
      <path d="M24 30V14" stroke="#2f6b2f" strokeWidth="2" />
      <path d="M24 24C18 24 10 20 9 11c8 0 14 5 15 13z" fill="#2e7d32" stroke={INK} strokeWidth="1.2" />
      <path d="M24 20c5-1 12-6 14-13-8 0-13 5-14 13z" fill="#4f9d4f" stroke={INK} strokeWidth="1.2" />
      <circle cx="24" cy="11" r="3.2" fill="#f5a3c7" stroke={INK} strokeWidth="1" />
      <path d="M13 30h22l-3 13H16z" fill="#c8693a" stroke={INK} strokeWidth="1.5" />
      <path d="M12 30h24" stroke={INK} strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  // A striped spinning top on its point.
  toys: (
    <>
      <path d="M24 4v7" stroke={INK} strokeWidth="2.5" strokeLinecap="round" />
      <path d="M8 18c0-4 7-7 16-7s16 3 16 7L24 44z" fill="#d32f2f" stroke={INK} strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M9.5 22h29l-3.3 5H12.8z" fill="#f2c230" />
      <path d="M15.6 31h16.8l-3 5h-10.8z" fill="#2f7fd1" />
      <path d="M8 18c0-4 7-7 16-7s16 3 16 7L24 44z" fill="none" stroke={INK} strokeWidth="1.5" strokeLinejoin="round" />
    </>
  ),
  // A teddy bear's head and round body.
  plush: (
    <>
      <circle cx="12" cy="9" r="5" fill="#c99560" stroke={INK} strokeWidth="1.2" />
      <circle cx="36" cy="9" r="5" fill="#c99560" stroke={INK} strokeWidth="1.2" />
      <circle cx="12" cy="9" r="2.2" fill="#fff0dc" />
      <circle cx="36" cy="9" r="2.2" fill="#fff0dc" />
      <ellipse cx="24" cy="38" rx="12" ry="8" fill="#c99560" stroke={INK} strokeWidth="1.2" />
      <circle cx="24" cy="19" r="12" fill="#e3b27c" stroke={INK} strokeWidth="1.5" />
      <ellipse cx="24" cy="23" rx="5.5" ry="4.2" fill="#fff0dc" />
      <circle cx="19.5" cy="16.5" r="1.7" fill={INK} />
      <circle cx="28.5" cy="16.5" r="1.7" fill={INK} />
      <path d="M22 21.5h4l-2 2z" fill={INK} />
      <path d="M20 37l4 3 4-3" fill="none" stroke="#e2473b" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  // An open spellbook with a star on its pages.
  books: (
    <>
      <path d="M4 12c7-2 14-1 20 3 6-4 13-5 20-3v26c-7-2-14-1-20 3-6-4-13-5-20-3z" fill="#1d3f8f" stroke={INK} strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M7 13c6-1 12 0 17 3v22c-5-3-11-4-17-3zM41 13c-6-1-12 0-17 3v22c5-3 11-4 17-3z" fill="#fff8e6" stroke={INK} strokeWidth="1" />
      <path d="M10 20h10M10 24h10M10 28h8" stroke="#9c8a70" strokeWidth="1.2" strokeLinecap="round" />
      <path d="M33 18l1.6 3.6 3.9.4-2.9 2.6.8 3.9-3.4-2-3.4 2 .8-3.9-2.9-2.6 3.9-.4z" fill="#f2c230" stroke={INK} strokeWidth=".8" />
    </>
  ),
  // A diamond kite with a bowed tail.
  outdoor: (
    <>
      <path d="M24 3l14 16-14 18-14-18z" fill="#35c0d6" stroke={INK} strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M24 3l14 16H24zM24 19h-14l14 18z" fill="#a8e8f0" />
      <path d="M24 3v34M10 19h28" stroke={INK} strokeWidth="1.2" />
      <path d="M24 37c-2 3 2 4 0 7" fill="none" stroke={INK} strokeWidth="1.2" />
      <path d="M21 40l3 1.5-3 1.5zM27 43l-3 1.5 3 1.5z" fill="#e2473b" />
    </>
  ),
  // A wand with a glowing star and sparkles.
  weapons: (
    <>
      <path d="M7 43l21-21" stroke={INK} strokeWidth="7" strokeLinecap="round" />
      <path d="M7 43l21-21" stroke="#5b4a7a" strokeWidth="4.5" strokeLinecap="round" />
      <path d="M9 41l5-5" stroke="#d9d9e8" strokeWidth="4.5" strokeLinecap="round" />
      <path d="M33 6l2.6 6.2 6.6.6-5 4.4 1.5 6.5-5.7-3.4-5.7 3.4 1.5-6.5-5-4.4 6.6-.6z" fill="#f6d365" stroke={INK} strokeWidth="1.2" strokeLinejoin="round" />
      <path d="M42 28l1 2.5 2.5 1-2.5 1-1 2.5-1-2.5-2.5-1 2.5-1zM20 8l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8z" fill="#b58ce6" />
    </>
  ),
  // A lantern with its flame.
  essentials: (
    <>
      <path d="M19 6a5 5 0 0 1 10 0" fill="none" stroke={INK} strokeWidth="1.8" />
      <path d="M15 9h18l-2 5H17z" fill="#b4501a" stroke={INK} strokeWidth="1.2" strokeLinejoin="round" />
      <rect x="15" y="14" width="18" height="22" rx="3" fill="#ffd39a" stroke={INK} strokeWidth="1.5" />
      <path d="M24 18c4 5 4 9 0 12-4-3-4-7 0-12z" fill="#ff8a3d" stroke="#c8542a" strokeWidth="1" />
      <path d="M24 24c1.6 2 1.6 4 0 5-1.6-1-1.6-3 0-5z" fill="#fff3b0" />
      <path d="M15 20h18M15 30h18" stroke="#b4501a" strokeWidth="1" opacity=".6" />
      <path d="M13 36h22l-2 5H15z" fill="#b4501a" stroke={INK} strokeWidth="1.2" strokeLinejoin="round" />
    </>
  ),
};

/** Drawings that would look small in their box are scaled about its centre, so all eight read at one size. */
const FIT: Partial<Record<Category, string>> = {
  disguises: 'translate(24 26) scale(1.12 1.3) translate(-24 -22)',
  essentials: 'translate(24 24) scale(1.45 1.08) translate(-24 -23)',
  weapons: 'translate(24 24) scale(1.12) translate(-25 -24)',
};

/** The category's illustration; decorative unless `title` is given (the tile names its category in words). */
export function CategoryArt({ category, size = 40, title, className }: { category: Category; size?: number; title?: string; className?: string }) {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} className={className} role={title ? 'img' : undefined}
      aria-label={title} aria-hidden={title ? undefined : true} focusable="false">
      <g transform={FIT[category]}>{ART[category]}</g>
    </svg>
  );
}
