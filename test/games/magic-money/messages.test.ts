/** Magic Money's one catalogue: every id the game says is in it, every entry is said, every pattern parses and renders. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { formatMsg } from '../../../src/shared/engine/messages.js';
import { playBots } from '../../../src/shared/engine/engine.js';
import { CREATURES } from '../../../src/shared/games/magic-money/data.js';
import { MESSAGES, english } from '../../../src/shared/games/magic-money/messages.js';
import { auction, deal, def, others, refused, withOffer } from './helpers.js';

const DIR = join(__dirname, '../../../src/shared/games/magic-money');
const sources = readdirSync(DIR).filter((f) => f.endsWith('.ts') && f !== 'messages.ts').map((f) => readFileSync(join(DIR, f), 'utf8'));
const used = new Set(sources.flatMap((src) => [...src.matchAll(/'(magic-money\.[A-Za-z0-9]+)'/g)].map((m) => m[1])));

describe('Magic Money messages', () => {
  it('every id the source uses is in the catalogue, and every catalogue id is used', () => {
    const ids = Object.keys(MESSAGES);
    expect([...used].filter((id) => !(id in MESSAGES))).toEqual([]);
    expect(ids.filter((id) => !used.has(id))).toEqual([]);
    expect(ids.every((id) => /^magic-money\.[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(def.messages).toBe(MESSAGES);
  });

  it('every pattern parses as ICU MessageFormat', () => {
    for (const [id, pattern] of Object.entries(MESSAGES))
      expect(() => new IntlMessageFormat(pattern, 'en', undefined, { ignoreTag: true }), id).not.toThrow();
  });

  it('creature names come from the catalogue; apostrophes and amounts render as English expects', () => {
    expect(CREATURES.map((c) => english(c.nameMsg))).toEqual(CREATURES.map((c) => c.name));
    expect(CREATURES[0].name).toBe('Moonmoth');
    const m = { id: 'magic-money.forged', params: { seat: { seat: 1 }, creature: { msg: CREATURES[5].nameMsg }, amount: { num: '12345678901234567890' }, rival: { seat: 2 } } };
    expect(english(m)).toBe("{seat:1}'s Puddle Kraken copies 12,345,678,901,234,567,890 onto {seat:2}'s Private side.");
    // Amounts are grouped in the reader's locale.
    expect(formatMsg(m, MESSAGES, { locale: 'de' })).toContain('12.345.678.901.234.567.890');
  });

  it('every log entry of whole games renders from the catalogue, with no id or parameter left raw', () => {
    for (const players of [3, 6]) {
      const { state } = playBots(def, { players, seed: `msgs${players}`, bots: Array(players).fill('random') });
      for (const e of state.log) for (const m of [e.msg, ...(e.others ? [e.others] : [])]) {
        expect(m.id in MESSAGES, m.id).toBe(true);
        expect(english(m)).not.toMatch(/magic-money\.|\{(?!seat:\d)|undefined|NaN|\[object/);
      }
    }
  });

  it('refuses illegal moves with the code "illegal" and the game\'s message id', () => {
    let s = deal(4, 'codes');
    expect(refused(s, s.active, { type: 'open', amount: '2' })).toMatchObject({ ok: false, code: 'illegal', id: 'magic-money.openExactlyOne' });
    expect(refused(s, s.active, { type: 'announce', winner: 0 })).toMatchObject({ code: 'illegal', id: 'magic-money.notResolving' });
    expect(refused(s, s.active, { type: 'forge', rival: 0 })).toMatchObject({ code: 'illegal', id: 'magic-money.noForge' });
    expect(refused(s, others(s)[0], { type: 'bid', amount: '3' })).toMatchObject({ code: 'not_your_turn', id: 'engine.notYourTurn' });
    // A forge with a bad target: the adopter chooses themself.
    s = withOffer(s, CREATURES.find((c) => c.ability?.kind === 'forge')!.id);
    const [a] = others(s);
    s = auction(s, '1', others(s).map((seat) => (seat === a ? '9' : '2')));
    expect(s.phase).toBe('ability');
    expect(refused(s, a, { type: 'forge', rival: a })).toMatchObject({ code: 'illegal', id: 'magic-money.chooseRival', params: { rival: a } });
    expect(refused(s, a, { type: 'crossOut', entry: 0 })).toMatchObject({ code: 'illegal', id: 'magic-money.noCrossOut' });
  });

  it('an opening over the cap names the cap, grouped', () => {
    let s = deal(3, 'cap');
    s = { ...s, lastWin: '57390000' };
    expect(refused(s, s.active, { type: 'open', amount: '5739001' })).toMatchObject({
      code: 'illegal', id: 'magic-money.openOverCap', params: { cap: { num: '5739000' } },
      message: 'The opening bid can be at most 5,739,000, one tenth of the last winning bid',
    });
  });
});
