/**
 * Magic Market's table: the round market, the reveal window, the dice and
 * the clock, what you can do now, every Stand with its Objects and prices,
 * your reserve, Satchel and the purchases you still owe, the bargaining
 * dialogue and the final count. Everything comes from the seat's view.
 */
import { useMemo, useState } from 'react';
import { CATEGORY_NAMES, hourLabel, objectOf, PRICE_COLOURS, VISITOR_NAMES, type Landmark, type PriceColour } from '../../../shared/games/magic-market/data.js';
import type { MarketMove } from '../../../shared/games/magic-market/state.js';
import type { MarketView as WireView } from '../../../shared/games/magic-market/view.js';
// Lean frames: the table reads the wire view expanded with the game's data (tableView.ts).
import { tableView, type TableView as MarketView } from './tableView.js';
import type { SeatOccupant } from '../../../shared/protocol.js';
import { Button, SeatName, SeatText, seatColour, seatName } from '../../ui/index.js';
import type { GameTableProps } from '../types.js';
import { MovementDie, PRICE_FILL, PriceDie } from './Dice.js';
import { LandmarkGlyph, SymbolGlyph } from './glyphs.js';
import { Clock, CORNER_FILL, Market } from './Market.js';
import { ObjectTile } from './ObjectTile.js';
import './market.css';

type Send = (move: MarketMove) => void;

function Status({ view, seats }: { view: MarketView; seats: SeatOccupant[] }) {
  const who = (s: number) => <SeatName seats={seats} seat={s} />;
  const step = view.step;
  switch (step.kind) {
    case 'peek': return <>Memorise the Visitors before the market opens!</>;
    case 'stand': return <>Everyone chooses the 6 Objects for their Stand ({view.standChosen.filter(Boolean).length}/{view.players} ready).</>;
    case 'roll': return <>{who(view.current)} rolls the Movement die.</>;
    case 'choose': return <>{who(view.current)} turns over a Visitor in front of their Stand.</>;
    case 'sell': return <>{who(view.current)} chooses what to sell to the Visitor.</>;
    case 'refill': return <>{who(step.seat)} refills their Stand from their reserve.</>;
    case 'offer': return <>A Pal minds the Stand of {who(view.current)}, who goes shopping.</>;
    case 'answer': return <>{who(view.current)} offers {who(step.seller)} {step.dragos} Dragos ({step.price}) for the {objectOf(step.object).name}.</>;
    case 'visit': return <>The market is closed: {who(view.current)} chooses whose Stand to buy from.</>;
    case 'give': return <>The market is closed: {who(step.seller)} chooses the Object {who(view.current)} must buy.</>;
    case 'over': return <>The market is closed. Count your Dragos!</>;
  }
}

function RevealBanner({ view }: { view: MarketView }) {
  if (!view.shown) return null;
  const ms = view.shownMs ?? 4000;
  const bar = <span className="mk-window" key={`${view.turn}-${view.dice.n}-${view.shown.length}`} style={{ animationDuration: `${ms}ms` }} />;
  if (view.shown.length > 1) {
    return (
      <div className="mk-reveal" role="status" aria-live="polite" data-testid="mk-reveal">
        <strong>Memorise the Visitors!</strong> They hide again in {Math.round(ms / 1000)} seconds.
        <ul className="mk-peek-list">
          {view.shown.map((s) => (
            <li key={s.landmark}><LandmarkGlyph landmark={s.landmark} size={18} /> {s.landmark}: <SymbolGlyph symbol={s.symbol} size={18} /> {VISITOR_NAMES[s.symbol]}</li>
          ))}
        </ul>
        {bar}
      </div>
    );
  }
  const s = view.shown[0];
  return (
    <div className="mk-reveal mk-reveal-one" role="status" aria-live="polite" data-testid="mk-reveal">
      <LandmarkGlyph landmark={s.landmark} size={28} />
      <span>The Visitor by the <b>{s.landmark}</b> is</span>
      <span className="mk-reveal-symbol"><SymbolGlyph symbol={s.symbol} size={40} colour="#fff" /></span>
      <b>{VISITOR_NAMES[s.symbol]}</b>
      {bar}
    </div>
  );
}

