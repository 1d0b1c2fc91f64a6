/**
 * Nothing blocks the host's event loop on the disk while people play: every `fs.*Sync` function
 * (writeFileSync, fsyncSync, renameSync, openSync, mkdirSync, …) is wrapped once the host has
 * started, and a whole session over real sockets must not call one from the host's code —
 * tables created and configured (options, seats, colours, bots in and out, a kick, readiness,
 * turn timers, bot settings), a whole game of each of the four games with its turn clocks, a
 * rematch, a lobby table closing when its last person leaves, a table closed (archived) by its
 * creator, the idle-table sweep, and a Magical Library campaign (made, chosen, its game's badge ticked). Everything must still be on disk afterwards (a restart
 * on the same folder finds the tables as they were left). Start-up and shutdown may stay
 * synchronous, so the wrap is taken off before the host closes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { GAMES } from '../../src/shared/games/registry.js';
import type { TestClient } from './support/client.js';
import { hostKit } from './support/host.js';

const { host, person } = hostKit();

/** Every synchronous function of node:fs, wrapped; the calls made from the project's code (src/) with their stacks. */
function wrapSyncFs(): { calls: string[]; restore: () => void } {
  const calls: string[] = [];
  const fsFns = fs as unknown as Record<string, (...a: unknown[]) => unknown>;
  const names = Object.keys(fs).filter((k) => k.endsWith('Sync') && typeof fsFns[k] === 'function');
  expect(names).toEqual(expect.arrayContaining(['writeFileSync', 'fsyncSync', 'fdatasyncSync', 'renameSync', 'openSync', 'writeSync', 'closeSync', 'mkdirSync', 'rmSync', 'readFileSync', 'statSync', 'existsSync', 'readdirSync', 'copyFileSync', 'unlinkSync']));
  const spies = names.map((k) => {
    const real = fsFns[k];
    return vi.spyOn(fsFns, k).mockImplementation(function (this: unknown, ...a: unknown[]) {
      const stack = new Error().stack ?? '';
      // The test's own helpers and vitest may read files; the host's code (src/) may not.
      if (/[/\\]src[/\\]/.test(stack.split('\n').slice(2).join('\n'))) calls.push(`fs.${k}\n${stack}`);
      return real.apply(this, a);
    });
  });
  return { calls, restore: () => { for (const s of spies) s.mockRestore(); } };
}

const tableOf = async (c: TestClient, game: string) => {
  const r = await c.reply({ type: 'createTable', game }, 'room');
  return r.room.id;
};
const ok = async (c: TestClient, msg: Parameters<TestClient['request']>[0]) => {
  const r = await c.request(msg);
  expect(r, JSON.stringify(msg)).toMatchObject({ type: 'ok' });
  return r;
};

