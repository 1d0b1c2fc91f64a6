/** The two dice, drawn: the Movement die with 1–3 pips, the Price die as its colour. */
import type { PriceColour } from '../../../shared/games/magic-market/data.js';
import { useMT } from './i18n/index.js';

const PIPS: Record<number, [number, number][]> = { 1: [[12, 12]], 2: [[7, 7], [17, 17]], 3: [[6, 6], [12, 12], [18, 18]] };

export function MovementDie({ value, rolling }: { value: number | null; rolling?: boolean }) {
  const t = useMT();
  return (
    <svg className={`mk-die${rolling ? ' mk-die-roll' : ''}`} viewBox="0 0 24 24" width="40" height="40" role="img"
      aria-label={value ? t('magic-market.ui.movementDieValue', { value }) : t('magic-market.ui.movementDie')}>
      <rect x="1" y="1" width="22" height="22" rx="4" fill="#fffaf0" stroke="#3a2d20" strokeWidth="1.5" />
      {(value ? PIPS[value] : []).map(([x, y], i) => <circle key={i} cx={x} cy={y} r="2.2" fill="#3a2d20" />)}
    </svg>
  );
}

export const PRICE_FILL: Record<PriceColour, string> = { green: '#3e9d4c', blue: '#3569c4', red: '#c6403a' };

export function PriceDie({ value, rolling }: { value: PriceColour | null; rolling?: boolean }) {
  const t = useMT();
  const colour = value ? t(`magic-market.${value}`) : '';
  return (
    <svg className={`mk-die${rolling ? ' mk-die-roll' : ''}`} viewBox="0 0 24 24" width="40" height="40" role="img"
      aria-label={value ? t('magic-market.ui.priceDieValue', { colour }) : t('magic-market.ui.priceDie')}>
      <rect x="1" y="1" width="22" height="22" rx="4" fill={value ? PRICE_FILL[value] : '#fffaf0'} stroke="#3a2d20" strokeWidth="1.5" />
      {value && <text x="12" y="14" textAnchor="middle" fontSize={colour.length > 5 ? 4.6 : 5.6} fill="#fff" fontWeight="700">{colour}</text>}
    </svg>
  );
}
