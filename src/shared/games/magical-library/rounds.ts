/**
 * The Round Sequence: setup, the four simultaneous steps (Receive New Cards,
 * Distribute Cards, Place Cards, Place Wizards) and the end after round 5.
 * Every function here works on a draft (see draft.ts) and returns a
 * player-facing reason to refuse, or nothing.
 */
import { shuffled } from '../../engine/rng.js';
import { seedRng } from '../../engine/rng.js';
import type { OptionValues, Seat } from '../../engine/types.js';
import { cardById, cardLabel, deckFor, MODULE_IDS, withArticle, type ModuleId } from './cards.js';
import { cellKey, isLegalCardCell, legalWizardCells, wizardCellProblem } from './grid.js';
import { HAND_SIZE, ROUNDS, type LibraryMove, type LibraryState } from './state.js';

export function modulesFrom(options: OptionValues): ModuleId[] {
  const given = Array.isArray(options.modules) ? options.modules : [];
  return MODULE_IDS.filter((m) => given.includes(m));
}

export const WIZARDS = 5;

/** Draws one card; an empty draw pile is first refilled by shuffling the discard pile. */
function drawOne(s: LibraryState): string {
  if (s.deck.length === 0) {
    if (s.discard.length === 0) throw new Error('Magical Library: no card left to draw');
    s.deck = shuffled(s.rng, s.discard);
    s.discard = [];
    s.log.push({ text: 'The draw pile ran out: the discard pile was shuffled into a new draw pile.' });
  }
  return s.deck.pop()!;
}

export function setupState(players: number, options: OptionValues, seed: string): LibraryState {
  const modules = modulesFrom(options);
  const rng = seedRng(seed);
  const s: LibraryState = {
    players, rng, log: [], modules, round: 0, phase: 'draw',
    deck: shuffled(rng, deckFor(modules)), discard: [],
    hands: Array.from({ length: players }, () => []),
    done: new Array(players).fill(false),
    pending: new Array(players).fill(null),
    received: Array.from({ length: players }, () => []),
    given: Array.from({ length: players }, () => []),
    displays: Array.from({ length: players }, () => ({})),
    wizards: Array.from({ length: players }, () => []),
    supply: new Array(players).fill(modules.includes('m8') ? WIZARDS - 1 : WIZARDS),
    golden: new Array(players).fill(modules.includes('m8')),
    forfeited: new Array(players).fill(0),
  };
  s.log.push({ text: `A game of Magical Library for ${players} players${modules.length ? ` with modules ${modules.join(', ')}` : ''}.` });
  for (let seat = 0; seat < players; seat++) {
    const id = drawOne(s);
    s.displays[seat][cellKey(0, 0)] = id;
    s.log.push({ text: `{seat:${seat}} starts with ${withArticle(cardLabel(cardById(id)))}.` });
  }
  startRound(s);
  return s;
}

/** Step 1 begins: everyone draws three cards. */
function startRound(s: LibraryState): void {
  s.round += 1;
  s.phase = 'draw';
  s.done.fill(false);
  s.received = s.received.map(() => []);
  s.given = s.given.map(() => []);
  s.log.push({ text: `Round ${s.round} of ${ROUNDS}: everyone draws ${HAND_SIZE} cards.` });
  for (let seat = 0; seat < s.players; seat++) for (let i = 0; i < HAND_SIZE; i++) s.hands[seat].push(drawOne(s));
}

/** Step 4 begins: a seat whose display has no card that may take a wizard loses that wizard (house rule). */
function startWizards(s: LibraryState): void {
  s.phase = 'wizard';
  s.done.fill(false);
  for (let seat = 0; seat < s.players; seat++) {
    if (legalWizardCells(s.displays[seat], s.wizards[seat]).length > 0) continue;
    const golden = s.supply[seat] === 0 && s.golden[seat];
    if (golden) s.golden[seat] = false;
    else s.supply[seat] -= 1;
    s.forfeited[seat] += 1;
    s.done[seat] = true;
    s.log.push({ text: `{seat:${seat}} has no card that may take a wizard: their ${golden ? 'golden ' : ''}wizard goes back to the box.` });
  }
}

/** Moves to the next step when everyone is done with this one. */
function advance(s: LibraryState): void {
  while (s.phase !== 'over' && s.done.every(Boolean)) {
    s.done.fill(false);
    switch (s.phase) {
      case 'draw':
        s.phase = 'distribute';
        break;
      case 'distribute':
        resolveDistribution(s);
        s.phase = 'place';
        s.log.push({ text: 'Everyone has distributed their cards: place your three cards.' });
        break;
      case 'place':
        startWizards(s);
        break;
      case 'wizard':
        if (s.round >= ROUNDS) {
          s.phase = 'over';
          s.log.push({ text: 'The fifth round is over: final scoring.' });
        } else startRound(s);
        break;
    }
  }
}

