/**
 * MegaGem's `strong` bot: what ISMCTS (src/shared/bots/ismcts.ts) needs of the game.
 * - Memory: the auction cards the seat has seen turned over (the view shows only the current and the last one).
 * - Determinization: the seat's view as it is; the gems it has not seen (not in its hand, the display, the row
 *   or any collection) dealt at random to the other hands (their counts are public) and the gem deck; the
 *   auction deck drawn from the cards it has not seen; rivals' sealed bids left to be made (the playout policy
 *   bids for them on their own view); a fresh generator (the real one is hidden).
 * - Candidates: the bids `basic` would make and a spread around it; one reveal per colour in hand.
 */
import { seedRng, type Random } from '../../engine/rng.js';
import type { Seat } from '../../engine/types.js';
import type { StrongGame } from '../../bots/strong-bot.js';
import { apply } from './apply.js';
import { createBot } from './bots.js';
import { ALL_GEM_IDS, AUCTION_CARDS, colorIndex } from './data.js';
import { isOver, toAct } from './flow.js';
import { result } from './scoring.js';
import type { MegaGemMove, MegaGemState } from './state.js';
import { view, type MegaGemView } from './view.js';

export interface MegaGemMemory {
  /** Auction card ids seen turned over. */
  seenCards: number[];
}

function remember(memory: MegaGemMemory, v: MegaGemView): void {
  const add = (id: number) => { if (!memory.seenCards.includes(id)) memory.seenCards.push(id); };
  if (v.auction !== null) add(v.auction);
  if (v.lastAuction) add(v.lastAuction.card);
  for (const c of v.collections) {
    for (const l of c.loans) add(l);
    for (const i of c.investments) add(i.card);
  }
}

/** A whole state the seat cannot tell from the real one (see the file's comment). */
function determinize(v: MegaGemView, memory: MegaGemMemory, seat: Seat, rnd: Random): MegaGemState {
  const seen = new Set<number>();
  v.hand!.forEach((g) => seen.add(g));
  v.display.forEach((d) => seen.add(d.gem));
  v.row.forEach((g) => seen.add(g));
  v.collections.forEach((c) => c.gems.forEach((g) => seen.add(g)));
  const unseen = rnd.shuffled(ALL_GEM_IDS.filter((id) => !seen.has(id)));
  const hands = v.handCounts.map((n, s) => (s === seat ? v.hand!.slice() : unseen.splice(0, n).sort((a, b) => a - b)));
  if (unseen.length !== v.gemDeckCount) throw new Error(`MegaGem determinization: ${unseen.length} unseen gems for a deck of ${v.gemDeckCount}`);
  const used = new Set(memory.seenCards);
  if (v.auction !== null) used.add(v.auction);
  const auctionDeck = rnd.shuffled(AUCTION_CARDS.map((c) => c.id).filter((id) => !used.has(id))).slice(0, v.auctionDeckCount);
  const locked = v.collections.reduce((sum, c) => sum + c.investments.reduce((n, i) => n + i.locked, 0), 0);
  const a = v.lastAuction;
  return {
    players: v.players,
    rng: seedRng(`megagem/determinization/${rnd.int(2 ** 30)}`),
    log: [],
    chart: v.chart,
    phase: v.phase,
    round: v.round,
    coinTotal: v.coins.reduce((x, y) => x + y, 0) + v.supply + locked,
    coins: v.coins.slice(),
    supply: v.supply,
    hands,
    gemDeck: unseen,
    row: v.row.slice(),
    display: v.display.map((d) => ({ gem: d.gem, seat: d.seat })),
    collections: v.collections.map((c) => ({
      gems: c.gems.slice(), loans: c.loans.slice(),
      investments: c.investments.map((i) => ({ card: i.card, locked: i.locked })), missions: c.missions.slice(),
    })),
    missions: v.missions.map((m) => ({ id: m.id, claimedBy: m.claimedBy })),
    auctionDeck,
    auction: v.auction,
    bids: v.hasBid.map((_, s) => (s === seat && v.phase === 'bid' ? v.yourBid : null)),
    lastAuction: a && {
      round: a.round, card: a.card, bids: a.bids.slice(), winner: a.winner, price: a.price, tied: a.tied.slice(), tieRule: a.tieRule, gems: a.gems.slice(),
    },
    revealer: v.revealer,
  };
}

/** Bids around what `basic` would bid, and one reveal per colour (gems of a colour are alike), best first. */
function candidates(v: MegaGemView, seat: Seat, rnd: Random): MegaGemMove[] {
  const basic = createBot('basic', seat, `megagem/candidates/${rnd.int(2 ** 30)}`).act(v);
  if (v.phase === 'reveal') {
    const out: MegaGemMove[] = [basic];
    const colours = new Set([basic.type === 'reveal' ? colorIndex(basic.gem) : -1]);
    for (const g of v.canReveal) {
      if (colours.has(colorIndex(g))) continue;
      colours.add(colorIndex(g));
      out.push({ type: 'reveal', gem: g });
    }
    return out;
  }
  const limit = v.bidLimit ?? 0;
  const b = basic.type === 'bid' ? basic.amount : 0;
  const amounts = [b, b + 1, b + 3, Math.round(b * 1.5) + 5, Math.max(0, b - 2), Math.floor(b / 2), 0, b + 8, Math.round(limit / 2)];
  const out: MegaGemMove[] = [];
  const taken = new Set<number>();
  for (const x of amounts) {
    const amount = Math.max(0, Math.min(limit, x));
    if (taken.has(amount)) continue;
    taken.add(amount);
    out.push({ type: 'bid', amount });
  }
  return out;
}

export const strongMegaGem: StrongGame<MegaGemState, MegaGemMove, MegaGemView, MegaGemMemory> = {
  id: 'megagem',
  defaultIterations: 3000,
  rules: { apply, toAct, view, isOver, result },
  newMemory: () => ({ seenCards: [] }),
  remember: (memory, v) => remember(memory, v),
  determinize,
  candidates,
  policy: (seat, seed) => createBot('basic', seat, seed),
  key: (m) => (m.type === 'bid' ? `b${m.amount}` : `r${m.gem}`),
};
