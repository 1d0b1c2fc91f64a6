/**
 * The games' contract, as checks any registered game must pass (test/games/contract.test.ts runs them for every
 * game of the registry; its own cases feed them deliberately broken games). Each check returns the failures it
 * found, each naming the game and what is wrong, so a game that lacks a part fails with a message that says which.
 * Bounded and seeded: a few short games, sampled states, a small search budget.
 */
import { applyMove, logFor, playBots, replay, resolveOptions } from '../../src/shared/engine/engine.js';
import { makeRandom } from '../../src/shared/engine/rng.js';
import type { BaseState, BotLevel, GameRecord, Seat } from '../../src/shared/engine/types.js';
import { think } from '../../src/shared/bots/think.js';
import { EMBLEM_TAGS, emblemMarkup } from '../../src/shared/emblem.js';
import type { AnyGameManifest } from '../../src/shared/games/define.js';
import type { Scramble } from '../host/support/leak.js';

/** How the contract plays a game: the fewest players it allows (the fastest games), then one more where it can. */
function contractTables(game: AnyGameManifest): { players: number; seed: string; bots: BotLevel[] }[] {
  const counts = [...new Set([game.minPlayers, Math.min(game.maxPlayers, game.minPlayers + 1)])];
  return counts.map((players, i) => ({
    players, seed: `contract-${game.id}-${i}`, bots: Array.from({ length: players }, (_, s): BotLevel => ((s + i) % 2 ? 'random' : 'basic')),
  }));
}

/** JSON with keys sorted: two moves that are the same whatever order their keys were written in. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_, x: unknown) => (x && typeof x === 'object' && !Array.isArray(x)
    ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : x));
}

/** The states of a seeded bots' game, dealt state first (each state a seat or the system acts in). */
function statesOfGame(game: AnyGameManifest, table: ReturnType<typeof contractTables>[number]): { states: BaseState[]; record: GameRecord } {
  const states: BaseState[] = [];
  const { record, state } = playBots(game, { ...table, onMove: (before) => { states.push(before); } });
  states.push(state);
  return { states, record };
}

/** A strong decision made as the host makes it: the bot's `thought`, copied to a worker (structured clone), answered by `think`. */
export function checkStrongThroughWorker(game: AnyGameManifest, iterations = 24): string[] {
  const failures: string[] = [];
  const [table] = contractTables(game);
  const resolved = resolveOptions(game, {}, table.players);
  if (!resolved.ok) return [`${game.id}: its default options are refused (${resolved.error})`];
  let state = game.setup(table.players, resolved.options, table.seed);
  for (let guard = 0; game.scheduled?.(state) && guard < 100; guard++) {
    const r = applyMove(game, state, -1, game.scheduled(state)!.move);
    if (!r.ok) return [`${game.id}: its scheduled move is refused (${r.message})`];
    state = r.state;
  }
  const seat = game.toAct(state)[0];
  if (seat === undefined) return [`${game.id}: nobody acts in a new game`];
  const bot = game.createBot('strong', seat, 'contract', { iterations });
  if (!bot.thought) return [`${game.id}: its strong bot has no thought (the host cannot hand its decision to the worker)`];
  const thought = structuredClone(bot.thought(game.view(state, seat)));
  if (thought.game !== game.id) failures.push(`${game.id}: its strong bot's thought names the game "${thought.game}"`);
  if (thought.iterations !== iterations) failures.push(`${game.id}: its strong bot's thought ignores the table's budget (${thought.iterations}, not ${iterations})`);
  let move: { type: string };
  try {
    move = think(thought);
  } catch (e) {
    return [...failures, `${game.id}: the worker cannot think for it: ${(e as Error).message}`];
  }
  const applied = applyMove(game, state, seat, move);
  if (!applied.ok) failures.push(`${game.id}: the worker's move ${JSON.stringify(move)} is refused: ${applied.message}`);
  // The same decision on the host's own thread (a bot made alike): the same move.
  const again = game.createBot('strong', seat, 'contract', { iterations }).act(game.view(state, seat));
  if (canonical(again) !== canonical(move)) failures.push(`${game.id}: the worker's move differs from the bot's own (${JSON.stringify(move)} / ${JSON.stringify(again)})`);
  return failures;
}

/**
 * Non-interference: at sampled states of seeded games, what each seat (and a spectator) is sent — its view, who is
 * waited for, its log, the result — is the same from any state that differs only in what that seat may not know
 * (the game's scrambler, test/games/<id>/secrets.ts), about 40 states a game. `changed` counts the re-deals that changed the state (a check
 * that could fail).
 */
