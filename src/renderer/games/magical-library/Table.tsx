/**
 * The Magical Library table: who is still deciding, your library (or any
 * other player's, to look at), and the panel for the current step: keep or
 * exchange, keep / pass left / pass right, place cards (drag, tap, or keys),
 * place a wizard; at the end, the score pad with areas outlined on the grid.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { Seat } from '../../../shared/engine/types.js';
import { cardById, type Card } from '../../../shared/games/magical-library/data.js';
import type { Category } from '../../../shared/games/magical-library/areas.js';
import type { LibraryView } from '../../../shared/games/magical-library/view.js';
import { tableView, type TableView } from './tableView.js';
import { Button, SeatName, SeatText, seatColour, seatName, useMoveSender } from '../../ui/index.js';
import { useMediaQuery } from '../../app/useNarrow.js';
import { Hint } from '../../ui/Hint.js';
import { Tip } from '../../ui/Tip.js';
import { playSound } from '../../ui/sound.js';
import { cellKey, legalCardCells, type Display } from '../../../shared/games/magical-library/placement.js';
import type { GameTableProps } from '../types.js';
import type { LibraryMove } from '../../../shared/games/magical-library/state.js';
import { CardFace, cardTip, describeCard } from './CardFace.js';
import { key, type XY } from './geometry.js';
import { ROOM_COLOURS, WizardGlyph } from './glyphs.js';
import { LibraryGrid, type GridOutline } from './LibraryGrid.js';
import { ScorePad } from './ScorePad.js';
import { LibraryTexts, useLib, useLibraryT } from './i18n/index.js';
import './ml.css';

type Dest = 'keep' | 'left' | 'right';
/** A card placed on the table but not yet sent: it can be taken back until Confirm (nothing hidden is revealed meanwhile). */
interface Staged { card: string; x: number; y: number }
interface StagedWizard { x: number; y: number; golden: boolean }

