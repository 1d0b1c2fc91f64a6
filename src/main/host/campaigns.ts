/**
 * The host side of Magical Library campaigns: the campaign messages
 * (list, create, export, import), a table's campaign (free play or one
 * campaign, chosen by the creator in the lobby), the modules a campaign
 * table may switch on, and the badge choice after a campaign game.
 *
 * A table's campaign lives in its `table.json` (the `campaign` field of its
 * meta), so it comes back after a restart; the campaign itself is kept by the
 * CampaignStore in `<dataDir>/campaigns/`. Everything is saved before anyone
 * hears of it.
 */
import { CampaignError, CampaignStore, MODULE_IDS, PATH, badgesOfGame, eligibleBadges } from '../campaign/index.js';
import type { BadgeId, Campaign, CampaignChoice, CampaignSummary } from '../campaign/index.js';
import type { LibraryState } from '../../shared/games/magical-library/state.js';
import type {
  BadgeCandidates, CampaignAdvance, CampaignInfo, CampaignListItem, ClientMessage, HostMessage, LockedModule, TableCampaign,
} from '../../shared/protocol.js';
import type { Store, TableMeta } from './store.js';
import { fail, type Failure, type Person, type Table } from './table.js';

export const CAMPAIGN_GAME = 'magical-library';

/** What a table keeps about its campaign, in its meta (table.json). */
export type TableCampaignMeta =
  | { mode: 'free' }
  | {
      mode: 'campaign';
      id: string;
      /** The last game of this table whose badges were handled. */
      handledGame?: number;
      pending?: (BadgeCandidates & { gameNo: number; gamesBefore: number }) | null;
      advanced?: CampaignAdvance | null;
    };

type MetaWithCampaign = TableMeta & { campaign?: TableCampaignMeta };

type CampaignMessage = Extract<ClientMessage, { type: 'listCampaigns' | 'createCampaign' | 'exportCampaign' | 'importCampaign' | 'setCampaign' | 'chooseBadge' }>;
type Result = Failure | null | 'done';
export type CampaignHandlers<C> = {
  [K in CampaignMessage['type']]: (conn: C, person: Person, msg: Extract<CampaignMessage, { type: K }>) => Result;
};

export interface CampaignHostDeps {
  dataDir: string;
  store: Store;
  tables: Map<string, Table>;
  /** Sends a frame to everyone at the table. */
  broadcast(table: Table, msg: HostMessage): void;
  /** The table's room changed (re-sent to everyone there). */
  roomChanged(table: Table): void;
  log(level: 'info' | 'warn' | 'error', message: string): void;
}

const info = (c: Campaign): CampaignInfo => ({
  id: c.id, name: c.name, field: c.field, badges: [...c.badges], unlocked: [...c.unlocked], medals: [...c.medals], games: c.games.length,
});
/** The modules not in `allowed`, each with its box (the rules screen says where to unlock it). */
const lockedOf = (allowed: readonly string[]): LockedModule[] =>
  PATH.flatMap((f) => (f.kind === 'box' ? f.modules.filter((m) => !allowed.includes(m)).map((module) => ({ module, box: f.box })) : []));
const listItem = (c: CampaignSummary): CampaignListItem => ({ ...c, unlocked: [...c.unlocked], medals: [...c.medals] });

/** A store failure as the protocol's error. */
function refusal(err: unknown): Failure {
  if (err instanceof CampaignError) return fail(err.code === 'name_taken' ? 'name_taken' : 'campaign', err.message);
  throw err;
}

