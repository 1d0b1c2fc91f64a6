/** The state and moves (with their zod schema) of Magical Library (plain JSON). */
import { z } from 'zod';
import { draftLog, listOwnership } from '../../engine/draft.js';
import { ownKeysAre, plainObject } from '../../engine/move-shape.js';
import type { BaseState } from '../../engine/types.js';
import type { ModuleId } from './data.js';
import type { Display, Wizard } from './placement.js';

export const ROUNDS = 5;
export const HAND_SIZE = 3;

/** The four steps of a round, then the end. */
export type Phase = 'draw' | 'distribute' | 'place' | 'wizard' | 'over';

export interface Distribution { keep: string; left: string | null; right: string | null }

export interface LibraryState extends BaseState {
  modules: ModuleId[];
  round: number;
  phase: Phase;
  /** Face-down draw pile; the next card drawn is the last one. */
  deck: string[];
  /** Face-down discard pile (exchanged cards). */
  discard: string[];
  hands: string[][];
  /** Seats that have finished the current step. */
  done: boolean[];
  /** Step 2: each seat's face-down choice until everyone has distributed (secret). */
  pending: (Distribution | null)[];
  /** This round: the cards each seat received from its neighbours (known to the receiver). */
  received: string[][];
  /** This round: the cards each seat gave away (known to the giver; now in the neighbours' hands). */
  given: string[][];
  displays: Display[];
  wizards: Wizard[][];
  /** Wizards still in each supply (normal ones). */
  supply: number[];
  /** Module 8: whether each seat still holds its golden wizard. */
  golden: boolean[];
  /** Wizards sent back to the box because no card could take them. */
  forfeited: number[];
}

/**
 * The draft `produce` hands a move: a new state object that shares every list
 * with the state it came from (copy on write). A rule that changes a list
 * first takes the draft's own copy of it with `own` (made once per move, then
 * written in place); a display or a wizard list is never written at all: a move
 * puts a new one in its seat's place (placement.ts), so a display a move does
 * not touch stays the same object (and its score sheet and view stay memoised:
 * view.ts). The log shares its entries (a move only appends). Only `done`,
 * written by nearly every move, is copied at once. The frozen property runs
 * (test/support/properties.ts) make any write to a shared list throw.
 */
export function cloneState(s: LibraryState): LibraryState {
  const draft: LibraryState = {
    players: s.players,
    rng: { ...s.rng },
    modules: s.modules,
    round: s.round,
    phase: s.phase,
    deck: s.deck,
    discard: s.discard,
    hands: s.hands,
    done: s.done.slice(),
    pending: s.pending,
    received: s.received,
    given: s.given,
    displays: s.displays,
    wizards: s.wizards,
    supply: s.supply,
    golden: s.golden,
    forfeited: s.forfeited,
    log: draftLog(s.log),
  };
  beginDraft(draft);
  ownership.adopt(draft.done);
  return draft;
}

/** Copy before write for this game's drafts (engine/draft.ts `listOwnership`): `own(s, list)` gives a list of the
 * draft `s` writable; put it back in its place (`s.box = own(s, s.box)`). */
const ownership = listOwnership<LibraryState>();
export const { beginDraft, endDraft, own } = ownership;

/** Seat `seat`'s hand in the draft `s`, writable (the hands' list and the hand owned by `s`). */
export function ownHand(s: LibraryState, seat: number): string[] {
  const hands = s.hands = own(s, s.hands);
  return (hands[seat] = own(s, hands[seat]));
}

export const moveSchema = z.discriminatedUnion('type', [
  /** Step 1: keep the three cards drawn. */
  z.object({ type: z.literal('keep') }),
  /** Step 1: discard all three and draw three new ones (once). */
  z.object({ type: z.literal('exchange') }),
  /** Step 2: the card kept and the cards passed left (seat+1) and right (seat−1); with 2 players only `keep`. */
  z.object({ type: z.literal('distribute'), keep: z.string().max(64), left: z.string().max(64).optional(), right: z.string().max(64).optional() }),
  /** Step 3: one card from hand onto (x, y). */
  z.object({ type: z.literal('place'), card: z.string().max(64), x: z.number().int().min(-100).max(100), y: z.number().int().min(-100).max(100) }),
  /** Step 4: a wizard onto the card at (x, y); `golden` (Module 8) places the golden wizard. */
  z.object({ type: z.literal('wizard'), x: z.number().int().min(-100).max(100), y: z.number().int().min(-100).max(100), golden: z.boolean().optional() }),
]);
export type LibraryMove = z.infer<typeof moveSchema>;

const cardId = (v: unknown): v is string => typeof v === 'string' && v.length <= 64;
const coordinate = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= -100 && (v as number) <= 100;

/**
 * `moveSchema`'s fast path (the engine's `parseMove`): a well-formed move as the schema parses it (its keys in the
 * schema's order), or null to let the schema decide — and word the refusal, or drop a key it does not know. Only
 * plain objects as JSON makes them; anything unusual is the schema's to judge.
 */
export function parseMove(m: unknown): LibraryMove | null {
  const o = plainObject(m);
  if (!o) return null;
  switch (o.type) {
    case 'keep': case 'exchange': return ownKeysAre(o, ['type']) ? { type: o.type } : null;
    case 'distribute': {
      if (!ownKeysAre(o, ['type', 'keep'], ['left', 'right']) || !cardId(o.keep)) return null;
      const move: LibraryMove & { type: 'distribute' } = { type: 'distribute', keep: o.keep };
      // An optional key given as undefined stays, as the schema keeps it.
      for (const side of ['left', 'right'] as const) {
        if (!Object.hasOwn(o, side)) continue;
        const v = o[side];
        if (v !== undefined && !cardId(v)) return null;
        move[side] = v;
      }
      return move;
    }
    case 'place':
      return ownKeysAre(o, ['type', 'card', 'x', 'y']) && cardId(o.card) && coordinate(o.x) && coordinate(o.y)
        ? { type: 'place', card: o.card, x: o.x, y: o.y }
        : null;
    case 'wizard': {
      if (!ownKeysAre(o, ['type', 'x', 'y'], ['golden']) || !coordinate(o.x) || !coordinate(o.y)) return null;
      if (!Object.hasOwn(o, 'golden')) return { type: 'wizard', x: o.x, y: o.y };
      return o.golden === undefined || typeof o.golden === 'boolean' ? { type: 'wizard', x: o.x, y: o.y, golden: o.golden } : null;
    }
    default: return null;
  }
}
