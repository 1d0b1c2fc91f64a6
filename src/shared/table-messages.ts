/**
 * What the host says about a table's seats (`TableRoom.notes`), as message
 * ids and parameters like the games' logs: seats are `{seat: N}` (clients
 * show the seat's name), so each reader sees them in their own language.
 */
import { catalogue, type Catalogue } from './engine/messages.js';

export const TABLE_MESSAGES = {
  'table.away': '{seat} left the table; the seat waits for them',
  'table.back': '{seat} is back',
  'table.standIn': '{seat}’s seat plays as a bot until they are back',
  'table.standInEnded': '{seat} plays their own seat again',
  'table.timeout': '{seat}’s timer ran out: the host made a cautious move for them',
  'table.seatMoved': '{seat} moved to another device',
  'table.kickedBot': '{seat} was removed from the table: a bot plays the seat until the game ends',
  'table.tookOver': '{seat} took over a bot’s seat',
  'table.forced': '{seat} had only one choice: the table made it',
} as const satisfies Catalogue;

export type TableMessageId = keyof typeof TABLE_MESSAGES;
export const { msg: tableMsg } = catalogue(TABLE_MESSAGES);
