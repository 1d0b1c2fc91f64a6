/**
 * Magic Market's components as data: the corner colours, the disc's
 * landmarks, the Visitors, the categories, the 48 magic Objects, the dice,
 * the clock, the purchase quotas and the Great Magician's lists.
 * Names are ours; the counts follow the rulebook and the house rules on the rules screen (rulesText.ts).
 */
import type { Msg } from '../../engine/types.js';
import { objectNameId } from './messages.js';

/** The 8 categories of magic Objects (a Buyer wants exactly one). */
export const CATEGORIES = ['disguises', 'plants', 'toys', 'plush', 'books', 'outdoor', 'weapons', 'essentials'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_NAMES: Record<Category, string> = {
  disguises: 'Disguises', plants: 'Plants', toys: 'Toys', plush: 'Plush toys', books: 'Books',
  outdoor: 'Outdoor games', weapons: 'Magic weapons', essentials: 'Essential objects',
};

/** A Visitor's hidden symbol: a Buyer's category, the Crazy Buyer or a Pal. */
export type VisitorKind = Category | 'crazy' | 'pal';

/** The 12 Visitors: 8 Buyers (one per category), 2 Crazy Buyers, 2 Pals. */
export const VISITORS: readonly VisitorKind[] = [...CATEGORIES, 'crazy', 'crazy', 'pal', 'pal'];


/** The disc's 12 spaces, each with its landmark (disc space i carries LANDMARKS[i]). */
export const LANDMARKS = ['glasses', 'umbrella', 'cat', 'key', 'moon', 'owl', 'mushroom', 'anchor', 'crown', 'bell', 'feather', 'shell'] as const;
export type Landmark = (typeof LANDMARKS)[number];

/** The board's 12 positions, numbered clockwise: positions 3c, 3c+1, 3c+2 are in front of corner c. */
export const POSITIONS = 12;
export const POSITIONS_PER_CORNER = 3;

/** The 4 corner colours (a Stand, its Objects and its Satchel share the colour). */
export const CORNERS = ['orange', 'purple', 'yellow', 'brown'] as const;
export type CornerColour = (typeof CORNERS)[number];

/** Which corner each seat takes, by player count (2 players sit face to face). */
export const CORNERS_FOR: Record<number, number[]> = { 2: [0, 2], 3: [0, 1, 2], 4: [0, 1, 2, 3] };

export const PRICE_COLOURS = ['green', 'blue', 'red'] as const;
export type PriceColour = (typeof PRICE_COLOURS)[number];

/** Movement die: 1, 1, 2, 2, 3, 3 notches. */
export const MOVEMENT_DIE = [1, 1, 2, 2, 3, 3] as const;
/** Price die: green ×3, blue ×2, red. */
export const PRICE_DIE: readonly PriceColour[] = ['green', 'green', 'green', 'blue', 'blue', 'red'];

export const STARTING_DRAGOS = 3;
export const STAND_SIZE = 6;

/** The clock, in 24-hour hours: the market closes when the hand reaches 17 (5 o'clock). */
export const CLOSING_HOUR = 17;
export function startingHour(players: number, variant: boolean): number {
  if (variant) return 9;
  return players === 2 ? 8 : 10;
}

/**
 * Purchases each player must have made from the other players by the end,
 * as a list of needs matched against the other players in any order
 * (3 players: 1 from one and 2 from the other).
 */
export const QUOTAS: Record<number, number[]> = { 2: [3], 3: [2, 1], 4: [1, 1, 1] };

export interface MagicObject {
  id: string;
  name: string;
  colour: CornerColour;
  category: Category;
  /** Green, blue and red prices in Dragos. */
  prices: [number, number, number];
}

/** Each colour lacks a different pair of categories (shown on its Stand). */
export const LACKING: Record<CornerColour, [Category, Category]> = {
  orange: ['disguises', 'plants'],
  purple: ['toys', 'plush'],
  yellow: ['books', 'outdoor'],
  brown: ['weapons', 'essentials'],
};

type Row = [string, Category, number, number, number];
const ROWS: Record<CornerColour, Row[]> = {
  orange: [
    ['Spinning Top of Whispers', 'toys', 1, 2, 4], ['Clockwork Dragonfly', 'toys', 2, 3, 5],
    ['Loki Plush', 'plush', 2, 4, 6], ['Sleepy Badger Plush', 'plush', 1, 3, 4],
    ['Atlas of Floating Isles', 'books', 2, 3, 5], ['Riddle Almanac', 'books', 1, 2, 3],
    ['Kite of Four Winds', 'outdoor', 1, 3, 5], ['Boomerang of Return', 'outdoor', 2, 4, 5],
    ['Thunder Slingshot', 'weapons', 3, 4, 6], ['Frost Dagger', 'weapons', 2, 3, 4],
    ['Bottomless Teapot', 'essentials', 1, 2, 4], ['Self-Lighting Lantern', 'essentials', 2, 3, 6],
  ],
  purple: [
    ['Cloak of Nobody', 'disguises', 3, 4, 6], ['Moustache of Many Faces', 'disguises', 1, 2, 3],
    ['Singing Mandrake', 'plants', 2, 3, 5], ['Moonpetal Fern', 'plants', 1, 3, 4],
    ['Enchanted Score', 'books', 2, 3, 5], ['Diary That Writes Back', 'books', 1, 2, 4],
    ['Hopscotch of Leaps', 'outdoor', 1, 2, 4], ['Endless Skipping Rope', 'outdoor', 2, 4, 5],
    ['Wand of Sneezes', 'weapons', 1, 3, 5], ['Bubble Sword', 'weapons', 2, 3, 4],
    ['Ever-Full Purse', 'essentials', 3, 5, 6], ['Parasol of Sunshine', 'essentials', 1, 2, 3],
  ],
  yellow: [
    ['Hat of Hiding', 'disguises', 2, 3, 5], ['Fox-Tail Mask', 'disguises', 1, 2, 4],
    ['Giggling Cactus', 'plants', 1, 2, 3], ['Firebloom Seeds', 'plants', 2, 4, 6],
    ['Marbles of Starlight', 'toys', 1, 3, 4], ['Puppet That Dances', 'toys', 2, 3, 5],
    ['Griffin Cuddle', 'plush', 2, 3, 4], ['Dragon Pillow Pet', 'plush', 1, 4, 5],
    ['Shield of Echoes', 'weapons', 2, 4, 6], ['Pebble Catapult', 'weapons', 1, 2, 3],
    ['Compass to Home', 'essentials', 1, 3, 5], ['Never-Cold Mittens', 'essentials', 2, 3, 4],
  ],
  brown: [
    ['Beard of the Wise', 'disguises', 1, 2, 4], ['Invisible Socks', 'disguises', 3, 4, 5],
    ['Tickle Ivy', 'plants', 1, 2, 3], ['Sunseed Sapling', 'plants', 2, 4, 5],
    ['Yo-yo of Gravity', 'toys', 2, 3, 5], ['Wooden Walking Duck', 'toys', 1, 3, 4],
    ['Teddy of Courage', 'plush', 2, 3, 6], ['Bunny of Dreams', 'plush', 1, 2, 4],
    ['Book of Lost Recipes', 'books', 2, 4, 6], ['Tiny Spellbook', 'books', 1, 3, 4],
    ['Flying Frisbee', 'outdoor', 1, 2, 3], ['Cloud Hammock', 'outdoor', 2, 3, 5],
  ],
};

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** All 48 Objects, by colour in corner order. */
export const OBJECTS: readonly MagicObject[] = CORNERS.flatMap((colour) =>
  ROWS[colour].map(([name, category, g, b, r]) => ({ id: `${colour}-${slug(name)}`, name, colour, category, prices: [g, b, r] as [number, number, number] })));

const OBJECT_BY_ID: ReadonlyMap<string, MagicObject> = new Map(OBJECTS.map((o) => [o.id, o]));

/** Names as message params (a log entry carries names as catalogue messages). */
const OBJECT_NAME_MSG: ReadonlyMap<string, { msg: Msg }> = new Map(OBJECTS.map((o) => [o.id, { msg: { id: objectNameId(o.name) } }]));
export function objectName(id: string): { msg: Msg } {
  const m = OBJECT_NAME_MSG.get(id);
  if (!m) throw new Error(`No magic Object "${id}"`);
  return m;
}
export const priceColourName = (c: PriceColour): { msg: Msg } => ({ msg: { id: `magic-market.${c}` } });
export const landmarkName = (l: Landmark): { msg: Msg } => ({ msg: { id: `magic-market.landmark.${l}` } });
/** The clock's hour as a 12-hour number (17 → 5). */
export const hour12 = (hour: number): number => ((hour + 11) % 12) + 1;

export function objectOf(id: string): MagicObject {
  const o = OBJECT_BY_ID.get(id);
  if (!o) throw new Error(`No magic Object "${id}"`);
  return o;
}

export function objectsOfColour(colour: CornerColour): MagicObject[] {
  return OBJECTS.filter((o) => o.colour === colour);
}

export function priceOf(id: string, colour: PriceColour): number {
  return objectOf(id).prices[PRICE_COLOURS.indexOf(colour)];
}

/** The Great Magician's lists on the back of each Satchel: three categories each, worth 4, 6 and 8 Dragos. */
export interface MagicianList {
  categories: [Category, Category, Category];
  worth: number;
}
export const MAGICIAN_LISTS: Record<CornerColour, [MagicianList, MagicianList, MagicianList]> = {
  orange: [
    { categories: ['disguises', 'plants', 'toys'], worth: 4 },
    { categories: ['books', 'plush', 'essentials'], worth: 6 },
    { categories: ['weapons', 'outdoor', 'disguises'], worth: 8 },
  ],
  purple: [
    { categories: ['toys', 'plush', 'books'], worth: 4 },
    { categories: ['weapons', 'toys', 'plants'], worth: 6 },
    { categories: ['disguises', 'essentials', 'outdoor'], worth: 8 },
  ],
  yellow: [
    { categories: ['books', 'outdoor', 'weapons'], worth: 4 },
    { categories: ['plants', 'essentials', 'plush'], worth: 6 },
    { categories: ['toys', 'disguises', 'books'], worth: 8 },
  ],
  brown: [
    { categories: ['weapons', 'essentials', 'disguises'], worth: 4 },
    { categories: ['outdoor', 'toys', 'books'], worth: 6 },
    { categories: ['plants', 'plush', 'essentials'], worth: 8 },
  ],
};

/**
 * The lists that count for a player count. With 2 players only the first
 * list, and its third Object may be of any category (the player's choice):
 * its third category is then null.
 */
export function activeLists(colour: CornerColour, players: number): { categories: (Category | null)[]; worth: number }[] {
  const lists = MAGICIAN_LISTS[colour];
  if (players === 2) return [{ categories: [lists[0].categories[0], lists[0].categories[1], null], worth: lists[0].worth }];
  return lists.map((l) => ({ categories: [...l.categories], worth: l.worth }));
}
