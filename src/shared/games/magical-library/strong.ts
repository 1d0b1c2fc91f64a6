/**
 * Magical Library's `strong` bot: what ISMCTS (src/shared/bots/ismcts.ts) needs of the game.
 * - Memory: the cards the seat passed to each neighbour this round (they are in the neighbours' hands until
 *   placed, and the seat knows it).
 * - Determinization: everything public as it is (displays, wizards, supplies, counts) and the seat's hand;
 *   the cards it has not seen (not in any display nor its hand) dealt at random to the other hands (minus the
 *   cards it knows it passed them), the draw pile and the discard pile, by their public counts; rivals still
 *   to distribute choose again (the playout policy, on their own view); a fresh generator.
 * - Candidates: keep or exchange; every keep/left/right split of the hand; the placements and wizard spots
 *   `basic`'s heuristic values most (at most 8), `basic`'s own move first.
 * - Search: sequential halving over these candidates on shared determinizations (ismcts.ts, `halving`): the
 *   same hidden cards for every candidate, so close placements are told apart by a few playouts.
 * - Playouts stop after about a round (24 moves) and are scored by the seat's own display worth: its total
 *   plus the wizards still to come on its best spot. Rivals place their cards and wizards on the first legal
 *   spot (`quick`: the score does not look at their displays) but distribute as `basic`.
 */
import { seedRng, type Random } from '../../engine/rng.js';
import type { Seat } from '../../engine/types.js';
import type { StrongGame } from '../../bots/strong-bot.js';
import { apply } from './apply.js';
import { asDisplay, createBot, placementValue } from './bots.js';
import { CATEGORIES } from './areas.js';
import { cardById, deckFor } from './data.js';
import { isOver, toAct } from './flow.js';
import { cellKey, legalCardCells, legalWizardCells } from './placement.js';
import { result } from './scoring.js';
import type { LibraryMove, LibraryState } from './state.js';
import { scoreOf, view, type LibraryView } from './view.js';

export interface LibraryMemory {
  /** This round's cards passed: to each seat, the cards the remembering seat gave it. */
  round: number;
  passed: { to: Seat; card: string }[];
}

function remember(memory: LibraryMemory, v: LibraryView): void {
  if (v.round !== memory.round) { memory.round = v.round; memory.passed = []; }
  const d = v.distributed;
  if (d && memory.passed.length === 0) {
    if (d.left && v.passLeftTo !== null) memory.passed.push({ to: v.passLeftTo, card: d.left });
    if (d.right && v.passRightTo !== null) memory.passed.push({ to: v.passRightTo, card: d.right });
  }
}

/** A whole state the seat cannot tell from the real one (see the file's comment). */
function determinize(v: LibraryView, memory: LibraryMemory, seat: Seat, rnd: Random): LibraryState {
  const seen = new Set<string>(v.hand!);
  const displays = v.displays.map((d) => {
    const out: Record<string, string> = {};
    for (const p of d.cards) { out[cellKey(p.x, p.y)] = p.id; seen.add(p.id); }
    return out;
  });
  // Cards passed this round that are still in a neighbour's hand (after the distribution).
  const distributed = v.phase === 'place' || v.phase === 'wizard';
  const known: { to: Seat; card: string }[] = memory.round === v.round && distributed ? memory.passed.filter((p) => !seen.has(p.card)) : [];
  for (const p of known) seen.add(p.card);
  const unseen = rnd.shuffled(deckFor(v.modules).filter((id) => !seen.has(id)));
  const hands = v.displays.map((d, s) => {
    if (s === seat) return [...v.hand!];
    const hand = known.filter((p) => p.to === s).map((p) => p.card);
    return [...hand, ...unseen.splice(0, d.handCount - hand.length)];
  });
  const deck = unseen.splice(0, v.deckCount);
  const discard = unseen.splice(0, v.discardCount);
  const redo = v.phase === 'distribute';
  const done = v.displays.map((_, s) => (redo && s !== seat ? false : !v.waitingFor.includes(s)));
  return {
    players: v.players,
    rng: seedRng(`magical-library/determinization/${rnd.int(2 ** 30)}`),
    log: [],
    modules: [...v.modules],
    round: v.round,
    phase: v.phase,
    deck, discard, hands, done,
    pending: v.displays.map((_, s) => (s === seat && v.distributed ? { ...v.distributed } : null)),
    received: v.displays.map((_, s) => (s === seat ? [...v.received] : [])),
    given: v.displays.map(() => []),
    displays,
    wizards: v.displays.map((d) => d.wizards.map((w) => ({ ...w }))),
    supply: v.displays.map((d) => d.supply),
    golden: v.displays.map((d) => d.golden),
    forfeited: v.displays.map((d) => d.forfeited),
  };
}

const MAX_SPOTS = 8;

