/** Forced choices (`onlyMove`): exactly one legal move, else null; always a legal move of a seat the game waits for. */
import { describe, expect, it } from 'vitest';
import { applyMove } from '../../../src/shared/engine/engine.js';
import type { MMState } from '../../../src/shared/games/magic-money/state.js';
import { auction, deal, def, others, play, withOffer } from './helpers.js';

const onlyMove = (s: MMState, seat: number) => def.onlyMove!(s, seat);
const EMBER_WHELP = 2, PUDDLE_KRAKEN = 5, LANTERN_SPRITE = 6, BASILISK = 10, INK_HYDRA = 18;

/** Seat `buyer` loses auction 1 (a private 6), then wins `creatureId` for 40 in auction 2. */
function buyerWins(creatureId: number): { s: MMState; buyer: number } {
  let s = withOffer(deal(3, 'forced'), BASILISK);
  const [buyer, rival] = others(s);
  s = auction(s, '1', buyer < rival ? ['6', '9'] : ['9', '6']);
  s = withOffer(s, creatureId);
  s = auction(s, '1', others(s).map((seat) => (seat === buyer ? '40' : '2')));
  return { s, buyer };
}

describe('onlyMove', () => {
  it('the first opening bid must be 1: forced for the active player only', () => {
    const s = deal(4);
    expect(onlyMove(s, s.active)).toEqual({ type: 'open', amount: '1' });
    for (const o of others(s)) expect(onlyMove(s, o)).toBeNull();
  });

  it('after a win of 10 or more the opening is a choice; after a single-digit win it is 1 again', () => {
    let s = withOffer(deal(4), BASILISK);
    s = auction(s, '1', ['40', '3', '2']);
    expect(s.phase).toBe('open');
    expect(onlyMove(s, s.active)).toBeNull();
    s = withOffer(s, 0);
    s = auction(s, '1', ['7', '3', '2']);
    expect(onlyMove(s, s.active)).toEqual({ type: 'open', amount: '1' });
  });

  it('sealed bids are never forced', () => {
    const s = play(deal(4), deal(4).active, { type: 'open', amount: '1' });
    for (let seat = 0; seat < 4; seat++) expect(onlyMove(s, seat)).toBeNull();
  });

  it('the announcement is never made for the active player: only they see the sealed bids (a tie or not)', () => {
    const start = withOffer(deal(4), BASILISK);
    const bidAll = (bids: string[], opening = '1') => {
      let s = play(start, start.active, { type: 'open', amount: opening });
      others(s).forEach((seat, i) => { s = play(s, seat, { type: 'bid', amount: bids[i] }); });
      expect(s.phase).toBe('resolve');
      return s;
    };
    const one = bidAll(['5', '9', '2']);
    const tie = bidAll(['9', '9', '2']);
    // One highest bidder or a tie: the same public table, so the same answer (a quick announcement would say "no tie").
    expect(JSON.stringify(def.view(tie, null))).toBe(JSON.stringify(def.view(one, null)));
    for (const s of [one, tie, bidAll(['1', '1', '1'])]) {
      for (let seat = 0; seat < 4; seat++) expect(onlyMove(s, seat)).toBeNull();
    }
  });

  it('nor when every bid is lower than the opening bid (the active player wins: only they know it)', () => {
    let s = withOffer(deal(4), BASILISK);
    s = auction(s, '1', ['500', '3', '2']);
    s = withOffer(s, 0);
    s = play(s, s.active, { type: 'open', amount: '50' });
    others(s).forEach((seat) => { s = play(s, seat, { type: 'bid', amount: '4' }); });
    expect(s.phase).toBe('resolve');
    expect(onlyMove(s, s.active)).toBeNull();
  });

  it('abilities: one crossable number is forced; several, or a forge between rivals, are choices', () => {
    const sprite = buyerWins(LANTERN_SPRITE); // Private side only: just the 6
    expect(sprite.s.phase).toBe('ability');
    expect(onlyMove(sprite.s, sprite.buyer)).toEqual({ type: 'crossOut', entry: 0 });
    for (const o of others(sprite.s).filter((x) => x !== sprite.buyer)) expect(onlyMove(sprite.s, o)).toBeNull();
    const hydra = buyerWins(INK_HYDRA); // Public side only: the 40
    expect(onlyMove(hydra.s, hydra.buyer)).toEqual({ type: 'crossOut', entry: 1 });
    const whelp = buyerWins(EMBER_WHELP); // either side: 6 or 40
    expect(onlyMove(whelp.s, whelp.buyer)).toBeNull();
    const kraken = buyerWins(PUDDLE_KRAKEN); // two rivals
    expect(onlyMove(kraken.s, kraken.buyer)).toBeNull();
  });

  it('in whole games, every forced move is legal and comes from a seat the game waits for', () => {
    for (const [players, seed] of [[3, 'a'], [4, 'b'], [5, 'c'], [6, 'd']] as const) {
      let s = deal(players, `forced-${seed}`);
      let n = 0, forced = 0;
      while (!def.isOver(s) && n++ < 500) {
        for (let seat = 0; seat < players; seat++) {
          const m = onlyMove(s, seat);
          if (m === null) continue;
          forced++;
          expect(def.toAct(s)).toContain(seat);
          expect(applyMove(def, s, seat, m).ok).toBe(true);
        }
        const seat = def.toAct(s)[0];
        const v = def.view(s, seat);
        let move;
        if (s.phase === 'open') move = { type: 'open' as const, amount: '1' };
        else if (s.phase === 'bid') move = { type: 'bid' as const, amount: String(1 + ((n * 37 + seat * 11) % 60)) };
        else if (s.phase === 'resolve') move = { type: 'announce' as const, winner: v.resolution!.candidates.at(-1)! };
        else if (v.ability!.kind === 'crossOut') move = { type: 'crossOut' as const, entry: v.ability!.choices![0] };
        else move = { type: 'forge' as const, rival: v.ability!.choices![0] };
        s = play(s, seat, move);
      }
      expect(def.isOver(s)).toBe(true);
      expect(forced).toBeGreaterThan(0);
      for (let seat = 0; seat < players; seat++) expect(onlyMove(s, seat)).toBeNull();
    }
  });
});
