/**
 * A game is one manifest: `defineGame({...})` in its folder's index.ts takes the game's parts — its engine
 * definition (rules, views, bots), its strong-bot spec, its emblem as data, its catalogues and its option
 * specs — checks each, fills what has a default, and returns the one object every side reads through the
 * registry (src/shared/games/registry.ts): the host, the bot worker (bots/think.ts), the pre-rendered
 * lobby, the simulator and the tests. A part missing or malformed throws at load, naming the game and the
 * part, so a game cannot be registered half-made (test/games/contract.test.ts holds every game to it).
 */
import type { StrongGame } from '../bots/strong-bot.js';
import type { AnyGame, BaseState, GameDefinition, OptionSpec } from '../engine/types.js';
import { emblemProblem, type EmblemArt } from '../emblem.js';
import type { GameCatalogues } from '../i18n/catalogue.js';

/** Any game's strong-bot spec, as generic code (the bot worker) holds it. */
export type AnyStrong = StrongGame<BaseState, { type: string }, unknown, unknown>;

/** What a game's index.ts hands to `defineGame`: its definition, its strong bot, its emblem, its words. */
export type GameSpec<S extends BaseState, M extends { type: string }, V, Mem> = GameDefinition<S, M, V> & {
  /** The `strong` level's search (src/shared/games/<id>/strong.ts): what the bot worker runs. */
  strong: StrongGame<S, M, V, Mem>;
  /** The emblem (src/shared/games/<id>/emblem.ts), drawn by the renderer and the pre-rendered lobby alike. */
  emblem: EmblemArt;
  /** The game's catalogues (src/shared/games/<id>/i18n/index.ts): English at once, the other languages on demand. */
  catalogues: GameCatalogues;
};

/** What the registry holds for each game: its definition with every part checked and filled. */
export type GameManifest<S extends BaseState = BaseState, M extends { type: string } = { type: string }, V = unknown> =
  GameDefinition<S, M, V> & { strong: AnyStrong; emblem: EmblemArt; catalogues: GameCatalogues };

/** A game as generic code (host, worker, simulator, tests) holds it. */
export type AnyGameManifest = AnyGame & { strong: AnyStrong; emblem: EmblemArt; catalogues: GameCatalogues };

/** The error `defineGame` throws: it names the game and the part. */
export class ManifestError extends Error {
  constructor(readonly game: string, readonly part: string, problem: string) {
    super(`Game "${game}": ${part} ${problem}`);
    this.name = 'ManifestError';
  }
}

const GAME_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** The functions every game must give (the engine, the host and the bots call them). */
const REQUIRED_FUNCTIONS = ['setup', 'toAct', 'apply', 'view', 'isOver', 'result', 'createBot'] as const;
/** The functions a game may give. */
const OPTIONAL_FUNCTIONS = ['parseMove', 'validateOptions', 'scheduled', 'onlyMove', 'cautiousMove'] as const;
/** What a strong-bot spec must give (bots/strong-bot.ts, bots/ismcts.ts). */
const STRONG_FUNCTIONS = ['determinize', 'candidates', 'policy', 'newMemory', 'remember'] as const;
const LANGUAGES = ['de', 'fr', 'es'] as const;

function optionProblem(o: OptionSpec | null | undefined): string | null {
  if (!o || typeof o !== 'object') return 'is not an object';
  if (typeof o.key !== 'string' || !/^[a-zA-Z][a-zA-Z0-9]*$/.test(o.key)) return `has the key ${JSON.stringify(o.key)}`;
  if (typeof o.label !== 'string' || !o.label) return 'has no label';
  switch (o.kind) {
    case 'choice':
      if (!Array.isArray(o.choices) || o.choices.length === 0) return 'has no choices';
      if (!o.choices.some((c) => c.value === o.default)) return `has the default "${o.default}", which is no choice`;
      return null;
    case 'multi':
      if (!Array.isArray(o.choices) || o.choices.length === 0) return 'has no choices';
      if (!Array.isArray(o.default) || o.default.some((d) => !o.choices.some((c) => c.value === d))) return 'has a default that is not a list of its choices';
      return null;
    case 'boolean': return typeof o.default === 'boolean' ? null : 'has a default that is not true or false';
    case 'number':
      return Number.isFinite(o.min) && Number.isFinite(o.max) && o.min <= o.default && o.default <= o.max ? null : 'has a default outside min..max';
    default: return `has the kind "${String((o as { kind?: unknown }).kind)}"`;
  }
}

