/**
 * The two dice, drawn: the Movement die with 1–3 pips, the Price die in its colour with its word and one to
 * three pips (low, medium, high: colour is never the only cue). Each explains itself in a tooltip (focusable).
 * A new roll tumbles (CSS, only under `:root.mt-motion`).
 */
import type { PriceColour } from '../../../shared/games/magic-market/data.js';
import { Tip } from '../../ui/Tip.js';
import { useMT } from './i18n/index.js';
import { PRICE_FILL, PRICE_PIPS } from './palette.js';

export { PRICE_FILL } from './palette.js';

const PIPS: Record<number, [number, number][]> = { 1: [[12, 12]], 2: [[7, 7], [17, 17]], 3: [[6, 6], [12, 12], [18, 18]] };

export function MovementDie({ value, rolling }: { value: number | null; rolling?: boolean }) {
  const t = useMT();
  return (
    <Tip text={t('magic-market.ui.movementDieTip', { value: value ?? 0 })} placement="below">
      <svg className={`mk-die${rolling ? ' mk-die-roll' : ''}`} viewBox="0 0 24 24" width="40" height="40" role="img" tabIndex={0}
        aria-label={value ? t('magic-market.ui.movementDieValue', { value }) : t('magic-market.ui.movementDie')} data-testid="mk-movement-die">
        <rect x="1" y="1" width="22" height="22" rx="4" fill="#fffaf0" stroke="#3a2d20" strokeWidth="1.5" />
        {(value ? PIPS[value] : []).map(([x, y], i) => <circle key={i} cx={x} cy={y} r="2.2" fill="#3a2d20" />)}
      </svg>
    </Tip>
  );
}

export function PriceDie({ value, rolling }: { value: PriceColour | null; rolling?: boolean }) {
  const t = useMT();
  const colour = value ? t(`magic-market.${value}`) : '';
  const pips = value ? PRICE_PIPS[value] : 0;
  return (
    <Tip text={t('magic-market.ui.priceDieTip', { colour: colour || '-' })} placement="below">
      <svg className={`mk-die${rolling ? ' mk-die-roll' : ''}`} viewBox="0 0 24 24" width="40" height="40" role="img" tabIndex={0}
        aria-label={value ? t('magic-market.ui.priceDieValue', { colour }) : t('magic-market.ui.priceDie')} data-testid="mk-price-die">
        <rect x="1" y="1" width="22" height="22" rx="4" fill={value ? PRICE_FILL[value] : '#fffaf0'} stroke="#3a2d20" strokeWidth="1.5" />
        {Array.from({ length: pips }, (_, i) => <circle key={i} cx={12 + (i - (pips - 1) / 2) * 5} cy="8" r="1.8" fill="#fff" />)}
        {value && <text x="12" y="17.5" textAnchor="middle" fontSize={colour.length > 5 ? 4.6 : 5.6} fill="#fff" fontWeight="700">{colour}</text>}
      </svg>
    </Tip>
  );
}
