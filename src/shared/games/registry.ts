/**
 * The one list of Magic Table's games. Adding a game means one folder under
 * src/shared/games/<id>/ and one line here (plus its renderer folder).
 */
import type { AnyGame } from '../engine/types.js';
// GAME IMPORTS (one line per game, keep sorted)
import magicMarket from './magic-market/index.js';
import magicMoney from './magic-money/index.js';
import magicalLibrary from './magical-library/index.js';
import megagem from './megagem/index.js';

export const GAMES: readonly AnyGame[] = [
  // GAME ENTRIES (one line per game, keep sorted)
  magicMarket,
  magicMoney,
  magicalLibrary,
  megagem,
];

export function findGame(id: string): AnyGame | undefined {
  return GAMES.find((g) => g.id === id);
}

export function getGame(id: string): AnyGame {
  const def = findGame(id);
  if (!def) throw new Error(`Unknown game "${id}"; known: ${GAMES.map((g) => g.id).join(', ') || 'none'}`);
  return def;
}
