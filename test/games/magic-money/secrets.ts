/**
 * The secrets contract for Magic Money (see the common secrets brief):
 * `scrambleSecrets(state, seat, seed)` changes everything `seat` must not
 * know — the face-down deck (and the box), the generator, other players'
 * sealed bids, and the numbers on other players' Private sides that `seat`
 * never saw — keeping the state a valid game state (counts, crossed marks,
 * each losing bid within what could have lost that auction, and, once the
 * game is over and ledger totals are public, every total).
 */
import { cloneJson } from '../../../src/shared/engine/draft.js';
import { makeRandom, seedRng, type Random } from '../../../src/shared/engine/rng.js';
import type { Seat } from '../../../src/shared/engine/types.js';
import { randomDigits, randomUpTo } from '../../../src/shared/games/magic-money/bots.js';
import type { LedgerEntry, MMState } from '../../../src/shared/games/magic-money/state.js';

/** A uniform-ish bigint in [lo, hi]. */
function between(r: Random, lo: bigint, hi: bigint): bigint {
  if (hi <= lo) return lo;
  return lo - 1n + BigInt(randomUpTo(r, (hi - lo + 1n).toString()));
}

function anyBid(r: Random): string {
  return r.float() < 0.2 ? randomDigits(r, 1 + r.int(45)) : randomUpTo(r, '1000');
}

/** The most a losing bid of auction `k` can be: the price, or one less when the active player won with the opening. */
function losingBound(state: MMState, k: number): bigint | null {
  let price: bigint | null = null;
  let opened = false;
  for (const entries of state.ledgers) {
    for (const e of entries) {
      if (e.auction !== k) continue;
      if (e.source === 'won') price = BigInt(e.amount);
      if (e.source === 'open') opened = true;
    }
  }
  if (price === null) return null;
  return opened ? price : price - 1n;
}

export function scrambleSecrets(state: MMState, seat: Seat | null, seed: string): MMState {
  const r = makeRandom(`scramble:${seed}`);
  const s = cloneJson(state);
  s.rng = seedRng(`scramble-rng:${seed}`);

  // The face-down deck and the box: same counts, any of the unseen cards, any order.
  const pool = r.shuffled([...s.deck, ...s.box]);
  s.deck = pool.slice(0, s.deck.length);
  s.box = pool.slice(s.deck.length);

  // Sealed bids of the current auction: only the bidder knows theirs — and the active player while resolving.
  const seesAll = s.phase === 'resolve' && seat === s.active;
  if (!seesAll) s.bids = s.bids.map((b, i) => (b === null || i === seat ? b : anyBid(r)));

  // Losing bids on other Private sides that `seat` did not see as the active player.
  const hidden = (owner: Seat, e: LedgerEntry) => owner !== seat && e.source === 'lost' && e.seenBy !== seat;
  const over = s.phase === 'over';
  s.ledgers.forEach((entries, owner) => {
    const secret = entries.filter((e) => hidden(owner, e) && losingBound(s, e.auction) !== null);
    if (!over) {
      for (const e of secret) e.amount = between(r, 1n, losingBound(s, e.auction) as bigint).toString();
      return;
    }
    // Totals are public at the end: crossed numbers are free, uncrossed ones trade amounts pairwise.
    for (const e of secret.filter((x) => x.crossed)) e.amount = between(r, 1n, losingBound(s, e.auction) as bigint).toString();
    const live = secret.filter((x) => !x.crossed);
    for (let i = 0; i + 1 < live.length; i += 2) {
      const x = live[i], y = live[i + 1];
      const a = BigInt(x.amount), b = BigInt(y.amount);
      const bx = losingBound(s, x.auction) as bigint, by = losingBound(s, y.auction) as bigint;
      const lo = a - bx > 1n - b ? a - bx : 1n - b;
      const hi = a - 1n < by - b ? a - 1n : by - b;
      const d = between(r, lo, hi);
      x.amount = (a - d).toString();
      y.amount = (b + d).toString();
    }
  });

  // The last auction's bids, as written on the ledgers (the winner's price is public).
  if (s.last && seat !== s.last.active) {
    const k = s.last.auction;
    s.last.bids = s.last.bids.map((b, i) => {
      if (b === null || i === seat || i === s.last!.winner) return b;
      const entry = s.ledgers[i].find((e) => e.auction === k && e.source === 'lost');
      return entry ? entry.amount : b;
    });
  }
  return s;
}
