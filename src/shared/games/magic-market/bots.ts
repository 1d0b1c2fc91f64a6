/**
 * Bots. `random` picks uniformly among its legal choices. `basic` remembers
 * every Visitor it has been shown (only through `observe` of its own views)
 * and steers toward the Visitors that buy what its Stand holds; it buys what
 * it still owes cheaply and accepts offers at or above the Price die's mean.
 * `strong` searches (ISMCTS) with `basic` as its playout policy: strong.ts.
 */
import { makeRandom } from '../../engine/rng.js';
import type { Bot, BotLevel, BotSettings, Seat } from '../../engine/types.js';
import { strongBot } from '../../bots/strong-bot.js';
import { objectOf, OBJECTS, PRICE_COLOURS, PRICE_DIE, priceOf, type Landmark, type VisitorKind } from './data.js';
import type { MarketMove } from './state.js';
import { strongMarket } from './strong.js';
import type { MarketView } from './view.js';

/** Views carry Objects by number (their index in `OBJECTS`); moves name them by id. */
const id = (n: number): string => OBJECTS[n].id;
const ids = (ns: readonly number[]): string[] => ns.map(id);

/** The mean price the Price die gives for an Object. */
function meanPrice(object: string): number {
  return PRICE_DIE.reduce((sum, c) => sum + priceOf(object, c), 0) / PRICE_DIE.length;
}

function randomBot(seed: string): Bot<MarketView, MarketMove> {
  const r = makeRandom(seed);
  return {
    act(view) {
      const c = view.choices;
      if (!c) return { type: 'pass' };
      switch (c.kind) {
        case 'stand': return { type: 'stand', objects: ids(r.shuffled(c.objects).slice(0, c.size)) };
        case 'roll': return { type: 'roll' };
        case 'reveal': return { type: 'reveal', landmark: r.pick(c.landmarks) };
        case 'sell': return { type: 'sell', object: id(r.pick(c.objects)) };
        case 'refill': return { type: 'refill', object: id(r.pick(c.objects)) };
        case 'offer': {
          const dragos = view.dragos[view.you!];
          const options = c.objects.flatMap((o) => PRICE_COLOURS.filter((price, i) => OBJECTS[o.object].prices[i] <= dragos)
            .map((price) => ({ type: 'offer' as const, object: id(o.object), price })));
          if (options.length === 0 || r.int(4) === 0) return { type: 'pass' };
          return r.pick(options);
        }
        case 'answer': return { type: r.int(2) === 0 ? 'accept' : 'refuse' };
        case 'visit': return { type: 'visit', seller: r.pick(c.sellers) };
        case 'give': return { type: 'give', object: id(r.pick(c.objects)) };
      }
    },
  };
}

function basicBot(seat: Seat): Bot<MarketView, MarketMove> {
  const memory = new Map<Landmark, VisitorKind>();
  const best = (objects: string[]) => objects.slice().sort((a, b) => meanPrice(b) - meanPrice(a))[0];
  /** A seller's place going round from this seat's left: ties between sellers are broken this way, not by seat number. */
  const fromLeft = (seller: Seat, players: number) => (seller - seat + players) % players;
  return {
    observe(view) {
      for (const v of view.shown ?? []) memory.set(v.landmark, v.symbol);
    },
    act(view) {
      const c = view.choices;
      if (!c) return { type: 'pass' };
      const stand = ids(view.stands[seat] ?? []);
      switch (c.kind) {
        case 'stand': {
          // One Object of each category (every category has one Buyer), the dearer of each pair.
          const byCategory = new Map<string, string>();
          const objects = ids(c.objects);
          for (const o of objects.slice().sort((a, b) => meanPrice(b) - meanPrice(a))) {
            const cat = objectOf(o).category;
            if (!byCategory.has(cat)) byCategory.set(cat, o);
          }
          const picked = [...byCategory.values()].slice(0, c.size);
          for (const o of objects) if (picked.length < c.size && !picked.includes(o)) picked.push(o);
          return { type: 'stand', objects: picked };
        }
        case 'roll': return { type: 'roll' };
        case 'reveal': {
          const owes = view.owed[seat] > 0;
          const score = (landmark: Landmark): number => {
            const kind = memory.get(landmark);
            if (kind === undefined) return 1.5;
            if (kind === 'pal') return owes && view.dragos[seat] >= 2 ? 2 : 0.5;
            const matching = kind === 'crazy' ? stand : stand.filter((o) => objectOf(o).category === kind);
            return matching.length ? Math.max(...matching.map(meanPrice)) : 0;
          };
          let pick = c.landmarks[0];
          for (const l of c.landmarks) if (score(l) > score(pick)) pick = l;
          return { type: 'reveal', landmark: pick };
        }
        case 'sell': return { type: 'sell', object: best(ids(c.objects)) };
        case 'refill': {
          // Prefer a category the Stand lacks, wanted by a Buyer it remembers.
          const objects = ids(c.objects);
          const onStand = new Set(stand.map((o) => objectOf(o).category));
          const wanted = new Set([...memory.values()]);
          const fresh = objects.filter((o) => !onStand.has(objectOf(o).category));
          const pool = fresh.filter((o) => wanted.has(objectOf(o).category));
          return { type: 'refill', object: best(pool.length ? pool : fresh.length ? fresh : objects) };
        }
        case 'offer': {
          const owedFrom = view.owedFrom[seat] ?? [];
          const cheap = c.objects
            .filter((o) => owedFrom[o.seller] > 0 && OBJECTS[o.object].prices[0] <= view.dragos[seat])
            .sort((a, b) => OBJECTS[a.object].prices[0] - OBJECTS[b.object].prices[0] || fromLeft(a.seller, view.players) - fromLeft(b.seller, view.players));
          if (cheap.length === 0) return { type: 'pass' };
          return { type: 'offer', object: id(cheap[0].object), price: 'green' };
        }
        case 'answer': return { type: c.dragos >= meanPrice(id(c.object)) ? 'accept' : 'refuse' };
        case 'visit': return { type: 'visit', seller: c.sellers.reduce((a, b) => (fromLeft(b, view.players) < fromLeft(a, view.players) ? b : a)) };
        case 'give': return { type: 'give', object: best(ids(c.objects)) };
      }
    },
  };
}

export function createBot(level: BotLevel, seat: Seat, seed: string, settings?: BotSettings): Bot<MarketView, MarketMove> {
  if (level === 'strong') return strongBot(strongMarket, seat, seed, settings);
  return level === 'basic' ? basicBot(seat) : randomBot(seed);
}
