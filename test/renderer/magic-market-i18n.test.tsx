/** Magic Market's table reads its words from its catalogues: English by default, the reader's language when given. */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { makeGameTranslate } from '../../src/renderer/i18n/games.js';
import { MESSAGES } from '../../src/shared/games/magic-market/messages.js';
import UI_EN from '../../src/shared/games/magic-market/i18n/en.js';
import DE from '../../src/shared/games/magic-market/i18n/de.js';
import FR from '../../src/shared/games/magic-market/i18n/fr.js';
import { MarketText, objectNameOf } from '../../src/renderer/games/magic-market/i18n/index.js';
import { ObjectTile } from '../../src/renderer/games/magic-market/ObjectTile.js';
import { MovementDie, PriceDie } from '../../src/renderer/games/magic-market/Dice.js';
import { Clock } from '../../src/renderer/games/magic-market/Market.js';
import { CATEGORIES, OBJECTS } from '../../src/shared/games/magic-market/data.js';
import ES from '../../src/shared/games/magic-market/i18n/es.js';

const EN = { ...MESSAGES, ...UI_EN };
const SOFT_HYPHEN = /\u00ad/g;

function inLanguage(lang: 'en' | 'de' | 'fr', node: React.ReactElement): string {
  const lookup = lang === 'de' ? DE : lang === 'fr' ? FR : {};
  return renderToStaticMarkup(<MarketText.Provider value={makeGameTranslate(EN, lang, lookup)}>{node}</MarketText.Provider>).replace(SOFT_HYPHEN, '');
}

describe('Magic Market’s table in the reader’s language', () => {
  const lantern = OBJECTS.find((o) => o.name === 'Self-Lighting Lantern')!;

  it('every Object has a name in the catalogue', () => {
    for (const o of OBJECTS) expect(EN[objectNameOf(o.id)]).toBe(o.name);
  });

  it('an Object tile: English by default (name, category, prices), German and French when read so', () => {
    const tile = <ObjectTile id={lantern.id} onPick={() => {}} />;
    const en = renderToStaticMarkup(tile);
    expect(en).toContain('Self-Lighting Lantern');
    expect(en).toContain('Essential objects');
    expect(en).toContain('<span class="sr-only">prices 2, 3, 6</span>');
    const de = inLanguage('de', tile);
    expect(de).toContain('Selbstleuchtende Laterne');
    expect(de).toContain('Nützliches');
    expect(de).toContain('<span class="sr-only">Preise 2, 3, 6</span>');
    expect(inLanguage('fr', tile)).toContain('Lanterne qui s’allume seule');
  });

  it('the dice and the clock', () => {
    expect(renderToStaticMarkup(<PriceDie value="blue" />)).toContain('Price die: blue');
    expect(inLanguage('de', <PriceDie value="blue" />)).toContain('Preiswürfel: blau');
    expect(inLanguage('de', <MovementDie value={3} />)).toContain('Bewegungswürfel: 3');
    expect(renderToStaticMarkup(<Clock hour={15} closing={17} />)).toContain('Clock: 3 o&#x27;clock; the market closes at 5');
    expect(inLanguage('fr', <Clock hour={15} closing={17} />)).toContain('Horloge\u00a0: 3\u00a0h');
    // The hour's number and its « h » never part at a line's end ("fermeture à 5" / "h" on a phone).
    expect(inLanguage('fr', <Clock hour={15} closing={17} />)).toContain('ferme à 5\u00a0h');
  });

  it('a narrow tile breaks a long category at a soft hyphen, its shape kept with the word (no "☆" alone on a line)', () => {
    // A word of more than 11 letters does not fit a phone's tile (three to a row at 390 px) beside its shape.
    for (const [lang, cat] of [['de', DE], ['fr', FR], ['es', ES], ['en', UI_EN]] as const) {
      for (const c of CATEGORIES) {
        const words = (cat as Record<string, string>)[`magic-market.ui.category.${c}`].split(' ');
        for (const w of words) if (w.replace(SOFT_HYPHEN, '').length > 11) expect(w, `${lang} ${c}`).toMatch(SOFT_HYPHEN);
      }
    }
    const mask = OBJECTS.find((o) => o.category === 'disguises')!;
    const de = renderToStaticMarkup(<MarketText.Provider value={makeGameTranslate(EN, 'de', DE)}><ObjectTile id={mask.id} /></MarketText.Provider>);
    expect(de).toContain('</svg>\u00a0Ver\u00adklei\u00addungen</span>');
  });
});

