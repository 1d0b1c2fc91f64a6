/**
 * A library (display) as a grid that pans (drag the background) and zooms
 * (wheel, or the + / − / fit buttons), with:
 *  - the legal cells for the selected card (or wizard) highlighted, and a
 *    preview of the card or wizard on the cell under the pointer or cursor;
 *  - cards that may not take a wizard dimmed in the wizard step;
 *  - a keyboard cursor (arrows move it, Enter or Space places);
 *  - outlines of scoring areas;
 *  - what the card under the pointer or cursor scores (its tooltip, in a note that does not zoom);
 *  - cards placed but not yet confirmed (staged) drawn with a dashed edge, and new cards settling in.
 * Cells carry data-x / data-y so a drag from the hand can find its drop cell.
 *
 * Readable at any size: fitting the view draws a card no smaller than LEGIBLE_SCALE (about 68 px on screen, where its
 * short label is 12 px or more, CardFace.tsx) unless that cuts what must be seen: while waiting, the library goes down
 * to cards of 60 px; while placing, every place to choose from is in view at once, as big as the view allows (PLACE_FLOOR),
 * the cards under 48 px as shapes and colours without words. A library larger than the view pans (drag the background, or
 * the keyboard cursor, which the view follows). A tap or click on a card keeps its note (what it
 * scores) shown until the next tap on another card or the background. Zooming out by hand may go further.
 * At the end of the game (`overview`) the whole library is fitted at any width, its cards drawn as shapes and colours
 * where too small for words; a tap on a card, or +, zooms back to a readable size, and ⤢ to the whole library.
 */
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import type { Card } from '../../../shared/games/magical-library/data.js';
import type { PlacedCard } from './tableView.js';
import { placeName } from '../../../shared/games/magical-library/places.js';
import { CardFace, cardTip } from './CardFace.js';
import { boundsOf, fitWithFocus, hiddenSides, key, moveCursor, outline, zoomAt, type Arrow, type Box, type Side, type Transform, type XY } from './geometry.js';
import { WizardGlyph } from './glyphs.js';
import { useLib } from './i18n/index.js';

const CELL = 96;
const CARD = 90;
/** The smallest zoom fitting chooses: cards of 90 px × 0.75 ≈ 68 px on screen. */
const LEGIBLE_SCALE = 0.75;
/** The whole library at a legible size; one too big for that is centred on the places to choose from (`focus`). */
/** The strip at the view's foot kept free for the card note (.ml-cursor-note); while placing, the note is above the view. */
const NOTE_STRIP = 34;
/** The strip at the view's right kept free for the zoom buttons (.ml-zoom): fitting puts no card or place under them. */
const ZOOM_STRIP = 46;
/** With nothing to place (drawing, passing, waiting, watching), the library goes down to cards of 60 px, no smaller. */
const FLOOR_SCALE = 60 / CARD;
/**
 * Placing, every place to choose from is in view at once (issue 32), as big as the view allows: when they do not all
 * fit at LEGIBLE_SCALE the view goes smaller, as far as that takes (the zoom's own least), and the cards drawn under
 * 48 px show their shapes and colours without words (CardFace.tsx, as at the end of the game); a tap on a card still
 * shows what it scores in the note (drawn above the library meanwhile), and + zooms in. Measured late in a game: on a
 * phone (390×844), the library reaching down to the Undo / Confirm bar (Table.tsx), places of 55 px over nine rows and
 * 49 px over ten; at 1366×768, the library beside the step panel and as tall as the window leaves it, 58 and 53 px
 * (38 and 34 px with the panel below it).
 */
const PLACE_FLOOR = 0.1;
/**
 * At the end of the game the whole library is what a person looks at, at any width: its cards as small as that
 * takes (down to the zoom's own least, 9 px; 16 cards in a row fit a phone). Below 48 px a card has no words, only
 * its shapes and colours (CardFace.tsx); a tap on a card, or +, brings it back to a readable size.
 */
