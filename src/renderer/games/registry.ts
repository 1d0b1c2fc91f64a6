/**
 * The renderer's games, found by folder: each src/renderer/games/<id>/meta.tsx
 * exports a small `meta: GameMeta` (eager: names, emblems, extension hooks) and
 * each src/renderer/games/<id>/index.tsx default-exports a GameUi, loaded on
 * demand (its own chunk).
 */
import { retried } from '../net/retried.js';
import type { GameMeta, GameUi } from './types.js';

const metas = new Map(Object.values(import.meta.glob<{ meta: GameMeta }>('./*/meta.tsx', { eager: true })).map(({ meta }) => [meta.id, meta]));
const loaders = import.meta.glob<{ default: GameUi }>('./*/index.tsx');

/** The meta of a game this client knows, or undefined (a host may offer a game this client cannot draw). */
export function gameMeta(id: string): GameMeta | undefined {
  return metas.get(id);
}

/** A game's table (its chunk), asked for again when lost on the way (net/retried.ts). */
export async function loadGameUi(id: string): Promise<GameUi> {
  const load = loaders[`./${id}/index.tsx`];
  if (!load) throw new Error(`This client cannot draw the game "${id}" yet`);
  return (await retried(load)).default;
}
