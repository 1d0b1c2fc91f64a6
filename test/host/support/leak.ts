/**
 * The secret-leak check (non-interference): every state frame a client got
 * is compared with what the game would have sent had every secret of that
 * seat been different — `view(scrambleSecrets(state, seat, seed), seat)` and
 * `logFor(scrambled.log, seat)`. If a secret influenced a frame, they differ.
 */
import { applyMove, logFor, resolveOptions } from '../../../src/shared/engine/engine.js';
import type { BaseState, AnyGame, GameRecord, Seat } from '../../../src/shared/engine/types.js';
import type { StateFrame } from './client.js';

/**
 * A game's scramble (test/games/<id>/secrets.ts): the state with everything `seat` may not know redrawn.
 * Declared as a method so that each game's own `(state: ItsState, …) => ItsState` fits.
 */
export type Scramble = { scramble(state: BaseState, seat: Seat | null, seed: string): BaseState }['scramble'];

export interface Received {
  seat: Seat | null;
  frames: StateFrame[];
}

export interface LeakReport {
  frames: number;
  /** Frames whose state the scrambler actually changed (the check can fail on these). */
  scrambled: number;
  failures: string[];
}

const json = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** The state after each number of moves of a record: states[k] follows k moves. */
export function statesOf(def: AnyGame, record: GameRecord): BaseState[] {
  const resolved = resolveOptions(def, record.options, record.seats.length);
  if (!resolved.ok) throw new Error(resolved.error);
  let state = def.setup(record.seats.length, resolved.options, record.seed);
  const out = [state];
  for (const { seat, move } of record.moves) {
    const r = applyMove(def, state, seat, move);
    if (!r.ok) throw new Error(`replay refused ${JSON.stringify(move)}: ${r.message}`);
    state = r.state;
    out.push(state);
  }
  return out;
}

export function checkNonInterference(def: AnyGame, record: GameRecord, received: Received[], scramble: Scramble, seeds = ['x', 'y']): LeakReport {
  const states = statesOf(def, record);
  const report: LeakReport = { frames: 0, scrambled: 0, failures: [] };
  const failOnce = (msg: string) => { if (report.failures.length < 20) report.failures.push(msg); };
  for (const { seat, frames } of received) {
    const who = seat === null ? 'spectator' : `seat ${seat}`;
    for (const f of frames) {
      report.frames++;
      const state = states[f.moveNo];
      if (!state) { failOnce(`${who}: frame for move ${f.moveNo} beyond the record`); continue; }
      // The frame is what the host should have sent from the true state…
      if (JSON.stringify(f.view) !== JSON.stringify(json(def.view(state, seat))))
        failOnce(`${who} move ${f.moveNo}: the view differs from view(state, seat)`);
      let changed = false;
      for (const k of seeds) {
        const scrambled = scramble(state, seat, `${k}:${seat}:${f.moveNo}`);
        if (JSON.stringify(scrambled) !== JSON.stringify(state)) changed = true;
        // …and equally from any state that differs only in what this seat may not know.
        const view = json(def.view(scrambled, seat));
        if (JSON.stringify(f.view) !== JSON.stringify(view)) {
          failOnce(`${who} move ${f.moveNo}: the view depends on a secret\n  sent:      ${JSON.stringify(f.view).slice(0, 400)}\n  scrambled: ${JSON.stringify(view).slice(0, 400)}`);
        }
        if (JSON.stringify(f.toAct) !== JSON.stringify(def.toAct(scrambled)))
          failOnce(`${who} move ${f.moveNo}: toAct depends on a secret`);
        const log = logFor(scrambled.log, seat);
        // A log entry is a message id and its parameters: all of it must be the same from the scrambled state.
        const byN = new Map(log.map((e) => [e.n, JSON.stringify(e.msg)]));
        for (const e of f.log) {
          const sent = JSON.stringify(e.msg);
          if (byN.get(e.n) !== sent) failOnce(`${who} move ${f.moveNo}: log entry ${e.n} ${sent} depends on a secret or is not theirs to see`);
        }
        if (JSON.stringify(f.result) !== JSON.stringify(json(def.result(scrambled))))
          failOnce(`${who} move ${f.moveNo}: the result depends on a secret`);
        if (f.fullLog && JSON.stringify(f.log) !== JSON.stringify(log)) failOnce(`${who} move ${f.moveNo}: the full log differs from the seat's log`);
      }
      if (changed) report.scrambled++;
    }
  }
  return report;
}
