/**
 * Magic Market's evaluation for the `strong` bot (strong.ts): what a whole state (a determinization: the
 * Visitors dealt) is worth to each seat, in Dragos, and a greedy one-step policy that uses it.
 *
 * - A Visitor is worth, to a seat, the Price die's mean for the best Object of its Stand it would buy (any
 *   Object for the Crazy Buyer), or for a Pal what buying an Object still owed now saves against the closing
 *   (where the seller picks the dearest Object on their Stand).
 * - A future turn: the Visitors in front of a Stand are three neighbouring disc spaces; the seat turns over the
 *   best of its three. Which three depends on the Movement dice rolled by then (every seat's, its own included):
 *   each future turn's window is weighted by the exact chances of the disc's turn after that many dice
 *   (`windowsWorth`; the next turn's window is far from uniform, later ones near it). A seat's prospect: Dragos
 *   + the worth of its turns left − the closing purchases it still owes + those owed to it.
 * - The greedy policy picks the move with the best expected prospect one step ahead (dice means), valuing
 *   Dragos paid to a rival a little more than Dragos lost to the bank (the rival gains them).
 * - Keeping dear Objects for the closing: a seat sells about one Object a turn whatever it does, and the
 *   purchases rivals still owe it are made at the closing from what is left on its Stand (it hands over its
 *   dearest). So a dear Object sold to a Visitor now is paid by the bank; kept, it is paid by a rival at the
 *   closing, and a Drago taken from a rival counts twice against that rival. The greedy rule charges a sale of
 *   one of the seat's K dearest Objects (K: purchases rivals still owe it) `RESERVE` × what it is dearer than
 *   the next Object it holds (the one the closing would hand over instead); the prospects hold the same term
 *   as `RESERVE` × the worth of those K Objects. Measured with the greedy rule alone in seat 1 against three
 *   `basic` bots: 33.5 % → 35.8 % (3000 games, `--seed 17`), 34.9 % → 36.5 % (2000 games, `--seed 13`).
 *   At every player count all K are counted on: the four-player discount for rivals' Pals (`PAL_HAZARD`, made
 *   when `basic` Pals bought from the lowest seat on a tie) no longer helped once they go round from their left
 *   (rivals' Pals take 0.55 of the three a game from seat 1; colours at random, greedy rule, 5000 games,
 *   `--seed 17`: 32.7 % with it, 33.5 % without; `strong`, 2000 games, `--seed 13`: 34.8 → 35.8 %).
 */
import type { Seat } from '../../engine/types.js';
import { CLOSING_HOUR, LANDMARKS, MOVEMENT_DIE, objectOf, POSITIONS, POSITIONS_PER_CORNER, OBJECTS, PRICE_COLOURS, PRICE_DIE, priceOf, type PriceColour, type VisitorKind } from './data.js';
import { owedBySeller, owedTotal } from './quotas.js';
import { spacesInFront, type MarketMove, type MarketState } from './state.js';

const MEAN = new Map(OBJECTS.map((o) => [o.id, PRICE_DIE.reduce((sum, c) => sum + priceOf(o.id, c), 0) / PRICE_DIE.length]));
/** The Price die's mean price of an Object. */
export const mean = (object: string): number => MEAN.get(object)!;

/** Expected Dragos a buyer with `money` pays for `object` at the Price die (short buyers pay what they have). */
function capped(object: string, money: number): number {
  let sum = 0;
  for (const c of PRICE_DIE) sum += Math.min(priceOf(object, c), money);
  return sum / PRICE_DIE.length;
}

/** The Object a seller hands over at the closing: `basic`'s and ours, the dearest on the Stand. */
function dearest(stand: readonly string[]): string | null {
  let best: string | null = null;
  for (const o of stand) if (best === null || mean(o) > mean(best)) best = o;
  return best;
}

/** Dragos a seat earns in a turn, about (to guess its money at the closing). */
const EARNS = 2.5;

