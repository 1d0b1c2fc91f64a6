/**
 * Named Magical Library campaigns (the Path of Knowledge), kept by the host in
 * `<dataDir>/campaigns/<id>.json`, one file per campaign, replaced atomically.
 *
 * The folder is read once, when the store is made (the host's start, before it
 * listens); from then on every campaign is served from memory and no call reads
 * a file, so listing costs no disk however often it is asked. A change is written
 * (atomically) first and taken into memory only once the file is saved (with
 * the default, synchronous writer; see below for the host's). At most
 * MAX_CAMPAIGNS campaigns exist (damaged files count): creating or importing more
 * is refused. Files put into the folder by hand are seen at the next start.
 *
 * Every call finishes in memory before the host's event loop runs anything
 * else, so two table messages never interleave a read-modify-write. By default
 * a change is written synchronously (`writeFileAtomic`) before memory takes it;
 * the host gives a `durable` writer instead (asynchronous I/O: nothing blocks its
 * event loop while people play), and then memory takes the change at once while
 * the host holds back every frame and answer until the file is on disk.
 * Every failure is a `CampaignError` with a sentence a player can read; a damaged
 * file is reported (by `list().problems` and by `get`), never deleted or
 * overwritten, and never crashes the host.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isTempName, writeFileAtomic } from '../../fs/atomic-file.js';
import {
  EXPORT_FORMAT, FORMAT_VERSION, MAX_DECIDED, MAX_IMPORT_BYTES, MAX_PENDING, STORE_FORMAT, campaignBody, campaignName, checksum,
  exportFile, inconsistency, pendingChoice, storedFile, zodMessage,
} from './format.js';
import type { CampaignBody, GameEntry, PendingChoice } from './format.js';
import { BADGE_IDS, MODULE_IDS, PATH, PATH_LENGTH, advanceCampaign, unlockedModules } from './path.js';
import type { BadgeId, ModuleId, PathField } from './path.js';
import type { Msg, MsgParam } from '../../../shared/engine/types.js';
import { HOST_MESSAGES, hostEnglish, hostMsg, type HostMessageId } from '../../../shared/host-messages.js';

export type CampaignErrorCode = 'bad_name' | 'name_taken' | 'not_found' | 'corrupt' | 'bad_record' | 'bad_file' | 'io' | 'full';

/** How many campaigns (readable or damaged) a host keeps at most. */
export const MAX_CAMPAIGNS = 200;

export class CampaignError extends Error {
  /** The same as a host message (id and parameters), for the reader's language. */
  readonly msg?: Msg;

  constructor(public readonly code: CampaignErrorCode, message: string, msg?: Msg) {
    super(message);
    this.name = 'CampaignError';
    if (msg) this.msg = msg;
  }
}

/** A campaign error from the host's catalogue: its English sentence and its message id. */
export function campaignError(code: CampaignErrorCode, id: HostMessageId, params?: Record<string, MsgParam>): CampaignError {
  const m = hostMsg(id, params);
  return new CampaignError(code, hostEnglish(m), m);
}

/** The name problems the schema gives (its English reasons), as host messages. */
const NAME_PROBLEMS: ReadonlyMap<string, HostMessageId> = new Map(
  (['host.campaign.nameLength', 'host.campaign.namePrintable', 'host.campaign.nameVisible'] as const).map((id) => [HOST_MESSAGES[id], id]),
);

function campaignNameError(reason: string | undefined): CampaignError {
  const id = reason === undefined ? undefined : NAME_PROBLEMS.get(reason);
  return id ? campaignError('bad_name', id) : new CampaignError('bad_name', reason ?? 'Bad campaign name');
}

/** A campaign as the store hands it out (a fresh copy each time). */
export interface Campaign extends CampaignBody {
  /** File-name-safe id derived from the name ("Family Sundays" → "family-sundays"). */
  id: string;
  /** Field reached on the Path of Knowledge (0 = START, 15 = the gold medal). */
  field: number;
  /** Modules of the opened boxes, usable in this campaign's games. */
  unlocked: ModuleId[];
  /** Medals reached. */
  medals: ('bronze' | 'silver' | 'gold')[];
}

