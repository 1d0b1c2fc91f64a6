/**
 * The round market: the board's four coloured corners, the Visitor Path
 * disc that turns (an animated CSS rotation, always clockwise), its
 * landmarks and Visitor pawns. The three pawns in front of your Stand are
 * highlighted; a revealed pawn shows its symbol during its window only (and
 * every pawn once the game is over). Every pawn is focusable and explains
 * itself in a tooltip (its landmark, whose Stand it stands before, what it is
 * when that is known). The disc's turn and a pawn's flip move only under
 * `:root.mt-motion` (market.css).
 */
import { useId, useState } from 'react';
import { CORNERS, hour12, LANDMARKS, type Landmark } from '../../../shared/games/magic-market/data.js';
import type { TableView as MarketView } from './tableView.js';
import type { SeatOccupant } from '../../../shared/protocol.js';
import { seatColour, seatName } from '../../ui/index.js';
import { SHAPES } from './cues.js';
import { LandmarkGlyph, SymbolGlyph } from './glyphs.js';
import { useMT } from './i18n/index.js';

import { CORNER_FILL, CORNER_SHAPE, DOT_EDGE } from './palette.js';

export { CORNER_FILL } from './palette.js';

const C = 200;
const rad = (deg: number) => (deg * Math.PI) / 180;
const at = (deg: number, r: number) => [C + r * Math.cos(rad(deg)), C + r * Math.sin(rad(deg))] as const;

function arc(r1: number, r2: number, a1: number, a2: number): string {
  const [x1, y1] = at(a1, r2), [x2, y2] = at(a2, r2), [x3, y3] = at(a2, r1), [x4, y4] = at(a1, r1);
  return `M${x1} ${y1}A${r2} ${r2} 0 0 1 ${x2} ${y2}L${x3} ${y3}A${r1} ${r1} 0 0 0 ${x4} ${y4}z`;
}

/** Keeps a rotation that only ever grows, so the disc always turns clockwise. */
function useForwardTurns(rotation: number): number {
  // The last rotation seen is kept in state and compared while rendering (no effect, no ref read in render).
  const [turns, setTurns] = useState({ last: rotation, total: rotation });
  if (turns.last !== rotation) {
    const next = { last: rotation, total: turns.total + ((rotation - turns.last + 12) % 12) };
    setTurns(next);
    return next.total;
  }
  return turns.total;
}

