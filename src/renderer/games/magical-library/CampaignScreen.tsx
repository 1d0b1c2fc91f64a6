/**
 * The campaign screen: the Path of Knowledge (START, 15 fields, the five
 * mysterious boxes and three medals), the badges ticked and still to come,
 * each box opened or closed (an opened box shows its modules and the rule each
 * adds; a closed one keeps its secret, as the rulebook asks), the medals, and
 * the "box opened" ceremony overlay.
 *
 * Props are plain data the host sends (the campaign in a room's `extra`, see
 * src/shared/games/magical-library/campaign-protocol.ts).
 */
import { useEffect, useRef } from 'react';
import { BADGE_IDS, PATH, type BadgeId, type PathField } from './path-data.js';
import type { ModuleId } from '../../../shared/games/magical-library/data.js';
import { WizardGlyph } from './glyphs.js';
import { libraryEnglish, useLib, type LibraryT } from './i18n/index.js';
import './ml.css';
import './ml-campaign.css';

export interface CampaignScreenData {
  name: string;
  /** Badges ticked, in order: the field reached is their count. */
  badges: BadgeId[];
  /** Games recorded. */
  games?: number;
}

const MEDAL_COLOURS = { bronze: '#c27c3a', silver: '#b9c2cc', gold: '#e2b33c' } as const;

/** A module's name and the rule it adds, from the rules screen's paragraph for it ("Module 3 Neighbour Cards: …"), in the reader's language. */
export function moduleRule(id: string, t: LibraryT = libraryEnglish): { title: string; rule: string } {
  const n = Number(id.slice(1));
  const para = t(`magical-library.rules.modules.${id as ModuleId}`);
  const colon = para.indexOf(':');
  if (colon < 0) return { title: t('magical-library.moduleLabel', { n, name: t('magical-library.module', { module: id }) }), rule: '' };
  return { title: para.slice(0, colon), rule: para.slice(colon + 1).trim() };
}

/** A badge's title in the reader's language. */
export const badgeTitle = (t: LibraryT, b: BadgeId) => t(`magical-library.ui.badge.${b}`);

function Medal({ medal, size = 28 }: { medal: 'bronze' | 'silver' | 'gold'; size?: number }) {
  const t = useLib();
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={t('magical-library.ui.medal', { medal })} className="ml-medal">
      <path d="M7 1 L11 9 M17 1 L13 9" stroke="#8a2014" strokeWidth="3" />
      <circle cx="12" cy="15" r="7.5" fill={MEDAL_COLOURS[medal]} stroke="#2a2119" strokeWidth="1" />
      <path d="M12 10.5 l1.3 2.7 3 .4 -2.2 2 .6 3 -2.7 -1.5 -2.7 1.5 .6 -3 -2.2 -2 3 -.4Z" fill="#fff8" />
    </svg>
  );
}

function BoxIcon({ open, size = 30 }: { open: boolean; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className={`ml-box-icon${open ? ' ml-box-open' : ''}`}>
      <rect x="3" y="10" width="18" height="12" rx="1.5" fill="#7a4b2a" stroke="#2a2119" />
      <rect x="10.5" y="10" width="3" height="12" fill="#e2b33c" />
      <g className="ml-lid" style={{ transformOrigin: '3px 10px' }} transform={open ? 'rotate(-35 3 10)' : undefined}>
        <rect x="2" y="6" width="20" height="5" rx="1.2" fill="#8e5a33" stroke="#2a2119" />
        <rect x="10.5" y="6" width="3" height="5" fill="#e2b33c" />
      </g>
      {open && <path d="M8 5 l1-3 M12 4 v-3 M16 5 l-1-3" stroke="#ffe27a" strokeWidth="1.4" />}
      {!open && <text x="12" y="19.5" textAnchor="middle" fontSize="7" fontWeight="800" fill="#fff">?</text>}
    </svg>
  );
}

function fieldLabel(t: LibraryT, f: PathField, reached: boolean, here: boolean): string {
  let label = f.kind === 'box' ? t('magical-library.ui.fieldBox', { field: f.field, box: f.box })
    : f.kind === 'medal' ? t('magical-library.ui.fieldMedal', { field: f.field, medal: f.medal })
      : t('magical-library.ui.field', { field: f.field });
  if (reached) label = t('magical-library.ui.fieldReached', { label });
  if (here) label = t('magical-library.ui.fieldHere', { label });
  return label;
}

