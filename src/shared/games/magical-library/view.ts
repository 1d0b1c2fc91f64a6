/** What one seat (or a spectator) may see of a Magical Library game. */
import type { Seat } from '../../engine/types.js';
import { cardById } from './data.js';
import { cellsOf, legalCardCells, legalWizardCells, type Cell } from './placement.js';
import { neighboursOf, scoreDisplay, symbolCount, type ScoreSheet } from './areas.js';
import { ROUNDS, type DisplayView, type LibraryState, type LibraryView } from './state.js';

/**
 * Score sheets are recomputed for every view; displays change slowly, so the
 * sheets are memoised by content (a pure cache: same input, same sheet).
 * The sheet returned is shared: callers must not mutate it (views never are).
 */
const sheetCache = new Map<string, ScoreSheet>();
const CACHE_LIMIT = 512;

export function scoreOf(s: LibraryState, seat: Seat): ScoreSheet {
  const neighbourDisplays = neighboursOf(seat, s.players).map((n) => s.displays[n]);
  const key = JSON.stringify([s.modules, s.displays[seat], s.wizards[seat], s.modules.includes('m3') ? neighbourDisplays.map(symbolCount) : 0]);
  const hit = sheetCache.get(key);
  if (hit) return hit;
  const sheet = scoreDisplay(s.displays[seat], s.wizards[seat], { modules: s.modules, neighbourDisplays });
  if (sheetCache.size >= CACHE_LIMIT) sheetCache.delete(sheetCache.keys().next().value!);
  sheetCache.set(key, sheet);
  return sheet;
}

export function view(s: LibraryState, seat: Seat | null): LibraryView {
  const me = seat !== null && seat >= 0 && seat < s.players ? seat : null;
  const deciding = s.phase !== 'over' && me !== null && !s.done[me];
  const displays: DisplayView[] = s.displays.map((display, i) => ({
    seat: i,
    cards: cellsOf(display).map((c) => ({ x: c.x, y: c.y, card: cardById(display[`${c.x},${c.y}`]) })),
    wizards: s.wizards[i].map((w) => ({ ...w })),
    supply: s.supply[i],
    golden: s.golden[i],
    forfeited: s.forfeited[i],
    handCount: s.hands[i].length,
    score: scoreOf(s, i),
  }));
  const legalCells: Record<string, Cell[]> = {};
  let wizardCells: Cell[] = [];
  if (me !== null && deciding && s.phase === 'place') {
    const cells = legalCardCells(s.displays[me]);
    for (const id of s.hands[me]) legalCells[id] = cells.map((c) => ({ ...c }));
  }
  if (me !== null && deciding && s.phase === 'wizard') wizardCells = legalWizardCells(s.displays[me], s.wizards[me]);
  const n = s.players;
  return {
    you: me,
    players: n,
    modules: [...s.modules],
    round: s.round,
    rounds: ROUNDS,
    phase: s.phase,
    waitingFor: s.phase === 'over' ? [] : s.done.map((d, i) => (d ? -1 : i)).filter((i) => i >= 0),
    deckCount: s.deck.length,
    discardCount: s.discard.length,
    hand: me === null ? null : s.hands[me].map(cardById),
    received: me === null ? [] : [...s.received[me]],
    canExchange: me !== null && deciding && s.phase === 'draw',
    passLeftTo: n === 2 ? (me === null ? null : 1 - me) : me === null ? null : (me + 1) % n,
    passRightTo: n === 2 ? (me === null ? null : 1 - me) : me === null ? null : (me - 1 + n) % n,
    passTwo: n === 2,
    distributed: me === null || !s.pending[me] ? null : { ...s.pending[me]! },
    legalCells,
    wizardCells,
    canPlaceNormal: me !== null && deciding && s.phase === 'wizard' && s.supply[me] > 0,
    canPlaceGolden: me !== null && deciding && s.phase === 'wizard' && s.golden[me],
    displays,
  };
}