describe('no synchronous file system call during play', () => {
  it('a whole session of the four games over real sockets: tables, seats, bots, options, games, rematch, closing, sweeping', async () => {
    // Timed reveals at once; a table nobody is at is retired after 2 s (the sweep looks every second).
    const h = await host({ systemDelayMs: 0, idleTableMs: 2000, rateLimit: false });
    const ann = await person(h, 'Ann');
    const bob = await person(h, 'Bob');
    const cat = await person(h, 'Cat');
    const sync = wrapSyncFs();
    try {
      const played: string[] = [];
      for (const def of GAMES) {
        // A table closed by its creator is archived (and makes room: at most three of hers wait in the lobby).
        if (played.length === 3) await ok(ann, { type: 'closeTable', tableId: played[0] });
        const id = await tableOf(ann, def.id);
        await ok(ann, { type: 'setSeats', tableId: id, seats: 3 });
        await ok(ann, { type: 'setOptions', tableId: id, options: {} });
        await ok(ann, { type: 'setTurnTimer', tableId: id, timer: 'relaxed' });
        await ok(ann, { type: 'setBotSettings', tableId: id, thinking: 'quick', memory: 'human' });
        await bob.reply({ type: 'joinTable', tableId: id, as: 'player' }, 'room');
        await ok(bob, { type: 'setColour', tableId: id, colour: '#3cb44b' });
        await ok(bob, { type: 'ready', tableId: id, ready: true });
        // Cat sits, and is kicked; a bot comes, goes, and comes again.
        await cat.reply({ type: 'joinTable', tableId: id, as: 'player' }, 'room');
        await ok(ann, { type: 'kick', tableId: id, seat: 2 });
        await ok(ann, { type: 'addBot', tableId: id, level: 'random' });
        await ok(ann, { type: 'removeBot', tableId: id, seat: 2 });
        await ok(ann, { type: 'addBot', tableId: id, level: 'basic' });
        // Magical Library plays a campaign: made, chosen for the table; after the game its badge is ticked (or the game recorded).
        const campaign = def.id === 'magical-library';
        if (campaign) {
          expect(await ann.request({ type: 'ext', game: def.id, name: 'createCampaign', payload: { name: 'No Sync' } })).toMatchObject({ type: 'ext', name: 'campaign' });
          await ok(ann, { type: 'ext', game: def.id, tableId: id, name: 'setCampaign', payload: { campaign: 'no-sync' } });
        }
        const badges = ann.waitFor('ext', (f) => f.name === 'badges' && f.tableId === id, 60_000);
        badges.catch(() => {});
        // A whole game: people answering at once, a bot, turn clocks saved with the table; then "Play again".
        ann.autoplay(def, id, 0, `nosync/${def.id}/ann`);
        bob.autoplay(def, id, 1, `nosync/${def.id}/bob`);
        const over = ann.waitFor('state', (f) => f.tableId === id && f.result !== null, 60_000);
        const finished = ann.waitFor('room', (f) => f.room.id === id && f.room.status === 'finished', 60_000);
        await ok(ann, { type: 'start', tableId: id });
        await over.catch((e: Error) => { throw new Error(`${e.message}\nhost: ${h.logs.slice(-15).join('\n')}`); });
        await finished;
        if (campaign) {
          const b = (await badges) as { payload: { fulfilled: string[][]; ticked: string[] } };
          const free = b.payload.fulfilled.flat().filter((x) => !b.payload.ticked.includes(x));
          if (free.length) {
            const advanced = ann.waitFor('ext', (f) => f.name === 'campaignAdvanced' && f.tableId === id, 10_000);
            expect(await ann.request({ type: 'ext', game: def.id, tableId: id, name: 'chooseBadge', payload: { badge: free[0] } })).not.toMatchObject({ type: 'error' });
            await advanced;
          }
        }
        ann.paused = true;
        bob.paused = true;
        await ok(ann, { type: 'rematch', tableId: id });
        played.push(id);
      }
      // A lobby table whose last person leaves is removed.
      const lonely = await tableOf(cat, 'megagem');
      await ok(cat, { type: 'leaveTable', tableId: lonely });
      // The idle sweep: a table whose only person went away (seat kept) is archived.
      const away = await tableOf(cat, 'magic-market');
      await cat.close();
      await ann.lobbyWhen((t) => !t.some((x) => x.id === away || x.id === played[0] || x.id === lonely), 15_000);
      await new Promise((r) => setTimeout(r, 100));
      expect(sync.calls.slice(0, 3), `${sync.calls.length} synchronous fs calls from the host during play`).toEqual([]);
      const kept = JSON.parse(fs.readFileSync(path.join(h.dataDir, 'campaigns', 'no-sync.json'), 'utf8')) as { campaign: { games: unknown[] } };
      expect(kept.campaign.games).toHaveLength(1);

      // What everyone saw is what is on disk: the rematched tables wait in the lobby, the closed ones are gone.
      const archived = fs.readdirSync(path.join(h.dataDir, 'archive')).map((d) => d.split('-')[0]).sort();
      expect(archived).toEqual([away, played[0]].sort());
      expect(fs.readdirSync(path.join(h.dataDir, 'tables')).sort()).toEqual(played.slice(1).sort());
      for (const id of played.slice(1)) {
        const meta = JSON.parse(fs.readFileSync(path.join(h.dataDir, 'tables', id, 'table.json'), 'utf8')) as { status: string; gameNo: number };
        expect(meta).toMatchObject({ status: 'lobby', gameNo: 1 });
        expect(fs.readFileSync(path.join(h.dataDir, 'tables', id, 'records', '1.json'), 'utf8')).toMatch(/"moves"/);
      }
    } finally {
      sync.restore();
    }
  }, 120_000);
});
