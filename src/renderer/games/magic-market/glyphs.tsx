/**
 * Small SVG drawings (24×24, stroke-based) for the disc's landmarks and the
 * Visitors' symbols: no emoji font is needed on any machine.
 */
import type { ReactNode } from 'react';
import type { Landmark, VisitorKind } from '../../../shared/games/magic-market/data.js';

const LANDMARK_PATHS: Record<Landmark, ReactNode> = {
  glasses: <><circle cx="7" cy="13" r="4" /><circle cx="17" cy="13" r="4" /><path d="M11 13h2M3 12l-1-3M21 12l1-3" /></>,
  umbrella: <><path d="M3 12a9 9 0 0 1 18 0z" /><path d="M12 12v7a2 2 0 0 1-4 0" /></>,
  cat: <><path d="M5 20v-9l-1-6 5 3h6l5-3-1 6v9z" /><circle cx="9.5" cy="13" r="1" /><circle cx="14.5" cy="13" r="1" /></>,
  key: <><circle cx="7" cy="12" r="4" /><path d="M11 12h10M18 12v3M21 12v3" /></>,
  moon: <path d="M15 3a9 9 0 1 0 6 15A8 8 0 0 1 15 3z" />,
  owl: <><ellipse cx="12" cy="13" rx="7" ry="8" /><circle cx="9" cy="11" r="2" /><circle cx="15" cy="11" r="2" /><path d="M11 15l1 1.5 1-1.5M6 6l2 2M18 6l-2 2" /></>,
  mushroom: <><path d="M3 12a9 7 0 0 1 18 0z" /><path d="M9 12v7h6v-7" /></>,
  anchor: <><circle cx="12" cy="5" r="2" /><path d="M12 7v13M8 10h8M4 14a8 6 0 0 0 16 0" /></>,
  crown: <path d="M3 18l1-10 5 5 3-7 3 7 5-5 1 10z" />,
  bell: <><path d="M6 17V11a6 6 0 0 1 12 0v6l2 2H4z" /><circle cx="12" cy="21" r="1.5" /></>,
  feather: <><path d="M20 3C10 4 5 10 5 19c8-1 14-7 15-16z" /><path d="M4 21L16 8" /></>,
  shell: <><path d="M3 15a9 9 0 0 1 18 0l-9 6z" /><path d="M12 21V7M12 21L6 9M12 21l6-12" /></>,
};

const SYMBOL_PATHS: Record<VisitorKind, ReactNode> = {
  disguises: <><path d="M2 10c3-2 7-2 10 0 3-2 7-2 10 0-1 5-4 7-7 5l-3-2-3 2c-3 2-6 0-7-5z" /><circle cx="7.5" cy="11" r="1.5" /><circle cx="16.5" cy="11" r="1.5" /></>,
  plants: <><path d="M7 15h10l-2 7H9z" /><path d="M12 15V8M12 8c-1-3-4-4-7-3 1 3 4 4 7 3zM12 10c1-3 4-4 7-3-1 3-4 4-7 3z" /></>,
  toys: <><path d="M5 7h14l-7 14z" /><path d="M12 7V3M8 11h8" /></>,
  plush: <><circle cx="12" cy="14" r="7" /><circle cx="6" cy="6" r="3" /><circle cx="18" cy="6" r="3" /><circle cx="9.5" cy="13" r="1" /><circle cx="14.5" cy="13" r="1" /><path d="M10.5 17h3" /></>,
  books: <><path d="M4 4h7a2 2 0 0 1 2 2v15a2 2 0 0 0-2-2H4zM20 4h-5a2 2 0 0 0-2 2" /><path d="M20 4v15h-7" /></>,
  outdoor: <><path d="M12 2l6 8-6 8-6-8z" /><path d="M12 18c0 2-2 2-3 4M6 10h12M12 2v16" /></>,
  weapons: <><path d="M4 20L16 8" /><path d="M18 2l1 3 3 1-3 1-1 3-1-3-3-1 3-1z" /></>,
  essentials: <><path d="M5 9h11v6a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5z" /><path d="M16 11h2a2 2 0 0 1 0 4h-2M8 6c0-2 2-2 2-4M12 6c0-2 2-2 2-4" /></>,
  crazy: <><path d="M12 12m-1 0a1 1 0 1 1 2 0 3 3 0 1 1-6 0 5 5 0 1 1 10 0 7 7 0 1 1-14 0 9 9 0 0 1 9-9" /></>,
  pal: <><circle cx="8" cy="8" r="3" /><circle cx="16" cy="8" r="3" /><path d="M2 20c0-4 3-7 6-7s6 3 6 7M10 20c0-4 3-7 6-7s6 3 6 7" /></>,
};

interface GlyphProps { x?: number; y?: number; size?: number; colour?: string; title?: string; className?: string }

function Glyph({ children, x = 0, y = 0, size = 24, colour = 'currentColor', title, className }: GlyphProps & { children: ReactNode }) {
  return (
    <svg x={x} y={y} width={size} height={size} viewBox="0 0 24 24" fill="none" stroke={colour} strokeWidth={1.8}
      strokeLinecap="round" strokeLinejoin="round" className={className} role={title ? 'img' : undefined} aria-label={title} aria-hidden={title ? undefined : true}>
      {children}
    </svg>
  );
}

export function LandmarkGlyph({ landmark, ...rest }: GlyphProps & { landmark: Landmark }) {
  return <Glyph {...rest}>{LANDMARK_PATHS[landmark]}</Glyph>;
}

export function SymbolGlyph({ symbol, ...rest }: GlyphProps & { symbol: VisitorKind }) {
  return <Glyph {...rest}>{SYMBOL_PATHS[symbol]}</Glyph>;
}
