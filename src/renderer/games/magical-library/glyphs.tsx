/**
 * The Magical Library's pictures as small SVG glyphs drawn in a 24×24 box:
 * the five symbols (inkwell, candelabra, owl, book, astrolabe), the printed
 * apprentice, the magic circle, the Magic Portal and the wizards.
 */
import type { ReactNode } from 'react';
import type { Colour, LibrarySymbol } from '../../../shared/games/magical-library/data.js';
import { useLib } from './i18n/index.js';

import { COLOUR_CUES, ROOM_COLOURS } from './palette.js';

export { ROOM_COLOURS };

const INK = '#2a2119';

const SYMBOL_PATHS: Record<LibrarySymbol, ReactNode> = {
  inkwell: (
    <g>
      <path d="M6 13 h12 v7 a1.5 1.5 0 0 1 -1.5 1.5 h-9 A1.5 1.5 0 0 1 6 20 Z" fill="#1c2a4a" stroke={INK} strokeWidth="1" />
      <rect x="9" y="10.5" width="6" height="2.5" rx=".6" fill="#1c2a4a" stroke={INK} strokeWidth="1" />
      <path d="M12 11 L19.5 2.5 Q21.5 2 20.5 4.5 L13 11.5 Z" fill="#f7f1e1" stroke={INK} strokeWidth="1" />
    </g>
  ),
  candelabra: (
    <g stroke={INK} strokeWidth="1">
      <path d="M5 12 Q5 16 12 16 Q19 16 19 12" fill="none" strokeWidth="1.6" />
      <path d="M12 10 V20 M8 21 h8" strokeWidth="1.8" fill="none" />
      <rect x="3.8" y="7" width="2.4" height="5" fill="#fff6d8" />
      <rect x="10.8" y="5" width="2.4" height="5" fill="#fff6d8" />
      <rect x="17.8" y="7" width="2.4" height="5" fill="#fff6d8" />
      <path d="M5 6.5 q-1.2 -1.8 0 -3.5 q1.2 1.7 0 3.5Z M12 4.5 q-1.2 -1.8 0 -3.5 q1.2 1.7 0 3.5Z M19 6.5 q-1.2 -1.8 0 -3.5 q1.2 1.7 0 3.5Z" fill="#ffb020" strokeWidth=".7" />
    </g>
  ),
  owl: (
    <g stroke={INK} strokeWidth="1">
      <path d="M5 5 L8 8 Q12 6.5 16 8 L19 5 L19 14 Q19 21.5 12 21.5 Q5 21.5 5 14 Z" fill="#8d6a48" />
      <circle cx="9.2" cy="11.5" r="2.7" fill="#fff6d8" />
      <circle cx="14.8" cy="11.5" r="2.7" fill="#fff6d8" />
      <circle cx="9.2" cy="11.5" r="1.1" fill={INK} />
      <circle cx="14.8" cy="11.5" r="1.1" fill={INK} />
      <path d="M12 13.5 l-1 1.6 h2 Z" fill="#e8a93a" />
      <path d="M9 17.5 q3 1.5 6 0" fill="none" strokeWidth=".8" />
    </g>
  ),
  book: (
    <g stroke={INK} strokeWidth="1">
      <path d="M12 7 Q8 4.5 3 5.5 V19 Q8 18 12 20.5 Z" fill="#b2402f" />
      <path d="M12 7 Q16 4.5 21 5.5 V19 Q16 18 12 20.5 Z" fill="#c9543f" />
      <path d="M5 8.5 q3 -.6 5.5 .8 M5 11 q3 -.6 5.5 .8 M13.5 9.3 q2.5 -1.4 5.5 -.8 M13.5 11.8 q2.5 -1.4 5.5 -.8" stroke="#f7e4c0" strokeWidth=".8" fill="none" />
    </g>
  ),
  astrolabe: (
    <g stroke={INK} strokeWidth="1">
      <circle cx="12" cy="13" r="8.5" fill="#d8a73a" />
      <circle cx="12" cy="13" r="5.6" fill="#f2d27a" />
      <path d="M12 4.5 V21.5 M3.5 13 H20.5" strokeWidth=".8" />
      <path d="M6 7 L18 19" strokeWidth="1.4" />
      <circle cx="12" cy="13" r="1.3" fill={INK} />
      <rect x="10.5" y="1.5" width="3" height="3" rx="1.5" fill="#d8a73a" />
    </g>
  ),
};

export function SymbolGlyph({ symbol, size = 24, title }: { symbol: LibrarySymbol; size?: number; title?: string }) {
  const t = useLib();
  return (
    <svg className={`ml-glyph ml-glyph-${symbol}`} width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={title ?? t('magical-library.ui.symbolName', { symbol })}>
      {SYMBOL_PATHS[symbol]}
    </svg>
  );
}

/** The printed apprentice: a small figure in a pointed hat holding a book. */
export function ApprenticeGlyph({ size = 24 }: { size?: number }) {
  const t = useLib();
  return (
    <svg className="ml-glyph ml-glyph-apprentice" width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={t('magical-library.ui.apprentice')}>
      <g stroke={INK} strokeWidth="1">
        <path d="M12 1.5 L16.5 9 H7.5 Z" fill="#3b3f8f" />
        <circle cx="12" cy="11" r="2.6" fill="#f1c9a5" />
        <path d="M6.5 22 Q7 14.5 12 14 Q17 14.5 17.5 22 Z" fill="#5a62b8" />
        <rect x="9.5" y="16.5" width="5" height="3.2" fill="#f7e4c0" />
      </g>
    </svg>
  );
}

