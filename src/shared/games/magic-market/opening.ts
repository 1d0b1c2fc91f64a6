/**
 * The opening: the peek at all twelve Visitors (a timed window), then each
 * player's choice of 6 Objects for their Stand, made by everyone at once and
 * kept secret until all have chosen; the other 6 form the reserve.
 */
import type { Refused, Seat } from '../../engine/types.js';
import { objectName, objectsOfColour, STAND_SIZE } from './data.js';
import { msg, refuse } from './messages.js';
import { colourOf, own, type MarketState } from './state.js';

/** SYSTEM, when the window closes (the engine applies it only while something is shown): every Visitor is hidden again. */
export function hide(s: MarketState): void {
  s.shown = null;
  if (s.step.kind === 'peek') {
    s.step = { kind: 'stand' };
    s.log.push({ msg: msg('magic-market.hiddenChooseStands') });
  }
}

export function chooseStand(s: MarketState, seat: Seat, objects: string[]): Refused | void {
  if (s.step.kind !== 'stand') return refuse('illegal', 'magic-market.standsSet');
  if (s.standChoice[seat]) return refuse('illegal', 'magic-market.standChosen');
  if (objects.length !== STAND_SIZE) return refuse('illegal', 'magic-market.standSize', { size: STAND_SIZE, given: objects.length });
  if (new Set(objects).size !== objects.length) return refuse('illegal', 'magic-market.standDistinct', { size: STAND_SIZE });
  const mine = objectsOfColour(colourOf(s, seat)).map((o) => o.id);
  const foreign = objects.find((id) => !mine.includes(id));
  if (foreign !== undefined) return refuse('illegal', 'magic-market.notYourObject', { object: foreign });
  s.standChoice = own(s, s.standChoice);
  s.standChoice[seat] = objects.slice();
  s.log.push({ msg: msg('magic-market.standSet', { seat: { seat } }) });
  if (s.standChoice.every((c) => c !== null)) openMarket(s);
}

function openMarket(s: MarketState): void {
  s.stands = own(s, s.stands);
  s.reserves = own(s, s.reserves);
  s.standChoice = own(s, s.standChoice);
  for (let seat = 0; seat < s.players; seat++) {
    const stand = s.standChoice[seat]!;
    s.stands[seat] = stand;
    s.reserves[seat] = objectsOfColour(colourOf(s, seat)).map((o) => o.id).filter((id) => !stand.includes(id));
    s.standChoice[seat] = null;
    s.log.push({ msg: msg('magic-market.standShown', { seat: { seat }, objects: { list: stand.map(objectName) } }) });
  }
  s.phase = 'market';
  s.step = { kind: 'roll' };
  s.turn = 1;
  s.log.push({ msg: msg('magic-market.marketOpens', { seat: { seat: s.current } }) });
}
