/**
 * The secret-leak check (non-interference): every state frame a client got
 * is compared with what the game would have sent had every secret of that
 * seat been different — `view(scrambleSecrets(state, seat, seed), seat)` and
 * `logFor(scrambled.log, seat)`. If a secret influenced a frame, they differ.
 */
import { applyMove, logFor, resolveOptions } from '../../../src/shared/engine/engine.js';
import type { BaseState, AnyGame, GameRecord, Seat } from '../../../src/shared/engine/types.js';
import type { Frame, StateFrame } from './client.js';

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

/**
 * What one connection heard of a table, in order, as lines that can be compared between two games on two hosts
 * that differ only in a hidden fact (forced choices and turn timers included): every state frame (all of it but the
 * table's id: view, seats waited for, log, result, turn clocks, "While you were away"), each table note ("had only
 * one choice", "timed out") when a room frame first brings it, and the replies to the connection's own requests (a
 * `pong` marks a step of the test's script, so a move made sooner or later than a step shows as a change of order).
 * Lobby frames and the rest of the room (who is connected) are left out.
 */
export function heard(frames: readonly Frame[], tableId: string): string[] {
  const out: string[] = [];
  const notes = new Set<number>();
  for (const f of frames) {
    if ('ref' in f && f.ref !== undefined) out.push(`reply ${f.type}${f.type === 'error' ? ` ${f.code}` : ''}`);
    if (f.type === 'state' && f.tableId === tableId) {
      const { tableId: _id, ...rest } = f;
      void _id;
      out.push(`state ${JSON.stringify(rest)}`);
    } else if (f.type === 'room' && f.room.id === tableId) {
      for (const n of f.room.notes) {
        if (notes.has(n.n)) continue;
        notes.add(n.n);
        out.push(`note ${JSON.stringify(n)}`);
      }
    }
  }
  return out;
}
