/**
 * The opening: the peek at all twelve Visitors (a timed window), then each
 * player's choice of 6 Objects for their Stand, made by everyone at once and
 * kept secret until all have chosen; the other 6 form the reserve.
 */
import type { Seat } from '../../engine/types.js';
import { objectOf, objectsOfColour, STAND_SIZE } from './data.js';
import { colourOf, type MarketState } from './state.js';

/** SYSTEM: the window closes, every Visitor is hidden again. */
export function hide(s: MarketState): string | void {
  if (!s.shown) return 'No Visitor is being shown';
  s.shown = null;
  if (s.step.kind === 'peek') {
    s.step = { kind: 'stand' };
    s.log.push({ text: 'The Visitors are hidden again. Everyone chooses the 6 Objects for their Stand.' });
  }
}

export function chooseStand(s: MarketState, seat: Seat, objects: string[]): string | void {
  if (s.step.kind !== 'stand') return 'The Stands are already set up';
  if (s.standChoice[seat]) return 'You have already chosen your Stand';
  if (objects.length !== STAND_SIZE) return `Choose exactly ${STAND_SIZE} Objects for your Stand, not ${objects.length}`;
  if (new Set(objects).size !== objects.length) return 'Choose 6 different Objects';
  const mine = objectsOfColour(colourOf(s, seat)).map((o) => o.id);
  const foreign = objects.find((id) => !mine.includes(id));
  if (foreign !== undefined) return `"${foreign}" is not one of your Objects`;
  s.standChoice[seat] = objects.slice();
  s.log.push({ text: `{seat:${seat}} has set up their Stand.` });
  if (s.standChoice.every((c) => c !== null)) openMarket(s);
}

function openMarket(s: MarketState): void {
  for (let seat = 0; seat < s.players; seat++) {
    const stand = s.standChoice[seat]!;
    s.stands[seat] = stand;
    s.reserves[seat] = objectsOfColour(colourOf(s, seat)).map((o) => o.id).filter((id) => !stand.includes(id));
    s.standChoice[seat] = null;
    s.log.push({ text: `{seat:${seat}} shows their Stand: ${stand.map((id) => objectOf(id).name).join(', ')}.` });
  }
  s.phase = 'market';
  s.step = { kind: 'roll' };
  s.turn = 1;
  s.log.push({ text: `The Magic Market opens. {seat:${s.current}} plays first.` });
}
