/**
 * Magic Market's `strong` bot: what ISMCTS (src/shared/bots/ismcts.ts) needs of the game.
 * - Memory: the Visitors its seat was shown (landmark → symbol, with the turn it last saw it), and only those.
 *   `perfect` memory trusts every one for the whole game; `human` memory forgets like a person: it holds the
 *   eight most recently seen, trusts a sighting fully for four turns, then with a chance that falls by 0.95
 *   per turn in each determinization, so an old sighting is often treated as unknown.
 * - Determinization: the table as the view shows it; the Visitors it does not remember (or does not trust
 *   this time) dealt at random from the Visitors not accounted for; rivals still choosing their Stand choose
 *   again (the playout policy, on their own view); a fresh generator for the dice. In a playout every seat's
 *   `basic` policy remembers the determinization's Visitors (everyone saw them all at the opening peek).
 * - Candidates: every reveal, sale, refill, answer, visit and give; Stands close to `basic`'s; passing and the
 *   cheapest offers.
 * - Reward of a finished playout: half the win share, half the lead in Dragos over the best rival (a
 *   logistic), a steadier signal than win or lose over a hundred dice-heavy playouts.
 */
import { seedRng, type Random } from '../../engine/rng.js';
import type { BotMemory, Seat } from '../../engine/types.js';
import type { StrongGame } from '../../bots/strong-bot.js';
import { apply } from './apply.js';
import { createBot } from './bots.js';
import { LANDMARKS, OBJECTS, PRICE_COLOURS, VISITORS, type Landmark, type VisitorKind } from './data.js';
import { isOver, scheduled, toAct } from './flow.js';
import { result } from './scoring.js';
import type { MarketMove, MarketState } from './state.js';
import { view, type MarketView } from './view.js';

/** Views carry Objects by number (their index in `OBJECTS`); states and moves name them by id. */
const id = (n: number): string => OBJECTS[n].id;
const ids = (ns: readonly number[]): string[] => ns.map(id);

export interface MarketMemory {
  kind: BotMemory;
  /** Visitors seen: landmark, symbol and the turn it was last shown. */
  seen: { landmark: Landmark; symbol: VisitorKind; turn: number }[];
}

/** Human-like memory: how many Visitors it holds at most, and how trust fades per turn. */
export const HUMAN_SPAN = 8;
export const HUMAN_FADE = 0.95;
/** Turns a sighting is trusted fully before it starts to fade. */
export const HUMAN_SURE = 4;

function remember(memory: MarketMemory, v: MarketView): void {
  for (const s of v.shown ?? []) {
    memory.seen = memory.seen.filter((m) => m.landmark !== s.landmark);
    memory.seen.push({ landmark: s.landmark, symbol: s.symbol, turn: v.turn });
  }
  if (memory.kind === 'human' && memory.seen.length > HUMAN_SPAN) memory.seen = memory.seen.slice(-HUMAN_SPAN);
}

/** The Visitors this determinization takes as known: all remembered (perfect), or each by its fading chance (human). */
function recalled(memory: MarketMemory, turn: number, rnd: Random): Map<Landmark, VisitorKind> {
  const out = new Map<Landmark, VisitorKind>();
  for (const m of memory.seen) {
    if (memory.kind === 'human' && rnd.float() >= HUMAN_FADE ** Math.max(0, turn - m.turn - HUMAN_SURE)) continue;
    out.set(m.landmark, m.symbol);
  }
  return out;
}

/** A whole state the seat cannot tell from the real one (see the file's comment). */
export function determinize(v: MarketView, memory: MarketMemory, seat: Seat, rnd: Random): MarketState {
  const known = recalled(memory, v.turn, rnd);
  for (const s of v.shown ?? []) known.set(s.landmark, s.symbol);
  const pool = VISITORS.slice();
  for (const kind of known.values()) {
    const at = pool.indexOf(kind);
    if (at >= 0) pool.splice(at, 1);
  }
  const rest = rnd.shuffled(pool);
  const visitors = LANDMARKS.map((l) => known.get(l) ?? rest.pop()!);
  const step = v.step;
  const sellOptions = v.choices?.kind === 'sell' ? ids(v.choices.objects) : [];
  return {
    players: v.players,
    rng: seedRng(`magic-market/determinization/${rnd.int(2 ** 30)}`),
    log: [],
    variant: v.variant,
    phase: v.phase,
    corners: v.corners.slice(),
    visitors,
    rotation: v.rotation,
    shown: v.shown && v.shownMs !== null ? { spaces: v.shown.map((s) => LANDMARKS.indexOf(s.landmark)), ms: v.shownMs } : null,
    standChoice: v.standChosen.map((_, s) => (s === seat && v.yourStandChoice ? ids(v.yourStandChoice) : null)),
    stands: v.stands.map(ids),
    reserves: v.reserves.map(ids),
    satchels: v.satchels.map((x) => x.map((p) => ({ ...p, object: id(p.object) }))),
    box: ids(v.box),
    dragos: v.dragos.slice(),
    bankPaid: 0,
    bought: v.satchels.map((purchases) => v.satchels.map((_, seller) => purchases.filter((p) => p.from === seller).length)),
    first: v.first,
    timeMaster: v.timeMaster,
    clock: v.clock,
    current: v.current,
    step: step.kind === 'sell' ? { kind: 'sell', options: sellOptions }
      : step.kind === 'answer' ? { kind: 'answer', seller: step.seller, object: id(step.object), price: step.price }
        : step.kind === 'refill' ? { kind: 'refill', seat: step.seat }
          : step.kind === 'give' ? { kind: 'give', seller: step.seller }
            : { kind: step.kind },
    dice: { ...v.dice },
    turn: v.turn,
  };
}

