/**
 * Magic Market's catalogue: every sentence the engine sends a player (log
 * entries, refusals, score lines) and the names those sentences carry
 * (landmarks, the Price die's colours, the 48 Objects), as ICU
 * MessageFormat strings in English. Seats travel as `{seat:N}` params.
 *
 * No message names a Visitor's landmark together with what the Visitor did:
 * after its window the host never sends what a Visitor is (see visitors.ts).
 */
import { catalogue, type Catalogue } from '../../engine/messages.js';

const SENTENCES = {
  // Setup and the opening
  'magic-market.dealt': '{first} holds the dice and plays first; {timeMaster} is the Time Master. The clock shows {hour} o\'clock.',
  'magic-market.peekOpen': 'Everyone may look under the twelve Visitors before the market opens.',
  'magic-market.hiddenChooseStands': 'The Visitors are hidden again. Everyone chooses the 6 Objects for their Stand.',
  'magic-market.standSet': '{seat} is ready.',
  'magic-market.standShown': '{seat}’s Stand: {objects}.',
  'magic-market.marketOpens': 'The Magic Market opens. {seat} plays first.',
  // A turn with the Visitors
  'magic-market.rolledMovement': '{seat} rolled a {notches}.',
  'magic-market.turnedOver': '{seat} turned over a Visitor.',
  'magic-market.nothingToBuy': '{seat} found nothing to buy.',
  'magic-market.nothingSold': '{seat} sold nothing.',
  'magic-market.soldToVisitor': '{seat} sold the {object} to a Visitor for {dragos, plural, one {# Drago} other {# Dragos}} (Price die: {colour}).',
  'magic-market.refilled': '{seat} put up the {object}.',
  'magic-market.clockMoves': 'It is now {hour} o\'clock.',
  // Pals and bargaining
  'magic-market.offers': '{seat} offers {seller} {dragos, plural, one {# Drago} other {# Dragos}} ({colour}) for the {object}.',
  'magic-market.boughtNothing': '{seat} bought nothing.',
  'magic-market.accepts': '{seat} accepts.',
  'magic-market.refusesTooDear': '{seat} refuses; the Price die shows {colour}: {dragos, plural, one {# Drago} other {# Dragos}}, more than {buyer} has. Nothing was bought.',
  'magic-market.refusesPrice': '{seat} says no; the Price die shows {colour}: {dragos, plural, one {# Drago} other {# Dragos}}.',
  'magic-market.bought': '{buyer} bought the {object} from {seller} for {dragos, plural, one {# Drago} other {# Dragos}}.',
  // The closing
  'magic-market.marketCloses': 'The Magic Market closes. Everyone must now complete their purchases from the other players.',
  'magic-market.mustBuyFrom': '{seat} must buy an Object from {seller}, who chooses it.',
  'magic-market.visits': '{seat} visits the Stand of {seller}, who chooses the Object.',
  'magic-market.closingPrice': '{buyer} rolled {colour}: the {object} from {seller} costs {price, plural, one {# Drago} other {# Dragos}}{short, select, yes {; short of money, {buyer} pays all they have: {paid, plural, one {# Drago} other {# Dragos}}} other {}}.',
  'magic-market.gameOver': 'Every purchase is made: the game is over. Count your Dragos!',
  // Score lines
  'magic-market.lineDragos': 'Dragos',
  'magic-market.lineMagician': 'Great Magician',
  'magic-market.magicianLists': '{count, plural, one {list} other {lists}} {lists}',
  // Refusals
  'magic-market.onlyTableHides': 'Only the table hides the Visitors again',
  'magic-market.standsSet': 'The Stands are already set up',
  'magic-market.standChosen': 'You have already chosen your Stand',
  'magic-market.standSize': 'Choose exactly {size} Objects for your Stand, not {given}',
  'magic-market.standDistinct': 'Choose {size} different Objects',
  'magic-market.notYourObject': '"{object}" is not one of your Objects',
  'magic-market.alreadyRolled': 'You have already rolled the Movement die this turn',
  'magic-market.rollFirst': 'Roll the Movement die first',
  'magic-market.alreadyRevealed': 'You have already turned over a Visitor this turn',
  'magic-market.noLandmark': 'There is no landmark "{landmark}" on the disc',
  'magic-market.notInFront': 'The Visitor by the {landmark} is not in front of your Stand',
  'magic-market.nothingToSell': 'There is nothing to sell to a Visitor now',
  'magic-market.notWanted': 'That Visitor does not want this Object',
  'magic-market.notOnStand': 'That Object is not on your Stand',
  'magic-market.noRefill': 'Your Stand does not need refilling now',
  'magic-market.notInReserve': 'That Object is not in your reserve',
  'magic-market.offerOnlyWithPal': 'You can only make an offer when a Pal minds your Stand',
  'magic-market.notOnAnyStand': 'That Object is not on any Stand',
  'magic-market.ownStand': 'You cannot buy from your own Stand',
  'magic-market.offerTooHigh': 'You cannot offer {dragos, plural, one {# Drago} other {# Dragos}}: you have only {have}',
  'magic-market.nothingToPass': 'There is nothing to pass on now',
  'magic-market.noOffer': 'No offer is waiting for your answer',
  'magic-market.notVisiting': 'You are not choosing a Stand to visit now',
  'magic-market.notOwed': 'You do not owe a purchase to {seller}',
  'magic-market.notGiving': 'Nobody is waiting for you to choose an Object',
  // Names: the Price die's colours, the landmarks
  'magic-market.green': 'green',
  'magic-market.blue': 'blue',
  'magic-market.red': 'red',
  'magic-market.landmark.glasses': 'glasses',
  'magic-market.landmark.umbrella': 'umbrella',
  'magic-market.landmark.cat': 'cat',
  'magic-market.landmark.key': 'key',
  'magic-market.landmark.moon': 'moon',
  'magic-market.landmark.owl': 'owl',
  'magic-market.landmark.mushroom': 'mushroom',
  'magic-market.landmark.anchor': 'anchor',
  'magic-market.landmark.crown': 'crown',
  'magic-market.landmark.bell': 'bell',
  'magic-market.landmark.feather': 'feather',
  'magic-market.landmark.shell': 'shell',
} as const satisfies Catalogue;

