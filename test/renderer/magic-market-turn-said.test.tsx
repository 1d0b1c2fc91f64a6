/**
 * "What just happened" in Magic Market (issue 32): a turn reads as one sentence that grows step by step ("Bob rolled a 2
 * and sold …"), not one entry replacing the last; outside a turn, the latest entry as it is.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { logFor } from '../../src/shared/engine/engine.js';
import type { VisibleLogEntry } from '../../src/shared/engine/types.js';
import type { SeatOccupant } from '../../src/shared/protocol.js';
import { MESSAGES } from '../../src/shared/games/magic-market/messages.js';
import UI_EN from '../../src/shared/games/magic-market/i18n/en.js';
import DE from '../../src/shared/games/magic-market/i18n/de.js';
import { makeGameTranslate } from '../../src/renderer/i18n/games.js';
import { turnSaid } from '../../src/renderer/games/magic-market/turnSaid.js';
import marketUi from '../../src/renderer/games/magic-market/index.js';
import { JustHappened } from '../../src/renderer/app/JustHappened.js';
import { botGame } from '../games/magic-market/helpers.js';

const EN = { ...MESSAGES, ...UI_EN };
const en = makeGameTranslate(EN, 'en');
const de = makeGameTranslate(EN, 'de', DE);
const SEATS: SeatOccupant[] = ['Ann', 'Bob', 'Cy'].map((name, i) => ({ kind: 'bot', name, colour: ['#4363d8', '#f58231', '#3cb44b'][i], level: 'basic' }));

const states = botGame(3, false, 'turn-said', 'ts');
const logs = states.map((s) => logFor(s.log, 0));
const said = (log: VisibleLogEntry[]) => { const m = turnSaid(log); return m && en.msg(m); };
/** The logs whose last entry is of a market turn (from a Movement roll on, before the closing). */
const inTurns = logs.filter((log) => turnSaid(log) !== null);

describe('Magic Market’s turn in one sentence', () => {
  it('a roll, a Visitor turned over and a sale: one sentence with the player named once', () => {
    const log = inTurns.find((l) => l.at(-1)!.msg.id === 'magic-market.soldToVisitor' && l.at(-2)!.msg.id === 'magic-market.turnedOver')!;
    expect(log).toBeDefined();
    const line = said(log)!;
    // The sale says the Visitor was turned over: that clause goes once it is made.
    expect(line).toMatch(/^\{seat:\d\} rolled a \d and sold the .+ to a Visitor for \d+ Dragos? \(Price die: (green|blue|red)\)\.$/);
    expect(line.match(/\{seat:/g)).toHaveLength(1);
    expect(de.msg(turnSaid(log)!)).toMatch(/^\{seat:\d\} würfelt eine \d und verkauft „.+“ an einen Besucher für \d+ Dragos? \(Preiswürfel: (grün|blau|rot)\)\.$/);
    // Before the sale, the Visitor turned over is the news.
    expect(said(log.slice(0, -1))).toMatch(/^\{seat:\d\} rolled a \d and turned over a Visitor\.$/);
  });

  it('grows with the turn: the roll first, then what each step did, the newest last', () => {
    const ids = (m: ReturnType<typeof turnSaid>) => (m!.params!.steps as { list: { msg: { id: string } }[] }).list.map((x) => x.msg.id);
    let grew = 0;
    for (let i = 1; i < logs.length; i++) {
      const before = turnSaid(logs[i - 1]), now = turnSaid(logs[i]);
      if (!before || !now || logs[i].length === logs[i - 1].length) continue;
      const fresh = logs[i].slice(logs[i - 1].length);
      if (fresh.some((e) => e.msg.id === 'magic-market.rolledMovement') || fresh.at(-1)!.msg.id === 'magic-market.clockMoves') continue;
      expect(ids(now)[0]).toBe('magic-market.ui.turn.rolled');
      expect(ids(now).length).toBeGreaterThanOrEqual(2);
      // A step only adds: what the line said before is there still, or said by what came after it.
      for (const id of ids(before)) expect(ids(now).includes(id) || id === 'magic-market.ui.turn.turnedOver' || id === 'magic-market.ui.turn.offered').toBe(true);
      grew++;
    }
    expect(grew).toBeGreaterThan(10);
  });

  it('a new hour follows the turn’s sentence', () => {
    const log = inTurns.find((l) => l.at(-1)!.msg.id === 'magic-market.clockMoves')!;
    expect(log).toBeDefined();
    expect(said(log)).toMatch(/^\{seat:\d\} rolled a \d, .+\. It is now \d+ o'clock\.$/);
  });

  it('a Pal’s bargain: the offer and the purchase, the seller’s answer told by the price', () => {
    const log = inTurns.find((l) => l.at(-1)!.msg.id === 'magic-market.bought');
    expect(log).toBeDefined();
    expect(said(log!)).toMatch(/^\{seat:\d\} rolled a \d and bought the .+ from \{seat:\d\} for \d+ Dragos?\.$/);
    expect(said(log!)).not.toMatch(/accepts|says no|offered/);
    // Before the answer: the offer.
    const offered = log!.map((e) => e.msg.id).lastIndexOf('magic-market.offers');
    expect(said(log!.slice(0, offered + 1))).toMatch(/^\{seat:\d\} rolled a \d and offered \{seat:\d\} \d+ Dragos? \(\w+\) for the .+\.$/);
  });

  it('outside a turn (the opening, the closing): nothing of its own, the latest entry says it', () => {
    expect(turnSaid(logs[3])).toBeNull();
    const closing = logs.find((l) => l.at(-1)!.msg.id === 'magic-market.marketCloses')!;
    expect(turnSaid(closing)).toBeNull();
    expect(turnSaid(logs.at(-1)!)).toBeNull();
  });

  it('the line under the game bar says the sentence, with the names, instead of the latest entry', () => {
    const log = inTurns.find((l) => l.at(-1)!.msg.id === 'magic-market.refilled')!;
    const text = (m: Parameters<typeof en.msg>[0]) => en.msg(m);
    const html = renderToStaticMarkup(<JustHappened log={log} text={text} seats={SEATS} tell={marketUi.said} />).replace(/<[^>]+>/g, '');
    expect(html).toMatch(/^What just happened: (Ann|Bob|Cy) rolled a \d, .+, and put up the .+\.$/);
    const plain = renderToStaticMarkup(<JustHappened log={log} text={text} seats={SEATS} />).replace(/<[^>]+>/g, '');
    expect(plain).toMatch(/^What just happened: (Ann|Bob|Cy) put up the .+\.$/);
  });
});
