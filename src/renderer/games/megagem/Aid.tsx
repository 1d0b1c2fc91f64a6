/**
 * MegaGem's one-screen player aid (GameMeta.Aid, shown by "How to play"): the goal, a round (auction → sealed
 * bids → the winner reveals → missions), the end and the scoring, drawn with the game's own gems and cards, in
 * the reader's language.
 */
import { useMemo } from 'react';
import { AUCTION_CARDS, COLORS, VALUE_CHARTS } from '../../../shared/games/megagem/data.js';
import { MESSAGES } from '../../../shared/games/megagem/messages.js';
import type { Msg } from '../../../shared/engine/types.js';
import { gameTexts } from '../../i18n/games.js';
import { Coin } from '../../ui/index.js';
import { AuctionCardView, GEM_SHAPE, Gem, GemCard } from './Gem.js';
import UI_EN from '../../../shared/games/megagem/i18n/en.js';
import { makeWords, WordsContext, type MegaGemT } from './i18n/index.js';
import './megagem.css';

/** The aid's words: the table's own, and the colours' names (engine messages). */
const AID_EN = {
  ...UI_EN,
  'megagem.blue': MESSAGES['megagem.blue'], 'megagem.green': MESSAGES['megagem.green'], 'megagem.pink': MESSAGES['megagem.pink'],
  'megagem.purple': MESSAGES['megagem.purple'], 'megagem.yellow': MESSAGES['megagem.yellow'],
};
const useAidT = gameTexts('megagem', AID_EN);

const ONE_GEM = AUCTION_CARDS.find((c) => c.kind === 'treasure' && c.gems === 1)!;

export default function MegaGemAid() {
  const all = useAidT();
  const words = useMemo(() => makeWords(all as unknown as MegaGemT, (m: Msg) => all(m.id as keyof typeof AID_EN, m.params as Record<string, string>)), [all]);
  const { t, color } = words;
  const chart = VALUE_CHARTS.A;
  return (
    <WordsContext.Provider value={words}>
      <article className="mg-aid" aria-labelledby="mg-aid-title" data-testid="megagem-aid">
        <h2 id="mg-aid-title">{t('megagem.ui.aidTitle')}</h2>

        <section className="mg-aid-goal">
          <h3>{t('megagem.ui.aidGoal')}</h3>
          <p>{t('megagem.ui.aidGoalText')}</p>
          <table className="mg-chart mg-aid-chart">
            <caption className="small">{t('megagem.ui.aidChart')}</caption>
            <tbody>
              <tr><th scope="row">{t('megagem.ui.chartShown')}</th>{chart.map((_, i) => <td key={i}>{i === chart.length - 1 ? `${i}+` : i}</td>)}</tr>
              <tr><th scope="row"><Gem color="blue" size={18} decorative /></th>{chart.map((v, i) => <td key={i} className={i === 2 ? 'mg-now' : ''}>{v}</td>)}</tr>
            </tbody>
          </table>
        </section>

        <section className="mg-aid-round">
          <h3>{t('megagem.ui.aidRound')}</h3>
          <ol className="mg-aid-steps">
            <li>
              <div className="mg-aid-pic" inert><AuctionCardView card={ONE_GEM} gems={[{ id: 12, color: 'pink' }]} size="m" /></div>
              <p>{t('megagem.ui.aidStep1')}</p>
            </li>
            <li>
              <div className="mg-aid-pic mg-aid-bids" inert>
                <span className="mg-aid-sealed">?</span><span className="mg-aid-sealed">?</span><span className="mg-aid-sealed">?</span><Coin value={7} size="m" />
              </div>
              <p>{t('megagem.ui.aidStep2')}</p>
            </li>
            <li>
              <div className="mg-aid-pic" inert><GemCard color="purple" size="s" /><span className="mg-aid-arrow">→</span><Gem color="purple" size={22} /><Gem color="purple" size={22} /></div>
              <p>{t('megagem.ui.aidStep3')}</p>
            </li>
            <li>
              <div className="mg-aid-pic" inert><span className="mg-mission mg-crown mg-aid-mission"><Gem color="blue" size={16} /><Gem color="green" size={16} /><Gem color="yellow" size={16} /><Coin value={10} size="s" /></span></div>
              <p>{t('megagem.ui.aidStep4')}</p>
            </li>
          </ol>
          <p className="small">{t('megagem.ui.aidEnd')}</p>
        </section>

        <section className="mg-aid-score">
          <h3>{t('megagem.ui.aidScoring')}</h3>
          <p className="mg-aid-formula">
            <span><Gem color="yellow" size={18} decorative /> {t('megagem.ui.aidScoreGems')}</span>
            <span>+ {t('megagem.ui.aidScoreMissions')}</span>
            <span>− {t('megagem.ui.aidScoreLoans')}</span>
            <span>+ {t('megagem.ui.aidScoreInvest')}</span>
            <span>+ {t('megagem.ui.aidScoreCoins')}</span>
          </p>
          <h3>{t('megagem.ui.aidShapes')}</h3>
          <ul className="mg-aid-shapes">
            {COLORS.map((c) => (
              <li key={c}><Gem color={c} size={26} decorative /> <span>{color(c)}</span> <small>{t('megagem.ui.shape', { shape: GEM_SHAPE[c] })}</small></li>
            ))}
          </ul>
        </section>
      </article>
    </WordsContext.Provider>
  );
}
