/**
 * Magic Market's table: the round market, the reveal window, the dice and
 * the clock, what you can do now, every Stand with its Objects and prices,
 * your reserve, Satchel and the purchases you still owe, the bargaining
 * dialogue and the final count. Everything comes from the seat's view.
 */
import { Fragment, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { LANDMARKS, PRICE_COLOURS, type Landmark, type PriceColour } from '../../../shared/games/magic-market/data.js';
import type { MarketMove } from '../../../shared/games/magic-market/state.js';
import type { MarketView as WireView } from '../../../shared/games/magic-market/view.js';
// Lean frames: the table reads the wire view expanded with the game's data (tableView.ts).
import { tableView, type TableView as MarketView } from './tableView.js';
import { STARTING_DRAGOS } from '../../../shared/games/magic-market/data.js';
import type { SeatOccupant } from '../../../shared/protocol.js';
import type { VisibleLogEntry } from '../../../shared/engine/types.js';
import { TABLE_PACES, type TablePace } from '../../../shared/protocol-constants.js';
import { Button, SeatName, SeatText, seatName } from '../../ui/index.js';
import { Hint } from '../../ui/Hint.js';
import { Tip } from '../../ui/Tip.js';
import type { GameTableProps } from '../types.js';
import { CornerMark, PricePips } from './cues.js';
import { MovementDie, PRICE_FILL, PriceDie } from './Dice.js';
import { useMarketFeedback } from './feedback.js';
import { LandmarkGlyph, SymbolGlyph } from './glyphs.js';
import { MarketText, objectNameOf, useMarketT, useMT, type MarketT } from './i18n/index.js';
import { Clock, CORNER_FILL, Market } from './Market.js';
import { ObjectTile } from './ObjectTile.js';
import { PickGrid, useKeepFocus } from './keys.js';
import { pageTime, windowBarStyle, windowLeft, windowRun, type WindowRun } from './windowRun.js';
import './market.css';

type Send = (move: MarketMove) => void;

/** An Object's name in the reader's language. */
const nameOf = (t: MarketT, id: string): string => t(objectNameOf(id));

function Status({ view, seats }: { view: MarketView; seats: SeatOccupant[] }) {
  const t = useMT();
  const who = (s: number) => <SeatName seats={seats} seat={s} />;
  // Your own step is said to you ("You roll the Movement die."), another's by name.
  const you = (s: number) => (s === view.you ? 'yes' : 'no');
  const step = view.step;
  switch (step.kind) {
    case 'peek': return <>{t('magic-market.ui.status.peek')}</>;
    case 'stand': return <>{t('magic-market.ui.status.stand', { ready: view.standChosen.filter(Boolean).length, players: view.players })}</>;
    case 'roll': return <>{t.rich('magic-market.ui.status.roll', { who: who(view.current), you: you(view.current) })}</>;
    case 'choose': return <>{t.rich('magic-market.ui.status.choose', { who: who(view.current), you: you(view.current) })}</>;
    case 'sell': return <>{t.rich('magic-market.ui.status.sell', { who: who(view.current), you: you(view.current) })}</>;
    case 'refill': return <>{t.rich('magic-market.ui.status.refill', { who: who(step.seat), you: you(step.seat) })}</>;
    case 'offer': return <>{t.rich('magic-market.ui.status.offer', { who: who(view.current), you: you(view.current) })}</>;
    case 'answer': return <>{t.rich('magic-market.ui.status.answer', {
      who: who(view.current), seller: who(step.seller), dragos: step.dragos, colour: t(`magic-market.${step.price}`), object: nameOf(t, step.object),
    })}</>;
    case 'visit': return <>{t.rich('magic-market.ui.status.visit', { who: who(view.current), you: you(view.current) })}</>;
    case 'give': return <>{t.rich('magic-market.ui.status.give', { who: who(view.current), seller: who(step.seller) })}</>;
    case 'over': return <>{t('magic-market.ui.status.over')}</>;
  }
}

function RevealBanner({ view, pace }: { view: MarketView; pace: TablePace | undefined }) {
  const t = useMT();
  const [run, setRun] = useState<WindowRun | null>(null);
  // The window lasts the game's time at the table's pace (the host's timer: src/main/host/bots.ts paceOf); a pace
  // changed while it runs keeps the share already run and runs the rest at the new length (windowRun.ts).
  const ms = Math.round((view.shownMs ?? 4000) * TABLE_PACES[pace ?? 'steady'].windows);
  const next = view.shown ? windowRun(run, `${view.turn}-${view.dice.n}-${view.shown.length}`, ms, pageTime()) : null;
  if (next && next !== run) setRun(next);
  if (!view.shown || !next) return null;
  const now = next;
  const bar = <span className="mk-window" key={`${now.key}-${now.at}`} data-testid="mk-window" style={windowBarStyle(now)} />;
  if (view.shown.length > 1) {
    return (
      <div className="mk-reveal" data-testid="mk-reveal">
        <strong>{t('magic-market.ui.memorise')}</strong> {t('magic-market.ui.hideAgainIn', { seconds: Math.round(windowLeft(now) / 1000) })}
        <ul className="mk-peek-list">
          {view.shown.map((s) => (
            <li key={s.landmark}><LandmarkGlyph landmark={s.landmark} size={18} /> {t.rich('magic-market.ui.peekItem', {
              landmark: t(`magic-market.landmark.${s.landmark}`), symbol: <SymbolGlyph symbol={s.symbol} size={18} />, visitor: t(`magic-market.ui.visitor.${s.symbol}`),
            })}</li>
          ))}
        </ul>
        {bar}
      </div>
    );
  }
  const s = view.shown[0];
  return (
    <div className="mk-reveal mk-reveal-one" data-testid="mk-reveal">
      <LandmarkGlyph landmark={s.landmark} size={28} />
      <span>{t.rich('magic-market.ui.revealOne', { by: <b>{t(`magic-market.ui.by.${s.landmark}`)}</b> })}</span>
      <span className="mk-reveal-symbol" key={`${view.turn}-${s.landmark}`}><SymbolGlyph symbol={s.symbol} size={40} colour="#fff" /></span>
      <b>{t(`magic-market.ui.visitor.${s.symbol}`)}</b>
      {bar}
    </div>
  );
}

function StandPicker({ objects, size, send, busy, hints }: { objects: string[]; size: number; send: Send; busy: boolean; hints: boolean }) {
  const t = useMT();
  const [picked, setPicked] = useState<string[]>([]);
  const toggle = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : p.length < size ? [...p, id] : p));
  return (
    <div className="mk-stand-picker">
      <p>{t('magic-market.ui.chooseStand', { size, picked: picked.length, rest: objects.length - size })}</p>
      <Hint show={hints}>{t('magic-market.ui.hintStand')}</Hint>
      <PickGrid label={t('magic-market.ui.pickGroup', { kind: 'stand', seller: '' })} ids={objects}
        tile={(id, tabIndex) => <ObjectTile key={id} id={id} selected={picked.includes(id)} onPick={() => toggle(id)} tabIndex={tabIndex} />} />
      <Button kind="primary" disabled={busy || picked.length !== size} onClick={() => send({ type: 'stand', objects: picked })}>{t('magic-market.ui.setUpStand')}</Button>
    </div>
  );
}

