import type { GameResult } from '../../shared/engine/types.js';
import type { SeatOccupant } from '../../shared/protocol.js';
import { SeatName } from '../ui/index.js';
import { useT } from '../i18n/index.js';

/** A small trophy, drawn (no emoji font needed). */
function Trophy() {
  return (
    <svg className="winner-trophy" viewBox="0 0 32 32" width="34" height="34" aria-hidden="true">
      <path d="M9 5h14v6a7 7 0 0 1-14 0z" fill="#e2b33c" stroke="#80600e" strokeWidth="1.5" />
      <path d="M9 7H5a4 4 0 0 0 5 6M23 7h4a4 4 0 0 1-5 6" fill="none" stroke="#80600e" strokeWidth="1.5" />
      <rect x="14" y="17" width="4" height="5" fill="#c99a2e" />
      <rect x="10" y="22" width="12" height="4" rx="1" fill="#6b4226" />
      <path d="M13 8l1.2 2.4 2.6.4-1.9 1.8.5 2.6-2.4-1.3" fill="#fff8e8" opacity=".7" />
    </svg>
  );
}

/** Seat names joined as the reader's language joins a list ("Ada, Ben and Cy"; "Ada, Ben et Cy"). */
function SeatList({ seats, list, locale }: { seats: readonly SeatOccupant[]; list: readonly number[]; locale: string }) {
  const tag = locale === 'en-XA' ? 'en' : locale;
  const parts = typeof Intl.ListFormat === 'function'
    ? new Intl.ListFormat(tag, { type: 'conjunction' }).formatToParts(list.map((_, i) => String(i)))
    : list.flatMap((_, i) => [...(i > 0 ? [{ type: 'literal' as const, value: ', ' }] : []), { type: 'element' as const, value: String(i) }]);
  return <>{parts.map((p, i) => (p.type === 'element' ? <SeatName key={i} seats={seats} seat={list[Number(p.value)]} /> : <span key={i}>{p.value}</span>))}</>;
}

/**
 * The end of a game in one line at the top of its score screen: "Ada wins!", "Ada and Ben win!", "You win!". For games
 * whose own score screen says it already (their meta's `showsWinner`), the app draws nothing.
 */
export function WinnerHeadline({ result, seats, you }: { result: GameResult; seats: readonly SeatOccupant[]; you: number | null }) {
  const t = useT();
  const winners = result.winners;
  if (winners.length === 0) return null;
  const youWon = you !== null && winners.includes(you);
  const others = winners.filter((s) => s !== you);
  const names = <SeatList seats={seats} list={youWon ? others : winners} locale={t.locale} />;
  return (
    <h2 className="winner-headline" data-testid="winner-headline">
      <Trophy />
      <span>{youWon
        ? (others.length === 0 ? t('game.youWin') : t.rich('game.youAndOthersWin', { names }))
        : t.rich('game.winners', { count: winners.length, names })}</span>
    </h2>
  );
}
