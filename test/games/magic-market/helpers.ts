/** Test helpers: a market ready to play, dice forced to chosen faces, moves that must succeed. */
import { expect } from 'vitest';
import { applyMove } from '../../../src/shared/engine/engine.js';
import { randInt, seedRng, type RngState } from '../../../src/shared/engine/rng.js';
import { SYSTEM, type LogEntry, type Refused, type RefusalCode, type Seat } from '../../../src/shared/engine/types.js';
import { objectsOfColour, type VisitorKind } from '../../../src/shared/games/magic-market/data.js';
import { magicMarket } from '../../../src/shared/games/magic-market/index.js';
import { english } from '../../../src/shared/games/magic-market/messages.js';
import { colourOf, type MarketMove, type MarketState } from '../../../src/shared/games/magic-market/state.js';

/** A generator whose next draws of randInt(·, 6) are `faces` (indexes into a die's faces). */
export function rngFor(faces: number[]): RngState {
  for (let i = 0; i < 1_000_000; i++) {
    const rng = seedRng(`dice-${i}`);
    const probe = { ...rng };
    if (faces.every((f) => randInt(probe, 6) === f)) return rng;
  }
  throw new Error(`no seed gives ${faces}`);
}

/** Price die faces: green = 0, blue = 3, red = 5. Movement die faces: 1 = 0, 2 = 2, 3 = 4. */
export const FACE = { green: 0, blue: 3, red: 5, one: 0, two: 2, three: 4 } as const;

export function must(state: MarketState, seat: Seat, move: MarketMove): MarketState {
  const r = applyMove(magicMarket, state, seat, move);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(move)} by ${seat}: ${r.message}`);
  return r.state;
}

/** The refusal of a move that must be refused (through the engine, as the host applies it). */
export function refused(state: MarketState, seat: Seat, move: unknown): Refused {
  const r = applyMove(magicMarket, state, seat, move);
  expect(r.ok, `expected ${JSON.stringify(move)} by ${seat} to be refused`).toBe(false);
  if (r.ok) throw new Error('accepted');
  return r;
}

/** A refusal with this code and message id, whose English sentence matches `text`. */
export function expectRefusal(r: Refused, code: RefusalCode, id: string, text: RegExp): void {
  expect({ code: r.code, id: r.id }).toEqual({ code, id });
  expect(r.message).toMatch(text);
}

/** The English text of a log entry (seats as {seat:N} tokens). */
export function line(entry: LogEntry | undefined): string {
  return entry ? english(entry.msg) : '';
}

export function hideNow(state: MarketState): MarketState {
  return must(state, SYSTEM, { type: 'hide' });
}

/** A game past the opening: each seat's Stand is the first 6 Objects of its colour (data order). */
export function market(players: number, opts: { variant?: boolean; seed?: string } = {}): MarketState {
  let s = magicMarket.setup(players, { variant: opts.variant ?? false }, opts.seed ?? 'test');
  s = hideNow(s);
  for (let seat = 0; seat < players; seat++) {
    s = must(s, seat, { type: 'stand', objects: objectsOfColour(colourOf(s, seat)).slice(0, 6).map((o) => o.id) });
  }
  return s;
}

/** Puts `kind` on the disc space of `landmark`, swapping to keep the twelve Visitors. */
export function placeVisitor(s: MarketState, space: number, kind: VisitorKind): void {
  const other = s.visitors.findIndex((k, i) => k === kind && i !== space);
  if (s.visitors[space] === kind) return;
  if (other >= 0) [s.visitors[space], s.visitors[other]] = [s.visitors[other], s.visitors[space]];
}

export function id(name: string): string {
  const o = objectsOfColour('orange').concat(objectsOfColour('purple'), objectsOfColour('yellow'), objectsOfColour('brown')).find((x) => x.name === name);
  if (!o) throw new Error(`no Object named ${name}`);
  return o.id;
}

/**
 * Every state of one seeded game of `basic` and `random` bots (seats alternate), from the deal to the end;
 * `onMove` sees each move with the state it was made on.
 */
export function botGame(players: number, variant: boolean, seed: string, botSeed: string,
  onMove?: (state: MarketState, seat: Seat, move: MarketMove) => void): MarketState[] {
  let s = magicMarket.setup(players, { variant }, seed);
  const bots = Array.from({ length: players }, (_, seat) => magicMarket.createBot(seat % 2 ? 'random' : 'basic', seat, `${botSeed}-${seat}`));
  const states = [s];
  while (!magicMarket.isOver(s)) {
    const due = magicMarket.scheduled!(s);
    const seat = due ? SYSTEM : magicMarket.toAct(s)[0];
    const move = due ? due.move : bots[seat].act(magicMarket.view(s, seat));
    onMove?.(s, seat, move);
    const r = magicMarket.apply(s, seat, move);
    if (!r.ok) throw new Error(r.message);
    s = r.state;
    states.push(s);
  }
  return states;
}
