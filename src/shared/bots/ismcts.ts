/**
 * Information-set Monte Carlo tree search (after Cowling, Powley & Whitehouse, 2012), generic over the games.
 *
 * The searching seat never sees a state: each iteration draws one *determinization* — a whole state
 * consistent with the seat's view and memory, its hidden parts dealt at random from what the seat has not
 * seen — and plays it forward with the game's own rules (the engine is the forward model). The tree holds
 * the searching seat's own decisions only, keyed by move; a child's *availability* counts the iterations in
 * which its move was among the candidates, and selection is UCB1 over available children (ISMCTS's subset
 * armed bandit). Other seats are not searched: they play the `basic` policy on their own redacted view, so
 * a sealed bid of ours is never known to a rival in the simulation (no leak through the tree), and the
 * same policy finishes each playout. A playout may stop early and ask the game's evaluation instead.
 *
 * Deterministic: the same view, memory, seed and iteration budget give the same move.
 */
import { makeRandom, type Random } from '../engine/rng.js';
import type { BaseState, Bot, GameResult, Scheduled, Seat } from '../engine/types.js';
import { SYSTEM } from '../engine/types.js';

/** The rules the search plays with: the game's own functions (a GameDefinition has them all). */
interface ForwardModel<S extends BaseState, M extends { type: string }, V> {
  apply(state: S, actor: Seat, move: M): { ok: true; state: S } | { ok: false; message: string };
  toAct(state: S): Seat[];
  view(state: S, seat: Seat | null): V;
  isOver(state: S): boolean;
  result(state: S): GameResult | null;
  scheduled?(state: S): Scheduled<M> | null;
}

/** What a game gives the search. */
export interface SearchSpec<S extends BaseState, M extends { type: string }, V, Mem> {
  rules: ForwardModel<S, M, V>;
  /**
   * A whole state the seat cannot tell from the real one: everything in `view` and `memory` as it is,
   * every hidden part drawn from what the seat has not seen.
   */
  determinize(view: V, memory: Mem, seat: Seat, rnd: Random): S;
  /**
   * The moves the search considers for `seat` (all legal), best first: the first ones are tried first. At the root
   * the seat's memory is passed too (a game may rank or prune by a rule that reads only the view and the memory).
   */
  candidates(view: V, seat: Seat, rnd: Random, memory?: Mem): M[];
  /**
   * The playout policy for a seat (today's `basic` bot), made at the start of a playout from the
   * determinization (a rival's policy may remember what that rival was shown in it).
   */
  policy(seat: Seat, seed: string, state: S): Bot<V, M>;
  /**
   * A cheap shortcut for a rival's move in a playout (null: ask the policy). A game whose evaluation does not
   * look at what a rival does in some step may let it do the first thing at hand there instead of computing
   * its view and `basic`'s move. Never used for the searching seat.
   */
  quick?(state: S, actor: Seat): M | null;
  /**
   * Each seat's reward in [0, 1] for a state the playout stopped in before the end. `seat` is the searching
   * seat (whose reward is read): a game may judge that seat's prospects by the plan its own policy follows.
   */
  evaluate?(state: S, seat: Seat): number[];
  /**
   * Each seat's reward in [0, 1] for a finished game (default `rewardsOf` the result: win share and place).
   * A game may grade by its score margin, a steadier signal than win or lose over a few playouts.
   */
  final?(state: S): number[];
  /** Moves a playout makes past the tree before `evaluate` is asked (default: play to the end). */
  playoutMoves?: number;
  /**
   * How the budget is spent. `tree` (default): ISMCTS as above. `halving`: the root candidates only, each
   * played out by the policy in the *same* determinizations (common random numbers: same hidden cards, same
   * dice), the weaker half dropped after each round (sequential halving, Karnin, Koren & Somekh 2013). With
   * a small budget, paired comparisons on shared worlds tell close moves apart where independent samples
   * cannot; the seat's later decisions are left to the policy (no strategy fusion: it plays on its view).
   */
  search?: 'tree' | 'halving';
  /** A key naming a move in the tree (default: its JSON). */
  key?(move: M): string;
}

export interface SearchOptions {
  iterations: number;
  seed: string;
  /** UCB1's exploration constant (rewards are in [0, 1]). */
  exploration?: number;
}

interface Node<M> {
  move: M | null;
  visits: number;
  total: number;
  avail: number;
  children: Map<string, Node<M>>;
}

