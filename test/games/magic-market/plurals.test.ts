/** "1 Dragos" (issue 32): every count of Dragos and of seconds meets its noun through a plural, in every language. */
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../../src/shared/games/magic-market/i18n/index.js';
import { messageFormat } from '../../../src/shared/icu.js';
import type { Catalogue } from '../../../src/shared/engine/messages.js';

const langs: Record<string, Catalogue> = { en: catalogues.en };
for (const [l, load] of Object.entries(catalogues.load)) langs[l] = (await load!()).default;

describe('Magic Market counts its Dragos in words that agree', () => {
  for (const [lang, cat] of Object.entries(langs)) {
    it(`in ${lang}: one Drago, two Dragos; one second, two seconds`, () => {
      const say = (id: string, values: Record<string, unknown>) => String(messageFormat(cat[id] ?? catalogues.en[id], lang).format(values as never));
      expect(say('magic-market.ui.dragos', { dragos: 1 })).toMatch(/^1 Drago$/);
      expect(say('magic-market.ui.dragos', { dragos: 2 })).toMatch(/^2 Dragos$/);
      // Nowhere a bare "{dragos} Dragos" or "{peek} seconds" is left.
      const bare = Object.entries(cat).filter(([, p]) => typeof p === 'string' && /\{(dragos|worth|have|peek|reveal)\} \p{L}/u.test(p)).map(([k]) => k);
      expect(bare).toEqual([]);
    });
  }
});
