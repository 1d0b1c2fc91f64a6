/**
 * Magical Library's catalogue: every id the game's source names exists,
 * every message is used, every pattern parses, names come from the
 * catalogue (the log says "Shared Rooms", never "m1"), and representative
 * illegal moves come back with the right code and id.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { applyMove, playBots, resolveOptions } from '../../../src/shared/engine/engine.js';
import { CARDS, cardName, MODULE_IDS, MODULE_LABELS, moduleName } from '../../../src/shared/games/magical-library/data.js';
import { english, MESSAGES } from '../../../src/shared/games/magical-library/messages.js';
import { def, start } from './helpers.js';

const DIR = 'src/shared/games/magical-library';
const sources = readdirSync(DIR).filter((f) => f.endsWith('.ts') && f !== 'messages.ts' && f !== 'rulesText.ts').map((f) => readFileSync(join(DIR, f), 'utf8'));
const used = new Set(sources.flatMap((src) => [...src.matchAll(/'(magical-library\.[A-Za-z.]+)'/g)].map((m) => m[1])));

describe('Magical Library messages', () => {
  it('every id the source names is in the catalogue, and every message is used', () => {
    expect(used.size).toBeGreaterThan(40);
    for (const id of used) expect(MESSAGES, id).toHaveProperty([id]);
    for (const id of Object.keys(MESSAGES)) expect(used.has(id), `${id} is never used`).toBe(true);
  });

  it('every id is <game>.<camelName> and every pattern parses', () => {
    for (const [id, pattern] of Object.entries(MESSAGES)) {
      expect(id).toMatch(/^magical-library\.[a-z][A-Za-z]*$/);
      expect(() => new IntlMessageFormat(pattern, 'en', undefined, { ignoreTag: true })).not.toThrow();
    }
    expect(def.messages).toBe(MESSAGES);
  });

  it('names come from the catalogue: modules by name, every card readable', () => {
    expect(MODULE_IDS.map((m) => english(moduleName(m).msg))).toEqual([
      'Shared Rooms', 'Variety Scoring', 'Neighbour Cards', 'New Magic Circle Scoring', 'Magic Portals', 'Barrier Cards', 'Extra Cards', 'Golden Wizards',
    ]);
    expect(MODULE_LABELS.m4).toBe('Module 4: New Magic Circle Scoring');
    for (const id of Object.keys(CARDS)) expect(english(cardName(id).msg)).toMatch(/^an? [A-Za-z]/);
    expect(english(start(3, ['m1', 'm2']).log[0].msg)).toBe('A game of Magical Library for 3 players with modules Shared Rooms and Variety Scoring.');
    expect(english(start(2, ['m8']).log[0].msg)).toBe('A game of Magical Library for 2 players with module Golden Wizards.');
    expect(english(start(4).log[0].msg)).toBe('A game of Magical Library for 4 players.');
    const s = start(3);
    expect(s.log.slice(0, 8).map((e) => english(e.msg)).join('\n')).not.toMatch(/\bm[1-8]\b|magical-library\./);
  });

  it('plurals and selects read well', () => {
    expect(english({ id: 'magical-library.circleCount', params: { count: 1 } })).toBe('1 circle');
    expect(english({ id: 'magical-library.circleCount', params: { count: 0 } })).toBe('0 circles');
    expect(english({ id: 'magical-library.placedWizard', params: { seat: { seat: 2 }, golden: 'yes', place: { msg: { id: 'magical-library.place', params: { side: 'on', card: cardName('yellow-circle-1') } } } } })).toBe('{seat:2} placed the golden wizard on a yellow room with a magic circle.');
    expect(english({ id: 'magical-library.place', params: { side: 'left', card: cardName('yellow-circle-1') } })).toBe('to the left of a yellow room with a magic circle');
  });

  it('option checks answer with a message', () => {
    expect(def.validateOptions!({ modules: ['m2', 'm2'] }, 3)).toEqual({ id: 'magical-library.moduleTwice' });
    expect(def.validateOptions!({ modules: ['m2'] }, 3)).toBeNull();
    expect(resolveOptions(def, { modules: ['m9'] }, 3)).toMatchObject({ ok: false, msg: { id: 'engine.optionMulti' } });
  });

  it('representative illegal moves: the engine\'s codes first, then the game\'s', () => {
    const s = start(3);
    expect(applyMove(def, s, 0, { type: 'shuffle' })).toMatchObject({ ok: false, code: 'malformed', id: 'engine.malformed' });
    expect(applyMove(def, s, 5, { type: 'keep' })).toMatchObject({ ok: false, code: 'no_seat', id: 'engine.noSeat' });
    expect(applyMove(def, s, 0, { type: 'place', card: s.hands[0][0], x: 1, y: 0 }))
      .toMatchObject({ ok: false, code: 'illegal', id: 'magical-library.notPlaceStep', message: 'Cards are placed only in step 3 (Place Cards)' });
    expect(applyMove(def, s, 0, { type: 'wizard', x: 0, y: 0 })).toMatchObject({ ok: false, code: 'illegal', id: 'magical-library.notWizardStep' });
    expect(applyMove(def, s, 0, { type: 'distribute', keep: s.hands[0][0] })).toMatchObject({ ok: false, code: 'illegal', id: 'magical-library.notDistributeStep' });
  });

  it('every log entry of whole games renders fully from the catalogue', () => {
    for (const [players, modules] of [[2, ['m8']], [4, [...MODULE_IDS]], [6, []]] as const) {
      const { state } = playBots(def, { players, seed: `render-${players}`, options: { modules: [...modules] }, bots: Array.from({ length: players }, () => 'basic' as const) });
      for (const e of state.log) {
        expect(MESSAGES).toHaveProperty([e.msg.id]);
        expect(english(e.msg).replace(/\{seat:\d\}/g, '')).not.toMatch(/[{}]|magical-library\.|\bm[1-8]\b/);
      }
    }
  });
});
