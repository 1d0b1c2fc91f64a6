/**
 * Magic Market's catalogue: every id the game's source names exists, every
 * message is used, every pattern parses and renders, names agree with the
 * data, and representative illegal moves come back with the right code and id.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { applyMove, playBots } from '../../../src/shared/engine/engine.js';
import { SYSTEM } from '../../../src/shared/engine/types.js';
import { LANDMARKS, landmarkName, OBJECTS, objectName, PRICE_COLOURS, priceColourName } from '../../../src/shared/games/magic-market/data.js';
import { magicMarket } from '../../../src/shared/games/magic-market/index.js';
import { english, MESSAGES } from '../../../src/shared/games/magic-market/messages.js';
import { market } from './helpers.js';

const DIR = 'src/shared/games/magic-market';
const sources = readdirSync(DIR).filter((f) => f.endsWith('.ts') && f !== 'messages.ts' && f !== 'rulesText.ts').map((f) => readFileSync(join(DIR, f), 'utf8'));
/** Ids written out in the source. */
const literal = new Set(sources.flatMap((src) => [...src.matchAll(/'(magic-market\.[A-Za-z.]+)'/g)].map((m) => m[1])));
/** Names reached through the data (built from a template in data.ts). */
const names = new Set([
  ...OBJECTS.map((o) => objectName(o.id).msg.id),
  ...PRICE_COLOURS.map((c) => priceColourName(c).msg.id),
  ...LANDMARKS.map((l) => landmarkName(l).msg.id),
]);

