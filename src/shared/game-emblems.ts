/**
 * Each game's emblem as SVG markup, for the host's pre-rendered lobby (src/main/host/lobby-page.ts), which
 * draws no React: drawn from the emblem in the game's manifest, the same data the renderer's meta.tsx draws
 * (test/renderer/lobby-page-markup.test.tsx checks both give the same markup).
 */
import { NEUTRAL_EMBLEM, emblemMarkup } from './emblem.js';
import { findGame } from './games/registry.js';

/** A game's emblem (`large`: the game cards' 56 px one), as the renderer's GameEmblem draws it; a neutral one for an unknown game. */
export function emblemSvg(game: string, large = false): string {
  return emblemMarkup(findGame(game)?.emblem ?? NEUTRAL_EMBLEM, large);
}
