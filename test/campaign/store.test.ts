import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BADGE_IDS, CampaignStore, PATH, eligibleBadges, slugify } from '../../src/main/games/magical-library/index.js';
import { MAX_PENDING } from '../../src/main/games/magical-library/index.js';
import type { BadgeId, PendingChoice } from '../../src/main/games/magical-library/index.js';
import { errorOf } from './error-of.js';

let dir: string;
let clock: number;
const store = () => new CampaignStore(dir, { now: () => clock });


/** Files in the campaigns folder, and their bytes, to prove nothing was written. */
function snapshot(): Record<string, string> {
  const d = path.join(dir, 'campaigns');
  if (!fs.existsSync(d)) return {};
  return Object.fromEntries(fs.readdirSync(d).sort().map((f) => [f, fs.readFileSync(path.join(d, f), 'utf8')]));
}

/** Plays `n` games, each ticking the next badge (fulfilled by seat 1 of 3). */
function playGames(s: CampaignStore, id: string, n: number) {
  let last;
  for (let i = 0; i < n; i++) {
    const c = s.get(id);
    const badge = BADGE_IDS.find((b) => !c.badges.includes(b))!;
    clock += 1000;
    last = s.recordGame(id, { fulfilled: [[], [badge], []], chosen: badge });
  }
  return last!;
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ml-campaign-'));
  clock = 1_750_000_000_000;
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('Path of Knowledge data (house rules)', () => {
  it('has 15 fields: boxes on 2, 4, 6, 8, 10 holding m1+m2, m3+m4, m5, m6, m7+m8; medals on 12, 14, 15', () => {
    expect(PATH).toHaveLength(15);
    const boxes = PATH.filter((f) => f.kind === 'box').map((f) => f.kind === 'box' && [f.field, f.box, f.modules]);
    expect(boxes).toEqual([[2, 1, ['m1', 'm2']], [4, 2, ['m3', 'm4']], [6, 3, ['m5']], [8, 4, ['m6']], [10, 5, ['m7', 'm8']]]);
    const medals = PATH.filter((f) => f.kind === 'medal').map((f) => f.kind === 'medal' && [f.field, f.medal]);
    expect(medals).toEqual([[12, 'bronze'], [14, 'silver'], [15, 'gold']]);
    expect(BADGE_IDS).toHaveLength(15);
  });
});

describe('creating and listing campaigns', () => {
  it('creates a campaign at START with nothing unlocked, on disk, and lists it', () => {
    const s = store();
    const c = s.create('  Family Sundays ');
    expect(c).toMatchObject({ id: 'family-sundays', name: 'Family Sundays', field: 0, badges: [], unlocked: [], medals: [], games: [] });
    expect(fs.existsSync(path.join(dir, 'campaigns', 'family-sundays.json'))).toBe(true);
    expect(store().list()).toEqual({ campaigns: [expect.objectContaining({ id: 'family-sundays', name: 'Family Sundays', field: 0, games: 0 })], problems: [] });
    expect(store().get('family-sundays').name).toBe('Family Sundays');
  });

  it('lists campaigns by name', () => {
    const s = store();
    s.create('Zebra');
    s.create('apple');
    s.create('Mango');
    expect(s.list().campaigns.map((c) => c.name)).toEqual(['apple', 'Mango', 'Zebra']);
  });

  it('an empty or missing data folder lists nothing', () => {
    expect(new CampaignStore(path.join(dir, 'nope')).list()).toEqual({ campaigns: [], problems: [] });
  });

  it.each([
    ['', 'A campaign name needs 1 to 40 characters'],
    ['   ', 'A campaign name needs 1 to 40 characters'],
    ['x'.repeat(41), 'A campaign name needs 1 to 40 characters'],
    ['tab\there', 'A campaign name may contain printable characters only'],
    [42, 'Invalid input: expected string, received number'],
  ])('refuses the name %j', (name, message) => {
    const e = errorOf(() => store().create(name));
    expect(e.code).toBe('bad_name');
    expect(e.message).toBe(message);
    expect(snapshot()).toEqual({});
  });

  it('accepts 40 characters and non-Latin names', () => {
    expect(store().create('y'.repeat(40)).name).toHaveLength(40);
    const c = store().create('Bibliothèque des Sorcières ✨');
    expect(c.id).toBe('bibliotheque-des-sorcieres');
    expect(store().create('魔法').id).toBe('campaign');
  });

  it('names are unique ignoring case; ids never collide', () => {
    const s = store();
    s.create('Family');
    const e = errorOf(() => s.create(' family '));
    expect(e.code).toBe('name_taken');
    expect(e.message).toBe('There is already a campaign called "Family"');
    expect(s.create('Family!').id).toBe('family-2');
    expect(s.create('FAMILY?').id).toBe('family-3');
  });

  it('get of an unknown or malformed id is not_found, never a path outside the folder', () => {
    expect(errorOf(() => store().get('nobody')).code).toBe('not_found');
    expect(errorOf(() => store().get('../../etc/passwd')).code).toBe('not_found');
    expect(errorOf(() => store().get('')).code).toBe('not_found');
  });

  it('renames and removes', () => {
    const s = store();
    s.create('One');
    s.create('Two');
    expect(errorOf(() => s.rename('one', 'two')).code).toBe('name_taken');
    expect(s.rename('one', 'One again').name).toBe('One again');
    expect(s.rename('one', 'ONE AGAIN').name).toBe('ONE AGAIN');
    s.remove('two');
    expect(s.list().campaigns.map((c) => c.id)).toEqual(['one']);
    expect(errorOf(() => s.remove('two')).code).toBe('not_found');
  });
});

describe('recording games', () => {
  it('ticks the chosen badge and advances one field; the first box opens on field 2', () => {
    const s = store();
    s.create('C');
    clock += 5;
    const first = s.recordGame('c', { fulfilled: [['vp80', 'owl30'], ['vp80']], chosen: 'owl30' });
    expect(first.campaign).toMatchObject({ field: 1, badges: ['owl30'], unlocked: [], updatedAt: clock });
    expect(first.reached).toEqual({ field: 1, kind: 'step' });
    expect(first.opened).toBeNull();
    const second = s.recordGame('c', { fulfilled: [['vp80', 'owl30'], []], chosen: 'vp80' });
    expect(second.opened).toEqual({ box: 1, modules: ['m1', 'm2'] });
    expect(second.campaign.unlocked).toEqual(['m1', 'm2']);
    expect(store().get('c')).toMatchObject({ field: 2, badges: ['owl30', 'vp80'], unlocked: ['m1', 'm2'] });
    expect(store().get('c').games).toEqual([
      { at: clock, fulfilled: [['vp80', 'owl30'], ['vp80']], chosen: 'owl30', field: 1 },
      { at: clock, fulfilled: [['vp80', 'owl30'], []], chosen: 'vp80', field: 2 },
    ]);
  });

  it('opens every box and reaches all three medals along the way', () => {
    const s = store();
    s.create('Long');
    const opened: (number | null)[] = [];
    const medals: (string | null)[] = [];
    for (let i = 0; i < 15; i++) {
      const r = playGames(s, 'long', 1);
      opened.push(r.opened?.box ?? null);
      medals.push(r.medal);
    }
    expect(opened).toEqual([null, 1, null, 2, null, 3, null, 4, null, 5, null, null, null, null, null]);
    expect(medals).toEqual([null, null, null, null, null, null, null, null, null, null, null, 'bronze', null, 'silver', 'gold']);
    const c = s.get('long');
    expect(c.field).toBe(15);
    expect(c.unlocked).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8']);
    expect(c.medals).toEqual(['bronze', 'silver', 'gold']);
  });

  it('a game without a free fulfilled badge is recorded without advancing', () => {
    const s = store();
    s.create('C');
    s.recordGame('c', { fulfilled: [['vp80'], []], chosen: 'vp80' });
    const r = s.recordGame('c', { fulfilled: [['vp80'], []], chosen: null });
    expect(r.reached).toBeNull();
    expect(r.campaign.field).toBe(1);
    expect(r.campaign.games).toHaveLength(2);
    expect(s.recordGame('c', { fulfilled: [[], []], chosen: null }).campaign.field).toBe(1);
  });

  it('at most one badge per game, each badge once, only a fulfilled one, and a choice when one is free', () => {
    const s = store();
    s.create('C');
    s.recordGame('c', { fulfilled: [['vp80']], chosen: 'vp80' });
    const before = snapshot();
    const cases: [unknown, string][] = [
      [{ fulfilled: [['vp80', 'vp90']], chosen: 'vp80' }, 'That badge is already ticked off: each badge can be used only once'],
      [{ fulfilled: [['vp90']], chosen: 'vp100' }, 'Nobody fulfilled that badge in this game'],
      [{ fulfilled: [['vp90']], chosen: null }, 'Choose one of the fulfilled badges to tick off'],
      [{ fulfilled: [['vp90']], chosen: ['vp90', 'vp80'] }, 'There is no badge "vp90,vp80"'],
      [{ fulfilled: [['bogus']], chosen: null }, 'There is no badge "bogus"'],
      [{ fulfilled: [], chosen: null }, 'A game report lists the fulfilled badges of each seat'],
      [{ fulfilled: 'vp80', chosen: null }, 'A game report lists the fulfilled badges of each seat'],
      [{ fulfilled: ['vp80'], chosen: null }, 'The badges of seat 1 are not a list'],
      [null, 'A game report lists the fulfilled badges of each seat'],
    ];
    for (const [report, message] of cases) {
      const e = errorOf(() => s.recordGame('c', report as never));
      expect([e.code, e.message]).toEqual(['bad_record', message]);
    }
    expect(snapshot()).toEqual(before);
    expect(errorOf(() => s.recordGame('other', { fulfilled: [[]], chosen: null })).code).toBe('not_found');
  });

  it('eligibleBadges: fulfilled by anyone, not yet ticked, in badge order', () => {
    expect(eligibleBadges({ badges: ['vp80'] }, [['owl30', 'vp80'], ['vp90'], []])).toEqual(['vp90', 'owl30']);
  });
});

describe('modules per table', () => {
  it('free play has everything; a campaign only its opened boxes', () => {
    const s = store();
    s.create('C');
    expect(s.modulesAllowed({ mode: 'free' })).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8']);
    expect(s.modulesAllowed({ mode: 'campaign', id: 'c' })).toEqual([]);
    expect(s.checkModules({ mode: 'campaign', id: 'c' }, ['m1', 'm5'])).toBe('This campaign has not opened the box with module 1, module 5 yet');
    playGames(s, 'c', 4);
    expect(s.checkModules({ mode: 'campaign', id: 'c' }, ['m1', 'm4'])).toBeNull();
    expect(s.checkModules({ mode: 'campaign', id: 'c' }, ['m5'])).toBe('This campaign has not opened the box with module 5 yet');
    expect(s.checkModules({ mode: 'free' }, ['m8'])).toBeNull();
  });
});

describe('crash safety', () => {
  it('survives a restart: a new store on the same folder sees everything', () => {
    store().create('Kept');
    playGames(store(), 'kept', 3);
    expect(new CampaignStore(dir).get('kept')).toMatchObject({ field: 3, unlocked: ['m1', 'm2'] });
  });

  it('ignores a temp file left by a crash mid-write', () => {
    const s = store();
    s.create('Kept');
    const d = path.join(dir, 'campaigns');
    fs.writeFileSync(path.join(d, '.kept.json.999.1.tmp'), '{"format":"magic-table/magical');
    fs.writeFileSync(path.join(d, 'notes.txt'), 'hello');
    expect(s.list()).toEqual({ campaigns: [expect.objectContaining({ id: 'kept' })], problems: [] });
    expect(s.get('kept').name).toBe('Kept');
  });

  it('leaves no temp file behind after writes', () => {
    const s = store();
    s.create('A');
    playGames(s, 'a', 2);
    expect(fs.readdirSync(path.join(dir, 'campaigns'))).toEqual(['a.json']);
  });

  it('reports a truncated file, keeps listing the others, and never overwrites it', () => {
    const s = store();
    s.create('Good');
    s.create('Broken');
    playGames(s, 'broken', 2);
    const file = path.join(dir, 'campaigns', 'broken.json');
    const full = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, full.slice(0, Math.floor(full.length / 2)));
    // Files are read once, at start: the damage shows after a restart.
    expect(s.list().problems).toEqual([]);
    const r = store();
    const { campaigns, problems } = r.list();
    expect(campaigns.map((c) => c.id)).toEqual(['good']);
    expect(problems).toEqual([{ file: 'broken.json', error: 'The campaign file broken.json is damaged (not valid JSON, perhaps cut short); it was left untouched' }]);
    const e = errorOf(() => r.get('broken'));
    expect(e.code).toBe('corrupt');
    expect(errorOf(() => r.recordGame('broken', { fulfilled: [[]], chosen: null })).code).toBe('corrupt');
    // A new campaign whose name slugs to the damaged file's id gets another id.
    expect(r.create('Broken').id).toBe('broken-2');
    expect(fs.readFileSync(file, 'utf8')).toBe(full.slice(0, Math.floor(full.length / 2)));
  });

  it('reports a file that is JSON but not a campaign, or whose history does not add up', () => {
    const s = store();
    s.create('A');
    s.create('B');
    const d = path.join(dir, 'campaigns');
    fs.writeFileSync(path.join(d, 'a.json'), JSON.stringify({ hello: 1 }));
    const b = JSON.parse(fs.readFileSync(path.join(d, 'b.json'), 'utf8'));
    b.campaign.badges = ['vp80'];
    fs.writeFileSync(path.join(d, 'b.json'), JSON.stringify(b));
    const { campaigns, problems } = store().list();
    expect(campaigns).toEqual([]);
    expect(problems.map((p) => p.file)).toEqual(['a.json', 'b.json']);
    expect(problems[0].error).toMatch(/^The campaign file a\.json is damaged \(.+\); it was left untouched$/);
    expect(problems[1].error).toBe('The campaign file b.json does not add up (The ticked badges do not match the games played); it was left untouched');
  });

  it('reports a campaign file of the wrong shape with what failed where, and a kept name no name check would allow', () => {
    const s = store();
    s.create('Good');
    const d = path.join(dir, 'campaigns');
    const good = JSON.parse(fs.readFileSync(path.join(d, 'good.json'), 'utf8'));
    // Valid JSON, the right format, wrong types inside; and a name of control characters (never made by the host).
    fs.writeFileSync(path.join(d, 'shape.json'), JSON.stringify({ ...good, id: 'shape', campaign: { ...good.campaign, games: 'x' } }));
    fs.writeFileSync(path.join(d, 'pending.json'), JSON.stringify({ ...good, id: 'pending', campaign: { ...good.campaign, name: 'Pending' }, pending: [{ table: 't' }] }));
    fs.writeFileSync(path.join(d, 'ctrl.json'), JSON.stringify({ ...good, id: 'ctrl', campaign: { ...good.campaign, name: '\u0007\u0000' } }));
    const before = snapshot();
    const { campaigns, problems } = store().list();
    expect(campaigns.map((c) => c.id)).toEqual(['good']);
    expect(problems).toEqual([
      { file: 'ctrl.json', error: 'The campaign file ctrl.json is damaged (not a campaign name (1 to 40 printable characters, trimmed) (at campaign.name)); it was left untouched' },
      { file: 'pending.json', error: expect.stringMatching(/^The campaign file pending\.json is damaged \(.+ \(at pending\.0\.gameNo\)\); it was left untouched$/) },
      { file: 'shape.json', error: 'The campaign file shape.json is damaged (Invalid input: expected array, received string (at campaign.games)); it was left untouched' },
    ]);
    expect(errorOf(() => store().get('shape')).code).toBe('corrupt');
    expect(snapshot()).toEqual(before);
  });

  it('an unwritable folder gives an io error, not a crash', () => {
    const blocker = path.join(dir, 'file-not-folder');
    fs.writeFileSync(blocker, 'x');
    const s = new CampaignStore(blocker);
    const e = errorOf(() => s.create('X'));
    expect(e.code).toBe('io');
    expect(e.message).toMatch(/^(Could not save the campaign|Cannot read the campaigns folder): /);
  });
});

