/** The app's English catalogue: it lives in src/shared/i18n/app (the host's pre-rendered lobby reads it too). */
export { APP_EN, type AppMsgId, type AppCatalogue } from '../../../shared/i18n/app/en.js';
