import type { GameResult } from '../../../shared/engine/types.js';
import type { SeatOccupant } from '../../../shared/protocol.js';
import { SeatName, SeatText, plainSeatText } from '../../ui/index.js';
import { useWords } from './i18n/index.js';
import { ListOf } from './list.js';
import type { LineWords } from './score.js';

/**
 * The final score screen: every player's breakdown (gems by colour, missions, loans, investments, coins), ranked.
 * `words` (per seat, per line) says the lines in the reader's language; without it, the engine's English.
 */
export function ScoreBoard({ result, seats, you, words }: { result: GameResult; seats: SeatOccupant[]; you: number | null; words?: LineWords[][] }) {
  const { t } = useWords();
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
  return (
    <section className="mg-score" aria-label={t('megagem.ui.finalScores')} data-testid="score-screen">
      <h2 className="mg-score-title">
        {winners.length === 1
          ? t.rich('megagem.ui.wins', { seat: <SeatName seats={seats} seat={winners[0]} />, total: result.seats[winners[0]].total })
          : t.rich('megagem.ui.tie', { seats: <ListOf locale={t.locale} items={winners.map((w) => ({ key: w, node: <SeatName seats={seats} seat={w} /> }))} /> })}
        {you !== null && winners.includes(you) && <span className="mg-you-won"> {t('megagem.ui.thatsYou')}</span>}
      </h2>
      <div className="mg-score-scroll">
        <table className="mg-score-table">
          <thead>
            <tr>
              <th scope="col">{t('megagem.ui.place')}</th>
              <th scope="col">{t('megagem.ui.player')}</th>
              <th scope="col">{t('megagem.ui.total')}</th>
              {lines.map((i) => <th scope="col" key={i}>{heading(i)}</th>)}
            </tr>
          </thead>
          <tbody>
            {order.map((s) => (
              <tr key={s.seat} className={`${result.places[s.seat] === 1 ? 'mg-winner' : ''}${s.seat === you ? ' mg-you' : ''}`}>
                <td className="mg-place">{result.places[s.seat]}</td>
                <th scope="row"><SeatName seats={seats} seat={s.seat} /></th>
                <td className="mg-total">{s.total}</td>
                {lines.map((i) => {
                  const line = s.breakdown[i];
                  const w = local(s.seat);
                  const detail = w ? w[i].detail : line?.detail !== 'none' ? line?.detail : undefined;
                  return (
                    <td key={i} title={detail ? plainSeatText(detail, seats) : undefined}>
                      <span className={line && line.points < 0 ? 'mg-neg' : ''}>{line ? line.points : '–'}</span>
                      {detail && <small className="mg-detail"><SeatText text={detail} seats={seats} /></small>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
