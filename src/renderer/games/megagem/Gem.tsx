/**
 * MegaGem's pieces drawn in SVG/CSS: gems by colour, gem cards, auction cards, mission cards.
 * A gem is never told by its colour alone: each colour has its own silhouette (Blue a drop, Green a square
 * emerald cut, Pink a heart, Purple a hexagon, Yellow a star), drawn wherever a gem is, with its name.
 */
import type { ReactNode } from 'react';
import type { AuctionCard, Color } from '../../../shared/games/megagem/data.js';
import { CardFrame, Coin } from '../../ui/index.js';
import { Tip } from '../../ui/Tip.js';
import { useWords, type MegaGemT } from './i18n/index.js';
import { GEM_FILL, GEM_SHAPE } from './gemLook.js';

export { GEM_FILL, GEM_SHAPE };

const star = (cx: number, cy: number, r: number, inner: number) => Array.from({ length: 10 }, (_, i) => {
  const a = -Math.PI / 2 + (i * Math.PI) / 5;
  const rr = i % 2 ? inner : r;
  return `${(cx + rr * Math.cos(a)).toFixed(2)},${(cy + rr * Math.sin(a)).toFixed(2)}`;
}).join(' ');

const STAR_OUT = star(16, 17.2, 15, 6.6);
const STAR_IN = star(16, 17.2, 7.5, 3.3);

/** The silhouette (outline and fill) and the light facet of each shape, in a 32×32 box. */
function shapeOf(color: Color): { outline: ReactNode; facet: ReactNode; shine: ReactNode } {
  const f = GEM_FILL[color];
  const line = { fill: f.base, stroke: f.dark, strokeWidth: 1.8, strokeLinejoin: 'round' as const };
  switch (GEM_SHAPE[color]) {
    case 'drop':
      return {
        outline: <path d="M16 2.2C19.5 8.5 27.2 14.4 27.2 20.6A11.2 11.2 0 0 1 4.8 20.6C4.8 14.4 12.5 8.5 16 2.2Z" {...line} />,
        facet: <path d="M16 9C18.3 13 22 16.4 22 20.4A6 6 0 0 1 10 20.4C10 16.4 13.7 13 16 9Z" fill={f.light} opacity=".75" />,
        shine: <ellipse cx="11.6" cy="19.5" rx="1.6" ry="3.2" fill="#fff" opacity=".8" />,
      };
    case 'square':
      return {
        outline: <polygon points="9,3.5 23,3.5 28.5,9 28.5,23 23,28.5 9,28.5 3.5,23 3.5,9" {...line} />,
        facet: <>
          <polygon points="11.5,9 20.5,9 23,11.5 23,20.5 20.5,23 11.5,23 9,20.5 9,11.5" fill={f.light} opacity=".7" />
          <path d="M9 3.5L11.5 9M23 3.5L20.5 9M28.5 9L23 11.5M28.5 23L23 20.5M23 28.5L20.5 23M9 28.5L11.5 23M3.5 23L9 20.5M3.5 9L9 11.5" stroke={f.dark} strokeWidth=".9" opacity=".55" />
        </>,
        shine: <rect x="11.5" y="11" width="3" height="6" rx="1" fill="#fff" opacity=".75" />,
      };
    case 'heart':
      return {
        outline: <path d="M16 29C10.5 24.6 2.8 19 2.8 11.6A6.7 6.7 0 0 1 16 9A6.7 6.7 0 0 1 29.2 11.6C29.2 19 21.5 24.6 16 29Z" {...line} />,
        facet: <path d="M16 23.5C12.5 20.6 8.5 17.4 8.5 13.4A3.6 3.6 0 0 1 16 13.2A3.6 3.6 0 0 1 23.5 13.4C23.5 17.4 19.5 20.6 16 23.5Z" fill={f.light} opacity=".6" />,
        shine: <ellipse cx="8.8" cy="10.8" rx="1.5" ry="2.6" transform="rotate(-35 8.8 10.8)" fill="#fff" opacity=".8" />,
      };
    case 'hexagon':
      return {
        outline: <polygon points="16,2.5 28.2,9.5 28.2,22.5 16,29.5 3.8,22.5 3.8,9.5" {...line} />,
        facet: <>
          <polygon points="16,9.5 22.1,13 22.1,19 16,22.5 9.9,19 9.9,13" fill={f.light} opacity=".7" />
          <path d="M16 2.5V9.5M28.2 9.5L22.1 13M28.2 22.5L22.1 19M16 29.5V22.5M3.8 22.5L9.9 19M3.8 9.5L9.9 13" stroke={f.light} strokeWidth=".9" opacity=".6" />
        </>,
        shine: <polygon points="11,13.6 13.2,12.3 13.2,16.5 11,17.8" fill="#fff" opacity=".8" />,
      };
    case 'star':
      return {
        outline: <polygon points={STAR_OUT} {...line} />,
        facet: <polygon points={STAR_IN} fill={f.light} opacity=".8" />,
        shine: <circle cx="13.8" cy="14.8" r="1.3" fill="#fff" opacity=".85" />,
      };
  }
}

