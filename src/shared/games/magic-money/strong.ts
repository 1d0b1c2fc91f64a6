/**
 * Magic Money's `strong` bot: what ISMCTS (src/shared/bots/ismcts.ts) needs of the game.
 * - Memory: every sealed bid the seat saw as the active player (the view shows only the last auction's).
 * - Determinization: the seat's view as it is; a rival's Private number it never saw is drawn from what the
 *   seat knows of it — a forged number is the price of its auction, a losing bid is at most that price;
 *   the creature deck from the creatures not yet seen; rivals' sealed bids left to be made (the playout
 *   policy bids for them on their own view); a fresh generator.
 * - Candidates: `basic`'s move first, then bids spread around the opening, the going rate (`goingRate`: the last
 *   price, one person's absurd one aside) and basic's bid, in round numbers (the bid space has no end: these are
 *   the amounts that matter); every winner a tie allows;
 *   every cross-out or forge target.
 */
import { seedRng, type Random } from '../../engine/rng.js';
import type { Seat } from '../../engine/types.js';
import type { StrongGame } from '../../bots/strong-bot.js';
import { apply } from './apply.js';
import { createBot, goingRate } from './bots.js';
import { CREATURES, creature } from './data.js';
import { isOver, toAct } from './flow.js';
import { result } from './scoring.js';
import { openingCap, roundAmount } from './amounts.js';
import type { LedgerEntry, MMMove, MMState } from './state.js';
import { readEntry, view, type MMView } from './view.js';

export interface MagicMoneyMemory {
  /** Sealed bids seen as the active player: auction number → every seat's bid (null: none). */
  seenBids: Record<number, (string | null)[]>;
}

function remember(memory: MagicMoneyMemory, v: MMView): void {
  if (v.last?.bids) memory.seenBids[v.last.auction] = v.last.bids.slice();
  if (v.resolution) memory.seenBids[v.auction] = v.resolution.bids.slice();
}

/** A random amount in [1, cap]. */
function upTo(rnd: Random, cap: bigint): bigint {
  if (cap <= 1n) return 1n;
  const x = BigInt(Math.floor(rnd.float() * 1e9));
  return 1n + (cap * x) / 1_000_000_000n;
}

/** A whole state the seat cannot tell from the real one (see the file's comment). */
function determinize(v: MMView, memory: MagicMoneyMemory, seat: Seat, rnd: Random): MMState {
  // Prices of past auctions (public: the winner's number is on their Public side) and who opened them.
  const price = new Map<number, string>();
  const opener = new Map<number, Seat>();
  for (const l of v.ledgers) {
    for (const e of l.public.map(readEntry)) {
      if (e.source === 'won' && e.amount) price.set(e.auction, e.amount);
      if ((e.source === 'open' || e.source === 'won') && e.amount) opener.set(e.auction, l.seat);
    }
  }
  const ledgers: LedgerEntry[][] = v.ledgers.map((l) => [
    ...l.public.map((e) => ({ ...readEntry(e), side: 'public' as const })),
    ...l.private.map((e) => ({ ...readEntry(e), side: 'private' as const })),
  ].sort((a, b) => a.index - b.index).map((e) => {
    let amount = e.amount;
    if (amount === null) {
      const known = memory.seenBids[e.auction]?.[l.seat];
      const p = price.get(e.auction) ?? '1';
      amount = e.source === 'forged' ? p : known ?? upTo(rnd, BigInt(p)).toString();
    }
    const entry: LedgerEntry = { amount, side: e.side, crossed: e.crossed, auction: e.auction, source: e.source };
    if (e.source === 'lost' && opener.has(e.auction)) entry.seenBy = opener.get(e.auction);
    return entry;
  }));
  const seen = new Set<number>();
  v.adopted.forEach((cs) => cs.forEach((c) => seen.add(c)));
  if (v.offer !== null) seen.add(v.offer);
  const unseen = rnd.shuffled(CREATURES.map((c) => c.id).filter((id) => !seen.has(id)));
  const deck = unseen.slice(0, v.deckSize);
  const box = unseen.slice(v.deckSize);
  const bids: (string | null)[] = v.phase === 'resolve' && v.resolution
    ? v.resolution.bids.slice()
    : v.hasBid.map((_, s) => (s === seat && v.phase === 'bid' ? v.yourBid : null));
  const a = v.ability;
  const ab = a ? creature(a.creature).ability : null;
  return {
    players: v.players,
    rng: seedRng(`magic-money/determinization/${rnd.int(2 ** 30)}`),
    log: [],
    deck, box,
    offer: v.offer,
    phase: v.phase,
    active: v.active,
    auctions: v.auctions,
    auction: v.auction,
    lastWin: v.lastWin,
    opening: v.opening,
    bids,
    ledgers,
    adopted: v.adopted.map((cs) => cs.slice()),
    pending: a && ab ? { seat: a.seat, creature: a.creature, ability: ab, price: a.price } : null,
    last: v.last && {
      auction: v.last.auction, creature: v.last.creature, active: v.last.active, opening: '1',
      bids: v.last.bids ? v.last.bids.slice() : v.hasBid.map(() => null), winner: v.last.winner, price: v.last.price,
    },
  };
}

const big = (s: string | null, fallback: bigint) => (s === null ? fallback : BigInt(s));

/** `basic`'s move first, then the amounts and choices worth comparing (see the file's comment). */
function candidates(v: MMView, seat: Seat, rnd: Random): MMMove[] {
  const basic = createBot('basic', seat, `magic-money/candidates/${rnd.int(2 ** 30)}`).act(v);
  const out: MMMove[] = [basic];
  const seen = new Set([JSON.stringify(basic)]);
  const add = (m: MMMove) => { const k = JSON.stringify(m); if (!seen.has(k)) { seen.add(k); out.push(m); } };
  switch (v.phase) {
    case 'open': {
      const cap = BigInt(openingCap(v.lastWin));
      for (const x of [1n, cap, cap / 2n, cap / 4n]) if (x >= 1n) add({ type: 'open', amount: x.toString() });
      break;
    }
    case 'bid': {
      const opening = big(v.opening, 1n);
      // The going rate, not one person's absurd price (bots.ts); multiples in round numbers, as a person bids.
      const last = goingRate(v);
      const b = basic.type === 'bid' ? BigInt(basic.amount) : 1n;
      for (const x of [1n, opening, opening + 1n, b * 2n, b / 2n, last, last * 2n, last * 4n, last * 10n + opening]) {
        if (x >= 1n) add({ type: 'bid', amount: x <= opening + 1n ? x.toString() : roundAmount(x.toString(), 'up') });
      }
      break;
    }
    case 'resolve':
      for (const w of v.resolution?.candidates ?? []) add({ type: 'announce', winner: w });
      break;
    case 'ability':
      for (const c of v.ability?.choices ?? []) add(v.ability!.kind === 'forge' ? { type: 'forge', rival: c } : { type: 'crossOut', entry: c });
      break;
    default: break;
  }
  return out;
}

export const strongMagicMoney: StrongGame<MMState, MMMove, MMView, MagicMoneyMemory> = {
  id: 'magic-money',
  defaultIterations: 3000,
  rules: { apply, toAct, view, isOver, result },
  newMemory: () => ({ seenBids: {} }),
  remember: (memory, v) => remember(memory, v),
  determinize,
  candidates,
  policy: (seat, seed) => createBot('basic', seat, seed),
};
