/**
 * Magical Library cards as DATA: the 110-card base deck of the house rules and
 * the module cards. A card never rotates; everything the scoring needs is a
 * feature of the card:
 *  - `rooms`: the rooms and the sides through which each one connects (a plain
 *    room connects on all four sides; a Shared Room's left half connects up,
 *    down and left, its right half up, down and right);
 *  - `symbols`: symbols with a count (2 on a Barrier card's double symbol);
 *    a symbol always connects on all four sides;
 *  - flags: printed apprentice, magic circle, barrier edges, and the module
 *    kind (neighbour / portal / barrier / extra) that scores on its own.
 * Card ids are stable: they are what moves, records and views name.
 */
import type { Msg } from '../../engine/types.js';
import { english } from './messages.js';

export const COLOURS = ['blue', 'yellow', 'purple', 'red', 'green'] as const;
export type Colour = (typeof COLOURS)[number];
export const SYMBOLS = ['inkwell', 'candelabra', 'owl', 'book', 'astrolabe'] as const;
export type LibrarySymbol = (typeof SYMBOLS)[number];
export const SIDES = ['up', 'right', 'down', 'left'] as const;
export type Side = (typeof SIDES)[number];
const ALL_SIDES: readonly Side[] = SIDES;

export const OPPOSITE: Record<Side, Side> = { up: 'down', down: 'up', left: 'right', right: 'left' };
/** Screen directions: y grows downwards. */
export const STEP: Record<Side, { dx: number; dy: number }> = {
  up: { dx: 0, dy: -1 }, down: { dx: 0, dy: 1 }, left: { dx: -1, dy: 0 }, right: { dx: 1, dy: 0 },
};

interface Room {
  colour: Colour;
  /** The sides through which this room touches the next card's room. */
  sides: Side[];
}

interface SymbolMark {
  symbol: LibrarySymbol;
  /** How many symbols this counts for (2 for a double symbol). */
  count: number;
}

type ExtraKind = 'row-column' | 'apprentices' | 'circles' | 'symbol-majority' | 'colour-majority';
const EXTRA_KINDS: readonly ExtraKind[] = ['row-column', 'apprentices', 'circles', 'symbol-majority', 'colour-majority'];

export type ModuleId = 'm1' | 'm2' | 'm3' | 'm4' | 'm5' | 'm6' | 'm7' | 'm8';
export const MODULE_IDS: readonly ModuleId[] = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8'];

type CardKind = 'room' | 'shared' | 'neighbour' | 'portal' | 'barrier' | 'extra';

export interface Card {
  id: string;
  kind: CardKind;
  /** The module whose cards these are (absent: base deck). */
  module?: ModuleId;
  rooms: Room[];
  symbols: SymbolMark[];
  apprentice: boolean;
  circle: boolean;
  /** Edges of this card that carry a barrier: nothing connects through them. */
  barriers: Side[];
  /** For Extra cards (Module 7): what the card counts. */
  extra?: ExtraKind;
}

const room = (colour: Colour, sides: readonly Side[] = ALL_SIDES): Room => ({ colour, sides: [...sides] });

function card(id: string, kind: CardKind, parts: Partial<Omit<Card, 'id' | 'kind'>>): Card {
  return {
    id, kind, rooms: parts.rooms ?? [], symbols: parts.symbols ?? [],
    apprentice: parts.apprentice ?? false, circle: parts.circle ?? false, barriers: parts.barriers ?? [],
    ...(parts.module ? { module: parts.module } : {}), ...(parts.extra ? { extra: parts.extra } : {}),
  };
}

/**
 * The base deck: 22 cards per colour = 14 symbol cards + 4 printed apprentices
 * + 4 magic circles. 14 symbols over 5 kinds is 3,3,3,3,2; the symbol with only
 * 2 rotates with the colour, so every symbol appears 14 times in the deck.
 * Ids: `<colour>-<symbol>-<n>`, `<colour>-apprentice-<n>`, `<colour>-circle-<n>`.
 */
export function baseDeck(): Card[] {
  const cards: Card[] = [];
  COLOURS.forEach((colour, ci) => {
    SYMBOLS.forEach((symbol, si) => {
      const copies = si === ci ? 2 : 3;
      for (let n = 1; n <= copies; n++) cards.push(card(`${colour}-${symbol}-${n}`, 'room', { rooms: [room(colour)], symbols: [{ symbol, count: 1 }] }));
    });
    for (let n = 1; n <= 4; n++) cards.push(card(`${colour}-apprentice-${n}`, 'room', { rooms: [room(colour)], apprentice: true }));
    for (let n = 1; n <= 4; n++) cards.push(card(`${colour}-circle-${n}`, 'room', { rooms: [room(colour)], circle: true }));
  });
  return cards;
}

/** Module 1: one Shared Room per pair of colours (left half, right half) with one symbol; each symbol twice. */
function sharedRoomCards(): Card[] {
  const cards: Card[] = [];
  let k = 0;
  for (let i = 0; i < COLOURS.length; i++) {
    for (let j = i + 1; j < COLOURS.length; j++) {
      const symbol = SYMBOLS[k % SYMBOLS.length];
      k++;
      cards.push(card(`shared-${COLOURS[i]}-${COLOURS[j]}`, 'shared', {
        module: 'm1',
        rooms: [room(COLOURS[i], ['up', 'down', 'left']), room(COLOURS[j], ['up', 'down', 'right'])],
        symbols: [{ symbol, count: 1 }],
      }));
    }
  }
  return cards;
}

