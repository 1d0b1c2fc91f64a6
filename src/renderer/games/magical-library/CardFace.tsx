/**
 * One Magical Library card drawn with CSS and SVG: the room colour (two halves
 * for a Shared Room), its symbol (two for a Barrier card's double symbol), the
 * printed apprentice or magic circle, barriers as hatched bars on their edges,
 * portals, and the Neighbour and Extra cards' text.
 *
 * Text on a card is never drawn smaller than 12 CSS px on screen (`scale`: how much the card is zoomed, as in the
 * library's grid). The card's sentence is written on it only where it fits at that size (the card is at least
 * FULL_TEXT px on screen); a smaller card shows what it scores as a big number with its sign ("2+1 VP", ↔ for a
 * Neighbour card), and a tiny one (a zoomed-out library, the player aid's pictures) none: the whole sentence is in
 * its tooltip, the library's note (hover, focus, tap) and its screen-reader description.
 */
import type { Card } from '../../../shared/games/magical-library/data.js';
import { ApprenticeGlyph, CircleGlyph, ColourCue, PortalGlyph, ROOM_COLOURS, SymbolGlyph } from './glyphs.js';
import { useLib, type LibraryT } from './i18n/index.js';

const camel = (kebab: string) => kebab.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const extraText = (t: LibraryT, c: Card) => t('magical-library.ui.extraText', { kind: camel(c.extra ?? '') });

/** Smallest text on a card, in CSS px on screen. */
const MIN_TEXT_PX = 12;
/** A card at least this big on screen has its sentence written on it; smaller ones have the short label. */
const FULL_TEXT_PX = 150;
/** Below this, a card shows no words at all (the label would not fit at 12 px). */
const LABEL_PX = 48;

/** The short label's key: what the card scores, as the catalogue's `shortText` select reads it. */
function shortKind(c: Card): string | null {
  if (c.kind === 'neighbour' || c.kind === 'portal') return c.kind;
  if (c.kind === 'extra' && c.extra) return camel(c.extra);
  return null;
}

/** A sentence describing the card, for screen readers and titles. */
export function describeCard(t: LibraryT, c: Card): string {
  const parts: string[] = [];
  if (c.kind === 'portal') parts.push(t('magical-library.ui.descPortal'));
  else if (c.rooms.length === 2) {
    const [left, right] = c.rooms.map((r) => t('magical-library.colour', { colour: r.colour }));
    parts.push(t('magical-library.ui.descShared', { left, right }));
  } else if (c.rooms.length === 1) parts.push(t('magical-library.ui.descRoom', { colour: c.rooms[0].colour }));
  for (const s of c.symbols) parts.push(s.count === 2 ? t('magical-library.ui.descDouble', { symbol: s.symbol }) : t('magical-library.symbol', { symbol: s.symbol }));
  if (c.apprentice) parts.push(t('magical-library.ui.apprentice'));
  if (c.circle) parts.push(t('magical-library.ui.magicCircle'));
  if (c.barriers.length) {
    const [first, second = ''] = c.barriers.map((side) => t('magical-library.side', { side }));
    parts.push(t('magical-library.ui.descBarrier', { count: c.barriers.length, first, second }));
  }
  if (c.kind === 'neighbour') parts.push(t('magical-library.ui.descNeighbour', { text: t('magical-library.ui.neighbourText') }));
  if (c.kind === 'extra' && c.extra) parts.push(t('magical-library.ui.descExtra', { text: extraText(t, c) }));
  return parts.join(', ');
}

/**
 * What a card scores or does, for its tooltip: its description, then one sentence per thing on it that
 * scores (its rooms and symbols in areas, an apprentice, a magic circle, a barrier, a module card's rule).
 */
export function cardTip(t: LibraryT, c: Card, modules: readonly string[] = []): string {
  const parts = [describeCard(t, c) + '.'];
  if (c.rooms.length) parts.push(t('magical-library.ui.tipRooms', { count: c.rooms.length }));
  if (c.symbols.length) parts.push(t('magical-library.ui.tipSymbols', { count: c.symbols.reduce((n, s) => n + s.count, 0) }));
  if (c.apprentice) parts.push(t('magical-library.ui.tipApprentice'));
  if (c.circle) parts.push(t('magical-library.ui.tipCircle', { m4: modules.includes('m4') ? 'yes' : 'no' }));
  if (c.barriers.length) parts.push(t('magical-library.ui.tipBarrier'));
  if (c.kind === 'portal') parts.push(t('magical-library.ui.tipPortal'));
  if (c.module) parts.push(t('magical-library.ui.tipModule', { module: t('magical-library.module', { module: c.module }) }));
  return parts.join(' ');
}

