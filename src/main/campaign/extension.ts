/**
 * Magical Library's campaigns as its table extension: the campaign messages
 * (list, create, export, import), a table's campaign (free play or one
 * campaign, chosen by the creator in the lobby), the modules a campaign
 * table may switch on, and the badge choice after a campaign game.
 *
 * A table's campaign lives in its `table.json` (the extension's data, `ext`),
 * so it comes back after a restart; the campaign itself is kept by the
 * CampaignStore in `<dataDir>/campaigns/`. Everything is saved before anyone
 * hears of it. The wire shapes are in campaign-protocol.ts.
 *
 *   startHost({ dataDir, extensions: [campaignExtension()] })
 */
import type { ZodType } from 'zod';
import type { ExtContext, ExtMessage, TableExtension } from '../host/extension.js';
import { fail, type Failure } from '../host/failure.js';
import type { Table } from '../host/table.js';
import type { LibraryState } from '../../shared/games/magical-library/state.js';
import {
  CAMPAIGN_GAME, CAMPAIGN_TABLE_MESSAGES, campaignMessages,
  type BadgeCandidates, type CampaignAdvance, type CampaignFrameName, type CampaignFrames, type CampaignInfo,
  type CampaignListItem, type CampaignMessageName, type CampaignMessagePayload, type CampaignRefusal, type LockedModule, type TableCampaign,
} from '../../shared/games/magical-library/campaign-protocol.js';
import { CampaignError, CampaignStore, MODULE_IDS, PATH, badgesOfGame, eligibleBadges } from './index.js';
import type { BadgeId, Campaign, CampaignChoice, CampaignSummary } from './index.js';

/** What a table keeps about its campaign, in its meta (table.json, the extension's `ext`). */
type TableCampaignMeta =
  | { mode: 'free' }
  | {
      mode: 'campaign';
      id: string;
      /** The last game of this table whose badges were handled. */
      handledGame?: number;
      pending?: (BadgeCandidates & { gameNo: number; gamesBefore: number }) | null;
      advanced?: CampaignAdvance | null;
    };

const info = (c: Campaign): CampaignInfo => ({
  id: c.id, name: c.name, field: c.field, badges: [...c.badges], unlocked: [...c.unlocked], medals: [...c.medals], games: c.games.length,
});
/** The modules not in `allowed`, each with its box (the rules screen says where to unlock it). */
const lockedOf = (allowed: readonly string[]): LockedModule[] =>
  PATH.flatMap((f) => (f.kind === 'box' ? f.modules.filter((m) => !allowed.includes(m)).map((module) => ({ module, box: f.box })) : []));
const listItem = (c: CampaignSummary): CampaignListItem => ({ ...c, unlocked: [...c.unlocked], medals: [...c.medals] });
const modulesOf = (options: Record<string, unknown>): string[] =>
  Array.isArray(options.modules) ? options.modules.filter((m): m is string => typeof m === 'string') : [];