function OfferPicker({ view, seats, send, busy, hints }: { view: MarketView; seats: SeatOccupant[]; send: Send; busy: boolean; hints: boolean }) {
  const t = useMT();
  const c = view.choices;
  const [target, setTarget] = useState<string | null>(null);
  if (c?.kind !== 'offer') return null;
  const chosen = c.objects.find((o) => o.object === target);
  const sellers = [...new Set(c.objects.map((o) => o.seller))];
  return (
    <div className="mk-offer">
      <p data-prompt>{t('magic-market.ui.offerPrompt', { dragos: view.dragos[view.you!] })}</p>
      <Hint show={hints}>{t('magic-market.ui.hintOffer', { owed: view.owed[view.you!] })}</Hint>
      {sellers.map((seller) => (
        <div key={seller} className="mk-offer-stand">
          <h4>{t.rich('magic-market.ui.standOf', { seller: <SeatName seats={seats} seat={seller} /> })}</h4>
          <PickGrid label={t('magic-market.ui.pickGroup', { kind: 'offer', seller: seatName(seats, seller) })} ids={c.objects.filter((o) => o.seller === seller).map((o) => o.object)}
            tile={(id, tabIndex) => (
              <ObjectTile key={id} id={id} selected={target === id} onPick={() => setTarget(id)} tabIndex={tabIndex}
                label={t('magic-market.ui.objectFrom', { object: nameOf(t, id), seller: seatName(seats, seller) })} />
            )} />
        </div>
      ))}
      {chosen && (
        <div className="mk-price-row" role="group" aria-label={t('magic-market.ui.yourOffer')}>
          <span>{t('magic-market.ui.offerFor', { object: nameOf(t, chosen.object) })}</span>
          {PRICE_COLOURS.map((colour, i) => (
            <button key={colour} type="button" className="mk-price-btn" style={{ background: PRICE_FILL[colour] }}
              disabled={busy || !chosen.affordable.includes(colour)}
              onClick={() => send({ type: 'offer', object: chosen.object, price: colour })}>
              <PricePips colour={colour} /> {t('magic-market.ui.priceButton', { dragos: chosen.prices[i], colour: t(`magic-market.${colour}`) })}
            </button>
          ))}
        </div>
      )}
      <Button kind="ghost" disabled={busy} onClick={() => send({ type: 'pass' })}>{t('magic-market.ui.buyNothing')}</Button>
    </div>
  );
}

