/** The app's catalogue in fr: it lives in src/shared/i18n/app (the host's pre-rendered lobby reads it too). */
export { default } from '../../../shared/i18n/app/fr.js';
