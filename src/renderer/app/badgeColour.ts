import type { TableRoom } from '../../shared/protocol.js';

/**
 * The colour of the person's badge in the app's header: at a table where they hold a seat, that seat's colour (the
 * colour they chose may be another seat's there, issue 32); anywhere else, watching included, their profile's.
 */
export function badgeColour(profileColour: string, room: Pick<TableRoom, 'seats' | 'yourSeat'> | undefined): string {
  const seat = room && room.yourSeat != null ? room.seats[room.yourSeat] : undefined;
  return seat && seat.kind === 'human' ? seat.colour : profileColour;
}