const MAX_OFFERS = 8;

/** `basic`'s move first, then the alternatives worth comparing (see the file's comment). */
export function candidates(v: MarketView, seat: Seat, rnd: Random): MarketMove[] {
  const bot = createBot('basic', seat, `magic-market/candidates/${rnd.int(2 ** 30)}`);
  const basic = bot.act(v);
  const out: MarketMove[] = [basic];
  const keys = new Set([JSON.stringify(basic)]);
  const add = (m: MarketMove) => { const k = JSON.stringify(m); if (!keys.has(k)) { keys.add(k); out.push(m); } };
  const c = v.choices;
  if (!c) return out;
  switch (c.kind) {
    case 'stand': {
      const objects = ids(c.objects);
      const picked = basic.type === 'stand' ? basic.objects : objects.slice(0, c.size);
      const others = objects.filter((o) => !picked.includes(o));
      for (let i = 0; i < 4 && others.length; i++) {
        const swap = picked.slice();
        swap[rnd.int(swap.length)] = others[rnd.int(others.length)];
        if (new Set(swap).size === swap.length) add({ type: 'stand', objects: swap });
      }
      break;
    }
    case 'reveal': for (const l of c.landmarks) add({ type: 'reveal', landmark: l }); break;
    case 'sell': for (const o of c.objects) add({ type: 'sell', object: id(o) }); break;
    case 'refill': for (const o of c.objects) add({ type: 'refill', object: id(o) }); break;
    case 'offer': {
      add({ type: 'pass' });
      // Prices from the Object (`OBJECTS[n].prices`, in `PRICE_COLOURS` order); affordable: at most the seat's Dragos.
      const dragos = v.dragos[seat];
      const offers = c.objects.flatMap((o) => {
        const prices = OBJECTS[o.object].prices;
        return PRICE_COLOURS.filter((_, i) => prices[i] <= dragos).map((price) => ({ object: id(o.object), price, dragos: prices[PRICE_COLOURS.indexOf(price)] }));
      });
      offers.sort((a, b) => a.dragos - b.dragos);
      for (const o of offers.slice(0, MAX_OFFERS)) add({ type: 'offer', object: o.object, price: o.price });
      break;
    }
    case 'answer': add({ type: 'accept' }); add({ type: 'refuse' }); break;
    case 'visit': for (const s of c.sellers) add({ type: 'visit', seller: s }); break;
    case 'give': for (const o of c.objects) add({ type: 'give', object: id(o) }); break;
    default: break;
  }
  return out;
}

/** Dragos of lead that make a reward of about 0.73 (the logistic's scale). */
const MARGIN = 3;

/** Each seat's lead over its best rival, squashed into (0, 1). */
function leads(values: number[]): number[] {
  return values.map((v, seat) => {
    const best = Math.max(...values.filter((_, s) => s !== seat));
    return 1 / (1 + Math.exp(-(v - best) / MARGIN));
  });
}


/** A finished game: the win share and the lead over the best rival, in equal parts. */
function final(s: MarketState): number[] {
  const r = result(s)!;
  const lead = leads(r.seats.map((x) => x.total));
  return lead.map((l, seat) => 0.5 * (r.winners.includes(seat) ? 1 / r.winners.length : 0) + 0.5 * l);
}

export const strongMarket: StrongGame<MarketState, MarketMove, MarketView, MarketMemory> = {
  id: 'magic-market',
  defaultIterations: 1000,
  rules: { apply, toAct, view, isOver, result, scheduled },
  newMemory: (_seat, kind) => ({ kind, seen: [] }),
  remember: (memory, v) => remember(memory, v),
  determinize,
  candidates,
  final,
  policy: (seat, seed, state) => {
    // Every seat saw all twelve Visitors at the opening peek, and `basic` remembers what it is shown.
    const bot = createBot('basic', seat, seed);
    bot.observe?.(view({ ...state, shown: { spaces: LANDMARKS.map((_, i) => i), ms: 0 } }, seat));
    return bot;
  },
};
