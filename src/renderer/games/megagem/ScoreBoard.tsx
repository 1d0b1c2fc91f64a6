import { Trophy } from '../../ui/Trophy.js';
import type { ReactNode } from 'react';
import type { GameResult } from '../../../shared/engine/types.js';
import type { SeatOccupant } from '../../../shared/protocol.js';
import { COLORS } from '../../../shared/games/megagem/data.js';
import { SeatName, SeatText, plainSeatText } from '../../ui/index.js';
import { Tip } from '../../ui/Tip.js';
import { Gem } from './Gem.js';
import { useWords } from './i18n/index.js';
import { ListOf } from './list.js';
import type { LineWords } from './score.js';
import { ScrollHint } from '../../ui/ScrollHint.js';
import { useNarrow } from '../../app/useNarrow.js';

/**
 * How the score lines are laid out: on a laptop one row per person (place, name, total, then the eight lines); on a
 * phone (the app's narrow layout) one column per person, the lines as rows and the totals first, so that three to
 * five people fit the width of the screen and nobody swipes sideways to find a total.
 */
export type ScoreLayout = 'rows' | 'columns';
export function scoreLayout(narrow: boolean): ScoreLayout {
  return narrow ? 'columns' : 'rows';
}

/**
 * The final score screen: every player's breakdown (gems by colour, missions, loans, investments, coins), ranked.
 * `words` (per seat, per line) says the lines in the reader's language; without it, the engine's English.
 * `tips` (per seat) explain each line and the total on hover, focus or long press: the reason behind the number.
 */
export function ScoreBoard({ result, seats, you, words, tips, layout }: {
  result: GameResult; seats: SeatOccupant[]; you: number | null; words?: LineWords[][]; tips?: ({ lines: string[]; total: string } | null)[];
  /** The layout to draw; by default the one for the screen's width (`scoreLayout`). */
  layout?: ScoreLayout;
}) {
  const { t } = useWords();
  const narrow = useNarrow();
  const columns = (layout ?? scoreLayout(narrow)) === 'columns';
  const local = (seat: number) => {
    const w = words?.[seat];
    return w && w.length === result.seats[seat]?.breakdown.length ? w : null;
  };
  const first = result.seats[0];
  const lineCount = Math.max(0, ...result.seats.map((s) => s.breakdown.length));
  const heading = (i: number) => local(first?.seat ?? 0)?.[i]?.category ?? result.seats.find((s) => s.breakdown[i])?.breakdown[i].category ?? '';
  const lines = Array.from({ length: lineCount }, (_, i) => i);
  const order = [...result.seats].sort((a, b) => result.places[a.seat] - result.places[b.seat] || a.seat - b.seat);
  const winners = result.winners;
  /** A score with its reason as a tooltip (focusable), or the bare score. */
  const cell = (tip: string | undefined, score: ReactNode, className?: string) => tip
    ? <Tip text={tip} placement="below"><span className={`mg-score-n${className ? ` ${className}` : ''}`} tabIndex={0}>{score}</span></Tip>
    : className !== undefined ? <span className={className}>{score}</span> : score;
  return (
    <section className="mg-score" aria-label={t('megagem.ui.finalScores')} data-testid="score-screen">
      <h2 className="mg-score-title">
        <Trophy size={24} />{' '}
        {winners.length === 1
          ? t.rich('megagem.ui.wins', { seat: <SeatName seats={seats} seat={winners[0]} />, total: result.seats[winners[0]].total })
          : t.rich('megagem.ui.tie', { seats: <ListOf locale={t.locale} items={winners.map((w) => ({ key: w, node: <SeatName seats={seats} seat={w} /> }))} /> })}
        {you !== null && winners.includes(you) && <span className="mg-you-won"> {t('megagem.ui.thatsYou')}</span>}
      </h2>
      {columns ? (
        <table className="mg-score-table mg-score-columns" data-layout="columns">
          <thead>
            <tr>
              <th scope="col"><span className="sr-only">{t('megagem.ui.player')}</span></th>
              {order.map((s) => (
                <th scope="col" key={s.seat} className={`${result.places[s.seat] === 1 ? 'mg-winner' : ''}${s.seat === you ? ' mg-you' : ''}`}>
                  <span className="mg-col-place"><span className="sr-only">{t('megagem.ui.place')} </span>{result.places[s.seat]}</span>
                  <span className="mg-col-name"><SeatName seats={seats} seat={s.seat} /></span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="mg-total-row">
              <th scope="row">{t('megagem.ui.total')}</th>
              {order.map((s) => <td key={s.seat} className={`mg-total${result.places[s.seat] === 1 ? ' mg-winner' : ''}`}>{cell(tips?.[s.seat]?.total, s.total)}</td>)}
            </tr>
            {lines.map((i) => (
              <tr key={i}>
                <th scope="row">{i < COLORS.length ? <span className="mg-head-gem"><Gem color={COLORS[i]} size={14} decorative /> {heading(i)}</span> : heading(i)}</th>
                {order.map((s) => {
                  const line = s.breakdown[i];
                  return <td key={s.seat}>{cell(tips?.[s.seat]?.lines[i], line ? line.points : '–', line && line.points < 0 ? 'mg-neg' : '')}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ) : <>
      <ScrollHint />
      <div className="mg-score-scroll">
        <table className="mg-score-table" data-layout="rows">
          <thead>
            <tr>
              <th scope="col">{t('megagem.ui.place')}</th>
              <th scope="col">{t('megagem.ui.player')}</th>
              <th scope="col">{t('megagem.ui.total')}</th>
              {lines.map((i) => <th scope="col" key={i}>{i < COLORS.length ? <span className="mg-head-gem"><Gem color={COLORS[i]} size={16} decorative /> {heading(i)}</span> : heading(i)}</th>)}
            </tr>
          </thead>
          <tbody>
            {order.map((s) => (
              <tr key={s.seat} className={`${result.places[s.seat] === 1 ? 'mg-winner' : ''}${s.seat === you ? ' mg-you' : ''}`}>
                <td className="mg-place">{result.places[s.seat]}</td>
                <th scope="row"><SeatName seats={seats} seat={s.seat} /></th>
                <td className="mg-total">{cell(tips?.[s.seat]?.total, s.total)}</td>
                {lines.map((i) => {
                  const line = s.breakdown[i];
                  const w = local(s.seat);
                  const detail = w ? w[i].detail : line?.detail !== 'none' ? line?.detail : undefined;
                  return (
                    <td key={i} title={detail && !tips?.[s.seat] ? plainSeatText(detail, seats) : undefined}>
                      {cell(tips?.[s.seat]?.lines[i], line ? line.points : '–', line && line.points < 0 ? 'mg-neg' : '')}
                      {detail && <small className="mg-detail"><SeatText text={detail} seats={seats} /></small>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      </>}
    </section>
  );
}
