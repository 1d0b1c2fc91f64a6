/**
 * Magic Money's table: the creature on offer in the middle, the auction
 * (opening bid, its cap, who has sealed a bid) and your action beside it,
 * your ledger, then every wizard's public ledger and creatures. Draws the
 * seat's view only; the host decides everything.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Seat } from '../../../shared/engine/types.js';
import type { MMMove } from '../../../shared/games/magic-money/state.js';
import type { MMView } from '../../../shared/games/magic-money/view.js';
import { tableView, type TableView } from './tableView.js';
import type { GameTableProps } from '../types.js';
import { Button, PlayerBadge, SeatName, SeatText, useMoveSender } from '../../ui/index.js';
import { Hint } from '../../ui/Hint.js';
import { playSound } from '../../ui/sound.js';
import { BidEntry } from './BidEntry.js';
import { CreatureCard, CreatureChip } from './CreatureArt.js';
import { Amount, LedgerSides } from './Ledger.js';
import { ScoreScreen } from './ScoreScreen.js';
import { shortAmount } from '../../i18n/amounts.js';
import { creatureName, MoneyText, useMoney, useMoneyT } from './i18n/index.js';

type Props = Omit<GameTableProps<MMView, MMMove>, 'view'> & { view: TableView };

function SealedTokens({ view, seats }: { view: TableView; seats: Props['seats'] }) {
  const t = useMoney();
  return (
    <ul className="mm-tokens" aria-label={t('magic-money.ui.sealedBids')}>
      {view.hasBid.map((has, s) => s === view.active ? null : (
        <li key={s} className={`mm-token${has ? ' mm-token-in' : ''}`}>
          <span className="mm-token-disc" aria-hidden="true">{has ? '✓' : '…'}</span>
          <SeatName seats={seats} seat={s} /> <span className="muted">{has ? t('magic-money.ui.sealed') : t('magic-money.ui.thinking')}</span>
        </li>
      ))}
    </ul>
  );
}

function Action({ view, seat, seats, send, hints = false }: Props) {
  const t = useMoney();
  const { busy, error, run } = useMoveSender(send);
  const you = seat;
  const active = view.active;
  const activeName = <SeatName seats={seats} seat={active} />;
  const gold = (amount: string) => shortAmount(amount, t.locale);
  let body: ReactNode = null;
  switch (view.phase) {
    case 'open':
      if (you === active) {
        const hint = <Hint show={hints}>{t('magic-money.ui.hintOpen', { one: view.openCap === '1' ? 'yes' : 'no', cap: gold(view.openCap) })}</Hint>;
        body = <>{hint}{view.openCap === '1'
          ? <div className="stack"><p>{t('magic-money.ui.openExactlyOne', { why: view.openWhy ?? 'first', last: gold(view.lastWin ?? '1') })}</p>
              <Button kind="primary" autoFocus disabled={busy} onClick={() => run({ type: 'open', amount: '1' })}>{t('magic-money.ui.openAtOne')}</Button></div>
          : <BidEntry key={`open-${view.auction}`} label={t('magic-money.ui.openLabel')} cap={view.openCap} busy={busy} submitLabel={t('magic-money.ui.open')}
              hint={t('magic-money.ui.openHint', { cap: gold(view.openCap), last: gold(view.lastWin ?? '1') })}
              onSubmit={(amount) => run({ type: 'open', amount })}
              quick={[{ label: t('magic-money.ui.openAtOne'), amount: '1' }, { label: t('magic-money.ui.openAt', { amount: gold(view.openCap) }), amount: view.openCap }]} />}</>;
      } else body = <p>{t.rich('magic-money.ui.othersOpening', { name: activeName, one: view.openCap === '1' ? 'yes' : 'no', amount: <Amount value={view.openCap} /> })}</p>;
      break;
    case 'bid':
      if (you !== null && you !== active && view.yourBid === null) {
        body = <><Hint show={hints}>{t('magic-money.ui.hintBid')}</Hint>
          <BidEntry key={`bid-${view.auction}`} label={t('magic-money.ui.bidLabel')} busy={busy} submitLabel={t('magic-money.ui.sealBid')}
            hint={t('magic-money.ui.bidHint', { opening: gold(view.opening ?? '1') })}
            onSubmit={(amount) => run({ type: 'bid', amount })} /></>;
      } else if (you !== null && view.yourBid !== null) {
        body = <p className="mm-sealed" data-testid="mm-your-bid">{t.rich('magic-money.ui.yourSealedBid', { amount: <Amount value={view.yourBid} /> })}</p>;
      } else if (you === active) {
        body = <p>{t('magic-money.ui.openingStands')}</p>;
      } else body = <p>{t('magic-money.ui.othersSealing')}</p>;
      break;
    case 'resolve':
      if (you === active && view.resolution) {
        const r = view.resolution;
        body = (
          <div className="stack">
            <p data-prompt><strong>{t('magic-money.ui.onlyYou')}</strong> {r.tie ? t('magic-money.ui.tieChoose') : t('magic-money.ui.announceWinner')}</p>
            <Hint show={hints}>{t('magic-money.ui.hintAnnounce', { tie: r.tie ? 'yes' : 'no' })}</Hint>
            <ul className="mm-reveal">
              {r.bids.map((b, s) => b === null ? null : (
                <li key={s} className={r.candidates.includes(s) ? 'mm-best' : ''}><SeatName seats={seats} seat={s} /> <Amount value={b} /></li>
              ))}
              <li className={r.candidates.includes(active) ? 'mm-best' : ''}>{t.rich('magic-money.ui.yourOpening', { amount: <Amount value={view.opening ?? '1'} /> })}</li>
            </ul>
            <div className="row">
              {r.candidates.map((s) => (
                <Button key={s} kind="primary" autoFocus={s === r.candidates[0]} disabled={busy} onClick={() => run({ type: 'announce', winner: s })}>
                  {s === you ? t('magic-money.ui.iWin') : t.rich('magic-money.ui.announce', { name: <SeatText text={`{seat:${s}}`} seats={seats} /> })}
                </Button>
              ))}
            </div>
          </div>
        );
      } else {
        // A bidder's own sealed bid stays on their screen until the announcement (their secret: only their view has it).
        body = <><p>{t.rich('magic-money.ui.looking', { name: activeName })}</p>
          {you !== null && view.yourBid !== null && <p className="mm-sealed" data-testid="mm-your-bid">{t.rich('magic-money.ui.yourBidIn', { amount: <Amount value={view.yourBid} /> })}</p>}</>;
      }
      break;
    case 'ability': {
      const a = view.ability;
      if (!a) break;
      const creature = <strong>{creatureName(t, a.creature)}</strong>;
      if (you === a.seat && a.choices) {
        const mine = view.ledgers[a.seat];
        const entries = [...mine.public, ...mine.private];
        body = a.kind === 'crossOut' ? (
          <div className="stack">
            <p>{t.rich('magic-money.ui.crossOutWhat', { creature, side: a.side ?? 'any' })}</p>
            <Hint show={hints}>{t('magic-money.ui.hintCrossOut')}</Hint>
            <div className="row">
              {a.choices.map((i) => {
                const e = entries.find((x) => x.index === i)!;
                return <Button key={i} autoFocus={i === a.choices![0]} disabled={busy} onClick={() => run({ type: 'crossOut', entry: i })}>
                  {t.rich('magic-money.ui.crossOut', {
                    amount: <Amount value={e.amount ?? '?'} />,
                    where: <span className="muted">{t('magic-money.ui.crossOutWhere', { side: e.side, auction: e.auction })}</span>,
                  })}
                </Button>;
              })}
            </div>
          </div>
        ) : (
          <div className="stack">
            <p>{t.rich('magic-money.ui.forgeWhat', { creature, amount: <Amount value={a.price} /> })}</p>
            <Hint show={hints}>{t('magic-money.ui.hintForge')}</Hint>
            <div className="row">
              {a.choices.map((s) => <Button key={s} autoFocus={s === a.choices![0]} disabled={busy} onClick={() => run({ type: 'forge', rival: s })}>
                {t.rich('magic-money.ui.forgeOnto', { name: <SeatText text={`{seat:${s}}`} seats={seats} /> })}
              </Button>)}
            </div>
          </div>
        );
      } else body = <p>{t.rich('magic-money.ui.usingAbility', { name: <SeatName seats={seats} seat={a.seat} />, creature: creatureName(t, a.creature) })}</p>;
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

function LastAuction({ view, seats, live }: { view: TableView; seats: Props['seats']; live: boolean }) {
  const t = useMoney();
  const l = view.last;
  if (!l || view.phase === 'over') return null;
  const losing = l.bids?.map((b, s) => (b === null || s === l.winner ? null : { s, b })).filter((x) => x !== null) ?? [];
  return (
    <p className={`mm-last${live ? ' mm-announce' : ''}`} key={l.auction} data-testid="mm-last">
      {t.rich('magic-money.ui.lastAuction', { auction: l.auction, name: <SeatName seats={seats} seat={l.winner} />, creature: creatureName(t, l.creature), amount: <Amount value={l.price} /> })}
      {losing.length > 0 && <> <span className="muted">{t.rich('magic-money.ui.youSaw', {
        bids: <>{losing.map((x, i) => <span key={x.s}>{i > 0 && ' · '}<SeatName seats={seats} seat={x.s} /> <Amount value={x.b} /></span>)}</>,
      })}</span></>}
    </p>
  );
}

function Wizard({ view, s, seats, seat, toAct, live }: { view: TableView; s: Seat; seats: Props['seats']; seat: Seat | null; toAct: Seat[]; live: boolean }) {
  const t = useMoney();
  const cards = view.adopted[s];
  const sum = (f: (c: (typeof cards)[number]) => number) => cards.reduce((n, c) => n + f(c), 0);
  const occupant = seats[s] ?? { kind: 'open' as const };
  return (
    <section className={`mm-wizard${s === seat ? ' mm-you' : ''}${s === view.active && view.phase !== 'over' ? ' mm-is-active' : ''}`} aria-label={t('magic-money.ui.wizard', { n: s + 1 })}>
      <header className="mm-wizard-head">
        <PlayerBadge occupant={occupant} you={s === seat} active={toAct.includes(s)} compact />
        {s === view.active && view.phase !== 'over' && <span className="mm-tag mm-tag-active">{t('magic-money.ui.active')}</span>}
      </header>
      <div className="mm-tally" role="group" aria-label={t('magic-money.ui.totals')}>
        <span title={t('magic-money.ui.printedVp')}>★ {sum((c) => c.vp)}</span>
        <span title={t('magic-money.ui.hornsTitle')}>{t('magic-money.ui.hornsTally', { n: sum((c) => c.horns) })}</span>
        <span title={t('magic-money.ui.wingsTitle')}>{t('magic-money.ui.wingsTally', { n: sum((c) => c.wings) })}</span>
        <span title={t('magic-money.ui.heartsTitle')}>♥ {sum((c) => c.leftHearts)}/{sum((c) => c.rightHearts)}</span>
      </div>
      <div className="mm-chips">{cards.length ? cards.map((c) => <CreatureChip key={c.id} c={c} />) : <span className="muted small">{t('magic-money.ui.noCreatures')}</span>}</div>
      {s !== seat && <LedgerSides ledger={view.ledgers[s]} mine={false} ink={view.last?.winner === s ? view.last.auction : null} live={live} />}
    </section>
  );
}

export function MagicMoneyTable(wire: GameTableProps<MMView, MMMove>) {
  const t = useMoneyT();
  return <MoneyText.Provider value={t}><MoneyTable {...wire} /></MoneyText.Provider>;
}

/**
 * The table's sounds at its own moments: a soft tick when a bid is sealed, the reveal when the winner is
 * announced, and coins as the price is written on the Public side. Nothing on the first frame (a reload).
 */
