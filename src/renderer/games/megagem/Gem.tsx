/** MegaGem's pieces drawn in SVG/CSS: gems by colour, gem cards, auction cards, mission cards. */
import type { ReactNode } from 'react';
import type { AuctionCard, Color } from '../../../shared/games/megagem/data.js';
import { CardFrame, Coin } from '../../ui/index.js';
import { useWords, type MegaGemT } from './i18n/index.js';

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
  const { t, color: name } = useWords();
  return (
    <svg className="mg-gem" width={size} height={size} viewBox="0 0 32 32" role="img" aria-label={title ?? t('megagem.ui.gemName', { color: name(color) })}>
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
  const { color: name } = useWords();
  return (
    <CardFrame className="mg-gemcard" tint={GEM_FILL[color].base} size={size} selected={selected} title={name(color)}>
      <Gem color={color} size={size === 's' ? 30 : 52} />
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

const AUCTION_TINT = { treasure: '#b8862b', loan: '#b8463a', investment: '#2f7a6b' } as const;

/** The auction card: gems for a Treasure (the actual gems it is for), coins for a Loan or an Investment. */
export function AuctionCardView({ card, gems, size = 'l' }: { card: AuctionCard; gems: { id: number; color: Color }[]; size?: 'm' | 'l' }) {
  const { t } = useWords();
  let body: ReactNode;
  if (card.kind === 'treasure') {
    body = (
      <>
        <div className="mg-auction-gems">
          {gems.length ? gems.map((g) => <Gem key={g.id} color={g.color} size={size === 'l' ? 44 : 28} />) : <span className="muted">{t('megagem.ui.noGemLeft')}</span>}
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
    <CardFrame className="mg-auction" size={size} tint={AUCTION_TINT[card.kind]} title={auctionTitle(card, t)}>
      {body}
    </CardFrame>
  );
}

/** The gems a mission asks for, drawn: specific colours as gems, "any" requirements as grey gems with a caption. */
export function MissionNeedView({ need }: { need: { kind: 'colors'; colors: Color[] } | { kind: 'same' | 'different' | 'pairs'; n: number } }) {
  const { t } = useWords();
  if (need.kind === 'colors') return <span className="mg-need">{need.colors.map((c, i) => <Gem key={i} color={c} size={20} />)}</span>;
  const caption = t(need.kind === 'same' ? 'megagem.ui.needSame' : need.kind === 'different' ? 'megagem.ui.needDifferent' : 'megagem.ui.needPairs', { n: need.n });
  const count = need.kind === 'pairs' ? need.n * 2 : need.n;
  return (
    <span className="mg-need" title={caption}>
      {Array.from({ length: count }, (_, i) => <span key={i} className={`mg-any${need.kind === 'pairs' ? ` mg-pair-${Math.floor(i / 2)}` : ''}`} aria-hidden="true">◆</span>)}
      <small>{caption}</small>
    </span>
  );
}