/**
 * `bare`: no words of its own at all (no screen-reader sentence, no title), for a copy whose button already carries the
 * card's name as its label (the phone's bar: its thumbnails add no text to the table, which is the same at any width).
 */
export function CardFace({ card, size, className, scale = 1, bare = false }: { card: Card; size: number; className?: string; scale?: number; bare?: boolean }) {
  const t = useLib();
  const description = describeCard(t, card);
  const onScreen = size * scale;
  const words = bare ? 'none' : onScreen >= FULL_TEXT_PX ? 'full' : onScreen >= LABEL_PX ? 'short' : 'none';
  // Font sizes in the card's own px, so that they are at least MIN_TEXT_PX once zoomed.
  const minFont = Math.ceil((MIN_TEXT_PX * 10) / scale) / 10;
  const kind = shortKind(card);
  const glyph = Math.round(size * (card.kind === 'room' ? 0.56 : card.kind === 'shared' ? 0.46 : 0.32));
  const bg = card.kind === 'portal'
    ? undefined
    : card.rooms.length === 2
      ? `linear-gradient(90deg, ${ROOM_COLOURS[card.rooms[0].colour].fill} 0 50%, ${ROOM_COLOURS[card.rooms[1].colour].fill} 50% 100%)`
      : card.rooms.length === 1 ? ROOM_COLOURS[card.rooms[0].colour].fill : '#ccc';
  return (
    <div
      className={`ml-card ml-kind-${card.kind}${className ? ` ${className}` : ''}`}
      style={{ width: size, height: size, background: bg, ['--ml-size' as string]: `${size}px`, ['--ml-min-font' as string]: `${minFont}px` }}
      title={bare ? undefined : description}
      data-card={card.id}
    >
      {!bare && <span className="sr-only">{description}</span>}
      {card.rooms.length === 2 && <span className="ml-split" aria-hidden="true" />}
      {card.rooms.map((r, i) => (
        <span key={i} className={`ml-cue-at ml-cue-${card.rooms.length === 2 ? (i === 0 ? 'sl' : 'sr') : 'one'}`} aria-hidden="true">
          <ColourCue colour={r.colour} size={Math.max(14, Math.round(size * 0.2))} />
        </span>
      ))}
      {card.kind === 'portal' && <span className="ml-portal-bg" aria-hidden="true"><PortalGlyph size={Math.round(size * 0.7)} /></span>}
      <span className="ml-card-centre" aria-hidden="true">
        {card.symbols.flatMap((s) => Array.from({ length: s.count }, (_, i) => <SymbolGlyph key={`${s.symbol}${i}`} symbol={s.symbol} size={s.count === 2 ? Math.round(glyph * 0.8) : glyph} />))}
        {card.apprentice && <ApprenticeGlyph size={glyph} />}
        {card.circle && <CircleGlyph size={glyph} />}
      </span>
      {words === 'full' && card.kind === 'neighbour' && <span className="ml-card-text" aria-hidden="true"><b>↔</b> {t('magical-library.ui.neighbourText')}</span>}
      {words === 'full' && card.kind === 'extra' && card.extra && <span className="ml-card-text" aria-hidden="true"><b>★</b> {extraText(t, card)}</span>}
      {words === 'full' && card.kind === 'portal' && <span className="ml-card-text ml-portal-text" aria-hidden="true">{t('magical-library.ui.portalText')}</span>}
      {words === 'short' && kind && (
        <span className={`ml-card-text ml-card-short${card.kind === 'portal' ? ' ml-portal-text' : ''}`} aria-hidden="true" data-testid="ml-card-short">
          {t('magical-library.ui.shortText', { kind })}
        </span>
      )}
      {card.barriers.map((side) => <span key={side} className={`ml-barrier ml-barrier-${side}`} aria-hidden="true" />)}
      {card.module && words !== 'none' && <span className="ml-module-tag" aria-hidden="true">{card.module.slice(1)}</span>}
    </div>
  );
}
