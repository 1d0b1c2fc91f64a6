/**
 * Shared property checks for Magic Money's seeded bot games: the state's
 * invariants, an independent recount of the final scores, and the ledgers
 * rebuilt from the moves alone.
 */
import { expect } from 'vitest';
import { playBots } from '../../../src/shared/engine/engine.js';
import type { BotLevel, Seat } from '../../../src/shared/engine/types.js';
import { CREATURES } from '../../../src/shared/games/magic-money/data.js';
import type { MMMove, MMState } from '../../../src/shared/games/magic-money/state.js';
import { runProperties } from '../../support/properties.js';
import { def } from './helpers.js';

const AMOUNT = /^[1-9][0-9]*$/;

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`Magic Money invariant broken: ${what}`);
}

const ALL_IDS = CREATURES.map((c) => c.id).join(',');

export function invariant(s: MMState): void {
  // Cards conserved: deck + offer + adopted + box = the 21 creatures, each once.
  const all = [...s.deck, ...s.box, ...s.adopted.flat(), ...(s.offer === null ? [] : [s.offer])].sort((a, b) => a - b);
  check(all.join(',') === ALL_IDS, `cards ${all.join(',')}`);
  check(s.box.length === 21 - s.auctions, 'box size');
  const resolved = s.adopted.flat().length;
  check(resolved === (s.phase === 'ability' || s.phase === 'over' ? s.auction : s.auction - 1), 'one creature adopted per resolved auction');
  check(s.deck.length === s.auctions - s.auction, 'deck size');
  // Amounts are canonical decimal strings everywhere.
  for (const l of s.ledgers) for (const e of l) check(AMOUNT.test(e.amount), `ledger amount ${e.amount}`);
  for (const b of s.bids) if (b !== null) check(AMOUNT.test(b), `bid ${b}`);
  check(s.bids[s.active] === null, 'the active player has no sealed bid');
  if (s.opening !== null) check(AMOUNT.test(s.opening), 'opening');
  // Exactly one winning number per resolved auction, public; losing and forged numbers private.
  const wins = new Array(resolved + 1).fill(0);
  for (const l of s.ledgers) for (const e of l) {
    if (e.source === 'won') wins[e.auction] += 1;
    check(e.side === (e.source === 'won' || e.source === 'open' ? 'public' : 'private'), `side of a ${e.source} number`);
  }
  for (let k = 1; k <= resolved; k++) check(wins[k] === 1, `auction ${k} has ${wins[k]} winning numbers`);
  check((s.phase === 'over') === (s.offer === null && s.deck.length === 0 && s.pending === null), 'game over exactly when the deck is done');
}

/** VP per seat from the card data, written without the game's scoring module. */
function recount(s: MMState): number[] {
  const tally = s.adopted.map((ids) => {
    const t = { vp: 0, horns: 0, wings: 0, left: 0, right: 0 };
    for (const id of ids) {
      const c = CREATURES[id];
      t.vp += c.vp; t.horns += c.horns; t.wings += c.wings; t.left += c.leftHearts; t.right += c.rightHearts;
    }
    return t;
  });
  return tally.map((t) => {
    let vp = t.vp;
    if (t.horns % 2 === 1) vp += t.horns;
    for (const o of tally) if (o.wings < t.wings) vp += 1;
    vp += 2 * Math.min(t.left, t.right);
    return vp;
  });
}

function illegalMoves(s: MMState, seat: Seat): unknown[] {
  const cap = BigInt(s.lastWin === null || s.lastWin.length <= 1 ? '1' : s.lastWin.slice(0, -1));
  const out: unknown[] = [
    { type: 'open', amount: '0' }, { type: 'bid', amount: '-4' }, { type: 'bid', amount: '01' },
    { type: 'crossOut', entry: 9999 }, { type: 'forge', rival: seat }, { type: 'announce', winner: 99 },
  ];
  if (s.phase === 'open') out.push({ type: 'open', amount: (cap + 1n).toString() }, { type: 'bid', amount: '5' });
  if (s.phase === 'bid') out.push({ type: 'open', amount: '1' }, { type: 'announce', winner: seat });
  if (s.phase === 'resolve') out.push({ type: 'bid', amount: '5' });
  return out;
}

/** Plays `games` seeded games of `players` and checks every property; returns the moves played. */
export function checkProperties(players: number, games: number, seed: string, bots?: BotLevel[]): number {
  const { moves } = runProperties(def, { players, games, seed, bots, invariant, recount, illegalMoves });
  return moves;
}

/**
 * Ledgers add up: every number a seat wrote (its opening bids and sealed bids,
 * plus prices forged onto it) is on its ledger exactly once, and nothing else.
 */
export function checkLedgersFromMoves(players: number, games: number, seed: string): void {
  for (let g = 0; g < games; g++) {
    const written: string[][] = Array.from({ length: players }, () => []);
    let lastPrice = '';
    const { state } = playBots(def, {
      players, seed: `${seed}:${g}`, bots: Array.from({ length: players }, (_, i) => (i % 2 ? 'random' : 'basic')),
      onMove: (before, after, seat, m) => {
        const move = m as MMMove;
        const a = after as MMState;
        if (move.type === 'open' || move.type === 'bid') written[seat].push(move.amount);
        if (move.type === 'announce') lastPrice = (a.last as NonNullable<MMState['last']>).price;
        if (move.type === 'forge') written[move.rival].push(lastPrice);
        void before;
      },
    });
    state.ledgers.forEach((entries, seat) => {
      const onLedger = entries.map((e) => e.amount).sort();
      expect(onLedger, `game ${g} seat ${seat}`).toEqual(written[seat].slice().sort());
      const sumLedger = entries.reduce((t, e) => t + BigInt(e.amount), 0n);
      expect(sumLedger).toBe(written[seat].reduce((t, x) => t + BigInt(x), 0n));
    });
  }
}