export function Market({ view, seats, onReveal }: { view: MarketView; seats: SeatOccupant[]; onReveal?: (l: Landmark) => void }) {
  const t = useMT();
  const me = view.you;
  const myCorner = me === null ? 0 : view.corners[me];
  // Board position p sits at this angle (your corner at the bottom).
  const angle = (p: number) => 90 + (p - (myCorner * 3 + 1)) * 30;
  const turns = useForwardTurns(view.rotation);
  const tipId = useId();
  const [tip, setTip] = useState<Landmark | null>(null);
  // During a window, the Visitors shown; once the game is over, all of them (everyone may look under the hats).
  const shown = new Map(view.visitors ? LANDMARKS.map((l, i) => [l, view.visitors![i]]) : (view.shown ?? []).map((s) => [s.landmark, s.symbol]));
  const ended = view.visitors !== null;
  const canReveal = view.choices?.kind === 'reveal' ? new Set(view.choices.landmarks) : new Set<string>();
  const inFront = new Set(view.inFront);
  const seatAtCorner = (c: number) => view.corners.indexOf(c);
  const spin = { transform: `rotate(${turns * 30}deg)`, transformOrigin: '200px 200px' };
  const upright = { transform: `rotate(${-turns * 30}deg)`, transformBox: 'fill-box' as const, transformOrigin: 'center' };
  const cornerOf = new Map(view.disc.map((d) => [d.landmark, d.corner]));
  const tipText = (landmark: Landmark): string => {
    const by = t(`magic-market.ui.by.${landmark}`);
    const seat = seatAtCorner(cornerOf.get(landmark) ?? 0);
    const where = seat >= 0 ? t('magic-market.ui.inFrontOf', { who: seatName(seats, seat) }) : t('magic-market.ui.inFrontOfEmpty');
    const symbol = shown.get(landmark);
    if (symbol) return t(ended ? 'magic-market.ui.visitorTipWas' : 'magic-market.ui.visitorTipShown', { by, where, visitor: t(`magic-market.ui.visitor.${symbol}`) });
    return t(canReveal.has(landmark) ? 'magic-market.ui.visitorTipPick' : 'magic-market.ui.visitorTipHidden', { by, where });
  };
  // Where the tooltip goes: the pawn's place on the turned disc, in percent of the board.
  const tipAt = (landmark: Landmark) => {
    const [x, y] = at(angle(LANDMARKS.indexOf(landmark)) + turns * 30, 143);
    return { left: `${(x / 400) * 100}%`, top: `${(y / 400) * 100}%` };
  };
  return (
    <div className="mk-market-wrap">
    <svg className="mk-market" viewBox="0 0 400 400" role="group" aria-label={t('magic-market.ui.marketLabel')}>
      <rect x="2" y="2" width="396" height="396" rx="26" fill="#d9c39a" stroke="#6b4226" strokeWidth="4" />
      {CORNERS.map((colour, c) => {
        const seat = seatAtCorner(c);
        const a = angle(c * 3 + 1);
        const [lx, ly] = at(a, 186);
        const label = seat >= 0 ? seatName(seats, seat) : t('magic-market.ui.emptyCorner');
        const nameAt = {
          x: lx, y: ly, textAnchor: 'middle' as const, dominantBaseline: 'middle' as const,
          transform: Math.abs(Math.cos(rad(a))) > 0.7 ? `rotate(${Math.cos(rad(a)) > 0 ? 90 : -90} ${lx} ${ly})` : undefined,
        };
        return (
          <g key={colour} className={`mk-corner${seat === me && me !== null ? ' mk-corner-you' : ''}`} data-owner={seat >= 0 ? seat : undefined}>
            {/* One colour system: a corner is always its board colour (the colour die names it), with its owner's name on
                it; a person's own colour is the dot by their name everywhere else. An empty corner is faded. */}
            <path d={arc(172, 196, a - 45, a + 45)} fill={CORNER_FILL[colour]} opacity={seat >= 0 ? 1 : 0.35}
              data-testid={`mk-ring-${c}`} />
            {/* The two marks to learn, side by side: the owner's dot (their colour, as by their name everywhere) before
                their name, and the corner's shape at both ends of its arc (the shape by the colour's word on their Stand). */}
            {/* The dot's outer (white) ring: the same line of text laid out underneath, only its dot drawn, with a wider
                stroke; the line above edges the dot (and the name) in dark. One of the two stands out on every corner. */}
            {seat >= 0 && (
              <text {...nameAt} className="mk-corner-name mk-corner-edge" aria-hidden="true" fill="none" stroke="none">
                <tspan className="mk-corner-dot-edge" fill={DOT_EDGE.outer} stroke={DOT_EDGE.outer} strokeWidth={6}
                  strokeLinejoin="round">{'\u25CF '}</tspan>
                <tspan>{label}</tspan>
              </text>
            )}
            <text {...nameAt} className="mk-corner-name"
              stroke={seat >= 0 ? DOT_EDGE.inner : 'none'} strokeWidth={3} paintOrder="stroke">
              {seat >= 0 && <tspan className="mk-corner-dot" fill={seatColour(seats, seat)} aria-hidden="true">{'\u25CF '}</tspan>}
              <tspan className="mk-corner-label" fill={seat >= 0 ? '#fff' : '#7d6a50'}>{label}</tspan>
            </text>
            {[a - 37, a + 37].map((end) => {
              const [sx, sy] = at(end, 184);
              return <path key={end} className="mk-corner-shape" data-shape={CORNER_SHAPE[colour]} d={SHAPES[CORNER_SHAPE[colour]]}
                transform={`translate(${sx - 7.5} ${sy - 7.5}) scale(1.25)`} fill="#fff" stroke="#2a2119" strokeWidth={1.2}
                strokeLinejoin="round" opacity={seat >= 0 ? 1 : 0.5} aria-hidden="true" />;
            })}
          </g>
        );
      })}
      <g style={spin} className="mk-disc">
        <circle cx={C} cy={C} r="170" fill="#f6ecd4" stroke="#8a5a36" strokeWidth="3" />
        <circle cx={C} cy={C} r="62" fill="#efe0bd" stroke="#b99a68" strokeWidth="2" />
        <path d="M200 148l6 14 15 1-12 9 4 15-13-8-13 8 4-15-12-9 15-1z" fill="#e2b33c" stroke="#9a7412" />
        {LANDMARKS.map((landmark, space) => {
          const a = angle(space);
          const [px, py] = at(a, 143);
          const [lx, ly] = at(a, 95);
          const symbol = shown.get(landmark);
          const clickable = canReveal.has(landmark);
          const by = t(`magic-market.ui.by.${landmark}`);
          const visitor = symbol ? t(`magic-market.ui.visitor.${symbol}`) : '';
          const title = symbol ? t('magic-market.ui.visitorByShown', { by, visitor }) : t('magic-market.ui.visitorBy', { by });
          return (
            <g key={landmark} className={`mk-space${inFront.has(landmark) ? ' mk-space-front' : ''}${clickable ? ' mk-space-pick' : ''}${symbol ? ' mk-space-shown' : ''}`}
              data-landmark={landmark} tabIndex={0} aria-describedby={tip === landmark ? tipId : undefined}
              onFocus={() => setTip(landmark)} onBlur={() => setTip(null)}
              onMouseEnter={() => setTip(landmark)} onMouseLeave={() => setTip((x) => (x === landmark ? null : x))}
              {...(clickable && onReveal ? {
                role: 'button', 'aria-label': t('magic-market.ui.turnOverBy', { by }),
                onClick: () => onReveal(landmark),
                onKeyDown: (e: React.KeyboardEvent) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onReveal(landmark); } },
              } : { role: 'img', 'aria-label': title })}>
              <line x1={at(a - 15, 62)[0]} y1={at(a - 15, 62)[1]} x2={at(a - 15, 170)[0]} y2={at(a - 15, 170)[1]} stroke="#d8c49c" />
              <g style={upright} className="mk-upright">
                <circle cx={lx} cy={ly} r="15" fill="#fff8e6" stroke="#b99a68" />
                <LandmarkGlyph landmark={landmark} x={lx - 11} y={ly - 11} size={22} colour="#5b4632" />
              </g>
              <g style={upright} className="mk-upright">
                <circle cx={px} cy={py} r="21" className="mk-pawn" />
                {symbol
                  ? <g className="mk-pawn-face" key={`${symbol}-${view.turn}`}><SymbolGlyph symbol={symbol} x={px - 14} y={py - 14} size={28} colour="#fff" /></g>
                  : <path d={`M${px - 13} ${py + 6}h26M${px - 8} ${py + 6}c0-14 16-14 16 0`} stroke="#fff" strokeWidth="2.5" fill="none" />}
              </g>
            </g>
          );
        })}
      </g>
      {me !== null && (() => {
        const a = angle(myCorner * 3 + 1);
        return <path d={arc(118, 172, a - 45, a + 45)} className="mk-front" pointerEvents="none" />;
      })()}
    </svg>
    {tip && <span id={tipId} role="tooltip" className="mk-pawn-tip" style={tipAt(tip)} data-testid="mk-pawn-tip">{tipText(tip)}</span>}
    </div>
  );
}

