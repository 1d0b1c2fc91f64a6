/**
 * The renderer's games, found by folder: each src/renderer/games/<id>/index.tsx
 * default-exports a GameUi and is loaded on demand (its own chunk).
 */
import type { GameUi } from './types.js';

const loaders = import.meta.glob<{ default: GameUi }>('./*/index.tsx');

export function hasGameUi(id: string): boolean {
  return `./${id}/index.tsx` in loaders;
}

export async function loadGameUi(id: string): Promise<GameUi> {
  const load = loaders[`./${id}/index.tsx`];
  if (!load) throw new Error(`This client cannot draw the game "${id}" yet`);
  return (await load()).default;
}
