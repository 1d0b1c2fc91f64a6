import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { produce, cloneJson, appendLog, deepFreeze } from '../../src/shared/engine/draft.js';
import { applyMove, logFor, placesFrom, playBots, replay, replayUntilRefused, resolveOptions, winnersOf } from '../../src/shared/engine/engine.js';
import { catalogue, formatMsg } from '../../src/shared/engine/messages.js';
import { randInt, seedRng } from '../../src/shared/engine/rng.js';
import type { BaseState, GameDefinition } from '../../src/shared/engine/types.js';
import { SYSTEM } from '../../src/shared/engine/types.js';

const COUNT_MESSAGES = {
  'count.addRange': 'Add 1, 2 or 3',
  'count.modeB': 'Mode B is for 2–3 players',
  'count.youAdded': 'You added {n}',
  'count.added': '{seat} added something',
  'count.totals': 'Totals: {totals}',
} as const;
const count = catalogue(COUNT_MESSAGES);

/** A tiny counting game: everyone adds 1–3 at once (sealed), a system move shows the sum, first to reach `target` wins. */
interface CountState extends BaseState { target: number; totals: number[]; sealed: (number | null)[]; showing: boolean; }
type CountMove = { type: 'add'; n: number } | { type: 'hide' };
const countGame: GameDefinition<CountState, CountMove, unknown> = {
  id: 'count', name: 'Count', summary: 'test', minPlayers: 2, maxPlayers: 4,
  options: [
    { key: 'target', label: 'Target', kind: 'number', min: 3, max: 30, default: 10 },
    { key: 'mode', label: 'Mode', kind: 'choice', choices: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }], default: 'a' },
    { key: 'fast', label: 'Fast', kind: 'boolean', default: false },
    { key: 'mods', label: 'Mods', kind: 'multi', choices: [{ value: 'm1', label: 'M1' }], default: [] },
  ],
  moveSchema: z.discriminatedUnion('type', [
    z.object({ type: z.literal('add'), n: z.number().int() }),
    z.object({ type: z.literal('hide') }),
  ]),
  validateOptions: (o, players) => (players === 4 && o.mode === 'b' ? count.msg('count.modeB') : null),
  setup: (players, options, seed) => ({ players, rng: seedRng(seed), log: [], target: options.target as number, totals: new Array(players).fill(0), sealed: new Array(players).fill(null), showing: false }),
  toAct: (s) => (s.showing || s.totals.some((t) => t >= s.target) ? [] : s.sealed.flatMap((b, i) => (b === null ? [i] : []))),
  scheduled: (s) => (s.showing ? { delayMs: 1000, move: { type: 'hide' } } : null),
  apply: (state, actor, move) => produce(state, (s) => {
    if (move.type === 'hide') { s.showing = false; return; }
    if (move.n < 1 || move.n > 3) return count.refuse('illegal', 'count.addRange');
    s.sealed[actor] = move.n;
    s.log.push({ msg: count.msg('count.youAdded', { n: move.n }), to: [actor], others: count.msg('count.added', { seat: { seat: actor } }) });
    if (s.sealed.every((b) => b !== null)) {
      s.sealed.forEach((b, i) => { s.totals[i] += b! + randInt(s.rng, 2); });
      s.sealed = s.sealed.map(() => null);
      s.showing = true;
      s.log.push({ msg: count.msg('count.totals', { totals: s.totals.join(', ') }) });
    }
  }),
  view: (s, seat) => ({ totals: s.totals, mine: seat === null ? null : s.sealed[seat] }),
  isOver: (s) => !s.showing && s.totals.some((t) => t >= s.target),
  result: (s) => {
    if (!countGame.isOver(s)) return null;
    const places = placesFrom(s.totals);
    return { places, winners: winnersOf(places), seats: s.totals.map((t, seat) => ({ seat, total: t, breakdown: [{ category: 'count', points: t }] })) };
  },
  createBot: (_level, seat) => ({ act: () => ({ type: 'add', n: 1 + (seat % 3) }) }),
  rules: [],
  messages: COUNT_MESSAGES,
};

