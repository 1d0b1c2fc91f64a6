/**
 * Each game's catalogues (src/shared/games/<id>/i18n/): German, French and Spanish have every id of the
 * English ones — the engine's log and refusals, the table's own words, and the host's `GameInfo` texts
 * (summary, options, rules screen) — with the same ICU arguments and nothing else, and are translated.
 * The engine's, the table's and the host's own sentences (src/renderer/i18n/shared/) likewise.
 */
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { playBots } from '../../src/shared/engine/engine.js';
import { ENGINE_MESSAGES, formatMsg, type Catalogue } from '../../src/shared/engine/messages.js';
import { GAMES } from '../../src/shared/games/registry.js';
import { HOST_MESSAGES } from '../../src/shared/host-messages.js';
import type { GameCatalogues } from '../../src/shared/i18n/catalogue.js';
import { TABLE_MESSAGES } from '../../src/shared/table-messages.js';
import { infoTexts, loadGameCatalogue, localGameInfo, localSummary, makeGameTranslate } from '../../src/renderer/i18n/games.js';
import { argumentsOf, withoutOther } from '../support/icu.js';

const LANGS = ['de', 'fr', 'es'] as const;
const tables = import.meta.glob<{ default: Catalogue }>('../../src/shared/games/*/i18n/en.ts', { eager: true });
const catalogues = import.meta.glob<{ catalogues: GameCatalogues }>('../../src/shared/games/*/i18n/index.ts', { eager: true });

function englishOf(game: (typeof GAMES)[number]): Catalogue {
  const en = catalogues[`../../src/shared/games/${game.id}/i18n/index.ts`]?.catalogues.en ?? {};
  return { ...game.messages, ...en, ...Object.fromEntries(infoTexts(game)) };
}

/** Whether a catalogue has exactly the English ids, each with the English arguments (a list of what is wrong). */
function mismatches(english: Catalogue, other: Catalogue): string[] {
  const wrong: string[] = [];
  for (const id of Object.keys(english)) {
    if (!(id in other)) wrong.push(`missing ${id}`);
    else if (argumentsOf(other[id]).join() !== argumentsOf(english[id]).join()) wrong.push(`arguments of ${id}`);
  }
  for (const id of Object.keys(other)) if (!(id in english)) wrong.push(`unknown ${id}`);
  return wrong;
}

/** Ids left in English (a few words are the same in both languages: names, "Treasure"…; a catalogue left in English is not). */
function untranslated(english: Catalogue, other: Catalogue): string[] {
  return Object.keys(english).filter((id) => other[id] === english[id] && /[a-z]{4}.*\s.*[a-z]{4}/.test(english[id]));
}

describe('the engine’s, the table’s and the host’s sentences', () => {
  const english: Catalogue = { ...ENGINE_MESSAGES, ...TABLE_MESSAGES, ...HOST_MESSAGES };
  for (const lang of LANGS) {
    it(`${lang} has every id with the same arguments, translated`, async () => {
      const cat = await loadGameCatalogue(null, lang);
      expect(mismatches(english, cat)).toEqual([]);
      expect(untranslated(english, cat)).toEqual([]);
      expect(withoutOther(cat)).toEqual([]);
    });
  }
});

