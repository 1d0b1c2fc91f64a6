/**
 * Magic Market's one-screen player aid ("How to play"): the goal, a turn in three drawn steps, the Visitors,
 * the eight categories with their drawings, the prices and the end. Lazy (meta.tsx): its own chunk.
 */
import { CATEGORIES, PRICE_COLOURS } from '../../../shared/games/magic-market/data.js';
import { CategoryArt } from './CategoryArt.js';
import { PricePips } from './cues.js';
import { MovementDie } from './Dice.js';
import { SymbolGlyph } from './glyphs.js';
import { MarketText, useMarketT } from './i18n/index.js';
import { PRICE_FILL } from './palette.js';
import './market.css';

function Pawn({ symbol }: { symbol?: 'books' | 'crazy' | 'pal' }) {
  return (
    <svg viewBox="0 0 44 44" width="40" height="40" aria-hidden="true" focusable="false">
      <circle cx="22" cy="22" r="20" fill={symbol ? '#c2473b' : '#7a5fb0'} stroke="#2c2140" strokeWidth="2" />
      {symbol
        ? <SymbolGlyph symbol={symbol} x={8} y={8} size={28} colour="#fff" />
        : <path d="M9 28h26M14 28c0-14 16-14 16 0" stroke="#fff" strokeWidth="2.5" fill="none" />}
    </svg>
  );
}

export default function MarketAid() {
  const t = useMarketT();
  return (
    <MarketText.Provider value={t}>
      <article className="mk-aid" data-testid="mk-aid" aria-label={t('magic-market.ui.aid.title')}>
        <h2>{t('magic-market.ui.aid.title')}</h2>
        <section className="mk-aid-goal">
          <h3>{t('magic-market.ui.aid.goal')}</h3>
          <p>{t('magic-market.ui.aid.goalText')}</p>
        </section>
        <section>
          <h3>{t('magic-market.ui.aid.turn')}</h3>
          <ol className="mk-aid-steps">
            <li><MovementDie value={3} /><span>{t('magic-market.ui.aid.step1')}</span></li>
            <li><span className="mk-aid-pawns"><Pawn /><Pawn symbol="books" /><Pawn /></span><span>{t('magic-market.ui.aid.step2')}</span></li>
            <li><span className="mk-aid-pawns"><Pawn symbol="books" /><Pawn symbol="crazy" /><Pawn symbol="pal" /></span><span>{t('magic-market.ui.aid.step3')}</span></li>
          </ol>
          <p className="mk-aid-small">{t('magic-market.ui.aid.visitors')}</p>
        </section>
        <section>
          <h3>{t('magic-market.ui.aid.categories')}</h3>
          <ul className="mk-aid-cats">
            {CATEGORIES.map((c) => (
              <li key={c}><CategoryArt category={c} size={44} /><span>{t(`magic-market.ui.category.${c}`)}</span></li>
            ))}
          </ul>
          <p className="mk-aid-prices">
            <span className="mk-prices" aria-hidden="true">
              {PRICE_COLOURS.map((c, i) => <span key={c} className="mk-price" style={{ background: PRICE_FILL[c] }}><PricePips colour={c} />{[2, 3, 5][i]}</span>)}
            </span>{' '}
            {t('magic-market.ui.aid.prices')}
          </p>
        </section>
        <section>
          <h3>{t('magic-market.ui.aid.end')}</h3>
          <p>{t('magic-market.ui.aid.endText')}</p>
          <p className="mk-aid-small">{t('magic-market.ui.aid.variant')}</p>
        </section>
      </article>
    </MarketText.Provider>
  );
}
