/** A magic Object: its category symbol, name and three prices (green < blue < red). */
import { objectOf } from '../../../shared/games/magic-market/data.js';
import { PRICE_FILL } from './Dice.js';
import { SymbolGlyph } from './glyphs.js';
import { objectNameOf, useMT } from './i18n/index.js';
import { CORNER_FILL } from './Market.js';

export function ObjectTile({ id, onPick, selected, disabled, note, label }: {
  id: string; onPick?: () => void; selected?: boolean; disabled?: boolean; note?: string; label?: string;
}) {
  const t = useMT();
  const o = objectOf(id);
  const name = t(objectNameOf(id));
  const [green, blue, red] = o.prices;
  const body = (
    <>
      <span className="mk-obj-top">
        <SymbolGlyph symbol={o.category} size={20} colour="#3a2d20" />
        <span className="mk-obj-name">{name}</span>
      </span>
      <span className="mk-obj-cat">{t(`magic-market.ui.category.${o.category}`)}</span>
      <span className="mk-prices" aria-label={t('magic-market.ui.prices', { green, blue, red })}>
        {o.prices.map((p, i) => <span key={i} className="mk-price" style={{ background: PRICE_FILL[(['green', 'blue', 'red'] as const)[i]] }}>{p}</span>)}
      </span>
      {note && <span className="mk-obj-note">{note}</span>}
    </>
  );
  const style = { ['--mk-obj' as string]: CORNER_FILL[o.colour] };
  if (!onPick) return <div className="mk-obj" style={style} data-object={id}>{body}</div>;
  return (
    <button type="button" className={`mk-obj mk-obj-pick${selected ? ' mk-obj-selected' : ''}`} style={style} data-object={id}
      onClick={onPick} disabled={disabled} aria-pressed={selected} aria-label={label ?? name}>
      {body}
    </button>
  );
}
