import type { ReactNode } from 'react';

/** A box with a heading, e.g. a player's area or the log. */
export function Panel({ title, children, className, actions }: { title?: ReactNode; children: ReactNode; className?: string; actions?: ReactNode }) {
  return (
    <section className={`panel${className ? ` ${className}` : ''}`}>
      {(title || actions) && <header className="panel-head">{title && <h2>{title}</h2>}{actions}</header>}
      {children}
    </section>
  );
}
