/**
 * A "first game" hint at a decision (the table's "First game: show hints" option, `GameTableProps.hints`):
 * one short sentence on what the choice is and what follows from it. Renders nothing when hints are off.
 *
 *   <Hint show={hints}>{t('<game>.ui.hintBid', { coins })}</Hint>
 */
import type { ReactNode } from 'react';

export function Hint({ show, children }: { show: boolean; children: ReactNode }) {
  if (!show) return null;
  return <p className="hint" data-testid="hint"><span aria-hidden="true" className="hint-mark">💡</span> {children}</p>;
}