export interface CampaignSummary {
  id: string;
  name: string;
  field: number;
  unlocked: ModuleId[];
  medals: ('bronze' | 'silver' | 'gold')[];
  games: number;
  updatedAt: number;
}

export interface CampaignProblem {
  /** The file's name inside the campaigns folder. */
  file: string;
  error: string;
}

/** What one finished game reports to its campaign. */
export interface GameReport {
  /** Badges each seat fulfilled (from the engine's badge check), in seat order. */
  fulfilled: BadgeId[][];
  /** The badge the table ticks off, or null when no fulfilled badge is still free. */
  chosen: BadgeId | null;
}

export interface RecordOutcome {
  campaign: Campaign;
  /** The field reached by this game, or null when the path did not advance. */
  reached: PathField | null;
  /** The box this game opened, with the modules it holds. */
  opened: { box: number; modules: ModuleId[] } | null;
  medal: 'bronze' | 'silver' | 'gold' | null;
}

/** How a Magical Library table plays: one campaign's unlocks, or free play (everything, nothing recorded). */
export type CampaignChoice = { mode: 'free' } | { mode: 'campaign'; id: string };

const ID_RE = /^[a-z0-9][a-z0-9-]{0,47}$/;

/** Which pending choice: the table and its game number. */
export interface PendingKey { table: string; gameNo: number }
export type { PendingChoice };

/** What ticking a pending choice did: the game recorded, and other pending games recorded without a badge (none left for them). */
export interface TickOutcome extends RecordOutcome {
  /** The choice that was made. */
  choice: PendingChoice;
  /** Other pending games of the campaign that had no free badge left, recorded at once without one. */
  settled: PendingChoice[];
}

/** A campaign's host-only state beside its body: the badge choices still to make, the games already decided. */
interface Side { pending: PendingChoice[]; decided: string[] }

/** A campaign file as read at start: its body (and side state), or why it cannot be used. */
type Entry = ({ body: CampaignBody } & Side) | { damaged: CampaignError };

const keyOf = (k: PendingKey) => `${k.table}:${k.gameNo}`;

export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  return slug || 'campaign';
}

/** The badges that may be ticked off after a game: fulfilled by someone and not yet used. */
export function eligibleBadges(campaign: { badges: readonly BadgeId[] }, fulfilled: readonly (readonly BadgeId[])[]): BadgeId[] {
  const any = new Set(fulfilled.flat());
  return BADGE_IDS.filter((b) => any.has(b) && !campaign.badges.includes(b));
}

function decorate(id: string, body: CampaignBody): Campaign {
  const field = body.badges.length;
  const medals = PATH.filter((f) => f.field <= field).flatMap((f) => (f.kind === 'medal' ? [f.medal] : []));
  return { id, ...structuredClone(body), field, unlocked: unlockedModules({ badges: body.badges }), medals };
}

function bodyOf(c: Campaign): CampaignBody {
  return { name: c.name, createdAt: c.createdAt, updatedAt: c.updatedAt, badges: [...c.badges], games: structuredClone(c.games) };
}

export class CampaignStore {
  readonly dir: string;
  private readonly now: () => number;
  /** Every campaign file by id, read once at start, then kept in step with every write. */
  private readonly entries = new Map<string, Entry>();
  /** Why the folder could not be read at start (nothing can be added then), or null. */
  private readonly folderError: CampaignError | null;

  /** Writes a campaign file asynchronously (temp, fsync, rename; its folder made first), or null: synchronously. */
  private readonly durable: ((file: string, text: string) => void) | null;

  constructor(dataDir: string, opts: { now?: () => number; durable?: (file: string, text: string) => void } = {}) {
    this.dir = path.join(dataDir, 'campaigns');
    this.now = opts.now ?? Date.now;
    this.durable = opts.durable ?? null;
    this.folderError = this.load();
  }

