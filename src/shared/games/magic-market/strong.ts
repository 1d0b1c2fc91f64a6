/**
 * Magic Market's `strong` bot: what ISMCTS (src/shared/bots/ismcts.ts) needs of the game.
 * - Memory: the Visitors its seat was shown (landmark → symbol, with the turn it last saw it), and only those.
 *   `perfect` memory trusts every one for the whole game; `human` memory forgets like a person: it holds eight,
 *   trusts a sighting fully for four turns, then with a chance that falls by 0.95 per turn in each
 *   determinization, so an old sighting is often treated as unknown. Which eight: as the rulebook advises, the
 *   ones it is interested in (`interest`): over eight it lets go of a Buyer of a category its colour lacks first,
 *   then a Pal, then the longest unseen (before: the longest unseen, so the opening peek's first four landmarks
 *   were always forgotten). Forgotten Visitors are dealt from those not accounted for, so it also knows that the
 *   spaces it forgot hold Visitors of little use to it (colours at random, 1000 games, `--seed 13`: 31.5 → 33.1 %).
 * - Determinization: the table as the view shows it; the Visitors it does not remember (or does not trust
 *   this time) dealt at random from the Visitors not accounted for; rivals still choosing their Stand choose
 *   again (the playout policy, on their own view); a fresh generator for the dice. In a playout every seat's
 *   `basic` policy remembers the determinization's Visitors (everyone saw them all at the opening peek).
 * - Candidates: every visit; Stands close to `basic`'s. In the market (reveal, sale, refill, offer,
 *   answer) the greedy rule of strong-eval.ts is the only candidate. When the seat remembers every Visitor
 *   (perfect memory: the opening peek showed them all) it is taken on the table as remembered: the determinization
 *   then differs from the real table only in the dice, and the greedy rule already takes their expectation exactly,
 *   where a hundred sampled playouts of the same evaluation only added noise (seat 1 against three `basic`, 1000
 *   games, `--seed 17`: searched 32.7 %, greedy rule 34.7 %, greedy rule in the market with the search at the
 *   opening and the closing 36.0 %). When it has forgotten some (human memory), each move's greedy value is
 *   averaged over `GUESSES` deals of the forgotten Visitors (`greedyAveraged`) instead of searching the moves with
 *   playouts (colours dealt at random, 1000 games, `--seed 13`: 29.7 → 30.4 %, and about three times faster).
 *   At the closing, what it hands a rival is `giveByRank` (strong-eval.ts: its dearest Objects to the strongest
 *   rivals still to buy from it; seat 1 against three `basic`, colours at random: greedy rule 33.5 → 34.8 %, 5000
 *   games, `--seed 17`; `strong`, the give searched before, 35.8 → 36.4 %, 2000 games, `--seed 13`; the rule put
 *   in the evaluation for every seat instead cost: 33.5 %), and which Stand it visits is searched to the end.
 * - Search: sequential halving over the root candidates in shared determinizations (same Visitors, same
 *   dice for every candidate: `search: 'halving'`), each playout cut right after the seat's move (`playoutMoves`
 *   0) and judged by `evaluate`: the turn in progress finished by the greedy rule of strong-eval.ts, then each
 *   seat's prospect in Dragos (money, its turns left × what a turn brings with its Stand and the disc's
 *   Visitors, the closing purchases it owes and is owed), the reward a logistic of the lead over the best rival.
 *   The searching seat's own prospect also counts the dear Objects it keeps for the closing (`reserveWorth`,
 *   strong-eval.ts: rivals pay for them there, not the bank), as its greedy rule does when it sells.
 *   Why: the game is mostly dice (a seat's final Dragos vary by about 4.5 around their mean), so whole playouts
 *   to the end drowned the few Dragos a decision is worth in noise at a hundred iterations (the previous
 *   search, with whole `basic` playouts, won 27.1 % at four players where `basic` itself wins 30.0 % in seat 1).
 * - Reward of a finished game (closing decisions): half the win share, half the lead in Dragos over the best
 *   rival (a logistic).
 */
