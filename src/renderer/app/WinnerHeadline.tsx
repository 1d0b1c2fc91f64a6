import type { GameResult } from '../../shared/engine/types.js';
import type { SeatOccupant } from '../../shared/protocol.js';
import { SeatName } from '../ui/index.js';
import { Trophy } from '../ui/Trophy.js';
import { useT } from '../i18n/index.js';
import '../i18n/tableWords.js';

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
