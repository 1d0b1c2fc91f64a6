/**
 * Forced choices tell nothing (issue 31, P3): every game's `onlyMove` returns a move only when the choice is forced
 * in every state with the same public view — checked over seeded bot games against re-deals of what the public
 * cannot see (test/games/forced-public.ts, with each game's secrets scrambler). And the check itself catches the
 * forced choices of the games as they were (a MegaGem hand of one colour, Magic Money's announcement without a tie).
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame, BaseState, Seat } from '../../src/shared/engine/types.js';
import { getGame } from '../../src/shared/games/registry.js';
import { colorIndex } from '../../src/shared/games/megagem/data.js';
import type { MegaGemState } from '../../src/shared/games/megagem/state.js';
import { candidates } from '../../src/shared/games/magic-money/auction.js';
import type { MMState } from '../../src/shared/games/magic-money/state.js';
import { highCardForced, scrambleSecrets as highCardScramble } from '../host/fixtures/highcard.js';
import type { Scramble } from '../host/support/leak.js';
import { checkDecision, checkForcedIsPublic, emptyReport, type ForcedGame, type ForcedOptions } from './forced-public.js';
import { LANDMARKS } from '../../src/shared/games/magic-market/data.js';
import { spacesInFront, type MarketState } from '../../src/shared/games/magic-market/state.js';
import type { LibraryState } from '../../src/shared/games/magical-library/state.js';
import { hideNow, market, must, placeVisitor } from './magic-market/helpers.js';
import { allDistribute, allKeep, allPlaceRight, start, wiz } from './magical-library/helpers.js';
import { scrambleSecrets as megagemScramble } from './megagem/secrets.js';
import { scrambleSecrets as moneyScramble } from './magic-money/secrets.js';
import { scrambleSecrets as marketScramble } from './magic-market/secrets.js';
import { scrambleSecrets as libraryScramble } from './magical-library/secrets.js';

const games = (id: string, n: number, players: (i: number) => number, options: (i: number) => ForcedGame['options'] = () => ({})): ForcedGame[] =>
  Array.from({ length: n }, (_, i) => ({
    players: players(i), seed: `forced-public-${id}-${i}`, options: options(i),
    bots: Array.from({ length: players(i) }, (_, seat) => ((seat + i) % 2 ? 'random' : 'basic')),
  }));

const CASES: { id: string; scramble: Scramble; games: ForcedGame[]; forcedTypes: string[]; opts?: ForcedOptions }[] = [
  { id: 'megagem', scramble: megagemScramble as Scramble, games: games('megagem', 10, (i) => 3 + (i % 3), (i) => ({ chart: 'ABCDE'[i % 5] })), forcedTypes: ['reveal'] },
  { id: 'magic-money', scramble: moneyScramble as Scramble, games: games('magic-money', 10, (i) => 3 + (i % 4)), forcedTypes: ['open'] },
  { id: 'magic-market', scramble: marketScramble as Scramble, games: games('magic-market', 6, (i) => 2 + (i % 3), (i) => ({ variant: i % 2 === 1 })), forcedTypes: [] },
  { id: 'magical-library', scramble: libraryScramble as Scramble, games: games('magical-library', 5, (i) => 2 + (i % 5), (i) => ({ modules: i % 2 ? ['m8'] : [] })), forcedTypes: [],
    // Its states are the largest (six displays and their score sheets): a sample of its unforced decisions.
    opts: { unforcedPerGame: 150 } },
];

describe('onlyMove is forced only by what everyone can see', () => {
  for (const c of CASES) {
    it(`${c.id}: in every re-deal of what the public cannot see, the same answer`, () => {
      const def = getGame(c.id);
      const report = checkForcedIsPublic(def, c.scramble, c.games, c.opts);
      expect(report.failures).toEqual([]);
      // The check could fail: decisions were re-dealt, and the re-deals really changed the states.
      expect(report.checked).toBeGreaterThan(50);
      expect(report.changed / (report.checked * 2)).toBeGreaterThan(0.5);
      for (const type of c.forcedTypes) expect(report.byType[type] ?? 0, `forced ${type} moves met`).toBeGreaterThan(0);
    });
  }
});

describe('the check is the game’s own business, not the host’s: the host tests’ fixture game passes it too', () => {
  it('High Card with one card in hand (test/host/forced.test.ts): every play is forced, as everyone can count', () => {
    const report = checkForcedIsPublic(highCardForced as unknown as AnyGame, highCardScramble as Scramble, games('highcard', 3, (i) => 2 + i, () => ({ rounds: 5 })));
    expect(report.failures).toEqual([]);
    expect(report.byType.play).toBeGreaterThan(20);
    expect(report.changed).toBeGreaterThan(0);
  });
});

describe('the forced choices bot games seldom meet, set up', () => {
  it('Magic Market: a Pal with no Dragos for any green price (buy nothing), a Stand of one at the closing (give it)', () => {
    const def = getGame('magic-market');
    const report = emptyReport();
    // A Pal turned over by seat 0, with no Dragos, once the Visitor is hidden again.
    let pal = market(3);
    pal.current = 0;
    pal.timeMaster = 2;
    pal.step = { kind: 'choose' };
    pal.rotation = 0;
    pal.dragos[0] = 0;
    placeVisitor(pal, spacesInFront(pal, 0)[0], 'pal');
    pal = hideNow(must(pal, 0, { type: 'reveal', landmark: LANDMARKS[spacesInFront(pal, 0)[0]] }));
    checkDecision(def, marketScramble as Scramble, pal, 0, 'pal', report);
    const give: MarketState = market(2);
    give.phase = 'closing';
    give.current = 1;
    give.step = { kind: 'give', seller: 0 };
    give.reserves[0] = [];
    give.stands[0] = give.stands[0].slice(0, 1);
    checkDecision(def, marketScramble as Scramble, give, 0, 'give', report);
    expect(report.failures).toEqual([]);
    expect(report.byType).toEqual({ pass: 1, give: 1 });
    expect(report.changed).toBeGreaterThan(0);
  });

  it('Magical Library: a wizard with one card to go to, ordinary or golden', () => {
    const def = getGame('magical-library');
    const report = emptyReport();
    for (const modules of [[], ['m8']] as const) {
      const s = allPlaceRight(allDistribute(allKeep(start(3, [...modules]))));
      expect(s.phase).toBe('wizard');
      // A wizard on (1, 0) leaves only (3, 0) of the row of four; with Module 8 only the golden one is left.
      const one: LibraryState = { ...s, wizards: [[wiz(1, 0)], ...s.wizards.slice(1)], supply: modules.length ? [0, ...s.supply.slice(1)] : s.supply };
      checkDecision(def, libraryScramble as Scramble, one, 0, `wizard ${modules.join()}`, report);
      checkDecision(def, libraryScramble as Scramble, one, 1, `wizard ${modules.join()}`, report);
    }
    expect(report.failures).toEqual([]);
    expect(report.byType).toEqual({ wizard: 2 });
    expect(report.changed).toBeGreaterThan(0);
  });
});

describe('the check catches a choice forced by a hidden fact', () => {
  it('MegaGem as it was: a reveal made for a hand of one colour (of several cards)', () => {
    const def = getGame('megagem');
    const leaky = (state: BaseState, seat: Seat) => {
      const s = state as MegaGemState;
      if (s.phase !== 'reveal' || s.revealer !== seat || s.hands[seat].length === 0) return def.onlyMove!(state, seat);
      const hand = s.hands[seat];
      return hand.every((g) => colorIndex(g) === colorIndex(hand[0])) ? { type: 'reveal', gem: hand[0] } : null;
    };
    const report = checkForcedIsPublic(def, megagemScramble as Scramble, games('megagem', 6, (i) => 3 + (i % 3)), { onlyMove: leaky });
    expect(report.failures.some((f) => /forced by a hidden fact/.test(f)), report.failures.join('\n')).toBe(true);
  });

  it('Magic Money as it was: the announcement made when the sealed bids do not tie', () => {
    const def = getGame('magic-money') as AnyGame;
    const leaky = (state: BaseState, seat: Seat) => {
      const s = state as MMState;
      if (s.phase !== 'resolve' || seat !== s.active) return def.onlyMove!(state, seat);
      const { seats } = candidates(s);
      return seats.length === 1 ? { type: 'announce', winner: seats[0] } : null;
    };
    const report = checkForcedIsPublic(def, moneyScramble as Scramble, games('magic-money', 4, (i) => 3 + i), { onlyMove: leaky });
    expect(report.forced).toBeGreaterThan(0);
    expect(report.failures.some((f) => /announce.*forced by a hidden fact|a choice.*gives \{"type":"announce"/.test(f)), report.failures.join('\n')).toBe(true);
  });

  it('a forced move that reads another seat’s secret', () => {
    // MegaGem's bid of 0, but only when the next seat's hand holds a pink gem: forced or not by a hidden fact, and
    // the seat's own re-deal (the other hands drawn again) changes it too.
    const def = getGame('megagem');
    const leaky = (state: BaseState, seat: Seat) => {
      const s = state as MegaGemState;
      return s.phase === 'bid' && s.bids[seat] === null && s.hands[(seat + 1) % s.players].some((g) => colorIndex(g) === 0) ? { type: 'bid', amount: 0 } : null;
    };
    const report = checkForcedIsPublic(def, megagemScramble as Scramble, games('megagem', 2, () => 4), { onlyMove: leaky });
    expect(report.failures.some((f) => /another seat’s secret|another seat's secret/.test(f))).toBe(true);
  });
});
