import { useCallback, useState } from 'react';
import type { GameTableProps, MoveOutcome } from '../games/types.js';

/** Sends moves one at a time and keeps the host's last refusal to show to the player. */
export function useMoveSender(send: GameTableProps['send']) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (move: { type: string } & Record<string, unknown>): Promise<MoveOutcome> => {
    setBusy(true);
    setError(null);
    try {
      const r = await send(move);
      if (!r.ok) setError(r.error);
      return r;
    } finally {
      setBusy(false);
    }
  }, [send]);
  return { busy, error, setError, run };
}
