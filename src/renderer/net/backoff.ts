/** Reconnect delays: 0.5 s, 1 s, 2 s, 4 s, then every 8 s, with a little jitter so phones don't stampede. */
export function reconnectDelay(attempt: number, jitter = Math.random()): number {
  const base = Math.min(8000, 500 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.85 + 0.3 * jitter));
}