/** The magic circle: a glowing ring with runes. */
export function CircleGlyph({ size = 24 }: { size?: number }) {
  const t = useLib();
  return (
    <svg className="ml-glyph ml-glyph-circle" width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={t('magical-library.ui.magicCircle')}>
      <circle cx="12" cy="12" r="9.5" fill="rgba(255,255,255,.25)" stroke="#fff8d0" strokeWidth="2" />
      <circle cx="12" cy="12" r="6.2" fill="none" stroke="#fff8d0" strokeWidth="1" strokeDasharray="2 1.5" />
      <path d="M12 6 L17.2 15 H6.8 Z" fill="none" stroke="#fff8d0" strokeWidth="1.1" />
      <circle cx="12" cy="12" r="9.5" fill="none" stroke={INK} strokeWidth=".6" />
    </svg>
  );
}

/** A Magic Portal: a swirl. */
export function PortalGlyph({ size = 24 }: { size?: number }) {
  const t = useLib();
  return (
    <svg className="ml-glyph ml-glyph-portal" width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={t('magical-library.ui.magicPortal')}>
      <path d="M12 12 m0 -1 a1 1 0 1 1 -1 1 a2.5 2.5 0 0 1 2.5 -2.5 a3.5 3.5 0 0 1 3.5 3.5 a5 5 0 0 1 -5 5 a6.5 6.5 0 0 1 -6.5 -6.5 a8 8 0 0 1 8 -8"
        fill="none" stroke="#e9d8ff" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** A wizard token (golden: counts as 2). */
export function WizardGlyph({ golden = false, size = 24, title }: { golden?: boolean; size?: number; title?: string }) {
  const t = useLib();
  const robe = golden ? '#e2b33c' : '#f4efe6';
  const hat = golden ? '#f6d56b' : '#ffffff';
  return (
    <svg className={`ml-glyph ml-wizard-glyph${golden ? ' ml-golden' : ''}`} width={size} height={size} viewBox="0 0 24 24" role="img"
      aria-label={title ?? t(golden ? 'magical-library.ui.goldenWizard' : 'magical-library.ui.wizard')}>
      <g stroke={INK} strokeWidth="1.1">
        <path d="M12 1 L16.5 10 H7.5 Z" fill={hat} />
        <ellipse cx="12" cy="10" rx="6" ry="1.4" fill={hat} />
        <circle cx="12" cy="12.5" r="2.4" fill={robe} />
        <path d="M6 23 Q6.5 15 12 14.6 Q17.5 15 18 23 Z" fill={robe} />
        {golden && <path d="M12 17 l1 2 2 .2 -1.5 1.4 .4 2 -1.9 -1 -1.9 1 .4 -2 -1.5 -1.4 2 -.2Z" fill="#fff5c4" strokeWidth=".5" />}
      </g>
    </svg>
  );
}

const CUE_PATHS: Record<(typeof COLOUR_CUES)[Colour], ReactNode> = {
  wave: <path d="M3 9 q2.25 -3.5 4.5 0 t4.5 0 t4.5 0 t4.5 0 M3 15.5 q2.25 -3.5 4.5 0 t4.5 0 t4.5 0 t4.5 0" fill="none" strokeWidth="2.2" strokeLinecap="round" />,
  sun: <g><circle cx="12" cy="12" r="4.2" fill="currentColor" /><path d="M12 2.5 V5.5 M12 18.5 V21.5 M2.5 12 H5.5 M18.5 12 H21.5 M5.3 5.3 L7.4 7.4 M16.6 16.6 L18.7 18.7 M5.3 18.7 L7.4 16.6 M16.6 7.4 L18.7 5.3" strokeWidth="2" strokeLinecap="round" /></g>,
  moon: <path d="M15.5 3.5 A8.8 8.8 0 1 0 20.5 17 A7 7 0 1 1 15.5 3.5 Z" fill="currentColor" strokeWidth="1" />,
  flame: <path d="M12 2.5 Q18.5 9 18 14.5 A6 6 0 0 1 6 14.5 Q6 10.5 9 8 Q9.2 11 11 12 Q10.5 7 12 2.5 Z" fill="currentColor" strokeWidth="1" />,
  leaf: <g><path d="M4 20 Q4 5 20 4 Q19.5 20 4 20 Z" fill="currentColor" strokeWidth="1" /><path d="M4 20 L13 11" stroke="#fbf4e4" strokeWidth="1.6" /></g>,
};

/** A room colour's second cue (colour is never the only one): its sign, dark ink on a light disc. */
export function ColourCue({ colour, size = 16, labelled = false }: { colour: Colour; size?: number; labelled?: boolean }) {
  const t = useLib();
  return (
    <svg className={`ml-cue ml-cue-${COLOUR_CUES[colour]}`} width={size} height={size} viewBox="0 0 24 24"
      {...(labelled ? { role: 'img', 'aria-label': t('magical-library.ui.colourName', { colour }) } : { 'aria-hidden': true })}>
      <circle cx="12" cy="12" r="11.5" fill="#fbf4e4" stroke={INK} strokeWidth="1" />
      <g transform="translate(3.6 3.6) scale(.7)" stroke={ROOM_COLOURS[colour].dark} color={ROOM_COLOURS[colour].dark}>{CUE_PATHS[COLOUR_CUES[colour]]}</g>
    </svg>
  );
}
