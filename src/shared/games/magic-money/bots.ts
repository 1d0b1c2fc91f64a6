/**
 * Bots play a seat through its view only.
 * - random: any legal move; bids spread from tiny to astronomically large.
 * - basic: weighs what a creature is worth to it against the risk of becoming
 *   the Greediest Wizard: it estimates every rival's ledger total from the
 *   Public sides and the prices of the auctions their private numbers were
 *   written in, and keeps its own total below the greediest rival's estimate. It bids as a person does: a little
 *   over the opening or a small multiple of the going rate (`goingRate`), in round numbers (two significant
 *   digits), and lets an opening far above the going rate go to its opener.
 * - strong: searches (ISMCTS) with `basic` as its playout policy: strong.ts.
 */
import type { Bot, BotLevel, BotSettings, Seat } from '../../engine/types.js';
import { strongBot } from '../../bots/strong-bot.js';
import { makeRandom, type Random } from '../../engine/rng.js';
import { hornPoints } from './scoring.js';
import type { MMMove } from './state.js';
import { strongMagicMoney } from './strong.js';
import { creatureView, readEntry, type CreatureView, type MMView } from './view.js';
import { creature, type Creature } from './data.js';
import { openingCap, roundAmount } from './amounts.js';

/** A random whole number in [1, cap] (cap a canonical amount). */
export function randomUpTo(r: Random, cap: string): string {
  const n = cap.length + 3;
  if (n <= 15) {
    // The same draws and the same number, as a plain number (below 10^15: exact) instead of a BigInt.
    let x = 0;
    for (let i = 0; i < n; i++) x = x * 10 + r.int(10);
    return String((x % Number(cap)) + 1);
  }
  let digits = '';
  for (let i = 0; i < n; i++) digits += String(r.int(10));
  return (BigInt(digits) % BigInt(cap) + 1n).toString();
}

/** A random amount of `n` digits (n ≥ 1). */
export function randomDigits(r: Random, n: number): string {
  let s = String(1 + r.int(9));
  for (let i = 1; i < n; i++) s += String(r.int(10));
  return s;
}

function randomBid(r: Random, view: MMView): string {
  const roll = r.float();
  if (roll < 0.08) return randomDigits(r, 10 + r.int(40)); // sometimes huge, beyond 2^53
  if (roll < 0.3) return randomUpTo(r, '10');
  const lastWin = view.lastWin ?? '10', opening = view.opening ?? '1';
  // Twice the last price plus the opening: as numbers while they are small (exact), else as BigInts.
  const ref = lastWin.length <= 14 && opening.length <= 14
    ? String(Number(lastWin) * 2 + Number(opening))
    : (BigInt(lastWin) * 2n + BigInt(opening)).toString();
  return randomUpTo(r, ref);
}

function randomMove(r: Random, view: MMView): MMMove {
  const me = view.you as Seat;
  switch (view.phase) {
    case 'open': {
      const roll = r.float();
      return { type: 'open', amount: roll < 0.3 ? '1' : roll < 0.6 ? openingCap(view.lastWin) : randomUpTo(r, openingCap(view.lastWin)) };
    }
    case 'bid': return { type: 'bid', amount: randomBid(r, view) };
    case 'resolve': return { type: 'announce', winner: r.pick(view.resolution?.candidates ?? [me]) };
    case 'ability': {
      const a = view.ability;
      if (!a?.choices?.length) break;
      return a.kind === 'forge' ? { type: 'forge', rival: r.pick(a.choices) } : { type: 'crossOut', entry: r.pick(a.choices) };
    }
    default: break;
  }
  throw new Error(`Magic Money bot at seat ${me} has nothing to do in phase ${view.phase}`);
}

/** Victory points the creature would add to `seat`'s current collection (may be negative). */
export function marginalWorth(view: MMView, seat: Seat, c: CreatureView): number {
  const mine = view.adopted[seat].map(creature);
  const sum = (f: (x: Creature) => number) => mine.reduce((n, x) => n + f(x), 0);
  const horns = sum((x) => x.horns);
  const left = sum((x) => x.leftHearts), right = sum((x) => x.rightHearts);
  const wings = view.adopted.map((cards) => cards.reduce((n, x) => n + creature(x).wings, 0));
  const wingScore = (w: number) => wings.filter((o, i) => i !== seat && o < w).length;
  let worth = c.vp;
  worth += hornPoints(horns + c.horns) - hornPoints(horns);
  worth += c.wings ? wingScore(wings[seat] + c.wings) - wingScore(wings[seat]) : 0;
  worth += 2 * (Math.min(left + c.leftHearts, right + c.rightHearts) - Math.min(left, right));
  if (c.ability === 'forge') worth += 1;
  return worth;
}

/** Winning price of each auction so far, read off the Public sides. */
function pricesByAuction(view: MMView): Map<number, bigint> {
  const prices = new Map<number, bigint>();
  for (const l of view.ledgers) for (const e of l.public.map(readEntry)) if (e.source === 'won' && e.amount) prices.set(e.auction, BigInt(e.amount));
  return prices;
}

/** Estimated ledger total of every seat (exact for your own). */
export function estimatedTotals(view: MMView): bigint[] {
  const prices = pricesByAuction(view);
  return view.ledgers.map((l) => {
    if (l.total !== null) return BigInt(l.total);
    let t = 0n;
    for (const e of l.public.map(readEntry)) if (!e.crossed && e.amount) t += BigInt(e.amount);
    for (const e of l.private.map(readEntry)) {
      if (e.crossed) continue;
      const price = prices.get(e.auction) ?? 1n;
      // A forged number is the price itself; a losing bid was at most the price: guess 60 % of it.
      t += e.source === 'forged' ? price : (price * 6n) / 10n + 1n;
    }
    return t;
  });
}

