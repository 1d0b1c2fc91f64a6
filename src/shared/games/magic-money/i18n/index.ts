/** Magic Money's words, for its manifest: English (its engine's, its rules' and its table's), the other languages on demand. */
import type { GameCatalogues } from '../../../i18n/catalogue.js';
import { MESSAGES } from '../messages.js';
import { RULES_EN } from '../rulesText.js';
import UI_EN from './en.js';

export const catalogues: GameCatalogues = {
  en: { ...MESSAGES, ...RULES_EN, ...UI_EN },
  load: { de: () => import('./de.js'), fr: () => import('./fr.js'), es: () => import('./es.js') },
};
