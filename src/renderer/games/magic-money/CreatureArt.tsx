/**
 * A creature drawn with SVG: a round beast whose horns and wings are the
 * card's attributes (so you can count them on the picture), plus a stats
 * strip with victory points, horns, wings and left/right heart halves.
 */
import type { CreatureView } from '../../../shared/games/magic-money/view.js';
import { intlLocale } from './format.js';
import { creatureAbility, creatureName, useMoney } from './i18n/index.js';

const hue = (id: number) => (id * 137) % 360;

function Horn({ x, tilt }: { x: number; tilt: number }) {
  return <path d={`M${x - 5} 40 Q${x + tilt * 0.4} 22 ${x + tilt} 14 Q${x + 2} 26 ${x + 6} 40 Z`} className="mm-horn" />;
}

function Wing({ side, row }: { side: -1 | 1; row: number }) {
  const y = 46 + row * 12;
  const x0 = 60 + side * 26;
  const x1 = 60 + side * (52 - row * 4);
  return <path d={`M${x0} ${y} Q${x1} ${y - 22} ${x1 + side * 4} ${y + 4} Q${(x0 + x1) / 2} ${y + 2} ${x0} ${y + 10} Z`} className="mm-wing" />;
}

function CreaturePicture({ c, title }: { c: CreatureView; title: string }) {
  const h = hue(c.id);
  const horns = Array.from({ length: c.horns }, (_, i) => 60 + (i - (c.horns - 1) / 2) * 16);
  const wings = Array.from({ length: c.wings }, (_, i) => ({ side: (i % 2 === 0 ? -1 : 1) as -1 | 1, row: Math.floor(i / 2) }));
  return (
    <svg viewBox="0 0 120 100" className="mm-picture" role="img" aria-label={title}
      style={{ ['--mm-body' as string]: `hsl(${h} 55% 62%)`, ['--mm-body-dark' as string]: `hsl(${h} 45% 38%)` }}>
      {wings.map((w, i) => <Wing key={i} side={w.side} row={w.row} />)}
      {horns.map((x, i) => <Horn key={i} x={x} tilt={(x - 60) / 3} />)}
      <ellipse cx="60" cy="62" rx="30" ry="27" className="mm-body" />
      <ellipse cx="60" cy="72" rx="18" ry="12" className="mm-belly" />
      <circle cx="50" cy="56" r="5" className="mm-eye" /><circle cx="70" cy="56" r="5" className="mm-eye" />
      <circle cx="51" cy="57" r="2.2" className="mm-pupil" /><circle cx="71" cy="57" r="2.2" className="mm-pupil" />
      <path d="M53 68 Q60 74 67 68" className="mm-mouth" />
      {c.ability && <circle cx="60" cy="86" r="5" className="mm-gem" />}
    </svg>
  );
}

/** Half hearts: a left half is the left lobe, a right half the right lobe. */
function HeartHalf({ side }: { side: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 22" className={`mm-heart mm-heart-${side}`} aria-hidden="true">
      {side === 'left'
        ? <path d="M12 21 L2.5 11 A5.5 5.5 0 0 1 12 4.5 Z" />
        : <path d="M12 21 L21.5 11 A5.5 5.5 0 0 0 12 4.5 Z" />}
      <path d="M12 21 L2.5 11 A5.5 5.5 0 0 1 12 4.5 A5.5 5.5 0 0 1 21.5 11 Z" className="mm-heart-outline" />
    </svg>
  );
}

function Stats({ c }: { c: CreatureView }) {
  const t = useMoney();
  return (
    <ul className="mm-stats" aria-label={t('magic-money.ui.attributes')}>
      <li className="mm-stat mm-stat-vp" title={t('magic-money.ui.vpTitle')}><span className="mm-star" aria-hidden="true">★</span><span aria-hidden="true">{c.vp}</span><span className="sr-only">{t('magic-money.ui.vp', { n: c.vp })}</span></li>
      <li className="mm-stat" title={t('magic-money.ui.hornsTitle')}><svg viewBox="0 0 12 18" className="mm-icon-horn" aria-hidden="true"><path d="M1 17 Q3 6 10 1 Q7 9 9 17 Z" /></svg><span aria-hidden="true">{c.horns}</span><span className="sr-only">{t('magic-money.ui.horns', { n: c.horns })}</span></li>
      <li className="mm-stat" title={t('magic-money.ui.wingsTitle')}><svg viewBox="0 0 20 14" className="mm-icon-wing" aria-hidden="true"><path d="M1 12 Q4 1 19 2 Q14 6 15 9 Q9 8 1 12 Z" /></svg><span aria-hidden="true">{c.wings}</span><span className="sr-only">{t('magic-money.ui.wings', { n: c.wings })}</span></li>
      <li className="mm-stat" title={t('magic-money.ui.leftHeartsTitle')}><HeartHalf side="left" /><span aria-hidden="true">{c.leftHearts}</span><span className="sr-only">{t('magic-money.ui.leftHearts', { n: c.leftHearts })}</span></li>
      <li className="mm-stat" title={t('magic-money.ui.rightHeartsTitle')}><HeartHalf side="right" /><span aria-hidden="true">{c.rightHearts}</span><span className="sr-only">{t('magic-money.ui.rightHearts', { n: c.rightHearts })}</span></li>
    </ul>
  );
}

/** The big card on offer (or a score-screen card). */
export function CreatureCard({ c, label }: { c: CreatureView; label?: string }) {
  const t = useMoney();
  const name = creatureName(t, c);
  const ability = creatureAbility(t, c);
  return (
    <article className={`mm-card${c.ability ? ' mm-card-ability' : ''}`} aria-label={label ? t('magic-money.ui.cardLabel', { label, creature: name }) : name}
      style={{ ['--mm-tint' as string]: `hsl(${hue(c.id)} 50% 45%)` }}>
      <header className="mm-card-head">
        <span className="mm-card-vp" title={t('magic-money.ui.vp', { n: c.vp })}>{c.vp}</span>
        <h3 className="mm-card-name">{name}</h3>
      </header>
      <CreaturePicture c={c} title={name} />
      <Stats c={c} />
      <p className="mm-card-ability-text">{ability || <span className="muted">{t('magic-money.ui.noAbility')}</span>}</p>
    </article>
  );
}

/** A small token for a player's adopted creatures. */
export function CreatureChip({ c }: { c: CreatureView }) {
  const t = useMoney();
  const name = creatureName(t, c);
  const ability = creatureAbility(t, c);
  const parts = new Intl.ListFormat(intlLocale(t.locale), { type: 'unit' }).format([t('magic-money.ui.vpShort', { n: c.vp }),
    c.horns ? t('magic-money.ui.horns', { n: c.horns }) : '', c.wings ? t('magic-money.ui.wings', { n: c.wings }) : '',
    c.leftHearts ? t('magic-money.ui.leftHearts', { n: c.leftHearts }) : '', c.rightHearts ? t('magic-money.ui.rightHearts', { n: c.rightHearts }) : '']
    .filter(Boolean));
  return (
    <span className="mm-chip" title={ability ? t('magic-money.ui.chipTitleAbility', { creature: name, parts, ability }) : t('magic-money.ui.chipTitle', { creature: name, parts })}
      style={{ ['--mm-tint' as string]: `hsl(${hue(c.id)} 50% 45%)` }}>
      <CreaturePicture c={c} title={name} />
      <span className="mm-chip-name">{name}</span>
      <span className="mm-chip-vp">{c.vp}★</span>
    </span>
  );
}