function Actions({ view, seats, send, busy, hints }: { view: MarketView; seats: SeatOccupant[]; send: Send; busy: boolean; hints: boolean }) {
  const t = useMT();
  const c = view.choices;
  if (!c) return null;
  switch (c.kind) {
    case 'stand': return <StandPicker objects={c.objects} size={c.size} send={send} busy={busy} hints={hints} />;
    case 'roll':
      return (
        <div>
          <Button kind="primary" autoFocus disabled={busy} onClick={() => send({ type: 'roll' })}>{t('magic-market.ui.rollMovement')}</Button>
          <Hint show={hints}>{t('magic-market.ui.hintRoll')}</Hint>
        </div>
      );
    case 'reveal':
      return (
        <div>
          <p data-prompt>{t('magic-market.ui.turnOverPrompt')}</p>
          <Hint show={hints}>{t('magic-market.ui.hintReveal')}</Hint>
          <div className="row mk-reveal-buttons">
            {c.landmarks.map((l) => (
              <Button key={l} kind="primary" disabled={busy} onClick={() => send({ type: 'reveal', landmark: l })}>
                <LandmarkGlyph landmark={l} size={18} /> {t(`magic-market.ui.the.${l}`)}
              </Button>
            ))}
          </div>
        </div>
      );
    case 'sell':
      return (
        <div>
          <p data-prompt>{t('magic-market.ui.sellPrompt')}</p>
          <Hint show={hints}>{t('magic-market.ui.hintSell')}</Hint>
          <PickGrid label={t('magic-market.ui.pickGroup', { kind: 'sell', seller: '' })} ids={c.objects}
            tile={(id, tabIndex) => <ObjectTile key={id} id={id} onPick={() => send({ type: 'sell', object: id })} disabled={busy} tabIndex={tabIndex} label={t('magic-market.ui.sellObject', { object: nameOf(t, id) })} />} />
        </div>
      );
    case 'refill':
      return (
        <div>
          <p data-prompt>{t('magic-market.ui.refillPrompt')}</p>
          <Hint show={hints}>{t('magic-market.ui.hintRefill')}</Hint>
          <PickGrid label={t('magic-market.ui.pickGroup', { kind: 'refill', seller: '' })} ids={c.objects}
            tile={(id, tabIndex) => <ObjectTile key={id} id={id} onPick={() => send({ type: 'refill', object: id })} disabled={busy} tabIndex={tabIndex} label={t('magic-market.ui.putUp', { object: nameOf(t, id) })} />} />
        </div>
      );
    case 'offer': return <OfferPicker view={view} seats={seats} send={send} busy={busy} hints={hints} />;
    case 'answer':
      return (
        <div className="mk-bargain" role="group" aria-label={t('magic-market.ui.offerForYou')}>
          <p>{t.rich('magic-market.ui.offersYou', {
            buyer: <SeatName seats={seats} seat={c.buyer} />, amount: <b>{t('magic-market.ui.dragos', { dragos: c.dragos })}</b>,
            colour: t(`magic-market.${c.price}`), object: nameOf(t, c.object),
          })}</p>
          <Hint show={hints}>{t('magic-market.ui.hintAnswer', { dragos: c.dragos })}</Hint>
          <div className="row">
            <Button kind="primary" disabled={busy} onClick={() => send({ type: 'accept' })}>{t('magic-market.ui.accept', { dragos: c.dragos })}</Button>
            <Button kind="danger" disabled={busy} onClick={() => send({ type: 'refuse' })}>{t('magic-market.ui.refuse')}</Button>
          </div>
        </div>
      );
    case 'visit':
      return (
        <div>
          <p data-prompt>{t('magic-market.ui.visitPrompt')}</p>
          <Hint show={hints}>{t('magic-market.ui.hintVisit')}</Hint>
          <div className="row">{c.sellers.map((s) => <Button key={s} kind="primary" disabled={busy} onClick={() => send({ type: 'visit', seller: s })}>{t('magic-market.ui.visit', { seller: seatName(seats, s) })}</Button>)}</div>
        </div>
      );
    case 'give':
      return (
        <div>
          <p data-prompt>{t.rich('magic-market.ui.givePrompt', { buyer: <SeatName seats={seats} seat={c.buyer} /> })}</p>
          <Hint show={hints}>{t('magic-market.ui.hintGive')}</Hint>
          <PickGrid label={t('magic-market.ui.pickGroup', { kind: 'give', seller: '' })} ids={c.objects}
            tile={(id, tabIndex) => <ObjectTile key={id} id={id} onPick={() => send({ type: 'give', object: id })} disabled={busy} tabIndex={tabIndex} label={t('magic-market.ui.sellObject', { object: nameOf(t, id) })} />} />
        </div>
      );
  }
}

