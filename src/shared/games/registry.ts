/**
 * The one list of Magic Table's games: each entry is a game's manifest (`defineGame`, define.ts), and the
 * host, the bot worker (bots/think.ts), the pre-rendered lobby, the simulator and the tests all read the
 * games from here. Adding a game means its folders (src/shared/games/<id>/, src/renderer/games/<id>/) and
 * a line under each marker here (`npm run new-game -- <id>` writes them).
 */
import type { AnyGameManifest } from './define.js';
// GAME IMPORTS (one line per game, keep sorted)
import magicMarket from './magic-market/index.js';
import magicMoney from './magic-money/index.js';
import magicalLibrary from './magical-library/index.js';
import megagem from './megagem/index.js';

export const GAMES: readonly AnyGameManifest[] = [
  // GAME ENTRIES (one line per game, keep sorted)
  magicMarket,
  magicMoney,
  magicalLibrary,
  megagem,
];

export function findGame(id: string): AnyGameManifest | undefined {
  return GAMES.find((g) => g.id === id);
}

export function getGame(id: string): AnyGameManifest {
  const def = findGame(id);
  if (!def) throw new Error(`Unknown game "${id}"; known: ${GAMES.map((g) => g.id).join(', ') || 'none'}`);
  return def;
}
