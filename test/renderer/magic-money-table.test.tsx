/**
 * Magic Money's table, drawn from seats' views: each Public side shows its sum to everyone, a Private side's sum
 * only to its owner (another wizard's private numbers stay hidden, and so does their sum); the first-game hints
 * appear at each decision only when the table asks for them. A bidder's sealed bid stays on their own screen until the
 * announcement; at the end another wizard's Private side says in words that its numbers stay secret, with their sum.
 * The auction (the current prompt) is marked so that no tooltip covers it.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { logFor, playBots } from '../../src/shared/engine/engine.js';
import { sum } from '../../src/shared/games/magic-money/amounts.js';
import { groupDigits } from '../../src/renderer/i18n/amounts.js';
import { english } from '../../src/shared/games/magic-money/messages.js';
import type { MMState } from '../../src/shared/games/magic-money/state.js';
import type { SeatOccupant } from '../../src/shared/protocol.js';
import { MagicMoneyTable } from '../../src/renderer/games/magic-money/Table.js';
import { auction, deal, def, others, PLAIN, play, withOffer } from '../games/magic-money/helpers.js';
import { CREATURES } from '../../src/shared/games/magic-money/data.js';

const seats: SeatOccupant[] = ['Ann', 'Ben', 'Cat', 'Dan'].map((name, i) => ({ kind: 'human', name, colour: '#3366cc', connected: true, ready: true, seat: i } as unknown as SeatOccupant));

function draw(s: MMState, seat: number, hints = false): string {
  return renderToStaticMarkup(<MagicMoneyTable view={def.view(s, seat)} seat={seat} toAct={def.toAct(s)} seats={seats}
    log={logFor(s.log, seat)} text={english} result={def.result(s)} moveNo={0} send={async () => ({ ok: true })} hints={hints} />);
}
const sums = (html: string, side: string) => [...html.matchAll(new RegExp(`data-testid="mm-sum-${side}"[^>]*>([^]*?)</span></span>`, 'g'))].length;

describe('Magic Money table: sums and hints', () => {
  it('shows every Public sum, and only your own Private sum', () => {
    let s = deal(4, 'sums');
    s = auction(s, '1', ['700', '30', '20']); // the others' losing bids go Private
    while (s.phase === 'ability') s = play(s, s.active, def.view(s, s.active).ability!.kind === 'forge'
      ? { type: 'forge', rival: def.view(s, s.active).ability!.choices![0] }
      : { type: 'crossOut', entry: def.view(s, s.active).ability!.choices![0] });
    const losers = s.ledgers.map((l, i) => (l.some((e) => e.side === 'private') ? i : -1)).filter((i) => i >= 0);
    expect(losers.length).toBeGreaterThan(0);
    const me = losers[0];
    const html = draw(s, me);
    expect(sums(html, 'private')).toBe(1); // mine only
    expect(sums(html, 'public')).toBe(s.ledgers.filter((l) => l.some((e) => e.side === 'public')).length);
    // Another wizard's private numbers never reach the page.
    for (const other of losers.slice(1)) for (const e of s.ledgers[other].filter((x) => x.side === 'private')) expect(html).not.toContain(`>${e.amount}<`);
  });

  it('hints at a decision only when asked', () => {
    const s = deal(4, 'hints');
    expect(draw(s, s.active, false)).not.toContain('data-testid="hint"');
    const html = draw(s, s.active, true);
    expect(html).toContain('data-testid="hint"');
    expect(html).toContain('The first opening bid, and any after a single-digit win, is exactly 1.');
    const bid = play(s, s.active, { type: 'open', amount: '1' });
    const bidder = (s.active + 1) % 4;
    expect(draw(bid, bidder, true)).toContain('Bid any whole number');
  });
});

/** The text of the element marked `data-testid="<id>"` (its tags stripped), or null. */
const textOf = (html: string, id: string) => {
  const m = new RegExp(`data-testid="${id}"[^>]*>([^]*?)</p>`).exec(html);
  return m ? m[1].replace(/<[^>]+>/g, '') : null;
};

