/**
 * DEV ONLY (not part of the build): runs the Magic Market engine in the page
 * and draws the table without a host, for looking at screens. `npx vite`
 * then open /games/magic-market/dev/harness.html with
 * ?players=3&seat=0&seed=s&variant=1&until=offer (bots, you included, play
 * until that step is reached, then stop, keeping any reveal on screen),
 * &spectator=1, &hideMs=800 (shorter reveal windows while you click), &hints=1 (the first-game hints).
 */
import { StrictMode, useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { applyMove, logFor } from '../../../../shared/engine/engine.js';
import { SYSTEM } from '../../../../shared/engine/types.js';
import magicMarket from '../../../../shared/games/magic-market/index.js';
import { english } from '../../../../shared/games/magic-market/messages.js';
import type { MarketState } from '../../../../shared/games/magic-market/state.js';
import type { SeatOccupant } from '../../../../shared/protocol.js';
import '../../../styles/app.css';
import '../../../styles/table.css';
import { MarketTable } from '../Table.js';

const q = new URLSearchParams(location.search);
const players = Number(q.get('players') ?? 3);
const seed = q.get('seed') ?? 'harness';
let me = Number(q.get('seat') ?? 0);
const spectator = q.get('spectator') === '1';
const until = q.get('until');
const untilShown = q.get('shown') === '1';
const hideMs = Number(q.get('hideMs') ?? 0);
const hints = q.get('hints') === '1';
const def = magicMarket;
const NAMES = ['Ada', 'Bram', 'Cleo', 'Dov'];
const COLOURS = ['#e6194b', '#3cb44b', '#4363d8', '#f58231'];
let seats: SeatOccupant[] = [];
const makeSeats = (): SeatOccupant[] => NAMES.slice(0, players).map((name, i) => (i === me && !spectator
  ? { kind: 'human', name, colour: COLOURS[i], connected: true, ready: true }
  : { kind: 'bot', name, colour: COLOURS[i], level: 'basic' }));
const bots = Array.from({ length: players }, (_, s) => def.createBot('basic', s, `${seed}/${s}`));

function step(state: MarketState, includeMe: boolean): MarketState | null {
  const due = def.scheduled!(state);
  if (due) { const r = applyMove(def, state, SYSTEM, due.move); return r.ok ? r.state : null; }
  const who = def.toAct(state).filter((s) => includeMe || s !== me || spectator);
  if (who.length === 0) return null;
  const r = applyMove(def, state, who[0], bots[who[0]].act(def.view(state, who[0])));
  if (!r.ok) throw new Error(r.message);
  return r.state;
}

function initial(): MarketState {
  let state = def.setup(players, { variant: q.get('variant') === '1' }, seed);
  if (!until) return state;
  for (let i = 0; i < 2000; i++) {
    if (state.step.kind === until && (!untilShown || state.shown) && (untilShown || !state.shown)) break;
    if (def.isOver(state) && until === 'over') break;
    const next = step(state, true);
    if (!next) break;
    state = next;
  }
  return state;
}

const start = initial();
if (q.get('seat') === 'auto') me = def.toAct(start)[0] ?? 0;
seats = makeSeats();

function Harness() {
  const [state, setState] = useState<MarketState>(start);
  const [moveNo, setMoveNo] = useState(0);
  const [paused, setPaused] = useState(Boolean(until));
  useEffect(() => {
    if (paused) return;
    const due = def.scheduled!(state);
    const wait = due ? (hideMs || due.delayMs) : 400;
    const t = setTimeout(() => {
      const next = step(state, false);
      if (next) { setState(next); setMoveNo((n) => n + 1); }
    }, wait);
    return () => clearTimeout(t);
  }, [state, paused]);
  const send = useCallback(async (move: { type: string }) => {
    setPaused(false);
    const r = applyMove(def, state, me, move);
    if (!r.ok) return { ok: false as const, error: r.message };
    setState(r.state);
    setMoveNo((n) => n + 1);
    return { ok: true as const };
  }, [state]);
  const seat = spectator ? null : me;
  return (
    <div style={{ padding: 8 }} data-testid="game-table">
      <MarketTable view={def.view(state, seat)} seat={seat} toAct={def.toAct(state)} seats={seats}
        log={logFor(state.log, seat)} text={english} result={def.result(state)} moveNo={moveNo} send={send} hints={hints} />
    </div>
  );
}

createRoot(document.getElementById('root')!).render(<StrictMode><Harness /></StrictMode>);