const bmax = (a: bigint, b: bigint) => (a > b ? a : b);
const bmin = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * What wizards have been paying, as a person at the table reads it: the last price paid, leaving out the prices
 * of a wizard whose Public side adds up to more than ten times anyone else's (someone who wrote an absurd number and is
 * surely the Greediest Wizard). 1 before any such price.
 */
export function goingRate(view: MMView): bigint {
  // Public sides only: a losing bid's estimate follows its auction's price, absurd or not.
  const spent = view.ledgers.map((l) => l.public.map(readEntry).reduce((t, e) => t + (e.amount ? BigInt(e.amount) : 0n), 0n));
  const sorted = spent.slice().sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
  const outlier = sorted.length > 1 && sorted[0] > 1000n && sorted[0] > 10n * sorted[1] ? spent.indexOf(sorted[0]) : -1;
  const paid: { auction: number; price: bigint }[] = [];
  view.ledgers.forEach((l, seat) => {
    if (seat === outlier) return;
    for (const e of l.public.map(readEntry)) if (e.source === 'won' && e.amount) paid.push({ auction: e.auction, price: BigInt(e.amount) });
  });
  if (!paid.length) return 1n;
  return paid.reduce((a, b) => (b.auction > a.auction ? b : a)).price;
}

function basicMove(r: Random, view: MMView): MMMove {
  const me = view.you as Seat;
  const totals = estimatedTotals(view);
  const mine = totals[me];
  const richest = totals.reduce((m, t, i) => (i !== me && t > m ? t : m), 0n);
  const headroom = richest - mine;
  const auctionsLeft = BigInt(Math.max(1, view.auctions - view.auction + 1));
  const prices = [...pricesByAuction(view).values()];
  const typical = prices.length ? prices.reduce((a, b) => a + b, 0n) / BigInt(prices.length) : 5n;
  switch (view.phase) {
    case 'open': {
      const worth = view.offer !== null ? marginalWorth(view, me, creatureView(view.offer)) : 0;
      const cap = BigInt(openingCap(view.lastWin));
      // Round numbers at or below the cap, as a person opens.
      if (worth >= 4 && cap * 3n < headroom) return { type: 'open', amount: roundAmount(cap.toString(), 'down') };
      if (worth >= 2 && cap > 1n && r.float() < 0.5) return { type: 'open', amount: roundAmount(bmax(1n, cap / 2n).toString(), 'down') };
      return { type: 'open', amount: '1' };
    }
    case 'bid': {
      const c = creatureView(view.offer!);
      let worth = marginalWorth(view, me, c);
      const opening = BigInt(view.opening ?? '1');
      const free = c.crossSide === 'any' || c.crossSide === 'public';
      if (free) worth += 2;
      // The greediest rival will keep spending: project their total to the end.
      const projected = richest + (typical * auctionsLeft) / 2n;
      const budget = projected - mine - auctionsLeft;
      if (worth <= 0 || budget <= 0n) return { type: 'bid', amount: '1' };
      // What people pay (one person's absurd number aside); an opening far above it is left to its opener.
      const going = goingRate(view);
      if (opening > 10n * bmax(going, 10n)) return { type: 'bid', amount: '1' };
      // What would win: over the opening or twice the going rate, up to three times that the more we want it, rounded up.
      const want = BigInt(roundAmount(((bmax(opening + 1n, going * 2n) * BigInt(Math.min(worth, 6))) / 2n + BigInt(1 + r.int(3))).toString(), 'up'));
      const share = BigInt(roundAmount(bmax(1n, free || worth >= 3 ? (budget * 4n) / 5n : budget / 2n).toString(), 'down'));
      const bid = bmin(want, share);
      // A bid below the opening cannot win: spend as little as the rules allow.
      return { type: 'bid', amount: bid < opening ? '1' : bid.toString() };
    }
    case 'resolve': {
      const options = view.resolution?.candidates ?? [me];
      // Hand the creature to the weakest of the tied (fewest printed VP).
      const vp = (s: Seat) => view.adopted[s].reduce((n, x) => n + creature(x).vp, 0);
      return { type: 'announce', winner: options.reduce((best, s) => (vp(s) < vp(best) ? s : best)) };
    }
    case 'ability': {
      const a = view.ability;
      if (!a?.choices?.length) break;
      if (a.kind === 'crossOut') {
        const entries = [...view.ledgers[me].public, ...view.ledgers[me].private].map(readEntry);
        const amount = (i: number) => BigInt(entries.find((e) => e.index === i)?.amount ?? '0');
        return { type: 'crossOut', entry: a.choices.reduce((best, i) => (amount(i) > amount(best) ? i : best)) };
      }
      // Push the rival with the most printed VP towards being the Greediest Wizard.
      const vp = (s: Seat) => view.adopted[s].reduce((n, x) => n + creature(x).vp, 0);
      return { type: 'forge', rival: a.choices.reduce((best, s) => (vp(s) > vp(best) ? s : best)) };
    }
    default: break;
  }
  throw new Error(`Magic Money bot at seat ${me} has nothing to do in phase ${view.phase}`);
}

export function createBot(level: BotLevel, seat: Seat, seed: string, settings?: BotSettings): Bot<MMView, MMMove> {
  if (level === 'strong') return strongBot(strongMagicMoney, seat, seed, settings);
  const r = makeRandom(seed);
  return { act: (view) => (level === 'basic' ? basicMove(r, view) : randomMove(r, view)) };
}