/** `basic`'s move first, then the alternatives worth comparing (see the file's comment). */
function candidates(v: LibraryView, seat: Seat, rnd: Random): LibraryMove[] {
  const basic = createBot('basic', seat, `magical-library/candidates/${rnd.int(2 ** 30)}`).act(v);
  const out: LibraryMove[] = [basic];
  const keys = new Set([JSON.stringify(basic)]);
  const add = (m: LibraryMove) => { const k = JSON.stringify(m); if (!keys.has(k)) { keys.add(k); out.push(m); } };
  const hand = v.hand ?? [];
  switch (v.phase) {
    case 'draw':
      add({ type: 'keep' });
      if (v.canExchange) add({ type: 'exchange' });
      break;
    case 'distribute':
      for (const keep of hand) {
        const rest = hand.filter((c) => c !== keep);
        if (v.passTwo) add({ type: 'distribute', keep });
        else for (const [l, r] of [[rest[0], rest[1]], [rest[1], rest[0]]]) add({ type: 'distribute', keep, left: l, right: r });
      }
      break;
    case 'place': {
      const mine = asDisplay(v.displays[seat]);
      const spots = Object.entries(v.legalCells).flatMap(([card, cells]) => cells.map((c) => ({
        card, x: c.x, y: c.y, value: placementValue(cardById(card), c, mine.cards, mine.helpersAt),
      })));
      spots.sort((a, b) => b.value - a.value);
      for (const s of spots.slice(0, MAX_SPOTS)) add({ type: 'place', card: s.card, x: s.x, y: s.y });
      break;
    }
    case 'wizard': {
      const sheet = v.displays[seat].score;
      const sizeAt = new Map<string, number>();
      for (const cat of CATEGORIES) for (const a of sheet.areas[cat]) for (const k of a.cells) sizeAt.set(k, (sizeAt.get(k) ?? 0) + a.size);
      const spots = v.wizardCells.map((c) => ({ ...c, value: sizeAt.get(cellKey(c.x, c.y)) ?? 0 })).sort((a, b) => b.value - a.value).slice(0, MAX_SPOTS / 2);
      for (const c of spots) {
        if (v.canPlaceNormal) add({ type: 'wizard', x: c.x, y: c.y });
        if (v.canPlaceGolden) add({ type: 'wizard', x: c.x, y: c.y, golden: true });
      }
      break;
    }
    default: break;
  }
  return out;
}

/** How much a wizard still to come is counted at the best spot the display has now (it may find a better one). */
const WIZARD_HOPE = 0.7;

/** A display's worth: its total now, plus the wizards still to come on its best spot so far. */
function worth(s: LibraryState, seat: Seat): number {
  const sheet = scoreOf(s, seat);
  const sizeAt = new Map<string, number>();
  let best = 0;
  for (const cat of CATEGORIES) for (const a of sheet.areas[cat]) for (const c of a.cells) {
    const k = cellKey(c.x, c.y);
    const v = (sizeAt.get(k) ?? 0) + a.size;
    sizeAt.set(k, v);
    if (v > best) best = v;
  }
  const wizards = s.supply[seat] + (s.golden[seat] ? 2 : 0);
  return sheet.total + WIZARD_HOPE * wizards * best;
}

/**
 * A stopped playout's rewards: each display's own worth (`worth`), squashed into (0, 1) around a typical
 * final total. Rivals' worths are left out on purpose: they hardly depend on this seat's move (only passed
 * cards interact) and, drawn from random hands, would only add noise to a small budget.
 */
function evaluate(s: LibraryState): number[] {
  return s.displays.map((_, seat) => 1 / (1 + Math.exp(-(worth(s, seat) - 50) / 8)));
}

/**
 * Rivals' cheap moves in a playout: the evaluation counts only the seat's own display, so a rival keeps its
 * draw and puts its card or wizard on the first legal spot; it still distributes as `basic` (what it passes
 * reaches the seat).
 */
function quick(s: LibraryState, actor: Seat): LibraryMove | null {
  switch (s.phase) {
    case 'draw': return { type: 'keep' };
    case 'place': {
      const c = legalCardCells(s.displays[actor])[0];
      return { type: 'place', card: s.hands[actor][0], x: c.x, y: c.y };
    }
    case 'wizard': {
      if (s.supply[actor] === 0) return null;
      const c = legalWizardCells(s.displays[actor], s.wizards[actor])[0];
      return { type: 'wizard', x: c.x, y: c.y };
    }
    default: return null;
  }
}

export const strongLibrary: StrongGame<LibraryState, LibraryMove, LibraryView, LibraryMemory> = {
  id: 'magical-library',
  defaultIterations: 1200,
  rules: { apply, toAct, view, isOver, result },
  newMemory: () => ({ round: 0, passed: [] }),
  remember: (memory, v) => remember(memory, v),
  determinize,
  candidates,
  policy: (seat, seed) => createBot('basic', seat, seed),
  evaluate,
  playoutMoves: 24,
  quick,
  search: 'halving',
};