describe('export and import', () => {
  function exported(name = 'Travelling', games = 3) {
    const s = store();
    s.create(name);
    const id = s.list().campaigns.find((c) => c.name === name)!.id;
    playGames(s, id, games);
    return { s, id, json: s.exportCampaign(id) };
  }

  it('exports a versioned, checksummed file that imports on another host as the same campaign', () => {
    const { s, id, json } = exported();
    const file = JSON.parse(json);
    expect(file).toMatchObject({ format: 'magic-table/magical-library-campaign-export', version: 1, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const other = new CampaignStore(path.join(dir, 'other-host'));
    const imported = other.importCampaign(json);
    const original = s.get(id);
    expect({ ...imported, updatedAt: 0 }).toEqual({ ...original, updatedAt: 0 });
    expect(other.list().campaigns.map((c) => c.name)).toEqual(['Travelling']);
  });

  it('a name clash needs another name; the other name must be free too', () => {
    const { s, json } = exported();
    const e = errorOf(() => s.importCampaign(json));
    expect([e.code, e.message]).toEqual(['name_taken', 'There is already a campaign called "Travelling"']);
    s.create('Taken');
    expect(errorOf(() => s.importCampaign(json, 'taken')).code).toBe('name_taken');
    expect(errorOf(() => s.importCampaign(json, '')).code).toBe('name_taken');
    const copy = s.importCampaign(json, 'Travelling (copy)');
    expect(copy).toMatchObject({ id: 'travelling-copy', name: 'Travelling (copy)', field: 3 });
  });

  it('reformatting the file (indentation, key order) keeps it importable', () => {
    const { json } = exported();
    const file = JSON.parse(json);
    const reordered = { sha256: file.sha256, campaign: Object.fromEntries(Object.entries(file.campaign).reverse()), version: 1, exportedAt: file.exportedAt, format: file.format };
    expect(new CampaignStore(path.join(dir, 'h2')).importCampaign(JSON.stringify(reordered)).field).toBe(3);
  });

  it('refuses bad files with a clear reason and writes nothing', () => {
    const { s, json } = exported();
    const file = JSON.parse(json);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a forger edits the parsed file freely: any field, any shape
    const tamper = (f: (x: any) => void) => {
      const copy = structuredClone(file);
      f(copy);
      return JSON.stringify(copy);
    };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as tamper: the forger's edit, then a fresh checksum
    const rehash = (f: (x: any) => void) => tamper((x) => {
      f(x);
      // A forger who recomputes the checksum still meets the consistency check.
      x.sha256 = createHashOf(x.campaign);
    });
    const before = snapshot();
    const cases: [unknown, RegExp][] = [
      [json.slice(0, 100), /not valid JSON/],
      ['', /not valid JSON/],
      [42, /^A campaign file is text$/],
      ['x'.repeat(1024 * 1024 + 1), /too large/],
      ['[]', /^This file is not a valid campaign: /],
      [JSON.stringify({ ...file, format: 'megagem' }), /This is not a Magical Library campaign file/],
      [tamper((x) => { x.version = 2; }), /saved by a newer Magic Table \(format 2\)/],
      [tamper((x) => { x.campaign.badges.push('vp120'); }), /checksum does not match/],
      [tamper((x) => { delete x.sha256; }), /checksum is missing or malformed/],
      [rehash((x) => { x.campaign.badges.push('vp120'); }), /does not add up: The ticked badges do not match the games played/],
      [rehash((x) => { x.campaign.games[0].chosen = 'circles30'; }), /does not add up: Game 1 ticks off a badge nobody fulfilled/],
      [rehash((x) => { x.campaign.badges[0] = 'nope'; }), /not valid: Unknown badge \(at badges\.0\)/],
      [rehash((x) => { x.campaign.name = ''; }), /not valid: /],
    ];
    for (const [text, re] of cases) {
      const e = errorOf(() => s.importCampaign(text as string, 'Fresh name'));
      expect(e.code).toBe('bad_file');
      expect(e.message).toMatch(re);
    }
    expect(snapshot()).toEqual(before);
  });
});

// The checksum as an outsider would compute it (sorted-key JSON, SHA-256).
import { createHash } from 'node:crypto';
function canon(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canon).join(',')}]`;
  if (v && typeof v === 'object') return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canon((v as Record<string, unknown>)[k])}`).join(',')}}`;
  return JSON.stringify(v);
}
function createHashOf(v: unknown): string {
  return createHash('sha256').update(canon(v)).digest('hex');
}

describe('slugify', () => {
  it('makes file-safe ids', () => {
    expect(slugify('Hello, World!')).toBe('hello-world');
    expect(slugify('---')).toBe('campaign');
    expect(slugify('a'.repeat(60))).toHaveLength(40);
  });
  it('badge type is a closed list', () => {
    const b: BadgeId = 'vp80';
    expect(BADGE_IDS).toContain(b);
  });
});

describe('with the engine', () => {
  it('records a real finished game: the badges the engine found, one ticked', async () => {
    const { playBots } = await import('../../src/shared/engine/engine.js');
    const { default: magicalLibrary } = await import('../../src/shared/games/magical-library/index.js');
    const { badgesOfGame } = await import('../../src/main/games/magical-library/index.js');
    // Random bots leave many categories empty: someone fulfils "no VP in 5 or more categories".
    const played = playBots(magicalLibrary, { players: 3, seed: 'campaign-3', bots: ['random', 'random', 'random'], options: { modules: [] } });
    const fulfilled = badgesOfGame(played.state);
    expect(fulfilled).toHaveLength(3);
    const s = store();
    s.create('Real');
    const eligible = eligibleBadges({ badges: [] }, fulfilled);
    expect(eligible.length).toBeGreaterThan(0);
    const r = s.recordGame('real', { fulfilled, chosen: eligible[0] });
    expect(r.campaign.badges).toEqual([eligible[0]]);
    expect(r.campaign.games[0].fulfilled).toEqual(fulfilled);
    // The same badges again: the ticked one is used up, another (if any) may be ticked.
    const again = eligibleBadges(r.campaign, fulfilled);
    expect(again).toEqual(eligible.slice(1));
    if (again.length === 0) {
      expect(s.recordGame('real', { fulfilled, chosen: null }).campaign.field).toBe(1);
    }
  });
});

describe('pending badge choices (kept in the campaign, not the table)', () => {
  const A = 'a'.repeat(32);
  const B = 'b'.repeat(32);
  const choice = (table: string, gameNo: number, fulfilled: BadgeId[][]): PendingChoice => ({
    table, gameNo, at: clock, fulfilled, ticked: [], field: 0, chooserSeat: 0,
    seatNames: fulfilled.map((_, i) => (i === 0 ? 'Ann' : i === 1 ? 'Bob' : null)),
    seatTokens: fulfilled.map((_, i) => (i === 0 ? A : i === 1 ? B : null)), creatorToken: A,
  });

  it('is written to the campaign file at once, survives a restart, and is never exported', () => {
    const s = store();
    s.create('Kept');
    expect(s.addPending('kept', choice('t1', 1, [['vp120'], ['all4']]))).toBe(true);
    const file = JSON.parse(fs.readFileSync(path.join(dir, 'campaigns', 'kept.json'), 'utf8'));
    expect(file.pending).toEqual([choice('t1', 1, [['vp120'], ['all4']])]);
    const again = new CampaignStore(dir);
    expect(again.pending('kept')).toEqual([choice('t1', 1, [['vp120'], ['all4']])]);
    expect(again.exportCampaign('kept')).not.toContain(A);
    // The same game again replaces it; renaming keeps it.
    expect(again.addPending('kept', { ...choice('t1', 1, [['vp120'], ['all4']]), at: 5 })).toBe(true);
    again.rename('kept', 'Still kept');
    expect(new CampaignStore(dir).pending('kept')).toEqual([{ ...choice('t1', 1, [['vp120'], ['all4']]), at: 5 }]);
  });

  it('ticking records the game and removes the choice in one write; a decided game is not put up again', () => {
    const s = store();
    s.create('Kept');
    s.addPending('kept', choice('t1', 1, [['vp120'], ['all4']]));
    expect(errorOf(() => s.tickPending('kept', { table: 't1', gameNo: 1 }, 'vp80'))).toMatchObject({ code: 'bad_record' });
    expect(errorOf(() => s.tickPending('kept', { table: 't1', gameNo: 1 }, null))).toMatchObject({ code: 'bad_record' });
    expect(errorOf(() => s.tickPending('kept', { table: 't9', gameNo: 1 }, 'vp120'))).toMatchObject({ code: 'not_found' });
    const r = s.tickPending('kept', { table: 't1', gameNo: 1 }, 'all4');
    expect(r).toMatchObject({ campaign: { field: 1, badges: ['all4'], games: [{ fulfilled: [['vp120'], ['all4']], chosen: 'all4' }] }, settled: [] });
    expect(s.pending('kept')).toEqual([]);
    expect(new CampaignStore(dir).pending('kept')).toEqual([]);
    expect(s.addPending('kept', choice('t1', 1, [['vp120'], ['all4']]))).toBe(false);
    expect(s.pending('kept')).toEqual([]);
  });

  it('another pending game left with no free badge is recorded at once without one', () => {
    const s = store();
    s.create('Kept');
    s.addPending('kept', choice('t1', 1, [['vp120'], []]));
    s.addPending('kept', choice('t2', 1, [['vp120'], []]));
    s.addPending('kept', choice('t3', 1, [['all4'], []]));
    const r = s.tickPending('kept', { table: 't1', gameNo: 1 }, 'vp120');
    expect(r.settled.map((p) => p.table)).toEqual(['t2']);
    expect(s.pending('kept').map((p) => p.table)).toEqual(['t3']);
    expect(s.get('kept').games.map((g) => g.chosen)).toEqual(['vp120', null]);
  });

  it(`keeps at most ${MAX_PENDING} per campaign and refuses a malformed one`, () => {
    const s = store();
    s.create('Kept');
    for (let i = 1; i <= MAX_PENDING; i++) s.addPending('kept', choice('t1', i, [['vp120']]));
    expect(errorOf(() => s.addPending('kept', choice('t1', MAX_PENDING + 1, [['vp120']])))).toMatchObject({ code: 'full' });
    expect(errorOf(() => s.addPending('kept', { ...choice('t2', 1, [['vp120']]), fulfilled: [] }))).toMatchObject({ code: 'bad_record' });
  });
});
