import type { GameResult } from '../../../shared/engine/types.js';
import type { SeatOccupant } from '../../../shared/protocol.js';
import { SeatName, SeatText, plainSeatText } from '../../ui/index.js';

/** The final score screen: every player's breakdown (gems by colour, missions, loans, investments, coins), ranked. */
export function ScoreBoard({ result, seats, you }: { result: GameResult; seats: SeatOccupant[]; you: number | null }) {
  const categories: string[] = [];
  for (const s of result.seats) for (const l of s.breakdown) if (!categories.includes(l.category)) categories.push(l.category);
  const order = [...result.seats].sort((a, b) => result.places[a.seat] - result.places[b.seat] || a.seat - b.seat);
  const winners = result.winners;
  return (
    <section className="mg-score" aria-label="Final scores" data-testid="score-screen">
      <h2 className="mg-score-title">
        {winners.length === 1
          ? <><SeatName seats={seats} seat={winners[0]} /> wins with {result.seats[winners[0]].total} coins!</>
          : <>A tie for first: {winners.map((w, i) => <span key={w}>{i > 0 && ' and '}<SeatName seats={seats} seat={w} /></span>)}!</>}
        {you !== null && winners.includes(you) && <span className="mg-you-won"> 🎉 That’s you!</span>}
      </h2>
      <div className="mg-score-scroll">
        <table className="mg-score-table">
          <thead>
            <tr>
              <th scope="col">Place</th>
              <th scope="col">Player</th>
              <th scope="col">Total</th>
              {categories.map((c) => <th scope="col" key={c}>{c}</th>)}
            </tr>
          </thead>
          <tbody>
            {order.map((s) => (
              <tr key={s.seat} className={`${result.places[s.seat] === 1 ? 'mg-winner' : ''}${s.seat === you ? ' mg-you' : ''}`}>
                <td className="mg-place">{result.places[s.seat]}</td>
                <th scope="row"><SeatName seats={seats} seat={s.seat} /></th>
                <td className="mg-total">{s.total}</td>
                {categories.map((c) => {
                  const line = s.breakdown.find((l) => l.category === c);
                  return (
                    <td key={c} title={line?.detail ? plainSeatText(line.detail, seats) : undefined}>
                      <span className={line && line.points < 0 ? 'mg-neg' : ''}>{line ? line.points : '–'}</span>
                      {line?.detail && line.detail !== 'none' && <small className="mg-detail"><SeatText text={line.detail} seats={seats} /></small>}
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
