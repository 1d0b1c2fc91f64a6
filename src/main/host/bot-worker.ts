/**
 * A worker thread of the bot pool (bot-pool.ts): it receives `{id, thought}`, searches, and answers
 * `{id, move}` or `{id, error}`. Nothing else runs here.
 *
 * On Linux the thread thinks at a lower priority (nice 10 more than the host's own thread, at most 19): where cores
 * are few, the people's moves are served first and the bots take the time left over. (Linux's nice value is per
 * thread, so this lowers this thread only; elsewhere it would lower the whole host, so it is left alone there.) Relative,
 * so that a host started under `nice` keeps its bots below it (an absolute 10 would raise them above a host at 15).
 */
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { BotThought } from '../../shared/engine/types.js';
import { think } from '../../shared/bots/think.js';

/** How much lower the bots' thread runs than the host's (nice values: 19 is the lowest priority). */
const BOT_NICE_STEP = 10;
if (process.platform === 'linux') {
  try {
    os.setPriority(0, Math.min(19, os.getPriority(0) + BOT_NICE_STEP));
  } catch {
    // Not allowed here (a sandbox): the bots think at the host's priority.
  }
}

parentPort!.on('message', (msg: { id: number; thought: BotThought }) => {
  try {
    parentPort!.postMessage({ id: msg.id, move: think(msg.thought) });
  } catch (e) {
    parentPort!.postMessage({ id: msg.id, error: (e as Error).message });
  }
});
