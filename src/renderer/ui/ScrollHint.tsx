import { useT } from '../i18n/index.js';
import '../i18n/tableWords.js';

/**
 * "Swipe the table sideways to see every column", above a score table that is wider than a phone's screen (its box
 * scrolls sideways). Shown on narrow screens only (table.css), where the table does not fit.
 */
export function ScrollHint() {
  const t = useT();
  return <p className="scroll-hint" data-scroll-hint>{t('game.scrollHint')}</p>;
}