export function campaignExtension(): TableExtension {
  let ctx!: ExtContext;
  let campaigns!: CampaignStore;

  const metaOf = (t: Table) => ctx.data<TableCampaignMeta>(t);
  const choiceOf = (t: Table): CampaignChoice => {
    const c = metaOf(t);
    return c?.mode === 'campaign' ? { mode: 'campaign', id: c.id } : { mode: 'free' };
  };
  const refuse = (code: CampaignRefusal, message: string) => ctx.refuse(code, message);
  /** A store failure as the protocol's error. */
  const refusal = (err: unknown): Failure => {
    if (err instanceof CampaignError) return refuse(err.code === 'name_taken' ? 'name_taken' : 'campaign', err.message);
    throw err;
  };
  const frame = <N extends CampaignFrameName>(t: Table, name: N, payload: CampaignFrames[N]) => () => ctx.broadcast(t, name, payload);

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
    c.advanced = { gameNo: pending.gameNo, badge, reached: outcome.reached?.field ?? null, opened: outcome.opened, medal: outcome.medal };
    ctx.save(t);
    ctx.log('info', `table ${t.id}: campaign ${c.id} ${badge ? `ticked ${badge}, now on field ${outcome.campaign.field}` : 'recorded a game without a badge'}`);
    return frame(t, 'campaignAdvanced', { campaign: info(outcome.campaign), reached: c.advanced.reached, opened: outcome.opened, medal: outcome.medal });
  }

  /**
   * After a campaign moved on, other tables of the same campaign awaiting a
   * choice see the new ticks; one whose badges are all ticked now records its
   * game without a badge (so nobody waits for a choice that cannot be made).
   */
  function settleOthers(done: Table, id: string): void {
    let campaign: Campaign;
    try { campaign = campaigns.get(id); } catch { return; }
    for (const t of ctx.tables()) {
      const c = metaOf(t);
      if (t === done || c?.mode !== 'campaign' || c.id !== id || !c.pending) continue;
      if (eligibleBadges(campaign, c.pending.fulfilled as BadgeId[][]).length === 0) {
        const r = record(t, c, null);
        if ('code' in r) { ctx.log('error', `table ${t.id}: could not record the game in campaign ${id}: ${r.message}`); continue; }
        r();
        campaign = campaigns.get(id);
      }
      ctx.roomChanged(t);
    }
  }

  /**
   * Once a campaign game is over (idempotent, also after a restart): works out
   * every seat's badges and saves them as the pending choice (or records the
   * game at once when no badge can be ticked). Returns the announcement to
   * send after the game's own broadcast, if there is news.
   */
  function afterGame(t: Table): (() => void) | null {
    const c = metaOf(t);
    if (c?.mode !== 'campaign' || t.meta.status !== 'finished' || !t.state) return null;
    if (c.handledGame === t.meta.gameNo) {
      // A choice saved in the campaign but not yet on the table (a crash between the two): done.
      if (c.pending) {
        try {
          const games = campaigns.get(c.id).games;
          const last = games.at(-1);
          if (games.length > c.pending.gamesBefore && last && JSON.stringify(last.fulfilled) === JSON.stringify(c.pending.fulfilled)) {
            c.pending = null;
            ctx.save(t);
          }
        } catch { /* shown as a missing campaign */ }
      }
      return null;
    }
    let campaign: Campaign;
    try {
      campaign = campaigns.get(c.id);
    } catch (err) {
      ctx.log('error', `table ${t.id}: campaign ${c.id} cannot be read, game ${t.meta.gameNo} not recorded: ${(err as Error).message}`);
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
      if ('code' in r) ctx.log('error', `table ${t.id}: could not record the game in campaign ${c.id}: ${r.message}`);
      else advanced = r;
    } else {
      ctx.save(t);
    }
    const badges = frame(t, 'badges', candidates);
    return () => {
      badges();
      advanced?.();
    };
  }

  /** The table of a table message, for its creator only. */
  const creatorsTable = (t: Table | null, token: string): Table | Failure => {
    if (!t) return fail('bad_frame', 'That message names a table');
    if (!t.isCreator(token)) return fail('not_creator', "Only the table's creator can do that");
    return t;
  };

  const handlers: { [N in CampaignMessageName]: ExtMessage<CampaignMessagePayload<N>>['handle'] } = {
    listCampaigns: (_ctx, _p, from) => {
      const { campaigns: list, problems } = campaigns.list();
      from.reply('campaigns', { campaigns: list.map(listItem), problems } satisfies CampaignFrames['campaigns']);
      return 'done';
    },
    createCampaign: (_ctx, p, from) => {
      try {
        const c = campaigns.create(p.name);
        ctx.log('info', `campaign "${c.name}" (${c.id}) created`);
        from.reply('campaign', { campaign: info(c) } satisfies CampaignFrames['campaign']);
        return 'done';
      } catch (err) { return refusal(err); }
    },
    exportCampaign: (_ctx, p, from) => {
      try {
        const json = campaigns.exportCampaign(p.id);
        from.reply('campaignExport', { id: p.id, json } satisfies CampaignFrames['campaignExport']);
        return 'done';
      } catch (err) { return refusal(err); }
    },
    importCampaign: (_ctx, p, from) => {
      try {
        const c = campaigns.importCampaign(p.json, p.nameIfClash);
        ctx.log('info', `campaign "${c.name}" (${c.id}) imported at field ${c.field}`);
        from.reply('campaign', { campaign: info(c) } satisfies CampaignFrames['campaign']);
        return 'done';
      } catch (err) { return refusal(err); }
    },
    setCampaign: (_ctx, p, from) => {
      const t = creatorsTable(from.table, from.person.token);
      if (!('meta' in t)) return t;
      if (t.meta.status !== 'lobby') return fail('forbidden', 'The campaign is chosen before the first game starts');
      let next: TableCampaignMeta;
      let allowed: string[];
      if (p.campaign === 'free') {
        next = { mode: 'free' };
        allowed = [...MODULE_IDS];
      } else {
        try {
          const c = campaigns.get(p.campaign);
          next = { mode: 'campaign', id: c.id };
          allowed = c.unlocked;
        } catch (err) { return refusal(err); }
      }
      ctx.setData(t, next);
      // Modules this campaign has not opened are switched off.
      const modules = modulesOf(t.meta.options);
      if (modules.some((m) => !allowed.includes(m))) t.meta.options = { ...t.meta.options, modules: modules.filter((m) => allowed.includes(m)) };
      ctx.save(t);
      ctx.roomChanged(t);
      return null;
    },
    chooseBadge: (_ctx, p, from) => {
      const t = creatorsTable(from.table, from.person.token);
      if (!('meta' in t)) return t;
      const c = metaOf(t);
      if (c?.mode !== 'campaign' || !c.pending) return fail('forbidden', 'There is no badge to choose at this table now');
      const r = record(t, c, p.badge);
      if ('code' in r) return r;
      r();
      ctx.roomChanged(t);
      settleOthers(t, c.id);
      return null;
    },
  };
  const message = <N extends CampaignMessageName>(name: N): ExtMessage<CampaignMessagePayload<N>> => ({
    schema: campaignMessages[name] as unknown as ZodType<CampaignMessagePayload<N>>,
    needsTable: CAMPAIGN_TABLE_MESSAGES.includes(name),
    handle: handlers[name],
  });
  const messages = {
    listCampaigns: message('listCampaigns'), createCampaign: message('createCampaign'), exportCampaign: message('exportCampaign'),
    importCampaign: message('importCampaign'), setCampaign: message('setCampaign'), chooseBadge: message('chooseBadge'),
  };

  return {
    game: CAMPAIGN_GAME,
    messages,

    onCreate(c) {
      ctx = c;
      campaigns = new CampaignStore(c.dataDir);
    },

    /** After a restart: a table saved before the extension seam keeps its campaign; a game ended by a crash is handled. */
    onRestore(t) {
      const meta = t.meta as typeof t.meta & { campaign?: TableCampaignMeta };
      if (meta.ext === undefined && meta.campaign !== undefined) {
        ctx.setData(t, meta.campaign);
        delete meta.campaign;
        ctx.save(t);
      }
      afterGame(t);
    },

    /** The room's `extra`: the table's TableCampaign. */
    roomInfo(t): TableCampaign {
      const c = metaOf(t);
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
    checkOptions(t, token, options) {
      if (!t.isCreator(token) || t.meta.status !== 'lobby') return null;
      return checkModules(t, modulesOf({ ...t.meta.options, ...options }));
    },

    /** Before `start` (also a rematch): modules unlocked, and the last game's badge chosen. */
    checkStart(t, token) {
      if (!t.isCreator(token)) return null;
      const c = metaOf(t);
      if (c?.mode === 'campaign' && c.pending) return fail('forbidden', 'Choose the badge of the last game first: it goes on the Path of Knowledge');
      return checkModules(t, modulesOf(t.meta.options));
    },

    afterGame,
  };
}
