/**
 * Issue 31, P5: expensive requests are limited by their cost, per device (all its connections together), and the
 * campaign list is answered from a cache while no campaign file changes. A device that floods is refused with
 * `rate_limited` / host.deviceBusy, each refusal answering its request (nothing changed, nothing lost: the same request
 * later is served); another device is served all along. Devices are loopback addresses (127.0.0.2 …); the host's own
 * app (127.0.0.1) has no device budget. The host's ManualClock refills budgets, so nothing here depends on timing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CampaignStore } from '../../src/main/games/magical-library/index.js';
import { ManualClock } from '../../src/main/host/clock.js';
import { DEVICE_BUDGET, requestCost } from '../../src/main/host/connection.js';
import { CAMPAIGN_GAME } from '../../src/shared/games/magical-library/campaign-protocol.js';
import { getGame } from '../../src/shared/games/registry.js';
import { highCard } from './fixtures/highcard.js';
import type { Frame, TestClient } from './support/client.js';
import { hostKit, tempDir } from './support/host.js';

// The per-connection frame limit is lifted here (it is real time): only the device's budget, on the host's clock, counts.
const { host, person } = hostKit({ games: [highCard, getGame('magical-library')], rate: { perSecond: 10_000, burst: 10_000 } });
afterEach(() => { vi.restoreAllMocks(); });

const CAMPAIGNS = 60;
const list = (c: TestClient) => c.request({ type: 'ext', game: CAMPAIGN_GAME, name: 'listCampaigns', payload: {} });
const isList = (f: Frame) => f.type === 'ext' && f.name === 'campaigns';
const isBusy = (f: Frame) => f.type === 'error' && f.code === 'rate_limited' && f.msg?.id === 'host.deviceBusy';

async function campaignHost(clock: ManualClock) {
  const dataDir = tempDir('mt-budget-');
  const store = new CampaignStore(dataDir);
  for (let i = 0; i < CAMPAIGNS; i++) store.create(`Campaign ${i}`);
  return host({ dataDir, clock });
}

describe('a device flooding with campaign lists', () => {
  it('is served up to its budget, then refused request by request, while another device and the host\'s own app are served; the list is built once', async () => {
    const clock = new ManualClock();
    const h = await campaignHost(clock);
    const flood = await Promise.all([0, 1, 2, 3].map((i) => person(h, `Flood${i}`, undefined, undefined, '127.0.0.2')));
    const built = vi.spyOn(CampaignStore.prototype, 'list');
    const answers = await Promise.all(flood.flatMap((c) => Array.from({ length: 25 }, () => list(c))));
    // Four hellos, then lists at their cost, from one budget shared by the device's connections.
    const hello = requestCost({ type: 'hello', protocol: 0, name: 'x', colour: '#000000' }, 0);
    const cost = requestCost({ type: 'ext', game: CAMPAIGN_GAME, name: 'listCampaigns', payload: {} }, 0);
    const served = Math.floor((DEVICE_BUDGET.burst - 4 * hello) / cost);
    expect(answers.filter(isList)).toHaveLength(served);
    expect(answers.filter(isBusy)).toHaveLength(100 - served);
    expect(answers.every((f) => isList(f) || isBusy(f))).toBe(true);
    expect(answers.filter(isList).every((f) => f.type === 'ext' && (f.payload as { campaigns: unknown[] }).campaigns.length === CAMPAIGNS)).toBe(true);
    // Built once for all those answers: nothing changed in between.
    expect(built).toHaveBeenCalledTimes(1);

    // Another device, and this machine's own app, are not held back by it.
    const bob = await person(h, 'Bob', undefined, undefined, '127.0.0.3');
    expect(await bob.request({ type: 'ping' })).toMatchObject({ type: 'pong' });
    expect(isList(await list(bob))).toBe(true);
    const me = await person(h, 'Me');
    for (let i = 0; i < 60; i++) expect(isList(await list(me))).toBe(true);
    expect(built).toHaveBeenCalledTimes(1);

    // A campaign created: the next list has it (the cache follows the files).
    expect(await me.request({ type: 'ext', game: CAMPAIGN_GAME, name: 'createCampaign', payload: { name: 'Brand new' } })).toMatchObject({ type: 'ext', name: 'campaign' });
    const before = built.mock.calls.length; // the store's own name check lists too
    const after = await list(me);
    expect(after.type === 'ext' && (after.payload as { campaigns: { name: string }[] }).campaigns.some((c) => c.name === 'Brand new')).toBe(true);
    expect(built).toHaveBeenCalledTimes(before + 1);
    await list(me);
    expect(built).toHaveBeenCalledTimes(before + 1);

    // Time refills the flooding device's budget: it is served again.
    expect(isBusy(await list(flood[0]))).toBe(true);
    clock.advance(1000);
    expect(isList(await list(flood[0]))).toBe(true);
  });

  it('loses nothing it refuses: a refused table is not created, and the same request later creates it', async () => {
    const clock = new ManualClock();
    const h = await host({ clock });
    const mal = await person(h, 'Mal', undefined, undefined, '127.0.0.2');
    // Spend the device's budget on pings (one unit each).
    const pings = await Promise.all(Array.from({ length: DEVICE_BUDGET.burst }, () => mal.request({ type: 'ping' })));
    expect(pings.filter(isBusy).length).toBeGreaterThan(0);
    const refused = await mal.request({ type: 'createTable', game: 'highcard' });
    expect(refused).toMatchObject({ type: 'error', code: 'rate_limited', msg: { id: 'host.deviceBusy' } });
    expect(h.tables()).toEqual([]);
    clock.advance(1000);
    expect(await mal.request({ type: 'createTable', game: 'highcard' })).toMatchObject({ type: 'room' });
    expect(h.tables()).toHaveLength(1);
  });
});

describe('what requests cost', () => {
  it('a cheap frame costs one unit; the whole lobby by its length; disk reads, replays and writes more', () => {
    expect(requestCost({ type: 'ping' }, 200)).toBe(1);
    expect(requestCost({ type: 'watchLobby', on: false }, 200)).toBe(1);
    expect(requestCost({ type: 'watchLobby', on: true }, 200)).toBeGreaterThan(requestCost({ type: 'watchLobby', on: true }, 5));
    expect(requestCost({ type: 'history' }, 0)).toBeGreaterThan(requestCost({ type: 'replay', tableId: 'a', gameNo: 1, moveNo: 0, view: 'public' }, 0));
    expect(requestCost({ type: 'replay', tableId: 'a', gameNo: 1, moveNo: 0, view: 'public' }, 0)).toBeGreaterThan(requestCost({ type: 'ping' }, 0));
    // A person's ordinary day fits the burst: hello, the lobby, a table, its history and a few replays.
    expect(requestCost({ type: 'hello', protocol: 0, name: 'x', colour: '#000000' }, 200) + requestCost({ type: 'createTable', game: 'x' }, 200)
      + requestCost({ type: 'history' }, 200) + 5 * requestCost({ type: 'replay', tableId: 'a', gameNo: 1, moveNo: 0, view: 'public' }, 200)).toBeLessThan(DEVICE_BUDGET.burst);
  });
});
