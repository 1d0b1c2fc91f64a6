import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

export type ButtonKind = 'primary' | 'secondary' | 'danger' | 'ghost';

/** A chunky table-top button; `kind` picks its colour, `small` a compact size. */
export function Button({ kind = 'secondary', small, className, children, type, ...rest }:
  ButtonHTMLAttributes<HTMLButtonElement> & { kind?: ButtonKind; small?: boolean; children: ReactNode; ref?: Ref<HTMLButtonElement> }) {
  return (
    <button type={type ?? 'button'} className={`btn btn-${kind}${small ? ' btn-small' : ''}${className ? ` ${className}` : ''}`} {...rest}>
      {children}
    </button>
  );
}
