/**
 * The campaign store reads its folder once, at start, and serves every list and
 * get from memory; at most MAX_CAMPAIGNS campaigns exist (damaged files count);
 * a damaged file is reported as before.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CampaignStore, MAX_CAMPAIGNS } from '../../src/main/games/magical-library/index.js';
import { errorOf } from './error-of.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mt-camp-mem-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});


/** Spies on every way a campaign file could be read. */
function readSpies() {
  return [
    vi.spyOn(fs, 'readFileSync'), vi.spyOn(fs, 'readdirSync'), vi.spyOn(fs, 'readSync'),
    vi.spyOn(fs.promises, 'readFile'), vi.spyOn(fs.promises, 'readdir'),
  ];
}

describe('campaigns in memory', () => {
  it('lists, gets and checks modules without touching the disk after start', () => {
    const before = new CampaignStore(dir);
    for (const name of ['Alpha', 'Beta', 'Gamma']) before.create(name);
    before.recordGame('beta', { fulfilled: [['vp120'], []], chosen: 'vp120' });

    const s = new CampaignStore(dir); // the host's start: the folder is read here, once
    const spies = readSpies();
    for (let i = 0; i < 50; i++) {
      const { campaigns, problems } = s.list();
      expect(campaigns.map((c) => c.name)).toEqual(['Alpha', 'Beta', 'Gamma']);
      expect(problems).toEqual([]);
    }
    expect(s.get('beta')).toMatchObject({ field: 1, badges: ['vp120'] });
    expect(s.checkModules({ mode: 'campaign', id: 'alpha' }, ['m1'])).toMatch(/has not opened/);
    expect(s.exportCampaign('gamma')).toContain('"Gamma"');
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('a change is in memory once written, and hands out copies', () => {
    const s = new CampaignStore(dir);
    s.create('Alpha');
    const spies = readSpies();
    s.recordGame('alpha', { fulfilled: [['vp120']], chosen: 'vp120' });
    s.rename('alpha', 'Omega');
    expect(s.list().campaigns).toEqual([expect.objectContaining({ id: 'alpha', name: 'Omega', field: 1, games: 1 })]);
    const copy = s.get('alpha');
    copy.badges.push('vp80' as never);
    expect(s.get('alpha').badges).toEqual(['vp120']);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    // …and the file says the same (a restart sees it).
    expect(new CampaignStore(dir).get('alpha')).toMatchObject({ name: 'Omega', field: 1 });
    s.remove('alpha');
    expect(s.list().campaigns).toEqual([]);
    expect(errorOf(() => s.get('alpha')).code).toBe('not_found');
  });

  it('a failed write leaves memory as it was', () => {
    const s = new CampaignStore(dir);
    s.create('Alpha');
    vi.spyOn(fs, 'renameSync').mockImplementation(() => { throw new Error('disk full'); });
    vi.spyOn(fs, 'writeFileSync').mockImplementation(() => { throw new Error('disk full'); });
    expect(errorOf(() => s.recordGame('alpha', { fulfilled: [['vp120']], chosen: 'vp120' })).code).toBe('io');
    expect(errorOf(() => s.create('Beta')).code).toBe('io');
    vi.restoreAllMocks();
    expect(s.list().campaigns).toEqual([expect.objectContaining({ id: 'alpha', field: 0, games: 0 })]);
  });

  it('a damaged file is reported by list and get, as before, and counts as a campaign', () => {
    const s0 = new CampaignStore(dir);
    s0.create('Good');
    s0.create('Broken');
    fs.writeFileSync(path.join(dir, 'campaigns', 'broken.json'), '{"format":"magic-table/mag');
    const s = new CampaignStore(dir);
    const spies = readSpies();
    expect(s.list()).toEqual({
      campaigns: [expect.objectContaining({ id: 'good' })],
      problems: [{ file: 'broken.json', error: 'The campaign file broken.json is damaged (not valid JSON, perhaps cut short); it was left untouched' }],
    });
    const e = errorOf(() => s.get('broken'));
    expect(e.code).toBe('corrupt');
    expect(e.message).toBe('The campaign file broken.json is damaged (not valid JSON, perhaps cut short); it was left untouched');
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});

describe('the bound', () => {
  it(`keeps at most ${MAX_CAMPAIGNS} campaigns: creating or importing more is refused with the reason, until one is deleted`, () => {
    expect(MAX_CAMPAIGNS).toBe(200);
    const s = new CampaignStore(dir);
    s.create('Travelling');
    const json = s.exportCampaign('travelling');
    for (let i = 1; i < MAX_CAMPAIGNS; i++) s.create(`Campaign ${i}`);
    expect(s.list().campaigns).toHaveLength(MAX_CAMPAIGNS);

    const full = errorOf(() => s.create('One too many'));
    expect(full.code).toBe('full');
    expect(full.message).toBe(`This host already keeps ${MAX_CAMPAIGNS} campaigns, the most it can; delete one before starting or importing another`);
    expect(errorOf(() => s.importCampaign(json, 'Imported')).code).toBe('full');
    expect(fs.readdirSync(path.join(dir, 'campaigns'))).toHaveLength(MAX_CAMPAIGNS);
    // The bound holds after a restart too, and a damaged file counts.
    fs.writeFileSync(path.join(dir, 'campaigns', 'campaign-1.json'), 'damaged');
    const again = new CampaignStore(dir);
    expect(again.list().problems).toHaveLength(1);
    expect(errorOf(() => again.create('One too many')).code).toBe('full');

    again.remove('campaign-1');
    expect(again.create('One more').id).toBe('one-more');
    expect(errorOf(() => again.create('And another')).code).toBe('full');
  });
});