export function CampaignScreen({ campaign, opened, onCloseOpened }: {
  campaign: CampaignScreenData;
  /** A box just opened (1–5): shows the ceremony overlay. */
  opened?: number | null;
  onCloseOpened?: () => void;
}) {
  const t = useLib();
  const field = campaign.badges.length;
  const boxes = PATH.filter((f): f is Extract<PathField, { kind: 'box' }> => f.kind === 'box');
  const medals = PATH.filter((f): f is Extract<PathField, { kind: 'medal' }> => f.kind === 'medal');
  return (
    <section className="ml-campaign" aria-label={t('magical-library.ui.campaignNamed', { name: campaign.name })} data-testid="ml-campaign">
      <header className="ml-campaign-head">
        <h2>{campaign.name}</h2>
        <span className="muted">{t('magical-library.ui.pathProgress', { field, total: PATH.length })}{campaign.games !== undefined && <> · {t('magical-library.ui.gamesPlayed', { games: campaign.games })}</>}</span>
      </header>

      <ol className="ml-path" aria-label={t('magical-library.ui.pathOfKnowledge')}>
        <li className={`ml-field ml-field-start${field === 0 ? ' ml-field-here' : ''} ml-field-done`}>
          <span className="ml-field-no">{t('magical-library.ui.start')}</span>
          {field === 0 && <span className="ml-here"><WizardGlyph size={22} title={t('magical-library.ui.youAreHere')} /></span>}
        </li>
        {PATH.map((f) => {
          const done = f.field <= field;
          return (
            <li key={f.field} className={`ml-field ml-field-${f.kind}${done ? ' ml-field-done' : ''}${f.field === field ? ' ml-field-here' : ''}`}
              aria-label={fieldLabel(t, f, done, f.field === field)} data-testid={`ml-field-${f.field}`}>
              <span className="ml-field-no">{f.field}</span>
              {f.kind === 'box' && <BoxIcon open={done} />}
              {f.kind === 'medal' && <span className={done ? '' : 'ml-medal-off'}><Medal medal={f.medal} /></span>}
              {done && campaign.badges[f.field - 1] && <span className="ml-field-badge">✓</span>}
              {f.field === field && <span className="ml-here"><WizardGlyph size={22} title={t('magical-library.ui.youAreHere')} /></span>}
            </li>
          );
        })}
      </ol>

      <div className="ml-campaign-cols">
        <section className="ml-boxes" aria-label={t('magical-library.ui.mysteriousBoxes')}>
          <h3>{t('magical-library.ui.mysteriousBoxes')}</h3>
          {boxes.map((b) => {
            const open = b.field <= field;
            return (
              <article key={b.box} className={`ml-box${open ? ' ml-box-is-open' : ''}`} data-testid={`ml-box-${b.box}`}>
                <header><BoxIcon open={open} /> <b>{t('magical-library.ui.boxNo', { box: b.box })}</b> <span className="muted small">{open ? t('magical-library.ui.boxOpened') : t('magical-library.ui.opensOnField', { field: b.field })}</span></header>
                {open ? (
                  <ul>
                    {b.modules.map((m) => {
                      const { title, rule } = moduleRule(m, t);
                      return <li key={m}><b>{title}.</b> {rule}</li>;
                    })}
                  </ul>
                ) : (
                  <p className="muted small">{t('magical-library.ui.stillClosed')}</p>
                )}
              </article>
            );
          })}
          <div className="ml-medals" aria-label={t('magical-library.ui.medals')}>
            {medals.map((m) => (
              <span key={m.medal} className={`ml-medal-slot${m.field <= field ? '' : ' ml-medal-off'}`}>
                <Medal medal={m.medal} size={34} />
                <small>{m.field <= field ? t('magical-library.ui.medalWon') : t('magical-library.ui.fieldShort', { field: m.field })}</small>
              </span>
            ))}
          </div>
        </section>

        <section className="ml-badges" aria-label={t('magical-library.ui.badges')}>
          <h3>{t('magical-library.ui.badges')} <span className="muted small">{t('magical-library.ui.badgesTicked', { ticked: campaign.badges.length, total: BADGE_IDS.length })}</span></h3>
          <ul>
            {BADGE_IDS.map((b) => {
              const at = campaign.badges.indexOf(b);
              return (
                <li key={b} className={at >= 0 ? 'ml-badge-done' : ''} data-testid={`ml-badge-${b}`}>
                  <span className="ml-tick" aria-hidden="true">{at >= 0 ? '☑' : '☐'}</span>
                  <span>{badgeTitle(t, b)}</span>
                  {at >= 0 && <span className="muted small">{t('magical-library.ui.fieldShort', { field: at + 1 })}</span>}
                  <span className="sr-only">{t(at >= 0 ? 'magical-library.ui.badgeTicked' : 'magical-library.ui.badgeToCome')}</span>
                </li>
              );
            })}
          </ul>
          <p className="muted small">{t('magical-library.ui.badgesHelp')}</p>
        </section>
      </div>
      {opened != null && <BoxOpened box={opened} onClose={onCloseOpened} />}
    </section>
  );
}

/** The ceremony overlay: the lid flies open and the box's modules appear. */
export function BoxOpened({ box, onClose }: { box: number; onClose?: () => void }) {
  const t = useLib();
  const b = PATH.find((f) => f.kind === 'box' && f.box === box) as Extract<PathField, { kind: 'box' }> | undefined;
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => { close.current?.focus(); }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose?.(); };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  if (!b) return null;
  return (
    <div className="ml-ceremony" role="dialog" aria-modal="true" aria-labelledby="ml-ceremony-title" data-testid="ml-box-opened">
      <div className="ml-ceremony-card">
        <div className="ml-ceremony-rays" aria-hidden="true" />
        <div className="ml-ceremony-box" aria-hidden="true"><BoxIcon open size={120} /></div>
        <h2 id="ml-ceremony-title">{t('magical-library.ui.boxIsOpen', { box: b.box })}</h2>
        <p className="muted">{t('magical-library.ui.youReached', { field: b.field })}</p>
        <ul>
          {b.modules.map((m) => {
            const { title, rule } = moduleRule(m, t);
            return <li key={m}><b>{title}</b><br />{rule}</li>;
          })}
        </ul>
        <p className="small">
          <b>{t('magical-library.ui.theSticker')}</b> {t.rich('magical-library.ui.stickerText', {
            count: b.modules.length,
            section: <i>{t('magical-library.ui.modulesSection')}</i>,
            modules: t('magical-library.ui.stickerModules', { count: b.modules.length, first: Number(b.modules[0].slice(1)), second: Number(b.modules[1]?.slice(1) ?? 0) }),
          })}
        </p>
        <button ref={close} type="button" className="btn btn-primary" onClick={onClose}>{t('magical-library.ui.wonderful')}</button>
      </div>
    </div>
  );
}
