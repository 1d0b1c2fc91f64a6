/**
 * Magical Library's one-screen player aid (the "How to play" screen shows it beside the full rules): the goal,
 * a round's four steps, and the scoring, each with a small picture drawn from the game's own cards and glyphs.
 */
import { cardById } from '../../../shared/games/magical-library/data.js';
import { CardFace } from './CardFace.js';
import { CircleGlyph, WizardGlyph } from './glyphs.js';
import { LibraryTexts, useLib, useLibraryT } from './i18n/index.js';
import './ml.css';
import './ml-aid.css';

const GOAL_CARDS = ['red-owl-1', 'blue-candelabra-1', 'green-apprentice-1'];
/** The scoring example: four blue rooms (two printed apprentices) and one wizard: 4 × 3 = 12. */
const EXAMPLE: { id: string; wizard?: boolean }[] = [
  { id: 'blue-apprentice-1' }, { id: 'blue-owl-1', wizard: true }, { id: 'blue-apprentice-2' }, { id: 'blue-book-1' },
];

export default function Aid() {
  const t = useLibraryT();
  return <LibraryTexts.Provider value={t}><AidBody /></LibraryTexts.Provider>;
}

export function AidBody() {
  const t = useLib();
  const step = (n: 1 | 2 | 3 | 4, picture: React.ReactNode) => (
    <li className="ml-aid-step">
      <span className="ml-aid-pic" aria-hidden="true">{picture}</span>
      <span><b className="ml-aid-no">{n}</b> {t('magical-library.ui.aidStep', { step: n })}</span>
    </li>
  );
  const mini = (id: string, size = 34) => <CardFace card={cardById(id)} size={size} />;
  return (
    <article className="ml-aid" aria-label={t('magical-library.ui.aidLabel')} data-testid="ml-aid">
      <section>
        <h3>{t('magical-library.ui.aidGoal')}</h3>
        <div className="ml-aid-row">
          <span className="ml-aid-cards" aria-hidden="true">{GOAL_CARDS.map((id) => <span key={id}>{mini(id, 40)}</span>)}</span>
          <p>{t('magical-library.ui.aidGoalText')}</p>
        </div>
      </section>
      <section>
        <h3>{t('magical-library.ui.aidRound')}</h3>
        <ol className="ml-aid-steps">
          {step(1, <span className="ml-aid-fan">{['purple-inkwell-1', 'yellow-book-1', 'red-astrolabe-1'].map((id) => <span key={id}>{mini(id, 26)}</span>)}</span>)}
          {step(2, <span className="ml-aid-pass">← {mini('green-owl-1', 26)} →</span>)}
          {step(3, <span className="ml-aid-place">{mini('blue-inkwell-1', 26)}<span className="ml-aid-slot" />{mini('blue-owl-2', 26)}</span>)}
          {step(4, <WizardGlyph size={30} />)}
        </ol>
      </section>
      <section>
        <h3>{t('magical-library.ui.aidScoring')}</h3>
        <p>{t('magical-library.ui.aidScoringText')}</p>
        <div className="ml-aid-row">
          <div className="ml-aid-grid" aria-hidden="true">
            {EXAMPLE.map((c) => (
              <span key={c.id} className="ml-aid-cell">
                {mini(c.id, 44)}
                {c.wizard && <span className="ml-aid-wizard"><WizardGlyph size={20} /></span>}
              </span>
            ))}
          </div>
          <p className="ml-aid-example"><b>{t('magical-library.ui.aidExample')}</b></p>
        </div>
        <p className="ml-aid-row"><CircleGlyph size={26} /> {t('magical-library.ui.aidCircles')}</p>
      </section>
    </article>
  );
}
