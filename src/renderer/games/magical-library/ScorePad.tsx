/**
 * The final scoring laid out like the score pad: one column per player, the
 * five colours, the five symbols, the magic circles and each module's line,
 * then the total and the place. Picking a category row outlines its areas on
 * the library shown above it. Every line explains itself (a tooltip with its rule), and each score shows
 * its reason: the areas that made it, rooms or symbols × wizards and apprentices.
 */
import type { GameResult } from '../../../shared/engine/types.js';
import type { Category, ScoreSheet } from '../../../shared/games/magical-library/areas.js';
import type { SeatOccupant } from '../../../shared/protocol.js';
import { SeatName } from '../../ui/index.js';
import { Tip } from '../../ui/Tip.js';
import { ColourCue, ROOM_COLOURS, SymbolGlyph } from './glyphs.js';
import { useLib } from './i18n/index.js';
import { ScrollHint } from '../../ui/ScrollHint.js';

const COLOUR_ROWS = ['red', 'yellow', 'green', 'blue', 'purple'] as const;
const SYMBOL_ROWS = ['inkwell', 'candelabra', 'owl', 'book', 'astrolabe'] as const;

type ExtraLine = 'variety' | 'neighbour' | 'portals' | 'barriers' | 'extra';
const EXTRA_LINES: readonly ExtraLine[] = ['variety', 'neighbour', 'portals', 'barriers', 'extra'];

function detail(sheet: ScoreSheet, cat: Category, nf: Intl.NumberFormat): string {
  const areas = sheet.areas[cat].filter((a) => a.points > 0 || a.size > 1);
  return areas.map((a) => `${nf.format(a.size)}×${nf.format(a.helpers)}`).join(' + ');
}

export function ScorePad({ sheets, seats, result, selected, onSelect, modules = [] }: {
  modules?: readonly string[];
  sheets: ScoreSheet[];
  seats: SeatOccupant[];
  result: GameResult | null;
  selected: Category | null;
  onSelect: (c: Category | null) => void;
}) {
  const t = useLib();
  const nf = new Intl.NumberFormat(t.locale === 'en-XA' ? 'en' : t.locale);
  const n = (x: number) => nf.format(x);
  const catTip = (cat: Category) => ((COLOUR_ROWS as readonly string[]).includes(cat)
    ? t('magical-library.ui.tipColourLine', { colour: cat })
    : t('magical-library.ui.tipSymbolLine', { symbol: cat })) + ' ' + t('magical-library.ui.outlineAreas');
  const row = (cat: Category, label: React.ReactNode) => (
    <tr key={cat} className={`ml-pad-row${selected === cat ? ' ml-pad-selected' : ''}`} onClick={() => onSelect(selected === cat ? null : cat)}
      data-testid={`ml-pad-${cat}`}>
      <th scope="row">
        <Tip text={catTip(cat)} placement="below">
          <button type="button" className="ml-pad-cat" aria-pressed={selected === cat}>{label}</button>
        </Tip>
      </th>
      {sheets.map((s, i) => (
        <td key={i}><b>{n(s.categories[cat])}</b>{detail(s, cat, nf) && <small>{detail(s, cat, nf)}</small>}</td>
      ))}
    </tr>
  );
  const sum = (cats: readonly Category[], s: ScoreSheet) => cats.reduce((n, c) => n + s.categories[c], 0);
  return (
    <>
    <ScrollHint />
    <div className="ml-pad-wrap">
      <table className="ml-pad" data-testid="ml-score-pad">
        <caption>{t('magical-library.ui.scorePad', { final: result ? 'yes' : 'no' })}</caption>
        <thead>
          <tr>
            <th scope="col" />
            {sheets.map((_, i) => (
              <th key={i} scope="col" className={result?.winners.includes(i) ? 'ml-pad-winner' : ''}>
                {result?.winners.includes(i) && <span className="ml-star" aria-label={t('magical-library.ui.winner')}>★ </span>}<SeatName seats={seats} seat={i} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COLOUR_ROWS.map((c) => row(c, <><span className="ml-swatch" style={{ background: ROOM_COLOURS[c].fill }} /><ColourCue colour={c} size={16} /> {t('magical-library.ui.colourName', { colour: c })}</>))}
          <tr className="ml-pad-sub"><th scope="row">{t('magical-library.ui.colours')}</th>{sheets.map((s, i) => <td key={i}>{n(sum(COLOUR_ROWS, s))}</td>)}</tr>
          {SYMBOL_ROWS.map((c) => row(c, <><SymbolGlyph symbol={c} size={18} /> {t('magical-library.ui.symbolName', { symbol: c })}</>))}
          <tr className="ml-pad-sub"><th scope="row">{t('magical-library.ui.symbols')}</th>{sheets.map((s, i) => <td key={i}>{n(sum(SYMBOL_ROWS, s))}</td>)}</tr>
          <tr>
            <th scope="row"><Tip text={t('magical-library.ui.tipCirclesLine', { m4: modules.includes('m4') ? 'yes' : 'no' })} placement="below"><span tabIndex={0} className="ml-pad-line">{t('magical-library.ui.magicCircles')}</span></Tip></th>
            {sheets.map((s, i) => <td key={i}><b>{n(s.circles)}</b><small>{s.circles === s.circleCount * 3 ? `${n(s.circleCount)} × 3` : t('magical-library.ui.circlesInGroups', { scoring: s.circles / 3, count: s.circleCount })}</small></td>)}
          </tr>
          {EXTRA_LINES.filter((l) => sheets.some((s) => s[l] !== undefined)).map((l) => (
            <tr key={l}><th scope="row"><Tip text={t('magical-library.ui.tipExtraLine', { line: l })} placement="below"><span tabIndex={0} className="ml-pad-line">{t('magical-library.ui.padLine', { line: l })}</span></Tip></th>{sheets.map((s, i) => <td key={i}><b>{n(s[l] ?? 0)}</b></td>)}</tr>
          ))}
          <tr className="ml-pad-total"><th scope="row">{t('magical-library.ui.total')}</th>{sheets.map((s, i) => <td key={i} data-testid={`ml-total-${i}`}>{n(s.total)}</td>)}</tr>
          {result && (
            <tr className="ml-pad-place"><th scope="row">{t('magical-library.ui.place')}</th>{result.places.map((p, i) => <td key={i}>{n(p)}</td>)}</tr>
          )}
        </tbody>
      </table>
      <p className="small ml-pad-reason">{t('magical-library.ui.padReason')}</p>
    </div>
    </>
  );
}
