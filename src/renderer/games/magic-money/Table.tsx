/**
 * Magic Money's table: the creature on offer in the middle, the auction
 * (opening bid, its cap, who has sealed a bid) and your action beside it,
 * your ledger, then every wizard's public ledger and creatures. Draws the
 * seat's view only; the host decides everything.
 */
import { useMemo, type ReactNode } from 'react';
import type { Seat } from '../../../shared/engine/types.js';
import { formatAmount } from '../../../shared/games/magic-money/amounts.js';
import type { MMMove } from '../../../shared/games/magic-money/state.js';
import type { MMView } from '../../../shared/games/magic-money/view.js';
import { tableView, type TableView } from './tableView.js';
import type { GameTableProps } from '../types.js';
import { Button, PlayerBadge, SeatName, SeatText, useMoveSender } from '../../ui/index.js';
import { BidEntry } from './BidEntry.js';
import { CreatureCard, CreatureChip } from './CreatureArt.js';
import { Amount, LedgerSides } from './Ledger.js';
import { ScoreScreen } from './ScoreScreen.js';

type Props = Omit<GameTableProps<MMView, MMMove>, 'view'> & { view: TableView };

function SealedTokens({ view, seats }: { view: TableView; seats: Props['seats'] }) {
  return (
    <ul className="mm-tokens" aria-label="Sealed bids">
      {view.hasBid.map((has, s) => s === view.active ? null : (
        <li key={s} className={`mm-token${has ? ' mm-token-in' : ''}`}>
          <span className="mm-token-disc" aria-hidden="true">{has ? '✓' : '…'}</span>
          <SeatName seats={seats} seat={s} /> <span className="muted">{has ? 'sealed' : 'thinking'}</span>
        </li>
      ))}
    </ul>
  );
}

function Action({ view, seat, seats, send }: Props) {
  const { busy, error, run } = useMoveSender(send);
  const you = seat;
  const active = view.active;
  const activeName = <SeatName seats={seats} seat={active} />;
  let body: ReactNode = null;
  switch (view.phase) {
    case 'open':
      if (you === active) {
        body = view.openCap === '1'
          ? <div className="stack"><p>You open this auction. On the first auction and after a single-digit win the opening bid is exactly 1.</p>
              <Button kind="primary" autoFocus disabled={busy} onClick={() => run({ type: 'open', amount: '1' })}>Open at 1</Button></div>
          : <BidEntry key={`open-${view.auction}`} label="Your public opening bid" cap={view.openCap} busy={busy} submitLabel="Open"
              hint={`From 1 to ${formatAmount(view.openCap)} (one tenth of the last winning bid). It goes on your Public side.`}
              onSubmit={(amount) => run({ type: 'open', amount })}
              quick={[{ label: 'Open at 1', amount: '1' }, { label: `Open at ${formatAmount(view.openCap)}`, amount: view.openCap }]} />;
      } else body = <p>{activeName} is writing an opening bid (at most <Amount value={view.openCap} />).</p>;
      break;
    case 'bid':
      if (you !== null && you !== active && view.yourBid === null) {
        body = <BidEntry key={`bid-${view.auction}`} label="Your sealed bid" busy={busy} submitLabel="Seal my bid"
          hint={`Any whole number, no upper limit. ${formatAmount(view.opening ?? '1')} or more beats the opening bid. Every bid counts against you at the end.`}
          onSubmit={(amount) => run({ type: 'bid', amount })} />;
      } else if (you !== null && view.yourBid !== null) {
        body = <p className="mm-sealed">Your sealed bid: <Amount value={view.yourBid} />. Waiting for the others…</p>;
      } else if (you === active) {
        body = <p>Your opening bid stands. The others are sealing their bids; you will see them all.</p>;
      } else body = <p>The wizards are sealing their bids.</p>;
      break;
    case 'resolve':
      if (you === active && view.resolution) {
        const r = view.resolution;
        body = (
          <div className="stack">
            <p><strong>Only you see these bids.</strong> {r.tie ? 'It is a tie: choose who wins.' : 'Announce the winner.'}</p>
            <ul className="mm-reveal">
              {r.bids.map((b, s) => b === null ? null : (
                <li key={s} className={r.candidates.includes(s) ? 'mm-best' : ''}><SeatName seats={seats} seat={s} /> <Amount value={b} /></li>
              ))}
              <li className={r.candidates.includes(active) ? 'mm-best' : ''}>Your opening bid <Amount value={view.opening ?? '1'} /></li>
            </ul>
            <div className="row">
              {r.candidates.map((s) => (
                <Button key={s} kind="primary" autoFocus={s === r.candidates[0]} disabled={busy} onClick={() => run({ type: 'announce', winner: s })}>
                  {s === you ? 'I win with my opening bid' : <>Announce: <SeatText text={`{seat:${s}}`} seats={seats} /> wins</>}
                </Button>
              ))}
            </div>
          </div>
        );
      } else body = <p>{activeName} is looking at the sealed bids…</p>;
      break;
    case 'ability': {
      const a = view.ability;
      if (!a) break;
      if (you === a.seat && a.choices) {
        const mine = view.ledgers[a.seat];
        const entries = [...mine.public, ...mine.private];
        body = a.kind === 'crossOut' ? (
          <div className="stack">
            <p>Your <strong>{a.creature.name}</strong>: cross out one number on {a.side === 'any' ? 'your ledger' : `your ${a.side === 'public' ? 'Public' : 'Private'} side`}. It will not count.</p>
            <div className="row">
              {a.choices.map((i) => {
                const e = entries.find((x) => x.index === i)!;
                return <Button key={i} autoFocus={i === a.choices![0]} disabled={busy} onClick={() => run({ type: 'crossOut', entry: i })}>
                  Cross out <Amount value={e.amount ?? '?'} /> <span className="muted">({e.side}, auction {e.auction})</span>
                </Button>;
              })}
            </div>
          </div>
        ) : (
          <div className="stack">
            <p>Your <strong>{a.creature.name}</strong>: copy <Amount value={a.price} /> onto a rival’s Private side.</p>
            <div className="row">
              {a.choices.map((s) => <Button key={s} autoFocus={s === a.choices![0]} disabled={busy} onClick={() => run({ type: 'forge', rival: s })}>
                Forge onto <SeatText text={`{seat:${s}}`} seats={seats} />
              </Button>)}
            </div>
          </div>
        );
      } else body = <p><SeatName seats={seats} seat={a.seat} /> is using the {a.creature.name}’s ability.</p>;
      break;
    }
    default: break;
  }
  return (
    <div className="mm-action" aria-live="polite">
      {body}
      {error && <p className="error-text" role="alert"><SeatText text={error} seats={seats} /></p>}
    </div>
  );
}

