/** Rebuilding a table's game after a restart: the engine's replay, up to the last move it accepts. */
import { describe, expect, it } from 'vitest';
import { playBots, replay, replayUntilRefused } from '../../src/shared/engine/engine.js';
import { highCard } from './fixtures/highcard.js';

describe('replayUntilRefused (the host restores a table with it)', () => {
  const played = playBots(highCard, { players: 3, seed: 'replay-longest', bots: ['basic', 'random', 'basic'] });

  it('replays a whole record exactly like the engine', () => {
    const r = replayUntilRefused(highCard, played.record);
    expect(r).toMatchObject({ applied: played.record.moves.length, refused: null });
    expect(r.state).toEqual(replay(highCard, played.record));
  });

  it('stops before the first move the engine refuses, and says which', () => {
    const moves = played.record.moves.map((m) => ({ ...m }));
    moves[5] = { seat: moves[5].seat, move: { type: 'play', card: 999 } };
    const r = replayUntilRefused(highCard, { ...played.record, moves });
    expect(r.applied).toBe(5);
    expect(r.refused).toMatchObject({ index: 5, refusal: { code: 'illegal', id: 'highcard.notHeld' } });
    expect(r.state).toEqual(replay(highCard, { ...played.record, moves: moves.slice(0, 5) }));
  });
});
