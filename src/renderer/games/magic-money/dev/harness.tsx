/**
 * DEV ONLY (not part of the build): runs the Magic Money engine in the page
 * and draws the table without a host, for looking at screens. `npx vite`,
 * then open /games/magic-money/dev/harness.html with
 * ?players=4&seat=0&seed=s&until=<phase>&auction=<n> (bots play every seat,
 * yours included, until that phase of that auction; then you play your seat
 * and bots the others), &seat=auto (the seat the game waits for).
 */
import { StrictMode, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { applyMove, logFor } from '../../../../shared/engine/engine.js';
import magicMoney from '../../../../shared/games/magic-money/index.js';
import { english } from '../../../../shared/games/magic-money/messages.js';
import type { MMState } from '../../../../shared/games/magic-money/state.js';
import type { SeatOccupant } from '../../../../shared/protocol.js';
import '../../../styles/app.css';
import '../../../styles/table.css';
import '../mm.css';
import { MagicMoneyTable } from '../Table.js';

const q = new URLSearchParams(location.search);
const players = Number(q.get('players') ?? 4);
const seed = q.get('seed') ?? 'harness';
const until = q.get('until');
const untilAuction = Number(q.get('auction') ?? 1);
const def = magicMoney;
const NAMES = ['Ada', 'Bram', 'Cleo', 'Dov', 'Esme', 'Finn'];
const COLOURS = ['#e6194b', '#3cb44b', '#4363d8', '#f58231', '#911eb4', '#42d4f4'];
const bots = Array.from({ length: players }, (_, s) => def.createBot(s % 2 ? 'random' : 'basic', s, `${seed}/${s}`));

function step(state: MMState, skip: number | null): MMState | null {
  const who = def.toAct(state).filter((s) => s !== skip);
  if (who.length === 0) return null;
  const r = applyMove(def, state, who[0], bots[who[0]].act(def.view(state, who[0])));
  if (!r.ok) throw new Error(r.message);
  return r.state;
}

let start = def.setup(players, {}, seed);
for (let i = 0; i < 2000 && until; i++) {
  if (until === 'over' ? def.isOver(start) : start.phase === until && start.auction >= untilAuction) break;
  const next = step(start, null);
  if (!next) break;
  start = next;
}
const me = q.get('seat') === 'auto' ? def.toAct(start)[0] ?? 0 : q.get('seat') === 'none' ? null : Number(q.get('seat') ?? 0);
const seats: SeatOccupant[] = NAMES.slice(0, players).map((name, i) => (i === me
  ? { kind: 'human', name, colour: COLOURS[i], connected: true, ready: true }
  : { kind: 'bot', name, colour: COLOURS[i], level: i % 2 ? 'random' : 'basic' }));

function Harness() {
  const [state, setState] = useState(start);
  const [moveNo, setMoveNo] = useState(0);
  const send = useCallback(async (move: { type: string }) => {
    const r = applyMove(def, state, me ?? -2, move);
    if (!r.ok) return { ok: false as const, error: r.message };
    let s = r.state;
    for (let i = 0; i < 50; i++) { const n = step(s, me); if (!n) break; s = n; }
    setState(s);
    setMoveNo((n) => n + 1);
    return { ok: true as const };
  }, [state]);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: innerWidth < 700 ? 'minmax(0,1fr)' : 'minmax(0,1fr) 260px', gap: '.75rem', padding: innerWidth < 700 ? '.5rem' : '1rem' }}>
      <MagicMoneyTable view={def.view(state, me)} seat={me} toAct={def.toAct(state)} seats={seats}
        log={logFor(state.log, me)} text={english} result={def.result(state)} moveNo={moveNo} send={send} hints={q.get('hints') === '1'} />
      <ol style={{ background: '#fbf4e4', fontSize: '.8rem', padding: '.5rem 1.5rem', margin: 0 }}>
        {logFor(state.log, me).slice(-20).map((e) => <li key={e.n}>{english(e.msg)}</li>)}
      </ol>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(<StrictMode><Harness /></StrictMode>);
