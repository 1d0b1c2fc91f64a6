/**
 * Magic Money's one-screen player aid (shown by "How to play" from the lobby, the room and the table): the goal,
 * an auction in four pictures (open → sealed bids → announcement → ledgers) and the scoring, illustrated with
 * the game's own creatures. Loaded on demand (meta.tsx); reads the reader's language itself.
 */
import { creatureView } from '../../../shared/games/magic-money/view.js';
import { CreatureDrawing } from './creatures.js';
import { creatureName, MoneyText, useMoney, useMoneyT } from './i18n/index.js';
import { Amount } from './Ledger.js';
import './mm.css';

const GOAT = 8, FERRET = 15, KRAKEN = 5, OWLBEAR = 4, GRYPHON = 7;

function Picture({ id, caption }: { id: number; caption?: string }) {
  const t = useMoney();
  const c = creatureView(id);
  return (
    <figure className="mm-aid-fig">
      <svg viewBox="0 0 120 100" className="mm-aid-picture" role="img" aria-label={t('magic-money.ui.pictureOf', { creature: creatureName(t, c) })}>
        <CreatureDrawing c={c} />
      </svg>
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

function MiniLedger({ pub, priv }: { pub: string[]; priv: string[] }) {
  const t = useMoney();
  return (
    <div className="mm-aid-ledger" aria-hidden="true">
      <div><b>◉ {t('magic-money.ui.public')}</b>{pub.map((a, i) => <span key={i} className={i === pub.length - 1 ? 'mm-aid-new' : ''}><Amount value={a} /></span>)}</div>
      <div><b>◌ {t('magic-money.ui.private')}</b>{priv.map((a, i) => <span key={i}><Amount value={a} /></span>)}</div>
    </div>
  );
}

/** The aid itself, in the language of the surrounding `MoneyText` (the default export provides it). */
export function AidContent() {
  const t = useMoney();
  return (
    <div className="mm-aid" data-testid="mm-aid">
      <h2 className="mm-aid-title">{t('magic-money.ui.aidTitle')}</h2>
      <section className="mm-aid-goal">
        <Picture id={OWLBEAR} />
        <div>
          <h3>{t('magic-money.ui.aidGoal')}</h3>
          <p>{t('magic-money.ui.aidGoalText')}</p>
        </div>
      </section>
      <section>
        <h3>{t('magic-money.ui.aidAuction')}</h3>
        <ol className="mm-aid-steps">
          <li>
            <div className="mm-aid-art" aria-hidden="true"><span className="mm-aid-bid">1</span><span className="mm-aid-arrow">→</span><span className="mm-aid-bid">≤ <Amount value="57" /></span></div>
            <p>{t('magic-money.ui.aidStep1')}</p>
          </li>
          <li>
            <div className="mm-aid-art" aria-hidden="true"><span className="mm-token-disc mm-aid-token">✓</span><span className="mm-token-disc mm-aid-token">✓</span><span className="mm-token-disc mm-aid-token mm-aid-wait">…</span></div>
            <p>{t('magic-money.ui.aidStep2')}</p>
          </li>
          <li>
            <div className="mm-aid-art"><Picture id={GRYPHON} /></div>
            <p>{t('magic-money.ui.aidStep3')}</p>
          </li>
          <li>
            <div className="mm-aid-art"><MiniLedger pub={['5', '570']} priv={['1234']} /></div>
            <p>{t('magic-money.ui.aidStep4')}</p>
          </li>
        </ol>
      </section>
      <section>
        <h3>{t('magic-money.ui.aidScoring')}</h3>
        <ul className="mm-aid-scoring">
          <li><span className="mm-aid-star" aria-hidden="true">★</span><p>{t('magic-money.ui.aidVp')}</p></li>
          <li><Picture id={GOAT} /><p>{t('magic-money.ui.aidHorns')}</p></li>
          <li><Picture id={FERRET} /><p>{t('magic-money.ui.aidWings')}</p></li>
          <li><Picture id={KRAKEN} /><p>{t('magic-money.ui.aidHearts')}</p></li>
        </ul>
        <p className="mm-aid-greedy">{t('magic-money.ui.aidGreedy')}</p>
      </section>
    </div>
  );
}

export default function MagicMoneyAid() {
  const t = useMoneyT();
  return <MoneyText.Provider value={t}><AidContent /></MoneyText.Provider>;
}