/** Module 3: five Neighbour cards, one room of each colour, no symbol (house rule). */
function neighbourCards(): Card[] {
  return COLOURS.map((colour) => card(`neighbour-${colour}`, 'neighbour', { module: 'm3', rooms: [room(colour)] }));
}

/** Module 5: five Magic Portals: neither colour nor symbol. */
function portalCards(): Card[] {
  return [1, 2, 3, 4, 5].map((n) => card(`portal-${n}`, 'portal', { module: 'm5' }));
}

/** Module 6: five Barrier cards: a room of each colour, a double symbol of each kind, barriers on one or two edges. */
const BARRIER_EDGES: Record<LibrarySymbol, Side[]> = {
  inkwell: ['right'],
  candelabra: ['up', 'left'],
  owl: ['down'],
  book: ['left', 'right'],
  astrolabe: ['up'],
};
function barrierCards(): Card[] {
  return SYMBOLS.map((symbol, i) => card(`barrier-${symbol}`, 'barrier', {
    module: 'm6', rooms: [room(COLOURS[(i + 2) % COLOURS.length])], symbols: [{ symbol, count: 2 }], barriers: [...BARRIER_EDGES[symbol]],
  }));
}

/** Module 7: the five Extra cards, one room of each colour, no symbol (house rule). */
function extraCards(): Card[] {
  return EXTRA_KINDS.map((extra, i) => card(`extra-${extra}`, 'extra', { module: 'm7', rooms: [room(COLOURS[(i + 4) % COLOURS.length])], extra }));
}

/** Module cards shuffled into the deck when their module is on (m2, m4, m8 have no cards). */
function moduleCards(module: ModuleId): Card[] {
  switch (module) {
    case 'm1': return sharedRoomCards();
    case 'm3': return neighbourCards();
    case 'm5': return portalCards();
    case 'm6': return barrierCards();
    case 'm7': return extraCards();
    default: return [];
  }
}

/** Every card that exists, by id. */
export const CARDS: Readonly<Record<string, Card>> = Object.freeze(Object.fromEntries(
  [...baseDeck(), ...MODULE_IDS.flatMap(moduleCards)].map((c) => [c.id, c]),
));

const BY_ID = new Map<string, Card>(Object.entries(CARDS));

export function cardById(id: string): Card {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`Unknown Magical Library card "${id}"`);
  return c;
}

/** The deck of a game with these modules, in a fixed order (shuffled by setup). */
export function deckFor(modules: readonly ModuleId[]): string[] {
  const key = modules.join(',');
  let ids = DECKS.get(key);
  if (!ids) DECKS.set(key, (ids = [...baseDeck(), ...MODULE_IDS.filter((m) => modules.includes(m)).flatMap(moduleCards)].map((c) => c.id)));
  return ids.slice();
}
/** The deck's card ids per module list (fixed data, made once; each caller gets its own copy). */
const DECKS = new Map<string, string[]>();

/** A colour, a symbol, a side, a module as message params (names from the catalogue). */
const colourName = (colour: Colour): { msg: Msg } => ({ msg: { id: 'magical-library.colour', params: { colour } } });
export const moduleName = (module: ModuleId): { msg: Msg } => ({ msg: { id: 'magical-library.module', params: { module } } });
const sideName = (side: Side): { msg: Msg } => ({ msg: { id: 'magical-library.side', params: { side } } });
const camel = (kebab: string) => kebab.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

function nameOf(c: Card): Msg {
  const colour = c.rooms.length ? colourName(c.rooms[0].colour) : '';
  const symbol = c.symbols[0]?.symbol;
  switch (c.kind) {
    case 'portal': return { id: 'magical-library.cardPortal' };
    case 'shared': return { id: 'magical-library.cardShared', params: { left: colour, right: colourName(c.rooms[1].colour), symbol: { msg: { id: 'magical-library.aSymbol', params: { symbol } } } } };
    case 'neighbour': return { id: 'magical-library.cardNeighbour', params: { colour } };
    case 'extra': return { id: 'magical-library.cardExtra', params: { colour, kind: { msg: { id: 'magical-library.extraKind', params: { kind: camel(c.extra ?? '') } } } } };
    case 'barrier': return { id: 'magical-library.cardBarrier', params: { colour, symbol: { msg: { id: 'magical-library.symbol', params: { symbol } } }, sides: { list: c.barriers.map(sideName) } } };
    case 'room':
      if (symbol) return { id: 'magical-library.cardSymbol', params: { colour, symbol: { msg: { id: 'magical-library.aSymbol', params: { symbol } } } } };
      return { id: c.apprentice ? 'magical-library.cardApprentice' : 'magical-library.cardCircle', params: { colour } };
  }
}

const NAMES = new Map<string, { msg: Msg }>(Object.values(CARDS).map((c) => [c.id, { msg: nameOf(c) }]));

/**
 * A card's name with its indefinite article, as a message param ("a red room
 * with an owl", "a Magic Portal", "a Barrier card (…)"): made once per card.
 */
export function cardName(id: string): { msg: Msg } {
  const m = NAMES.get(id);
  if (!m) throw new Error(`Unknown Magical Library card "${id}"`);
  return m;
}

/** The modules as the table's options name them ("Module 1: Shared Rooms"), from the catalogue. */
export const MODULE_LABELS: Readonly<Record<ModuleId, string>> = Object.fromEntries(MODULE_IDS.map((m, i) =>
  [m, english({ id: 'magical-library.moduleLabel', params: { n: i + 1, name: moduleName(m) } })])) as Record<ModuleId, string>;