/**
 * The 48 Objects' names, one message each (`magic-market.object.<camelName>`).
 * Listed here so that the catalogue is the one place a translator reads;
 * data.ts keeps the English names its stable Object ids are made from, and
 * a test checks that both agree.
 */
const OBJECT_NAMES = {
  'magic-market.object.spinningTopOfWhispers': 'Spinning Top of Whispers',
  'magic-market.object.clockworkDragonfly': 'Clockwork Dragonfly',
  'magic-market.object.lokiPlush': 'Loki Plush',
  'magic-market.object.sleepyBadgerPlush': 'Sleepy Badger Plush',
  'magic-market.object.atlasOfFloatingIsles': 'Atlas of Floating Isles',
  'magic-market.object.riddleAlmanac': 'Riddle Almanac',
  'magic-market.object.kiteOfFourWinds': 'Kite of Four Winds',
  'magic-market.object.boomerangOfReturn': 'Boomerang of Return',
  'magic-market.object.thunderSlingshot': 'Thunder Slingshot',
  'magic-market.object.frostDagger': 'Frost Dagger',
  'magic-market.object.bottomlessTeapot': 'Bottomless Teapot',
  'magic-market.object.selfLightingLantern': 'Self-Lighting Lantern',
  'magic-market.object.cloakOfNobody': 'Cloak of Nobody',
  'magic-market.object.moustacheOfManyFaces': 'Moustache of Many Faces',
  'magic-market.object.singingMandrake': 'Singing Mandrake',
  'magic-market.object.moonpetalFern': 'Moonpetal Fern',
  'magic-market.object.enchantedScore': 'Enchanted Score',
  'magic-market.object.diaryThatWritesBack': 'Diary That Writes Back',
  'magic-market.object.hopscotchOfLeaps': 'Hopscotch of Leaps',
  'magic-market.object.endlessSkippingRope': 'Endless Skipping Rope',
  'magic-market.object.wandOfSneezes': 'Wand of Sneezes',
  'magic-market.object.bubbleSword': 'Bubble Sword',
  'magic-market.object.everFullPurse': 'Ever-Full Purse',
  'magic-market.object.parasolOfSunshine': 'Parasol of Sunshine',
  'magic-market.object.hatOfHiding': 'Hat of Hiding',
  'magic-market.object.foxTailMask': 'Fox-Tail Mask',
  'magic-market.object.gigglingCactus': 'Giggling Cactus',
  'magic-market.object.firebloomSeeds': 'Firebloom Seeds',
  'magic-market.object.marblesOfStarlight': 'Marbles of Starlight',
  'magic-market.object.puppetThatDances': 'Puppet That Dances',
  'magic-market.object.griffinCuddle': 'Griffin Cuddle',
  'magic-market.object.dragonPillowPet': 'Dragon Pillow Pet',
  'magic-market.object.shieldOfEchoes': 'Shield of Echoes',
  'magic-market.object.pebbleCatapult': 'Pebble Catapult',
  'magic-market.object.compassToHome': 'Compass to Home',
  'magic-market.object.neverColdMittens': 'Never-Cold Mittens',
  'magic-market.object.beardOfTheWise': 'Beard of the Wise',
  'magic-market.object.invisibleSocks': 'Invisible Socks',
  'magic-market.object.tickleIvy': 'Tickle Ivy',
  'magic-market.object.sunseedSapling': 'Sunseed Sapling',
  'magic-market.object.yoYoOfGravity': 'Yo-yo of Gravity',
  'magic-market.object.woodenWalkingDuck': 'Wooden Walking Duck',
  'magic-market.object.teddyOfCourage': 'Teddy of Courage',
  'magic-market.object.bunnyOfDreams': 'Bunny of Dreams',
  'magic-market.object.bookOfLostRecipes': 'Book of Lost Recipes',
  'magic-market.object.tinySpellbook': 'Tiny Spellbook',
  'magic-market.object.flyingFrisbee': 'Flying Frisbee',
  'magic-market.object.cloudHammock': 'Cloud Hammock',
} as const satisfies Catalogue;

export const MESSAGES = { ...SENTENCES, ...OBJECT_NAMES } as const satisfies Catalogue;
export type ObjectNameId = keyof typeof OBJECT_NAMES;

export const { msg, refuse, english, englishOnce } = catalogue(MESSAGES);

/** The message id of an Object's name ("Fox-Tail Mask" → magic-market.object.foxTailMask). */
export function objectNameId(name: string): ObjectNameId {
  const words = name.split(/[^A-Za-z]+/).filter(Boolean);
  const camel = words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0].toUpperCase() + w.slice(1).toLowerCase())).join('');
  const id = `magic-market.object.${camel}`;
  if (!(id in OBJECT_NAMES)) throw new Error(`No catalogue name for the Object "${name}"`);
  return id as ObjectNameId;
}