  /** Every readable campaign, by name; damaged files are listed in `problems`. Never throws for a bad file. */
  list(): { campaigns: CampaignSummary[]; problems: CampaignProblem[] } {
    const campaigns: CampaignSummary[] = [];
    const problems: CampaignProblem[] = [];
    for (const id of [...this.entries.keys()].sort()) {
      const entry = this.entries.get(id)!;
      if ('damaged' in entry) {
        problems.push({ file: `${id}.json`, error: entry.damaged.message });
        continue;
      }
      const c = decorate(id, entry.body);
      campaigns.push({ id, name: c.name, field: c.field, unlocked: c.unlocked, medals: c.medals, games: c.games.length, updatedAt: c.updatedAt });
    }
    campaigns.sort((a, b) => a.name.localeCompare(b.name));
    return { campaigns, problems };
  }

  /** Starts a new campaign at START. Names are unique (ignoring case and spaces at the ends). */
  create(name: unknown): Campaign {
    this.checkRoom();
    const clean = this.checkName(name);
    const now = this.now();
    const id = this.freeId(clean);
    const body: CampaignBody = { name: clean, createdAt: now, updatedAt: now, badges: [], games: [] };
    this.write(id, body);
    return decorate(id, body);
  }

  get(id: string): Campaign {
    return this.read(id);
  }

  /**
   * Records a finished game: ticks off `chosen` (which someone must have
   * fulfilled and which must still be free) and advances one field.
   * `chosen` may be null only when no fulfilled badge is free.
   */
  recordGame(id: string, report: GameReport): RecordOutcome {
    const campaign = this.read(id);
    const { body, outcome } = this.played(campaign, report);
    this.write(id, body);
    return { ...outcome, campaign: decorate(id, body) };
  }

  /** The campaign with one more game played (nothing written). */
  private played(campaign: Campaign, report: GameReport): { body: CampaignBody; outcome: Omit<RecordOutcome, 'campaign'> } {
    const fulfilled = this.checkFulfilled(report?.fulfilled);
    const chosen = report?.chosen ?? null;
    const eligible = eligibleBadges(campaign, fulfilled);
    let reached: PathField | null = null;
    let badges = campaign.badges;
    if (chosen === null) {
      if (eligible.length > 0) throw campaignError('bad_record', 'host.campaign.chooseFulfilled');
    } else {
      if (!BADGE_IDS.includes(chosen)) throw campaignError('bad_record', 'host.campaign.noSuchBadge', { badge: String(chosen) });
      if (campaign.badges.includes(chosen)) throw campaignError('bad_record', 'host.campaign.badgeUsed');
      if (!eligible.includes(chosen)) throw campaignError('bad_record', 'host.campaign.notFulfilled');
      const next = advanceCampaign({ badges: campaign.badges }, chosen);
      if ('error' in next) throw campaignError('bad_record', 'host.campaign.problem', { problem: next.error });
      badges = next.campaign.badges;
      reached = next.reached;
    }
    const now = this.now();
    const entry: GameEntry = { at: now, fulfilled, chosen, field: badges.length };
    const body: CampaignBody = { ...bodyOf(campaign), updatedAt: now, badges, games: [...campaign.games, entry] };
    return {
      body,
      outcome: {
        reached,
        opened: reached?.kind === 'box' ? { box: reached.box, modules: [...reached.modules] } : null,
        medal: reached?.kind === 'medal' ? reached.medal : null,
      },
    };
  }

  // --- pending badge choices ---------------------------------------------------

  /** The campaign's badge choices still to make, oldest first (copies; they hold tokens: never send them as they are). */
  pending(id: string): PendingChoice[] {
    this.read(id);
    return structuredClone(this.side(id).pending);
  }

