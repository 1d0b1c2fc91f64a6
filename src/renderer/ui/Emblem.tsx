import type { ReactNode } from 'react';

/** A game's emblem from its drawing on a 36-unit square: 36 px or (large) 56 px, for the eye only. */
export function emblem(art: ReactNode) {
  return function Emblem({ large }: { large?: boolean }) {
    const s = large ? 56 : 36;
    return <svg className="emblem" width={s} height={s} viewBox="0 0 36 36" aria-hidden="true">{art}</svg>;
  };
}
