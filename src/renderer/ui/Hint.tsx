/**
 * A "first game" hint at a decision (the table's "First game: show hints" option, `GameTableProps.hints`):
 * one short sentence on what the choice is and what follows from it. Renders nothing when hints are off.
 *
 *   <Hint show={hints}>{t('<game>.ui.hintBid', { coins })}</Hint>
 */
import type { ReactNode } from 'react';

export function Hint({ show, children }: { show: boolean; children: ReactNode }) {
  if (!show) return null;
  return (
    <p className="hint" data-testid="hint">
      <svg className="hint-mark" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <path d="M8 1.5a4.5 4.5 0 0 0-2.6 8.2c.4.3.6.7.6 1.1V12h4v-1.2c0-.4.2-.8.6-1.1A4.5 4.5 0 0 0 8 1.5Z" fill="#f2c230" stroke="#7a5a00" />
        <path d="M6.2 13.5h3.6M6.8 15h2.4" stroke="#7a5a00" strokeLinecap="round" />
      </svg>{' '}
      {children}
    </p>
  );
}