const newNode = <M>(move: M | null): Node<M> => ({ move, visits: 0, total: 0, avail: 0, children: new Map() });

/** Win share with a little credit for the place: 1 for a sole win, 0 for last place. */
function rewardsOf(result: GameResult, players: number): number[] {
  const rewards: number[] = [];
  for (let seat = 0; seat < players; seat++) {
    const win = result.winners.includes(seat) ? 1 / result.winners.length : 0;
    const place = players > 1 ? (players - result.places[seat]) / (players - 1) : 1;
    rewards.push(0.75 * win + 0.25 * place);
  }
  return rewards;
}

export interface SearchReport<M> {
  move: M;
  /** Root candidates with their visits and mean reward, in candidate order. */
  stats: { move: M; visits: number; mean: number }[];
}

/** The move ISMCTS chooses for `seat` given its view and memory. */
export function ismcts<S extends BaseState, M extends { type: string }, V, Mem>(
  spec: SearchSpec<S, M, V, Mem>, view: V, memory: Mem, seat: Seat, opts: SearchOptions,
): SearchReport<M> {
  const rnd = makeRandom(`ismcts/${opts.seed}`);
  const key = spec.key ?? ((m: M) => JSON.stringify(m));
  const c = opts.exploration ?? 0.7;
  const rules = spec.rules;
  const rootMoves = spec.candidates(view, seat, rnd, memory);
  if (rootMoves.length === 0) throw new Error(`ISMCTS: no candidate move for seat ${seat}`);
  if (spec.search === 'halving') return halving(spec, view, memory, seat, opts, rootMoves, rnd);
  const root = newNode<M>(null);
  if (rootMoves.length > 1) {
    for (let it = 0; it < opts.iterations; it++) {
      let state = spec.determinize(view, memory, seat, rnd);
      const policy = new Map<Seat, Bot<V, M>>();
      const dealt = state;
      const policyOf = (p: Seat) => {
        let b = policy.get(p);
        if (!b) { b = spec.policy(p, `${opts.seed}/${it}/${p}`, dealt); policy.set(p, b); }
        return b;
      };
      let node = root;
      const path: Node<M>[] = [root];
      let inTree = true;
      let first = true;
      let past = 0;
      let stopped = false;
      for (state = settle(rules, state); !rules.isOver(state); state = settle(rules, state)) {
        const actor = actorOf(rules, state, seat);
        let move: M;
        if (actor === seat && inTree) {
          const moves = first ? rootMoves : spec.candidates(rules.view(state, seat), seat, rnd);
          first = false;
          let fresh: M | null = null;
          let best: Node<M> | null = null;
          let bestScore = -Infinity;
          for (const m of moves) {
            const child = node.children.get(key(m));
            if (!child) { if (fresh === null) fresh = m; continue; }
            child.avail++;
          }
          if (fresh !== null) {
            const child = newNode(fresh);
            child.avail = 1;
            node.children.set(key(fresh), child);
            best = child;
            inTree = false;
          } else {
            for (const m of moves) {
              const child = node.children.get(key(m))!;
              const score = child.total / child.visits + c * Math.sqrt(Math.log(child.avail) / child.visits);
              if (score > bestScore) { bestScore = score; best = child; }
            }
          }
          node = best!;
          path.push(node);
          move = node.move!;
        } else {
          if (!inTree && spec.evaluate && spec.playoutMoves !== undefined && past >= spec.playoutMoves) { stopped = true; break; }
          move = (actor !== seat ? spec.quick?.(state, actor) : null) ?? policyOf(actor).act(rules.view(state, actor));
          if (!inTree) past++;
        }
        state = must(rules.apply(state, actor, move), `seat ${actor} move ${JSON.stringify(move)}`);
      }
      const reward = stopped ? spec.evaluate!(state, seat)[seat]
        : spec.final ? spec.final(state)[seat] : rewardsOf(rules.result(state)!, state.players)[seat];
      for (const n of path) { n.visits++; n.total += reward; }
    }
  }
  const stats = rootMoves.map((m) => {
    const n = root.children.get(key(m));
    return { move: m, visits: n?.visits ?? 0, mean: n && n.visits ? n.total / n.visits : 0 };
  });
  let pick = stats[0];
  for (const s of stats) if (s.visits > pick.visits || (s.visits === pick.visits && s.mean > pick.mean)) pick = s;
  return { move: pick.move, stats };
}