/** The window's height, followed as it changes (the library's share of it). */
function useViewportHeight(): number {
  const read = () => (typeof window === 'undefined' ? 768 : window.innerHeight);
  const [h, setH] = useState(read);
  useEffect(() => {
    const on = () => setH(read());
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return h;
}

/** From this window width on, the step panel is a column beside the library (320 px: ml.css) rather than below it. */
export const WIDE_FROM = 1200;
/** The window is WIDE_FROM px wide or more, followed as it changes (without matchMedia: the window's own width). */
const useWideScreen = () => useMediaQuery(`(min-width: ${WIDE_FROM}px)`, () => typeof window !== 'undefined' && window.innerWidth >= WIDE_FROM);

/** The gap kept under the library, to the window's foot, on a wide screen. */
const WIDE_FOOT = 16;
/** A hand card's thumbnail in a phone's Undo / Confirm bar, in px (no words drawn on it: under 48 px, CardFace.tsx). */
const BAR_CARD_PX = 38;
/** The gap kept between the library and a phone's Undo / Confirm bar, fixed to the screen's foot while placing (ml.css). */
const BAR_GAP = 8;

/**
 * The library's height in px. Where its foot is known (`foot`, px kept free at the window's foot: a wide screen's gap,
 * or a phone's fixed Undo / Confirm bar while placing) it takes the space it really has: from where it starts on the
 * page (`top`) down to that. Otherwise the library, the step panel and the hand share one screen (a laptop's 768 px,
 * or a phone's, scrolled).
 */
export function libraryHeight(vh: number, top: number | null, foot: number | null, over: boolean): number {
  if (top !== null && foot !== null) return Math.max(260, Math.round(vh - top - foot));
  return Math.max(260, Math.min(560, vh - (over ? 380 : 420)));
}

export function LibraryTable(props: GameTableProps<LibraryView, LibraryMove>) {
  const t = useLibraryT();
  return <LibraryTexts.Provider value={t}><Table {...props} /></LibraryTexts.Provider>;
}

function Table({ view: lean, seat, seats, result, moveNo, send, hints = false }: GameTableProps<LibraryView, LibraryMove>) {
  const t = useLib();
  const view = useMemo(() => tableView(lean), [lean]);
  const me = view.you;
  const { busy, error, setError, run } = useMoveSender(send);
  const fullHand = useMemo(() => view.hand ?? [], [view.hand]);
  const handKey = fullHand.map((c) => c.id).join(',');
  // Step 3 and 4 are staged here and sent on Confirm: until then a placement can be taken back (Undo, Ctrl+Z).
  const [staged, setStaged] = useState<Staged[]>([]);
  const [stagedWizard, setStagedWizard] = useState<StagedWizard | null>(null);
  const stagedIds = new Set(staged.map((p) => p.card));
  const hand = fullHand.filter((c) => !stagedIds.has(c.id));
  const [shown, setShown] = useState<Seat>(me ?? 0);
  // In the place step the first hand card starts selected.
  const [selected, setSelected] = useState<string | null>(() => (view.phase === 'place' ? fullHand[0]?.id ?? null : null));
  const [plan, setPlan] = useState<Record<string, Dest>>({});
  // The golden wizard is the only one left, or none is left: the switch follows.
  const [golden, setGolden] = useState(() => !view.canPlaceNormal && view.canPlaceGolden);
  const [padCat, setPadCat] = useState<Category | null>(null);
  const [showPad, setShowPad] = useState(false);
  const [drag, setDrag] = useState<{ card: Card; x: number; y: number; over: XY | null } | null>(null);
  const dragStart = useRef<{ card: Card; x: number; y: number; id: number } | null>(null);
  const deciding = me !== null && view.waitingFor.includes(me);
  const vh = useViewportHeight();
  // A wide screen shows the step panel in a column beside the library (not at the end of the game: the score pad
  // needs the width), the library as tall as the window leaves it.
  const wide = useWideScreen() && view.phase !== 'over';
  const board = useRef<HTMLDivElement>(null);
  // Undo and Confirm: on a phone, a bar fixed to the screen's foot while a placement is being made (ml.css).
  const barred = deciding && (view.phase === 'place' || view.phase === 'wizard');
  // Where the library starts on the page and what it keeps free at the window's foot, when it reaches down there: on a
  // wide screen, and on a phone while placing (down to the fixed bar, whose height is read: it has the safe area in it).
  const [room, setRoom] = useState<{ top: number; foot: number } | null>(null);
  // Measured again when the window changes size and at each move (the line above the table that tells it may grow).
  useLayoutEffect(() => {
    const measure = () => {
      const el = board.current;
      if (!el) return;
      const bar = wide || !barred ? null : el.closest('.ml-table')?.querySelector<HTMLElement>('[data-testid=ml-action-bar]') ?? null;
      const fixed = bar && getComputedStyle(bar).position === 'fixed' ? bar : null;
      const top = el.getBoundingClientRect().top + window.scrollY;
      const foot = fixed ? Math.max(0, window.innerHeight - fixed.getBoundingClientRect().top) + BAR_GAP : WIDE_FOOT;
      const next = wide || fixed ? { top, foot } : null;
      setRoom((room) => {
        const same = next === null || room === null ? next === room : Math.abs(top - room.top) <= 1 && Math.abs(foot - room.foot) <= 1;
        return same ? room : next;
      });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [wide, barred, vh, moveNo]);
  const gridHeight = libraryHeight(vh, room?.top ?? null, room?.foot ?? null, view.phase === 'over');
  // A phone, at the start of each placement (the page perhaps left scrolled down at the hand or the last button): the
  // library brought wholly into view above the bar, every glowing place with it, if it is not already.
  const placingKey = barred && room !== null && !wide ? `${view.phase}|${view.round}|${handKey}|${room.top}` : '';
  useLayoutEffect(() => {
    const grid = board.current?.querySelector('[data-testid=ml-grid]');
    if (!placingKey || !grid || !room) return;
    const r = grid.getBoundingClientRect();
    const foot = window.innerHeight - room.foot + BAR_GAP;
    if (r.top < 0 || r.bottom > foot) window.scrollTo({ top: Math.max(0, window.scrollY + (r.top < 0 ? r.top : r.bottom - foot)) });
  }, [placingKey, room]);

  // A new step or new hand: reset the choices that belonged to the old one (compared while rendering).
  const stepKey = `${view.phase}|${view.round}|${handKey}`;
  const [choicesFor, setChoicesFor] = useState(stepKey);
  if (choicesFor !== stepKey) {
    setChoicesFor(stepKey);
    setPlan({});
    setError(null);
    // Cards sent are in the library now; those still in hand stay staged (Confirm sends them one by one).
    const still = view.phase === 'place' ? staged.filter((p) => fullHand.some((c) => c.id === p.card)) : [];
    setStaged(still);
    if (view.phase !== 'wizard') setStagedWizard(null);
    const left = fullHand.filter((c) => !still.some((p) => p.card === c.id));
    setSelected((s) => (s && left.some((c) => c.id === s) ? s : view.phase === 'place' ? left[0]?.id ?? null : null));
  }
  const wizardsLeft = `${view.canPlaceNormal}|${view.canPlaceGolden}`;
  const [goldenFor, setGoldenFor] = useState(wizardsLeft);
  if (goldenFor !== wizardsLeft) {
    setGoldenFor(wizardsLeft);
    if (!view.canPlaceNormal && view.canPlaceGolden) setGolden(true);
    else if (!view.canPlaceGolden) setGolden(false);
  }

  const displays = view.displays;
  const showSeat = displays[shown] ? shown : 0;
  const shownDisplay = displays[showSeat];
  const mine = me !== null && showSeat === me;
  const mode: 'card' | 'wizard' | 'look' = !mine || !deciding ? 'look' : view.phase === 'place' ? 'card' : view.phase === 'wizard' ? 'wizard' : 'look';
  const selectedCard = hand.find((c) => c.id === selected) ?? null;
  const myCards = me !== null ? displays[me]?.cards : undefined;
  // Your library with the staged cards: where the next card may go (the rules' own test, on this device).
  const stagedDisplay: Display = useMemo(() => {
    const d: Display = {};
    for (const c of myCards ?? []) d[cellKey(c.x, c.y)] = c.card.id;
    for (const p of staged) d[cellKey(p.x, p.y)] = p.card;
    return d;
  }, [myCards, staged]);
  const cardCells = useMemo(() => (staged.length === 0 ? null : legalCardCells(stagedDisplay)), [staged.length, stagedDisplay]);
  const cellsFor = (id: string): XY[] => cardCells ?? view.legalCells[id] ?? [];
  const targets: XY[] = mode === 'card' ? (selectedCard ? cellsFor(selectedCard.id) : []) : mode === 'wizard' ? view.wizardCells : [];
  const gridCards = useMemo(() => (!mine || !shownDisplay ? shownDisplay?.cards ?? []
    : [...shownDisplay.cards, ...staged.map((p) => ({ x: p.x, y: p.y, card: cardById(p.card), staged: true }))]), [mine, shownDisplay, staged]);
  const gridWizards = mine && shownDisplay && stagedWizard ? [...shownDisplay.wizards, { ...stagedWizard, staged: true }] : shownDisplay?.wizards ?? [];

  const outlines: GridOutline[] = useMemo(() => {
    if (!padCat || !shownDisplay || (view.phase !== 'over' && !showPad)) return [];
    const colour = (padCat in ROOM_COLOURS) ? ROOM_COLOURS[padCat as keyof typeof ROOM_COLOURS].dark : '#1b1b1b';
    return shownDisplay.score.areas[padCat].map((a) => ({ cells: a.cells, colour: a.points > 0 ? colour : '#9a8f80', label: t('magical-library.ui.areaScore', { size: a.size, helpers: a.helpers, points: a.points }) }));
  }, [padCat, shownDisplay, showPad, view.phase, t]);

  /** Puts a card on the table, staged: nothing reaches the host until Confirm. */
  const stageCard = (id: string, cell: XY) => {
    if (!cellsFor(id).some((c) => key(c) === key(cell))) return;
    const next = [...staged, { card: id, x: cell.x, y: cell.y }];
    setStaged(next);
    setError(null);
    playSound('card');
    const left = fullHand.filter((c) => !next.some((p) => p.card === c.id));
    setSelected(left[0]?.id ?? null);
  };
  const place = (cell: XY) => {
    if (busy) return;
    if (mode === 'card' && selectedCard) stageCard(selectedCard.id, cell);
    else if (mode === 'wizard') {
      setStagedWizard({ x: cell.x, y: cell.y, golden });
      setError(null);
      playSound('card');
    }
  };
  const undo = () => {
    if (busy) return;
    if (view.phase === 'place' && staged.length > 0) {
      const last = staged[staged.length - 1];
      setStaged(staged.slice(0, -1));
      setSelected(last.card);
    } else if (view.phase === 'wizard' && stagedWizard) setStagedWizard(null);
  };
  // The hand as the host holds it, read when a staged card has been sent (to send the next on the state that has it).
  const handNow = useRef(handKey);
  useEffect(() => { handNow.current = handKey; }, [handKey]);
  const landed = (card: string) => new Promise<void>((resolve) => {
    const until = Date.now() + 5000;
    const tick = () => (!handNow.current.split(',').includes(card) || Date.now() > until ? resolve() : void setTimeout(tick, 20));
    tick();
  });
  /** Sends what is staged: the cards one by one (each on the state with the one before), or the wizard. */
  const confirm = async () => {
    if (busy) return;
    if (view.phase === 'place') {
      for (const p of staged) {
        const r = await run({ type: 'place', card: p.card, x: p.x, y: p.y });
        if (!r.ok) return;
        await landed(p.card);
      }
    } else if (view.phase === 'wizard' && stagedWizard) {
      const r = await run({ type: 'wizard', x: stagedWizard.x, y: stagedWizard.y, ...(stagedWizard.golden ? { golden: true } : {}) });
      if (r.ok) setStagedWizard(null);
    }
  };
  const canUndo = deciding && !busy && ((view.phase === 'place' && staged.length > 0) || (view.phase === 'wizard' && stagedWizard !== null));
  const canConfirm = canUndo;
  // Ctrl+Z (⌘Z) takes back the last staged placement.
  const undoRef = useRef(undo);
  useEffect(() => { undoRef.current = undo; });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z' || e.shiftKey) return;
      const el = e.target as HTMLElement | null;
      if (el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA')) return;
      e.preventDefault();
      undoRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  // The hands passed: the cards your neighbours gave you turn up (a moment, and a sound).
  const revealKey = view.phase === 'place' && view.received.length > 0 ? `${view.round}` : '';
  const [revealedFor, setRevealedFor] = useState(revealKey);
  if (revealedFor !== revealKey) {
    setRevealedFor(revealKey);
    if (revealKey) playSound('reveal');
  }

  const stageCardRef = useRef(stageCard);
  useEffect(() => { stageCardRef.current = stageCard; });
  // Drag a hand card onto the grid (mouse, pen or finger); a short press is a tap that selects it.
  const onHandPointerDown = (e: ReactPointerEvent, card: Card) => {
    if (view.phase !== 'place' || !deciding) return;
    dragStart.current = { card, x: e.clientX, y: e.clientY, id: e.pointerId };
  };
  useEffect(() => {
    const cellAt = (x: number, y: number): XY | null => {
      const el = document.elementFromPoint(x, y)?.closest('.ml-target') as HTMLElement | null;
      return el ? { x: Number(el.dataset.x), y: Number(el.dataset.y) } : null;
    };
    const move = (e: PointerEvent) => {
      const s = dragStart.current;
      if (!s || e.pointerId !== s.id) return;
      if (!drag && Math.abs(e.clientX - s.x) + Math.abs(e.clientY - s.y) < 8) return;
      setSelected(s.card.id);
      setDrag({ card: s.card, x: e.clientX, y: e.clientY, over: cellAt(e.clientX, e.clientY) });
    };
    const up = (e: PointerEvent) => {
      const s = dragStart.current;
      if (!s || e.pointerId !== s.id) return;
      dragStart.current = null;
      if (drag) {
        const over = cellAt(e.clientX, e.clientY);
        setDrag(null);
        if (over) {
          if (me !== null) setShown(me);
          stageCardRef.current(s.card.id, over);
        }
      } else {
        setSelected(s.card.id);
        if (me !== null) setShown(me);
      }
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
    };
  }, [drag, me]);

  // Number keys pick a hand card in the place step.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (view.phase !== 'place' || !deciding) return;
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA')) return;
      const n = Number(e.key);
      if (n >= 1 && n <= hand.length) {
        setSelected(hand[n - 1].id);
        // Then the arrows work at once: the library takes the focus (its cursor starts on the first legal place).
        document.querySelector<HTMLElement>('[data-testid="ml-grid"]')?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [view.phase, deciding, hand]);

  const stillDeciding = (
    <div className="ml-deciding" data-testid="ml-deciding" aria-live="polite">
      <span className="ml-round">{t('magical-library.ui.round', { round: Math.min(view.round, view.rounds), rounds: view.rounds })}</span>
      <span className="ml-step" data-prompt>{t('magical-library.ui.step', { phase: view.phase })}</span>
      {view.phase !== 'over' && (
        <span className="ml-who">
          {view.waitingFor.length === 0 ? t('magical-library.ui.everyoneDone') : t.rich('magical-library.ui.stillDeciding', { names: view.waitingFor.map((s, i) => (
            <span key={s}>{i > 0 && ', '}<SeatName seats={seats} seat={s} />{s === me && <> {t('magical-library.ui.you')}</>}</span>
          )) })}
        </span>
      )}
      {me !== null && displays[me] && (
        <Tip placement="below" text={t('magical-library.ui.tipWizards', { n: displays[me].supply, golden: displays[me].golden ? 'yes' : 'no' })}>
          <span className="ml-supply small" tabIndex={0} data-testid="ml-supply" aria-label={t('magical-library.ui.yourWizards', { n: displays[me].supply, golden: displays[me].golden ? 'yes' : 'no' })}>
            <WizardGlyph size={16} />×{displays[me].supply}{displays[me].golden && <> + <WizardGlyph golden size={16} /></>}
          </span>
        </Tip>
      )}
      <span className="ml-deck muted small">{t('magical-library.ui.drawPile', { n: view.deckCount })}</span>
      {view.phase !== 'over' && (
        <button type="button" className="ml-link small" aria-pressed={showPad} onClick={() => { setShowPad((v) => !v); setPadCat(null); }} data-testid="ml-pad-toggle">
          {t(showPad ? 'magical-library.ui.hideScores' : 'magical-library.ui.scoresSoFar')}
        </button>
      )}
    </div>
  );

  const tabs = (
    <div className="ml-tabs" role="tablist" aria-label={t('magical-library.ui.libraries')}>
      {displays.map((d) => (
        <button key={d.seat} type="button" role="tab" aria-selected={d.seat === showSeat}
          className={`ml-tab${d.seat === showSeat ? ' ml-tab-on' : ''}${view.waitingFor.includes(d.seat) ? ' ml-tab-waiting' : ''}`}
          onClick={() => setShown(d.seat)} data-testid={`ml-tab-${d.seat}`}>
          <span className="ml-tab-name"><SeatName seats={seats} seat={d.seat} />{d.seat === me && <> {t('magical-library.ui.you')}</>}</span>
          <span className="ml-tab-meta">
            {t('magical-library.ui.vp', { n: d.score.total })} · <WizardGlyph size={13} />{d.supply}{d.golden ? <> + <WizardGlyph golden size={13} /></> : null}
          </span>
        </button>
      ))}
    </div>
  );

  // The library keeps its place in the tree at any width and at the end of the game (a pan or zoom made by hand
  // stays): the wide column is the stylesheet's grid around the same elements (ml.css), not another parent.
  const library = (
    <div className="ml-main">
      {tabs}
      <div className="ml-board" ref={board}>
        {shownDisplay && (
          <LibraryGrid
            label={mine ? t('magical-library.ui.yourLibrary') : t('magical-library.ui.theirLibrary', { name: seatName(seats, showSeat) })}
            cards={gridCards}
            wizards={gridWizards}
            modules={view.modules}
            mode={mode}
            targets={targets}
            previewCard={drag?.card ?? selectedCard}
            previewGolden={golden}
            hover={drag?.over ?? null}
            ownerColour={seatColour(seats, showSeat)}
            outlines={outlines}
            onPick={place}
            height={gridHeight - (room !== null && !mine ? 32 : 0)}
            overview={view.phase === 'over'}
          />
        )}
        {!mine && me !== null && view.phase !== 'over' && (
          <p className="ml-looking small">{t.rich('magical-library.ui.lookingAt', { name: <SeatName seats={seats} seat={showSeat} /> })} <button type="button" className="ml-link" onClick={() => setShown(me)}>{t('magical-library.ui.backToYours')}</button></p>
        )}
      </div>
    </div>
  );
  const errorLine = error && <p className="error-text ml-error" role="alert"><SeatText text={error} seats={seats} /></p>;
  const padSoFar = showPad && view.phase !== 'over' && (
    <div className="ml-so-far"><ScorePad modules={view.modules} sheets={displays.map((d) => d.score)} seats={seats} result={null} selected={padCat} onSelect={setPadCat} /></div>
  );
  const panel = view.phase === 'over' ? (
    <ScorePad modules={view.modules} sheets={displays.map((d) => d.score)} seats={seats} result={result} selected={padCat} onSelect={setPadCat} />
  ) : me === null || seat === null ? (
    <p className="ml-panel muted">{t('magical-library.ui.watching')}</p>
  ) : (
    <StepPanel
      view={view} hand={hand} deciding={deciding} busy={busy} seats={seats}
      selected={selected} onSelect={(id) => { setSelected(id); setShown(me); }}
      plan={plan} setPlan={setPlan} golden={golden} setGolden={(g) => { setGolden(g); setStagedWizard((w) => (w ? { ...w, golden: g } : w)); }}
      onHandPointerDown={onHandPointerDown}
      run={run} hints={hints}
      staged={staged.length} stagedWizard={stagedWizard !== null}
      canUndo={canUndo} canConfirm={canConfirm} onUndo={undo} onConfirm={() => void confirm()}
    />
  );
  const ghost = drag && (
    <div className="ml-drag-ghost" style={{ left: drag.x - 40, top: drag.y - 40 }} aria-hidden="true"><CardFace card={drag.card} size={80} /></div>
  );

  return (
    <div className={`ml-table${wide ? ' ml-wide' : ''}${barred ? ' ml-barred' : ''}`} data-testid="ml-table" data-phase={view.phase} data-round={view.round} data-move={moveNo}
      data-self={`${view.phase}|${view.round}|${handKey}|${me !== null ? displays[me]?.wizards.length ?? 0 : ''}|${deciding}`}>
      {stillDeciding}{library}{errorLine}{padSoFar}<div className="ml-step-panel">{panel}</div>
      {ghost}
    </div>
  );
}

/** The panel of the step (exported for its tests). */
export function StepPanel(p: {
  view: TableView; hand: Card[]; deciding: boolean; busy: boolean; seats: GameTableProps['seats'];
  selected: string | null; onSelect: (id: string) => void;
  plan: Record<string, Dest>; setPlan: (p: Record<string, Dest>) => void;
  golden: boolean; setGolden: (g: boolean) => void;
  onHandPointerDown: (e: ReactPointerEvent, c: Card) => void;
  run: (m: LibraryMove) => Promise<unknown>;
  hints: boolean;
  staged: number; stagedWizard: boolean;
  canUndo: boolean; canConfirm: boolean; onUndo: () => void; onConfirm: () => void;
}) {
  const { view, hand, deciding, busy, seats, plan, setPlan } = p;
  const t = useLib();
  const received = new Set(view.received);
  // On a phone, placing, the bar fixed to the screen's foot also shows the hand as thumbnails (ml.css; hidden on a wider
  // screen, where the hand is beside Undo / Confirm): which card is being placed, and another picked with a tap or
  // dragged up onto the library, without scrolling down to the hand. Named like the hand's buttons by their label only
  // (no words of their own): the table's text is the same at any width (pass-and-play compares a phone's with a laptop's).
  // Its row stays, empty, once every card is staged: the bar keeps its height through the step (the library is sized to
  // it, and does not jump).
  const barHand = view.phase === 'place' && (
    <div className="ml-bar-hand" {...(hand.length > 0 ? { role: 'group', 'aria-label': t('magical-library.ui.yourHand') } : {})} data-testid="ml-bar-hand">
      {hand.map((c, i) => (
        <button key={c.id} type="button" className={`ml-bar-pick${p.selected === c.id ? ' ml-selected' : ''}`} tabIndex={-1}
          aria-pressed={p.selected === c.id} aria-label={t('magical-library.ui.pickCard', { n: i + 1, what: describeCard(t, c) })}
          onPointerDown={(e) => p.onHandPointerDown(e, c)}
          onClick={(e) => { if (e.detail === 0) p.onSelect(c.id); /* a click without a pointer: assistive tech */ }}
          data-testid={`ml-bar-card-${i}`} data-card={c.id}>
          <CardFace card={c} size={BAR_CARD_PX} bare />
        </button>
      ))}
    </div>
  );
  const stageButtons = (confirmLabel: string) => (
    <div className="ml-stage-actions ml-action-bar" data-testid="ml-action-bar">
      {barHand}
      <div className="ml-confirm-row">
        <Button disabled={!p.canUndo} onClick={p.onUndo} data-testid="ml-undo" aria-keyshortcuts="Control+Z">{t('magical-library.ui.undo')}</Button>
        <Button kind="primary" disabled={!p.canConfirm} onClick={p.onConfirm} data-testid="ml-confirm">{confirmLabel}</Button>
      </div>
      <p className="small muted ml-undo-note">{t('magical-library.ui.undoNote')}</p>
    </div>
  );
  const handRow = (extra?: (c: Card, i: number) => React.ReactNode, selectable = false) => (
    <ul className="ml-hand" aria-label={t('magical-library.ui.yourHand')}>
      {hand.map((c, i) => (
        <li key={c.id} className={`ml-hand-card${p.selected === c.id && selectable ? ' ml-selected' : ''}${received.has(c.id) ? ' ml-passed-in' : ''}`} data-testid={`ml-hand-${i}`} data-card={c.id}>
          <Tip text={cardTip(t, c, view.modules)}>
          {selectable ? (
            <button type="button" className="ml-hand-pick" aria-pressed={p.selected === c.id}
              onPointerDown={(e) => p.onHandPointerDown(e, c)}
              onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); p.onSelect(c.id); } }}
              onClick={(e) => { if (e.detail === 0) p.onSelect(c.id); /* a click without a pointer: assistive tech */ }}
              aria-label={t('magical-library.ui.pickCard', { n: i + 1, what: describeCard(t, c) })}>
              <CardFace card={c} size={84} />
            </button>
          ) : <div className="ml-hand-face" tabIndex={0}><CardFace card={c} size={84} /></div>}
          </Tip>
          {received.has(c.id) && <span className="ml-from">{t('magical-library.ui.passedToYou')}</span>}
          {extra?.(c, i)}
        </li>
      ))}
    </ul>
  );

  if (!deciding) {
    return (
      <section className="ml-panel" aria-label={t('magical-library.ui.yourStep')}>
        <p><b>{t('magical-library.ui.done')}</b> {t('magical-library.ui.waitingOthers', { phase: view.phase })}</p>
        {view.phase === 'distribute' && view.distributed && (
          <p className="small">{t('magical-library.ui.keepOnePassFaceDown')}</p>
        )}
        {hand.length > 0 && handRow()}
      </section>
    );
  }

  switch (view.phase) {
    case 'draw':
      return (
        <section className="ml-panel" aria-label={t('magical-library.ui.yourStep')}>
          <p>{t('magical-library.ui.drawHelp', { again: view.canExchange ? 'yes' : 'no' })}</p>
          <Hint show={p.hints}>{t('magical-library.ui.hintDraw')}</Hint>
          {handRow()}
          <div className="row">
            <Button kind="primary" disabled={busy} onClick={() => p.run({ type: 'keep' })} data-testid="ml-keep">{t('magical-library.ui.keepCards')}</Button>
            {view.canExchange && <Button disabled={busy} onClick={() => p.run({ type: 'exchange' })} data-testid="ml-exchange">{t('magical-library.ui.exchangeAll')}</Button>}
          </div>
        </section>
      );
    case 'distribute': {
      const two = view.passTwo;
      const dests: { d: Dest; label: React.ReactNode }[] = two
        ? [{ d: 'keep', label: t('magical-library.ui.keep') }]
        : [
          { d: 'keep', label: t('magical-library.ui.keep') },
          { d: 'left', label: <>← {view.passLeftTo !== null ? seatName(seats, view.passLeftTo) : t('magical-library.ui.left')}</> },
          { d: 'right', label: <>{view.passRightTo !== null ? seatName(seats, view.passRightTo) : t('magical-library.ui.right')} →</> },
        ];
      const setDest = (id: string, d: Dest) => {
        const next: Record<string, Dest> = {};
        for (const [k, v] of Object.entries(plan)) if (k !== id && v !== d) next[k] = v;
        next[id] = d;
        // Two cards left over with one destination each: fill in the last one.
        const free = hand.filter((c) => !next[c.id]);
        const used = new Set(Object.values(next));
        const open = (['keep', 'left', 'right'] as Dest[]).filter((x) => !used.has(x));
        if (!two && free.length === 1 && open.length === 1) next[free[0].id] = open[0];
        setPlan(next);
      };
      const keep = hand.find((c) => plan[c.id] === 'keep');
      const left = hand.find((c) => plan[c.id] === 'left');
      const right = hand.find((c) => plan[c.id] === 'right');
      const ready = two ? !!keep : !!(keep && left && right);
      return (
        <section className="ml-panel" aria-label={t('magical-library.ui.yourStep')}>
          <p>{two
            ? t.rich('magical-library.ui.distributeTwo', { left: <SeatName seats={seats} seat={view.passLeftTo ?? 0} /> })
            : t.rich('magical-library.ui.distributeThree', { left: <SeatName seats={seats} seat={view.passLeftTo ?? 0} />, right: <SeatName seats={seats} seat={view.passRightTo ?? 0} /> })}
          </p>
          <Hint show={p.hints}>{t('magical-library.ui.hintDistribute')}</Hint>
          {handRow((c) => (
            <div className="ml-dests" role="radiogroup" aria-label={t('magical-library.ui.whereCardGoes')}>
              {dests.map(({ d, label }) => (
                <button key={d} type="button" role="radio" aria-checked={plan[c.id] === d}
                  className={`ml-dest${plan[c.id] === d ? ' ml-dest-on' : ''}`} onClick={() => setDest(c.id, d)} data-testid={`ml-dest-${d}`}>
                  {label}
                </button>
              ))}
              {two && plan[c.id] !== 'keep' && keep && <span className="ml-dest-note">{t('magical-library.ui.passed')}</span>}
            </div>
          ))}
          <Button kind="primary" disabled={!ready || busy} data-testid="ml-distribute"
            onClick={() => p.run(two ? { type: 'distribute', keep: keep!.id } : { type: 'distribute', keep: keep!.id, left: left!.id, right: right!.id })}>
            {t(two ? 'magical-library.ui.keepPassOthers' : 'magical-library.ui.distribute')}
          </Button>
        </section>
      );
    }
    case 'place':
      return (
        <section className="ml-panel" aria-label={t('magical-library.ui.yourStep')}>
          {/* With every card of the hand staged, no key picks a card: the line says what is left, Confirm or Undo. */}
          {hand.length > 0 ? <p>{t('magical-library.ui.placeHelp', { n: hand.length })}</p>
            : <p className="ml-all-staged" data-testid="ml-all-staged"><b>{t('magical-library.ui.allStaged')}</b></p>}
          <Hint show={p.hints}>{t('magical-library.ui.hintPlace')}</Hint>
          <div className="ml-stage-row">
            {hand.length > 0 && handRow(undefined, true)}
            {stageButtons(t('magical-library.ui.confirmPlace', { n: p.staged }))}
          </div>
        </section>
      );
    case 'wizard':
      return (
        <section className="ml-panel" aria-label={t('magical-library.ui.yourStep')}>
          <p>{t('magical-library.ui.wizardHelp')}</p>
          <Hint show={p.hints}>{t('magical-library.ui.hintWizard')}</Hint>
          <div className="ml-stage-row">
          <div className="row ml-wizard-choice" role="radiogroup" aria-label={t('magical-library.ui.whichWizard')}>
            {view.canPlaceNormal && (
              <button type="button" role="radio" aria-checked={!p.golden} className={`ml-dest${!p.golden ? ' ml-dest-on' : ''}`} onClick={() => p.setGolden(false)}>
                <WizardGlyph size={22} /> {t('magical-library.ui.wizard')}
              </button>
            )}
            {view.canPlaceGolden && (
              <button type="button" role="radio" aria-checked={p.golden} className={`ml-dest${p.golden ? ' ml-dest-on' : ''}`} onClick={() => p.setGolden(true)} data-testid="ml-golden">
                <WizardGlyph golden size={22} /> {t('magical-library.ui.goldenWizardCounts2')}
              </button>
            )}
          </div>
          {stageButtons(t('magical-library.ui.confirmWizard'))}
          </div>
        </section>
      );
    default:
      return null;
  }
}
