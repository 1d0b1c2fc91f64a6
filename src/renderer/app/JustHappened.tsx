import type { Msg, VisibleLogEntry } from '../../shared/engine/types.js';
import type { SeatOccupant } from '../../shared/protocol.js';
import { SeatText } from '../ui/index.js';
import { useT } from '../i18n/index.js';
import '../i18n/tableWords.js';

/**
 * "What just happened": the game's latest log entry in one line under the game bar (who did what, or what the game
 * did), so that nobody needs the log to follow the game, on a phone least of all. Not a live region: the game
 * screen's announcer reads new entries already. Nothing before the first entry, nothing once the game is over
 * (the score screen says it). A latest entry that names nobody (a clock's new hour, a round's start) follows the entry before
 * it in the same line, so that the line still says who did what last. A game may tell it its own way (GameUi.said):
 * a game whose turns take several steps says a whole turn so far in one sentence, so that a bot's turn does not flicker by step by step.
 */
/** How a rendered entry names a seat (see SeatText). */
const SEAT_REF = /\{seat:\d+\}/;

export function JustHappened({ log, text, seats, tell }: {
  log: readonly VisibleLogEntry[]; text: (msg: Msg) => string; seats: readonly SeatOccupant[];
  /** The game's own line for the log so far (GameUi.said), e.g. a whole turn in one sentence; null: the latest entry. */
  tell?: (log: readonly VisibleLogEntry[]) => Msg | null;
}) {
  const t = useT();
  const last = log.at(-1);
  if (!last) return null;
  const own = tell?.(log);
  const said = text(own ?? last.msg);
  const before = log.at(-2);
  const line = !own && before && !SEAT_REF.test(said) ? `${text(before.msg)} ${said}` : said;
  return (
    <p className="just-happened" data-testid="just-happened" data-n={last.n}>
      <span className="sr-only">{t('game.justHappened')} </span>
      <SeatText text={line} seats={seats} />
    </p>
  );
}
