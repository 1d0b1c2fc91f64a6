/** The app's catalogue in es: it lives in src/shared/i18n/app (the host's pre-rendered lobby reads it too). */
export { default } from '../../../shared/i18n/app/es.js';