/** Everyone takes into hand the cards received from their neighbours. */
function resolveDistribution(s: LibraryState): void {
  const n = s.players;
  // Seat s receives the "left" card of seat s−1 and the "right" card of seat s+1 (2 players: both of the other's).
  const incoming: string[][] = Array.from({ length: n }, (_, seat) => {
    if (n === 2) {
      const d = s.pending[1 - seat]!;
      return [d.left!, d.right!];
    }
    return [s.pending[(seat - 1 + n) % n]!.left!, s.pending[(seat + 1) % n]!.right!];
  });
  for (let seat = 0; seat < n; seat++) {
    const d = s.pending[seat]!;
    s.given[seat] = [d.left!, d.right!];
    s.hands[seat] = [d.keep];
  }
  for (let seat = 0; seat < n; seat++) {
    s.hands[seat].push(...incoming[seat]);
    s.received[seat] = incoming[seat];
    s.pending[seat] = null;
  }
}

export function applyLibraryMove(s: LibraryState, seat: Seat, move: LibraryMove): string | void {
  switch (move.type) {
    case 'keep':
    case 'exchange': {
      if (s.phase !== 'draw') return 'Cards are exchanged only in step 1 (Receive New Cards)';
      if (move.type === 'exchange') {
        s.discard.push(...s.hands[seat]);
        s.hands[seat] = [];
        for (let i = 0; i < HAND_SIZE; i++) s.hands[seat].push(drawOne(s));
        s.log.push({ text: `{seat:${seat}} exchanged their three cards for three new ones.` });
      } else {
        s.log.push({ text: `{seat:${seat}} kept their three cards.` });
      }
      s.done[seat] = true;
      break;
    }
    case 'distribute': {
      if (s.phase !== 'distribute') return 'Cards are distributed only in step 2 (Distribute Cards)';
      const hand = s.hands[seat];
      let left = move.left ?? null, right = move.right ?? null;
      if (!hand.includes(move.keep)) return 'The card you keep must be one of the three in your hand';
      const rest = hand.filter((c) => c !== move.keep);
      if (s.players === 2) {
        if ((left !== null || right !== null) && !(left !== null && right !== null && new Set([left, right, move.keep]).size === 3 && rest.includes(left) && rest.includes(right)))
          return 'With 2 players you keep one card and pass the other two: name only the card you keep';
        [left, right] = rest;
      } else {
        if (left === null || right === null) return 'Name the card you keep, the card for your left neighbour and the card for your right neighbour';
        if (new Set([move.keep, left, right]).size !== 3 || !rest.includes(left) || !rest.includes(right))
          return 'Keep one card and pass each of the other two: all three must be different cards from your hand';
      }
      s.pending[seat] = { keep: move.keep, left, right };
      s.done[seat] = true;
      s.log.push({ text: `{seat:${seat}} has distributed their cards.` });
      break;
    }
    case 'place': {
      if (s.phase !== 'place') return 'Cards are placed only in step 3 (Place Cards)';
      const at = s.hands[seat].indexOf(move.card);
      if (at < 0) return 'That card is not in your hand';
      const display = s.displays[seat];
      if (display[cellKey(move.x, move.y)] !== undefined) return 'There is already a card there: cards are never moved or covered';
      if (!isLegalCardCell(display, move.x, move.y)) return 'Each card must share at least one edge with a card already in your display';
      s.hands[seat].splice(at, 1);
      display[cellKey(move.x, move.y)] = move.card;
      s.log.push({ text: `{seat:${seat}} placed ${withArticle(cardLabel(cardById(move.card)))} at (${move.x}, ${move.y}).` });
      if (s.hands[seat].length === 0) s.done[seat] = true;
      break;
    }
    case 'wizard': {
      if (s.phase !== 'wizard') return 'Wizards are placed only in step 4 (Place Wizards)';
      const golden = move.golden === true;
      if (golden && !s.golden[seat]) return s.modules.includes('m8') ? 'You have already placed your golden wizard' : 'Golden wizards are used only with Module 8';
      if (!golden && s.supply[seat] <= 0) return 'You have no ordinary wizard left: place your golden wizard';
      const problem = wizardCellProblem(s.displays[seat], s.wizards[seat], move.x, move.y);
      if (problem) return problem;
      s.wizards[seat].push({ x: move.x, y: move.y, golden });
      if (golden) s.golden[seat] = false;
      else s.supply[seat] -= 1;
      s.done[seat] = true;
      s.log.push({ text: `{seat:${seat}} placed ${golden ? 'the golden wizard' : 'a wizard'} at (${move.x}, ${move.y}).` });
      break;
    }
  }
  advance(s);
}

export function seatsToAct(s: LibraryState): Seat[] {
  if (s.phase === 'over') return [];
  return s.done.map((d, i) => (d ? -1 : i)).filter((i) => i >= 0);
}
