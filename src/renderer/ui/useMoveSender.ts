import { useCallback, useState } from 'react';
import type { AnyMove, MoveOutcome } from '../games/types.js';

/**
 * Sends moves one at a time and keeps the host's last refusal to show to the player
 * (not a stale one: the table moved on, the newer state is on screen and a notice says so).
 */
export function useMoveSender<M extends AnyMove>(send: (move: M) => Promise<MoveOutcome>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (move: M): Promise<MoveOutcome> => {
    setBusy(true);
    setError(null);
    try {
      const r = await send(move);
      if (!r.ok && !r.stale) setError(r.error);
      return r;
    } finally {
      setBusy(false);
    }
  }, [send]);
  return { busy, error, setError, run };
}
