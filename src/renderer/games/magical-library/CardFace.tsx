/**
 * One Magical Library card drawn with CSS and SVG: the room colour (two halves
 * for a Shared Room), its symbol (two for a Barrier card's double symbol), the
 * printed apprentice or magic circle, barriers as hatched bars on their edges,
 * portals, and the Neighbour and Extra cards' text.
 */
import type { Card, ExtraKind } from '../../../shared/games/magical-library/data.js';
import { ApprenticeGlyph, CircleGlyph, PortalGlyph, ROOM_COLOURS, SYMBOL_LABELS, SymbolGlyph } from './glyphs.js';

const EXTRA_TEXT: Record<ExtraKind, string> = {
  'row-column': '1 VP per card in this row and column',
  apprentices: '1 VP + 1 per printed apprentice',
  circles: '1 VP + 1 per magic circle',
  'symbol-majority': '1 VP per symbol of your most frequent kind',
  'colour-majority': '1 VP per room of your most frequent colour',
};

const NEIGHBOUR_TEXT = '1 VP per symbol of a neighbour';

/** A sentence describing the card, for screen readers and titles. */
function describeCard(c: Card): string {
  const parts: string[] = [];
  if (c.kind === 'portal') parts.push('Magic Portal: 2 VP + 1 per surrounding card');
  else if (c.rooms.length === 2) parts.push(`Shared room, ${c.rooms[0].colour} and ${c.rooms[1].colour}`);
  else if (c.rooms.length === 1) parts.push(`${ROOM_COLOURS[c.rooms[0].colour].label} room`);
  for (const s of c.symbols) parts.push(s.count === 2 ? `double ${SYMBOL_LABELS[s.symbol].toLowerCase()}` : SYMBOL_LABELS[s.symbol].toLowerCase());
  if (c.apprentice) parts.push('printed apprentice');
  if (c.circle) parts.push('magic circle');
  if (c.barriers.length) parts.push(`barrier ${c.barriers.join(' and ')}, 1 VP`);
  if (c.kind === 'neighbour') parts.push(`Neighbour card: ${NEIGHBOUR_TEXT}`);
  if (c.kind === 'extra' && c.extra) parts.push(`Extra card: ${EXTRA_TEXT[c.extra]}`);
  return parts.join(', ');
}

export function CardFace({ card, size, className }: { card: Card; size: number; className?: string }) {
  const glyph = Math.round(size * (card.kind === 'room' ? 0.56 : card.kind === 'shared' ? 0.46 : 0.32));
  const bg = card.kind === 'portal'
    ? undefined
    : card.rooms.length === 2
      ? `linear-gradient(90deg, ${ROOM_COLOURS[card.rooms[0].colour].fill} 0 50%, ${ROOM_COLOURS[card.rooms[1].colour].fill} 50% 100%)`
      : card.rooms.length === 1 ? ROOM_COLOURS[card.rooms[0].colour].fill : '#ccc';
  return (
    <div
      className={`ml-card ml-kind-${card.kind}${className ? ` ${className}` : ''}`}
      style={{ width: size, height: size, background: bg, ['--ml-size' as string]: `${size}px` }}
      title={describeCard(card)}
      data-card={card.id}
    >
      <span className="sr-only">{describeCard(card)}</span>
      {card.rooms.length === 2 && <span className="ml-split" aria-hidden="true" />}
      {card.kind === 'portal' && <span className="ml-portal-bg" aria-hidden="true"><PortalGlyph size={Math.round(size * 0.7)} /></span>}
      <span className="ml-card-centre" aria-hidden="true">
        {card.symbols.flatMap((s) => Array.from({ length: s.count }, (_, i) => <SymbolGlyph key={`${s.symbol}${i}`} symbol={s.symbol} size={s.count === 2 ? Math.round(glyph * 0.8) : glyph} />))}
        {card.apprentice && <ApprenticeGlyph size={glyph} />}
        {card.circle && <CircleGlyph size={glyph} />}
      </span>
      {card.kind === 'neighbour' && <span className="ml-card-text" aria-hidden="true"><b>↔</b> {NEIGHBOUR_TEXT}</span>}
      {card.kind === 'extra' && card.extra && <span className="ml-card-text" aria-hidden="true"><b>★</b> {EXTRA_TEXT[card.extra]}</span>}
      {card.kind === 'portal' && <span className="ml-card-text ml-portal-text" aria-hidden="true">2 VP + 1 per card around</span>}
      {card.barriers.map((side) => <span key={side} className={`ml-barrier ml-barrier-${side}`} aria-hidden="true" />)}
      {card.module && <span className="ml-module-tag" aria-hidden="true">{card.module.slice(1)}</span>}
    </div>
  );
}
