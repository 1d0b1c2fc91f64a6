/**
 * The bid control's logic, kept pure for tests: what the player typed, read
 * against the limit the host's view gives (`bidLimit`: coins held, plus the
 * loan on a Loan card). The host refuses the same bids; this only says so
 * before the round trip, in the same words.
 */
import type { AuctionCard } from '../../../shared/games/megagem/data.js';
import { englishWords, type MegaGemT } from './i18n/index.js';

export type BidCheck = { ok: true; amount: number } | { ok: false; error: string };

/** The typed bid, or why not, in the reader's words (`t`; English by default). */
export function checkBid(text: string, limit: number, coinsHeld: number, card: AuctionCard | null, t: MegaGemT = englishWords.t): BidCheck {
  const typed = text.trim();
  if (typed === '') return { ok: false, error: t('megagem.ui.bidEmpty') };
  if (!/^\d+$/.test(typed)) return { ok: false, error: t('megagem.ui.bidNotWhole') };
  const amount = Number(typed);
  if (amount <= limit) return { ok: true, amount };
  if (card?.kind === 'loan') return { ok: false, error: t('megagem.ui.bidOverLoan', { limit, coins: coinsHeld, loan: card.amount }) };
  return { ok: false, error: t('megagem.ui.bidOverCoins', { coins: coinsHeld }) };
}

/** The next value for the −/+ buttons, kept within 0..limit. */
export function stepBid(text: string, delta: number, limit: number): string {
  const n = /^\d+$/.test(text.trim()) ? Number(text.trim()) : 0;
  return String(Math.max(0, Math.min(limit, n + delta)));
}

/** A one-line explanation of the limit shown next to the control. */
export function limitHint(limit: number, coinsHeld: number, card: AuctionCard | null, t: MegaGemT = englishWords.t): string {
  if (card?.kind === 'loan') return t('megagem.ui.limitLoan', { limit, coins: coinsHeld, loan: card.amount });
  return t('megagem.ui.limit', { limit });
}