/** One playout from `state` with the seat's `move` first, then every seat on the policy: the seat's reward. */
function playout<S extends BaseState, M extends { type: string }, V, Mem>(
  spec: SearchSpec<S, M, V, Mem>, dealt: S, seat: Seat, move: M, seed: string,
): number {
  const rules = spec.rules;
  const policy = new Map<Seat, Bot<V, M>>();
  const policyOf = (p: Seat) => {
    let b = policy.get(p);
    if (!b) { b = spec.policy(p, `${seed}/${p}`, dealt); policy.set(p, b); }
    return b;
  };
  let state = dealt;
  let mine: M | null = move;
  let past = 0;
  for (state = settle(rules, state); !rules.isOver(state); state = settle(rules, state)) {
    const actor = actorOf(rules, state, seat);
    let m: M;
    if (actor === seat && mine !== null) { m = mine; mine = null; } else {
      if (mine === null && spec.evaluate && spec.playoutMoves !== undefined && past >= spec.playoutMoves) return spec.evaluate(state, seat)[seat];
      m = (actor !== seat ? spec.quick?.(state, actor) : null) ?? policyOf(actor).act(rules.view(state, actor));
      if (mine === null) past++;
    }
    state = must(rules.apply(state, actor, m), `seat ${actor} move ${JSON.stringify(m)}`);
  }
  return spec.final ? spec.final(state)[seat] : rewardsOf(rules.result(state)!, state.players)[seat];
}

/** The `halving` search (see `SearchSpec.search`): same worlds for every surviving candidate, halve each round. */
function halving<S extends BaseState, M extends { type: string }, V, Mem>(
  spec: SearchSpec<S, M, V, Mem>, view: V, memory: Mem, seat: Seat, opts: SearchOptions, rootMoves: M[], rnd: Random,
): SearchReport<M> {
  const k = rootMoves.length;
  const visits = new Array<number>(k).fill(0);
  const total = new Array<number>(k).fill(0);
  if (k > 1) {
    let alive = rootMoves.map((_, i) => i);
    const rounds = Math.ceil(Math.log2(k));
    let spent = 0;
    let world = 0;
    for (let r = 0; r < rounds && alive.length > 1; r++) {
      const left = opts.iterations - spent;
      const worlds = Math.max(1, Math.floor(left / (alive.length * (rounds - r))));
      for (let w = 0; w < worlds; w++, world++) {
        const dealt = spec.determinize(view, memory, seat, rnd);
        for (const i of alive) {
          total[i] += playout(spec, dealt, seat, rootMoves[i], `${opts.seed}/${world}`);
          visits[i]++;
          spent++;
        }
      }
      // Keep the better half (ties to the earlier candidate: `basic`'s move comes first).
      const ranked = alive.slice().sort((a, b) => total[b] / visits[b] - total[a] / visits[a] || a - b);
      alive = ranked.slice(0, Math.ceil(alive.length / 2)).sort((a, b) => a - b);
    }
    const stats = rootMoves.map((move, i) => ({ move, visits: visits[i], mean: visits[i] ? total[i] / visits[i] : 0 }));
    let pick = alive[0];
    for (const i of alive) if (stats[i].mean > stats[pick].mean) pick = i;
    return { move: rootMoves[pick], stats };
  }
  return { move: rootMoves[0], stats: [{ move: rootMoves[0], visits: 0, mean: 0 }] };
}

/** The state once every system move due is applied (or the game is over). */
function settle<S extends BaseState, M extends { type: string }, V>(rules: ForwardModel<S, M, V>, state: S): S {
  for (let due = rules.isOver(state) ? null : rules.scheduled?.(state); due; due = rules.isOver(state) ? null : rules.scheduled?.(state)) {
    state = must(rules.apply(state, SYSTEM, due.move), 'system move');
  }
  return state;
}

/** Who acts next in a search: the bot's own seat when the game waits for it (among others), else the first waited for. */
function actorOf<S extends BaseState, M extends { type: string }, V>(rules: ForwardModel<S, M, V>, state: S, seat: Seat): Seat {
  const actors = rules.toAct(state);
  if (actors.length === 0) throw new Error('ISMCTS: nobody to act');
  return actors.includes(seat) ? seat : actors[0];
}

function must<S>(r: { ok: true; state: S } | { ok: false; message: string }, what: string): S {
  if (!r.ok) throw new Error(`ISMCTS: ${what} refused in a determinization: ${r.message}`);
  return r.state;
}