import { seedRng, type Random } from '../../engine/rng.js';
import type { BotMemory, Seat } from '../../engine/types.js';
import type { StrongGame } from '../../bots/strong-bot.js';
import { apply } from './apply.js';
import { createBot } from './bots.js';
import { CORNERS, LACKING, LANDMARKS, OBJECTS, PRICE_COLOURS, VISITORS, type Landmark, type VisitorKind } from './data.js';
import { isOver, scheduled, toAct } from './flow.js';
import { result } from './scoring.js';
import type { MarketMove, MarketState } from './state.js';
import { view, type MarketView } from './view.js';
import { giveByRank, greedyMove, greedyValues, prospects, rewardOf } from './strong-eval.js';

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
const HUMAN_FADE = 0.95;
/** Turns a sighting is trusted fully before it starts to fade. */
const HUMAN_SURE = 4;

/**
 * How much a Visitor is worth remembering to `seat` (the rulebook's tip: remember where the Visitors you are
 * interested in are): a Buyer of a category its colour lacks never buys from it (0), a Pal little (1), a Buyer of
 * one of its categories or a Crazy Buyer most (2).
 */
export function interest(v: Pick<MarketView, 'corners'>, seat: Seat, symbol: VisitorKind): number {
  if (symbol === 'pal') return 1;
  if (symbol === 'crazy') return 2;
  return (LACKING[CORNERS[v.corners[seat]]] as readonly string[]).includes(symbol) ? 0 : 2;
}