describe('options', () => {
  it('fills defaults and keeps given values', () => {
    const r = resolveOptions(countGame, { target: 20 }, 3);
    expect(r).toEqual({ ok: true, options: { target: 20, mode: 'a', fast: false, mods: [] } });
  });
  it.each([
    [{ nope: 1 }, 'Unknown option "nope"'],
    [{ target: 2 }, 'Target: a whole number from 3 to 30'],
    [{ target: 4.5 }, 'Target: a whole number'],
    [{ mode: 'z' }, 'Mode: choose one of a, b'],
    [{ fast: 'yes' }, 'Fast: expected on or off'],
    [{ mods: ['m9'] }, 'Mods: choose among m1'],
  ])('refuses %j with a clear reason', (given, reason) => {
    const r = resolveOptions(countGame, given as never, 3);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toContain(reason);
      expect(r.msg.id).toMatch(/^engine\.(unknownOption|option\w+)$/);
    }
  });
  it('refuses an own `__proto__` option (as JSON.parse makes it) like any other unknown option, and pollutes nothing', () => {
    const given = JSON.parse('{"__proto__":{"target":20,"x":1}}') as Record<string, never>;
    expect(Object.keys(given)).toEqual(['__proto__']);
    const r = resolveOptions(countGame, given, 3);
    expect(r).toEqual({
      ok: false, error: 'Unknown option "__proto__" for Count',
      msg: { id: 'engine.unknownOption', params: { key: '__proto__', game: 'Count' } },
    });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(({} as Record<string, unknown>).target).toBeUndefined();
  });
  it('refuses options with a changed prototype and never reads inherited values', () => {
    const inherited = Object.create({ target: 20 }) as Record<string, never>;
    const r = resolveOptions(countGame, inherited, 3);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe('Unknown option "__proto__" for Count');
    const bare = Object.assign(Object.create(null) as Record<string, never>, { target: 20 });
    expect(resolveOptions(countGame, bare, 3)).toMatchObject({ ok: true, options: { target: 20 } });
  });
  it('checks the player count and game-specific rules, as messages', () => {
    expect(resolveOptions(countGame, {}, 5)).toEqual({
      ok: false, error: 'Count is for 2–4 players, not 5',
      msg: { id: 'engine.playerCount', params: { game: 'Count', min: 2, max: 4, players: 5 } },
    });
    expect(resolveOptions(countGame, { mode: 'b' }, 4)).toEqual({ ok: false, error: 'Mode B is for 2–3 players', msg: { id: 'count.modeB' } });
  });
});

describe('applyMove', () => {
  const start = () => countGame.setup(3, { target: 10 }, 'seed');
  it('refuses malformed moves, wrong seats, and moves while a system move is due, leaving the state untouched', () => {
    const s = start();
    const before = JSON.stringify(s);
    for (const [actor, move, code, id, reason] of [
      [0, { type: 'add' }, 'malformed', 'engine.malformed', 'Malformed move at n'],
      [0, { type: 'fly' }, 'malformed', 'engine.malformed', 'Malformed move'],
      [0, null, 'malformed', 'engine.malformed', 'Malformed move'],
      [7, { type: 'add', n: 1 }, 'no_seat', 'engine.noSeat', 'No seat 7'],
      [SYSTEM, { type: 'hide' }, 'illegal', 'engine.noSystemMove', 'No such system move is due'],
      [0, { type: 'add', n: 9 }, 'illegal', 'count.addRange', 'Add 1, 2 or 3'],
    ] as const) {
      const r = applyMove(countGame, s, actor, move);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.code).toBe(code);
        expect(r.id).toBe(id);
        expect(r.message).toContain(reason);
      }
    }
    expect(JSON.stringify(s)).toBe(before);
    let t = s;
    for (const seat of [0, 1, 2]) { const r = applyMove(countGame, t, seat, { type: 'add', n: 1 }); expect(r.ok).toBe(true); if (r.ok) t = r.state; }
    const wait = applyMove(countGame, t, 0, { type: 'add', n: 1 });
    expect(wait.ok).toBe(false);
    if (!wait.ok) {
      expect(wait.code).toBe('wait');
      expect(wait.message).toMatch(/showing something/);
    }
    expect(applyMove(countGame, t, SYSTEM, { type: 'hide' }).ok).toBe(true);
  });
  it('refuses a second move from a seat that has acted in a simultaneous phase', () => {
    const r1 = applyMove(countGame, start(), 1, { type: 'add', n: 2 });
    expect(r1.ok).toBe(true);
    if (!r1.ok) return;
    expect(countGame.toAct(r1.state)).toEqual([0, 2]);
    expect(applyMove(countGame, r1.state, 1, { type: 'add', n: 2 })).toEqual({ ok: false, code: 'not_your_turn', id: 'engine.notYourTurn', message: 'It is not your turn to act' });
  });
  it('refuses any move once the game is over, before the game sees it', () => {
    const over = playBots(countGame, { players: 2, seed: 'o', bots: ['basic', 'basic'] }).state;
    const r = applyMove(countGame, over, 0, { type: 'add', n: 1 });
    expect(r).toEqual({ ok: false, code: 'over', id: 'engine.over', message: 'The game is over' });
  });
});

