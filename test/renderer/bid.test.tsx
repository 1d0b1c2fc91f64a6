/** The bid control refuses exactly what MegaGem's rules refuse, in the same words, and shows the limit. */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { applyMove } from '../../src/shared/engine/engine.js';
import megagem from '../../src/shared/games/megagem/index.js';
import { AUCTION_CARDS } from '../../src/shared/games/megagem/data.js';
import { bidError } from '../../src/shared/games/megagem/bidding.js';
import type { MegaGemState } from '../../src/shared/games/megagem/state.js';
import { checkBid, limitHint, stepBid } from '../../src/renderer/games/megagem/bid.js';
import { BidControl } from '../../src/renderer/games/megagem/BidControl.js';

const treasure = AUCTION_CARDS.find((c) => c.kind === 'treasure')!;
const loan20 = AUCTION_CARDS.find((c) => c.kind === 'loan' && c.amount === 20)!;
const invest = AUCTION_CARDS.find((c) => c.kind === 'investment')!;

describe('checkBid', () => {
  it('accepts 0 up to the coins held on a Treasure or an Investment, and no more', () => {
    for (const card of [treasure, invest]) {
      expect(checkBid('0', 12, 12, card)).toEqual({ ok: true, amount: 0 });
      expect(checkBid('12', 12, 12, card)).toEqual({ ok: true, amount: 12 });
      expect(checkBid(' 7 ', 12, 12, card)).toEqual({ ok: true, amount: 7 });
      expect(checkBid('13', 12, 12, card)).toEqual({ ok: false, error: 'You cannot bid more than your 12 coins.' });
    }
  });
  it('on a Loan allows coins plus the loan amount (rulebook: pay out of the loan)', () => {
    expect(checkBid('25', 25, 5, loan20)).toEqual({ ok: true, amount: 25 });
    expect(checkBid('26', 25, 5, loan20)).toEqual({ ok: false, error: 'You cannot bid more than 25 coins: your 5 coins plus the 20-coin loan.' });
  });
  it('refuses empty, negative, fractional and non-numeric bids', () => {
    expect(checkBid('', 10, 10, treasure)).toMatchObject({ ok: false, error: expect.stringContaining('Type your bid') });
    for (const bad of ['-1', '2.5', 'ten', '1e2', '0x10'])
      expect(checkBid(bad, 10, 10, treasure)).toEqual({ ok: false, error: 'A bid is a whole number of coins, 0 or more.' });
  });
  it('says "1 coin", not "1 coins"', () => {
    expect(checkBid('2', 1, 1, treasure)).toEqual({ ok: false, error: 'You cannot bid more than your 1 coin.' });
  });
  it('agrees with the engine on every amount, for every seat, over the auctions of a seeded game', () => {
    let s: MegaGemState = megagem.setup(4, { chart: 'A' }, 'bid-control');
    let checked = 0;
    for (let round = 0; round < 12 && s.phase !== 'over'; round++) {
      if (s.phase === 'bid') {
        for (let seat = 0; seat < 4; seat++) {
          const v = megagem.view(s, seat);
          for (let amount = 0; amount <= v.bidLimit! + 3; amount++) {
            const ui = checkBid(String(amount), v.bidLimit!, v.coins[seat], v.auction === null ? null : AUCTION_CARDS[v.auction]);
            const rules = bidError(s, seat, amount);
            expect(ui.ok, `seat ${seat} amount ${amount} on ${JSON.stringify(v.auction)}`).toBe(rules === null);
            if (rules) expect(ui.ok ? '' : ui.error).toBe(`${rules.message}.`);
            checked++;
          }
        }
        // Everyone bids a third of their limit: seat order breaks ties.
        for (let seat = 0; seat < 4; seat++) {
          const r = applyMove(megagem, s, seat, { type: 'bid', amount: Math.floor(megagem.view(s, seat).bidLimit! / 3) });
          expect(r.ok).toBe(true);
          if (r.ok) s = r.state;
        }
      }
      if (s.phase === 'reveal') {
        const seat = s.revealer!;
        const r = applyMove(megagem, s, seat, { type: 'reveal', gem: s.hands[seat][0] });
        expect(r.ok).toBe(true);
        if (r.ok) s = r.state;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });
});

describe('stepBid and limitHint', () => {
  it('steps within 0..limit', () => {
    expect(stepBid('3', 1, 10)).toBe('4');
    expect(stepBid('10', 1, 10)).toBe('10');
    expect(stepBid('0', -1, 10)).toBe('0');
    expect(stepBid('junk', 1, 10)).toBe('1');
    expect(stepBid('50', -1, 10)).toBe('10');
  });
  it('explains the limit, with the loan when there is one', () => {
    expect(limitHint(12, 12, treasure)).toBe('You may bid up to your 12 coins.');
    expect(limitHint(30, 10, loan20)).toBe('You may bid up to 30 coins: your 10 coins plus the 20-coin loan.');
  });
});

describe('<BidControl>', () => {
  it('shows the limit, quick bids from 0 to the limit, and a submit button', () => {
    const html = renderToStaticMarkup(<BidControl limit={30} coins={10} card={loan20} onBid={async () => ({ ok: true })} />);
    expect(html).toContain('You may bid up to 30 coins: your 10 coins plus the 20-coin loan.');
    const quick = [...html.matchAll(/class="mg-quick-btn"[^>]*>(\d+)</g)].map((m) => Number(m[1]));
    expect(quick).toEqual([0, 7, 15, 30]);
    expect(html).toMatch(/<button type="submit"[^>]*>Place bid<\/button>/);
    expect(html).toContain('id="mg-bid-input"');
  });
  it('offers only 0 when the player has no coins', () => {
    const html = renderToStaticMarkup(<BidControl limit={0} coins={0} card={treasure} onBid={async () => ({ ok: true })} />);
    expect([...html.matchAll(/class="mg-quick-btn"[^>]*>(\d+)</g)].map((m) => m[1])).toEqual(['0']);
    expect(html).toContain('You may bid up to your 0 coins.');
  });
});
