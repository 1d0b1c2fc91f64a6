/**
 * The Round Sequence: the four simultaneous steps (1 Receive New Cards,
 * 2 Distribute Cards, then placement.ts's 3 Place Cards and 4 Place
 * Wizards), moving on when everyone is done, and the end after round 5.
 * Every function here works on a draft (see engine/draft.ts).
 */
import { shuffled } from '../../engine/rng.js';
import type { Refused, Seat } from '../../engine/types.js';
import { msg, refuse } from './messages.js';
import { wizardCellsOf } from './placement.js';
import { HAND_SIZE, own, ownHand, ROUNDS, type LibraryState } from './state.js';

/** Draws one card; an empty draw pile is first refilled by shuffling the discard pile. */
export function drawOne(s: LibraryState): string {
  if (s.deck.length === 0) {
    if (s.discard.length === 0) throw new Error('Magical Library: no card left to draw');
    s.deck = shuffled(s.rng, s.discard);
    s.discard = [];
    s.log.push({ msg: msg('magical-library.reshuffled') });
  }
  s.deck = own(s, s.deck);
  return s.deck.pop()!;
}

/** Step 1 begins: everyone draws three cards. */
export function startRound(s: LibraryState): void {
  s.round += 1;
  s.phase = 'draw';
  s.done = own(s, s.done).fill(false);
  s.received = s.received.map(() => []);
  s.given = s.given.map(() => []);
  s.log.push({ msg: msg('magical-library.roundStarts', { round: s.round, rounds: ROUNDS, cards: HAND_SIZE }) });
  for (let seat = 0; seat < s.players; seat++) for (let i = 0; i < HAND_SIZE; i++) { const card = drawOne(s); ownHand(s, seat).push(card); }
}

/** Step 1: keep the three cards drawn, or (once) discard them and draw three new ones. */
export function keepOrExchange(s: LibraryState, seat: Seat, exchange: boolean): Refused | void {
  if (s.phase !== 'draw') return refuse('illegal', 'magical-library.notExchangeStep');
  if (exchange) {
    s.discard = own(s, s.discard);
    s.discard.push(...s.hands[seat]);
    s.hands = own(s, s.hands);
    s.hands[seat] = [];
    for (let i = 0; i < HAND_SIZE; i++) { const card = drawOne(s); ownHand(s, seat).push(card); }
    s.log.push({ msg: msg('magical-library.exchanged', { seat: { seat } }) });
  } else {
    s.log.push({ msg: msg('magical-library.kept', { seat: { seat } }) });
  }
  s.done = own(s, s.done);
  s.done[seat] = true;
}

/** Step 2: the card kept and the cards for the left (seat+1) and right (seat−1) neighbours, face down until all have chosen. */
export function distribute(s: LibraryState, seat: Seat, keep: string, leftCard: string | null, rightCard: string | null): Refused | void {
  if (s.phase !== 'distribute') return refuse('illegal', 'magical-library.notDistributeStep');
  const hand = s.hands[seat];
  let left = leftCard, right = rightCard;
  if (!hand.includes(keep)) return refuse('illegal', 'magical-library.keepFromHand');
  const rest = hand.filter((c) => c !== keep);
  if (s.players === 2) {
    if ((left !== null || right !== null) && !(left !== null && right !== null && new Set([left, right, keep]).size === 3 && rest.includes(left) && rest.includes(right)))
      return refuse('illegal', 'magical-library.twoPlayersKeepOnly');
    [left, right] = rest;
  } else {
    if (left === null || right === null) return refuse('illegal', 'magical-library.nameThree');
    if (new Set([keep, left, right]).size !== 3 || !rest.includes(left) || !rest.includes(right))
      return refuse('illegal', 'magical-library.threeDifferent');
  }
  s.pending = own(s, s.pending);
  s.pending[seat] = { keep, left, right };
  s.done = own(s, s.done);
  s.done[seat] = true;
  s.log.push({ msg: msg('magical-library.distributed', { seat: { seat } }) });
}

/** Step 4 begins: a seat whose display has no card that may take a wizard loses that wizard (house rule). */
function startWizards(s: LibraryState): void {
  s.phase = 'wizard';
  s.done = own(s, s.done).fill(false);
  for (let seat = 0; seat < s.players; seat++) {
    if (wizardCellsOf(s.displays[seat], s.wizards[seat]).length > 0) continue;
    const golden = s.supply[seat] === 0 && s.golden[seat];
    if (golden) (s.golden = own(s, s.golden))[seat] = false;
    else (s.supply = own(s, s.supply))[seat] -= 1;
    (s.forfeited = own(s, s.forfeited))[seat] += 1;
    s.done[seat] = true;
    s.log.push({ msg: msg('magical-library.wizardLost', { seat: { seat }, golden: golden ? 'yes' : 'no' }) });
  }
}

/** Moves to the next step when everyone is done with this one. */
export function advance(s: LibraryState): void {
  while (s.phase !== 'over' && s.done.every(Boolean)) {
    s.done = own(s, s.done).fill(false);
    switch (s.phase) {
      case 'draw':
        s.phase = 'distribute';
        break;
      case 'distribute':
        resolveDistribution(s);
        s.phase = 'place';
        s.log.push({ msg: msg('magical-library.distributedAll') });
        break;
      case 'place':
        startWizards(s);
        break;
      case 'wizard':
        if (s.round >= ROUNDS) {
          s.phase = 'over';
          s.log.push({ msg: msg('magical-library.finalScoring') });
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
  s.given = own(s, s.given);
  s.hands = own(s, s.hands);
  s.received = own(s, s.received);
  s.pending = own(s, s.pending);
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
