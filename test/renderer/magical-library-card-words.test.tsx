/**
 * Magical Library's card faces keep their words readable at the size they are drawn (CardFace.tsx): the whole
 * sentence only on a card of 150 px or more on screen, a short label ("2+1 VP") on smaller ones, no words on tiny
 * ones; every font at least 12 px once zoomed (the `--ml-min-font` the face sets is 12 px ÷ zoom). The e2e spec
 * test/e2e/keyboard-magical-library.spec.ts measures the drawn sizes in a browser at 390×844.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardFace } from '../../src/renderer/games/magical-library/CardFace.js';
import { LibraryTexts, libraryTexts } from '../../src/renderer/games/magical-library/i18n/index.js';
import { CARDS } from '../../src/shared/games/magical-library/data.js';

const face = (kind: string, size: number, scale: number, module = false) => {
  const card = Object.values(CARDS).find((c) => c.kind === kind && (!module || c.module))!;
  return renderToStaticMarkup(<LibraryTexts.Provider value={libraryTexts('en')}><CardFace card={card} size={size} scale={scale} /></LibraryTexts.Provider>);
};

describe('Magical Library: words on a card face', () => {
  it('writes a portal’s whole sentence only where it fits at 12 px (150 px or more on screen)', () => {
    expect(face('portal', 90, 2)).toContain('2 VP + 1 per card around');
    expect(face('portal', 90, 2)).not.toContain('ml-card-short');
    // In the library at the legible zoom (0.75: 68 px on screen) and in the hand (84 px): the short label.
    for (const [size, scale] of [[90, 0.75], [84, 1]]) {
      const html = face('portal', size, scale);
      expect(html).toContain('2+1 VP');
      expect(html).not.toContain('2 VP + 1 per card around<');
    }
    // The player aid's pictures (34 px): no words, the module's number neither.
    expect(face('portal', 34, 1)).not.toContain('ml-card-text');
    expect(face('portal', 34, 1)).not.toContain('ml-module-tag');
  });

  it('gives Neighbour and Extra cards a short label and sets the smallest font to 12 px on screen', () => {
    expect(face('neighbour', 90, 0.75)).toContain('1 VP ↔');
    expect(face('extra', 90, 0.75)).toMatch(/1(\+1)? VP [✛♙◎★■]/);
    expect(face('neighbour', 90, 0.75)).toContain('--ml-min-font:16px');
    expect(face('neighbour', 90, 1.2)).toContain('--ml-min-font:10px');
  });

  it('keeps the whole sentence in the card’s description for screen readers at every size', () => {
    expect(face('neighbour', 90, 0.75)).toContain('1 VP per symbol of a neighbour');
    expect(face('neighbour', 34, 1)).toContain('1 VP per symbol of a neighbour');
  });
});
