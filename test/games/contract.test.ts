/**
 * The contract every registered game keeps (test/games/contract.ts), one block per game named by its id: its
 * manifest is complete; a strong bot answers through the worker path the host uses; each view hides what another
 * seat may not see; `onlyMove` agrees with the move list; a seeded bots' game replays to the same result; the
 * emblem renders. A game's secrets scrambler is test/games/<id>/secrets.ts (`scrambleSecrets`), found by its folder.
 * The last block feeds the checks broken games: each must fail, naming what is missing or wrong.
 */
import { describe, expect, it } from 'vitest';
import { defineGame, ManifestError, type AnyGameManifest, type GameSpec } from '../../src/shared/games/define.js';
import { GAMES, getGame } from '../../src/shared/games/registry.js';
import { makeRandom } from '../../src/shared/engine/rng.js';
import type { BaseState, Seat } from '../../src/shared/engine/types.js';
import type { Scramble } from '../host/support/leak.js';
import { checkEmblem, checkOnlyMove, checkReplay, checkStrongThroughWorker, checkViewsHide } from './contract.js';

const SCRAMBLERS = import.meta.glob<{ scrambleSecrets?: Scramble }>('./*/secrets.ts', { eager: true });

function scramblerOf(id: string): Scramble {
  const scramble = SCRAMBLERS[`./${id}/secrets.ts`]?.scrambleSecrets;
  if (!scramble) throw new Error(`Game "${id}": test/games/${id}/secrets.ts is missing its scrambleSecrets (what a seat may not know, redrawn)`);
  return scramble;
}

describe.each(GAMES.map((g) => [g.id, g] as const))('%s keeps the games\' contract', (id, game) => {
  it('has a complete manifest (every part defineGame checks)', () => {
    expect(() => defineGame(game as unknown as GameSpec<BaseState, { type: string }, unknown, unknown>)).not.toThrow();
    expect(game.strong.id).toBe(id);
  });

  it('answers with a strong bot through the worker path the host uses', () => {
    expect(checkStrongThroughWorker(game)).toEqual([]);
  });

  it('hides from each view what that seat may not see', () => {
    const report = checkViewsHide(game, scramblerOf(id));
    expect(report.failures).toEqual([]);
    // The check could fail: the re-deals changed most states it looked at.
    expect(report.checked).toBeGreaterThan(10);
    expect(report.changed).toBeGreaterThan(report.checked / 2);
  });

  it('gives an onlyMove that agrees with the move list', () => {
    const report = checkOnlyMove(game);
    expect(report.failures).toEqual([]);
    expect(report.decisions).toBeGreaterThan(0);
  });

  it('replays a seeded bots\' game to the same result', () => {
    expect(checkReplay(game)).toEqual([]);
  });

  it('renders its emblem', () => {
    expect(checkEmblem(game)).toEqual([]);
  });
});

