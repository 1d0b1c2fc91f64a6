/**
 * The MegaGem table, drawn only from the seat's view: the auction card, the
 * gem row, the Value Chart and Display (what each colour is worth now), the
 * four missions, your hand, coins and bid or reveal, every player's
 * collection, who has bid (never what), the last auction's outcome, and the
 * final score screen.
 */
import { useCallback, useMemo } from 'react';
import { COLOR_LABEL, auctionCardName } from '../../../shared/games/megagem/data.js';
import type { MegaGemView } from '../../../shared/games/megagem/view.js';
import type { MegaGemMove } from '../../../shared/games/megagem/state.js';
import type { GameTableProps } from '../types.js';
import { Coin, PlayerBadge, SeatName, SeatText } from '../../ui/index.js';
import type { SeatOccupant } from '../../../shared/protocol.js';
import { BidControl } from './BidControl.js';
import { RevealChoice } from './RevealChoice.js';
import { AuctionCardView, Gem, GemCard, MissionNeedView } from './Gem.js';
import { revealOptions, worthAt } from './reveal.js';
import { ScoreBoard } from './ScoreBoard.js';
import { tableView, type TableView } from './tableView.js';
import './megagem.css';

const FAMILY = { shield: 'Shield', pendant: 'Pendant', crown: 'Crown' } as const;