/** "Your move": the section the keyboard's focus is kept in (tabIndex −1: it holds the focus while its buttons are busy). */
function ActionsSection({ label, sectionRef, keptRef, children }: {
  label: string; sectionRef: RefObject<HTMLElement | null>; keptRef: RefObject<boolean>; children: ReactNode;
}) {
  useKeepFocus(sectionRef, keptRef);
  return <section className="mk-actions" aria-label={label} data-testid="mk-actions" ref={sectionRef} tabIndex={-1}>{children}</section>;
}

/**
 * What a seat still has to buy, seller by seller. `short` (a Stand's header, narrow beside the others' under the ring):
 * one line of the sellers' names, a count where it is not 1 ("Still to buy from: Ann, Ben ×2"); the whole sentence is its
 * tooltip's and a screen reader's (kept for screen readers only, not removed: the table's text is the same at any width).
 */
export function Owed({ view, seats, seat, short = false }: { view: MarketView; seats: SeatOccupant[]; seat: number; short?: boolean }) {
  const t = useMT();
  const total = view.owed[seat];
  const tip = t('magic-market.ui.owedTip', { players: view.players });
  if (total === 0) return <Tip text={tip}><span className="mk-owed-ok" tabIndex={0}>{t('magic-market.ui.purchasesDone')}</span></Tip>;
  const from = view.owedFrom[seat].map((n, s) => ({ n, s })).filter((x) => x.n > 0);
  // Seller by seller: "1 Object from Ben, 2 Objects from Blaise". At three players a need not yet tied to a seller (1 from
  // one, 2 from the other) makes the sellers' counts the most that would still count: "3 Objects (up to 2 from Ben, …)".
  const exact = from.reduce((n, x) => n + x.n, 0) === total;
  const name = (s: number) => <SeatName seats={seats} seat={s} />;
  // The last one from either of two ("1 Object from Ben or Blaise").
  const either = !exact && from.length === 2 && from.every((x) => x.n === total);
  type Key = Parameters<MarketT>[0];
  /** The owed line in one wording: the whole sentence, or the Stand's short line (its own keys, the same three cases). */
  const say = (k: { seller: Key; upToSeller: Key; exact: Key; either: Key; upTo: Key }) => {
    const list = <>{from.map((x, i) => <span key={x.s}>{i > 0 && ', '}{t.rich(exact ? k.seller : k.upToSeller, { count: x.n, seller: name(x.s) })}</span>)}</>;
    return exact ? t.rich(k.exact, { from: list })
      : either ? t.rich(k.either, { total, first: name(from[0].s), second: name(from[1].s) })
        : t.rich(k.upTo, { total, from: list });
  };
  const sentence = say({ seller: 'magic-market.ui.owedFromSeller', upToSeller: 'magic-market.ui.owedUpToSeller',
    exact: 'magic-market.ui.stillToBuy', either: 'magic-market.ui.stillToBuyEither', upTo: 'magic-market.ui.stillToBuyUpTo' });
  if (!short) {
    return <Tip text={tip}><span className="mk-owed" tabIndex={0} data-testid={`mk-owed-${seat}`}>{sentence}</span></Tip>;
  }
  const line = say({ seller: 'magic-market.ui.owedShortSeller', upToSeller: 'magic-market.ui.owedShortUpToSeller',
    exact: 'magic-market.ui.owedShort', either: 'magic-market.ui.owedShortEither', upTo: 'magic-market.ui.owedShortUpTo' });
  return (
    <Tip text={<>{sentence}. {tip}</>}>
      <span className="mk-owed mk-owed-short" tabIndex={0} data-testid={`mk-owed-${seat}`}>
        <span aria-hidden="true">{line}</span><span className="sr-only">{sentence}</span>
      </span>
    </Tip>
  );
}

