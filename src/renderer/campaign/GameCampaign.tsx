/**
 * The end of a Magical Library campaign game, on every screen at the table:
 * the badges fulfilled (the creator ticks one for the group), what the choice
 * did on the Path of Knowledge, a medal, and the box-opened ceremony.
 */
import { useEffect, useRef, useState } from 'react';
import type { TableCampaign, TableRoom } from '../../shared/protocol.js';
import { BadgeChoice } from '../games/magical-library/CampaignPanels.js';
import { CampaignScreen, moduleRule } from '../games/magical-library/CampaignScreen.js';
import { BADGE_TITLES, PATH, type BadgeId, type PathField } from '../games/magical-library/path-data.js';
import '../games/magical-library/ml-campaign.css';
import type { HostConnection } from '../net/connection.js';
import { Button, Panel } from '../ui/index.js';

type InCampaign = Extract<TableCampaign, { mode: 'campaign' }>;

const seenKey = (tableId: string, gameNo: number) => `magic-table:ceremony:${tableId}:${gameNo}`;
function seen(key: string): boolean {
  try { return globalThis.localStorage?.getItem(key) === '1'; } catch { return false; }
}
function markSeen(key: string): void {
  try { globalThis.localStorage?.setItem(key, '1'); } catch { /* private mode: it may show again */ }
}

export function GameCampaign({ conn, room, over }: { conn: HostConnection; room: TableRoom; over: boolean }) {
  const campaign = room.campaign;
  if (!over || campaign?.mode !== 'campaign' || (!campaign.pending && !campaign.advanced)) return null;
  return <Finished conn={conn} room={room} campaign={campaign} />;
}

function Finished({ conn, room, campaign }: { conn: HostConnection; room: TableRoom; campaign: InCampaign }) {
  const [showPath, setShowPath] = useState(false);
  const advanced = campaign.advanced;
  const key = advanced ? seenKey(room.id, advanced.gameNo) : '';
  const [ceremonyDone, setCeremonyDone] = useState(() => !advanced?.opened || seen(key));
  useEffect(() => { setCeremonyDone(!advanced?.opened || seen(key)); }, [key, advanced?.opened]);
  const c = campaign.campaign;
  // The badges come after the score pad: bring them into view once per game, on every screen.
  const panel = useRef<HTMLDivElement>(null);
  const pendingGame = campaign.pending?.gameNo ?? null;
  useEffect(() => {
    if (pendingGame !== null) panel.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [pendingGame]);
  return (
    <Panel title={`Campaign: ${c.name}`} className="game-campaign">
      <div data-testid="game-campaign" ref={panel}>
        {campaign.pending && (
          <BadgeChoice
            fulfilled={campaign.pending.fulfilled as BadgeId[][]}
            ticked={campaign.pending.ticked as BadgeId[]}
            seats={room.seats}
            field={campaign.pending.field}
            canChoose={room.youAreCreator}
            onChoose={async (badge) => {
              const r = await conn.request({ type: 'chooseBadge', tableId: room.id, badge });
              return r.ok ? { ok: true } : { ok: false, error: r.error };
            }}
          />
        )}
        {campaign.pending && room.youAreCreator && (
          <p className="muted small">Tick it before everyone leaves: a finished table closes when its last player leaves, and this game’s badge with it.</p>
        )}
        {advanced && (
          <p data-testid="campaign-advanced" aria-live="polite">
            {advanced.badge
              ? <>Ticked: <b>{BADGE_TITLES[advanced.badge as BadgeId] ?? advanced.badge}</b>. The path advances to field {advanced.reached}.</>
              : <>No badge could be ticked this time: the path stays on field {c.field}.</>}
            {advanced.opened && <> <b>Box {advanced.opened.box} is open!</b></>}
            {advanced.medal && <> <b data-testid="campaign-medal">The {advanced.medal} medal is yours!</b></>}
          </p>
        )}
        <Button small kind="ghost" onClick={() => setShowPath((v) => !v)} aria-expanded={showPath}>{showPath ? 'Hide the path' : 'Show the Path of Knowledge'}</Button>
        {showPath && <CampaignScreen campaign={{ name: c.name, badges: c.badges as BadgeId[], games: c.games }} />}
      </div>
      {advanced?.opened && !ceremonyDone && (
        <BoxCeremony box={advanced.opened.box} onClose={() => { markSeen(key); setCeremonyDone(true); }} />
      )}
    </Panel>
  );
}

/**
 * The box-opened ceremony: what the box holds, the rule each module adds, and
 * where its sticker goes (the rules screen's Modules section).
 */
export function BoxCeremony({ box, onClose }: { box: number; onClose: () => void }) {
  const b = PATH.find((f) => f.kind === 'box' && f.box === box) as Extract<PathField, { kind: 'box' }> | undefined;
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => { close.current?.focus(); }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose(); };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  if (!b) return null;
  return (
    <div className="ml-ceremony" role="dialog" aria-modal="true" aria-labelledby="ml-ceremony-title" data-testid="ml-box-opened">
      <div className="ml-ceremony-card">
        <div className="ml-ceremony-rays" aria-hidden="true" />
        <div className="ml-ceremony-box" aria-hidden="true"><Lid /></div>
        <h2 id="ml-ceremony-title">Box {b.box} is open!</h2>
        <p className="muted">You reached field {b.field} of the Path of Knowledge. The box holds:</p>
        <ul>
          {b.modules.map((m) => {
            const { title, rule } = moduleRule(m);
            return <li key={m}><b>{title}</b><br />{rule}</li>;
          })}
        </ul>
        <p className="small">
          <b>The sticker:</b> {b.modules.length > 1 ? 'these rules now stand' : 'this rule now stands'} in the rules screen under <i>Modules</i>
          {' '}({b.modules.map((m) => `Module ${m.slice(1)}`).join(' and ')}), where it said “Locked”; from now on you may switch {b.modules.length > 1 ? 'them' : 'it'} on in this campaign’s games.
        </p>
        <button ref={close} type="button" className="btn btn-primary" onClick={onClose}>Wonderful!</button>
      </div>
    </div>
  );
}

function Lid() {
  return (
    <svg width={120} height={120} viewBox="0 0 24 24" aria-hidden="true" className="ml-box-icon ml-box-open">
      <rect x="3" y="10" width="18" height="12" rx="1.5" fill="#7a4b2a" stroke="#2a2119" />
      <rect x="10.5" y="10" width="3" height="12" fill="#e2b33c" />
      <g className="ml-lid" style={{ transformOrigin: '3px 10px' }} transform="rotate(-35 3 10)">
        <rect x="2" y="6" width="20" height="5" rx="1.2" fill="#8e5a33" stroke="#2a2119" />
        <rect x="10.5" y="6" width="3" height="5" fill="#e2b33c" />
      </g>
      <path d="M8 5 l1-3 M12 4 v-3 M16 5 l-1-3" stroke="#ffe27a" strokeWidth="1.4" />
    </svg>
  );
}
