/**
 * The table's moments in sound and speech, from one view to the next: a roll rattles the dice, a Visitor turned
 * over (or the twelve shown at the opening) sweeps up and is read out, Dragos that change hands clink, an Object
 * sold or put on a Stand lands with a thud. Nothing plays on the first view (joining or reloading a table).
 */
import { useEffect, useRef } from 'react';
import { announce } from '../../ui/announce.js';
import { playSound } from '../../ui/sound.js';
import type { MarketT } from './i18n/index.js';
import type { TableView } from './tableView.js';

export function useMarketFeedback(view: TableView, t: MarketT): void {
  const last = useRef<TableView | null>(null);
  useEffect(() => {
    const before = last.current;
    last.current = view;
    if (!before) return;
    if (view.dice.n !== before.dice.n) playSound('dice');
    const shownKey = (v: TableView) => (v.shown ? v.shown.map((s) => s.landmark).join() : '');
    if (view.shown && shownKey(view) !== shownKey(before)) {
      playSound('reveal');
      if (view.shown.length === 1) {
        const s = view.shown[0];
        announce(t('magic-market.ui.announceReveal', { by: t(`magic-market.ui.by.${s.landmark}`), visitor: t(`magic-market.ui.visitor.${s.symbol}`) }));
      } else {
        announce(`${t('magic-market.ui.memorise')} ${view.shown.map((s) => t('magic-market.ui.announcePeekItem', {
          landmark: t(`magic-market.landmark.${s.landmark}`), visitor: t(`magic-market.ui.visitor.${s.symbol}`),
        })).join('; ')}`);
      }
    }
    const stands = (v: TableView) => v.stands.map((s) => s.join()).join('|');
    const placed = view.phase !== 'opening' && before.phase !== 'opening' && stands(view) !== stands(before);
    if (placed) playSound('card');
    if (view.dragos.join() !== before.dragos.join()) {
      if (placed) setTimeout(() => playSound('coins'), 220);
      else playSound('coins');
    }
  }, [view, t]);
}