export function Clock({ hour, closing }: { hour: number; closing: number }) {
  const t = useMT();
  const h = hour % 12;
  const [x, y] = [20 + 12 * Math.sin(rad(h * 30)), 20 - 12 * Math.cos(rad(h * 30))];
  const [cx, cy] = [20 + 15 * Math.sin(rad((closing % 12) * 30)), 20 - 15 * Math.cos(rad((closing % 12) * 30))];
  return (
    <svg viewBox="0 0 40 40" width="52" height="52" className="mk-clock" role="img" aria-label={t('magic-market.ui.clockLabel', { hour: hour12(hour) })}>
      <circle cx="20" cy="20" r="18" fill="#fffaf0" stroke="#3a2d20" strokeWidth="2" />
      {Array.from({ length: 12 }, (_, i) => {
        const [a, b] = [20 + 15.5 * Math.sin(rad(i * 30)), 20 - 15.5 * Math.cos(rad(i * 30))];
        return <circle key={i} cx={a} cy={b} r="1" fill="#3a2d20" />;
      })}
      <circle cx={cx} cy={cy} r="2.4" fill="#c6403a" />
      <line x1="20" y1="20" x2={x} y2={y} stroke="#3a2d20" strokeWidth="2.5" strokeLinecap="round" className="mk-clock-hand" />
      <circle cx="20" cy="20" r="2" fill="#3a2d20" />
    </svg>
  );
}