/** A seat's Stand (what it still has to buy in a short line: Owed); `other`: another's, under the ring beside the rest, each Object a line. */
function StandRow({ view, seats, seat, other = false }: { view: MarketView; seats: SeatOccupant[]; seat: number; other?: boolean }) {
  const t = useMT();
  const colour = view.colours[seat];
  const active = view.current === seat && view.phase !== 'opening' && view.phase !== 'over';
  return (
    // The Stand's edge is its corner's colour (the one the colour die names), as on the market; its owner is named by their badge.
    <section className={`mk-standrow${active ? ' mk-active' : ''}`} style={{ ['--mk-corner' as string]: CORNER_FILL[colour] }} data-testid={`mk-stand-${seat}`}>
      {/* Its owner (their dot and name) and its colour (the shape and the word, as on the ring's corner) side by side. */}
      <header>
        <div className="mk-stand-who">
          <SeatName seats={seats} seat={seat} /> <span className="mk-colour"><CornerMark colour={colour} size={14} /> {t(`magic-market.ui.corner.${colour}`)}</span>
          <Tip text={t('magic-market.ui.dragosTip', { dragos: view.dragos[seat] })}>
            <span className="mk-dragos" tabIndex={0}><span aria-hidden="true">{view.dragos[seat]} ◈</span><span className="sr-only">{t('magic-market.ui.dragos', { dragos: view.dragos[seat] })}</span></span>
          </Tip>
          {seat === view.timeMaster && <Tip text={t('magic-market.ui.timeMasterTip')}><span className="chip" tabIndex={0}>{t('magic-market.ui.timeMaster')}</span></Tip>}
        </div>
        <p className="mk-stand-more">
          <span className="muted">{t('magic-market.ui.counts', { reserve: view.reserves[seat].length, satchel: view.satchels[seat].length })}</span>
          {view.phase !== 'opening' && <>{' · '}<Owed view={view} seats={seats} seat={seat} short /></>}
        </p>
      </header>
      {view.phase === 'opening'
        ? <p className="muted">{view.standChosen[seat] ? t('magic-market.ui.standReady') : t('magic-market.ui.choosing')}</p>
        : <div className="mk-objs mk-objs-small">{view.stands[seat].map((id) => <ObjectTile key={id} id={id} line={other} />)}</div>}
    </section>
  );
}

