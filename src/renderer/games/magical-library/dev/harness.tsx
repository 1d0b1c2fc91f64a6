/**
 * DEV ONLY (not part of the build): runs the Magical Library engine in the page
 * and draws the table or the campaign screen without a host, for looking at
 * screens. `npx vite` then open /games/magical-library/dev/harness.html with
 * ?players=4&modules=m1,m3&seed=s&auto=20 (moves the bot plays for you first),
 * ?screen=campaign&field=5 for the campaign screen.
 */
import { StrictMode, useCallback, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { applyMove, logFor } from '../../../../shared/engine/engine.js';
import magicalLibrary from '../../../../shared/games/magical-library/index.js';
import { english } from '../../../../shared/games/magical-library/messages.js';
import type { LibraryState } from '../../../../shared/games/magical-library/state.js';
import type { SeatOccupant } from '../../../../shared/protocol.js';
import '../../../styles/app.css';
import '../../../styles/table.css';
import { CampaignScreen, type CampaignScreenData } from '../CampaignScreen.js';
import { BadgeChoice, CampaignPicker, type CampaignChoice } from '../CampaignPanels.js';
import { LibraryTable } from '../Table.js';
import { BADGE_IDS } from '../path-data.js';

const q = new URLSearchParams(location.search);
const players = Number(q.get('players') ?? 3);
const modules = (q.get('modules') ?? '').split(',').filter(Boolean);
const seed = q.get('seed') ?? 'harness';
const me = Number(q.get('seat') ?? 0);
const spectator = q.get('spectator') === '1';
const def = magicalLibrary;
const NAMES = ['Ada', 'Bram', 'Cleo', 'Dov', 'Esme', 'Finn'];
const COLOURS = ['#e6194b', '#3cb44b', '#4363d8', '#f58231', '#911eb4', '#42d4f4'];
const seats: SeatOccupant[] = NAMES.slice(0, players).map((name, i) => (i === me
  ? { kind: 'human', name, colour: COLOURS[i], connected: true, ready: true }
  : { kind: 'bot', name, colour: COLOURS[i], level: 'basic' }));

function botsMove(state: LibraryState, includeMe: boolean, bots: ReturnType<typeof def.createBot>[]): LibraryState {
  for (let guard = 0; guard < 500; guard++) {
    const who = def.toAct(state).filter((s) => includeMe || s !== me);
    if (who.length === 0) return state;
    const s = who[0];
    const move = bots[s].act(def.view(state, s));
    const r = applyMove(def, state, s, move);
    if (!r.ok) throw new Error(r.message);
    state = r.state;
  }
  return state;
}

function initial(): LibraryState {
  const bots = Array.from({ length: players }, (_, s) => def.createBot('basic', s, `${seed}-${s}`));
  let state = def.setup(players, { modules }, seed);
  let auto = Number(q.get('auto') ?? 0);
  while (auto-- > 0 && !def.isOver(state)) {
    state = botsMove(state, false, bots);
    if (def.toAct(state).includes(me)) {
      const r = applyMove(def, state, me, bots[me].act(def.view(state, me)));
      if (!r.ok) throw new Error(r.message);
      state = r.state;
    }
  }
  return botsMove(state, false, bots);
}

function TableHarness() {
  const bots = useMemo(() => Array.from({ length: players }, (_, s) => def.createBot('basic', s, `${seed}-${s}x`)), []);
  const [state, setState] = useState(initial);
  const [moveNo, setMoveNo] = useState(0);
  const send = useCallback(async (move: { type: string } & Record<string, unknown>) => {
    const r = applyMove(def, state, me, move);
    if (!r.ok) return { ok: false as const, error: r.message };
    setState(botsMove(r.state, false, bots));
    setMoveNo((n) => n + 1);
    return { ok: true as const };
  }, [state, bots]);
  const viewer = spectator ? null : me;
  return (
    <div style={{ padding: 12, maxWidth: 1040 }}>
      <LibraryTable view={def.view(state, viewer)} seat={viewer} toAct={def.toAct(state)} seats={seats}
        log={logFor(state.log, viewer)} text={english} result={def.result(state)} moveNo={moveNo} send={send} />
    </div>
  );
}

function CampaignHarness() {
  const field = Number(q.get('field') ?? 3);
  const ids = [...BADGE_IDS].reverse();
  const data: CampaignScreenData = { name: 'Family Sundays', badges: ids.slice(0, field), games: field + 2 };
  const [open, setOpen] = useState<number | null>(q.get('opened') ? Number(q.get('opened')) : null);
  return (
    <div style={{ padding: 12, maxWidth: 1040 }}>
      <CampaignScreen campaign={data} opened={open} onCloseOpened={() => setOpen(null)} />
    </div>
  );
}

function PanelsHarness() {
  const [sel, setSel] = useState<CampaignChoice>({ mode: 'free' });
  const campaigns = [
    { id: 'family', name: 'Family Sundays', field: 5, badges: ['vp120', 'vp110', 'vp100', 'all4', 'owl30'], unlocked: ['m1', 'm2', 'm3', 'm4'], medals: [], games: 7, updatedAt: 0,
      pending: [{ table: 'a1b2c3d4e5', tableOpen: false, gameNo: 2, at: 0, fulfilled: [['vp80'], []], seatNames: ['Ann', null], chooserSeat: 0, canChoose: true }], canChoose: true },
    { id: 'club', name: 'Club night', field: 0, badges: [], unlocked: [], medals: [], games: 0, updatedAt: 0, pending: [], canChoose: false },
  ];
  const ok = async () => ({ ok: true as const });
  return (
    <div style={{ padding: 12, maxWidth: 720, display: 'flex', flexDirection: 'column', gap: 12 }}>
      <CampaignPicker campaigns={campaigns} problems={[{ file: 'old.json', error: 'The campaign file old.json is damaged (not valid JSON, perhaps cut short); it was left untouched' }]}
        selected={sel} editable onSelect={setSel} onCreate={ok} onImport={async () => ({ ok: false, error: 'x', code: 'name_taken' })}
        onExport={async () => ({ ok: true, json: '{}' })} />
      <BadgeChoice fulfilled={[['vp80', 'owl30'], ['vp80'], []]} ticked={['owl30']} seats={seats} field={3} canChoose onChoose={ok} />
    </div>
  );
}

const screens: Record<string, () => React.ReactNode> = { campaign: CampaignHarness, panels: PanelsHarness };
const Screen = screens[q.get('screen') ?? ''] ?? TableHarness;
createRoot(document.getElementById('root')!).render(<StrictMode><Screen /></StrictMode>);