/**
 * A gem, in its colour and shape. Its accessible name is "Blue gem" (or `title`); `decorative` hides it from
 * screen readers where the words beside it already name it.
 */
export function Gem({ color, size = 28, title, decorative }: { color: Color; size?: number; title?: string; decorative?: boolean }) {
  const { t, color: name } = useWords();
  const s = shapeOf(color);
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': title ?? t('megagem.ui.gemName', { color: name(color) }) };
  return (
    <svg className={`mg-gem mg-gem-${GEM_SHAPE[color]}`} width={size} height={size} viewBox="0 0 32 32" data-shape={GEM_SHAPE[color]} {...a11y}>
      {s.outline}{s.facet}{s.shine}
    </svg>
  );
}

/** A gem card (row, hand, display). */
export function GemCard({ color, size = 'm', selected, children, ...rest }:
  { color: Color; size?: 's' | 'm'; selected?: boolean; children?: ReactNode; tabIndex?: number; 'aria-label'?: string; role?: string }) {
  const { color: name } = useWords();
  return (
    <CardFrame className={`mg-gemcard mg-gemcard-${color}`} tint={GEM_FILL[color].dark} size={size} selected={selected} title={name(color)} {...rest}>
      <Gem color={color} size={size === 's' ? 32 : 52} decorative={rest['aria-label'] !== undefined} />
      {children}
    </CardFrame>
  );
}

function auctionTitle(card: AuctionCard, t: MegaGemT): string {
  switch (card.kind) {
    case 'treasure': return t('megagem.ui.treasure');
    case 'loan': return t('megagem.ui.loan');
    case 'investment': return t('megagem.ui.invest');
  }
}

/** What an auction card does, with its numbers (its tooltip). */
function auctionTip(card: AuctionCard, t: MegaGemT): string {
  switch (card.kind) {
    case 'treasure': return t('megagem.ui.treasureTip', { n: card.gems });
    case 'loan': return t('megagem.ui.loanTip', { amount: card.amount });
    case 'investment': return t('megagem.ui.investTip', { amount: card.amount });
  }
}

const AUCTION_TINT = { treasure: '#8a6114', loan: '#a33a2f', investment: '#23695b' } as const;

/** The auction card: gems for a Treasure (the actual gems it is for), coins for a Loan or an Investment; focus or hover tells its effect. */
export function AuctionCardView({ card, gems, size = 'l' }: { card: AuctionCard; gems: { id: number; color: Color }[]; size?: 'm' | 'l' }) {
  const { t, color: name } = useWords();
  let body: ReactNode;
  if (card.kind === 'treasure') {
    body = (
      <>
        <div className="mg-auction-gems">
          {gems.length ? gems.map((g) => <Gem key={g.id} color={g.color} size={size === 'l' ? 44 : 28} title={t('megagem.ui.gemName', { color: name(g.color) })} />) : <span className="muted">{t('megagem.ui.noGemLeft')}</span>}
        </div>
        <div className="mg-auction-caption">{card.gems === 2 && gems.length === 1 ? t('megagem.ui.twoGemsOneLeft') : t('megagem.ui.treasureGems', { n: card.gems })}</div>
      </>
    );
  } else if (card.kind === 'loan') {
    body = (
      <>
        <Coin value={card.amount} size="l" label={t('megagem.ui.coinsLent')} />
        <div className="mg-auction-caption">{t('megagem.ui.loanCaption', { amount: card.amount })}</div>
      </>
    );
  } else {
    body = (
      <>
        <Coin value={`+${card.amount}`} size="l" label={t('megagem.ui.coinsReturn')} />
        <div className="mg-auction-caption">{t('megagem.ui.investCaption', { amount: card.amount })}</div>
      </>
    );
  }
  return (
    <Tip text={auctionTip(card, t)} placement="below">
      <CardFrame className={`mg-auction mg-auction-${card.kind}`} size={size} tint={AUCTION_TINT[card.kind]} title={auctionTitle(card, t)}
        tabIndex={0} role="group" aria-label={auctionTitle(card, t)} data-testid="mg-auction-card">
        {body}
      </CardFrame>
    </Tip>
  );
}

/** The gems a mission asks for, drawn: specific colours as gems, "any" requirements as grey gem outlines with a caption. */
export function MissionNeedView({ need }: { need: { kind: 'colors'; colors: Color[] } | { kind: 'same' | 'different' | 'pairs'; n: number } }) {
  const { t } = useWords();
  if (need.kind === 'colors') return <span className="mg-need">{need.colors.map((c, i) => <Gem key={i} color={c} size={20} />)}</span>;
  const caption = t(need.kind === 'same' ? 'megagem.ui.needSame' : need.kind === 'different' ? 'megagem.ui.needDifferent' : 'megagem.ui.needPairs', { n: need.n });
  const count = need.kind === 'pairs' ? need.n * 2 : need.n;
  return (
    <span className="mg-need">
      {Array.from({ length: count }, (_, i) => <span key={i} className={`mg-any${need.kind === 'pairs' ? ` mg-pair-${Math.floor(i / 2)}` : ''}`} aria-hidden="true">◆</span>)}
      <small>{caption}</small>
    </span>
  );
}