const OVERVIEW_SCALE = 0.1;
/**
 * The view a library is fitted to (exported for its tests): `overview` at the end of the game; `placing` while there
 * are places to choose from (`focus`), which may then go down to PLACE_FLOOR rather than FLOOR_SCALE.
 */
export const fitView = (box: Box, focus: Box | null, w: number, h: number, overview = false, placing = false) =>
  fitWithFocus(box, focus, CELL, Math.max(CELL, w - ZOOM_STRIP), Math.max(CELL * 0.4, h - (placing ? 0 : NOTE_STRIP)), 0.5, 1.2, overview ? OVERVIEW_SCALE : LEGIBLE_SCALE, placing ? PLACE_FLOOR : FLOOR_SCALE);

/** The least a glowing place should be drawn, each way, in px: what a finger wants (a phone late in the game). */
export const FINGER_PX = 44;
/**
 * What a library is fitted to while placing (exported for its tests): the whole `box` (the library and every place
 * next to it) while that draws a place FINGER_PX or more; otherwise, when the glowing places' own box is smaller (a
 * wizard's places among the cards of a long library, on a phone's width), that box: bigger places, the cards beyond it
 * out of sight behind the edge shadows (hiddenSides).
 */
export function placingFocus(box: Box, targets: readonly XY[], w: number, h: number): Box {
  if (!targets.length || CELL * fitView(box, box, w, h, false, true).scale >= FINGER_PX) return box;
  return boundsOf(targets);
}

/**
 * What a library is fitted to (exported for its tests): the `box` fitted, the `focus` that must be in view, and whether
 * the person is `placing` (the placing floor, the card note above the view).
 * Placing a card, every empty place next to the library may be legal: the box is the library and its ring of places
 * from the start of the step, so picking a card up (the glowing places appear) never moves the view under the person's
 * hand. The whole place step is placing, until Confirm: with every card of the hand staged there is no glowing place,
 * and the whole library, the staged cards too, stays in view as it was (not zoomed to cards of a legible size and cut).
 * Placing, the focus is the whole box (a card, every empty place next to the library, whichever card is picked up; a
 * wizard, the whole library, whose areas the choice is about), unless that draws the places under a finger's size:
 * then the glowing places' own box (placingFocus). Otherwise the places to choose from; with none (drawing, passing,
 * waiting, watching), the whole library, so that it too goes down to the floor (60 px) rather than being cut at a
 * legible size.
 */
export function fitPlan(mode: 'card' | 'wizard' | 'look', cards: readonly XY[], targets: readonly XY[], overview: boolean, w: number, h: number): { box: Box; focus: Box | null; placing: boolean } {
  let box: Box;
  if (mode !== 'card' || !cards.length) box = boundsOf([...cards, ...targets]);
  else {
    const b = boundsOf(cards);
    box = { minX: b.minX - 1, maxX: b.maxX + 1, minY: b.minY - 1, maxY: b.maxY + 1 };
  }
  const placing = mode === 'card' ? cards.length + targets.length > 0 : mode === 'wizard' && targets.length > 0;
  const focus = placing ? placingFocus(box, targets, w, h)
    : targets.length ? boundsOf(targets) : cards.length && !overview ? boundsOf(cards) : null;
  return { box, focus, placing };
}

/** The arrow on a golden edge: a place to choose from lies that way. */
const EDGE_ARROWS: Record<Side, string> = { top: '▲', right: '▶', bottom: '▼', left: '◀' };

/** The transform moved just enough that the cell is inside the view (with a margin), e.g. the keyboard cursor's. */
function follow(t: Transform, c: XY, w: number, h: number): Transform {
  const margin = 8;
  const size = CELL * t.scale;
  const x = c.x * size + t.tx, y = c.y * size + t.ty;
  let { tx, ty } = t;
  if (size + 2 * margin <= w) {
    if (x < margin) tx += margin - x;
    else if (x + size > w - margin) tx -= x + size - (w - margin);
  }
  if (size + 2 * margin <= h) {
    if (y < margin) ty += margin - y;
    else if (y + size > h - margin) ty -= y + size - (h - margin);
  }
  return tx === t.tx && ty === t.ty ? t : { ...t, tx, ty };
}

