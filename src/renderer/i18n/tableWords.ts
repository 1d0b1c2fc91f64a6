/**
 * Hands the table screens' English words (src/shared/i18n/app/en-table.ts) to the translator. Every module that reads
 * one of those ids imports this one for that effect (`import '../i18n/tableWords.js'`), so the words travel in the
 * lazy chunks that read them and not in the first screen's.
 */
import { APP_EN_TABLE } from '../../shared/i18n/app/en-table.js';
import { addEnglish } from './translate.js';

addEnglish(APP_EN_TABLE);
