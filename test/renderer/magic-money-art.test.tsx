/**
 * Magic Money's art and player aid: each of the 21 creatures has its own drawing, and the drawing shows the
 * card's horns, wings and heart halves (counted here on the picture); the player aid draws the goal, the four
 * steps of an auction and the scoring, in the reader's language.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { CREATURES } from '../../src/shared/games/magic-money/data.js';
import { MESSAGES } from '../../src/shared/games/magic-money/messages.js';
import { creatureView } from '../../src/shared/games/magic-money/view.js';
import { CreatureDrawing } from '../../src/renderer/games/magic-money/creatures.js';
import { CreatureCard, CreatureChip } from '../../src/renderer/games/magic-money/CreatureArt.js';
import MagicMoneyAid, { AidContent } from '../../src/renderer/games/magic-money/Aid.js';
import { MoneyText } from '../../src/renderer/games/magic-money/i18n/index.js';
import UI_EN from '../../src/shared/games/magic-money/i18n/en.js';
import DE from '../../src/shared/games/magic-money/i18n/de.js';
import { makeGameTranslate } from '../../src/renderer/i18n/games.js';
import { meta } from '../../src/renderer/games/magic-money/meta.js';
import { PALETTES } from '../../src/renderer/games/magic-money/palette.js';

const en = makeGameTranslate({ ...MESSAGES, ...UI_EN }, 'en');
const de = makeGameTranslate({ ...MESSAGES, ...UI_EN }, 'de', DE);

/** The direct child elements of the element whose opening tag contains `marker`. */
function children(html: string, marker: string): string[] {
  const at = html.indexOf(marker);
  if (at < 0) return [];
  const tag = /<(\/?)([a-z]+)[^>]*?(\/?)>/g;
  tag.lastIndex = html.lastIndexOf('<', at);
  tag.exec(html); // the group's own opening tag
  const out: string[] = [];
  let depth = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    const [, close, name, self] = m;
    if (close) { if (depth === 0) break; depth--; continue; }
    if (depth === 0) out.push(name);
    if (!self) depth++;
  }
  return out;
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('Magic Money creature art', () => {
  it('draws every creature with its own picture, showing its horns, wings and heart halves', () => {
    const bare = new Set<string>();
    for (const c of CREATURES) {
      const html = renderToStaticMarkup(<svg><CreatureDrawing c={creatureView(c.id)} /></svg>);
      expect(children(html, 'class="mm-horns"'), `${c.name} horns`).toHaveLength(c.horns);
      expect(children(html, 'class="mm-wings"'), `${c.name} wings`).toHaveLength(c.wings);
      const hearts = children(html, 'class="mm-hearts"');
      expect(hearts, `${c.name} hearts`).toHaveLength(c.leftHearts + c.rightHearts);
      expect((html.match(/d="M12 21 L2.5 11/g) ?? []).length, `${c.name} left halves`).toBe(c.leftHearts);
      expect((html.match(/d="M12 21 L21.5 11/g) ?? []).length, `${c.name} right halves`).toBe(c.rightHearts);
      // Without its attributes the drawing is still its own (no two creatures share a body).
      bare.add(renderToStaticMarkup(<svg><CreatureDrawing c={{ id: c.id, horns: 0, wings: 0, leftHearts: 0, rightHearts: 0 }} /></svg>));
    }
    expect(bare.size).toBe(21);
  });

  it('a card and a chip are focusable, named, and explain themselves (name, numbers, ability)', () => {
    const hydra = creatureView(18);
    const card = renderToStaticMarkup(<MoneyText.Provider value={en}><CreatureCard c={hydra} label="On offer" /></MoneyText.Provider>);
    expect(card).toContain('tabindex="0"');
    expect(card).toContain('aria-label="On offer: Ink Hydra"');
    expect(card).toContain('role="img" aria-label="Drawing of the Ink Hydra"');
    const tip = text(card.slice(card.indexOf('role="tooltip"')));
    expect(tip).toContain('Ink Hydra: 1 victory point, 0 horns, 0 wings, 0 left hearts, 2 right hearts. On adoption: cross out one number on the Public side');
    const chip = renderToStaticMarkup(<MoneyText.Provider value={de}><CreatureChip c={creatureView(8)} /></MoneyText.Provider>);
    expect(chip).toContain('tabindex="0"');
    expect(text(chip)).toMatch(/3 Hörner/);
  });
});

describe('Magic Money player aid', () => {
  it('is lazy in the meta and draws the goal, an auction in four steps and the scoring', () => {
    expect(meta.Aid).toBeDefined();
    const html = renderToStaticMarkup(<MagicMoneyAid />);
    const words = text(html);
    expect(words).toContain('Magic Money at a glance');
    expect(words).toContain('Goal');
    expect(children(html, 'class="mm-aid-steps"')).toEqual(['li', 'li', 'li', 'li']);
    for (const step of ['Open:', 'Sealed bids:', 'Announcement:', 'Ledgers:']) expect(words).toContain(step);
    for (const line of ['Horns: an odd number', 'Wings: 1 point', 'Hearts: a left and a right half', 'Greediest Wizard:']) expect(words).toContain(line);
    expect((html.match(/role="img"/g) ?? []).length).toBeGreaterThanOrEqual(5);
    expect(html).toContain('aria-label="Drawing of the Cinder Goat"');
  });

  it('reads the reader’s language', () => {
    const words = text(renderToStaticMarkup(<MoneyText.Provider value={de}><AidContent /></MoneyText.Provider>));
    expect(words).toContain('Magic Money auf einen Blick');
    expect(words).toContain('Gierigster Zauberer');
    expect(words).not.toContain('Sealed bids');
  });
});

describe('Magic Money palettes', () => {
  it('give every colour that means something a second cue', () => {
    expect(PALETTES.length).toBeGreaterThan(0);
    for (const p of PALETTES) for (const item of p.items) {
      expect(item.colour).toMatch(/^#[0-9a-f]{6}$/i);
      expect(item.cue.length).toBeGreaterThan(3);
    }
  });
});
