/**
 * The MegaGem table, drawn only from the seat's view: the auction card, the
 * gem row, the Value Chart and Display (what each colour is worth now), the
 * four missions, your hand, coins and bid or reveal, every player's
 * collection, who has bid (never what), the last auction's outcome, and the
 * final score screen.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { cardName, missionWords } from '../../../shared/games/megagem/data.js';
import type { MegaGemView } from '../../../shared/games/megagem/view.js';
import type { MegaGemMove } from '../../../shared/games/megagem/state.js';
import type { GameTableProps } from '../types.js';
import { Coin, PlayerBadge, SeatName, SeatText, plainSeatText, seatName } from '../../ui/index.js';
import { Tip } from '../../ui/Tip.js';
import { playSound } from '../../ui/sound.js';
import type { SeatOccupant } from '../../../shared/protocol.js';
import { BidControl } from './BidControl.js';
import { RevealChoice } from './RevealChoice.js';
import { AuctionCardView, GEM_SHAPE, Gem, GemCard, MissionNeedView } from './Gem.js';
import { revealOptions, worthAt } from './reveal.js';
import { ScoreBoard } from './ScoreBoard.js';
import { FlightView, useFlight } from './Flight.js';
import { useBidRoom } from './bidRoom.js';
import { tableView, type TableView } from './tableView.js';
import { makeWords, useMegaGemT, useWords, WordsContext, type Words } from './i18n/index.js';
import type { Color } from '../../../shared/games/megagem/data.js';
import { ListOf } from './list.js';
import { scoreTips, scoreWords } from './score.js';
import './megagem.css';

const FAMILY = { shield: 'megagem.ui.shield', pendant: 'megagem.ui.pendant', crown: 'megagem.ui.crown' } as const;

export function MegaGemTable(props: GameTableProps<MegaGemView, MegaGemMove>) {
  const t = useMegaGemT();
  const words = useMemo(() => makeWords(t, props.text), [t, props.text]);
  return <WordsContext.Provider value={words}><MegaGemBoard {...props} /></WordsContext.Provider>;
}

/** A colour's shape in words (its second cue). */
const shapeName = (w: Words, c: Color) => w.t('megagem.ui.shape', { shape: GEM_SHAPE[c] });

/**
 * The table's moments: a sealed bid ticks, the bids revealed sweep and the price clinks as coins paid, a gem
 * revealed into the Value Display lands. Only changes seen while the table is open (not the state it opened on).
 */
function useSounds(v: TableView) {
  const before = useRef<{ bids: number; round: number | null; display: number } | null>(null);
  const bids = v.hasBid.filter(Boolean).length;
  const round = v.lastAuction?.round ?? null;
  const price = v.lastAuction?.price ?? 0;
  const display = v.display.length;
  const over = v.phase === 'over';
  useEffect(() => {
    const was = before.current;
    before.current = { bids, round, display };
    if (!was) return;
    let coins: ReturnType<typeof setTimeout> | null = null;
    if (round !== null && round !== was.round) {
      playSound('reveal');
      if (price > 0) coins = setTimeout(() => playSound('coins'), 420);
    } else if (bids > was.bids) playSound('bid');
    else if (display > was.display && !over) playSound('card');
    return () => { if (coins) clearTimeout(coins); };
  }, [bids, round, price, display, over]);
}

/** The value a thing had when the table opened: what changed since is animated, what was there is not. */
function useAtMount<T>(value: T): T {
  return useState(value)[0];
}