/**
 * What an owed purchase costs at the closing, judged before the market closes: the Stands will have changed by
 * then, so what closing purchases cost on average (measured: 2.27 Dragos over 500 four-player games of `basic`
 * bots; a Pal's purchase cost 1.99), not today's dearest Object (which would make selling a dear Object to a
 * Visitor look like a loss, and a Pal look worth far more than it is).
 */
export const CLOSING_PRICE = 2.3;

/** What `buyer` expects to pay `seller` at the closing for one owed purchase (with the money it will have by then). */
function closingCost(s: MarketState, buyer: Seat, seller: Seat): number {
  if (s.phase === 'market' || s.phase === 'opening') return Math.min(CLOSING_PRICE, Math.max(0, s.dragos[buyer] + EARNS * turnsLeft(s, buyer)));
  const d = dearest(s.stands[seller]);
  return d === null ? 0 : capped(d, Math.max(0, s.dragos[buyer]));
}

/** Weight of a Drago paid to a rival against one paid to the bank (the rival gains it too). */
const RIVAL = 0.4;

interface Offer { object: string; price: PriceColour; seller: Seat; value: number }

/** The best offer for a Pal (value: Dragos saved against the closing), or null when none saves anything. */
function bestOffer(s: MarketState, buyer: Seat): Offer | null {
  const owed = owedBySeller(s.players, s.bought[buyer], buyer);
  const money = s.dragos[buyer];
  let best: Offer | null = null;
  for (let seller = 0; seller < s.players; seller++) {
    if (seller === buyer || owed[seller] <= 0) continue;
    const cc = closingCost(s, buyer, seller);
    for (const object of s.stands[seller]) {
      const m = mean(object);
      for (const price of PRICE_COLOURS) {
        const p = priceOf(object, price);
        if (p > money) continue;
        // A `basic` seller accepts at or above the die's mean; below it, the die sets the price.
        let saved = 0;
        if (p >= m) saved = cc - p;
        else for (const c of PRICE_DIE) { const q = priceOf(object, c); if (q <= money) saved += (cc - q) / PRICE_DIE.length; }
        const value = saved * (1 + RIVAL);
        if (value > 0 && (best === null || value > best.value)) best = { object, price, seller, value };
      }
    }
  }
  return best;
}

/** What a Visitor of `kind` is worth to `seat` on its turn (see the file's comment). */
function visitorValue(s: MarketState, seat: Seat, kind: VisitorKind, pal: number): number {
  if (kind === 'pal') return pal;
  let best = 0;
  for (const o of s.stands[seat]) if ((kind === 'crazy' || objectOf(o).category === kind) && mean(o) > best) best = mean(o);
  return best;
}

/** The expected value of one future turn of `seat`: the best of three neighbouring Visitors, each window alike. */
export function turnValue(s: MarketState, seat: Seat, visitors: readonly VisitorKind[] = s.visitors): number {
  const pal = bestOffer(s, seat)?.value ?? 0;
  const values = visitors.map((k) => visitorValue(s, seat, k, pal));
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += Math.max(values[i], values[(i + 1) % values.length], values[(i + 2) % values.length]);
  return sum / values.length;
}

/** Chances of the disc's turn (mod 12) after n Movement dice, n = 0 … 64. */
const ROLL_DIST: number[][] = (() => {
  const out: number[][] = [];
  let d = new Array<number>(POSITIONS).fill(0);
  d[0] = 1;
  for (let n = 0; n <= 64; n++) {
    out.push(d);
    const next = new Array<number>(POSITIONS).fill(0);
    for (let r = 0; r < POSITIONS; r++) if (d[r] > 0) for (const m of MOVEMENT_DIE) next[(r + m) % POSITIONS] += d[r] / MOVEMENT_DIE.length;
    d = next;
  }
  return out;
})();

/** Movement dice rolled before `seat` next turns over a Visitor (its own roll included). */
export function rollsToNext(s: MarketState, seat: Seat): number {
  const p = s.players;
  const d = (seat - s.current + p) % p;
  const rolled = s.step.kind !== 'roll';
  if (d === 0) return rolled ? p : 1;
  return rolled ? d : d + 1;
}