describe('a game that breaks the contract fails, naming what is wrong', () => {
  const base = GAMES[0];
  const spec = (change: Record<string, unknown>) => ({ ...base, ...change }) as unknown as GameSpec<BaseState, { type: string }, unknown, unknown>;
  const broken = (change: Record<string, unknown>) => ({ ...base, ...change }) as unknown as AnyGameManifest;

  it.each([
    ['strong', 'strong is missing'],
    ['emblem', 'emblem is not a non-empty list of shapes'],
    ['view', 'view is missing (a function)'],
    ['rules', 'rules is missing'],
    ['options', 'options is missing'],
    ['moveSchema', 'moveSchema is missing'],
    ['name', 'name is missing'],
    ['catalogues', 'catalogues is missing'],
  ])('a manifest without %s', (part, message) => {
    expect(() => defineGame(spec({ [part]: undefined }))).toThrow(ManifestError);
    expect(() => defineGame(spec({ [part]: undefined }))).toThrow(`Game "${base.id}": ${message}`);
  });

  it('malformed parts', () => {
    expect(() => defineGame(spec({ id: 'Bad Id' }))).toThrow('is not a game id');
    expect(() => defineGame(spec({ forcedSaysWhy: 'open' as never }))).toThrow(`Game "${base.id}": forcedSaysWhy is not a list of move types`);
    expect(() => defineGame(spec({ forcedSaysWhy: [1] as never }))).toThrow('forcedSaysWhy is not a list of move types');
    expect(() => defineGame(spec({ emblem: [{ tag: 'script', attrs: {} }] }))).toThrow(`Game "${base.id}": emblem shape 0 has tag "script"`);
    expect(() => defineGame(spec({ strong: { ...base.strong, candidates: undefined } }))).toThrow(`Game "${base.id}": strong.candidates is missing`);
    expect(() => defineGame(spec({ strong: { ...base.strong, id: 'other' } }))).toThrow(`Game "${base.id}": strong names the game "other"`);
    expect(() => defineGame(spec({ catalogues: { en: {}, load: base.catalogues.load } }))).toThrow(`Game "${base.id}": catalogues.en lacks the message`);
    expect(() => defineGame(spec({ catalogues: { en: base.messages, load: { de: base.catalogues.load.de } } }))).toThrow(`Game "${base.id}": catalogues.load.fr is not a loader`);
    const loaders = base.catalogues.load;
    expect(() => defineGame(spec({ catalogues: { en: base.messages, load: { ...loaders, de: {} } } }))).toThrow(`Game "${base.id}": catalogues.load.de is not a loader`);
    expect(() => defineGame(spec({ catalogues: { en: base.messages, load: { ...loaders, la: () => Promise.resolve({ default: {} }) } } })))
      .toThrow(`Game "${base.id}": catalogues.load.la is no language of the app`);
    expect(() => defineGame(spec({ options: [{ key: 'x', label: 'X', kind: 'choice', choices: [{ value: 'a', label: 'A' }], default: 'b' }] })))
      .toThrow(`Game "${base.id}": options[0] has the default "b", which is no choice`);
  });

  it('a game without a scrambler', () => {
    expect(() => scramblerOf('no-such-game')).toThrow('test/games/no-such-game/secrets.ts is missing');
  });

  it('a view that shows a secret', () => {
    // Each seat's view with the whole state beside it: each seat then sees the others' secrets.
    const leaky = broken({ view: (state: BaseState, seat: Seat | null) => ({ ...(base.view(state, seat) as object), peek: JSON.stringify(state) }) });
    const report = checkViewsHide(leaky, scramblerOf(base.id));
    expect(report.failures.join('\n')).toMatch(new RegExp(`^${base.id}: .*'s view depends on a secret`));
  });

  it('an onlyMove that forces a free choice', () => {
    // Claims the first move of the list whenever there is one, whatever else the seat could do.
    const pushy = broken({ onlyMove: (state: BaseState, seat: Seat) => base.strong.candidates(base.view(state, seat), seat, makeRandom('pushy'))[0] ?? null });
    expect(checkOnlyMove(pushy).failures.join('\n')).toMatch(/but the move list is/);
  });

  it('a strong bot the worker does not know', () => {
    const stranger = broken({ createBot: (...args: Parameters<AnyGameManifest['createBot']>) => {
      const bot = base.createBot(...args);
      return { ...bot, thought: (view: unknown) => ({ ...bot.thought!(view), game: 'no-such-game' }) };
    } });
    expect(checkStrongThroughWorker(stranger).join('\n')).toMatch(/the worker cannot think for it: No strong bot for game "no-such-game"/);
  });

  it('a game that does not replay the same', () => {
    let deals = 0;
    const fickle = broken({ setup: (players: number, options: never, seed: string) => base.setup(players, options, `${seed}/${deals++}`) });
    expect(checkReplay(fickle).join('\n')).toMatch(new RegExp(`^${base.id}: .* played twice gives two games`));
  });

  it('an emblem that does not render', () => {
    expect(checkEmblem(broken({ emblem: [{ tag: 'rect', attrs: { width: 'wide' } }] })).join('\n')).toMatch(/the emblem's width is "wide"/);
    expect(checkEmblem(broken({ emblem: [] })).join('\n')).toMatch(/the emblem draws nothing/);
  });

  it('the registry refuses a game it does not know', () => {
    expect(() => getGame('no-such-game')).toThrow('Unknown game "no-such-game"');
  });
});
