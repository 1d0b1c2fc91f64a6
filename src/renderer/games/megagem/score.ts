/**
 * The score board's words in the reader's language. The engine's result carries its lines in English; the
 * final view holds all they are made of (collections, the Value Display, the chart), so the table says the
 * same lines from the game's catalogue, in the order `scoring.ts` gives them (gems by colour, missions,
 * loans, investments, coins).
 */
import type { Msg } from '../../../shared/engine/types.js';
import { COLOR_NAME, missionWords, type Color } from '../../../shared/games/megagem/data.js';
import { msg } from '../../../shared/games/megagem/messages.js';
import type { TableView } from './tableView.js';
import type { MegaGemT } from './i18n/index.js';

export interface LineWords { category: string; detail?: string }

/** A seat's score lines' headings and short details (none where there is nothing to add to the number). */
export function scoreWords(v: Pick<TableView, 'colors' | 'collections' | 'displayCounts' | 'valueNow' | 'missions'>, seat: number, text: (m: Msg) => string): LineWords[] {
  const col = v.collections[seat];
  if (!col) return [];
  // Each detail says one thing under its number (issue 32: "3 × 12 (3 in der Auslage)" filled three lines of a cell):
  // the gems × what one is worth, the investments' locked bids + returns; the whole reason is the cell's tooltip.
  const lines: LineWords[] = v.colors.map((c, i) => ({
    category: text(msg('megagem.scoreGems', { color: { msg: COLOR_NAME[c] } })),
    detail: col.gemCounts[i] > 0 ? `${col.gemCounts[i]} × ${v.valueNow[i]}` : undefined,
  }));
  // One mission by its name; several by their coins ("5 + 5 + 5": three names filled five lines), named in the tooltip.
  const missionCoins = col.missions.map((id) => v.missions.find((m) => m.id === id)?.coins ?? 0);
  lines.push({
    category: text(msg('megagem.scoreMissions')),
    detail: col.missions.length === 1 ? text(missionWords(col.missions[0]).name) : col.missions.length > 1 ? missionCoins.join(' + ') : undefined,
  });
  lines.push({ category: text(msg('megagem.scoreLoans')), detail: col.loans.length ? text(msg('megagem.loansRepaid', { n: col.loans.length })) : undefined });
  lines.push({
    category: text(msg('megagem.scoreInvestments')),
    detail: col.investments.length
      ? `${col.investments.reduce((sum, inv) => sum + inv.locked, 0)} + ${col.investments.reduce((sum, inv) => sum + inv.amount, 0)}`
      : undefined,
  });
  lines.push({ category: text(msg('megagem.scoreCoins')) });
  return lines;
}

/**
 * Why each score line is what it is (the score screen's tooltips), in the order of `scoreWords`: a colour's gems
 * × their value at the final Value Display, the missions with their coins, the loans repaid, the investments
 * (locked bids + returns), the coins in hand; and the total (`total`).
 */
export function scoreTips(
  v: Pick<TableView, 'colors' | 'collections' | 'displayCounts' | 'valueNow' | 'chart' | 'coins' | 'missions'>, seat: number,
  t: MegaGemT, color: (c: Color) => string, text: (m: Msg) => string,
): { lines: string[]; total: string } | null {
  const col = v.collections[seat];
  if (!col) return null;
  const lines = v.colors.map((c, i) => t('megagem.ui.scoreGemsTip', {
    owned: col.gemCounts[i], color: color(c), each: v.valueNow[i], shown: v.displayCounts[i], chart: v.chart, points: col.gemCounts[i] * v.valueNow[i],
  }));
  const coinsOf = (id: number) => v.missions.find((m) => m.id === id)?.coins ?? 0;
  const missionPoints = col.missions.reduce((sum, id) => sum + coinsOf(id), 0);
  lines.push(col.missions.length
    ? t('megagem.ui.scoreMissionsTip', { list: text(msg('megagem.list', { items: { list: col.missions.map((id) => ({ msg: missionWords(id).name })) } })), points: missionPoints })
    : t('megagem.ui.scoreNoMissionTip'));
  const loaned = col.loans.reduce((sum, l) => sum + (l.kind === 'treasure' ? 0 : l.amount), 0);
  lines.push(col.loans.length ? t('megagem.ui.scoreLoansTip', { n: col.loans.length, amount: loaned }) : t('megagem.ui.scoreNoLoanTip'));
  const locked = col.investments.reduce((sum, inv) => sum + inv.locked, 0);
  const returns = col.investments.reduce((sum, inv) => sum + inv.amount, 0);
  lines.push(col.investments.length ? t('megagem.ui.scoreInvestTip', { locked, returns, points: locked + returns }) : t('megagem.ui.scoreNoInvestTip'));
  lines.push(t('megagem.ui.scoreCoinsTip', { points: v.coins[seat] }));
  const gems = col.gemCounts.reduce((sum, n, i) => sum + n * v.valueNow[i], 0);
  return { lines, total: t('megagem.ui.scoreTotalTip', { total: gems + missionPoints - loaned + locked + returns + v.coins[seat] }) };
}
