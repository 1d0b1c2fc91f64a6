/**
 * The final scoring laid out like the score pad: one column per player, the
 * five colours, the five symbols, the magic circles and each module's line,
 * then the total and the place. Picking a category row outlines its areas on
 * the library shown above it.
 */
import type { GameResult } from '../../../shared/engine/types.js';
import type { Category, ScoreSheet } from '../../../shared/games/magical-library/areas.js';
import type { SeatOccupant } from '../../../shared/protocol.js';
import { SeatName } from '../../ui/index.js';
import { ROOM_COLOURS, SYMBOL_LABELS, SymbolGlyph } from './glyphs.js';

const COLOUR_ROWS = ['red', 'yellow', 'green', 'blue', 'purple'] as const;
const SYMBOL_ROWS = ['inkwell', 'candelabra', 'owl', 'book', 'astrolabe'] as const;

type ExtraLine = 'variety' | 'neighbour' | 'portals' | 'barriers' | 'extra';
const EXTRA_LINES: { key: ExtraLine; label: string }[] = [
  { key: 'variety', label: 'Variety (module 2)' },
  { key: 'neighbour', label: 'Neighbour cards (module 3)' },
  { key: 'portals', label: 'Magic Portals (module 5)' },
  { key: 'barriers', label: 'Barrier cards (module 6)' },
  { key: 'extra', label: 'Extra cards (module 7)' },
];

function detail(sheet: ScoreSheet, cat: Category): string {
  const areas = sheet.areas[cat].filter((a) => a.points > 0 || a.size > 1);
  return areas.map((a) => `${a.size}×${a.helpers}`).join(' + ');
}

export function ScorePad({ sheets, seats, result, selected, onSelect }: {
  sheets: ScoreSheet[];
  seats: SeatOccupant[];
  result: GameResult | null;
  selected: Category | null;
  onSelect: (c: Category | null) => void;
}) {
  const row = (cat: Category, label: React.ReactNode) => (
    <tr key={cat} className={`ml-pad-row${selected === cat ? ' ml-pad-selected' : ''}`} onClick={() => onSelect(selected === cat ? null : cat)}
      data-testid={`ml-pad-${cat}`}>
      <th scope="row">
        <button type="button" className="ml-pad-cat" aria-pressed={selected === cat} title="Outline these areas on the library above">{label}</button>
      </th>
      {sheets.map((s, i) => (
        <td key={i}><b>{s.categories[cat]}</b>{detail(s, cat) && <small>{detail(s, cat)}</small>}</td>
      ))}
    </tr>
  );
  const sum = (cats: readonly Category[], s: ScoreSheet) => cats.reduce((n, c) => n + s.categories[c], 0);
  return (
    <div className="ml-pad-wrap">
      <table className="ml-pad" data-testid="ml-score-pad">
        <caption>Score pad{result ? '' : ' (so far)'}</caption>
        <thead>
          <tr>
            <th scope="col" />
            {sheets.map((_, i) => (
              <th key={i} scope="col" className={result?.winners.includes(i) ? 'ml-pad-winner' : ''}>
                {result?.winners.includes(i) && <span className="ml-star" aria-label="Winner">★ </span>}<SeatName seats={seats} seat={i} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COLOUR_ROWS.map((c) => row(c, <><span className="ml-swatch" style={{ background: ROOM_COLOURS[c].fill }} /> {ROOM_COLOURS[c].label}</>))}
          <tr className="ml-pad-sub"><th scope="row">Colours</th>{sheets.map((s, i) => <td key={i}>{sum(COLOUR_ROWS, s)}</td>)}</tr>
          {SYMBOL_ROWS.map((c) => row(c, <><SymbolGlyph symbol={c} size={18} /> {SYMBOL_LABELS[c]}</>))}
          <tr className="ml-pad-sub"><th scope="row">Symbols</th>{sheets.map((s, i) => <td key={i}>{sum(SYMBOL_ROWS, s)}</td>)}</tr>
          <tr>
            <th scope="row">Magic circles</th>
            {sheets.map((s, i) => <td key={i}><b>{s.circles}</b><small>{s.circles === s.circleCount * 3 ? `${s.circleCount} × 3` : `${s.circles / 3} of ${s.circleCount} in groups of 3+`}</small></td>)}
          </tr>
          {EXTRA_LINES.filter((l) => sheets.some((s) => s[l.key] !== undefined)).map((l) => (
            <tr key={l.key}><th scope="row">{l.label}</th>{sheets.map((s, i) => <td key={i}><b>{s[l.key] ?? 0}</b></td>)}</tr>
          ))}
          <tr className="ml-pad-total"><th scope="row">Total</th>{sheets.map((s, i) => <td key={i} data-testid={`ml-total-${i}`}>{s.total}</td>)}</tr>
          {result && (
            <tr className="ml-pad-place"><th scope="row">Place</th>{result.places.map((p, i) => <td key={i}>{p}</td>)}</tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