/** Checks one game's parts and fills their defaults: the game's manifest, as the registry lists it. */
export function defineGame<S extends BaseState, M extends { type: string }, V, Mem>(spec: GameSpec<S, M, V, Mem>): GameManifest<S, M, V> {
  const raw = spec as unknown as Record<string, unknown> | null | undefined;
  if (!raw || typeof raw !== 'object') throw new ManifestError('?', 'the manifest', 'is not an object');
  const id = typeof raw.id === 'string' ? raw.id : '?';
  const fail = (part: string, problem: string): never => { throw new ManifestError(id, part, problem); };

  if (!GAME_ID.test(id)) fail('id', `${JSON.stringify(raw.id)} is not a game id (lower-case words joined by "-", as its folder is named)`);
  for (const text of ['name', 'summary'] as const) if (typeof raw[text] !== 'string' || !raw[text]) fail(text, 'is missing');
  const { minPlayers, maxPlayers } = spec;
  if (!Number.isInteger(minPlayers) || minPlayers < 1) fail('minPlayers', 'is not a whole number ≥ 1');
  if (!Number.isInteger(maxPlayers) || maxPlayers < minPlayers) fail('maxPlayers', 'is not a whole number ≥ minPlayers');
  if (!Array.isArray(spec.options)) fail('options', 'is missing (a list of option specs; [] for none)');
  const keys = new Set<string>();
  spec.options.forEach((o, i) => {
    const problem = optionProblem(o);
    if (problem) fail(`options[${i}]`, problem);
    if (keys.has(o.key)) fail(`options[${i}]`, `repeats the key "${o.key}"`);
    keys.add(o.key);
  });
  if (typeof (spec.moveSchema as { safeParse?: unknown } | undefined)?.safeParse !== 'function') fail('moveSchema', 'is missing (a zod schema of the moves)');
  for (const f of REQUIRED_FUNCTIONS) if (typeof raw[f] !== 'function') fail(f, 'is missing (a function)');
  for (const f of OPTIONAL_FUNCTIONS) if (raw[f] !== undefined && typeof raw[f] !== 'function') fail(f, 'is not a function');
  if (raw.forcedSaysWhy !== undefined && (!Array.isArray(raw.forcedSaysWhy) || raw.forcedSaysWhy.some((t) => typeof t !== 'string'))) fail('forcedSaysWhy', 'is not a list of move types');
  if (!Array.isArray(spec.rules) || spec.rules.some((s) => typeof s?.title !== 'string' || !Array.isArray(s.paragraphs))) {
    fail('rules', 'is missing (a list of sections, each with a title and paragraphs)');
  }
  if (!spec.messages || typeof spec.messages !== 'object') fail('messages', 'is missing (the English catalogue of the log and refusals)');

  const strong = spec.strong as unknown as Record<string, unknown> | undefined;
  if (!strong || typeof strong !== 'object') fail('strong', 'is missing (the strong bot\'s search spec, strong.ts)');
  if (strong!.id !== id) fail('strong', `names the game "${String(strong!.id)}"`);
  if (!Number.isInteger(strong!.defaultIterations) || (strong!.defaultIterations as number) < 1) fail('strong.defaultIterations', 'is not a whole number ≥ 1');
  for (const f of STRONG_FUNCTIONS) if (typeof strong![f] !== 'function') fail(`strong.${f}`, 'is missing (a function)');
  if (!strong!.rules || typeof strong!.rules !== 'object') fail('strong.rules', 'is missing (the forward model: the game\'s own functions)');

  const emblem = emblemProblem(spec.emblem);
  if (emblem) fail('emblem', emblem);

  const catalogues = spec.catalogues as GameCatalogues | undefined;
  if (!catalogues || typeof catalogues.en !== 'object' || catalogues.en === null) fail('catalogues', 'is missing (its i18n/index.ts: English, and a loader for each other language)');
  for (const key of Object.keys(spec.messages)) if (typeof catalogues!.en[key] !== 'string') fail('catalogues.en', `lacks the message "${key}"`);
  if (!catalogues!.load || typeof catalogues!.load !== 'object') fail('catalogues.load', 'is missing (a loader for each other language)');
  for (const lang of LANGUAGES) if (typeof catalogues!.load[lang] !== 'function') fail(`catalogues.load.${lang}`, 'is not a loader (a function)');
  for (const [lang, loader] of Object.entries(catalogues!.load)) {
    if (!(LANGUAGES as readonly string[]).includes(lang)) fail(`catalogues.load.${lang}`, 'is no language of the app');
    if (typeof loader !== 'function') fail(`catalogues.load.${lang}`, 'is not a loader (a function)');
  }

  return { ...spec } as GameManifest<S, M, V>;
}