describe('log redaction', () => {
  const m = (id: string) => ({ id });
  const log = [{ msg: m('public') }, { msg: m('your secret'), to: [1], others: m('seat 1 did something') }, { msg: m('only yours'), to: [2] }];
  it('shows each seat what it may see, with indices in the full log', () => {
    expect(logFor(log, 1)).toEqual([{ n: 0, msg: m('public') }, { n: 1, msg: m('your secret') }]);
    expect(logFor(log, 2)).toEqual([{ n: 0, msg: m('public') }, { n: 1, msg: m('seat 1 did something') }, { n: 2, msg: m('only yours') }]);
    expect(logFor(log, null)).toEqual([{ n: 0, msg: m('public') }, { n: 1, msg: m('seat 1 did something') }]);
    expect(logFor(log, 1, 1)).toEqual([{ n: 1, msg: m('your secret') }]);
  });
});

describe('messages', () => {
  const cat = {
    'x.coins': '{who} has {n, plural, one {# coin} other {# coins}}',
    'x.gem': 'Blue',
    'x.got': '{who} got {gems}',
    'x.bid': '{who} bid {amount}',
  };
  it('render ICU plurals, seats as tokens, nested messages, lists and long numbers in the reader\'s locale', () => {
    expect(formatMsg({ id: 'x.coins', params: { who: { seat: 2 }, n: 1 } }, cat)).toBe('{seat:2} has 1 coin');
    expect(formatMsg({ id: 'x.coins', params: { who: { seat: 2 }, n: 1234 } }, cat)).toBe('{seat:2} has 1,234 coins');
    expect(formatMsg({ id: 'x.coins', params: { who: 'Ana', n: 1234 } }, cat, { locale: 'de' })).toBe('Ana has 1.234 coins');
    expect(formatMsg({ id: 'x.got', params: { who: { seat: 0 }, gems: { list: [{ msg: { id: 'x.gem' } }, 'Pink', 'Green'] } } }, cat)).toBe('{seat:0} got Blue, Pink, and Green');
    const big = '1234567890123456789012345';
    expect(formatMsg({ id: 'x.bid', params: { who: 'Ben', amount: { num: big } } }, cat)).toBe('Ben bid 1,234,567,890,123,456,789,012,345');
    expect(formatMsg({ id: 'x.bid', params: { who: 'Ben', amount: { num: big } } }, cat, { locale: 'de' })).toBe('Ben bid 1.234.567.890.123.456.789.012.345');
    expect(formatMsg({ id: 'x.coins', params: { who: { seat: 1 }, n: 2 } }, cat, { seat: (n) => `Seat ${n + 1}` })).toBe('Seat 2 has 2 coins');
  });
  it('never render blank: an unknown id shows as itself', () => {
    expect(formatMsg({ id: 'x.nothing' }, cat)).toBe('x.nothing');
  });
  it('a catalogue\'s refuse carries code, id, params and the English sentence', () => {
    expect(count.refuse('illegal', 'count.addRange')).toEqual({ ok: false, code: 'illegal', id: 'count.addRange', message: 'Add 1, 2 or 3' });
    expect(count.english(count.msg('count.youAdded', { n: 2 }))).toBe('You added 2');
  });
});

describe('places', () => {
  it('ranks by total, ties share a place', () => {
    expect(placesFrom([10, 30, 30, 5])).toEqual([3, 1, 1, 4]);
    expect(winnersOf([3, 1, 1, 4])).toEqual([1, 2]);
  });
  it('breaks ties where the rules say so, and puts eliminated seats last', () => {
    expect(placesFrom([7, 7, 9], [100, 200, 0])).toEqual([3, 2, 1]);
    expect(placesFrom([9, 7, 8], undefined, [true, false, false])).toEqual([3, 2, 1]);
  });
});

