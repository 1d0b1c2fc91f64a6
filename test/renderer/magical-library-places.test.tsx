/**
 * Magical Library names places as people do (issue 32): a hand card by what it is, a place by a card beside it ("to
 * the right of a yellow room with a magic circle"), a wizard's place by the card it goes on; never by coordinates.
 * The table's places and the log share one naming (places.ts); a whole seeded game's log, in each of the four
 * languages, holds no coordinate.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { LibraryGrid } from '../../src/renderer/games/magical-library/LibraryGrid.js';
import { LibraryTexts, libraryTexts } from '../../src/renderer/games/magical-library/i18n/index.js';
import { loadGameCatalogue } from '../../src/renderer/i18n/games.js';
import { ENGINE_MESSAGES, formatMsg, type Catalogue } from '../../src/shared/engine/messages.js';
import { playBots } from '../../src/shared/engine/engine.js';
import { cardById, CARDS, cardName, MODULE_IDS } from '../../src/shared/games/magical-library/data.js';
import { english, MESSAGES } from '../../src/shared/games/magical-library/messages.js';
import { magicalLibrary } from '../../src/shared/games/magical-library/index.js';
import { placeNeighbour } from '../../src/shared/games/magical-library/places.js';

const LANGS = ['en', 'de', 'fr', 'es'] as const;
const lookups = Object.fromEntries(await Promise.all(LANGS.map(async (l) => [l, await loadGameCatalogue('magical-library', l)] as const))) as Record<(typeof LANGS)[number], Catalogue>;

const card = cardById('yellow-circle-1');
const labels = (mode: 'card' | 'wizard', targets: { x: number; y: number }[], lang: (typeof LANGS)[number] = 'en', cards = [{ x: 0, y: 0, card }]) =>
  [...renderToStaticMarkup(
    <LibraryTexts.Provider value={libraryTexts(lang, lookups[lang])}>
      <LibraryGrid label="Your library" cards={cards} wizards={[]} mode={mode} targets={targets} height={300} />
    </LibraryTexts.Provider>,
  ).matchAll(/class="ml-target[^"]*"[^>]*aria-label="([^"]+)"/g)].map((m) => m[1].replace(/&#x27;|&#39;/g, '\''));

const COORDS = /\(?-?\d+, ?-?\d+\)?/;

describe('places named by their neighbours', () => {
  it('a card place says which card it is next to, and on which side', () => {
    const said = labels('card', [{ x: 1, y: 0 }, { x: -1, y: 0 }, { x: 0, y: -1 }, { x: 0, y: 1 }]);
    expect(said).toEqual([
      'Place the card to the right of a yellow room with a magic circle',
      'Place the card to the left of a yellow room with a magic circle',
      'Place the card above a yellow room with a magic circle',
      'Place the card below a yellow room with a magic circle',
    ]);
  });

  it('a wizard\'s place is the card it goes on', () => {
    expect(labels('wizard', [{ x: 0, y: 0 }])[0]).toBe('Place the wizard on a yellow room with a magic circle');
  });

  it('in every language, from the same catalogue as the log', () => {
    expect(labels('card', [{ x: 1, y: 0 }], 'de')[0]).toBe('Die Karte rechts neben einen Raum in Gelb mit einem Zauberkreis auslegen');
    expect(labels('card', [{ x: 0, y: -1 }], 'fr')[0]).toBe('Placer la carte au-dessus d’une salle jaune avec un cercle magique');
    expect(labels('wizard', [{ x: 0, y: 0 }], 'es')[0]).toBe('Colocar el mago sobre una sala amarilla con un círculo mágico');
  });

  it('a place beside several cards is named by one whose name no other card of the library has', () => {
    const twin = cardById(Object.keys(CARDS).find((id) => id !== card.id && english(cardName(id).msg) === english(cardName(card.id).msg))!);
    const portal = cardById(Object.keys(CARDS).find((id) => CARDS[id].kind === 'portal')!);
    // (1, 0) has the yellow room to its left and the portal below; another yellow room with a circle is at (-1, 0).
    const cards = [{ x: 0, y: 0, card }, { x: 1, y: 1, card: portal }, { x: -1, y: 0, card: twin }];
    expect(labels('card', [{ x: 1, y: 0 }], 'en', cards)[0]).toBe('Place the card above a Magic Portal');
    const at = new Map(cards.map((c) => [`${c.x},${c.y}`, c.card.id]));
    expect(placeNeighbour((x, y) => at.get(`${x},${y}`), at.values(), 1, 0, 'card')).toEqual({ side: 'above', card: portal.id });
    expect(placeNeighbour((x, y) => at.get(`${x},${y}`), at.values(), 5, 5, 'card')).toBeNull();
  });

  it('French names start with a vowel (un, une): the places elide "de" before them (à droite d’une salle)', () => {
    for (const id of Object.keys(CARDS)) expect(formatMsg(cardName(id).msg, (i) => lookups.fr[i] ?? (MESSAGES as Catalogue)[i])).toMatch(/^une? /);
  });

  it('a whole seeded game\'s log, in each language, names no place by coordinates', () => {
    const { state } = playBots(magicalLibrary, { players: 4, seed: 'places-log', options: { modules: [...MODULE_IDS] }, bots: ['basic', 'basic', 'basic', 'basic'] });
    const placed = state.log.filter((e) => e.msg.id === 'magical-library.placedCard' || e.msg.id === 'magical-library.placedWizard');
    expect(placed.length).toBeGreaterThan(60);
    for (const lang of LANGS) {
      const find = (id: string) => lookups[lang][id] ?? (MESSAGES as Catalogue)[id] ?? (ENGINE_MESSAGES as Catalogue)[id];
      const lines = state.log.map((e) => formatMsg(e.msg, find, { locale: lang }));
      for (const line of lines) expect(line, `${lang}: ${line}`).not.toMatch(COORDS);
      const said = placed.map((e) => formatMsg(e.msg, find, { locale: lang }));
      const side = { en: /(to the (right|left) of|above|below|on) an? /, de: /(rechts neben|links neben|über|unter|auf) (ein|eine|einen) /, fr: /(à droite d’|à gauche d’|au-dessus d’|sous |sur )une? /, es: /(a la derecha de|a la izquierda de|encima de|debajo de|sobre) una? / }[lang];
      for (const line of said) expect(line, `${lang}: ${line}`).toMatch(side);
    }
    expect(formatMsg(placed[0].msg, (id) => (MESSAGES as Catalogue)[id])).toMatch(/^\{seat:\d\} placed an? .+ (to the (right|left) of|above|below) an? .+\.$/);
  });
});
