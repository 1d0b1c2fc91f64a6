/**
 * Each game's emblem as SVG markup, for the host's pre-rendered lobby (src/main/host/lobby-page.ts), which
 * draws no React. The renderer draws the same emblems from each game's meta.tsx;
 * test/renderer/lobby-page-emblems.test.tsx checks both give the same markup, so an emblem changed in one
 * place fails until it is changed in the other.
 */
const ART: Record<string, string> = {
  megagem: '<polygon points="18,4 30,14 18,32 6,14" fill="#4aa3df" stroke="#1d4e73" stroke-width="1.5"></polygon><polygon points="18,4 24,14 18,32 12,14" fill="#8fd0f5" opacity=".7"></polygon><line x1="6" y1="14" x2="30" y2="14" stroke="#1d4e73" stroke-width="1.2"></line>',
  'magic-money': '<circle cx="18" cy="18" r="13" fill="#f2c14e" stroke="#8a6410" stroke-width="2"></circle><text x="18" y="23" text-anchor="middle" font-size="14" font-weight="700" fill="#8a6410">$</text>',
  'magic-market': '<rect x="6" y="14" width="24" height="16" rx="2" fill="#e98b5b" stroke="#7a3a18" stroke-width="1.5"></rect><path d="M4 14 L18 5 L32 14 Z" fill="#c2473b" stroke="#7a3a18" stroke-width="1.5"></path>',
  'magical-library': '<rect x="7" y="7" width="8" height="22" fill="#7b5ea7"></rect><rect x="16" y="9" width="6" height="20" fill="#3f8f6b"></rect><rect x="23" y="6" width="7" height="23" fill="#c0603f"></rect>',
};

/** The neutral emblem of a game the client does not know. */
const NEUTRAL = '<circle cx="18" cy="18" r="12" fill="#b59b6a"></circle>';

/** A game's emblem (`large`: the game cards' 56 px one), as the renderer's GameEmblem draws it. */
export function emblemSvg(game: string, large = false): string {
  const s = large ? 56 : 36;
  const art = Object.prototype.hasOwnProperty.call(ART, game) ? ART[game] : NEUTRAL;
  return `<svg class="emblem" width="${s}" height="${s}" viewBox="0 0 36 36" aria-hidden="true">${art}</svg>`;
}