interface GridWizard extends XY { golden: boolean; staged?: boolean }
type GridCard = PlacedCard & { staged?: boolean };
export interface GridOutline { cells: XY[]; colour: string; label: string }

export interface LibraryGridProps {
  label: string;
  cards: GridCard[];
  /** The modules in play (a card's tooltip says what it scores under them). */
  modules?: readonly string[];
  wizards: GridWizard[];
  /** What a pick does: place a card, place a wizard, or nothing (looking). */
  mode: 'card' | 'wizard' | 'look';
  /** Cells the pick may go to. */
  targets: XY[];
  /** The card being placed (for the preview). */
  previewCard?: Card | null;
  previewGolden?: boolean;
  /** A cell highlighted from outside (a drag from the hand hovering it). */
  hover?: XY | null;
  outlines?: GridOutline[];
  onPick?: (cell: XY) => void;
  /** The owner's colour (the wizards' base). */
  ownerColour?: string;
  /** Height of the viewport in px. */
  height: number;
  /** The game is over: the whole library is fitted, its cards as small as that takes (down to 60 px, OVERVIEW_SCALE). */
  overview?: boolean;
}

export function LibraryGrid(props: LibraryGridProps) {
  const { cards, wizards, mode, targets, previewCard, hover, outlines = [], onPick, height, label, overview = false } = props;
  const tr = useLib();
  const viewport = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ w: 600, h: height });
  const [cursor, setCursor] = useState<XY | null>(null);
  const [pointerCell, setPointerCell] = useState<XY | null>(null);
  const [pointerCard, setPointerCard] = useState<string | null>(null);
  // The card tapped or clicked last: its note stays (a touch has no hover).
  const [tappedCard, setTappedCard] = useState<string | null>(null);
  // Cards new in this library since the last drawing settle in (a moment); switching libraries is no news.
  const cardsKey = cards.map(key).join(' ');
  const [seen, setSeen] = useState({ label, cardsKey, fresh: new Set<string>() });
  if (seen.cardsKey !== cardsKey || seen.label !== label) {
    const before = new Set(seen.cardsKey.split(' '));
    const fresh = seen.label === label ? new Set(cards.map(key).filter((k) => !before.has(k))) : new Set<string>();
    setSeen({ label, cardsKey, fresh });
  }
  // `card`: the card the press began on (a tap keeps its note; the pointer is captured, so the release cannot tell).
  const pan = useRef<{ x: number; y: number; tx: number; ty: number; moved: boolean; card: string | null } | null>(null);

  // A press of the pointer gives the library the focus too: that focus shows no keyboard cursor. A finger's tap focuses
  // only after it is lifted (the browser's mouse events that follow a touch), so the press is remembered until the focus
  // comes, or until the library loses the focus (a press on a library already focused brings none).
  const pointerFocus = useRef(false);
  const targetSet = useMemo(() => new Set(targets.map(key)), [targets]);
  // Other legal places (a card was placed, another card or step chosen): the old cursor belongs to the
  // last placement, so the next arrow starts again from the first legal place.
  const targetsKey = targets.map(key).join(' ');
  const [cursorTargets, setCursorTargets] = useState(targetsKey);
  if (cursorTargets !== targetsKey) {
    setCursorTargets(targetsKey);
    setCursor(null);
    setTappedCard(null);
  }
  const { box, focus, placing } = useMemo(() => fitPlan(mode, cards, targets, overview, size.w, size.h),
    [mode, cards, targets, overview, size.w, size.h]);
  const boxKey = `${box.minX},${box.maxX},${box.minY},${box.maxY}`;

  useLayoutEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const measure = () => setSize({ w: el.clientWidth || 600, h: el.clientHeight || height });
    measure();
    const ro = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(measure) : null;
    ro?.observe(el);
    return () => ro?.disconnect();
  }, [height]);

  // Fitted to begin with, and again at each step, when the display grows or the viewport changes size: every legal
  // place in view without a press of "fit".
  const fitKey = `${mode} ${placing} ${boxKey} ${size.w}x${size.h} ${overview}`;
  const [t, setT] = useState<Transform>(() => fitView(box, focus, size.w, size.h, overview, placing));
  const [fittedTo, setFittedTo] = useState(fitKey);
  if (fittedTo !== fitKey) {
    setFittedTo(fitKey);
    setT(fitView(box, focus, size.w, size.h, overview, placing));
  }
  const fit = () => setT(fitView(box, focus, size.w, size.h, overview, placing));

  const onWheel = (e: WheelEvent) => {
    const r = viewport.current!.getBoundingClientRect();
    setT((old) => zoomAt(old, e.deltaY < 0 ? 1.12 : 1 / 1.12, e.clientX - r.left, e.clientY - r.top));
  };
  // Zooming in from an overview too small to read (the end of the game) goes straight back to a readable size.
  const zoomButton = (f: number) => setT((old) => (f > 1 && old.scale < FLOOR_SCALE
    ? zoomAt(old, LEGIBLE_SCALE / old.scale, size.w / 2, size.h / 2)
    : zoomAt(old, f, size.w / 2, size.h / 2)));
  /** The view at a readable size, centred on a cell (a tap on a card of an overview too small to read). */
  const zoomTo = (c: XY) => {
    const cell = CELL * LEGIBLE_SCALE;
    setT({ scale: LEGIBLE_SCALE, tx: size.w / 2 - (c.x + 0.5) * cell, ty: size.h / 2 - (c.y + 0.5) * cell });
  };

  const onPointerDown = (e: PointerEvent) => {
    if ((e.target as HTMLElement).closest('.ml-target, .ml-zoom')) return;
    const slot = (e.target as HTMLElement).closest<HTMLElement>('.ml-slot:not(.ml-preview)');
    pan.current = { x: e.clientX, y: e.clientY, tx: t.tx, ty: t.ty, moved: false, card: slot ? `${slot.dataset.x},${slot.dataset.y}` : null };
    (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent) => {
    const p = pan.current;
    if (!p) return;
    const dx = e.clientX - p.x, dy = e.clientY - p.y;
    if (Math.abs(dx) + Math.abs(dy) > 3) p.moved = true;
    if (p.moved) setT((old) => ({ ...old, tx: p.tx + dx, ty: p.ty + dy }));
  };
  const onPointerUp = () => {
    // A tap (no pan) on a card keeps its note; on the background, lets it go.
    if (pan.current && !pan.current.moved) {
      const card = pan.current.card;
      setTappedCard(card);
      // At the end of the game a card too small to read is zoomed to; while placing, its note says it all and the
      // places to choose from stay in view.
      if (card && overview && t.scale < FLOOR_SCALE) zoomTo(cardAt.get(card)!);
    }
    pan.current = null;
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key.startsWith('Arrow')) {
      e.preventDefault();
      // The first arrow shows the cursor on the first legal place; the next ones move it, and the view follows it.
      const next = cursor ? moveCursor(cursor, e.key as Arrow, box) : targets[0] ?? cards[0] ?? { x: 0, y: 0 };
      setCursor(next);
      setT((old) => follow(old, next, size.w, size.h));
    } else if ((e.key === 'Enter' || e.key === ' ') && cursor) {
      e.preventDefault();
      if (targetSet.has(key(cursor))) onPick?.(cursor);
    } else if (e.key === '+' || e.key === '=') zoomButton(1.2);
    else if (e.key === '-') zoomButton(1 / 1.2);
    else if (e.key === '0') fit();
  };

  // A place is named by what is there (a wizard goes on a card) or by its neighbour ("to the right of a red room with
  // an owl"), never by coordinates: the log's naming (places.ts), in the library as it is now.
  const placeLabel = (c: XY): string => {
    const place = placeName((x, y) => cardAt.get(key({ x, y }))?.card.id, cards.map((p) => p.card.id), c.x, c.y, mode === 'wizard' ? 'wizard' : 'card');
    return tr(mode === 'wizard' ? 'magical-library.ui.placeWizardAt' : 'magical-library.ui.placeCardAt', { place: tr.msg(place.msg) });
  };
  // Where the library goes on out of sight (panned, zoomed, or too big for the view): a soft shadow on that side,
  // golden with an arrow when a place to choose from is there.
  const content = useMemo(() => (cards.length || targets.length ? boundsOf([...cards, ...targets]) : null), [cards, targets]);
  const beyond = hiddenSides(t, content, targets, CELL, size.w, size.h);
  const previewAt = hover ?? pointerCell ?? cursor;
  const showPreview = previewAt && targetSet.has(key(previewAt)) ? previewAt : null;
  const pos = (c: XY) => ({ left: c.x * CELL + (CELL - CARD) / 2, top: c.y * CELL + (CELL - CARD) / 2, width: CARD, height: CARD });
  const wizardAt = new Map(wizards.map((w) => [key(w), w]));
  const cardAt = new Map(cards.map((c) => [key(c), c]));
  const noteCard = (cursor && cardAt.get(key(cursor))) || (pointerCard ? cardAt.get(pointerCard) : undefined)
    || (tappedCard ? cardAt.get(tappedCard) : undefined);

  // What the card under the pointer or cursor (or tapped last) scores, and what Enter does at the cursor. While there
  // are places to choose from it is drawn just above the library, outside it, so that it never covers one of them (a
  // card's whole sentence takes four lines on a phone); otherwise at the library's foot.
  const note = (noteCard || (cursor && mode !== 'look')) && (
    <div className={`ml-cursor-note${placing ? ' ml-note-above' : ''}`} aria-live="polite" data-testid="ml-card-note">
      {cursor && mode !== 'look' && <b>{tr(targetSet.has(key(cursor)) ? 'magical-library.ui.enterPlaceHere' : 'magical-library.ui.notLegal')} </b>}
      {noteCard && cardTip(tr, noteCard.card, props.modules)}
    </div>
  );

  return (
    <>
    <div
      className={`ml-grid ml-grid-${mode}`}
      ref={viewport}
      style={{ height }}
      tabIndex={0}
      role="application"
      aria-label={tr('magical-library.ui.gridHelp', { label, mode })}
      onWheel={onWheel}
      onPointerDown={(e) => { pointerFocus.current = true; onPointerDown(e); }}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => { pan.current = null; }}
      onKeyDown={onKeyDown}
      onBlur={() => { pointerFocus.current = false; setCursor(null); }}
      onFocus={(e) => {
        // Reached by the keyboard (Tab, or a number key that picked a card): the cursor starts on the first legal place.
        const byPointer = pointerFocus.current;
        pointerFocus.current = false;
        if (byPointer || e.target !== e.currentTarget || cursor || !targets.length) return;
        setCursor(targets[0]);
        setT((old) => follow(old, targets[0], size.w, size.h));
      }}
      data-testid="ml-grid"
      data-overview={overview ? 'yes' : undefined}
    >
      <div className="ml-world" style={{ transform: `translate(${t.tx}px, ${t.ty}px) scale(${t.scale})` }}>
        {cards.map((c) => {
          const dim = mode === 'wizard' && !targetSet.has(key(c));
          return (
            <div key={key(c)} className={`ml-slot${dim ? ' ml-dim' : ''}${c.staged ? ' ml-staged' : ''}${seen.fresh.has(key(c)) || c.staged ? ' ml-settle' : ''}${noteCard === c ? ' ml-noted' : ''}`} style={noteCard === c ? { ...pos(c), outlineWidth: 3 / t.scale, outlineOffset: 2 / t.scale } : pos(c)} data-x={c.x} data-y={c.y}
              onPointerEnter={() => setPointerCard(key(c))} onPointerLeave={() => setPointerCard((p) => (p === key(c) ? null : p))}>
              <CardFace card={c.card} size={CARD} scale={t.scale} />
              {wizardAt.has(key(c)) && (
                <span className={`ml-wizard-on${wizardAt.get(key(c))!.staged ? ' ml-wizard-staged ml-settle' : ''}`} style={{ ['--ml-owner' as string]: props.ownerColour ?? '#fff' }}>
                  <WizardGlyph golden={wizardAt.get(key(c))!.golden} size={CARD * 0.4} />
                </span>
              )}
            </div>
          );
        })}
        {outlines.flatMap((o, i) => outline(o.cells).map((c) => (
          <div key={`o${i}-${key(c)}`} className="ml-outline" title={o.label}
            style={{
              left: c.x * CELL + 1, top: c.y * CELL + 1, width: CELL - 2, height: CELL - 2, borderColor: o.colour,
              borderTopWidth: c.top ? 6 : 0, borderRightWidth: c.right ? 6 : 0, borderBottomWidth: c.bottom ? 6 : 0, borderLeftWidth: c.left ? 6 : 0,
            }} />
        )))}
        {targets.map((c) => (
          <button
            key={`t${key(c)}`}
            type="button"
            tabIndex={-1}
            className={`ml-target ml-target-${mode}${showPreview && key(showPreview) === key(c) ? ' ml-target-hot' : ''}`}
            style={{ left: c.x * CELL, top: c.y * CELL, width: CELL, height: CELL }}
            data-x={c.x}
            data-y={c.y}
            data-testid={`ml-target-${c.x}-${c.y}`}
            aria-label={placeLabel(c)}
            // A pointer that moves over the place (not one resting where a new screen drew it: pass-and-play's tap).
            onPointerMove={() => setPointerCell(c)}
            onPointerLeave={() => setPointerCell((p) => (p && key(p) === key(c) ? null : p))}
            onClick={() => { setTappedCard(null); onPick?.(c); }}
          />
        ))}
        {showPreview && mode === 'card' && previewCard && (
          <div className="ml-slot ml-preview" style={pos(showPreview)} aria-hidden="true"><CardFace card={previewCard} size={CARD} scale={t.scale} /></div>
        )}
        {showPreview && mode === 'wizard' && (
          <div className="ml-slot ml-preview" style={pos(showPreview)} aria-hidden="true">
            <span className="ml-wizard-on" style={{ ['--ml-owner' as string]: props.ownerColour ?? '#fff' }}>
              <WizardGlyph golden={props.previewGolden} size={CARD * 0.4} />
            </span>
          </div>
        )}
        {cursor && (
          <div className={`ml-cursor${targetSet.has(key(cursor)) ? ' ml-cursor-ok' : ''}`} style={{ left: cursor.x * CELL, top: cursor.y * CELL, width: CELL, height: CELL }} aria-hidden="true" />
        )}
      </div>
      {(Object.keys(beyond) as Side[]).filter((side) => beyond[side] !== 'none').map((side) => (
        <div key={side} className={`ml-edge ml-edge-${side}${beyond[side] === 'place' ? ' ml-edge-place' : ''}`} data-testid={`ml-edge-${side}`} data-beyond={beyond[side]} aria-hidden="true">
          {beyond[side] === 'place' && <span className="ml-edge-arrow">{EDGE_ARROWS[side]}</span>}
        </div>
      ))}
      <div className="ml-zoom">
        <button type="button" onClick={() => zoomButton(1.2)} aria-label={tr('magical-library.ui.zoomIn')}>+</button>
        <button type="button" onClick={() => zoomButton(1 / 1.2)} aria-label={tr('magical-library.ui.zoomOut')}>−</button>
        <button type="button" onClick={fit} aria-label={tr('magical-library.ui.fitView')}>⤢</button>
      </div>
      {!placing && note}
    </div>
    {placing && note}
    </>
  );
}