export function checkViewsHide(game: AnyGameManifest, scramble: Scramble): { failures: string[]; checked: number; changed: number } {
  const failures: string[] = [];
  let checked = 0;
  let changed = 0;
  const fail = (m: string) => { if (failures.length < 10) failures.push(`${game.id}: ${m}`); };
  for (const table of contractTables(game)) {
    const { states } = statesOfGame(game, table);
    // About 40 states a game (every state of a short one), and the last.
    const every = Math.max(1, Math.floor(states.length / 40));
    states.forEach((state, k) => {
      if (k % every !== 0 && k !== states.length - 1) return;
      for (const seat of [null, ...Array.from({ length: table.players }, (_, s) => s)] as (Seat | null)[]) {
        const other = scramble(state, seat, `contract:${table.seed}:${k}:${seat}`);
        checked++;
        if (canonical(other) !== canonical(state)) changed++;
        const who = seat === null ? 'a spectator' : `seat ${seat}`;
        if (canonical(game.view(other, seat)) !== canonical(game.view(state, seat))) fail(`${table.seed} move ${k}: ${who}'s view depends on a secret`);
        if (canonical(game.toAct(other)) !== canonical(game.toAct(state))) fail(`${table.seed} move ${k}: who is waited for depends on a secret`);
        if (canonical(logFor(other.log, seat)) !== canonical(logFor(state.log, seat))) fail(`${table.seed} move ${k}: ${who}'s log depends on a secret`);
        if (canonical(game.result(other)) !== canonical(game.result(state))) fail(`${table.seed} move ${k}: the result depends on a secret`);
      }
    });
  }
  return { failures, checked, changed };
}

/**
 * `onlyMove` against the move list (the strong search's candidates, all legal): where it gives a move, the rules
 * accept it and the list is that one move (so where the list offers two different moves, it gives none).
 */
export function checkOnlyMove(game: AnyGameManifest): { failures: string[]; decisions: number; forced: number } {
  const failures: string[] = [];
  let decisions = 0;
  let forced = 0;
  const fail = (m: string) => { if (failures.length < 10) failures.push(`${game.id}: ${m}`); };
  if (!game.onlyMove) return { failures, decisions, forced };
  for (const table of contractTables(game)) {
    const { states } = statesOfGame(game, table);
    states.forEach((state, k) => {
      if (game.isOver(state) || game.scheduled?.(state)) return;
      for (const seat of game.toAct(state)) {
        decisions++;
        const only = game.onlyMove!(state, seat);
        const view = game.view(state, seat);
        const list = [...new Set(game.strong.candidates(view, seat, makeRandom(`contract:${k}`)).map(canonical))];
        if (only) {
          forced++;
          const r = applyMove(game, state, seat, only);
          if (!r.ok) fail(`${table.seed} move ${k}: onlyMove gives ${JSON.stringify(only)}, which the rules refuse (${r.message})`);
          if (list.length !== 1 || list[0] !== canonical(only)) fail(`${table.seed} move ${k}: onlyMove gives ${JSON.stringify(only)} but the move list is ${list.slice(0, 4).join(', ')}`);
        }
      }
    });
  }
  return { failures, decisions, forced };
}

/** A seeded bots' game replays from its record to the same state and result, and the same seed plays the same game. */
export function checkReplay(game: AnyGameManifest): string[] {
  const failures: string[] = [];
  for (const table of contractTables(game)) {
    const first = playBots(game, table);
    const second = playBots(game, table);
    if (canonical(first.record) !== canonical(second.record)) failures.push(`${game.id}: ${table.seed} played twice gives two games`);
    let replayed: BaseState;
    try {
      replayed = replay(game, JSON.parse(JSON.stringify(first.record)) as GameRecord);
    } catch (e) {
      failures.push(`${game.id}: ${table.seed} does not replay: ${(e as Error).message}`);
      continue;
    }
    if (!game.isOver(replayed)) failures.push(`${game.id}: ${table.seed} replayed is not over`);
    if (canonical(game.result(replayed)) !== canonical(first.result)) failures.push(`${game.id}: ${table.seed} replayed gives another result`);
  }
  return failures;
}

/** The emblem as the pre-rendered lobby draws it: an `svg` of known shapes, every tag closed, numbers where SVG wants them. */
export function checkEmblem(game: AnyGameManifest): string[] {
  const failures: string[] = [];
  for (const large of [false, true]) {
    const svg = emblemMarkup(game.emblem, large);
    const size = large ? 56 : 36;
    if (!svg.startsWith(`<svg class="emblem" width="${size}" height="${size}" viewBox="0 0 36 36"`) || !svg.endsWith('</svg>')) failures.push(`${game.id}: the emblem is not one svg element`);
    const stack: string[] = [];
    let shapes = 0;
    for (const [, close, tag] of svg.matchAll(/<(\/?)([a-z]+)[^>]*>/g)) {
      if (close) {
        if (stack.pop() !== tag) failures.push(`${game.id}: the emblem closes <${tag}> out of order`);
      } else {
        if (tag !== 'svg') {
          shapes++;
          if (!(EMBLEM_TAGS as readonly string[]).includes(tag)) failures.push(`${game.id}: the emblem draws a <${tag}>`);
        }
        stack.push(tag);
      }
    }
    if (stack.length) failures.push(`${game.id}: the emblem leaves <${stack.join('>, <')}> open`);
    if (shapes === 0) failures.push(`${game.id}: the emblem draws nothing`);
    for (const [, attr, value] of svg.matchAll(/ (x|y|x1|y1|x2|y2|cx|cy|r|rx|ry|width|height|stroke-width|opacity|font-size)="([^"]*)"/g)) {
      if (!Number.isFinite(Number(value))) failures.push(`${game.id}: the emblem's ${attr} is "${value}"`);
    }
  }
  return failures;
}
