/** A small trophy, drawn (no emoji font needed). */
export function Trophy({ size = 34 }: { size?: number }) {
  return (
    <svg className="winner-trophy" viewBox="0 0 32 32" width={size} height={size} aria-hidden="true">
      <path d="M9 5h14v6a7 7 0 0 1-14 0z" fill="#e2b33c" stroke="#80600e" strokeWidth="1.5" />
      <path d="M9 7H5a4 4 0 0 0 5 6M23 7h4a4 4 0 0 1-5 6" fill="none" stroke="#80600e" strokeWidth="1.5" />
      <rect x="14" y="17" width="4" height="5" fill="#c99a2e" />
      <rect x="10" y="22" width="12" height="4" rx="1" fill="#6b4226" />
      <path d="M13 8l1.2 2.4 2.6.4-1.9 1.8.5 2.6-2.4-1.3" fill="#fff8e8" opacity=".7" />
    </svg>
  );
}