function StandPicker({ objects, size, send, busy }: { objects: string[]; size: number; send: Send; busy: boolean }) {
  const [picked, setPicked] = useState<string[]>([]);
  const toggle = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : p.length < size ? [...p, id] : p));
  return (
    <div className="mk-stand-picker">
      <p>Choose {size} Objects for your Stand ({picked.length}/{size}). The other {objects.length - size} form your reserve. Nobody sees your choice until everyone has chosen.</p>
      <div className="mk-objs">
        {objects.map((id) => <ObjectTile key={id} id={id} selected={picked.includes(id)} onPick={() => toggle(id)} />)}
      </div>
      <Button kind="primary" disabled={busy || picked.length !== size} onClick={() => send({ type: 'stand', objects: picked })}>Set up my Stand</Button>
    </div>
  );
}

function OfferPicker({ view, seats, send, busy }: { view: MarketView; seats: SeatOccupant[]; send: Send; busy: boolean }) {
  const c = view.choices;
  const [target, setTarget] = useState<string | null>(null);
  if (c?.kind !== 'offer') return null;
  const chosen = c.objects.find((o) => o.object === target);
  const sellers = [...new Set(c.objects.map((o) => o.seller))];
  return (
    <div className="mk-offer">
      <p>A Pal minds your Stand. Pick an Object on another Stand and offer one of its prices (you have {view.dragos[view.you!]} Dragos), or buy nothing.</p>
      {sellers.map((seller) => (
        <div key={seller} className="mk-offer-stand">
          <h4><SeatName seats={seats} seat={seller} />’s Stand</h4>
          <div className="mk-objs">
            {c.objects.filter((o) => o.seller === seller).map((o) => (
              <ObjectTile key={o.object} id={o.object} selected={target === o.object} onPick={() => setTarget(o.object)}
                label={`${objectOf(o.object).name} from ${seatName(seats, seller)}`} />
            ))}
          </div>
        </div>
      ))}
      {chosen && (
        <div className="mk-price-row" role="group" aria-label="Your offer">
          <span>Offer for the {objectOf(chosen.object).name}:</span>
          {PRICE_COLOURS.map((colour, i) => (
            <button key={colour} type="button" className="mk-price-btn" style={{ background: PRICE_FILL[colour] }}
              disabled={busy || !chosen.affordable.includes(colour)}
              onClick={() => send({ type: 'offer', object: chosen.object, price: colour })}>
              {chosen.prices[i]} Dragos ({colour})
            </button>
          ))}
        </div>
      )}
      <Button kind="ghost" disabled={busy} onClick={() => send({ type: 'pass' })}>Buy nothing</Button>
    </div>
  );
}

function Actions({ view, seats, send, busy }: { view: MarketView; seats: SeatOccupant[]; send: Send; busy: boolean }) {
  const c = view.choices;
  if (!c) return null;
  switch (c.kind) {
    case 'stand': return <StandPicker objects={c.objects} size={c.size} send={send} busy={busy} />;
    case 'roll': return <Button kind="primary" autoFocus disabled={busy} onClick={() => send({ type: 'roll' })}>Roll the Movement die</Button>;
    case 'reveal':
      return (
        <div>
          <p>Turn over one of the three Visitors in front of your Stand:</p>
          <div className="row mk-reveal-buttons">
            {c.landmarks.map((l) => (
              <Button key={l} kind="primary" disabled={busy} onClick={() => send({ type: 'reveal', landmark: l })}>
                <LandmarkGlyph landmark={l} size={18} /> the {l}
              </Button>
            ))}
          </div>
        </div>
      );
    case 'sell':
      return (
        <div>
          <p>Which Object does the Visitor buy? Then the Price die sets what the bank pays.</p>
          <div className="mk-objs">{c.objects.map((id) => <ObjectTile key={id} id={id} onPick={() => send({ type: 'sell', object: id })} disabled={busy} label={`Sell the ${objectOf(id).name}`} />)}</div>
        </div>
      );
    case 'refill':
      return (
        <div>
          <p>Put an Object from your reserve on your Stand:</p>
          <div className="mk-objs">{c.objects.map((id) => <ObjectTile key={id} id={id} onPick={() => send({ type: 'refill', object: id })} disabled={busy} label={`Put up the ${objectOf(id).name}`} />)}</div>
        </div>
      );
    case 'offer': return <OfferPicker view={view} seats={seats} send={send} busy={busy} />;
    case 'answer':
      return (
        <div className="mk-bargain" role="group" aria-label="An offer for you">
          <p><SeatName seats={seats} seat={c.buyer} /> offers you <b>{c.dragos} Dragos</b> ({c.price}) for your {objectOf(c.object).name}.</p>
          <div className="row">
            <Button kind="primary" disabled={busy} onClick={() => send({ type: 'accept' })}>Accept {c.dragos} Dragos</Button>
            <Button kind="danger" disabled={busy} onClick={() => send({ type: 'refuse' })}>Refuse: roll the Price die</Button>
          </div>
        </div>
      );
    case 'visit':
      return (
        <div>
          <p>The market is closed and you still owe purchases. Whose Stand do you visit? (They choose the Object; the Price die sets the price.)</p>
          <div className="row">{c.sellers.map((s) => <Button key={s} kind="primary" disabled={busy} onClick={() => send({ type: 'visit', seller: s })}>Visit {seatName(seats, s)}</Button>)}</div>
        </div>
      );
    case 'give':
      return (
        <div>
          <p><SeatName seats={seats} seat={c.buyer} /> must buy one of your Objects. Choose which; the Price die sets the price.</p>
          <div className="mk-objs">{c.objects.map((id) => <ObjectTile key={id} id={id} onPick={() => send({ type: 'give', object: id })} disabled={busy} label={`Sell the ${objectOf(id).name}`} />)}</div>
        </div>
      );
  }
}