/**
 * What `turns` more turns of `seat` bring with `stand`, each turn's window weighted by the exact chances of the
 * disc's turn by then (the Movement dice of every seat in between), from `rolls` dice before the first.
 */
export function windowsWorth(s: MarketState, seat: Seat, stand: readonly string[], turns: number, rolls: number): number {
  if (turns <= 0) return 0;
  const pal = bestOffer(s, seat)?.value ?? 0;
  const values = s.visitors.map((kind) => {
    if (kind === 'pal') return pal;
    let best = 0;
    for (const o of stand) if ((kind === 'crazy' || objectOf(o).category === kind) && mean(o) > best) best = mean(o);
    return best;
  });
  const corner = s.corners[seat];
  const win = new Array<number>(POSITIONS);
  for (let r = 0; r < POSITIONS; r++) {
    const rot = (s.rotation + r) % POSITIONS;
    let m = 0;
    for (let q = corner * POSITIONS_PER_CORNER; q < (corner + 1) * POSITIONS_PER_CORNER; q++) m = Math.max(m, values[(q - rot + POSITIONS) % POSITIONS]);
    win[r] = m;
  }
  let sum = 0;
  for (let k = 0; k < turns; k++) {
    const dist = ROLL_DIST[Math.min(64, rolls + k * s.players)];
    for (let r = 0; r < POSITIONS; r++) sum += dist[r] * win[r];
  }
  return sum;
}

/** Turns `seat` still plays before the closing (the current one counted while it has not turned over a Visitor). */
export function turnsLeft(s: MarketState, seat: Seat): number {
  if (s.phase !== 'market' && s.phase !== 'opening') return 0;
  const p = s.players;
  const pos = (x: Seat) => (x - s.timeMaster - 1 + 2 * p) % p;
  const rounds = CLOSING_HOUR - s.clock - 1;
  const here = pos(seat), cur = pos(s.current);
  const open = s.step.kind === 'roll' || s.step.kind === 'choose' || s.step.kind === 'peek' || s.step.kind === 'stand';
  return rounds + (here > cur || (here === cur && open) ? 1 : 0);
}

/**
 * Each seat's prospect in Dragos (see the file's comment). `reserving`: the seat that keeps its dear Objects for
 * the closing (the strong bot's own seat): its closing receipts are valued by `reserveWorth`.
 */
export function prospects(s: MarketState, reserving: Seat | null = null): number[] {
  const out = s.dragos.slice();
  for (let b = 0; b < s.players; b++) {
    if (s.phase === 'over') break;
    const owed = owedBySeller(s.players, s.bought[b], b);
    // Owed purchases: the needs left, each to the seller it will most likely go to.
    let need = owedTotalOf(s, b);
    const order = owed.map((n, seller) => ({ n, seller })).filter((x) => x.seller !== b && x.n > 0);
    for (const { n, seller } of order) {
      const k = Math.min(n, need);
      if (k <= 0) break;
      const c = closingCost(s, b, seller);
      out[b] -= k * c;
      out[seller] += k * c;
      need -= k;
    }
    {
      const t = turnsLeft(s, b);
      // The current turn of a seat that has rolled is valued on its window now (no more dice before it).
      const now = s.current === b && s.step.kind === 'choose';
      out[b] += now ? windowsWorth(s, b, s.stands[b], 1, 0) + windowsWorth(s, b, s.stands[b], t - 1, s.players) : windowsWorth(s, b, s.stands[b], t, rollsToNext(s, b));
    }
    if (b === reserving) out[b] += reserveWorth(s, b);
  }
  return out;
}

function owedTotalOf(s: Pick<MarketState, 'players' | 'bought'>, b: Seat): number {
  return owedTotal(s.players, s.bought[b], b);
}