function MegaGemBoard({ view, seat, toAct, seats, result, send, hints = false }: GameTableProps<MegaGemView, MegaGemMove>) {
  const words = useWords();
  const { t, text, color } = words;
  const v = useMemo(() => tableView(view), [view]);
  useSounds(v);
  const [flight, endFlight] = useFlight(v);
  const mountCounts = useAtMount(v.collections.map((c) => c.gemCounts));
  const mountDisplay = useAtMount(v.display.length);
  const you = v.you ?? seat;
  const bid = useCallback((amount: number) => send({ type: 'bid', amount }), [send]);
  const reveal = useCallback((gem: number) => send({ type: 'reveal', gem }), [send]);
  const reveals = revealOptions(v);
  // Between the bids and the reveal the card on the table is the one just won (its gems already taken).
  const wonNow = v.phase === 'reveal' && v.lastAuction !== null && v.auction !== null && v.lastAuction.card === v.auction.id;
  const myTurnToBid = v.phase === 'bid' && you !== null && toAct.includes(you) && v.bidLimit !== null;
  const bidRoom = useBidRoom(myTurnToBid);

  return (
    <div className="mg">
      {result && <ScoreBoard result={result} seats={seats} you={you} words={result.seats.map((s) => scoreWords(v, s.seat, text))} tips={result.seats.map((s) => scoreTips(v, s.seat, t, color, text))} />}

      <div className="mg-centre">
        <section className="mg-zone mg-auction-zone" aria-label={t('megagem.ui.auction')}>
          <h3>{v.phase !== 'over' ? t('megagem.ui.auctionRound', { round: v.round }) : t('megagem.ui.auction')}</h3>
          {v.auction ? <AuctionCardView card={v.auction} gems={wonNow ? v.lastAuction!.gemCards : v.auctionGems} /> : <div className="mg-empty">{t('megagem.ui.noAuction')}</div>}
          <p className="small muted">
            {wonNow ? t.rich('megagem.ui.wonBy', { seat: <SeatName seats={seats} seat={v.lastAuction!.winner} /> }) : v.auction ? text(cardName(v.auction.id).msg) : t('megagem.ui.gameOver')}
            {' · '}{t('megagem.ui.cardsLeft', { n: v.auctionDeckCount })}
          </p>
        </section>

        <section className="mg-zone mg-row-zone" aria-label={t('megagem.ui.gemRow')}>
          <h3>{t('megagem.ui.gemRow')}</h3>
          <div className="mg-row">
            {v.row.map((g, i) => (
              <div key={g.id} className="mg-row-slot">
                <Tip text={t('megagem.ui.gemTip', { color: color(g.color), shape: shapeName(words, g.color), shown: v.displayCounts[v.colors.indexOf(g.color)], value: v.valueNow[v.colors.indexOf(g.color)] })}>
                  <GemCard color={g.color} size="s" tabIndex={0} role="img" aria-label={t('megagem.ui.gemName', { color: color(g.color) })} />
                </Tip>
                <small>{i === 0 ? t('megagem.ui.first') : t('megagem.ui.second')}</small>
              </div>
            ))}
            {v.row.length === 0 && <div className="mg-empty">{t('megagem.ui.empty')}</div>}
          </div>
          <p className="small muted">{t('megagem.ui.gemsInDeck', { n: v.gemDeckCount })}</p>
        </section>

        <section className="mg-zone mg-value-zone" aria-label={t('megagem.ui.valueZone')}>
          <h3>{t('megagem.ui.valueTitle', { chart: v.chart })}</h3>
          <table className="mg-chart">
            <thead>
              <tr><th scope="col">{t('megagem.ui.chartGem')}</th><th scope="col" title={t('megagem.ui.chartShownHelp')}>{t('megagem.ui.chartShown')}</th>
                {v.chartValues.map((_, i) => <th key={i} scope="col" className="mg-chart-n">{i === v.chartValues.length - 1 ? `${i}+` : i}</th>)}
              </tr>
            </thead>
            <tbody>
              {v.colors.map((c, ci) => {
                const n = v.displayCounts[ci];
                const at = Math.min(n, v.chartValues.length - 1);
                return (
                  <tr key={c}>
                    <th scope="row">
                      <Tip text={t('megagem.ui.chartRowTip', { color: color(c), shape: shapeName(words, c), shown: n, value: v.valueNow[ci] })}>
                        <span className="mg-tip-target mg-chart-gem" tabIndex={0}><Gem color={c} size={20} decorative /> <span className="mg-colour-name">{color(c)}</span></span>
                      </Tip>
                    </th>
                    <td className="mg-shown"><span key={n} className={n > 0 && v.display.length > mountDisplay ? 'mg-pop' : undefined}>{n}</span></td>
                    {v.chartValues.map((val, i) => (
                      <td key={i} className={i === at ? 'mg-now' : ''} aria-current={i === at ? 'true' : undefined}>
                        <Tip text={t('megagem.ui.chartCellTip', { count: i === v.chartValues.length - 1 ? `${i}+` : String(i), color: color(c), value: val })}>
                          <span className="mg-chart-val" tabIndex={i === at ? 0 : undefined}>{val}</span>
                        </Tip>
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="small muted mg-chart-note">{t('megagem.ui.chartNote')}</p>
          <div className="mg-display" role={v.display.length ? 'list' : 'group'} aria-label={t('megagem.ui.valueDisplay')} data-testid="mg-display">
            <span className="mg-display-label small" aria-hidden="true">{t('megagem.ui.valueDisplay')}</span>
            {v.display.map((d, i) => (
              <span key={d.id} role="listitem" className={`mg-display-gem${i >= mountDisplay ? ' mg-land' : ''}`}>
                <Gem color={d.color} size={18} title={plainSeatText(t('megagem.ui.revealedBy', { color: color(d.color), seat: `{seat:${d.seat}}` }), seats)} />
              </span>
            ))}
            {v.display.length === 0 && <span className="small muted">{t('megagem.ui.displayEmpty')}</span>}
          </div>
        </section>

        <section className="mg-zone mg-missions-zone" aria-label={t('megagem.ui.missions')}>
          <h3>{t('megagem.ui.missions')}</h3>
          <div className="mg-missions">
            {v.missions.map((m) => (
              <Tip key={m.id} text={m.claimedBy !== null
                ? t('megagem.ui.missionTipClaimed', { name: text(missionWords(m.id).name), owner: seatName(seats, m.claimedBy), coins: m.coins })
                : t('megagem.ui.missionTip', { name: text(missionWords(m.id).name), need: text(missionWords(m.id).text), coins: m.coins })}>
              <div className={`mg-mission mg-${m.family}${m.claimedBy !== null ? ' mg-claimed' : ''}`} tabIndex={0} role="group" aria-label={text(missionWords(m.id).name)}>
                <div className="mg-mission-head"><span>{t(FAMILY[m.family])}</span><Coin value={m.coins} size="s" /></div>
                <MissionNeedView need={m.need} />
                <div className="small mg-mission-text">{text(missionWords(m.id).text)}</div>
                {/* One line whatever the name's length (cut with an ellipsis; the tip and its description say it whole). */}
                {m.claimedBy !== null && <div className="mg-mission-owner">✓ <SeatName seats={seats} seat={m.claimedBy} /></div>}
              </div>
              </Tip>
            ))}
          </div>
        </section>
      </div>

      <div className="mg-mid">
        <section className={`mg-zone mg-you-zone${myTurnToBid || reveals.length ? ' mg-your-turn' : ''}`} aria-label={t('megagem.ui.yourPlay')}>
          {you === null ? <p className="muted">{t('megagem.ui.publicView')}</p> : (
            <>
              <div className="mg-you-head">
                <h3>{t('megagem.ui.yourHand')}</h3>
                <span className="row"><Coin value={v.coins[you]} size="l" label={t('megagem.ui.coinsWord', { n: v.coins[you] })} /> <span>{t('megagem.ui.coinsWord', { n: v.coins[you] })}</span></span>
              </div>
              {reveals.length > 0 ? <RevealChoice options={reveals} onReveal={reveal} hints={hints} /> : (
                <div className="mg-you-body">
                  <div className="mg-hand" aria-label={t('megagem.ui.handSecret')}>
                    {(v.hand ?? []).map((g) => {
                      const ci = v.colors.indexOf(g.color);
                      const shown = v.displayCounts[ci];
                      return (
                        <Tip key={g.id} text={t('megagem.ui.handTip', { color: color(g.color), shape: shapeName(words, g.color), shown, after: shown + 1, worthNow: worthAt(v.chartValues, shown), worthAfter: worthAt(v.chartValues, shown + 1) })}>
                          <GemCard color={g.color} size="s" tabIndex={0} role="img" aria-label={t('megagem.ui.gemName', { color: color(g.color) })} />
                        </Tip>
                      );
                    })}
                    {(v.hand ?? []).length === 0 && <span className="muted small">{t('megagem.ui.handEmpty')}</span>}
                  </div>
                  <div className="mg-you-action" ref={bidRoom}>
                    {myTurnToBid && <BidControl key={v.round} limit={v.bidLimit!} coins={v.coins[you]} card={v.auction} onBid={bid} hints={hints} />}
                    {v.phase === 'bid' && !myTurnToBid && v.yourBid !== null && (
                      <p className="mg-status" role="status">{t.rich('megagem.ui.youBid', {
                        amount: <b>{v.yourBid}</b>,
                        seats: <ListOf locale={t.locale} items={toAct.map((s) => ({ key: s, node: <SeatName seats={seats} seat={s} /> }))} />,
                      })}</p>
                    )}
                    {v.phase === 'reveal' && v.revealer !== null && v.revealer !== you && (
                      <p className="mg-status" role="status">{t.rich('megagem.ui.choosing', { seat: <SeatName seats={seats} seat={v.revealer} /> })}</p>
                    )}
                  </div>
                </div>
              )}
            </>
          )}
          {you === null && v.phase === 'reveal' && v.revealer !== null && (
            <p className="mg-status" role="status">{t.rich('megagem.ui.choosing', { seat: <SeatName seats={seats} seat={v.revealer} /> })}</p>
          )}
        </section>

        <LastAuction v={v} seats={seats} />
      </div>

      <section className="mg-players" aria-label={t('megagem.ui.players')}>
        {v.collections.map((c, s) => {
          const occupant = seats[s] ?? { kind: 'open' as const };
          return (
            <div key={s} className={`mg-player${s === you ? ' mg-player-you' : ''}`} data-testid={`mg-player-${s}`}>
              <div className="mg-player-head">
                <PlayerBadge occupant={occupant} you={s === you} active={toAct.includes(s)} compact />
                <Coin value={v.coins[s]} label={t('megagem.ui.coinsWord', { n: v.coins[s] })} />
              </div>
              <div className="small mg-player-meta">
                <span>{t('megagem.ui.inHand', { n: v.handCounts[s] })}</span>
                {v.phase === 'bid' && <span className={v.hasBid[s] ? 'mg-bid-in' : 'mg-bid-wait'}>{v.hasBid[s] ? t('megagem.ui.bidPlaced') : t('megagem.ui.stillBidding')}</span>}
              </div>
              <div className="mg-collection" role="group" aria-label={t('megagem.ui.collection')}>
                {v.colors.map((col, ci) => c.gemCounts[ci] > 0 && (
                  <Tip key={`${col}-${c.gemCounts[ci]}`} text={t('megagem.ui.ownedTip', { n: c.gemCounts[ci], color: color(col), shape: shapeName(words, col), value: v.valueNow[ci], total: c.gemCounts[ci] * v.valueNow[ci] })}>
                    <span className={`mg-owned${c.gemCounts[ci] > (mountCounts[s]?.[ci] ?? 0) ? ' mg-fly' : ''}`} tabIndex={0} role="img"
                      aria-label={t('megagem.ui.owned', { n: c.gemCounts[ci], color: color(col), value: v.valueNow[ci] })}>
                      <Gem color={col} size={22} decorative /><span aria-hidden="true">×{c.gemCounts[ci]}</span>
                    </span>
                  </Tip>
                ))}
                {c.gems.length === 0 && <span className="muted small">{t('megagem.ui.noGems')}</span>}
              </div>
              {c.gems.length > 0 && (
                <Tip text={t('megagem.ui.gemsWorthTip')}>
                  <span className="small mg-worth" tabIndex={0} data-testid={`mg-worth-${s}`}>
                    {t('megagem.ui.gemsWorth', { total: c.gemCounts.reduce((sum, n, ci) => sum + n * v.valueNow[ci], 0) })}
                  </span>
                </Tip>
              )}
              {(c.loans.length > 0 || c.investments.length > 0 || c.missions.length > 0) && (
                <div className="mg-extras small">
                  {c.loans.map((l, i) => <span key={`l${i}`} className="chip mg-chip-loan">{t('megagem.ui.loanChip', { amount: l.kind === 'loan' ? l.amount : 0 })}</span>)}
                  {c.investments.map((inv, i) => <span key={`i${i}`} className="chip mg-chip-invest">{t('megagem.ui.investChip', { amount: inv.amount, locked: inv.locked })}</span>)}
                  {c.missions.map((id) => {
                    const m = v.missions.find((x) => x.id === id);
                    return <span key={`m${id}`} className="chip mg-chip-mission">{m ? t('megagem.ui.missionChip', { name: text(missionWords(id).name), coins: m.coins }) : t('megagem.ui.mission')}</span>;
                  })}
                </div>
              )}
            </div>
          );
        })}
      </section>
      {flight && <FlightView key={flight.round} flight={flight} onDone={endFlight} />}
    </div>
  );
}

function LastAuction({ v, seats }: { v: TableView; seats: SeatOccupant[] }) {
  const { t, text } = useWords();
  const a = v.lastAuction;
  // Bids turned up one by one: only for an auction resolved while the table is open.
  const mountRound = useAtMount(a?.round ?? 0);
  const fresh = a !== null && a.round > mountRound;
  if (!a) return <section className="mg-zone mg-last" aria-label={t('megagem.ui.lastAuction')}><h3>{t('megagem.ui.lastAuction')}</h3><p className="muted small">{t('megagem.ui.noneResolved')}</p></section>;
  const tied = new Intl.ListFormat(t.locale === 'en-XA' ? 'en' : t.locale, { type: 'conjunction' }).format(a.tied.map((s) => `{seat:${s}}`));
  return (
    <section className="mg-zone mg-last" aria-label={t('megagem.ui.lastAuction')} data-testid="last-auction">
      <h3>{t('megagem.ui.outcomeTitle', { round: a.round })}</h3>
      <p>{t.rich('megagem.ui.outcome', {
        seat: <SeatName seats={seats} seat={a.winner} />, card: text(cardName(a.card).msg), price: <b>{a.price}</b>, price_n: a.price,
        took: a.gemCards.length > 0 ? 'yes' : 'no', gems: <>{a.gemCards.map((g) => <Gem key={g.id} color={g.color} size={18} />)}</>,
      })}</p>
      <ul className={`mg-bids${fresh ? ' mg-bids-flip' : ''}`} key={a.round}>
        {a.bids.map((b, s) => (
          <li key={s} className={s === a.winner ? 'mg-bid-win' : ''} style={{ ['--i' as string]: s }}><SeatName seats={seats} seat={s} /> <b>{b}</b></li>
        ))}
      </ul>
      {a.tied.length > 1 && (
        <p className="small muted">
          <SeatText seats={seats} text={t(a.tieRule === 'random' ? 'megagem.ui.tieRandom' : 'megagem.ui.tieLeft', { tied })} />
        </p>
      )}
    </section>
  );
}
