import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

/**
 * A playing-card frame: rounded, bordered, with an optional corner `title`
 * and an accent colour (`tint`). `size` picks s/m/l; `facedown` draws the back.
 */
export function CardFrame({ title, tint, size = 'm', facedown, selected, className, children, style, ...rest }:
  HTMLAttributes<HTMLDivElement> & { title?: ReactNode; tint?: string; size?: 's' | 'm' | 'l'; facedown?: boolean; selected?: boolean; children?: ReactNode }) {
  const st: CSSProperties = { ...style, ...(tint ? { ['--card-tint' as string]: tint } : {}) };
  return (
    <div className={`card card-${size}${facedown ? ' card-back' : ''}${selected ? ' card-selected' : ''}${className ? ` ${className}` : ''}`} style={st} {...rest}>
      {!facedown && title != null && <div className="card-title">{title}</div>}
      {!facedown && <div className="card-body">{children}</div>}
    </div>
  );
}