function Owed({ view, seats, seat }: { view: MarketView; seats: SeatOccupant[]; seat: number }) {
  const total = view.owed[seat];
  if (total === 0) return <span className="mk-owed-ok">Purchases done</span>;
  const from = view.owedFrom[seat].map((n, s) => ({ n, s })).filter((x) => x.n > 0);
  return (
    <span className="mk-owed">Still to buy: {total} ({from.map((x, i) => <span key={x.s}>{i > 0 && ', '}<SeatName seats={seats} seat={x.s} /></span>)})</span>
  );
}

function StandRow({ view, seats, seat }: { view: MarketView; seats: SeatOccupant[]; seat: number }) {
  const colour = view.colours[seat];
  const active = view.current === seat && view.phase !== 'opening' && view.phase !== 'over';
  return (
    // The stand's ring is its owner's colour at this table; the market colour it sells in is a chip.
    <section className={`mk-standrow${active ? ' mk-active' : ''}`} style={{ ['--mk-corner' as string]: CORNER_FILL[colour], ['--mk-ring' as string]: seatColour(seats, seat) }} data-testid={`mk-stand-${seat}`}>
      <header>
        <SeatName seats={seats} seat={seat} /> <span className="mk-colour">{colour}</span>
        {seat === view.timeMaster && <span className="chip">Time Master</span>}
        <span className="mk-dragos" aria-label={`${view.dragos[seat]} Dragos`}>{view.dragos[seat]} ◈</span>
        <span className="muted">reserve {view.reserves[seat].length}, satchel {view.satchels[seat].length}</span>
        {view.phase !== 'opening' && <Owed view={view} seats={seats} seat={seat} />}
      </header>
      {view.phase === 'opening'
        ? <p className="muted">{view.standChosen[seat] ? 'Stand ready.' : 'Choosing…'}</p>
        : <div className="mk-objs mk-objs-small">{view.stands[seat].map((id) => <ObjectTile key={id} id={id} />)}</div>}
    </section>
  );
}