describe('Magic Money table: your sealed bid, secrets at the end, the prompt', () => {
  it('echoes your sealed bid to you alone, while the others bid and while the active player looks', () => {
    let s = play(deal(3, 'echo'), deal(3, 'echo').active, { type: 'open', amount: '1' });
    const [first, second] = others(s);
    s = play(s, first, { type: 'bid', amount: '1200' });
    expect(textOf(draw(s, first), 'mm-your-bid')).toContain('1,200');
    expect(textOf(draw(s, second), 'mm-your-bid')).toBeNull();
    s = play(s, second, { type: 'bid', amount: '35' });
    expect(s.phase).toBe('resolve');
    // The active player is looking at the bids: each bidder still reads their own, and only their own.
    const mine = draw(s, first), theirs = draw(s, second);
    expect(textOf(mine, 'mm-your-bid')).toContain('1,200');
    expect(textOf(theirs, 'mm-your-bid')).toContain('35');
    expect(theirs).not.toContain('1,200');
    expect(mine).not.toMatch(/>35</);
  });

  it('says at the end that the others\' Private numbers stay secret, with their sum, and shows none of them', () => {
    const { state } = playBots(def, { players: 4, seed: 'secret-end', bots: ['basic', 'basic', 'basic', 'basic'] });
    expect(state.phase).toBe('over');
    const me = 0;
    const html = draw(state, me);
    expect(html).toContain('data-testid="mm-score-screen"');
    expect(html).not.toContain('▒▒▒');
    const rivals = [1, 2, 3].filter((s) => state.ledgers[s].some((e) => e.side === 'private'));
    expect(rivals.length).toBeGreaterThan(0);
    const lines = [...html.matchAll(/data-testid="mm-secret-sum"[^>]*>([^]*?)<\/p>/g)].map((m) => m[1].replace(/<[^>]+>/g, ''));
    expect(lines).toHaveLength(rivals.length);
    for (const s of rivals) {
      const secret = state.ledgers[s].filter((e) => e.side === 'private' && e.source === 'lost' && !e.crossed).map((e) => e.amount);
      expect(lines.some((l) => l.includes(groupDigits(sum(secret), 'en'))), `seat ${s}: ${lines.join(' | ')}`).toBe(true);
    }
    // The numbers themselves never reach the page (those that are not also Public somewhere or sums by chance).
    const shown = new Set([...html.matchAll(/>([\d,]+)</g)].map((m) => m[1]));
    const own = new Set(state.ledgers.flatMap((l, s) => l.filter((e) => e.side === 'public' || s === me).map((e) => groupDigits(e.amount, 'en'))));
    for (const s of rivals) for (const e of state.ledgers[s].filter((x) => x.side === 'private' && x.source === 'lost')) {
      const g = groupDigits(e.amount, 'en');
      if (!own.has(g) && g.length > 2) expect(shown.has(g), `seat ${s}'s private ${g}`).toBe(false);
    }
  });

  it('marks the auction as the current prompt, so that no tooltip covers it', () => {
    const s = deal(3, 'prompt');
    const bidding = play(s, s.active, { type: 'open', amount: '1' });
    for (const [state, seat] of [[s, s.active], [bidding, others(bidding)[0]], [bidding, bidding.active]] as const) {
      expect(draw(state, seat)).toMatch(/<div class="mm-auction" data-prompt="true">/);
    }
  });
});

describe('Magic Money table: a forged copy', () => {
  it('shows everyone the forged amount (the price just paid, which the log tells all), and still hides losing bids', () => {
    const FORGER = CREATURES.findIndex((c) => c.ability?.kind === 'forge');
    let s = withOffer(deal(3, 'forged'), FORGER);
    s = auction(s, '1', ['4321', '55']);
    expect(s.phase).toBe('ability');
    const winner = s.active;
    const rival = def.view(s, winner).ability!.choices![0];
    s = play(s, winner, { type: 'forge', rival });
    const forged = s.ledgers[rival].find((e) => e.source === 'forged')!;
    expect(forged.amount).toBe('4321');
    for (const seat of [0, 1, 2]) {
      const entry = def.view(s, seat).ledgers[rival].private.find((e) => e[3] === 'forged')!;
      expect(entry[1], `seat ${seat} reads the forged copy`).toBe('4321');
    }
    // The losing bid stays hidden from everyone but its owner (the view shows a Private side's amounts to its owner only).
    const loser = s.ledgers.findIndex((l) => l.some((e) => e.source === 'lost'));
    expect(loser).toBeGreaterThanOrEqual(0);
    for (const seat of [0, 1, 2]) {
      const lost = def.view(s, seat).ledgers[loser].private.find((e) => e[3] === 'lost')!;
      expect(lost[1], `seat ${seat}`).toBe(seat === loser ? '55' : null);
    }
  });
});

describe('Magic Money table: the opening says why it is 1, or what caps it', () => {
  /** The text of the page, its tags stripped and its spaces squeezed. */
  const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  /** An auction won for `won` (on a creature with no ability), then the next one open. */
  function after(won: string): MMState {
    const s = withOffer(deal(4, 'why-one'), PLAIN[0]);
    const [winner] = others(s);
    const next = auction(s, '1', others(s).map((seat) => (seat === winner ? won : '1')));
    expect(next.phase).toBe('open');
    return next;
  }

  it('the first auction: the active player and everyone else read the rule, not a bare "at most 1"', () => {
    const s = deal(4, 'why-one');
    const mine = text(draw(s, s.active));
    expect(mine).toContain('You open this auction at 1: the first auction always opens at 1.');
    expect(mine).toContain('Opening bid: 1 (the first auction)');
    const theirs = text(draw(s, others(s)[0]));
    expect(theirs).toContain(`${(seats[s.active] as { name: string }).name} opens at 1, as the rule says.`);
    expect(theirs).not.toContain('at most 1');
  });

  it('after a win under 10, and after one whose tenth rounds down to 1', () => {
    const small = after('7');
    expect(text(draw(small, small.active))).toContain('You open this auction at 1: after a winning price under 10 (7), the opening bid is always 1.');
    expect(text(draw(small, others(small)[0]))).toContain('Opening bid: 1 (the last price, 7 , was under 10)');
    const tenth = after('14');
    expect(text(draw(tenth, tenth.active))).toContain('You open this auction at 1: a tenth of the last price (14) rounds down to 1.');
  });

  it('a free opening: the cap and the price it is a tenth of', () => {
    const s = after('573');
    const mine = text(draw(s, s.active));
    expect(mine).toContain('You may open at up to 57 — a tenth of the last price, 573. It goes on your Public side.');
    expect(mine).toContain('Opening bid: at most 57 (a tenth of 573 )');
    expect(text(draw(s, others(s)[0]))).toContain('is writing an opening bid (at most 57 ).');
  });
});
