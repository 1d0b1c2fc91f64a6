/** End of Game: the Greediest Wizard's elimination and everyone's breakdown. */
import type { GameResult, Seat } from '../../../shared/engine/types.js';
import type { TableView } from './tableView.js';
import type { SeatOccupant } from '../../../shared/protocol.js';
import { PlayerBadge, SeatName } from '../../ui/index.js';
import { CreatureChip } from './CreatureArt.js';
import { Amount, LedgerSides } from './Ledger.js';

export function ScoreScreen({ view, seats, seat, result }: { view: TableView; seats: SeatOccupant[]; seat: Seat | null; result: GameResult | null }) {
  const final = view.final!;
  const places = result?.places ?? final.scores.map(() => 0);
  const order = final.scores.slice().sort((a, b) => places[a.seat] - places[b.seat] || a.seat - b.seat);
  const winners = result?.winners ?? [];
  return (
    <div className="mm-table mm-final" data-testid="mm-score-screen">
      <header className="mm-final-head">
        <h2>The Creature deck is empty</h2>
        {final.greediest.length > 0
          ? <p className="mm-greedy-banner">
              {final.greediest.map((s, i) => <span key={s}>{i > 0 && ' and '}<SeatName seats={seats} seat={s} /></span>)}
              {final.greediest.length > 1 ? ' tie as the Greediest Wizards' : ' is the Greediest Wizard'} with a ledger total
              of <Amount value={final.scores[final.greediest[0]].ledgerTotal} /> — eliminated!
            </p>
          : <p className="mm-greedy-banner">Every wizard spent exactly the same: nobody is eliminated.</p>}
        {winners.length > 0 && <p className="mm-winner">{winners.map((s, i) => <span key={s}>{i > 0 && ' and '}<SeatName seats={seats} seat={s} /></span>)} win{winners.length === 1 ? 's' : ''}!</p>}
      </header>
      <div className="mm-score-wrap">
        <table className="mm-scores">
          <caption className="sr-only">Scores</caption>
          <thead>
            <tr><th scope="col">Place</th><th scope="col">Wizard</th><th scope="col">Creature VP</th><th scope="col">Horns</th><th scope="col">Wings</th><th scope="col">Hearts</th><th scope="col">VP</th><th scope="col">Ledger total</th></tr>
          </thead>
          <tbody>
            {order.map((s) => (
              <tr key={s.seat} className={`${s.eliminated ? 'mm-out' : ''}${winners.includes(s.seat) ? ' mm-won' : ''}`}>
                <td>{s.eliminated ? '✗' : places[s.seat]}</td>
                <th scope="row"><PlayerBadge occupant={seats[s.seat] ?? { kind: 'open' }} you={s.seat === seat} compact /></th>
                <td>{s.creatureVp}</td>
                <td title={`${s.horns} horns (${s.horns % 2 ? 'odd' : 'even'})`}>{s.hornPoints} <span className="muted small">({s.horns})</span></td>
                <td title={`${s.wings} wings`}>{s.wingPoints} <span className="muted small">({s.wings})</span></td>
                <td title={`${s.fullHearts} full hearts`}>{s.heartPoints} <span className="muted small">({s.fullHearts}♥)</span></td>
                <td className="mm-vp">{s.vp}</td>
                <td className="mm-ledger-total"><Amount value={s.ledgerTotal} />{s.eliminated && <span className="mm-tag mm-tag-out">eliminated</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mm-wizards">
        {order.map((s) => (
          <section key={s.seat} className={`mm-wizard${s.eliminated ? ' mm-wizard-out' : ''}`}>
            <header className="mm-wizard-head"><PlayerBadge occupant={seats[s.seat] ?? { kind: 'open' }} you={s.seat === seat} compact /></header>
            <div className="mm-chips">{view.adopted[s.seat].map((c) => <CreatureChip key={c.id} c={c} />)}</div>
            <LedgerSides ledger={view.ledgers[s.seat]} mine={s.seat === seat} />
          </section>
        ))}
      </div>
    </div>
  );
}
