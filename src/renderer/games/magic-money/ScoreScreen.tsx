/**
 * End of Game: the Greediest Wizard's elimination and everyone's breakdown. Each score line gives its reason
 * (how many creatures, horns odd or even, wings and how many wizards have fewer, heart halves paired) on the
 * line itself and in full in a tooltip; the ledger totals say why the highest is eliminated.
 */
import type { GameResult, Seat } from '../../../shared/engine/types.js';
import type { TableView } from './tableView.js';
import type { SeatOccupant } from '../../../shared/protocol.js';
import type { ReactNode } from 'react';
import { PlayerBadge, SeatName } from '../../ui/index.js';
import { Tip } from '../../ui/Tip.js';
import { Trophy } from '../../ui/Trophy.js';
import { CreatureChip } from './CreatureArt.js';
import { useMoney } from './i18n/index.js';
import { Amount, LedgerSides } from './Ledger.js';
import { richList } from './list.js';
import { closeAmounts } from '../../i18n/amounts.js';

/** A score cell: the points, the reason under them, the full explanation in a tooltip. */
function Line({ points, reason, tip, className, below }: { points: ReactNode; reason?: ReactNode; tip: string; className?: string; below: boolean }) {
  return (
    <td className={className}>
      <Tip text={tip} placement={below ? 'below' : 'above'}>
        <span className="mm-score-line" tabIndex={0}>
          <span className="mm-score-points">{points}</span>
          {reason && <span className="mm-score-reason">{reason}</span>}
        </span>
      </Tip>
    </td>
  );
}

const halves = (cards: TableView['adopted'][number]) => ({
  left: cards.reduce((n, c) => n + c.leftHearts, 0), right: cards.reduce((n, c) => n + c.rightHearts, 0),
});

