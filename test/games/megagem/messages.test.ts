/** MegaGem's one catalogue: every id the game says is in it, every entry is said, every pattern parses and renders. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { playBots } from '../../../src/shared/engine/engine.js';
import type { BotLevel } from '../../../src/shared/engine/types.js';
import megagem from '../../../src/shared/games/megagem/index.js';
import { MESSAGES, english } from '../../../src/shared/games/megagem/messages.js';
import { arrange, bidAll, refusal } from './fixtures.js';

const DIR = join(__dirname, '../../../src/shared/games/megagem');
const sources = readdirSync(DIR).filter((f) => f.endsWith('.ts') && f !== 'messages.ts').map((f) => readFileSync(join(DIR, f), 'utf8'));
const used = new Set(sources.flatMap((src) => [...src.matchAll(/'(megagem\.[A-Za-z0-9]+)'/g)].map((m) => m[1])));

describe('MegaGem messages', () => {
  it('every id the source uses is in the catalogue, and every catalogue id is used', () => {
    const ids = Object.keys(MESSAGES);
    expect([...used].filter((id) => !(id in MESSAGES))).toEqual([]);
    expect(ids.filter((id) => !used.has(id))).toEqual([]);
    expect(ids.every((id) => /^megagem\.[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(megagem.messages).toBe(MESSAGES);
  });

  it('every pattern parses as ICU MessageFormat', () => {
    for (const [id, pattern] of Object.entries(MESSAGES))
      expect(() => new IntlMessageFormat(pattern, 'en', undefined, { ignoreTag: true }), id).not.toThrow();
  });

  it('plurals say "1 coin", not "1 coins"', () => {
    const s = arrange({ auction: 'gem1', coins: [1, 25, 25, 25], hands: [['green'], ['green'], ['green'], ['green']] });
    expect(refusal(s, 0, { type: 'bid', amount: 2 }).message).toBe('You cannot bid more than your 1 coin');
    expect(english({ id: 'megagem.finishes', params: { seat: { seat: 2 }, total: 1 } })).toBe('{seat:2} finishes with 1 coin.');
  });

  it('every log entry of a whole game renders from the catalogue, with no id or parameter left raw', () => {
    for (const players of [3, 4, 5]) {
      const { state } = playBots(megagem, { players, seed: `msgs${players}`, bots: Array(players).fill('random') });
      for (const e of state.log) for (const m of [e.msg, ...(e.others ? [e.others] : [])]) {
        expect(m.id in MESSAGES, m.id).toBe(true);
        expect(english(m)).not.toMatch(/megagem\.|\{(?!seat:\d)|undefined|NaN/);
      }
    }
  });

  it('refuses illegal moves with the code "illegal" and the game\'s message id', () => {
    let s = arrange({ auction: 'loan20', coins: [12, 25, 25, 25], hands: [['green'], ['green'], ['green'], ['green']] });
    expect(refusal(s, 0, { type: 'bid', amount: 33 })).toMatchObject({ ok: false, code: 'illegal', id: 'megagem.bidOverLoan' });
    expect(refusal(s, 0, { type: 'reveal', gem: 0 })).toMatchObject({ code: 'illegal', id: 'megagem.nothingToReveal' });
    s = bidAll(arrange({ auction: 'gem1', row: ['blue', 'pink'], hands: [['purple'], ['green'], ['green'], ['green']] }), [5, 0, 0, 0]);
    expect(s.phase).toBe('reveal');
    expect(refusal(s, 0, { type: 'reveal', gem: s.hands[1][0] })).toMatchObject({ code: 'illegal', id: 'megagem.notInHand' });
    expect(refusal(s, 0, { type: 'bid', amount: 1 })).toMatchObject({ code: 'illegal', id: 'megagem.biddingClosed' });
    expect(refusal(s, 1, { type: 'reveal', gem: s.hands[1][0] })).toMatchObject({ code: 'not_your_turn', id: 'engine.notYourTurn' });
  });
});

describe('score lines in English', () => {
  it('say in words exactly what their messages say (lists of missions and investments included)', () => {
    let lists = 0;
    for (let g = 0; g < 40; g++) {
      const { result } = playBots(megagem, { players: 3 + (g % 3), seed: `words:${g}`, bots: ['basic', 'random', 'basic', 'random', 'basic'].slice(0, 3 + (g % 3)) as BotLevel[] });
      for (const seat of result.seats) for (const line of seat.breakdown) {
        if (!line.about) continue;
        expect(line.detail).toBe(english(line.about));
        if (line.about.id === 'megagem.list') lists++;
      }
    }
    expect(lists).toBeGreaterThan(20);
  });
});