  /**
   * Keeps a finished game's badge choice in the campaign's file (written
   * before it returns). The same game again replaces it; a game already
   * decided is not put up again (false). At most MAX_PENDING per campaign.
   */
  addPending(id: string, choice: PendingChoice): boolean {
    const campaign = this.read(id);
    const parsed = pendingChoice.safeParse(choice);
    if (!parsed.success) throw campaignError('bad_record', 'host.campaign.badPending', { problem: zodMessage(parsed.error) });
    const side = this.side(id);
    const key = keyOf(choice);
    if (side.decided.includes(key)) return false;
    const others = side.pending.filter((p) => keyOf(p) !== key);
    if (others.length >= MAX_PENDING) {
      throw campaignError('full', 'host.campaign.fullPending', { name: campaign.name, max: MAX_PENDING });
    }
    this.write(id, bodyOf(campaign), { pending: [...others, parsed.data], decided: side.decided });
    return true;
  }

  /**
   * Makes a pending choice: ticks `chosen` (null only when no fulfilled badge
   * is free) and records the game, removes the choice, and records at once,
   * without a badge, every other pending game of the campaign left with no
   * free badge. One write.
   */
  tickPending(id: string, key: PendingKey, chosen: BadgeId | null): TickOutcome {
    let campaign = this.read(id);
    const side = this.side(id);
    const choice = side.pending.find((p) => keyOf(p) === keyOf(key));
    if (!choice) throw campaignError('not_found', 'host.campaign.noBadgeAnyMore');
    const first = this.played(campaign, { fulfilled: choice.fulfilled, chosen });
    let body = first.body;
    const decided = [keyOf(choice)];
    const settled: PendingChoice[] = [];
    const rest: PendingChoice[] = [];
    for (const p of side.pending) {
      if (p === choice) continue;
      campaign = decorate(id, body);
      if (eligibleBadges(campaign, p.fulfilled).length === 0) {
        body = this.played(campaign, { fulfilled: p.fulfilled, chosen: null }).body;
        settled.push(p);
        decided.push(keyOf(p));
      } else {
        rest.push(p);
      }
    }
    this.write(id, body, { pending: rest, decided: [...side.decided, ...decided].slice(-MAX_DECIDED) });
    return { ...first.outcome, campaign: decorate(id, first.body), choice: structuredClone(choice), settled: structuredClone(settled) };
  }

  /** The side state of a readable campaign. */
  private side(id: string): Side {
    const entry = this.entries.get(id);
    return entry && 'body' in entry ? { pending: entry.pending, decided: entry.decided } : { pending: [], decided: [] };
  }

  /** Renames a campaign (its id, the file name, stays). */
  rename(id: string, name: unknown): Campaign {
    const campaign = this.read(id);
    const clean = this.checkName(name, id);
    const body = { ...bodyOf(campaign), name: clean, updatedAt: this.now() };
    this.write(id, body);
    return decorate(id, body);
  }

  /** Deletes a campaign's file (a damaged one too). */
  remove(id: string): void {
    const file = this.fileOf(id);
    try {
      fs.unlinkSync(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        this.entries.delete(id);
        throw campaignError('not_found', 'host.campaign.notFound');
      }
      throw campaignError('io', 'host.campaign.cannotDelete', { problem: (err as Error).message });
    }
    this.entries.delete(id);
  }

  /** The campaign as a versioned, checksummed JSON text a player can save and import elsewhere. */
  exportCampaign(id: string): string {
    const body = bodyOf(this.read(id));
    const file = { format: EXPORT_FORMAT, version: FORMAT_VERSION, exportedAt: new Date(this.now()).toISOString(), campaign: body, sha256: checksum(body) };
    return `${JSON.stringify(file, null, 2)}\n`;
  }

