/**
 * Magical Library's campaign messages on the wire: the payloads of its `ext`
 * messages (zod, checked by the host before the extension sees them), the
 * payloads of its `ext` frames, and what it adds to a table's room
 * (`room.extra`). docs/protocol.md "Campaigns (Magical Library)" documents them.
 *
 *   client → host  { type: 'ext', game: 'magical-library', name: 'createCampaign', payload: { name }, ref }
 *   host → client  { type: 'ext', game: 'magical-library', name: 'campaign', payload: { campaign }, ref }
 */
import { z } from 'zod';
import type { Seat } from '../../engine/types.js';

/** The game whose extension this is. */
export const CAMPAIGN_GAME = 'magical-library';

/** Largest campaign export text `importCampaign` carries (the frame limit is 64 KiB; a campaign is ~150 bytes a game). */
export const MAX_CAMPAIGN_IMPORT_CHARS = 60_000;

/** The payload of each campaign message, by its `name`. */
export const campaignMessages = {
  listCampaigns: z.object({}),
  createCampaign: z.object({ name: z.string().max(200) }),
  exportCampaign: z.object({ id: z.string().max(64) }),
  /** An export file's text; it travels in one frame, so it must stay under MAX_CAMPAIGN_IMPORT_CHARS. */
  importCampaign: z.object({
    json: z.string().max(MAX_CAMPAIGN_IMPORT_CHARS, `A campaign file must be under ${MAX_CAMPAIGN_IMPORT_CHARS / 1000} KB to travel to the host (a message is at most 64 KiB)`),
    nameIfClash: z.string().max(200).optional(),
  }),
  /** Creator, lobby (the message's `tableId` names the table): free play (everything unlocked, nothing recorded) or one campaign. */
  setCampaign: z.object({ campaign: z.string().max(64) }),
  /**
   * After a campaign game (the message's `tableId` names the table): the badge the group ticks off. The table's
   * creator; while the creator is away, any player seated at that game.
   */
  chooseBadge: z.object({ badge: z.string().max(40) }),
  /**
   * A pending badge choice made through the campaign itself (no table needed: it may be gone). The creator of that
   * game's table or anyone who held a seat at it (while its table is open and its creator there: the creator only).
   * `badge` null only when no fulfilled badge is free. Without `table` (and `gameNo`), the oldest choice the sender may make.
   */
  tickPending: z.object({
    campaign: z.string().max(64),
    badge: z.string().max(40).nullable(),
    table: z.string().max(64).optional(),
    gameNo: z.number().int().positive().optional(),
  }),
};
export type CampaignMessageName = keyof typeof campaignMessages;
export type CampaignMessagePayload<N extends CampaignMessageName> = z.infer<(typeof campaignMessages)[N]>;
/** Messages that act on a table: their `ext` message must carry `tableId`. */
export const CAMPAIGN_TABLE_MESSAGES: readonly CampaignMessageName[] = ['setCampaign', 'chooseBadge'];

/** The finer refusal codes (an error frame's `detail`, with `code: 'refused'`). */
export type CampaignRefusal =
  /** A campaign was refused (bad name, file, not found, badge not fulfilled…); the message says why. */
  | 'campaign'
  /** An imported (or new) campaign's name is taken here: send it again with `nameIfClash`. */
  | 'name_taken';

/** A campaign as the host lists it. */
export interface CampaignInfo {
  id: string;
  name: string;
  /** Field reached on the Path of Knowledge (0 = START … 15). */
  field: number;
  /** Badges ticked, in order. */
  badges: string[];
  unlocked: string[];
  medals: string[];
  games: number;
}
export type CampaignListItem = Omit<CampaignInfo, 'badges'> & {
  updatedAt: number;
  /** Badges ticked, in order (what a pending choice is made against). */
  badges: string[];
  /** Its games whose badge is still to choose ("badge to choose"), oldest first. */
  pending: PendingBadgeInfo[];
  /** May the receiver make at least one of them? */
  canChoose: boolean;
};

/** The badges of a finished campaign game, awaiting the group's choice (the creator picks). */
export interface BadgeCandidates {
  /** Badges each seat fulfilled, in seat order. */
  fulfilled: string[][];
  /** Badges the campaign had ticked when the game ended. */
  ticked: string[];
  /** The campaign's field when the game ended. */
  field: number;
  /** Seat of the one who chooses (the table's creator), or null when the creator watches. */
  chooser: Seat | null;
}

/** A campaign game whose badge is still to choose, as listed (`campaigns`): never a token. */
export interface PendingBadgeInfo {
  /** The table it was played at, and whether that table is still open. */
  table: string;
  tableOpen: boolean;
  gameNo: number;
  /** When it ended (ms since 1970). */
  at: number;
  /** Badges each seat fulfilled, in seat order, and the name at each seat (null: a bot or an open seat). */
  fulfilled: string[][];
  seatNames: (string | null)[];
  /** The seat of that table's creator, or null. */
  chooserSeat: Seat | null;
  /** May the receiver make this choice? */
  canChoose: boolean;
}

/** What the choice after a game did to the path. */
export interface CampaignAdvance {
  /** Number of the table's game it belongs to. */
  gameNo: number;
  badge: string | null;
  /** Field reached, or null when no badge could be ticked. */
  reached: number | null;
  /** The box opened (and its modules), if any. */
  opened: { box: number; modules: string[] } | null;
  medal: 'bronze' | 'silver' | 'gold' | null;
}

/** A module still locked in the campaign, and the box that holds it. */
export interface LockedModule { module: string; box: number }

/** A Magical Library table's `room.extra`: free play, the campaign in play (and its badge choice after a game), or a missing one. */
export type TableCampaign =
  | { mode: 'free'; allowedModules: string[]; locked: LockedModule[] }
  | {
      mode: 'campaign';
      campaign: CampaignInfo;
      /** Modules this campaign has unlocked (the only ones the table may switch on). */
      allowedModules: string[];
      locked: LockedModule[];
      /**
       * After a game, while the group has not chosen (kept in the campaign's file: it outlives the table).
       * `othersMayChoose`: the creator is away, so any player seated at that game may choose.
       */
      pending: (BadgeCandidates & { gameNo: number; othersMayChoose: boolean }) | null;
      /** The last game's outcome on the path. */
      advanced: CampaignAdvance | null;
    }
  /** The campaign's file cannot be read any more (deleted, damaged). */
  | { mode: 'missing'; id: string; error: string; allowedModules: string[]; locked: LockedModule[] };

/** The payload of each campaign frame, by its `name`. */
export interface CampaignFrames {
  /** Answer to `listCampaigns`. */
  campaigns: { campaigns: CampaignListItem[]; problems: { file: string; error: string }[] };
  /** Answer to `createCampaign` / `importCampaign`. */
  campaign: { campaign: CampaignInfo };
  /** Answer to `exportCampaign`. */
  campaignExport: { id: string; json: string };
  /** To everyone at the table (the frame's `tableId`) when a campaign game ends (after it is saved). */
  badges: BadgeCandidates;
  /** To everyone at the table once the badge is chosen and saved. */
  campaignAdvanced: { campaign: CampaignInfo; reached: number | null; opened: { box: number; modules: string[] } | null; medal: 'bronze' | 'silver' | 'gold' | null };
}
export type CampaignFrameName = keyof CampaignFrames;
