/**
 * Resolve the Auction: the active player, who alone saw the sealed bids,
 * announces the winner; the winner's bid goes on their Public side, every
 * other bid on its owner's Private side; the winner adopts the creature and
 * its ability triggers (abilities.ts).
 */
import { produce } from '../../engine/draft.js';
import type { ApplyResult, Seat } from '../../engine/types.js';
import { startAbility } from './abilities.js';
import { gold } from './amounts.js';
import { candidates } from './auction.js';
import { creature, creatureName } from './data.js';
import { msg, refuse } from './messages.js';
import { draftState, ownAdopted, ownLedger, type MMState } from './state.js';

export function applyAnnounce(state: MMState, actor: Seat, winner: Seat): ApplyResult<MMState> {
  if (state.phase !== 'resolve') return refuse('illegal', 'magic-money.notResolving');
  const { seats, price } = candidates(state);
  if (!seats.includes(winner)) {
    if (seats.length === 1 && seats[0] === state.active) return refuse('illegal', 'magic-money.youWin', { winner: { seat: winner } });
    return refuse('illegal', seats.length > 1 ? 'magic-money.chooseTied' : 'magic-money.notHighest', { winner: { seat: winner } });
  }
  return produce(state, (s) => {
    const card = creature(s.offer as number);
    const name = creatureName(card.id);
    const outcome = { auction: s.auction, creature: card.id, active: s.active, opening: s.opening as string, bids: s.bids.slice(), winner, price };
    if (winner === s.active) {
      // The draft shares the ledger and its entries with the state: the opening's entry is replaced, not changed.
      const at = s.ledgers[winner].findIndex((e) => e.auction === s.auction && e.source === 'open');
      if (at >= 0) {
        const ledger = ownLedger(s, winner);
        ledger[at] = { ...ledger[at], source: 'won' };
      }
      s.log.push({ msg: msg('magic-money.activeWins', { seat: { seat: winner }, creature: name, amount: gold(price) }) });
    } else {
      ownLedger(s, winner).push({ amount: price, side: 'public', crossed: false, auction: s.auction, source: 'won' });
      s.log.push({ msg: msg('magic-money.announced', { active: { seat: s.active }, seat: { seat: winner }, creature: name, amount: gold(price) }) });
    }
    s.bids.forEach((b, i) => {
      if (b === null || i === winner) return;
      ownLedger(s, i).push({ amount: b, side: 'private', crossed: false, auction: s.auction, source: 'lost', seenBy: s.active });
    });
    s.log.push({ msg: msg('magic-money.losersWrite') });
    ownAdopted(s, winner).push(card.id);
    s.lastWin = price;
    s.last = outcome;
    s.bids = new Array(s.players).fill(null);
    s.offer = null;
    startAbility(s, winner, card.id, price);
  }, draftState);
}