  /**
   * Adds a campaign from an export file. Nothing is written unless the whole
   * file is valid. If its name is taken, `nameIfClash` is used instead (and
   * must be free); without it the import fails with code `name_taken`.
   */
  importCampaign(json: unknown, nameIfClash?: unknown): Campaign {
    this.checkRoom();
    if (typeof json !== 'string') throw campaignError('bad_file', 'host.campaign.fileText');
    if (Buffer.byteLength(json, 'utf8') > MAX_IMPORT_BYTES) throw campaignError('bad_file', 'host.campaign.fileTooLarge');
    let raw: unknown;
    try {
      raw = JSON.parse(json);
    } catch {
      throw campaignError('bad_file', 'host.campaign.fileNotJson');
    }
    const outer = exportFile.safeParse(raw);
    if (!outer.success) throw campaignError('bad_file', 'host.campaign.fileNotCampaign', { problem: zodMessage(outer.error) });
    if (outer.data.version > FORMAT_VERSION) {
      throw campaignError('bad_file', 'host.campaign.fileNewer', { version: String(outer.data.version) });
    }
    if (outer.data.version < 1) throw campaignError('bad_file', 'host.campaign.fileVersion', { version: String(outer.data.version) });
    if (checksum(outer.data.campaign) !== outer.data.sha256) {
      throw campaignError('bad_file', 'host.campaign.fileChecksum');
    }
    const inner = campaignBody.safeParse(outer.data.campaign);
    if (!inner.success) throw campaignError('bad_file', 'host.campaign.fileInvalid', { problem: zodMessage(inner.error) });
    const wrong = inconsistency(inner.data);
    if (wrong) throw campaignError('bad_file', 'host.campaign.fileWrong', { problem: wrong });
    let name: string;
    try {
      name = this.checkName(inner.data.name);
    } catch (err) {
      if (!(err instanceof CampaignError) || err.code !== 'name_taken' || nameIfClash === undefined || nameIfClash === null || nameIfClash === '') throw err;
      name = this.checkName(nameIfClash);
    }
    const id = this.freeId(name);
    const body: CampaignBody = { ...inner.data, name, updatedAt: this.now() };
    this.write(id, body);
    return decorate(id, body);
  }

  /** The modules a table may switch on: all in free play, the opened boxes' in a campaign. */
  modulesAllowed(choice: CampaignChoice): ModuleId[] {
    if (choice.mode === 'free') return [...MODULE_IDS];
    return this.read(choice.id).unlocked;
  }

  /** Null when `modules` may be played with `choice`, else the reason. */
  checkModules(choice: CampaignChoice, modules: readonly string[]): string | null {
    const locked = this.lockedModules(choice, modules);
    if (locked.length === 0) return null;
    return `This campaign has not opened the box with ${locked.map((m) => `module ${m.slice(1)}`).join(', ')} yet`;
  }

  // --- files ---------------------------------------------------------------

  /** The modules of `modules` that `choice` has not opened yet. */
  lockedModules(choice: CampaignChoice, modules: readonly string[]): string[] {
    const allowed = this.modulesAllowed(choice);
    return modules.filter((m) => !allowed.includes(m as ModuleId));
  }

  /** Reads every campaign file once (at start); a damaged one is kept as its reason. Returns the folder's own error, if any. */
  private load(): CampaignError | null {
    let names: string[];
    try {
      names = fs.readdirSync(this.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      return campaignError('io', 'host.campaign.cannotReadFolder', { problem: (err as Error).message });
    }
    for (const n of names.filter((f) => !isTempName(f) && f.endsWith('.json') && ID_RE.test(f.slice(0, -5))).sort()) {
      const id = n.slice(0, -5);
      try {
        this.entries.set(id, this.readFile(id));
      } catch (err) {
        this.entries.set(id, { damaged: err instanceof CampaignError ? err : campaignError('io', 'host.campaign.problem', { problem: String(err) }) });
      }
    }
    return null;
  }

  /** Refuses a new campaign when the folder cannot be read or the host keeps MAX_CAMPAIGNS already. */
  private checkRoom(): void {
    if (this.folderError) throw this.folderError;
    if (this.entries.size >= MAX_CAMPAIGNS) {
      throw campaignError('full', 'host.campaign.tooMany', { max: MAX_CAMPAIGNS });
    }
  }

  private fileOf(id: string): string {
    if (typeof id !== 'string' || !ID_RE.test(id)) throw campaignError('not_found', 'host.campaign.notFound');
    return path.join(this.dir, `${id}.json`);
  }

  /** The campaign from memory (a fresh copy); a damaged file's reason as a `corrupt` error. */
  private read(id: string): Campaign {
    this.fileOf(id);
    const entry = this.entries.get(id);
    if (!entry) throw campaignError('not_found', 'host.campaign.notFound');
    if ('damaged' in entry) throw entry.damaged;
    return decorate(id, entry.body);
  }

  /** One campaign file, read and checked (only at start). */
  private readFile(id: string): { body: CampaignBody } & Side {
    const file = this.fileOf(id);
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw campaignError('not_found', 'host.campaign.notFound');
      throw campaignError('io', 'host.campaign.cannotRead', { id, problem: (err as Error).message });
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      throw campaignError('corrupt', 'host.campaign.damagedJson', { id });
    }
    const parsed = storedFile.safeParse(raw);
    if (!parsed.success) {
      throw campaignError('corrupt', 'host.campaign.damaged', { id, problem: zodMessage(parsed.error) });
    }
    const wrong = inconsistency(parsed.data.campaign);
    if (wrong) throw campaignError('corrupt', 'host.campaign.doesNotAddUp', { id, problem: wrong });
    return { body: parsed.data.campaign, pending: parsed.data.pending ?? [], decided: parsed.data.decided ?? [] };
  }