function YourArea({ view, seats }: { view: MarketView; seats: SeatOccupant[] }) {
  const t = useMT();
  const me = view.you!;
  return (
    <section className="mk-you" aria-label={t('magic-market.ui.yourArea')}>
      {view.yourStandChoice && <p>{t('magic-market.ui.standChosen')}</p>}
      {view.reserves[me].length > 0 && (
        <details>
          <summary>{t('magic-market.ui.yourReserve', { count: view.reserves[me].length })}</summary>
          <div className="mk-objs mk-objs-small">{view.reserves[me].map((id) => <ObjectTile key={id} id={id} />)}</div>
        </details>
      )}
      <div className="mk-satchel">
        <b>{t('magic-market.ui.yourSatchel')}</b>{' '}
        {view.satchels[me].length === 0 ? <span className="muted">{t('magic-market.ui.satchelEmpty')}</span>
          : view.satchels[me].map((p, i) => <span key={i} className="chip">{t('magic-market.ui.purchase', { object: nameOf(t, p.object), paid: p.paid, seller: seatName(seats, p.from) })}</span>)}
        {view.satchels[me].length > 0 && <span className="mk-sum">{t('magic-market.ui.spentInAll', { dragos: view.satchels[me].reduce((n, p) => n + p.paid, 0), count: view.satchels[me].length })}</span>}
      </div>
      {view.lists && (
        <div className="mk-lists">
          <b>{t('magic-market.ui.magicianLists')}</b>
          <ol>
            {view.lists[me].map((l, i) => (
              <li key={i}>{t('magic-market.ui.listWorth', {
                categories: l.categories.map((c) => t(`magic-market.ui.category.${c ?? 'any'}`)).join(' + '), worth: l.worth,
              })}</li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

/**
 * The Great Magician's score line's detail in the reader's language: the host sends it in English ("lists 1, 3");
 * its list numbers are read back and put in the catalogue's sentence.
 */
function magicianDetail(t: MarketT, detail: string | undefined): string {
  const lists = detail?.match(/\d+/g);
  if (!lists) return '';
  return ` (${t('magic-market.magicianLists', { count: lists.length, lists: lists.join(', ') })})`;
}

/** Where a seat's Dragos came from: the 3 to start, the Visitors, the other players, less what they paid. */
export function dragosReason(view: MarketView, seat: number) {
  const colour = view.colours[seat];
  const soldToVisitors = view.box.filter((id) => id.startsWith(`${colour}-`)).length;
  const sales = view.satchels.flatMap((x) => x.filter((p) => p.from === seat));
  const received = sales.reduce((n, p) => n + p.paid, 0);
  const spent = view.satchels[seat].reduce((n, p) => n + p.paid, 0);
  const visitors = view.dragos[seat] - STARTING_DRAGOS - received + spent;
  return { start: STARTING_DRAGOS, visitors, soldToVisitors, received, soldToPlayers: sales.length, spent, bought: view.satchels[seat].length, total: view.dragos[seat] };
}

function EndVisitors({ view }: { view: MarketView }) {
  const t = useMT();
  if (!view.visitors) return null;
  return (
    <section className="mk-end-visitors" aria-label={t('magic-market.ui.visitorsWere')} data-testid="mk-end-visitors">
      <h4>{t('magic-market.ui.visitorsWere')}</h4>
      <ul>
        {LANDMARKS.map((l, i) => (
          <li key={l}>
            <LandmarkGlyph landmark={l} size={18} /> <SymbolGlyph symbol={view.visitors![i]} size={18} />{' '}
            {t('magic-market.ui.visitorWas', { by: t(`magic-market.ui.by.${l}`), visitor: t(`magic-market.ui.visitor.${view.visitors![i]}`) })}
          </li>
        ))}
      </ul>
    </section>
  );
}

function FinalCount({ view, seats, result }: { view: MarketView; seats: SeatOccupant[]; result: NonNullable<GameTableProps['result']> }) {
  const t = useMT();
  const reasonOf = (seat: number) => t('magic-market.ui.dragosReason', dragosReason(view, seat));
  return (
    <section className="mk-final" data-testid="mk-final" aria-label={t('magic-market.ui.finalCount')}>
      <h3>{t('magic-market.ui.finalCount')}</h3>
      <table>
        <thead><tr>
          <th>{t('magic-market.ui.place')}</th><th>{t('magic-market.ui.player')}</th><th>{t('magic-market.ui.colDragos')}</th>
          {view.variant && <th>{t('magic-market.ui.colMagician')}</th>}<th>{t('magic-market.ui.total')}</th>
        </tr></thead>
        <tbody>
          {result.seats.slice().sort((a, b) => result.places[a.seat] - result.places[b.seat]).map((s) => {
            const win = result.winners.includes(s.seat) ? ' mk-winner' : '';
            return (
              <Fragment key={s.seat}>
                <tr className={`mk-line${win}`}>
                  <td>{result.places[s.seat]}</td>
                  <td><SeatName seats={seats} seat={s.seat} /></td>
                  <td><Tip text={reasonOf(s.seat)}><span tabIndex={0} className="mk-score">{s.breakdown[0]?.points}</span></Tip></td>
                  {view.variant && (
                    <td><Tip text={t('magic-market.ui.magicianTip')}><span tabIndex={0} className="mk-score">{s.breakdown[1]?.points ?? 0}{magicianDetail(t, s.breakdown[1]?.detail)}</span></Tip></td>
                  )}
                  <td><Tip text={t('magic-market.ui.totalTip')}><b tabIndex={0} className="mk-score">{s.total}</b></Tip></td>
                </tr>
                {/* Where the Dragos came from, under the line, across the table. */}
                <tr className={`mk-reason-row${win}`}><td colSpan={view.variant ? 5 : 4} className="mk-reason">{reasonOf(s.seat)}</td></tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
      <EndVisitors view={view} />
    </section>
  );
}

/**
 * Whether the status line says again what the table shows already in words: the offer waiting for its answer (the
 * bargain's box under the ring and "what just happened" say it), or the closing's purchase its seller chooses ("Pip must
 * buy an Object from Ann, who chooses it." under the game bar). On a phone (market.css) the line then goes, as it does
 * while "Your move" says the decision; screen readers still hear it.
 */
export function statusSaid(view: Pick<MarketView, 'step' | 'choices'>, log: readonly VisibleLogEntry[]): boolean {
  if (view.step.kind === 'answer') return view.choices?.kind !== 'answer';
  if (view.step.kind === 'give') return ['magic-market.mustBuyFrom', 'magic-market.visits'].includes(log.at(-1)?.msg.id ?? '');
  return false;
}

export function MarketTable({ view: wire, seat, seats, log, text, result, send, hints = false, pace }: GameTableProps<WireView, MarketMove>) {
  const t = useMarketT();
  const view = useMemo(() => tableView(wire), [wire]);
  useMarketFeedback(view, t);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A new turn or step: the refusal shown belonged to the old one.
  const step = `${view.turn}:${view.step.kind}`;
  const [errorStep, setErrorStep] = useState(step);
  if (errorStep !== step) {
    setErrorStep(step);
    setError(null);
  }
  const run: Send = (move) => {
    setBusy(true);
    setError(null);
    send(move).then((r) => { if (!r.ok && !r.stale) setError(r.error); }, (e: Error) => setError(e.message)).finally(() => setBusy(false));
  };
  const others = Array.from({ length: view.players }, (_, s) => s).filter((s) => s !== seat);
  // The keyboard's focus stays in "Your move" from one decision to the next (keys.tsx).
  const actionsRef = useRef<HTMLElement>(null);
  const focusInActions = useRef(false);
  const recent = log.slice(-4);
  // A die tumbles when rolled in front of you, not when you open or reload the table.
  const [firstRoll] = useState(view.dice.n);
  const rolledNow = view.dice.by !== null && view.dice.n !== firstRoll;
  // Which die was rolled last: a Movement roll clears the Price die; a Price roll leaves the Movement die as it was.
  const [rolls, setRolls] = useState({ n: view.dice.n, movement: view.dice.n, price: view.dice.n });
  if (rolls.n !== view.dice.n) {
    setRolls({ n: view.dice.n, movement: view.dice.price === null ? view.dice.n : rolls.movement, price: view.dice.price === null ? rolls.price : view.dice.n });
  }
  return (
    <MarketText.Provider value={t}>
    <div className="mk-table" data-testid="mk-table">
      <div className="mk-top">
        <Clock hour={view.clock} closing={view.closingHour} />
        <span className="mk-clock-label">{t(view.phase === 'market' ? 'magic-market.ui.hourClosing' : 'magic-market.ui.hour', { hour: view.hour })}</span>
        <span className="mk-dice" aria-label={t('magic-market.ui.lastRolls')}>
          <MovementDie value={view.dice.movement} rolling={rolledNow} key={`m${rolls.movement}`} />
          <PriceDie value={view.dice.price} rolling={rolledNow} key={`p${rolls.price}`} />
        </span>
        <p className={`mk-status${statusSaid(view, log) ? ' mk-status-said' : ''}`} aria-live="polite" data-testid="mk-status"><Status view={view} seats={seats} /></p>
        {view.phase === 'closing' && (
          <span className="mk-sum" data-testid="mk-owed-total">{t('magic-market.ui.owedAtTable', { count: view.owed.reduce((a, b) => a + b, 0) })}</span>
        )}
      </div>
      <div className="mk-main">
        <div className="mk-board">
          <Market view={view} seats={seats} onReveal={(l: Landmark) => run({ type: 'reveal', landmark: l })} />
        </div>
        <div className="mk-side">
          <RevealBanner view={view} pace={pace} />
          {result && <FinalCount view={view} seats={seats} result={result} />}
          {view.choices && (
            <ActionsSection label={t('magic-market.ui.yourMove')} sectionRef={actionsRef} keptRef={focusInActions}>
              <Actions view={view} seats={seats} send={run} busy={busy} hints={hints} />
              {error && <p className="error-text" role="alert">{error}</p>}
            </ActionsSection>
          )}
          {view.step.kind === 'answer' && view.choices?.kind !== 'answer' && (
            <p className="mk-bargain-public" data-testid="mk-bargain">
              {t.rich('magic-market.ui.bargainPublic', {
                buyer: <SeatName seats={seats} seat={view.current} />, seller: <SeatName seats={seats} seat={view.step.seller} />,
                price: <span className="mk-price" style={{ background: PRICE_FILL[view.step.price as PriceColour] }}><PricePips colour={view.step.price as PriceColour} />{view.step.dragos}</span>,
                object: nameOf(t, view.step.object),
              })}
            </p>
          )}
          {seat !== null && <StandRow view={view} seats={seats} seat={seat} />}
          {seat !== null && <YourArea view={view} seats={seats} />}
        </div>
      </div>
      {/* The others' Stands under the ring and your side, side by side on a wide screen (market.css), one under another on a phone. */}
      <div className="mk-stands" data-testid="mk-stands">
        {others.map((s) => <StandRow key={s} view={view} seats={seats} seat={s} other />)}
      </div>
      <ul className="mk-recent" aria-label={t('magic-market.ui.latestEvents')}>
        {recent.map((e) => <li key={e.n}><SeatText text={text(e.msg)} seats={seats} /></li>)}
      </ul>
    </div>
    </MarketText.Provider>
  );
}