describe('produce', () => {
  it('returns a changed copy and leaves the original alone, or the refusal', () => {
    const s = { a: [1, 2], b: { c: 'x' } };
    const r = produce(s, (d) => { d.a.push(3); d.b.c = 'y'; });
    expect(r).toEqual({ ok: true, state: { a: [1, 2, 3], b: { c: 'y' } } });
    expect(s).toEqual({ a: [1, 2], b: { c: 'x' } });
    const no = count.refuse('illegal', 'count.addRange');
    expect(produce(s, (d) => { d.a.push(9); return no; })).toBe(no);
    expect(s.a).toEqual([1, 2]);
    expect(cloneJson(null)).toBe(null);
  });
  it('shares the log\'s entries (only ever appended) and copies everything else', () => {
    const s = deepFreeze({ players: 2, log: [{ msg: { id: 'a' } }], hands: [[1], [2]] });
    const r = produce(s, (x) => { x.hands[0].push(3); x.log.push({ msg: { id: 'b' } }); });
    if (!r.ok) throw new Error('refused');
    expect(r.state).toEqual({ players: 2, log: [{ msg: { id: 'a' } }, { msg: { id: 'b' } }], hands: [[1, 3], [2]] });
    expect(r.state.log[0]).toBe(s.log[0]);
    expect(r.state.hands[1]).not.toBe(s.hands[1]);
    expect(s).toEqual({ players: 2, log: [{ msg: { id: 'a' } }], hands: [[1], [2]] });
  });
  it('appends to the log without copying it: older states keep their length, a branch copies once', () => {
    const s = { players: 2, log: [{ msg: { id: 'a' } }], hands: [[1], [2]] };
    const r = produce(s, (x) => { x.log.push({ msg: { id: 'b' } }); x.hands[0].push(3); });
    expect(s).toEqual({ players: 2, log: [{ msg: { id: 'a' } }], hands: [[1], [2]] });
    if (!r.ok) throw new Error('refused');
    expect(r.state.log.length).toBe(2);
    expect(r.state.log).toEqual([{ msg: { id: 'a' } }, { msg: { id: 'b' } }]);
    expect(Array.isArray(r.state.log)).toBe(true);
    expect(JSON.stringify(r.state.log)).toBe('[{"msg":{"id":"a"}},{"msg":{"id":"b"}}]');
    const next = produce(r.state, (x) => { x.log.push({ msg: { id: 'c' } }); });
    const branch = produce(r.state, (x) => { x.log.push({ msg: { id: 'd' } }); });
    if (!next.ok || !branch.ok) throw new Error('refused');
    expect(r.state.log.map((e) => e.msg.id)).toEqual(['a', 'b']);
    expect(next.state.log.map((e) => e.msg.id)).toEqual(['a', 'b', 'c']);
    expect(branch.state.log.map((e) => e.msg.id)).toEqual(['a', 'b', 'd']);
    expect(appendLog(next.state.log, { msg: { id: 'e' } }).map((e) => e.msg.id)).toEqual(['a', 'b', 'c', 'e']);
    expect(next.state.log.length).toBe(3);
    expect(() => { (r.state.log as unknown[]).push(1); }).toThrow(TypeError);
    expect(() => { (r.state.log as unknown[])[0] = 1; }).toThrow(TypeError);
    const refused = count.refuse('illegal', 'count.addRange');
    expect(produce(next.state, (x) => { x.log.push({ msg: { id: 'z' } }); return refused; })).toBe(refused);
    expect(next.state.log.length).toBe(3);
  });
  it('a frozen state cannot be changed in place', () => {
    const s = deepFreeze({ players: 2, log: [{ msg: { id: 'a' } }], hands: [[1], [2]] });
    expect(() => { s.hands[0].push(2); }).toThrow(TypeError);
    expect(() => { (s.log[0].msg as { id: string }).id = 'b'; }).toThrow(TypeError);
  });
});

describe('bots, records and replay', () => {
  it('plays to the end, applying system moves, and the record replays to the same state', () => {
    const played = playBots(countGame, { players: 3, seed: 'p', bots: ['random', 'basic', 'random'] });
    expect(countGame.isOver(played.state)).toBe(true);
    expect(played.record.moves.some((m) => m.seat === SYSTEM)).toBe(true);
    expect(JSON.stringify(replay(countGame, JSON.parse(JSON.stringify(played.record))))).toBe(JSON.stringify(played.state));
  });
  it('replay names the first refused move', () => {
    const played = playBots(countGame, { players: 2, seed: 'q', bots: ['random', 'random'] });
    const bad = { ...played.record, moves: [played.record.moves[0], played.record.moves[0]] };
    expect(() => replay(countGame, bad)).toThrow(/move 1 \(add by seat \d\) refused/);
    const partial = replayUntilRefused(countGame, bad);
    expect(partial.applied).toBe(1);
    expect(partial.refused).toMatchObject({ index: 1, refusal: { code: 'not_your_turn' } });
    expect(JSON.stringify(partial.state)).toBe(JSON.stringify(replay(countGame, { ...bad, moves: bad.moves.slice(0, 1) })));
  });
  it('reports a stall instead of looping forever', () => {
    const stuck = { ...countGame, toAct: () => [], scheduled: () => null } as typeof countGame;
    expect(() => playBots(stuck, { players: 2, seed: 's', bots: ['random', 'random'] })).toThrow(/nobody to act/);
    const endless = { ...countGame, isOver: () => false } as typeof countGame;
    expect(() => playBots(endless, { players: 2, seed: 's', bots: ['random', 'random'], options: { target: 30 }, maxMoves: 20 })).toThrow(/stalled after 20/);
  });
});
