/**
 * Campaign listing through a real host: the campaigns folder is read once at
 * start, a list never reads a campaign file, a damaged file is reported, and
 * the host keeps at most MAX_CAMPAIGNS campaigns (more are refused with the reason).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CampaignStore, MAX_CAMPAIGNS } from '../../src/main/games/magical-library/index.js';
import { CAMPAIGN_GAME } from '../../src/shared/games/magical-library/campaign-protocol.js';
import { TestClient, type Frame } from './support/client.js';
import { tempDir, testHost, type TestHost } from './support/host.js';

let h: TestHost;
let ann: TestClient;

beforeAll(async () => {
  const dataDir = tempDir('mt-camp-list-');
  const store = new CampaignStore(dataDir);
  for (let i = 0; i < MAX_CAMPAIGNS - 1; i++) store.create(`Campaign ${i}`);
  fs.writeFileSync(path.join(dataDir, 'campaigns', 'damaged.json'), '{"format":');
  h = await testHost({ dataDir, rate: { perSecond: 1000, burst: 1000 } });
  ann = await TestClient.person(h.port, 'Ann');
});
afterAll(async () => {
  await ann?.close();
  await h?.close();
});

const campaignReads = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.filter((c) => String(c[0]).includes(`${path.sep}campaigns`));

describe('campaign listing', () => {
  it('lists from memory: no campaign file or folder is read while the host plays', async () => {
    const spies = [vi.spyOn(fs, 'readFileSync'), vi.spyOn(fs, 'readdirSync'), vi.spyOn(fs.promises, 'readFile'), vi.spyOn(fs.promises, 'readdir')];
    try {
      for (let i = 0; i < 5; i++) {
        const f = (await ann.request({ type: 'ext', game: CAMPAIGN_GAME, name: 'listCampaigns', payload: {} })) as Frame & { payload: { campaigns: unknown[]; problems: unknown[] } };
        expect(f).toMatchObject({ type: 'ext', name: 'campaigns' });
        expect(f.payload.campaigns).toHaveLength(MAX_CAMPAIGNS - 1);
        expect(f.payload.problems).toEqual([{ file: 'damaged.json', error: 'The campaign file damaged.json is damaged (not valid JSON, perhaps cut short); it was left untouched' }]);
      }
      for (const spy of spies) expect(campaignReads(spy)).toEqual([]);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it(`refuses a campaign beyond ${MAX_CAMPAIGNS} (damaged files count) with the reason`, async () => {
    const f = await ann.request({ type: 'ext', game: CAMPAIGN_GAME, name: 'createCampaign', payload: { name: 'One too many' } });
    expect(f).toMatchObject({ type: 'error', code: 'refused', detail: 'campaign', message: `This host already keeps ${MAX_CAMPAIGNS} campaigns, the most it can; delete one before starting or importing another` });
    expect(fs.existsSync(path.join(h.dataDir, 'campaigns', 'one-too-many.json'))).toBe(false);
    expect(await ann.request({ type: 'ping' })).toMatchObject({ type: 'pong' });
  });
});
