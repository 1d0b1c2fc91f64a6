/**
 * A worker thread of the bot pool (bot-pool.ts): it receives `{id, thought}`, searches, and answers
 * `{id, move}` or `{id, error}`. Nothing else runs here.
 */
import { parentPort } from 'node:worker_threads';
import type { BotThought } from '../../shared/engine/types.js';
import { think } from '../../shared/bots/think.js';

parentPort!.on('message', (msg: { id: number; thought: BotThought }) => {
  try {
    parentPort!.postMessage({ id: msg.id, move: think(msg.thought) });
  } catch (e) {
    parentPort!.postMessage({ id: msg.id, error: (e as Error).message });
  }
});
