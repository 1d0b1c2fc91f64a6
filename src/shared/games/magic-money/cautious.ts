/**
 * The move the host makes for a person whose turn timer ran out (GameDefinition.cautiousMove), from their own
 * view only, always the choice that adds least to their ledger:
 * - the opening bid: 1, the lowest legal (the house rules: at least 1);
 * - a sealed bid: 1, the lowest legal (every non-active player must bid a whole number of at least 1);
 * - the announcement: among the highest bidders the active player may name, the first to their left (seat order),
 *   themselves only when they are the only one;
 * - a cross-out: the largest number the creature lets them strike (their total falls the most; the earliest on a tie);
 * - a forged number: the first rival to their left (seat order).
 */
import type { Seat } from '../../engine/types.js';
import type { MMMove } from './state.js';
import { readEntry, type MMView } from './view.js';

/** `seats` in seat order starting after `seat` (going round). */
function fromLeft(seats: readonly Seat[], seat: Seat, players: number): Seat[] {
  return [...seats].sort((a, b) => ((a - seat + players) % players || players) - ((b - seat + players) % players || players));
}

export function cautiousMove(view: MMView, seat: Seat): MMMove | null {
  switch (view.phase) {
    case 'open': return view.active === seat ? { type: 'open', amount: '1' } : null;
    case 'bid': return view.active !== seat ? { type: 'bid', amount: '1' } : null;
    case 'resolve': {
      const candidates = view.resolution?.candidates ?? [];
      if (view.active !== seat || candidates.length === 0) return null;
      const others = candidates.filter((c) => c !== seat);
      return { type: 'announce', winner: others.length ? fromLeft(others, seat, view.players)[0] : seat };
    }
    case 'ability': {
      const a = view.ability;
      if (!a || a.seat !== seat || !a.choices?.length) return null;
      if (a.kind === 'forge') return { type: 'forge', rival: fromLeft(a.choices, seat, view.players)[0] };
      const ledger = view.ledgers[seat];
      const amounts = new Map<number, bigint>();
      for (const e of [...ledger.public, ...ledger.private].map(readEntry)) if (e.amount !== null) amounts.set(e.index, BigInt(e.amount));
      let best = a.choices[0];
      for (const entry of a.choices) {
        const v = amounts.get(entry) ?? 0n, b = amounts.get(best) ?? 0n;
        if (v > b || (v === b && entry < best)) best = entry;
      }
      return { type: 'crossOut', entry: best };
    }
    default: return null;
  }
}
