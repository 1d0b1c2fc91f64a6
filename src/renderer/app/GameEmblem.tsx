/** Display names of the games this client knows (discovered hosts only send ids). */
export const GAME_NAMES: Record<string, string> = {
  megagem: 'MegaGem', 'magic-money': 'Magic Money', 'magic-market': 'Magic Market', 'magical-library': 'Magical Library',
};

/** A small drawn emblem per game (SVG, no images), a neutral one for unknown ids. */
export function GameEmblem({ game, large }: { game: string; large?: boolean }) {
  const s = large ? 56 : 36;
  let art;
  switch (game) {
    case 'megagem':
      art = <><polygon points="18,4 30,14 18,32 6,14" fill="#4aa3df" stroke="#1d4e73" strokeWidth="1.5" /><polygon points="18,4 24,14 18,32 12,14" fill="#8fd0f5" opacity=".7" /><line x1="6" y1="14" x2="30" y2="14" stroke="#1d4e73" strokeWidth="1.2" /></>;
      break;
    case 'magic-money':
      art = <><circle cx="18" cy="18" r="13" fill="#f2c14e" stroke="#8a6410" strokeWidth="2" /><text x="18" y="23" textAnchor="middle" fontSize="14" fontWeight="700" fill="#8a6410">$</text></>;
      break;
    case 'magic-market':
      art = <><rect x="6" y="14" width="24" height="16" rx="2" fill="#e98b5b" stroke="#7a3a18" strokeWidth="1.5" /><path d="M4 14 L18 5 L32 14 Z" fill="#c2473b" stroke="#7a3a18" strokeWidth="1.5" /></>;
      break;
    case 'magical-library':
      art = <><rect x="7" y="7" width="8" height="22" fill="#7b5ea7" /><rect x="16" y="9" width="6" height="20" fill="#3f8f6b" /><rect x="23" y="6" width="7" height="23" fill="#c0603f" /></>;
      break;
    default:
      art = <circle cx="18" cy="18" r="12" fill="#b59b6a" />;
  }
  return <svg className="emblem" width={s} height={s} viewBox="0 0 36 36" aria-hidden="true">{art}</svg>;
}
