/**
 * The forced-choice check, for any game: `onlyMove(state, seat)` may return a move only when the choice is forced by
 * what EVERYONE at the table can see (engine/types.ts), because the host makes it quickly and says so to everyone.
 *
 * Seeded bot games are played; at every state where the game waits for a seat, `onlyMove` is asked, and then asked
 * again of re-deals of that state (the game's `test/games/<id>/secrets.ts` scrambler):
 * - public re-deals (`scramble(state, null, …)`: everything the public view does not show is drawn again, the forced
 *   seat's own secrets included; the public view must stay the same): `onlyMove` must be forced in each exactly when
 *   it is forced in the real state, with a move of the same type that the re-dealt state accepts. A choice forced by
 *   a hidden fact (a hand of one colour, sealed bids with no tie) fails here.
 * - the seat's own re-deals (`scramble(state, seat, …)`: only what the seat itself does not know is drawn again):
 *   the very same move (it is decided from the seat's own information, never from another seat's secret).
 * Every decision is checked, forced or not (or at most `unforcedPerGame` unforced ones a game), so that a choice left
 * to the person which a re-deal would force is caught too: a hidden fact that makes a choice forced is met as often
 * from either side (Magic Money's bots tie a few times in a hundred auctions). Bounded and seeded.
 */
import { applyMove, playBots } from '../../src/shared/engine/engine.js';
import type { AnyGame, BaseState, BotLevel, OptionValues, Seat } from '../../src/shared/engine/types.js';
import type { Scramble } from '../host/support/leak.js';

export interface ForcedGame {
  players: number;
  seed: string;
  bots: BotLevel[];
  options?: OptionValues;
}

export interface ForcedReport {
  /** Seat decisions looked at (a state and a seat the game waits for). */
  decisions: number;
  /** Of those, where `onlyMove` gave a move. */
  forced: number;
  /** Decisions re-dealt (every forced one, some unforced ones). */
  checked: number;
  /** Public re-deals that changed the state (the check could fail on these). */
  changed: number;
  /** Forced moves by type (what the games met). */
  byType: Record<string, number>;
  failures: string[];
}

export interface ForcedOptions {
  /** Public re-deals per decision checked. */
  redeals?: number;
  /** Unforced decisions re-dealt per game at most (default: every one; the first half, then every 5th move's). */
  unforcedPerGame?: number;
  /** Ask this instead of `def.onlyMove` (the check's own test: a leaky one must be caught). */
  onlyMove?: (state: BaseState, seat: Seat) => { type: string } | null;
}

const str = (v: unknown) => JSON.stringify(v);

export function checkForcedIsPublic(def: AnyGame, scramble: Scramble, games: readonly ForcedGame[], o: ForcedOptions = {}): ForcedReport {
  const unforcedPerGame = o.unforcedPerGame ?? Infinity;
  const report = emptyReport();
  for (const game of games) {
    const states: BaseState[] = [];
    playBots(def, { players: game.players, seed: game.seed, bots: game.bots, options: game.options, onMove: (before) => { states.push(before); } });
    let unforced = 0;
    states.forEach((state, moveNo) => {
      if (def.scheduled?.(state)) return;
      for (const seat of def.toAct(state)) {
        // Every forced decision; of the others, the first ones, then every 5th, up to the bound.
        const sample = unforcedPerGame === Infinity || unforced < unforcedPerGame / 2 || (unforced < unforcedPerGame && moveNo % 5 === 0);
        const checked = checkDecision(def, scramble, state, seat, `${game.seed} move ${moveNo}`, report, { ...o, unforced: sample });
        if (checked === 'unforced') unforced++;
      }
    });
  }
  return report;
}

export function emptyReport(): ForcedReport {
  return { decisions: 0, forced: 0, checked: 0, changed: 0, byType: {}, failures: [] };
}

/**
 * One decision (`seat` in `state`), checked as above and counted in `report`; `unforced: false` skips the re-deals
 * when `onlyMove` gives no move. Returns what it found: a forced move, an unforced decision re-dealt, or skipped.
 */
export function checkDecision(
  def: AnyGame, scramble: Scramble, state: BaseState, seat: Seat, label: string, report: ForcedReport,
  o: ForcedOptions & { unforced?: boolean } = {},
): 'forced' | 'unforced' | 'skipped' {
  const onlyMove = o.onlyMove ?? def.onlyMove?.bind(def);
  if (!onlyMove) throw new Error(`${def.id} has no onlyMove`);
  const redeals = o.redeals ?? 2;
  const fail = (m: string) => { if (report.failures.length < 20) report.failures.push(m); };
  report.decisions++;
  const move = onlyMove(state, seat);
  const at = `${label} seat ${seat} (${move ? str(move) : 'a choice'})`;
  if (move) {
    report.forced++;
    report.byType[move.type] = (report.byType[move.type] ?? 0) + 1;
    const r = applyMove(def, state, seat, move);
    if (!r.ok) fail(`${at}: the forced move is refused: ${r.message}`);
  } else if (o.unforced === false) {
    return 'skipped';
  }
  report.checked++;
  const publicView = str(def.view(state, null));
  for (let k = 0; k < redeals; k++) {
    const other = scramble(state, null, `forced:${label}:${seat}:${k}`);
    if (str(def.view(other, null)) !== publicView) { fail(`${at}: the scrambler changed the public view (not a re-deal of the same table)`); continue; }
    if (str(other) !== str(state)) report.changed++;
    const again = onlyMove(other, seat);
    if ((again === null) !== (move === null)) {
      fail(`${at}: a re-deal with the same public view gives ${again ? str(again) : 'a choice'}: forced by a hidden fact`);
      continue;
    }
    if (again && move && again.type !== move.type) fail(`${at}: a re-deal with the same public view forces another kind of move, ${str(again)}`);
    if (again) {
      const r = applyMove(def, other, seat, again);
      if (!r.ok) fail(`${at}: in a re-deal the forced move ${str(again)} is refused: ${r.message}`);
    }
  }
  const own = scramble(state, seat, `forced-own:${label}:${seat}`);
  if (str(def.view(own, seat)) !== str(def.view(state, seat))) fail(`${at}: the scrambler changed the seat's own view`);
  else if (str(onlyMove(own, seat)) !== str(move)) fail(`${at}: another seat's secret changes the forced move: ${str(onlyMove(own, seat))}`);
  return move ? 'forced' : 'unforced';
}
