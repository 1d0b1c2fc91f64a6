/**
 * A magic Object: its category's drawing, name and category, its three prices (green < blue < red, with one to
 * three pips) and its Stand's colour (edge and shape). A tooltip on hover, focus or long-press says it all in a
 * sentence; every tile is reachable by keyboard.
 */
import { objectOf, PRICE_COLOURS } from '../../../shared/games/magic-market/data.js';
import { Tip } from '../../ui/Tip.js';
import { CategoryArt } from './CategoryArt.js';
import { CornerMark, PricePips } from './cues.js';
import { objectNameOf, useMT } from './i18n/index.js';
import { CORNER_FILL, PRICE_FILL } from './palette.js';

export function ObjectTile({ id, onPick, selected, disabled, note, label, tabIndex, line = false }: {
  id: string; onPick?: () => void; selected?: boolean; disabled?: boolean; note?: string; label?: string;
  /** One line (another's Stand, market.css): the name and category together at the left, the prices at the right. */
  line?: boolean;
  /** In a PickGrid (keys.tsx): 0 for the group's one tab stop, -1 for the others (the arrows reach them). */
  tabIndex?: number;
}) {
  const t = useMT();
  const o = objectOf(id);
  const name = t(objectNameOf(id));
  const [green, blue, red] = o.prices;
  const category = t(`magic-market.ui.category.${o.category}`);
  const tip = t('magic-market.ui.objectTip', { object: name, category, colour: t(`magic-market.ui.corner.${o.colour}`), green, blue, red });
  const body = (
    <>
      {line
        // A Stand's Objects are all its colour: the line's edge says it; no shape on every line.
        ? <span className="mk-obj-words"><span className="mk-obj-name">{name}</span> <span className="mk-obj-cat">{category}</span></span>
        : <>
          <span className="mk-obj-name">{name}</span>
          {/* The shape kept with the word (a no-break space): a narrow tile breaks the word at its soft hyphens instead. */}
          <span className="mk-obj-cat"><CornerMark colour={o.colour} size={10} />{'\u00a0'}{category}</span>
        </>}
      <span className="sr-only">{t('magic-market.ui.prices', { green, blue, red })}</span>
      {/* The category's drawing at the bottom right, where the rulebook's Objects show their symbol. */}
      <span className="mk-obj-foot">
        <span className="mk-prices" aria-hidden="true">
          {o.prices.map((p, i) => (
            <span key={i} className="mk-price" style={{ background: PRICE_FILL[PRICE_COLOURS[i]] }}><PricePips colour={PRICE_COLOURS[i]} />{p}</span>
          ))}
        </span>
        <CategoryArt category={o.category} size={34} className="mk-obj-art" />
      </span>
      {note && <span className="mk-obj-note">{note}</span>}
    </>
  );
  const style = { ['--mk-obj' as string]: CORNER_FILL[o.colour] };
  if (!onPick) {
    return <Tip text={tip}><div className={`mk-obj${line ? ' mk-obj-line' : ''}`} style={style} data-object={id} tabIndex={0}>{body}</div></Tip>;
  }
  return (
    <Tip text={tip}>
      <button type="button" className={`mk-obj mk-obj-pick${selected ? ' mk-obj-selected' : ''}`} style={style} data-object={id}
        onClick={onPick} disabled={disabled} aria-pressed={selected} aria-label={label ?? name} tabIndex={tabIndex}>
        {body}
      </button>
    </Tip>
  );
}