export function MegaGemTable({ view, seat, toAct, seats, result, send }: GameTableProps<MegaGemView, MegaGemMove>) {
  const v = useMemo(() => tableView(view), [view]);
  const you = v.you ?? seat;
  const bid = useCallback((amount: number) => send({ type: 'bid', amount }), [send]);
  const reveal = useCallback((gem: number) => send({ type: 'reveal', gem }), [send]);
  const reveals = revealOptions(v);
  // Between the bids and the reveal the card on the table is the one just won (its gems already taken).
  const wonNow = v.phase === 'reveal' && v.lastAuction !== null && v.auction !== null && v.lastAuction.card === v.auction.id;
  const myTurnToBid = v.phase === 'bid' && you !== null && toAct.includes(you) && v.bidLimit !== null;

  return (
    <div className="mg">
      {result && <ScoreBoard result={result} seats={seats} you={you} />}

      <div className="mg-centre">
        <section className="mg-zone mg-auction-zone" aria-label="Auction">
          <h3>Auction {v.phase !== 'over' ? v.round : ''}</h3>
          {v.auction ? <AuctionCardView card={v.auction} gems={wonNow ? v.lastAuction!.gemCards : v.auctionGems} /> : <div className="mg-empty">No auction</div>}
          <p className="small muted">
            {wonNow ? <>Won by <SeatName seats={seats} seat={v.lastAuction!.winner} /></> : v.auction ? auctionCardName(v.auction) : 'The game is over'}
            {' · '}{v.auctionDeckCount} card{v.auctionDeckCount === 1 ? '' : 's'} left
          </p>
        </section>

        <section className="mg-zone mg-row-zone" aria-label="Gem row">
          <h3>Gem row</h3>
          <div className="mg-row">
            {v.row.map((g, i) => (
              <div key={g.id} className="mg-row-slot">
                <GemCard color={g.color} size="s" />
                <small>{i === 0 ? 'first' : 'second'}</small>
              </div>
            ))}
            {v.row.length === 0 && <div className="mg-empty">empty</div>}
          </div>
          <p className="small muted">{v.gemDeckCount} gem{v.gemDeckCount === 1 ? '' : 's'} in the deck</p>
        </section>

        <section className="mg-zone mg-value-zone" aria-label="Value Chart and Display">
          <h3>Value Chart {v.chart} · Value Display</h3>
          <table className="mg-chart">
            <thead>
              <tr><th scope="col">Gem</th><th scope="col" title="Gems of this colour in the Value Display">Shown</th>
                {v.chartValues.map((_, i) => <th key={i} scope="col" className="mg-chart-n">{i === v.chartValues.length - 1 ? `${i}+` : i}</th>)}
              </tr>
            </thead>
            <tbody>
              {v.colors.map((c, ci) => {
                const n = v.displayCounts[ci];
                const at = Math.min(n, v.chartValues.length - 1);
                return (
                  <tr key={c}>
                    <th scope="row"><Gem color={c} size={20} /> <span className="mg-colour-name">{COLOR_LABEL[c]}</span></th>
                    <td className="mg-shown">{n}</td>
                    {v.chartValues.map((val, i) => (
                      <td key={i} className={i === at ? 'mg-now' : ''} aria-current={i === at ? 'true' : undefined}
                        title={i === at ? `Each ${COLOR_LABEL[c]} gem is worth ${val} coins now` : undefined}>{val}</td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="small muted mg-chart-note">Gold: what one collected gem of each colour is worth now.</p>
        </section>

        <section className="mg-zone mg-missions-zone" aria-label="Missions">
          <h3>Missions</h3>
          <div className="mg-missions">
            {v.missions.map((m) => (
              <div key={m.id} className={`mg-mission mg-${m.family}${m.claimedBy !== null ? ' mg-claimed' : ''}`}>
                <div className="mg-mission-head"><span>{FAMILY[m.family]}</span><Coin value={m.coins} size="s" /></div>
                <MissionNeedView need={m.need} />
                <div className="small mg-mission-text">{m.text}</div>
                {m.claimedBy !== null && <div className="mg-mission-owner">✓ <SeatName seats={seats} seat={m.claimedBy} /></div>}
              </div>
            ))}
          </div>
        </section>
      </div>

      <div className="mg-mid">
        <section className={`mg-zone mg-you-zone${myTurnToBid || reveals.length ? ' mg-your-turn' : ''}`} aria-label="Your play">
          {you === null ? <p className="muted">You are watching this game.</p> : (
            <>
              <div className="mg-you-head">
                <h3>Your hand</h3>
                <span className="row"><Coin value={v.coins[you]} size="l" /> <span>coins</span></span>
              </div>
              {reveals.length > 0 ? <RevealChoice options={reveals} onReveal={reveal} /> : (
                <div className="mg-you-body">
                  <div className="mg-hand" aria-label="Your gem cards (secret)">
                    {(v.hand ?? []).map((g) => <GemCard key={g.id} color={g.color} size="s" />)}
                    {(v.hand ?? []).length === 0 && <span className="muted small">No gem cards left in your hand.</span>}
                  </div>
                  <div className="mg-you-action">
                    {myTurnToBid && <BidControl key={v.round} limit={v.bidLimit!} coins={v.coins[you]} card={v.auction} onBid={bid} />}
                    {v.phase === 'bid' && !myTurnToBid && v.yourBid !== null && (
                      <p className="mg-status" role="status">You bid <b>{v.yourBid}</b>. Waiting for {toAct.map((s, i) => <span key={s}>{i ? ', ' : ''}<SeatName seats={seats} seat={s} /></span>)}…</p>
                    )}
                    {v.phase === 'reveal' && v.revealer !== null && v.revealer !== you && (
                      <p className="mg-status" role="status"><SeatName seats={seats} seat={v.revealer} /> won and is choosing a gem to reveal…</p>
                    )}
                  </div>
                </div>
              )}
            </>
          )}
          {you === null && v.phase === 'reveal' && v.revealer !== null && (
            <p className="mg-status" role="status"><SeatName seats={seats} seat={v.revealer} /> won and is choosing a gem to reveal…</p>
          )}
        </section>

        <LastAuction v={v} seats={seats} />
      </div>

      <section className="mg-players" aria-label="Players">
        {v.collections.map((c, s) => {
          const occupant = seats[s] ?? { kind: 'open' as const };
          return (
            <div key={s} className={`mg-player${s === you ? ' mg-player-you' : ''}`} data-testid={`mg-player-${s}`}>
              <div className="mg-player-head">
                <PlayerBadge occupant={occupant} you={s === you} active={toAct.includes(s)} compact />
                <Coin value={v.coins[s]} />
              </div>
              <div className="small mg-player-meta">
                <span>{v.handCounts[s]} card{v.handCounts[s] === 1 ? '' : 's'} in hand</span>
                {v.phase === 'bid' && <span className={v.hasBid[s] ? 'mg-bid-in' : 'mg-bid-wait'}>{v.hasBid[s] ? '✓ bid placed' : '… bidding'}</span>}
              </div>
              <div className="mg-collection" aria-label="Collection">
                {v.colors.map((col, ci) => c.gemCounts[ci] > 0 && (
                  <span key={col} className="mg-owned" title={`${c.gemCounts[ci]} ${COLOR_LABEL[col]}: ${worthAt(v.chartValues, v.displayCounts[ci])} each now`}>
                    <Gem color={col} size={22} />×{c.gemCounts[ci]}
                  </span>
                ))}
                {c.gems.length === 0 && <span className="muted small">no gems yet</span>}
              </div>
              {(c.loans.length > 0 || c.investments.length > 0 || c.missions.length > 0) && (
                <div className="mg-extras small">
                  {c.loans.map((l, i) => <span key={`l${i}`} className="chip mg-chip-loan">Loan −{l.kind === 'loan' ? l.amount : 0}</span>)}
                  {c.investments.map((inv, i) => <span key={`i${i}`} className="chip mg-chip-invest">Invest +{inv.amount} · {inv.locked} locked</span>)}
                  {c.missions.map((id) => {
                    const m = v.missions.find((x) => x.id === id);
                    return <span key={`m${id}`} className="chip mg-chip-mission">{m ? `${m.name} +${m.coins}` : 'Mission'}</span>;
                  })}
                </div>
              )}
            </div>
          );
        })}
      </section>
    </div>
  );
}

function LastAuction({ v, seats }: { v: TableView; seats: SeatOccupant[] }) {
  const a = v.lastAuction;
  if (!a) return <section className="mg-zone mg-last" aria-label="Last auction"><h3>Last auction</h3><p className="muted small">No auction resolved yet. Bids are sealed: everyone bids at once, then all bids are shown here.</p></section>;
  return (
    <section className="mg-zone mg-last" aria-label="Last auction" data-testid="last-auction">
      <h3>Auction {a.round}: outcome</h3>
      <p><SeatName seats={seats} seat={a.winner} /> won the {auctionCardName(a.cardInfo)} for <b>{a.price}</b> coin{a.price === 1 ? '' : 's'}
        {a.gemCards.length > 0 && <> and took {a.gemCards.map((g) => <Gem key={g.id} color={g.color} size={18} />)}</>}.</p>
      <ul className="mg-bids">
        {a.bids.map((b, s) => (
          <li key={s} className={s === a.winner ? 'mg-bid-win' : ''}><SeatName seats={seats} seat={s} /> <b>{b}</b></li>
        ))}
      </ul>
      {a.tied.length > 1 && (
        <p className="small muted">
          <SeatText seats={seats} text={`Tie between ${a.tied.map((t) => `{seat:${t}}`).join(', ')}: ${a.tieRule === 'random' ? 'first auction, so the winner was drawn at random' : 'the winner sits closest to the left of the previous winner'}.`} />
        </p>
      )}
    </section>
  );
}
