/**
 * Campaign pieces for the table room and the end of a game, ready for the
 * client shell to wire to host messages (see the report for the messages):
 *  - `CampaignPicker`: free play or one of the host's campaigns for this
 *    table; create, import (with another name on a clash) and export.
 *  - `BadgeChoice`: after a campaign game, the badges fulfilled (and by whom);
 *    the table ticks one that is still free, or learns that none is.
 *  - `PendingChoices`: the campaigns' games whose badge is still to choose
 *    (kept by the campaign, so also after their table closed), each offered
 *    to whoever the host says may choose it.
 */
import { useRef, useState, type FormEvent } from 'react';
import type { CampaignListItem, PendingBadgeInfo } from '../../../shared/games/magical-library/campaign-protocol.js';
import type { SeatOccupant } from '../../../shared/protocol.js';
import { Button, SeatName } from '../../ui/index.js';
import { BADGE_IDS, PATH, type BadgeId } from './path-data.js';
import { badgeTitle } from './CampaignScreen.js';
import { useLib, type LibraryT } from './i18n/index.js';
import './ml-campaign.css';


export type CampaignChoice = { mode: 'free' } | { mode: 'campaign'; id: string };
export type Outcome = { ok: true } | { ok: false; error: string; code?: string };

export function CampaignPicker({ campaigns, problems = [], selected, editable, onSelect, onCreate, onImport, onExport }: {
  campaigns: CampaignListItem[];
  problems?: { file: string; error: string }[];
  selected: CampaignChoice;
  editable: boolean;
  onSelect: (c: CampaignChoice) => void;
  onCreate: (name: string) => Promise<Outcome>;
  onImport: (json: string, nameIfClash?: string) => Promise<Outcome>;
  onExport: (id: string) => Promise<{ ok: true; json: string } | { ok: false; error: string }>;
}) {
  const t = useLib();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [clash, setClash] = useState<{ json: string; name: string } | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const isSel = (id: string | null) => (id === null ? selected.mode === 'free' : selected.mode === 'campaign' && selected.id === id);

  const create = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const r = await onCreate(name);
    if (r.ok) setName(''); else setError(r.error);
  };
  const importText = async (json: string, other?: string) => {
    setError(null);
    const r = await onImport(json, other);
    if (r.ok) setClash(null);
    else if (r.code === 'name_taken' && !other) setClash({ json, name: '' });
    else setError(r.error);
  };
  const pickFile = async () => {
    const f = file.current?.files?.[0];
    if (!f) return;
    if (f.size > 1024 * 1024) { setError(t('magical-library.ui.fileTooLarge')); return; }
    await importText(await f.text());
    if (file.current) file.current.value = '';
  };
  const download = async (c: CampaignListItem) => {
    const r = await onExport(c.id);
    if (!r.ok) { setError(r.error); return; }
    const url = URL.createObjectURL(new Blob([r.json], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${c.id}.magical-library-campaign.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <fieldset className="ml-picker" disabled={!editable} data-testid="ml-campaign-picker">
      <legend>{t('magical-library.ui.campaign')}</legend>
      <label className="ml-picker-row">
        <input type="radio" name="ml-campaign" checked={isSel(null)} onChange={() => onSelect({ mode: 'free' })} />
        <span><b>{t('magical-library.ui.freePlay')}</b> <small className="muted">{t('magical-library.ui.freePlayNote')}</small></span>
      </label>
      {campaigns.map((c) => (
        <label key={c.id} className="ml-picker-row">
          <input type="radio" name="ml-campaign" checked={isSel(c.id)} onChange={() => onSelect({ mode: 'campaign', id: c.id })} />
          <span>
            <b>{c.name}</b> <small className="muted">{[
              t('magical-library.ui.fieldOf', { field: c.field, total: PATH.length }),
              c.unlocked.length ? t('magical-library.ui.modulesList', { list: c.unlocked.map((m) => m.slice(1)).join(', ') }) : t('magical-library.ui.noBoxYet'),
              t('magical-library.ui.games', { games: c.games }),
            ].join(' · ')}</small>
            {c.pending.length > 0 && <> <small className="ml-to-choose" data-testid={`ml-to-choose-${c.id}`}>· {t('magical-library.ui.badgeToChoose')}</small></>}
          </span>
          <button type="button" className="ml-link small" onClick={() => download(c)} aria-label={t('magical-library.ui.exportNamed', { name: c.name })}>{t('magical-library.ui.export')}</button>
        </label>
      ))}
      {problems.map((p) => <p key={p.file} className="error-text small">{p.error}</p>)}
      <form className="row" onSubmit={create}>
        <input aria-label={t('magical-library.ui.newCampaignName')} placeholder={t('magical-library.ui.newCampaignName')} maxLength={40} value={name} onChange={(e) => setName(e.target.value)} />
        <Button small type="submit" disabled={!name.trim()}>{t('magical-library.ui.startCampaign')}</Button>
      </form>
      <div className="row">
        <label className="small">{t('magical-library.ui.importFile')} <input ref={file} type="file" accept=".json,application/json" onChange={pickFile} /></label>
      </div>
      {clash && (
        <form className="row" onSubmit={(e) => { e.preventDefault(); void importText(clash.json, clash.name); }}>
          <span className="small">{t('magical-library.ui.nameClash')}</span>
          <input aria-label={t('magical-library.ui.importName')} maxLength={40} value={clash.name} onChange={(e) => setClash({ ...clash, name: e.target.value })} />
          <Button small type="submit" disabled={!clash.name.trim()}>{t('magical-library.ui.import')}</Button>
        </form>
      )}
      {error && <p className="error-text" role="alert">{error}</p>}
    </fieldset>
  );
}

export function BadgeChoice({ fulfilled, ticked, seats, field, canChoose, onChoose, whoChooses }: {
  /** Badges fulfilled in this game, per seat. */
  fulfilled: BadgeId[][];
  /** Badges the campaign had ticked before this game. */
  ticked: BadgeId[];
  seats: SeatOccupant[];
  /** The campaign's field before this game. */
  field: number;
  /** May this receiver choose (e.g. the table's creator)? */
  canChoose: boolean;
  onChoose: (badge: BadgeId) => Promise<Outcome>;
  /** Said to those who may not choose. */
  whoChooses?: string;
}) {
  const t = useLib();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const any = BADGE_IDS.filter((b) => fulfilled.some((l) => l.includes(b)));
  const free = any.filter((b) => !ticked.includes(b));
  const next = PATH[field];
  const choose = async (b: BadgeId) => {
    setBusy(true);
    setError(null);
    const r = await onChoose(b);
    setBusy(false);
    if (!r.ok) setError(r.error);
  };
  return (
    <section className="ml-badge-choice ml-panel" aria-label={t('magical-library.ui.badgesOfGame')} data-testid="ml-badge-choice">
      <h3>{t('magical-library.ui.badgesOfGame')}</h3>
      {any.length === 0 && <p>{t('magical-library.ui.nobodyFulfilled', { field })}</p>}
      {any.length > 0 && free.length === 0 && <p>{t('magical-library.ui.allFulfilledTicked', { field })}</p>}
      {free.length > 0 && (
        <p>{next ? t.rich('magical-library.ui.tickOneAdvance', {
          field: next.field,
          next: next.kind === 'box' ? <b>{t('magical-library.ui.nextBox', { box: next.box })}</b> : next.kind === 'medal' ? <b>{t('magical-library.ui.nextMedal', { medal: next.medal })}</b> : '',
        }) : t('magical-library.ui.tickOne')}</p>
      )}
      <ul>
        {any.map((b) => {
          const who = fulfilled.map((l, s) => (l.includes(b) ? s : -1)).filter((s) => s >= 0);
          const done = ticked.includes(b);
          return (
            <li key={b} className={done ? 'ml-badge-used' : ''}>
              <span>{badgeTitle(t, b)}</span>
              <small> — {who.map((s, i) => <span key={s}>{i > 0 && ', '}<SeatName seats={seats} seat={s} /></span>)}</small>
              {done ? <small className="muted"> {t('magical-library.ui.alreadyTicked')}</small> : canChoose && (
                <Button small kind="primary" disabled={busy} onClick={() => choose(b)} data-testid={`ml-choose-${b}`}>{t('magical-library.ui.tickThis')}</Button>
              )}
            </li>
          );
        })}
      </ul>
      {!canChoose && free.length > 0 && <p className="muted small">{whoChooses ?? t('magical-library.ui.creatorTicks')}</p>}
      {error && <p className="error-text" role="alert">{error}</p>}
    </section>
  );
}

/** Seats for `BadgeChoice` from a pending choice's names (a bot or an open seat has none). */
function seatsOf(t: LibraryT, names: (string | null)[]): SeatOccupant[] {
  const colours = ['#4363d8', '#e6194b', '#3cb44b', '#f58231', '#911eb4', '#42d4f4'];
  return names.map((name, i): SeatOccupant => ({ kind: 'human', name: name ?? t('magical-library.ui.seatN', { n: i + 1 }), colour: colours[i % colours.length], connected: false, ready: false }));
}
const intlLocale = (t: LibraryT) => (t.locale === 'en-XA' ? 'en' : t.locale);
const dayOf = (t: LibraryT, at: number) => new Date(at).toLocaleDateString(intlLocale(t), { day: 'numeric', month: 'short', year: 'numeric' });
/** "Ann or Bob", "Ann, Bob or Cy" in the reader's language. */
const joinNames = (t: LibraryT, names: (string | null)[]) => {
  const l = names.filter((n): n is string => n !== null);
  return new Intl.ListFormat(intlLocale(t), { type: 'disjunction' }).format(l);
};

/**
 * The games whose badge is still to choose, of the campaigns listed: those this
 * person may choose get the badges to tick; the others say who can.
 */
export function PendingChoices({ campaigns, onTick }: {
  campaigns: CampaignListItem[];
  onTick: (campaign: string, p: PendingBadgeInfo, badge: BadgeId) => Promise<Outcome>;
}) {
  const t = useLib();
  const items = campaigns.flatMap((c) => c.pending.map((p) => ({ c, p })));
  if (items.length === 0) return null;
  return (
    <section className="ml-pending stack" aria-label={t('magical-library.ui.badgesToChoose')} data-testid="ml-pending-choices">
      {items.map(({ c, p }) => (
        <div key={`${c.id}:${p.table}:${p.gameNo}`} data-testid={`ml-pending-${c.id}-${p.table}-${p.gameNo}`}>
          <p className="small">
            {t.rich('magical-library.ui.pendingFrom', { name: <b>{c.name}</b>, day: dayOf(t, p.at), names: joinNames(t, p.seatNames), closed: p.tableOpen ? 'no' : 'yes' })}
          </p>
          <BadgeChoice
            fulfilled={p.fulfilled as BadgeId[][]}
            ticked={c.badges as BadgeId[]}
            seats={seatsOf(t, p.seatNames)}
            field={c.field}
            canChoose={p.canChoose}
            whoChooses={t('magical-library.ui.pendingWho', { names: joinNames(t, p.seatNames) })}
            onChoose={(badge) => onTick(c.id, p, badge)}
          />
        </div>
      ))}
    </section>
  );
}
