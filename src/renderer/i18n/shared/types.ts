/**
 * The type of the engine's, the table's and the host's sentences in another language: every id of the English
 * catalogues (a missing one fails the type check), loaded on demand through `i18n/games.tsx`.
 */
import type { ENGINE_MESSAGES } from '../../../shared/engine/messages.js';
import type { HOST_MESSAGES } from '../../../shared/host-messages.js';
import type { TABLE_MESSAGES } from '../../../shared/table-messages.js';

type SharedMsgId = keyof typeof ENGINE_MESSAGES | keyof typeof TABLE_MESSAGES | keyof typeof HOST_MESSAGES;
export type SharedCatalogue = Record<SharedMsgId, string>;