  /** Writes a campaign's file (its side state kept as it is unless given), then memory. */
  private write(id: string, body: CampaignBody, side: Side = this.side(id)): void {
    try {
      const file = { format: STORE_FORMAT, version: FORMAT_VERSION, id, campaign: body, pending: side.pending, decided: side.decided };
      const text = `${JSON.stringify(file, null, 2)}\n`;
      if (this.durable) this.durable(this.fileOf(id), text);
      else {
        fs.mkdirSync(this.dir, { recursive: true });
        writeFileAtomic(this.fileOf(id), text);
      }
    } catch (err) {
      if (err instanceof CampaignError) throw err;
      throw campaignError('io', 'host.campaign.cannotSave', { problem: (err as Error).message });
    }
    // Saved: now memory says so too.
    this.entries.set(id, { body: structuredClone(body), pending: structuredClone(side.pending), decided: [...side.decided] });
  }

  private checkFulfilled(fulfilled: unknown): BadgeId[][] {
    if (!Array.isArray(fulfilled) || fulfilled.length < 1 || fulfilled.length > 16) {
      throw campaignError('bad_record', 'host.campaign.reportBadges');
    }
    return fulfilled.map((list, seat) => {
      if (!Array.isArray(list)) throw campaignError('bad_record', 'host.campaign.seatBadges', { n: seat + 1 });
      for (const b of list) {
        if (!BADGE_IDS.includes(b)) throw campaignError('bad_record', 'host.campaign.noSuchBadge', { badge: String(b) });
      }
      return [...new Set(list as BadgeId[])];
    });
  }

  private checkName(name: unknown, exceptId?: string): string {
    const parsed = campaignName.safeParse(name);
    if (!parsed.success) throw campaignNameError(parsed.error.issues[0]?.message);
    const clean = parsed.data;
    const key = clean.toLocaleLowerCase();
    for (const c of this.list().campaigns) {
      if (c.id !== exceptId && c.name.toLocaleLowerCase() === key) {
        throw campaignError('name_taken', 'host.campaign.nameTaken', { name: c.name });
      }
    }
    return clean;
  }

  /** An id from the name that no file (readable or damaged) uses yet. */
  private freeId(name: string): string {
    const base = slugify(name);
    const taken = new Set(this.entries.keys());
    if (!taken.has(base)) return base;
    for (let i = 2; i < 10_000; i++) {
      const id = `${base.slice(0, 40)}-${i}`;
      if (!taken.has(id)) return id;
    }
    throw campaignError('io', 'host.campaign.similarNames');
  }
}

export { BADGE_IDS, MODULE_IDS, PATH, PATH_LENGTH };
export type { BadgeId, ModuleId, PathField };
