/**
 * Bots. All see only their seat's view and are deterministic given their seed.
 * - random: a uniformly random legal move (bid uniformly in 0..limit; random reveal).
 * - basic: values the card from what it knows (its hand and the display give
 *   part of the final display; the rest of the unseen gems are spread over the
 *   other hands in proportion), the chart and the missions, and bids a share
 *   of that value; reveals the gem that tells rivals least about what it collects.
 * - strong: searches (ISMCTS) with `basic` as its playout policy: strong.ts.
 */
import { makeRandom, type Random } from '../../engine/rng.js';
import type { Bot, BotLevel, BotSettings, Seat } from '../../engine/types.js';
import { strongBot } from '../../bots/strong-bot.js';
import { AUCTION_CARDS, GEMS_PER_COLOR, MISSIONS, VALUE_CHARTS, colorIndex } from './data.js';
import { completes } from './missions.js';
import type { MegaGemMove } from './state.js';
import { strongMegaGem } from './strong.js';
import { auctionGems, colorCounts, type MegaGemView } from './view.js';

export function createBot(level: BotLevel, seat: Seat, seed: string, settings?: BotSettings): Bot<MegaGemView, MegaGemMove> {
  if (level === 'strong') return strongBot(strongMegaGem, seat, seed, settings);
  const rnd = makeRandom(seed);
  return level === 'basic' ? basicBot(seat, rnd) : randomBot(rnd);
}

function randomBot(rnd: Random): Bot<MegaGemView, MegaGemMove> {
  return {
    act(view) {
      if (view.phase === 'reveal') return { type: 'reveal', gem: rnd.pick(view.canReveal) };
      return { type: 'bid', amount: rnd.int((view.bidLimit ?? 0) + 1) };
    },
  };
}

/** Expected number of each colour in the final Value Display (every hand ends up there). */
export function expectedDisplay(view: MegaGemView): number[] {
  const me = view.you!;
  const known = colorCounts(view.display.map((d) => d.gem));
  const unseen = Array(5).fill(GEMS_PER_COLOR) as number[];
  const seen = (id: number) => { unseen[colorIndex(id)]--; };
  view.display.forEach((g) => seen(g.gem));
  view.hand!.forEach((g) => { known[colorIndex(g)]++; seen(g); });
  view.row.forEach(seen);
  view.collections.forEach((c) => c.gems.forEach(seen));
  const unseenTotal = unseen.reduce((a, b) => a + b, 0);
  const otherHands = view.handCounts.reduce((sum, n, s) => sum + (s === me ? 0 : n), 0);
  return known.map((k, i) => k + (unseenTotal ? (otherHands * unseen[i]) / unseenTotal : 0));
}

/** The chart value at a fractional display count (linear between the printed counts). */
export function chartAt(chartValues: readonly number[], count: number): number {
  const top = chartValues.length - 1;
  const x = Math.min(Math.max(count, 0), top);
  const lo = Math.floor(x);
  const hi = Math.min(lo + 1, top);
  return chartValues[lo] + (chartValues[hi] - chartValues[lo]) * (x - lo);
}

/** Coins the missions on offer would pay if `after` (counts) were my collection instead of `before`. */
function missionGain(view: MegaGemView, before: number[], after: number[]): number {
  let gain = 0;
  for (const m of view.missions) {
    if (m.claimedBy !== null) continue;
    const mission = MISSIONS[m.id];
    if (completes(mission, after) && !completes(mission, before)) gain += mission.coins;
  }
  return gain;
}

function basicBot(seat: Seat, rnd: Random): Bot<MegaGemView, MegaGemMove> {
  return {
    act(view) {
      const mine = colorCounts(view.collections[seat].gems);
      const expected = expectedDisplay(view);
      if (view.phase === 'reveal') {
        // The hand ends up in the display anyway; reveal what tells rivals least about the colours I collect.
        let best = view.canReveal[0];
        let bestScore = Infinity;
        for (const g of view.canReveal) {
          const c = colorIndex(g);
          const score = mine[c] * 10 + view.row.filter((r) => colorIndex(r) === c).length + rnd.float();
          if (score < bestScore) { bestScore = score; best = g; }
        }
        return { type: 'reveal', gem: best };
      }
      const limit = view.bidLimit ?? 0;
      const card = AUCTION_CARDS[view.auction!];
      const coins = view.coins[seat];
      const roundsLeft = Math.max(1, view.gemDeckCount + view.row.length);
      let value = 0;
      if (card.kind === 'treasure') {
        const after = mine.slice();
        for (const g of auctionGems(view)) {
          const c = colorIndex(g);
          after[c]++;
          value += chartAt(VALUE_CHARTS[view.chart], expected[c]);
        }
        value += missionGain(view, mine, after);
        value *= 0.55 + 0.2 * rnd.float();
      } else if (card.kind === 'investment') {
        // Bid coins come back with the card's amount: cheap ones are pure profit, but lock coins away.
        value = Math.min(card.amount * 0.8, coins / 3);
      } else {
        // A loan costs what is bid; it is worth a little only to a bidder short of coins.
        value = coins < 8 && roundsLeft > 4 ? 2 : 0;
      }
      const amount = Math.max(0, Math.min(limit, coins, Math.floor(value)));
      return { type: 'bid', amount };
    },
  };
}