/** A seat's reward: its prospect against the best rival's, squashed into (0, 1). */
export function rewardOf(values: number[], seat: Seat, scale: number): number {
  let best = -Infinity;
  for (let x = 0; x < values.length; x++) if (x !== seat && values[x] > best) best = values[x];
  return 1 / (1 + Math.exp(-(values[seat] - best) / scale));
}

/** How much a Drago kept for the closing is worth beyond one sold to a Visitor (tuned on greedy self-play). */
export const RESERVE = 1.2;

/** Purchases the other seats still owe `seat` (to be made at the closing, unless a Pal makes them first). */
export function owedToSeat(s: Pick<MarketState, 'players' | 'bought'>, seat: Seat): number {
  let k = 0;
  for (let r = 0; r < s.players; r++) if (r !== seat) k += owedBySeller(s.players, s.bought[r], r)[seat];
  return k;
}

/** The mean prices of the Objects `seat` still holds (Stand and reserve), dearest first. */
function heldMeans(s: MarketState, seat: Seat): number[] {
  const out: number[] = [];
  for (const o of s.stands[seat]) out.push(mean(o));
  for (const o of s.reserves[seat]) out.push(mean(o));
  return out.sort((a, b) => b - a);
}

/** What selling `o` now costs the closing (see the file's comment): 0 unless it is among the K dearest held. */
export function reservePenalty(s: MarketState, seat: Seat, o: string): number {
  const k = owedToSeat(s, seat);
  if (k <= 0) return 0;
  const held = heldMeans(s, seat);
  if (held.length <= k) return 0;
  const m = mean(o);
  return m > held[k] ? RESERVE * (m - held[k]) : 0;
}

/**
 * The prospects' side of the same term: `RESERVE` × what the K dearest Objects held are worth beyond the average
 * closing purchase (which the prospects already count for each of the K).
 */
export function reserveWorth(s: MarketState, seat: Seat): number {
  const k = owedToSeat(s, seat);
  if (k <= 0) return 0;
  const held = heldMeans(s, seat);
  let sum = 0;
  for (let j = 0; j < k && j < held.length; j++) sum += held[j] - CLOSING_PRICE;
  return RESERVE * sum;
}

/**
 * The greedy rule's value of each move of a market decision that depends on the Visitors (turn one over, sell,
 * refill), in the order the decision lists them; null for the other decisions. `greedyMove` takes the best.
 */
export function greedyValues(s: MarketState, seat: Seat): { move: MarketMove; value: number }[] | null {
  const step = s.step;
  const stand = s.stands[seat];
  const left = Math.max(0, turnsLeft(s, seat) - 1);
  /** The stand's future worth after removing `gone` and refilling the best from the reserve. */
  const after = (gone: string | null): number => {
    const base = gone === null ? stand : stand.filter((o) => o !== gone);
    const reserve = s.reserves[seat];
    const options = gone === null || reserve.length === 0 ? [null] : reserve;
    let best = -Infinity;
    for (const r of options) best = Math.max(best, standWorth(s, seat, r === null ? base : [...base, r], left));
    return best;
  };
  switch (step.kind) {
    case 'choose':
      return spacesInFront(s, seat).map((space) => {
        const kind = s.visitors[space];
        let v: number;
        if (kind === 'pal') v = (bestOffer(s, seat)?.value ?? 0) + after(null);
        else {
          const options = kind === 'crazy' ? stand : stand.filter((o) => objectOf(o).category === kind);
          v = options.length === 0 ? after(null) : Math.max(...options.map((o) => mean(o) - reservePenalty(s, seat, o) + after(o)));
        }
        return { move: { type: 'reveal', landmark: LANDMARKS[space] }, value: v };
      });
    case 'sell':
      return step.options.map((o) => ({ move: { type: 'sell', object: o }, value: mean(o) - reservePenalty(s, seat, o) + after(o) }));
    case 'refill':
      if (step.seat !== seat) return null;
      return s.reserves[seat].map((r) => ({ move: { type: 'refill', object: r }, value: standWorth(s, seat, [...stand, r], left) + 0.01 * mean(r) }));
    default: return null;
  }
}

