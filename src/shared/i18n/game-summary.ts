/**
 * A game's one-sentence summary in the reader's language, as the lobby's game cards show it: the host's pre-rendered
 * lobby (src/main/host/lobby-page.ts) and the app (src/renderer/i18n/games.tsx) both read it from the game's
 * `GameInfo`, so it is in that language from the first paint, before any game's catalogue has loaded.
 */
import type { GameSummaries } from '../engine/types.js';

/** `game`'s summary in `locale`; the English one for English, or for a language the game has none in. */
export function summaryIn(game: { summary: string; summaries?: GameSummaries }, locale: string): string {
  const other = locale === 'en' ? undefined : game.summaries?.[locale as keyof GameSummaries];
  return other ?? game.summary;
}