describe.each(GAMES.map((g) => [g.id, g] as const))('%s', (id, game) => {
  const english = englishOf(game);

  it('has the table’s English catalogue (i18n/en.ts) with ids of the game', () => {
    const table = tables[`../../src/shared/games/${id}/i18n/en.ts`]?.default;
    expect(table, `src/shared/games/${id}/i18n/en.ts`).toBeDefined();
    for (const key of Object.keys(table!)) expect(key.startsWith(`${id}.`), key).toBe(true);
    expect(withoutOther(english)).toEqual([]);
  });

  for (const lang of LANGS) {
    it(`${lang} has every id of the English catalogues with the same arguments, and is translated`, async () => {
      const shared = await loadGameCatalogue(null, lang);
      const all = await loadGameCatalogue(id, lang);
      const own = Object.fromEntries(Object.entries(all).filter(([k]) => !(k in shared) || k.startsWith(`${id}.`)));
      expect(mismatches(english, own)).toEqual([]);
      const left = untranslated(english, own);
      expect(left.length, `${lang}: ${left.join(', ')}`).toBeLessThan(Object.keys(english).length * 0.05);
      expect(withoutOther(own)).toEqual([]);
    });

    it(`${lang}: the rules screen and options read in ${lang}`, async () => {
      const lookup = await loadGameCatalogue(id, lang);
      const local = localGameInfo({ ...game, options: game.options, rules: game.rules }, lang, lookup);
      expect(local.rules.map((s) => s.title)).not.toEqual(game.rules.map((s) => s.title));
      expect(local.summary).not.toBe(game.summary);
      expect(local.rules).toHaveLength(game.rules.length);
    });

    it(`${lang}: the lobby’s summary is in the game’s definition, translated, with no catalogue loaded`, () => {
      const summary = game.summaries?.[lang];
      expect(summary, `src/shared/games/${id}/index.ts: summaries.${lang}`).toBeTruthy();
      expect(summary).not.toBe(game.summary);
      expect(localSummary(game, lang)).toBe(summary);
      expect(localGameInfo({ ...game, options: [], rules: [] }, lang, {}).summary).toBe(summary);
    });
  }

  it('reads its summary, options and rules in the pseudo-locale: every letter accented, no quote marks added', () => {
    const local = localGameInfo({ ...game, options: game.options, rules: game.rules }, 'en-XA', {});
    const texts: [string, string][] = [[game.summary, local.summary], ...game.rules.flatMap((s, i) => [
      [s.title, local.rules[i].title] as [string, string], ...s.paragraphs.map((p, j) => [p, local.rules[i].paragraphs[j]] as [string, string])])];
    for (const [en, xa] of texts) {
      expect(xa.startsWith("'"), xa).toBe(en.startsWith("'"));
      expect(xa, en).not.toMatch(/[a-z]{3}/);
      expect(xa.length).toBeGreaterThan(en.length);
    }
    expect(localSummary(game, 'en-XA')).toBe(local.summary);
  });

  it('its final score lines carry their words as messages (the host sends ids, never sentences), rendered in each language', async () => {
    const players = Math.min(game.maxPlayers, game.minPlayers + 1);
    const played = playBots(game, { players, seed: `words-${id}`, bots: Array(players).fill('basic') });
    const result = game.result(played.state)!;
    expect(result).not.toBeNull();
    for (const lang of LANGS) {
      const lookup = await loadGameCatalogue(id, lang);
      for (const seat of result.seats) {
        for (const line of seat.breakdown) {
          expect(line.label, `${id}: ${line.category}`).toBeDefined();
          const heading = formatMsg(line.label!, (k) => lookup[k], { locale: lang });
          expect(heading, `${lang} ${line.label!.id}`).not.toMatch(/^[a-z-]+\.[A-Za-z.]+$/);
          if (line.about) expect(formatMsg(line.about, (k) => lookup[k], { locale: lang })).not.toMatch(/^[a-z-]+\.[A-Za-z.]+$/);
        }
        if (seat.note) expect(seat.noteMsg, `${id}: note "${seat.note}"`).toBeDefined();
      }
    }
  });

  it('every pattern in every language is valid ICU MessageFormat', async () => {
    for (const lang of LANGS) {
      const lookup = await loadGameCatalogue(id, lang);
      for (const [msgId, pattern] of Object.entries(lookup)) expect(() => new IntlMessageFormat(pattern, lang), `${lang} ${msgId}`).not.toThrow();
    }
  });
});

describe('a table’s own words', () => {
  it('pseudo-locale stretches, English falls back, a translation wins', () => {
    const en = { 'x.ui.hello': 'Hello {name}' };
    expect(makeGameTranslate(en, 'en')('x.ui.hello', { name: 'Ann' })).toBe('Hello Ann');
    expect(makeGameTranslate(en, 'de', { 'x.ui.hello': 'Hallo {name}' })('x.ui.hello', { name: 'Ann' })).toBe('Hallo Ann');
    expect(makeGameTranslate(en, 'de', {})('x.ui.hello', { name: 'Ann' })).toBe('Hello Ann');
    expect(makeGameTranslate(en, 'en-XA')('x.ui.hello', { name: 'Ann' })).toMatch(/^Ĥéľľö .*Ann$/);
  });
});
