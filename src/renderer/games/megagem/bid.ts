/**
 * The bid control's logic, kept pure for tests: what the player typed, read
 * against the limit the host's view gives (`bidLimit`: coins held, plus the
 * loan on a Loan card). The host refuses the same bids; this only says so
 * before the round trip, in the same words.
 */
import type { AuctionCard } from '../../../shared/games/megagem/data.js';

export type BidCheck = { ok: true; amount: number } | { ok: false; error: string };

const coins = (n: number) => `${n} coin${n === 1 ? '' : 's'}`;

export function checkBid(text: string, limit: number, coinsHeld: number, card: AuctionCard | null): BidCheck {
  const t = text.trim();
  if (t === '') return { ok: false, error: 'Type your bid: a whole number of coins, 0 or more.' };
  if (!/^\d+$/.test(t)) return { ok: false, error: 'A bid is a whole number of coins, 0 or more.' };
  const amount = Number(t);
  if (amount <= limit) return { ok: true, amount };
  if (card?.kind === 'loan')
    return { ok: false, error: `You cannot bid more than ${coins(limit)}: your ${coins(coinsHeld)} plus the ${card.amount}-coin loan.` };
  return { ok: false, error: `You cannot bid more than your ${coins(coinsHeld)}.` };
}

/** The next value for the −/+ buttons, kept within 0..limit. */
export function stepBid(text: string, delta: number, limit: number): string {
  const n = /^\d+$/.test(text.trim()) ? Number(text.trim()) : 0;
  return String(Math.max(0, Math.min(limit, n + delta)));
}

/** A one-line explanation of the limit shown next to the control. */
export function limitHint(limit: number, coinsHeld: number, card: AuctionCard | null): string {
  if (card?.kind === 'loan') return `You may bid up to ${coins(limit)}: your ${coins(coinsHeld)} plus the ${card.amount}-coin loan.`;
  return `You may bid up to your ${coins(limit)}.`;
}