export function remember(memory: MarketMemory, v: MarketView, seat: Seat): void {
  for (const s of v.shown ?? []) {
    memory.seen = memory.seen.filter((m) => m.landmark !== s.landmark);
    memory.seen.push({ landmark: s.landmark, symbol: s.symbol, turn: v.turn });
  }
  if (memory.kind !== 'human') return;
  // Over its span, human memory lets go of the least interesting Visitor first, the longest unseen of those.
  while (memory.seen.length > HUMAN_SPAN) {
    let drop = 0;
    for (let i = 1; i < memory.seen.length; i++) {
      if (interest(v, seat, memory.seen[i].symbol) < interest(v, seat, memory.seen[drop].symbol)) drop = i;
    }
    memory.seen.splice(drop, 1);
  }
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

/** The market's decisions the greedy rule of strong-eval.ts makes (the closing's are searched to the end). */
const GREEDY_KINDS = new Set(['reveal', 'sell', 'refill', 'offer', 'answer']);

/** Whether the seat's memory holds every Visitor (a determinization then deals nothing at random but the dice). */
function certain(v: MarketView, memory: MarketMemory): boolean {
  if (memory.kind !== 'perfect') return false;
  const known = new Set(memory.seen.map((m) => m.landmark));
  for (const s of v.shown ?? []) known.add(s.landmark);
  return known.size === LANDMARKS.length;
}

/** Determinizations the greedy rule's values are averaged over when the seat does not remember every Visitor. */
export const GUESSES = 24;

/**
 * The greedy rule's move when some Visitors are forgotten: each move's value averaged over `GUESSES`
 * determinizations (the forgotten Visitors dealt at random from those not accounted for), the best mean taken.
 * Offers and answers do not depend on the Visitors: one determinization decides them.
 */
export function greedyAveraged(v: MarketView, memory: MarketMemory, seat: Seat, rnd: Random): MarketMove | null {
  const first = determinize(v, memory, seat, rnd);
  const values = greedyValues(first, seat);
  if (!values) return greedyMove(first, seat);
  const sums = values.map((x) => x.value);
  for (let k = 1; k < GUESSES; k++) {
    const more = greedyValues(determinize(v, memory, seat, rnd), seat)!;
    for (let i = 0; i < sums.length; i++) sums[i] += more[i].value;
  }
  let pick = 0;
  for (let i = 1; i < sums.length; i++) if (sums[i] > sums[pick]) pick = i;
  return values[pick]?.move ?? null;
}

/** `basic`'s move first, then the alternatives worth comparing (see the file's comment). */
export function candidates(v: MarketView, seat: Seat, rnd: Random, memory?: MarketMemory): MarketMove[] {
  const bot = createBot('basic', seat, `magic-market/candidates/${rnd.int(2 ** 30)}`);
  const basic = bot.act(v);
  const out: MarketMove[] = [];
  const keys = new Set<string>();
  const add = (m: MarketMove) => { const k = JSON.stringify(m); if (!keys.has(k)) { keys.add(k); out.push(m); } };
  const c = v.choices;
  if (c && memory && GREEDY_KINDS.has(c.kind)) {
    const greedy = certain(v, memory) ? greedyMove(determinize(v, memory, seat, rnd), seat) : greedyAveraged(v, memory, seat, rnd);
    if (greedy) return [greedy];
  }
  if (c?.kind === 'give' && memory) {
    const give = giveByRank(determinize(v, memory, seat, rnd), seat);
    if (give) return [give];
  }
  add(basic);
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

/** How far `evaluate` plays a stopped playout on (the greedy rule, `basic` where it has none) before it judges. */
const SETTLE_MOVES = 12;
/** Dragos of lead on the prospects that make a reward of about 0.73. */
const PROSPECT_SCALE = 4;
/** Moves a playout makes past the seat's own move before it is judged (0: `evaluate` finishes the turn, then judges). */
const PLAYOUT_MOVES = 0;

/**
 * Who does what while `evaluate` settles a stopped playout: at the closing the rivals as the playouts' policy
 * (`basic`: null here) and the seat by its own rule (`giveByRank`); elsewhere the greedy rule. Before, every seat
 * settled the closing by the greedy rule, whose visits (the cheapest Stand) are not `basic`'s (round from its left):
 * 36.4 → 37.0 % (2000 games, `--seed 13`), 35.3 → 35.6 % (`--seed 17`); 3 and 2 players unchanged.
 */
export function settleMove(s: MarketState, actor: Seat, seat: Seat): MarketMove | null {
  if (s.phase === 'closing') {
    if (actor !== seat) return null;
    if (s.step.kind === 'give') return giveByRank(s, seat);
  }
  return greedyMove(s, actor);
}

/** A stopped playout: the turn in progress finished by `settleMove`, then each seat's prospect (strong-eval.ts). */
function evaluate(state: MarketState, seat: Seat): number[] {
  let s = state;
  for (let k = 0; k < SETTLE_MOVES && !isOver(s); k++) {
    const due = scheduled(s);
    if (due) { s = must(apply(s, -1, due.move)); continue; }
    if (s.step.kind === 'roll' || s.step.kind === 'over') break;
    const actor = toAct(s)[0];
    const move = settleMove(s, actor, seat) ?? createBot('basic', actor, 'evaluate').act(view(s, actor));
    s = must(apply(s, actor, move));
  }
  if (isOver(s)) return final(s);
  const values = prospects(s, seat);
  return values.map((_, x) => rewardOf(values, x, PROSPECT_SCALE));
}

function must(r: ReturnType<typeof apply>): MarketState {
  if (!r.ok) throw new Error(`magic-market evaluate: ${r.message}`);
  return r.state;
}

export const strongMarket: StrongGame<MarketState, MarketMove, MarketView, MarketMemory> = {
  id: 'magic-market',
  defaultIterations: 1000,
  forgets: true,
  rules: { apply, toAct, view, isOver, result, scheduled },
  search: 'halving',
  evaluate,
  playoutMoves: PLAYOUT_MOVES,
  newMemory: (_seat, kind) => ({ kind, seen: [] }),
  remember: (memory, v, seat) => remember(memory, v, seat),
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