export function campaignHost(deps: CampaignHostDeps) {
  const campaigns = new CampaignStore(deps.dataDir);
  const metaOf = (t: Table) => t.meta as MetaWithCampaign;
  const choiceOf = (t: Table): CampaignChoice => {
    const c = metaOf(t).campaign;
    return c?.mode === 'campaign' ? { mode: 'campaign', id: c.id } : { mode: 'free' };
  };
  const isLibrary = (t: Table) => t.def.id === CAMPAIGN_GAME;
  const save = (t: Table) => deps.store.saveMeta(t.meta);

  const modulesOf = (options: Record<string, unknown>): string[] =>
    Array.isArray(options.modules) ? options.modules.filter((m): m is string => typeof m === 'string') : [];

  /** Null when `modules` may be played at this table, else the refusal. */
  const checkModules = (t: Table, modules: string[]): Failure | null => {
    try {
      const reason = campaigns.checkModules(choiceOf(t), modules);
      return reason ? fail('bad_options', `${reason}: reach its box on the Path of Knowledge first, or play free`) : null;
    } catch (err) {
      const f = refusal(err);
      return fail('bad_options', `This table's campaign cannot be read (${f.message}); choose another campaign or free play`);
    }
  };

  function handlers<C>(reply: (conn: C, msg: HostMessage) => void): CampaignHandlers<C> {
    const withRef = <M extends HostMessage>(msg: M, ref: string | undefined): M => (ref === undefined ? msg : { ...msg, ref });
    const creatorsTable = (tableId: string, token: string): Table | Failure => {
      const t = deps.tables.get(tableId);
      if (!t) return fail('no_table', 'That table does not exist (any more)');
      if (!isLibrary(t)) return fail('forbidden', `${t.def.name} has no campaigns; only Magical Library does`);
      if (!t.isCreator(token)) return fail('not_creator', "Only the table's creator can do that");
      return t;
    };
    return {
      listCampaigns: (conn, _p, msg) => {
        const { campaigns: list, problems } = campaigns.list();
        reply(conn, withRef({ type: 'campaigns', campaigns: list.map(listItem), problems }, msg.ref));
        return 'done';
      },
      createCampaign: (conn, _p, msg) => {
        try {
          const c = campaigns.create(msg.name);
          deps.log('info', `campaign "${c.name}" (${c.id}) created`);
          reply(conn, withRef({ type: 'campaign', campaign: info(c) }, msg.ref));
          return 'done';
        } catch (err) { return refusal(err); }
      },
      exportCampaign: (conn, _p, msg) => {
        try {
          const json = campaigns.exportCampaign(msg.id);
          reply(conn, withRef({ type: 'campaignExport', id: msg.id, json }, msg.ref));
          return 'done';
        } catch (err) { return refusal(err); }
      },
      importCampaign: (conn, _p, msg) => {
        try {
          const c = campaigns.importCampaign(msg.json, msg.nameIfClash);
          deps.log('info', `campaign "${c.name}" (${c.id}) imported at field ${c.field}`);
          reply(conn, withRef({ type: 'campaign', campaign: info(c) }, msg.ref));
          return 'done';
        } catch (err) { return refusal(err); }
      },
      setCampaign: (_c, person, msg) => {
        const t = creatorsTable(msg.tableId, person.token);
        if (!('meta' in t)) return t;
        if (t.meta.status !== 'lobby') return fail('forbidden', 'The campaign is chosen before the first game starts');
        let next: TableCampaignMeta;
        let allowed: string[];
        if (msg.campaign === 'free') {
          next = { mode: 'free' };
          allowed = [...MODULE_IDS];
        } else {
          try {
            const c = campaigns.get(msg.campaign);
            next = { mode: 'campaign', id: c.id };
            allowed = c.unlocked;
          } catch (err) { return refusal(err); }
        }
        metaOf(t).campaign = next;
        // Modules this campaign has not opened are switched off.
        const modules = modulesOf(t.meta.options);
        if (modules.some((m) => !allowed.includes(m))) t.meta.options = { ...t.meta.options, modules: modules.filter((m) => allowed.includes(m)) };
        save(t);
        deps.roomChanged(t);
        return null;
      },
      chooseBadge: (_c, person, msg) => {
        const t = creatorsTable(msg.tableId, person.token);
        if (!('meta' in t)) return t;
        const c = metaOf(t).campaign;
        if (c?.mode !== 'campaign' || !c.pending) return fail('forbidden', 'There is no badge to choose at this table now');
        const r = record(t, c, msg.badge);
        if ('code' in r) return r;
        r();
        deps.roomChanged(t);
        settleOthers(t, c.id);
        return null;
      },
    };
  }

  /**
   * Ticks `badge` (or none) for the pending game: the campaign file first, then
   * the table; returns the announcement (sent once both are saved).
   */
  function record(t: Table, c: Extract<TableCampaignMeta, { mode: 'campaign' }>, badge: string | null): Failure | (() => void) {
    const pending = c.pending;
    if (!pending) return fail('forbidden', 'There is no badge to choose at this table now');
    let outcome;
    try {
      outcome = campaigns.recordGame(c.id, { fulfilled: pending.fulfilled as BadgeId[][], chosen: badge as BadgeId | null });
    } catch (err) { return refusal(err); }
    c.pending = null;
    c.advanced = {
      gameNo: pending.gameNo, badge, reached: outcome.reached?.field ?? null, opened: outcome.opened, medal: outcome.medal,
    };
    save(t);
    deps.log('info', `table ${t.id}: campaign ${c.id} ${badge ? `ticked ${badge}, now on field ${outcome.campaign.field}` : 'recorded a game without a badge'}`);
    const frame: HostMessage = {
      type: 'campaignAdvanced', tableId: t.id, campaign: info(outcome.campaign),
      reached: c.advanced.reached, opened: outcome.opened, medal: outcome.medal,
    };
    return () => deps.broadcast(t, frame);
  }

  /**
   * After a campaign moved on, other tables of the same campaign awaiting a
   * choice see the new ticks; one whose badges are all ticked now records its
   * game without a badge (so nobody waits for a choice that cannot be made).
   */
  function settleOthers(done: Table, id: string): void {
    let campaign: Campaign;
    try { campaign = campaigns.get(id); } catch { return; }
    for (const t of deps.tables.values()) {
      const c = metaOf(t).campaign;
      if (t === done || c?.mode !== 'campaign' || c.id !== id || !c.pending) continue;
      if (eligibleBadges(campaign, c.pending.fulfilled as BadgeId[][]).length === 0) {
        const r = record(t, c, null);
        if ('code' in r) { deps.log('error', `table ${t.id}: could not record the game in campaign ${id}: ${r.message}`); continue; }
        r();
        campaign = campaigns.get(id);
      }
      deps.roomChanged(t);
    }
  }

  return {
    handlers,

    /** The room's `campaign` field (undefined for other games). */
    roomInfo(t: Table): TableCampaign | undefined {
      if (!isLibrary(t)) return undefined;
      const c = metaOf(t).campaign;
      if (c?.mode !== 'campaign') return { mode: 'free', allowedModules: [...MODULE_IDS], locked: [] };
      try {
        const campaign = campaigns.get(c.id);
        // The choice is made against the campaign as it is now (another table may have ticked a badge since).
        const pending = c.pending ? { fulfilled: c.pending.fulfilled, ticked: [...campaign.badges], field: campaign.field, chooser: t.creatorSeat(), gameNo: c.pending.gameNo } : null;
        return { mode: 'campaign', campaign: info(campaign), allowedModules: campaign.unlocked, locked: lockedOf(campaign.unlocked), pending, advanced: c.advanced ?? null };
      } catch (err) {
        return { mode: 'missing', id: c.id, error: err instanceof Error ? err.message : String(err), allowedModules: [], locked: lockedOf([]) };
      }
    },

    /** Before `setOptions`: the merged modules must be unlocked in the table's campaign. */
    checkOptions(t: Table, token: string, options: Record<string, unknown>): Failure | null {
      if (!isLibrary(t) || !t.isCreator(token) || t.meta.status !== 'lobby') return null;
      return checkModules(t, modulesOf({ ...t.meta.options, ...options }));
    },

    /** Before `start` (also a rematch): modules unlocked, and the last game's badge chosen. */
    checkStart(t: Table, token: string): Failure | null {
      if (!isLibrary(t) || !t.isCreator(token)) return null;
      const c = metaOf(t).campaign;
      if (c?.mode === 'campaign' && c.pending) return fail('forbidden', 'Choose the badge of the last game first: it goes on the Path of Knowledge');
      return checkModules(t, modulesOf(t.meta.options));
    },

    /**
     * Once a campaign game is over (idempotent, also after a restart): works out
     * every seat's badges and saves them as the pending choice (or records the
     * game at once when no badge can be ticked). Returns the announcement to
     * send after the game's own broadcast, if there is news.
     */
    afterGame(t: Table): (() => void) | null {
      // A campaign that cannot be saved never keeps the game's own frames from the players.
      try {
        return afterGameUnsafe(t);
      } catch (err) {
        deps.log('error', `table ${t.id}: campaign bookkeeping failed: ${(err as Error).stack}`);
        return null;
      }
    },
  };

  function afterGameUnsafe(t: Table): (() => void) | null {
    const c = metaOf(t).campaign;
    if (!isLibrary(t) || c?.mode !== 'campaign' || t.meta.status !== 'finished' || !t.state) return null;
    if (c.handledGame === t.meta.gameNo) {
      // A choice saved in the campaign but not yet on the table (a crash between the two): done.
      if (c.pending) {
        try {
          const games = campaigns.get(c.id).games;
          const last = games.at(-1);
          if (games.length > c.pending.gamesBefore && last && JSON.stringify(last.fulfilled) === JSON.stringify(c.pending.fulfilled)) {
            c.pending = null;
            save(t);
          }
        } catch { /* shown as a missing campaign */ }
      }
      return null;
    }
    let campaign: Campaign;
    try {
      campaign = campaigns.get(c.id);
    } catch (err) {
      deps.log('error', `table ${t.id}: campaign ${c.id} cannot be read, game ${t.meta.gameNo} not recorded: ${(err as Error).message}`);
      return null;
    }
    const fulfilled = badgesOfGame(t.state as LibraryState);
    const candidates: BadgeCandidates = { fulfilled, ticked: [...campaign.badges], field: campaign.field, chooser: t.creatorSeat() };
    c.handledGame = t.meta.gameNo;
    c.pending = { ...candidates, gameNo: t.meta.gameNo, gamesBefore: campaign.games.length };
    c.advanced = null;
    let advanced: (() => void) | null = null;
    if (eligibleBadges(campaign, fulfilled).length === 0) {
      // Nothing can be ticked: the game is recorded without a badge (record() saves the table).
      const r = record(t, c, null);
      if ('code' in r) deps.log('error', `table ${t.id}: could not record the game in campaign ${c.id}: ${r.message}`);
      else advanced = r;
    } else {
      save(t);
    }
    return () => {
      deps.broadcast(t, { type: 'badges', tableId: t.id, ...candidates });
      advanced?.();
    };
  }
}

export type CampaignHost = ReturnType<typeof campaignHost>;