export function ScoreScreen({ view, seats, seat, result }: { view: TableView; seats: SeatOccupant[]; seat: Seat | null; result: GameResult | null }) {
  const t = useMoney();
  const final = view.final!;
  const places = result?.places ?? final.scores.map(() => 0);
  const order = final.scores.slice().sort((a, b) => places[a.seat] - places[b.seat] || a.seat - b.seat);
  const winners = result?.winners ?? [];
  // The ledger totals decide the Greediest Wizard: each written short (every digit in its title and accessible name);
  // totals that read alike but differ get a sentence with the exact difference ("Ben spent 12 more than Ada").
  const close = closeAmounts(final.scores.map((s) => s.ledgerTotal), t.locale);
  const rowClass = (s: (typeof order)[number]) => `${s.eliminated ? 'mm-out' : ''}${winners.includes(s.seat) ? ' mm-won' : ''}`;
  const names = (list: Seat[]) => richList(list.map((s) => <SeatName key={s} seats={seats} seat={s} />), t.locale);
  return (
    <div className="mm-table mm-final" data-testid="mm-score-screen">
      <header className="mm-final-head">
        <h2>{t('magic-money.ui.deckEmpty')}</h2>
        {final.greediest.length > 0
          ? <p className="mm-greedy-banner">
              {t.rich('magic-money.ui.greediest', {
                count: final.greediest.length, names: names(final.greediest),
                amount: <Amount value={final.scores[final.greediest[0]].ledgerTotal} />,
              })}
            </p>
          : <p className="mm-greedy-banner">{t('magic-money.ui.nobodyGreediest')}</p>}
        {close.length > 0 && (
          <ul className="mm-close-totals" data-testid="mm-close-totals">
            {close.map((c) => (
              <li key={`${c.more}-${c.less}`}>{t.rich('magic-money.ui.spentMore', {
                more: <SeatName seats={seats} seat={final.scores[c.more].seat} />, less: <SeatName seats={seats} seat={final.scores[c.less].seat} />,
                amount: <b><Amount value={c.by} /></b>,
              })}</li>
            ))}
          </ul>
        )}
        {winners.length > 0 && <p className="mm-winner"><Trophy size={26} /><span>{t.rich('magic-money.ui.winners', { count: winners.length, names: names(winners) })}</span></p>}
      </header>
      <div className="mm-score-wrap">
        <table className="mm-scores">
          <caption className="sr-only">{t('magic-money.ui.scores')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('magic-money.ui.place')}</th><th scope="col">{t('magic-money.ui.wizardColumn')}</th>
              <th scope="col" className="mm-detail">{t('magic-money.ui.creatureVp')}</th><th scope="col" className="mm-detail">{t('magic-money.scoreHorns')}</th>
              <th scope="col" className="mm-detail">{t('magic-money.scoreWings')}</th><th scope="col" className="mm-detail">{t('magic-money.scoreHearts')}</th>
              <th scope="col">{t('magic-money.ui.vpColumn')}</th><th scope="col">{t('magic-money.scoreLedger')}</th>
            </tr>
          </thead>
          <tbody>
            {order.map((s, row) => [
              <tr key={s.seat} className={`mm-main ${rowClass(s)}`}>
                <td>{s.eliminated ? '✗' : places[s.seat]}</td>
                <th scope="row"><PlayerBadge occupant={seats[s.seat] ?? { kind: 'open' }} you={s.seat === seat} compact /></th>
                <Line below={row < 2} className="mm-detail" points={s.creatureVp} reason={t('magic-money.adopted', { n: view.adopted[s.seat].length })}
                  tip={t('magic-money.ui.creatureVpTip', { n: view.adopted[s.seat].length })} />
                <Line below={row < 2} className="mm-detail" points={s.hornPoints} reason={t('magic-money.hornsDetail', { n: s.horns, odd: s.horns % 2 ? 'yes' : 'no' })}
                  tip={t('magic-money.ui.hornsTip', { n: s.horns, odd: s.horns % 2 ? 'yes' : 'no' })} />
                <Line below={row < 2} className="mm-detail" points={s.wingPoints} reason={t('magic-money.ui.wingsReason', { n: s.wings, beaten: s.wingPoints })}
                  tip={t('magic-money.ui.wingsTip', { n: s.wings, beaten: s.wingPoints })} />
                <Line below={row < 2} className="mm-detail" points={s.heartPoints} reason={t('magic-money.heartsDetail', { n: s.fullHearts })}
                  tip={t('magic-money.ui.heartsTip', { n: s.fullHearts, ...halves(view.adopted[s.seat]) })} />
                <Line below={row < 2} className="mm-vp" points={s.vp} tip={t('magic-money.ui.vpTip')} />
                <Line below={row < 2} className="mm-ledger-total" points={<Amount value={s.ledgerTotal} />}
                  reason={s.eliminated ? <span className="mm-tag mm-tag-out">{t('magic-money.ui.eliminated')}</span> : undefined}
                  tip={t('magic-money.ui.ledgerTip', { out: s.eliminated ? 'yes' : 'no' })} />
              </tr>,
              // A phone's narrow table: the four detail columns on one line under the row (mm.css).
              <tr key={`${s.seat}-parts`} className={`mm-parts ${rowClass(s)}`}>
                <td colSpan={4}>
                  {[[t('magic-money.ui.creatureVp'), s.creatureVp], [t('magic-money.scoreHorns'), s.hornPoints],
                    [t('magic-money.scoreWings'), s.wingPoints], [t('magic-money.scoreHearts'), s.heartPoints]]
                    .map(([label, points], i) => <span key={i}>{i > 0 && ' · '}{label} <b>{points}</b></span>)}
                </td>
              </tr>,
            ])}
          </tbody>
        </table>
      </div>
      <div className="mm-wizards">
        {order.map((s) => (
          <section key={s.seat} className={`mm-wizard${s.eliminated ? ' mm-wizard-out' : ''}`}>
            <header className="mm-wizard-head"><PlayerBadge occupant={seats[s.seat] ?? { kind: 'open' }} you={s.seat === seat} compact />
              {s.eliminated && <span className="mm-tag mm-tag-out">{t('magic-money.ui.eliminated')}</span>}</header>
            <div className="mm-chips">{view.adopted[s.seat].map((c) => <CreatureChip key={c.id} c={c} />)}</div>
            <LedgerSides ledger={view.ledgers[s.seat]} mine={s.seat === seat} over />
          </section>
        ))}
      </div>
    </div>
  );
}
