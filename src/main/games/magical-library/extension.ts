/**
 * Magical Library's campaigns as its table extension: the campaign messages
 * (list, create, export, import), a table's campaign (free play or one
 * campaign, chosen by the creator in the lobby), the modules a campaign
 * table may switch on, and the badge choice after a campaign game.
 *
 * A table's campaign lives in its `table.json` (the extension's data, `ext`),
 * so it comes back after a restart; the campaign itself is kept by the
 * CampaignStore in `<dataDir>/campaigns/`, and so is a finished game's badge
 * choice until it is made (with the game's seats and their tokens): it
 * outlives its table, and the table's `ext` only refers to it (`awaiting`).
 * The choice is the table creator's; while the creator is away (or the table
 * gone), any player of that game may make it (`chooseBadge` at the table,
 * `tickPending` through the campaign). Everything is saved before anyone
 * hears of it. The wire shapes are in campaign-protocol.ts.
 *
 *   startHost({ dataDir, extensions: [campaignExtension()] })
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ZodType, z } from 'zod';
import { writeFileAtomicAsync } from '../../fs/atomic-file.js';
import type { ExtContext, ExtMessage, TableExtension } from '../../host/extension.js';
import { tableCampaignData } from './format.js';
import { refuse, type Failure } from '../../host/failure.js';
import { hostMsg, type HostMessageId } from '../../../shared/host-messages.js';
import type { Table } from '../../host/table.js';
import type { LibraryState } from '../../../shared/games/magical-library/state.js';
import {
  CAMPAIGN_GAME, CAMPAIGN_TABLE_MESSAGES, campaignMessages,
  type BadgeCandidates, type CampaignAdvance, type CampaignFrameName, type CampaignFrames, type CampaignInfo,
  type CampaignListItem, type CampaignMessageName, type CampaignMessagePayload, type CampaignRefusal, type LockedModule, type PendingBadgeInfo,
  type TableCampaign,
} from '../../../shared/games/magical-library/campaign-protocol.js';
import { CampaignError, CampaignStore, MODULE_IDS, PATH, badgesOfGame, eligibleBadges } from './index.js';
import type { BadgeId, Campaign, CampaignChoice, PendingChoice } from './index.js';

/**
 * What a table keeps about its campaign, in its meta (table.json, the extension's `ext`): the type of its schema
 * (format.ts `tableCampaignData`, the extension's `dataSchema`), which checks it when the table is read back.
 */
type TableCampaignMeta = z.infer<typeof tableCampaignData>;
type InCampaign = Extract<TableCampaignMeta, { mode: 'campaign' }>;

const info = (c: Campaign): CampaignInfo => ({
  id: c.id, name: c.name, field: c.field, badges: [...c.badges], unlocked: [...c.unlocked], medals: [...c.medals], games: c.games.length,
});
/** The modules not in `allowed`, each with its box (the rules screen says where to unlock it). */
const lockedOf = (allowed: readonly string[]): LockedModule[] =>
  PATH.flatMap((f) => (f.kind === 'box' ? f.modules.filter((m) => !allowed.includes(m)).map((module) => ({ module, box: f.box })) : []));
const modulesOf = (options: Record<string, unknown>): string[] =>
  Array.isArray(options.modules) ? options.modules.filter((m): m is string => typeof m === 'string') : [];
const names = (p: PendingChoice) => p.seatNames.filter((n): n is string => n !== null);
const listNames = (l: string[]) => (l.length <= 1 ? l.join('') : `${l.slice(0, -1).join(', ')} or ${l.at(-1)}`);