function YourArea({ view, seats }: { view: MarketView; seats: SeatOccupant[] }) {
  const me = view.you!;
  return (
    <section className="mk-you" aria-label="Your reserve and satchel">
      {view.yourStandChoice && <p>Your Stand is chosen; waiting for the others.</p>}
      {view.reserves[me].length > 0 && (
        <details>
          <summary>Your reserve ({view.reserves[me].length})</summary>
          <div className="mk-objs mk-objs-small">{view.reserves[me].map((id) => <ObjectTile key={id} id={id} />)}</div>
        </details>
      )}
      <div className="mk-satchel">
        <b>Your Satchel:</b>{' '}
        {view.satchels[me].length === 0 ? <span className="muted">empty</span>
          : view.satchels[me].map((p, i) => <span key={i} className="chip">{objectOf(p.object).name} ({p.paid}, from {seatName(seats, p.from)})</span>)}
      </div>
      {view.lists && (
        <div className="mk-lists">
          <b>Great Magician’s lists:</b>
          <ol>
            {view.lists[me].map((l, i) => (
              <li key={i}>{l.categories.map((c) => (c ? CATEGORY_NAMES[c] : 'any Object')).join(' + ')} = {l.worth} Dragos</li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

function FinalCount({ view, seats, result }: { view: MarketView; seats: SeatOccupant[]; result: NonNullable<GameTableProps['result']> }) {
  return (
    <section className="mk-final" data-testid="mk-final" aria-label="Final count">
      <h3>Final count</h3>
      <table>
        <thead><tr><th>Place</th><th>Player</th><th>Dragos</th>{view.variant && <th>Great Magician</th>}<th>Total</th></tr></thead>
        <tbody>
          {result.seats.slice().sort((a, b) => result.places[a.seat] - result.places[b.seat]).map((s) => (
            <tr key={s.seat} className={result.winners.includes(s.seat) ? 'mk-winner' : ''}>
              <td>{result.places[s.seat]}</td>
              <td><SeatName seats={seats} seat={s.seat} /></td>
              <td>{s.breakdown[0]?.points}</td>
              {view.variant && <td>{s.breakdown[1]?.points ?? 0}{s.breakdown[1]?.detail ? ` (${s.breakdown[1].detail})` : ''}</td>}
              <td><b>{s.total}</b></td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function MarketTable({ view: wire, seat, seats, log, text, result, send }: GameTableProps<WireView, MarketMove>) {
  const view = useMemo(() => tableView(wire), [wire]);
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
  const recent = log.slice(-4);
  const rolledNow = view.dice.by !== null;
  return (
    <div className="mk-table" data-testid="mk-table">
      <div className="mk-top">
        <Clock hour={view.clock} closing={view.closingHour} />
        <span className="mk-clock-label">{hourLabel(view.clock)}{view.phase === 'market' ? ' — closes at 5' : ''}</span>
        <span className="mk-dice" aria-label="Last rolls">
          <MovementDie value={view.dice.movement} rolling={rolledNow} key={`m${view.dice.n}`} />
          <PriceDie value={view.dice.price} rolling={rolledNow} key={`p${view.dice.n}`} />
        </span>
        <p className="mk-status" aria-live="polite" data-testid="mk-status"><Status view={view} seats={seats} /></p>
      </div>
      <div className="mk-main">
        <div className="mk-board">
          <Market view={view} seats={seats} onReveal={(l: Landmark) => run({ type: 'reveal', landmark: l })} />
        </div>
        <div className="mk-side">
          <RevealBanner view={view} />
          {result && <FinalCount view={view} seats={seats} result={result} />}
          {view.choices && (
            <section className="mk-actions" aria-label="Your move" data-testid="mk-actions">
              <Actions view={view} seats={seats} send={run} busy={busy} />
              {error && <p className="error-text" role="alert">{error}</p>}
            </section>
          )}
          {view.step.kind === 'answer' && view.choices?.kind !== 'answer' && (
            <p className="mk-bargain-public" data-testid="mk-bargain">
              <SeatName seats={seats} seat={view.current} /> offers <SeatName seats={seats} seat={view.step.seller} />{' '}
              <span className="mk-price" style={{ background: PRICE_FILL[view.step.price as PriceColour] }}>{view.step.dragos}</span>{' '}
              for the {objectOf(view.step.object).name}. Waiting for the answer…
            </p>
          )}
          {seat !== null && <StandRow view={view} seats={seats} seat={seat} />}
          {seat !== null && <YourArea view={view} seats={seats} />}
          {others.map((s) => <StandRow key={s} view={view} seats={seats} seat={s} />)}
          <ul className="mk-recent" aria-label="Latest events">
            {recent.map((e) => <li key={e.n}><SeatText text={text(e.msg)} seats={seats} /></li>)}
          </ul>
        </div>
      </div>
    </div>
  );
}