function useMoneySounds(view: TableView): void {
  const prev = useRef<TableView | null>(null);
  const coins = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => { if (coins.current) clearTimeout(coins.current); }, []);
  useEffect(() => {
    const p = prev.current;
    prev.current = view;
    if (!p) return;
    const sealed = (v: TableView) => v.hasBid.filter(Boolean).length;
    if (view.auction === p.auction && view.phase !== 'open' && sealed(view) > sealed(p)) playSound('bid');
    if (view.last && view.last.auction !== p.last?.auction) {
      playSound('reveal');
      if (coins.current) clearTimeout(coins.current);
      coins.current = setTimeout(() => playSound('coins'), 380);
    }
  }, [view]);
}

/**
 * The auction whose result arrived while this table was open (its announcement and inked price then play as moments),
 * or null: a result already there on the table's first frame (a reload, a page opened mid-game) is shown still.
 * `firstSeen`: the last auction on the first frame; `last`: the last auction now.
 */
export function liveAuction(firstSeen: number | null, last: number | null): number | null {
  return last !== null && last !== firstSeen ? last : null;
}

function MoneyTable(wire: GameTableProps<MMView, MMMove>) {
  const t = useMoney();
  const view = useMemo(() => tableView(wire.view), [wire.view]);
  useMoneySounds(view);
  const [firstSeen] = useState(() => view.last?.auction ?? null);
  const live = liveAuction(firstSeen, view.last?.auction ?? null) !== null;
  const props: Props = { ...wire, view };
  const { seat, seats, toAct, result } = props;
  if (view.phase === 'over' && view.final) return <ScoreScreen view={view} seats={seats} seat={seat} result={result} />;
  const mine = seat !== null ? view.ledgers[seat] : null;
  return (
    <div className="mm-table">
      <div className="mm-top">
        <span className="mm-round">{t('magic-money.ui.round', { auction: view.auction, auctions: view.auctions })}</span>
        <span className="mm-deck" title={t('magic-money.ui.deckTitle')}><span className="mm-deck-stack" aria-hidden="true" />{t('magic-money.ui.deckLeft', { n: view.deckSize })}</span>
        {view.lastWin && <span className="muted">{t.rich('magic-money.ui.lastWin', { amount: <Amount value={view.lastWin} /> })}</span>}
      </div>
      <div className="mm-stage">
        {view.offer ? <CreatureCard c={view.offer} label={t('magic-money.ui.onOffer')} /> : view.ability ? <CreatureCard c={view.ability.creature} label={t('magic-money.ui.justAdopted')} /> : null}
        {/* The current prompt (who leads, the opening bid, the sealed tokens, your action): no tooltip covers it (ui/Tip.tsx). */}
        <div className="mm-auction" data-prompt>
          <div className="mm-opening">
            <span className="mm-opening-who">{t.rich(view.phase === 'ability' ? 'magic-money.ui.wonIsActive' : 'magic-money.ui.isActive', { name: <SeatName seats={seats} seat={view.active} /> })}</span>
            {view.phase !== 'ability' && (
              <span className="mm-opening-bid">
                {view.opening ? t.rich('magic-money.ui.openingBid', { amount: <b><Amount value={view.opening} /></b> }) : t.rich('magic-money.ui.openingAtMost', {
                  why: view.openWhy ?? 'other', amount: <b><Amount value={view.openCap} /></b>, last: <Amount value={view.lastWin ?? '1'} />,
                })}
              </span>
            )}
          </div>
          {(view.phase === 'bid' || view.phase === 'resolve') && <SealedTokens view={view} seats={seats} />}
          <Action key={`${view.auction}-${view.phase}`} {...props} />
          <LastAuction view={view} seats={seats} live={live} />
        </div>
      </div>
      {mine && seat !== null && (
        <section className="mm-my-ledger" aria-label={t('magic-money.ui.yourLedger')}>
          <h3>{t('magic-money.ui.yourLedger')}</h3>
          <LedgerSides ledger={mine} mine ink={view.last?.winner === seat ? view.last.auction : null} live={live} />
          <div className="mm-chips">{view.adopted[seat].map((c) => <CreatureChip key={c.id} c={c} />)}</div>
        </section>
      )}
      <div className="mm-wizards">
        {view.ledgers.map((_, s) => <Wizard key={s} view={view} s={s} seats={seats} seat={seat} toAct={toAct} live={live} />)}
      </div>
    </div>
  );
}
