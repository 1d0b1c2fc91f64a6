/**
 * The score board's words in the reader's language. The engine's result carries its lines in English; the
 * final view holds all they are made of (collections, the Value Display, the chart), so the table says the
 * same lines from the game's catalogue, in the order `scoring.ts` gives them (gems by colour, missions,
 * loans, investments, coins).
 */
import type { Msg } from '../../../shared/engine/types.js';
import { COLOR_NAME, missionWords } from '../../../shared/games/megagem/data.js';
import { msg } from '../../../shared/games/megagem/messages.js';
import type { TableView } from './tableView.js';

export interface LineWords { category: string; detail?: string }

/** A seat's score lines' headings and details (a detail of "none" is left out). */
export function scoreWords(v: Pick<TableView, 'colors' | 'collections' | 'displayCounts' | 'valueNow'>, seat: number, text: (m: Msg) => string): LineWords[] {
  const col = v.collections[seat];
  if (!col) return [];
  const lines: LineWords[] = v.colors.map((c, i) => ({
    category: text(msg('megagem.scoreGems', { color: { msg: COLOR_NAME[c] } })),
    detail: text(msg('megagem.scoreGemsDetail', { owned: col.gemCounts[i], each: v.valueNow[i], shown: v.displayCounts[i] })),
  }));
  lines.push({
    category: text(msg('megagem.scoreMissions')),
    detail: col.missions.length ? text(msg('megagem.list', { items: { list: col.missions.map((id) => ({ msg: missionWords(id).name })) } })) : undefined,
  });
  lines.push({ category: text(msg('megagem.scoreLoans')), detail: col.loans.length ? text(msg('megagem.loansRepaid', { n: col.loans.length })) : undefined });
  lines.push({
    category: text(msg('megagem.scoreInvestments')),
    detail: col.investments.length
      ? text(msg('megagem.list', { items: { list: col.investments.map((inv) => ({ msg: msg('megagem.investmentDetail', { locked: inv.locked, amount: inv.amount }) })) } }))
      : undefined,
  });
  lines.push({ category: text(msg('megagem.scoreCoins')) });
  return lines;
}