function LastAuction({ view, seats }: { view: TableView; seats: Props['seats'] }) {
  const l = view.last;
  if (!l || view.phase === 'over') return null;
  const losing = l.bids?.map((b, s) => (b === null || s === l.winner ? null : { s, b })).filter((x) => x !== null) ?? [];
  return (
    <p className="mm-last">
      Auction {l.auction}: <SeatName seats={seats} seat={l.winner} /> adopted the {l.creature.name} for <Amount value={l.price} />.
      {losing.length > 0 && <> <span className="muted">You saw: {losing.map((x, i) => <span key={x.s}>{i > 0 && ' · '}<SeatName seats={seats} seat={x.s} /> <Amount value={x.b} /></span>)}</span></>}
    </p>
  );
}

function Wizard({ view, s, seats, seat, toAct }: { view: TableView; s: Seat; seats: Props['seats']; seat: Seat | null; toAct: Seat[] }) {
  const cards = view.adopted[s];
  const sum = (f: (c: (typeof cards)[number]) => number) => cards.reduce((n, c) => n + f(c), 0);
  const occupant = seats[s] ?? { kind: 'open' as const };
  return (
    <section className={`mm-wizard${s === seat ? ' mm-you' : ''}${s === view.active && view.phase !== 'over' ? ' mm-is-active' : ''}`} aria-label={`Wizard ${s + 1}`}>
      <header className="mm-wizard-head">
        <PlayerBadge occupant={occupant} you={s === seat} active={toAct.includes(s)} compact />
        {s === view.active && view.phase !== 'over' && <span className="mm-tag mm-tag-active">active</span>}
      </header>
      <div className="mm-tally" aria-label="Creature totals">
        <span title="Printed victory points">★ {sum((c) => c.vp)}</span>
        <span title="Horns">horns {sum((c) => c.horns)}</span>
        <span title="Wings">wings {sum((c) => c.wings)}</span>
        <span title="Left / right hearts">♥ {sum((c) => c.leftHearts)}/{sum((c) => c.rightHearts)}</span>
      </div>
      <div className="mm-chips">{cards.length ? cards.map((c) => <CreatureChip key={c.id} c={c} />) : <span className="muted small">No creatures yet</span>}</div>
      {s !== seat && <LedgerSides ledger={view.ledgers[s]} mine={false} />}
    </section>
  );
}

export function MagicMoneyTable(wire: GameTableProps<MMView, MMMove>) {
  const view = useMemo(() => tableView(wire.view), [wire.view]);
  const props: Props = { ...wire, view };
  const { seat, seats, toAct, result } = props;
  if (view.phase === 'over' && view.final) return <ScoreScreen view={view} seats={seats} seat={seat} result={result} />;
  const mine = seat !== null ? view.ledgers[seat] : null;
  return (
    <div className="mm-table">
      <div className="mm-top">
        <span className="mm-round">Auction {view.auction} of {view.auctions}</span>
        <span className="mm-deck" title="Creatures left in the deck"><span className="mm-deck-stack" aria-hidden="true" />{view.deckSize} left in the deck</span>
        {view.lastWin && <span className="muted">Last win <Amount value={view.lastWin} /></span>}
      </div>
      <div className="mm-stage">
        {view.offer ? <CreatureCard c={view.offer} label="On offer" /> : view.ability ? <CreatureCard c={view.ability.creature} label="Just adopted" /> : null}
        <div className="mm-auction">
          <div className="mm-opening">
            <span className="mm-opening-who"><SeatName seats={seats} seat={view.active} /> {view.phase === 'ability' ? 'won and is the new active player' : 'is the active player'}</span>
            {view.phase !== 'ability' && (
              <span className="mm-opening-bid" aria-label="Opening bid">
                {view.opening ? <>Opening bid <b><Amount value={view.opening} /></b></> : <>Opening bid: at most <b><Amount value={view.openCap} /></b></>}
              </span>
            )}
          </div>
          {(view.phase === 'bid' || view.phase === 'resolve') && <SealedTokens view={view} seats={seats} />}
          <Action key={`${view.auction}-${view.phase}`} {...props} />
          <LastAuction view={view} seats={seats} />
        </div>
      </div>
      {mine && seat !== null && (
        <section className="mm-my-ledger" aria-label="Your ledger">
          <h3>Your ledger</h3>
          <LedgerSides ledger={mine} mine />
          <div className="mm-chips">{view.adopted[seat].map((c) => <CreatureChip key={c.id} c={c} />)}</div>
        </section>
      )}
      <div className="mm-wizards">
        {view.ledgers.map((_, s) => <Wizard key={s} view={view} s={s} seats={seats} seat={seat} toAct={toAct} />)}
      </div>
    </div>
  );
}
