/** A gold coin with a number on it (`label` for screen readers, e.g. "coins"). */
export function Coin({ value, label = 'coins', size = 'm' }: { value: number | string; label?: string; size?: 's' | 'm' | 'l' }) {
  return <span className={`coin coin-${size}`} role="img" aria-label={`${value} ${label}`} title={`${value} ${label}`}><span aria-hidden="true">{value}</span></span>;
}
