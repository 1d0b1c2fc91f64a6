/** MegaGem's pieces drawn in SVG/CSS: gems by colour, gem cards, auction cards, mission cards. */
import type { ReactNode } from 'react';
import { COLOR_LABEL, type AuctionCard, type Color } from '../../../shared/games/megagem/data.js';
import { CardFrame, Coin } from '../../ui/index.js';

const GEM_FILL: Record<Color, { base: string; light: string; dark: string }> = {
  blue: { base: '#2f7fd8', light: '#9fd0ff', dark: '#15457e' },
  green: { base: '#2fa552', light: '#a6eab8', dark: '#145a2a' },
  pink: { base: '#ec5fa4', light: '#ffc4e1', dark: '#8c1f58' },
  purple: { base: '#8552c9', light: '#d2b6f5', dark: '#44207a' },
  yellow: { base: '#f1bd1f', light: '#fff0a8', dark: '#8a6500' },
};

/** A faceted gem. */
export function Gem({ color, size = 28, title }: { color: Color; size?: number; title?: string }) {
  const f = GEM_FILL[color];
  return (
    <svg className="mg-gem" width={size} height={size} viewBox="0 0 32 32" role="img" aria-label={title ?? `${COLOR_LABEL[color]} gem`}>
      <polygon points="9,4 23,4 30,12 16,29 2,12" fill={f.base} stroke={f.dark} strokeWidth="1.6" strokeLinejoin="round" />
      <polygon points="9,4 23,4 20,12 12,12" fill={f.light} opacity=".85" />
      <polygon points="2,12 12,12 16,29" fill={f.dark} opacity=".35" />
      <polygon points="20,12 30,12 16,29" fill="#fff" opacity=".18" />
      <polyline points="2,12 30,12" fill="none" stroke={f.dark} strokeWidth="1" opacity=".6" />
    </svg>
  );
}

/** A gem card (row, hand, display). */
export function GemCard({ color, size = 'm', selected, children }: { color: Color; size?: 's' | 'm'; selected?: boolean; children?: ReactNode }) {
  return (
    <CardFrame className="mg-gemcard" tint={GEM_FILL[color].base} size={size} selected={selected} title={COLOR_LABEL[color]}>
      <Gem color={color} size={size === 's' ? 30 : 52} />
      {children}
    </CardFrame>
  );
}

function auctionTitle(card: AuctionCard): string {
  switch (card.kind) {
    case 'treasure': return 'Treasure';
    case 'loan': return 'Loan';
    case 'investment': return 'Invest';
  }
}

const AUCTION_TINT = { treasure: '#b8862b', loan: '#b8463a', investment: '#2f7a6b' } as const;

/** The auction card: gems for a Treasure (the actual gems it is for), coins for a Loan or an Investment. */
export function AuctionCardView({ card, gems, size = 'l' }: { card: AuctionCard; gems: { id: number; color: Color }[]; size?: 'm' | 'l' }) {
  let body: ReactNode;
  if (card.kind === 'treasure') {
    body = (
      <>
        <div className="mg-auction-gems">
          {gems.length ? gems.map((g) => <Gem key={g.id} color={g.color} size={size === 'l' ? 44 : 28} />) : <span className="muted">no gem left</span>}
        </div>
        <div className="mg-auction-caption">{card.gems === 2 && gems.length === 1 ? '2-gem card, 1 gem left' : `${card.gems} gem${card.gems > 1 ? 's' : ''}`}</div>
      </>
    );
  } else if (card.kind === 'loan') {
    body = (
      <>
        <Coin value={card.amount} size="l" label="coins lent" />
        <div className="mg-auction-caption">Take {card.amount} now, repay {card.amount} at the end</div>
      </>
    );
  } else {
    body = (
      <>
        <Coin value={`+${card.amount}`} size="l" label="coins of return" />
        <div className="mg-auction-caption">Your bid is locked; get it back +{card.amount} at the end</div>
      </>
    );
  }
  return (
    <CardFrame className="mg-auction" size={size} tint={AUCTION_TINT[card.kind]} title={auctionTitle(card)}>
      {body}
    </CardFrame>
  );
}

/** The gems a mission asks for, drawn: specific colours as gems, "any" requirements as grey gems with a caption. */
export function MissionNeedView({ need }: { need: { kind: 'colors'; colors: Color[] } | { kind: 'same' | 'different' | 'pairs'; n: number } }) {
  if (need.kind === 'colors') return <span className="mg-need">{need.colors.map((c, i) => <Gem key={i} color={c} size={20} />)}</span>;
  const caption = need.kind === 'same' ? `${need.n} of one colour` : need.kind === 'different' ? `${need.n} different` : `${need.n} pairs`;
  const count = need.kind === 'pairs' ? need.n * 2 : need.n;
  return (
    <span className="mg-need" title={caption}>
      {Array.from({ length: count }, (_, i) => <span key={i} className={`mg-any${need.kind === 'pairs' ? ` mg-pair-${Math.floor(i / 2)}` : ''}`} aria-hidden="true">◆</span>)}
      <small>{caption}</small>
    </span>
  );
}