describe('Magic Market messages', () => {
  it('every id the source names is in the catalogue', () => {
    expect(literal.size).toBeGreaterThan(40);
    for (const id of [...literal, ...names]) expect(MESSAGES, id).toHaveProperty([id]);
  });

  it('every message in the catalogue is used', () => {
    for (const id of Object.keys(MESSAGES)) expect(literal.has(id) || names.has(id), `${id} is never used`).toBe(true);
  });

  it('every id is <game>.<camelName> and every pattern parses', () => {
    for (const [id, pattern] of Object.entries(MESSAGES)) {
      expect(id).toMatch(/^magic-market\.[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)?$/);
      expect(() => new IntlMessageFormat(pattern, 'en', undefined, { ignoreTag: true })).not.toThrow();
    }
    expect(magicMarket.messages).toBe(MESSAGES);
  });

  it('names agree with the data, and plurals and selects read well', () => {
    for (const o of OBJECTS) expect(english(objectName(o.id).msg)).toBe(o.name);
    expect(english({ id: 'magic-market.rolledMovement', params: { seat: { seat: 0 }, notches: 1 } })).toBe('{seat:0} rolled a 1.');
    expect(english({ id: 'magic-market.rolledMovement', params: { seat: { seat: 2 }, notches: 3 } })).toBe('{seat:2} rolled a 3.');
    expect(english({ id: 'magic-market.clockMoves', params: { seat: { seat: 1 }, hour: 11 } })).toBe('It is now 11 o\'clock.');
    // A sale says who bought (a Visitor, never which) and what the Price die showed, as a person says it at the table.
    expect(english({ id: 'magic-market.soldToVisitor', params: { seat: { seat: 0 }, object: objectName(OBJECTS[2].id), dragos: 1, colour: priceColourName('green') } }))
      .toBe('{seat:0} sold the Loki Plush to a Visitor for 1 Drago (Price die: green).');
    expect(english({ id: 'magic-market.dealt', params: { first: { seat: 1 }, timeMaster: { seat: 0 }, hour: 10 } }))
      .toBe('{seat:1} holds the dice and plays first; {seat:0} is the Time Master. The clock shows 10 o\'clock.');
    const closing = (short: string) => english({ id: 'magic-market.closingPrice', params: {
      buyer: { seat: 0 }, seller: { seat: 1 }, colour: priceColourName('red'), object: objectName(OBJECTS[2].id), price: 6, short, paid: 2,
    } });
    expect(closing('no')).toBe('{seat:0} rolled red: the Loki Plush from {seat:1} costs 6 Dragos.');
    expect(closing('yes')).toBe('{seat:0} rolled red: the Loki Plush from {seat:1} costs 6 Dragos; short of money, {seat:0} pays all they have: 2 Dragos.');
    const oneDrago = english({ id: 'magic-market.closingPrice', params: {
      buyer: { seat: 0 }, seller: { seat: 1 }, colour: priceColourName('green'), object: objectName(OBJECTS[2].id), price: 1, short: 'yes', paid: 1,
    } });
    expect(oneDrago).toBe('{seat:0} rolled green: the Loki Plush from {seat:1} costs 1 Drago; short of money, {seat:0} pays all they have: 1 Drago.');
    expect(english({ id: 'magic-market.magicianLists', params: { count: 2, lists: '1, 3' } })).toBe('lists 1, 3');
  });

  it('the opening log names the Stands\' Objects from the catalogue', () => {
    const s = market(2);
    const shown = s.log.filter((e) => e.msg.id === 'magic-market.standShown').map((e) => english(e.msg));
    expect(shown[0]).toBe(`{seat:0}’s Stand: ${OBJECTS.slice(0, 6).map((o) => o.name).slice(0, 5).join(', ')}, and ${OBJECTS[5].name}.`);
  });

  it('representative illegal moves: the engine\'s codes first, then the game\'s', () => {
    const start = magicMarket.setup(3, { variant: false }, 'codes');
    expect(applyMove(magicMarket, start, 0, { type: 'roll' })).toMatchObject({ ok: false, code: 'wait', id: 'engine.wait' });
    expect(applyMove(magicMarket, start, 0, { type: 'fly' })).toMatchObject({ ok: false, code: 'malformed', id: 'engine.malformed' });
    expect(applyMove(magicMarket, start, 7, { type: 'roll' })).toMatchObject({ ok: false, code: 'no_seat', id: 'engine.noSeat' });
    const s = market(3);
    const other = (s.current + 1) % 3;
    expect(applyMove(magicMarket, s, other, { type: 'roll' })).toMatchObject({ ok: false, code: 'not_your_turn', id: 'engine.notYourTurn' });
    expect(applyMove(magicMarket, s, SYSTEM, { type: 'hide' })).toMatchObject({ ok: false, code: 'illegal', id: 'engine.noSystemMove' });
    expect(applyMove(magicMarket, s, s.current, { type: 'reveal', landmark: 'cat' })).toMatchObject({ ok: false, code: 'illegal', id: 'magic-market.rollFirst', message: 'Roll the Movement die first' });
    expect(applyMove(magicMarket, s, s.current, { type: 'offer', object: s.stands[other][0], price: 'red' })).toMatchObject({ ok: false, code: 'illegal', id: 'magic-market.offerOnlyWithPal' });
    expect(applyMove(magicMarket, s, s.current, { type: 'visit', seller: other })).toMatchObject({ ok: false, code: 'illegal', id: 'magic-market.notVisiting' });
    expect(applyMove(magicMarket, s, s.current, { type: 'hide' })).toMatchObject({ ok: false, code: 'illegal', id: 'magic-market.onlyTableHides' });
  });

  it('every log entry of whole games renders fully from the catalogue', () => {
    for (const [players, variant] of [[2, false], [3, true], [4, false]] as const) {
      const { state } = playBots(magicMarket, { players, seed: `render-${players}`, options: { variant }, bots: Array.from({ length: players }, () => 'basic' as const) });
      for (const e of state.log) {
        expect(MESSAGES).toHaveProperty([e.msg.id]);
        const text = english(e.msg);
        expect(text.replace(/\{seat:\d\}/g, '')).not.toMatch(/[{}]|magic-market\./);
      }
    }
  });
});
