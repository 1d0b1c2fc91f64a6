/**
 * A place in a library named as people name it at the table: by a card beside it ("to the right of a red room with
 * an owl"), or, for a wizard, by the card it stands on; never by coordinates. The one naming both the log (the
 * engine names the place in the library as it was when the move was made: placement.ts) and the table's places
 * (LibraryGrid's accessible names, in the library as it is while the person chooses) use.
 */
import type { Msg } from '../../engine/types.js';
import { cardName } from './data.js';

export type PlaceSide = 'on' | 'right' | 'left' | 'below' | 'above';

/** The side a place is named by, and where its neighbour is: (x, y) + (dx, dy). "right": right of the card to its left. */
const SIDES: readonly (readonly [PlaceSide, number, number])[] = [['right', -1, 0], ['left', 1, 0], ['below', 0, -1], ['above', 0, 1]];

/** A card's name as a key (two copies of one card read alike). */
const nameKeys = new Map<string, string>();
const nameKey = (id: string): string => {
  let k = nameKeys.get(id);
  if (k === undefined) nameKeys.set(id, (k = JSON.stringify(cardName(id))));
  return k;
};

/**
 * The card a place is named by and on which side of it the place is: for a wizard, the card at the place; for a
 * card, a card sharing an edge with it, preferring one whose name no other card of the library has (so the name
 * says which), in the order right of, left of, below, above. `cardAt` reads the library; `ids` lists its cards
 * (for that preference). Null where no card is next to the place (never for a legal placement).
 */
export function placeNeighbour(cardAt: (x: number, y: number) => string | undefined, ids: Iterable<string>, x: number, y: number, what: 'card' | 'wizard'): { side: PlaceSide; card: string } | null {
  if (what === 'wizard') {
    const on = cardAt(x, y);
    return on === undefined ? null : { side: 'on', card: on };
  }
  const beside: { side: PlaceSide; card: string }[] = [];
  for (const [side, dx, dy] of SIDES) {
    const card = cardAt(x + dx, y + dy);
    if (card !== undefined) beside.push({ side, card });
  }
  if (beside.length <= 1) return beside[0] ?? null;
  const count = new Map<string, number>();
  for (const id of ids) count.set(nameKey(id), (count.get(nameKey(id)) ?? 0) + 1);
  return beside.find((b) => count.get(nameKey(b.card)) === 1) ?? beside[0];
}

/** The place as a message param: "to the right of a red room with an owl", "on a Magic Portal" (`magical-library.place`). */
export function placeName(cardAt: (x: number, y: number) => string | undefined, ids: Iterable<string>, x: number, y: number, what: 'card' | 'wizard'): { msg: Msg } {
  const n = placeNeighbour(cardAt, ids, x, y, what);
  return { msg: { id: 'magical-library.place', params: n ? { side: n.side, card: cardName(n.card) } : { side: 'none', card: '' } } };
}
