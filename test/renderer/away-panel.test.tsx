/**
 * "While you were away" (issue 31 P4), in the client: the moves the host made for the reader's seat (a timeout's
 * cautious move, a stand-in bot's) as the game's own log entries in the reader's language, until dismissed; the
 * dismissal is kept in this browser per host, table, game and seat, so a reload does not bring the panel back and a
 * newer move made for them does. Forced choices are not listed (the person's own setting, told by the log's note).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { AwayPanel, awayMoves, dismissAway } from '../../src/renderer/app/AwayPanel.js';
import { makeTranslate } from '../../src/renderer/i18n/index.js';
import { makeGameTranslate } from '../../src/renderer/i18n/games.js';
import { awayKey, loadAwaySeen } from '../../src/renderer/net/storage.js';
import { initialSession, reduceHost } from '../../src/renderer/net/session.js';
import DE from '../../src/shared/i18n/app/de.js';
import FR from '../../src/shared/i18n/app/fr.js';
import ES from '../../src/shared/i18n/app/es.js';
import MG_DE from '../../src/shared/games/megagem/i18n/de.js';
import { MESSAGES } from '../../src/shared/games/megagem/messages.js';
import type { Msg, VisibleLogEntry } from '../../src/shared/engine/types.js';
import type { MadeForYou, SeatOccupant } from '../../src/shared/protocol.js';

const seats: SeatOccupant[] = [
  { kind: 'human', name: 'Ann', colour: '#4363d8', connected: true, ready: false },
  { kind: 'human', name: 'Ben', colour: '#f58231', connected: true, ready: false },
];
const sealed = (n: number, seat: number): VisibleLogEntry => ({ n, msg: { id: 'megagem.sealedBid', params: { seat: { seat } } } });
const log: VisibleLogEntry[] = [sealed(0, 1), sealed(1, 0), sealed(2, 1), sealed(3, 0), sealed(4, 0)];
const made: MadeForYou[] = [
  { moveNo: 1, why: 'timeout', logFrom: 1, logTo: 2 },
  { moveNo: 2, why: 'forced', logFrom: 3, logTo: 4 },
  { moveNo: 3, why: 'standIn', logFrom: 4, logTo: 5 },
];
/** As GameScreen's `text`: the game's catalogue in the reader's language, seats left as {seat:N} tokens for SeatText. */
function textIn(lang: 'en' | 'de'): (m: Msg) => string {
  const t = makeGameTranslate(MESSAGES, lang, lang === 'de' ? MG_DE : {});
  return (m) => t(m.id as keyof typeof MESSAGES, { seat: `{seat:${(m.params?.seat as { seat: number }).seat}}` });
}

/** A localStorage of this test's own (the renderer tests run in Node). */
let saved: Map<string, string>;
beforeEach(() => {
  saved = new Map();
  (globalThis as { localStorage?: unknown }).localStorage = {
    getItem: (k: string) => saved.get(k) ?? null, setItem: (k: string, v: string) => { saved.set(k, v); },
    removeItem: (k: string) => { saved.delete(k); },
  };
});
afterEach(() => { delete (globalThis as { localStorage?: unknown }).localStorage; });

const key = awayKey('10.0.0.2:7531', 'abcd1234', 1, 0);
const panel = (madeForYou: MadeForYou[] | undefined, text = textIn('en'), k = key) =>
  renderToStaticMarkup(<AwayPanel storageKey={k} madeForYou={madeForYou} log={log} text={text} seats={seats} />);

describe('While you were away', () => {
  it('lists each move made while away with its reason and its own log entries; not forced choices; nothing when none', () => {
    expect(panel(undefined)).toBe('');
    expect(panel([made[1]])).toBe('');
    const html = panel(made);
    expect(html).toContain('While you were away');
    expect(html).toContain('The table made 2 moves for you:');
    expect(html).toContain('Your time ran out: a cautious move was made for you');
    expect(html).toContain('A bot played your seat');
    // Each move's own entries (n 1 and 4), Ann's name in place of the seat: not the other entries.
    expect(html.match(/placed a sealed bid/g)).toHaveLength(2);
    expect(html).toContain('Ann');
    expect(html).not.toContain('Ben');
    expect(html).toContain('data-why="timeout"');
    expect(html).toContain('data-why="standIn"');
    expect(html).not.toContain('data-why="forced"');
  });

  it('reads the log entries in the reader\'s language, and the panel\'s words exist in every language', () => {
    expect(panel(made, textIn('de'))).toContain('hat verdeckt geboten.');
    for (const [lang, cat] of [['de', DE], ['fr', FR], ['es', ES]] as const) {
      const t = makeTranslate(lang, cat);
      const en = makeTranslate('en');
      for (const id of ['awayPanel.title', 'awayPanel.timeout', 'awayPanel.standIn', 'awayPanel.dismiss'] as const) expect(t(id)).not.toBe(en(id));
      expect(t('awayPanel.intro', { n: 2 })).toMatch(/2/);
    }
    expect(makeTranslate('de', DE)('awayPanel.title')).toBe('Während du weg warst');
  });

  it('stays until dismissed; a reload does not bring it back; a newer move made for them does (only that one)', () => {
    expect(panel(made)).not.toBe('');
    expect(dismissAway(key, awayMoves(made, loadAwaySeen(key)))).toBe(3);
    // A reload: the same moves from the host, the panel reads what was dismissed.
    expect(panel(made)).toBe('');
    const later = [...made, { moveNo: 7, why: 'timeout' as const, logFrom: 4, logTo: 5 }];
    const html = panel(later);
    expect(html).toContain('The table made 1 move for you:');
    expect(html).not.toContain('A bot played your seat');
    // Another game at the table (or another seat on this device) has its own.
    expect(panel(made, textIn('en'), awayKey('10.0.0.2:7531', 'abcd1234', 2, 0))).toContain('The table made 2 moves for you:');
  });

  it('the session keeps the frame\'s list (only its own seat\'s frames carry one)', () => {
    const s = reduceHost(initialSession, { type: 'state', tableId: 't1', moveNo: 4, view: {}, toAct: [0], log, fullLog: true, result: null, madeForYou: made }, 1000).state;
    expect(s.games.t1.madeForYou).toEqual(made);
    const next = reduceHost(s, { type: 'state', tableId: 't1', moveNo: 5, view: {}, toAct: [0], log: [], fullLog: false, result: null }, 2000).state;
    expect(next.games.t1.madeForYou).toBeUndefined();
  });
});