export function campaignExtension(): TableExtension {
  let ctx!: ExtContext;
  let campaigns!: CampaignStore;

  const metaOf = (t: Table) => ctx.data<TableCampaignMeta>(t);
  const choiceOf = (t: Table): CampaignChoice => {
    const c = metaOf(t);
    return c?.mode === 'campaign' ? { mode: 'campaign', id: c.id } : { mode: 'free' };
  };
  /** A store failure as the protocol's error (its message id when it has one). */
  const refusal = (err: unknown): Failure => {
    if (err instanceof CampaignError) {
      const code: CampaignRefusal = err.code === 'name_taken' ? 'name_taken' : 'campaign';
      return err.msg ? ctx.refuse(code, err.msg.id as HostMessageId, err.msg.params) : ctx.refuse(code, 'host.campaign.problem', { problem: err.message });
    }
    throw err;
  };
  const frame = <N extends CampaignFrameName>(t: Table, name: N, payload: CampaignFrames[N]) => () => ctx.broadcast(t, name, payload);
  const tableOf = (id: string): Table | undefined => ctx.tables().find((t) => t.id === id);
  /** The pending choices of a campaign ([] when it cannot be read). */
  const pendingOf = (id: string): PendingChoice[] => {
    try { return campaigns.pending(id); } catch { return []; }
  };
  /** The campaign's pending choice for this table's game, if any. */
  const pendingAt = (t: Table, c: InCampaign): PendingChoice | null =>
    (c.awaiting ? pendingOf(c.id).find((p) => p.table === t.id && p.gameNo === c.awaiting) : undefined) ?? null;

  /** Is the creator of `p`'s game away (its table gone, or not seated there with a live connection)? */
  const creatorAway = (p: PendingChoice): boolean => {
    const t = tableOf(p.table);
    if (!t) return true;
    const seat = p.seatTokens.indexOf(p.creatorToken);
    const occupant = seat >= 0 ? t.occupants()[seat] : undefined;
    return occupant?.kind !== 'human' || !occupant.connected;
  };
  /** May `token` make choice `p`: its table's creator always; a player of that game while the creator is away. */
  const mayChoose = (p: PendingChoice, token: string): boolean =>
    token === p.creatorToken || (p.seatTokens.includes(token) && creatorAway(p));

  /**
   * The campaign list as the store has it, built once per version of the campaign files (every write bumps
   * `written`): a device asking for the list again and again costs the host one pass over 200 campaigns only after
   * something changed. What depends on the asker (may they choose a pending badge) and on the tables now (is the
   * table open) is added per request, for the campaigns with pending choices only.
   */
  let written = 0;
  let listed: { version: number; items: { item: CampaignListItem; pending: PendingChoice[] }[]; problems: CampaignFrames['campaigns']['problems'] } | null = null;
  const listing = () => {
    if (listed?.version === written) return listed;
    const { campaigns: list, problems } = campaigns.list();
    const items = list.map((c) => {
      let badges: string[] = [];
      try { badges = [...campaigns.get(c.id).badges]; } catch { /* listed as it is */ }
      const item: CampaignListItem = { ...c, unlocked: [...c.unlocked], medals: [...c.medals], badges, pending: [], canChoose: false };
      return { item, pending: pendingOf(c.id) };
    });
    listed = { version: written, items, problems };
    return listed;
  };

  /** Null when `modules` may be played at this table, else the refusal. */
  const checkModules = (t: Table, modules: string[]): Failure | null => {
    try {
      const locked = campaigns.lockedModules(choiceOf(t), modules);
      if (locked.length === 0) return null;
      return refuse('bad_options', 'host.campaign.locked', { modules: { list: locked.map((m) => ({ msg: hostMsg('host.campaign.module', { n: m.slice(1) }) })) } });
    } catch (err) {
      const f = refusal(err);
      return refuse('bad_options', 'host.campaign.unreadable', { problem: f.msg ? { msg: f.msg } : f.message });
    }
  };

  /** A table learns that its awaited game was recorded (saved); returns its announcement. */
  function tableRecorded(t: Table, c: InCampaign, advance: CampaignAdvance, campaign: Campaign): () => void {
    c.awaiting = null;
    c.pending = null;
    c.advanced = advance;
    ctx.save(t);
    return frame(t, 'campaignAdvanced', { campaign: info(campaign), reached: advance.reached, opened: advance.opened, medal: advance.medal });
  }

  /**
   * Makes the pending choice `p` of campaign `id`: the campaign file first (the
   * game recorded, the choice gone, other games left with nothing to tick
   * recorded too), then each open table concerned. Returns what tells
   * everyone (to call once the caller's own frames are out).
   */
  function tick(id: string, p: PendingChoice, badge: string | null): Failure | (() => void) {
    let outcome;
    try {
      outcome = campaigns.tickPending(id, { table: p.table, gameNo: p.gameNo }, badge as BadgeId | null);
    } catch (err) { return refusal(err); }
    ctx.log('info', `campaign ${id}: game ${p.gameNo} of table ${p.table} ${badge ? `ticked ${badge}, now on field ${outcome.campaign.field}` : 'recorded without a badge'}`);
    const news: (() => void)[] = [];
    const done = [{ p, advance: { gameNo: p.gameNo, badge, reached: outcome.reached?.field ?? null, opened: outcome.opened, medal: outcome.medal } }];
    for (const s of outcome.settled) done.push({ p: s, advance: { gameNo: s.gameNo, badge: null, reached: null, opened: null, medal: null } });
    for (const { p: q, advance } of done) {
      const t = tableOf(q.table);
      const c = t ? metaOf(t) : undefined;
      if (!t || c?.mode !== 'campaign' || c.id !== id || c.awaiting !== q.gameNo) continue;
      try {
        news.push(tableRecorded(t, c, advance, outcome.campaign));
      } catch (err) {
        // The campaign has it; the table shows no choice any more (it reads the campaign), it just misses the news.
        ctx.log('error', `table ${t.id}: could not save that its game was recorded: ${(err as Error).message}`);
      }
    }
    return () => {
      for (const n of news) n();
      // Every table of this campaign sees the new path (and the choices still open there, against it).
      for (const t of ctx.tables()) {
        const c = metaOf(t);
        if (c?.mode === 'campaign' && c.id === id) ctx.roomChanged(t);
      }
    };
  }

  /**
   * Once a campaign game is over (idempotent, also after a restart): works out
   * every seat's badges and keeps them as a pending choice in the campaign's
   * file (or records the game at once when no badge can be ticked), then saves
   * the table, which only refers to it. Returns the announcement to send after
   * the game's own broadcast, if there is news.
   */
  function afterGame(t: Table): (() => void) | null {
    const c = metaOf(t);
    if (c?.mode !== 'campaign' || t.meta.status !== 'finished' || !t.state) return null;
    if (c.handledGame === t.meta.gameNo) return null;
    let campaign: Campaign;
    try {
      campaign = campaigns.get(c.id);
    } catch (err) {
      ctx.log('error', `table ${t.id}: campaign ${c.id} cannot be read, game ${t.meta.gameNo} not recorded: ${(err as Error).message}`);
      return null;
    }
    const fulfilled = badgesOfGame(t.state as LibraryState);
    const candidates: BadgeCandidates = { fulfilled, ticked: [...campaign.badges], field: campaign.field, chooser: t.creatorSeat() };
    const seats = t.meta.seats;
    const choice: PendingChoice = {
      table: t.id, gameNo: t.meta.gameNo, at: Date.now(), fulfilled, ticked: [...campaign.badges], field: campaign.field,
      chooserSeat: t.creatorSeat(),
      seatNames: seats.map((s) => (s.kind === 'human' ? s.name : null)),
      seatTokens: seats.map((s) => (s.kind === 'human' ? s.token : null)),
      creatorToken: t.meta.creatorToken,
    };
    try {
      // The campaign's file first: from here on the choice outlives the table.
      if (!campaigns.addPending(c.id, choice)) {
        c.handledGame = t.meta.gameNo;
        ctx.save(t);
        return null;
      }
    } catch (err) {
      ctx.log('error', `table ${t.id}: could not keep game ${t.meta.gameNo}'s badge choice in campaign ${c.id}: ${(err as Error).message}`);
      return null;
    }
    c.handledGame = t.meta.gameNo;
    c.awaiting = t.meta.gameNo;
    c.pending = null;
    c.advanced = null;
    ctx.save(t);
    const badges = frame(t, 'badges', candidates);
    if (eligibleBadges(campaign, fulfilled).length === 0) {
      // Nothing can be ticked: the game is recorded at once without a badge (before the game-over room); its news follows the badges frame.
      const r = tick(c.id, choice, null);
      if ('code' in r) ctx.log('error', `table ${t.id}: could not record the game in campaign ${c.id}: ${r.message}`);
      return () => {
        badges();
        if (!('code' in r)) r();
      };
    }
    return badges;
  }

  /**
   * A table saved while the badge choice lived in table.json (`pending`): the
   * choice moves to the campaign's file (with the seats' tokens), the table
   * keeps only `awaiting`.
   */
  function moveOldPending(t: Table): void {
    const c = metaOf(t);
    if (c?.mode !== 'campaign' || !c.pending) return;
    const old = c.pending;
    try {
      const campaign = campaigns.get(c.id);
      const recorded = old.gamesBefore !== undefined && campaign.games.length > old.gamesBefore
        && JSON.stringify(campaign.games.at(-1)?.fulfilled) === JSON.stringify(old.fulfilled);
      const seats = t.meta.seats;
      if (!recorded) {
        campaigns.addPending(c.id, {
          table: t.id, gameNo: old.gameNo, at: Date.now(), fulfilled: old.fulfilled as BadgeId[][], ticked: old.ticked as BadgeId[], field: old.field,
          chooserSeat: t.creatorSeat(), seatNames: seats.map((s) => (s.kind === 'human' ? s.name : null)),
          seatTokens: seats.map((s) => (s.kind === 'human' ? s.token : null)), creatorToken: t.meta.creatorToken,
        });
      }
      c.awaiting = recorded ? null : old.gameNo;
      c.pending = null;
      ctx.save(t);
    } catch (err) {
      ctx.log('error', `table ${t.id}: could not move its badge choice into campaign ${c.id}: ${(err as Error).message}`);
    }
  }

  /** The table of a table message, for its creator only. */
  const creatorsTable = (t: Table | null, token: string): Table | Failure => {
    if (!t) return refuse('bad_frame', 'host.campaign.namesTable');
    if (!t.isCreator(token)) return refuse('not_creator', 'host.campaign.creatorOnly');
    return t;
  };

  const handlers: { [N in CampaignMessageName]: ExtMessage<CampaignMessagePayload<N>>['handle'] } = {
    listCampaigns: (_ctx, _p, from) => {
      const { items, problems } = listing();
      // Each pending choice as this person may see it: whether they may make it, never a token.
      const campaignsFor = items.map(({ item, pending }): CampaignListItem => {
        if (pending.length === 0) return item;
        const seen = pending.map((p): PendingBadgeInfo => ({
          table: p.table, tableOpen: tableOf(p.table) !== undefined, gameNo: p.gameNo, at: p.at,
          fulfilled: p.fulfilled.map((l) => [...l]), seatNames: [...p.seatNames], chooserSeat: p.chooserSeat,
          canChoose: mayChoose(p, from.person.token),
        }));
        return { ...item, pending: seen, canChoose: seen.some((p) => p.canChoose) };
      });
      from.reply('campaigns', { campaigns: campaignsFor, problems } satisfies CampaignFrames['campaigns']);
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
      if (t.meta.status !== 'lobby') return refuse('forbidden', 'host.campaign.beforeStart');
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
    chooseBadge: (_ctx, msg, from) => {
      const t = from.table;
      if (!t) return refuse('bad_frame', 'host.campaign.namesTable');
      const c = metaOf(t);
      const p = c?.mode === 'campaign' ? pendingAt(t, c) : null;
      if (!c || c.mode !== 'campaign' || !p) {
        return t.isCreator(from.person.token) ? refuse('forbidden', 'host.campaign.noBadgeNow') : refuse('not_creator', 'host.campaign.creatorOnly');
      }
      if (!mayChoose(p, from.person.token)) {
        return refuse('not_creator', p.seatTokens.includes(from.person.token) ? 'host.campaign.creatorTicks' : 'host.campaign.whoTicks');
      }
      const r = tick(c.id, p, msg.badge);
      if ('code' in r) return r;
      r();
      return null;
    },
    tickPending: (_ctx, msg, from) => {
      let all: PendingChoice[];
      try { all = campaigns.pending(msg.campaign); } catch (err) { return refusal(err); }
      const token = from.person.token;
      const matching = all.filter((p) => (msg.table === undefined || p.table === msg.table) && (msg.gameNo === undefined || p.gameNo === msg.gameNo));
      if (matching.length === 0) return refuse('forbidden', all.length ? 'host.campaign.noBadgeAnyMore' : 'host.campaign.noBadge');
      const p = matching.find((q) => mayChoose(q, token));
      if (!p) {
        const q = matching[0];
        return q.seatTokens.includes(token) && !creatorAway(q)
          ? refuse('forbidden', 'host.campaign.openTableTicks')
          : refuse('forbidden', 'host.campaign.onlyPlayers', { names: listNames(names(q)) });
      }
      const r = tick(msg.campaign, p, msg.badge);
      if ('code' in r) return r;
      r();
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
    tickPending: message('tickPending'),
  };

  return {
    game: CAMPAIGN_GAME,
    messages,
    dataSchema: tableCampaignData,

    onCreate(c) {
      ctx = c;
      // Campaign files are written with asynchronous I/O, one after the other per file; the host holds every frame and
      // answer back until the writes made before it are on disk (`track`).
      const chains = new Map<string, Promise<void>>();
      const durable = (file: string, text: string) => {
        written++; // the next campaign list is built again (from the store's memory, updated as this write returns)
        const next = (chains.get(file) ?? Promise.resolve()).then(async () => {
          await fs.promises.mkdir(path.dirname(file), { recursive: true });
          await writeFileAtomicAsync(file, text);
        }).catch((e: Error) => c.log('error', `campaign file ${path.basename(file)} could not be written: ${e.message}`));
        chains.set(file, next);
        void next.then(() => { if (chains.get(file) === next) chains.delete(file); });
        c.track(next);
      };
      campaigns = new CampaignStore(c.dataDir, { durable });
      // A damaged campaign file is listed as a problem (never loaded, never overwritten): the host's log says so at start.
      for (const p of campaigns.list().problems) c.log('error', `campaigns: ${p.error}`);
    },

    /** The people of every waiting badge choice keep their tokens across a restart (their table may be gone). */
    *knownTokens() {
      for (const c of campaigns.list().campaigns) {
        for (const p of pendingOf(c.id)) {
          yield p.creatorToken;
          for (const t of p.seatTokens) if (t !== null) yield t;
        }
      }
    },

    /** After a restart: a table saved before the extension seam keeps its campaign; a game ended by a crash is handled. */
    onRestore(t) {
      const meta = t.meta as typeof t.meta & { campaign?: TableCampaignMeta };
      if (meta.ext === undefined && meta.campaign !== undefined) {
        ctx.setData(t, meta.campaign);
        delete meta.campaign;
        ctx.save(t);
      }
      moveOldPending(t);
      afterGame(t);
    },

    /** The room's `extra`: the table's TableCampaign. */
    roomInfo(t): TableCampaign {
      const c = metaOf(t);
      if (c?.mode !== 'campaign') return { mode: 'free', allowedModules: [...MODULE_IDS], locked: [] };
      try {
        const campaign = campaigns.get(c.id);
        // The choice is made against the campaign as it is now (another table may have ticked a badge since).
        const p = pendingAt(t, c);
        const pending = p ? { fulfilled: p.fulfilled, ticked: [...campaign.badges], field: campaign.field, chooser: t.creatorSeat(), gameNo: p.gameNo, othersMayChoose: creatorAway(p) } : null;
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

    /**
     * Before `start` (also a rematch): modules unlocked, and no badge choice of this campaign left behind: not this
     * table's last game's, nor one whose table has closed if someone seated here may make it (they are asked to
     * first). A choice waiting at another open table, or one nobody here may make, does not hold this one up: the
     * campaign never locks (a host restart forgets tokens no table holds), the choice stays listed until it is made.
     */
    checkStart(t, token) {
      if (!t.isCreator(token)) return null;
      const c = metaOf(t);
      if (c?.mode === 'campaign') {
        if (pendingAt(t, c)) return refuse('forbidden', 'host.campaign.lastBadgeFirst');
        const here = new Set(t.meta.seats.flatMap((s) => (s.kind === 'human' ? [s.token] : [])));
        const orphan = pendingOf(c.id).find((p) => !tableOf(p.table) && (here.has(p.creatorToken) || p.seatTokens.some((k) => k !== null && here.has(k))));
        if (orphan) {
          return refuse('forbidden', 'host.campaign.orphanFirst', { date: new Date(orphan.at).toISOString().slice(0, 10), names: listNames(names(orphan)) });
        }
      }
      return checkModules(t, modulesOf(t.meta.options));
    },

    afterGame,
  };
}
