/**
 * A creature card: its own drawing (creatures.tsx: horns, wings and heart halves you can count on the
 * picture), its victory points, a stats strip (victory points, horns, wings, left and right heart halves) and
 * its ability; a small chip for the creatures a wizard has adopted. Both explain themselves in a tooltip on
 * hover, focus and long press (name, numbers, ability). The tint is decoration only.
 */
import type { CreatureView } from '../../../shared/games/magic-money/view.js';
import { Tip } from '../../ui/Tip.js';
import { CreatureDrawing } from './creatures.js';
import { intlLocale } from '../../i18n/amounts.js';
import { creatureAbility, creatureName, useMoney, type MoneyT } from './i18n/index.js';

const hue = (id: number) => (id * 137) % 360;

function CreaturePicture({ c, title }: { c: CreatureView; title?: string }) {
  return (
    <svg viewBox="0 0 120 100" className="mm-picture" role={title ? 'img' : undefined} aria-label={title} aria-hidden={title ? undefined : true}>
      <CreatureDrawing c={c} />
    </svg>
  );
}

/** Everything a card says, in one sentence: its name, numbers (zeros included) and ability. */
function creatureTip(t: MoneyT, c: CreatureView): string {
  const parts = new Intl.ListFormat(intlLocale(t.locale), { type: 'unit' }).format([t('magic-money.ui.vp', { n: c.vp }),
    t('magic-money.ui.horns', { n: c.horns }), t('magic-money.ui.wings', { n: c.wings }),
    t('magic-money.ui.leftHearts', { n: c.leftHearts }), t('magic-money.ui.rightHearts', { n: c.rightHearts })]);
  const ability = creatureAbility(t, c);
  const name = creatureName(t, c);
  return ability ? t('magic-money.ui.chipTitleAbility', { creature: name, parts, ability }) : t('magic-money.ui.chipTitle', { creature: name, parts });
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
    <Tip text={creatureTip(t, c)} placement="below">
    <article className={`mm-card${c.ability ? ' mm-card-ability' : ''}`} aria-label={label ? t('magic-money.ui.cardLabel', { label, creature: name }) : name}
      tabIndex={0} data-testid="mm-card" style={{ ['--mm-tint' as string]: `hsl(${hue(c.id)} 50% 40%)` }}>
      <header className="mm-card-head">
        <span className="mm-card-vp" title={t('magic-money.ui.vp', { n: c.vp })}>{c.vp}</span>
        <h3 className="mm-card-name">{name}</h3>
      </header>
      <CreaturePicture c={c} title={t('magic-money.ui.pictureOf', { creature: name })} />
      <Stats c={c} />
      <p className="mm-card-ability-text">{ability || <span className="muted">{t('magic-money.ui.noAbility')}</span>}</p>
    </article>
    </Tip>
  );
}

/** A small token for a player's adopted creatures (focusable: its tooltip tells its numbers and ability). */
export function CreatureChip({ c }: { c: CreatureView }) {
  const t = useMoney();
  const name = creatureName(t, c);
  return (
    <Tip text={creatureTip(t, c)}>
      <span className="mm-chip" tabIndex={0} role="group" aria-label={name} style={{ ['--mm-tint' as string]: `hsl(${hue(c.id)} 50% 40%)` }}>
        <CreaturePicture c={c} />
        <span className="mm-chip-name" aria-hidden="true">{name}</span>
        <span className="mm-chip-vp" aria-hidden="true">{c.vp}★</span>
      </span>
    </Tip>
  );
}