/** The move `seat` makes by the greedy rule (see the file's comment), on a whole state. */
export function greedyMove(s: MarketState, seat: Seat): MarketMove | null {
  const step = s.step;
  const stand = s.stands[seat];
  const values = greedyValues(s, seat);
  if (values) {
    let pick = values[0];
    for (const x of values) if (x.value > pick.value) pick = x;
    return pick ? pick.move : null;
  }
  switch (step.kind) {
    case 'offer': {
      const o = bestOffer(s, seat);
      return o ? { type: 'offer', object: o.object, price: o.price } : { type: 'pass' };
    }
    case 'answer': {
      if (step.seller !== seat) return null;
      const buyer = s.current, money = s.dragos[buyer];
      const offered = priceOf(step.object, step.price);
      // Refused: the die's price if the buyer can pay it, else no sale and the purchase is still owed at the closing.
      const owedLater = owedBySeller(s.players, s.bought[buyer], buyer)[seat] > 0 ? closingCost(s, buyer, seat) : 0;
      let refused = 0;
      for (const c of PRICE_DIE) { const q = priceOf(step.object, c); refused += (q <= money ? q : owedLater) / PRICE_DIE.length; }
      return { type: offered >= refused ? 'accept' : 'refuse' };
    }
    case 'give': {
      if (step.seller !== seat) return null;
      const money = s.dragos[s.current];
      let pick = stand[0], bestV = -Infinity;
      for (const o of stand) { const v = capped(o, money) + 0.001 * mean(o); if (v > bestV) { bestV = v; pick = o; } }
      return { type: 'give', object: pick };
    }
    case 'visit': {
      let pick = -1, bestV = Infinity;
      for (let seller = 0; seller < s.players; seller++) {
        if (seller === seat || s.stands[seller].length === 0) continue;
        const row = s.bought[seat].slice();
        row[seller]++;
        if (owedTotalOf({ ...s, bought: s.bought.map((r, b) => (b === seat ? row : r)) }, seat) >= owedTotalOf(s, seat)) continue;
        const v = closingCost(s, seat, seller) * (1 + RIVAL) - 0.01 * s.dragos[seller];
        if (v < bestV) { bestV = v; pick = seller; }
      }
      return pick < 0 ? null : { type: 'visit', seller: pick };
    }
    default: return null;
  }
}

/**
 * What `seat` hands over when a rival buys from it at the closing (the seller chooses). Which Objects leave by the
 * end is the same whoever gets which (the dearest, one per rival still to buy), so what `seat` is paid is the same
 * on average; but a Drago taken from the rival to beat counts twice. So of the Objects on its Stand, best first by
 * what this buyer can pay, the buyer gets the one of its rank among the rivals still to buy from `seat`, the
 * strongest (by their prospects) first: the dearest Objects go to the rivals that matter most.
 */
export function giveByRank(s: MarketState, seat: Seat): MarketMove | null {
  const step = s.step;
  if (step.kind !== 'give' || step.seller !== seat || s.stands[seat].length === 0) return null;
  const buyer = s.current, money = s.dragos[buyer];
  const worth = (o: string) => capped(o, money) + 0.001 * mean(o);
  const ranked = s.stands[seat].slice().sort((a, b) => worth(b) - worth(a));
  const p = prospects(s);
  let rank = 0;
  for (let r = 0; r < s.players; r++) {
    if (r !== seat && r !== buyer && owedBySeller(s.players, s.bought[r], r)[seat] > 0 && p[r] > p[buyer]) rank++;
  }
  return { type: 'give', object: ranked[Math.min(rank, ranked.length - 1)] };
}

/** A Stand's worth for `turns` more turns of `seat` (the turn value with this Stand). */
function standWorth(s: MarketState, seat: Seat, stand: string[], turns: number): number {
  if (turns <= 0) return 0;
  return windowsWorth(s, seat, stand, turns, s.current === seat && s.step.kind !== 'roll' ? s.players : rollsToNext(s, seat));
}

