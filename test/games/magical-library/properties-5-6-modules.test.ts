import { describe, it } from 'vitest';
import { MODULE_IDS } from '../../../src/shared/games/magical-library/data.js';
import { magicalLibrary } from '../../../src/shared/games/magical-library/index.js';
import type { LibraryState } from '../../../src/shared/games/magical-library/state.js';
import { runProperties } from '../../support/properties.js';
import { libraryInvariant } from './invariant.js';
import { describeBaseGameProperties, illegalMoves } from './propertyRun.js';
import { recount } from './recount.js';

describeBaseGameProperties([5, 6]);

describe('Magical Library properties (modules)', () => {
  for (const modules of [...MODULE_IDS.map((m) => [m]), [...MODULE_IDS]]) {
    it(`modules ${modules.join(',')}`, () => {
      for (const players of [2, 4, 6]) {
        runProperties<LibraryState>(magicalLibrary, {
          players, games: modules.length > 1 ? 10 : 4, seed: `mod-${modules.join('')}-${players}`, options: { modules },
          invariant: libraryInvariant, recount, illegalMoves,
        });
      }
    });
  }
});
