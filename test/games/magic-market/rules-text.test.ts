/**
 * Magic Market's rules screen names its things in words (every language has its own), so its English is held
 * to the game's data here: the landmarks, corners, categories, what each colour lacks and each Satchel's lists
 * are the ones the engine plays with.
 */
import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_NAMES, CORNERS, LACKING, LANDMARKS, MAGICIAN_LISTS } from '../../../src/shared/games/magic-market/data.js';
import { RULES, RULES_EN } from '../../../src/shared/games/magic-market/rulesText.js';

const title = (w: string) => w[0].toUpperCase() + w.slice(1);
const paragraph = (section: string, name: string) => {
  const s = RULES.find((x) => x.key === section)!;
  return s.paragraphs[s.texts!.findIndex((m) => m.id === `magic-market.rules.${section}.${name}`)];
};

describe('Magic Market’s rules screen agrees with its data', () => {
  it('names the landmarks, the corners and the categories the game has', () => {
    expect(RULES_EN['magic-market.rules.market.path']).toContain(`(${LANDMARKS.join(', ')})`);
    expect(RULES_EN['magic-market.rules.market.path']).toContain(`(${CORNERS.join(', ')})`);
    expect(RULES_EN['magic-market.rules.market.visitors']).toContain(`(one per category: ${CATEGORIES.map((c) => CATEGORY_NAMES[c]).join(', ')})`);
    const lacking = CORNERS.map((c) => `${title(c)} has no ${CATEGORY_NAMES[LACKING[c][0]]} or ${CATEGORY_NAMES[LACKING[c][1]]}`).join('; ');
    expect(RULES_EN['magic-market.rules.market.colours']).toContain(lacking);
  });

  it('lists each Satchel as the Great Magician buys it back', () => {
    for (const c of CORNERS) {
      const lists = MAGICIAN_LISTS[c].map((l) => `${l.categories.map((k) => CATEGORY_NAMES[k]).join(' + ')} = ${l.worth}`).join('; ');
      expect(paragraph('magician', c)).toBe(`${title(c)} Satchel: ${lists}.`);
    }
  });
});
