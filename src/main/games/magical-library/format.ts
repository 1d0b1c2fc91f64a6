/**
 * The campaign's JSON shapes: the file kept in `<dataDir>/campaigns/<id>.json`
 * and the export file a player carries to another host. Both are validated
 * with zod on every read; the export adds a SHA-256 checksum of its campaign.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { printableName } from '../../../shared/protocol.js';
import { BADGE_IDS, PATH_LENGTH, advanceCampaign } from './path.js';
import type { BadgeId, CampaignProgress } from './path.js';
import { agree, type Same } from '../../host/file-schemas.js';
import type { BadgeCandidates, CampaignAdvance } from '../../../shared/games/magical-library/campaign-protocol.js';

export const STORE_FORMAT = 'magic-table/magical-library-campaign';
export const EXPORT_FORMAT = 'magic-table/magical-library-campaign-export';
export const FORMAT_VERSION = 1;
/** An export file larger than this is refused before parsing. */
export const MAX_IMPORT_BYTES = 1024 * 1024;

/** Campaign names: trimmed, 1–40 printable characters. */
export const campaignName = printableName(40, 'A campaign name needs 1 to 40 characters', 'A campaign name may contain printable characters only',
  'A campaign name needs at least one visible character',
);

const badgeId = z.enum(BADGE_IDS as unknown as [BadgeId, ...BadgeId[]], { message: 'Unknown badge' });

const gameEntry = z.object({
  /** When the game was recorded (ms since 1970). */
  at: z.number().int().nonnegative(),
  /** Badges each seat fulfilled, in seat order. */
  fulfilled: z.array(z.array(badgeId).max(BADGE_IDS.length)).max(16),
  /** The badge ticked off for this game, or null when none could be. */
  chosen: badgeId.nullable(),
  /** Field of the Path of Knowledge after this game (0 = START). */
  field: z.number().int().min(0).max(PATH_LENGTH),
});
export type GameEntry = z.infer<typeof gameEntry>;

export const campaignBody = z.object({
  name: z.string().min(1).max(40),
  createdAt: z.number().int().nonnegative(),
  updatedAt: z.number().int().nonnegative(),
  /** Badges ticked off, in the order they were; the field reached is their count. */
  badges: z.array(badgeId).max(PATH_LENGTH),
  games: z.array(gameEntry).max(100_000),
});
export type CampaignBody = z.infer<typeof campaignBody>;

/** Most pending badge choices one campaign keeps (one per finished game not yet decided). */
export const MAX_PENDING = 32;
/** How many decided games (`table:gameNo`) a campaign remembers, so a game is never put up for choice twice. */
export const MAX_DECIDED = 64;

const token = z.string().min(1).max(200);
/**
 * A finished campaign game whose badge is still to be chosen. It lives in the
 * campaign's own file (not in the table's), so it outlives the table. Only the
 * host file holds it: an export carries the campaign body, never this (nor its tokens).
 */
export const pendingChoice = z.object({
  /** The table the game was played at (it may be gone). */
  table: z.string().min(1).max(64),
  /** That table's game number. */
  gameNo: z.number().int().positive(),
  /** When the game ended (ms since 1970). */
  at: z.number().int().nonnegative(),
  /** Badges each seat fulfilled, in seat order. */
  fulfilled: z.array(z.array(badgeId).max(BADGE_IDS.length)).min(1).max(16),
  /** The campaign's badges and field when the game ended. */
  ticked: z.array(badgeId).max(PATH_LENGTH),
  field: z.number().int().min(0).max(PATH_LENGTH),
  /** The seat of the table's creator (who chooses while present), or null. */
  chooserSeat: z.number().int().min(0).max(15).nullable(),
  /** The name at each seat (null: a bot or an open seat). */
  seatNames: z.array(z.string().max(80).nullable()).max(16),
  /** The token at each seat (null: a bot or an open seat). Never sent to a client. */
  seatTokens: z.array(token.nullable()).max(16),
  /** The table creator's token. Never sent to a client. */
  creatorToken: token,
});
export type PendingChoice = z.infer<typeof pendingChoice>;

const gameNo = z.number().int().nonnegative();
/**
 * A Magical Library table's campaign (its table.json's `ext`, the extension's `dataSchema`): free play, or the campaign
 * it plays and where its badge choices stand; checked when the table is read back.
 */
export const tableCampaignData = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('free') }),
  z.object({
    mode: z.literal('campaign'),
    id: z.string(),
    /** The last game of this table whose badges were handled. */
    handledGame: gameNo.optional(),
    /**
     * The game whose badge choice waits in the campaign's file (the choice itself lives there, so it outlives
     * the table). Tables saved before that kept the whole choice here (`pending`); they are moved on restore.
     */
    awaiting: gameNo.nullable().optional(),
    /** BadgeCandidates (campaign-protocol.ts) of a game, as tables saved before `awaiting` kept them. */
    pending: z.object({
      fulfilled: z.array(z.array(z.string())), ticked: z.array(z.string()), field: z.number().int(), chooser: z.number().int().nullable(),
      gameNo, gamesBefore: z.number().int().nonnegative().optional(),
    }).nullable().optional(),
    /** The last game's CampaignAdvance (campaign-protocol.ts), shown in the room. */
    advanced: z.object({
      gameNo, badge: z.string().nullable(), reached: z.number().int().nullable(),
      opened: z.object({ box: z.number().int(), modules: z.array(z.string()) }).nullable(), medal: z.enum(['bronze', 'silver', 'gold']).nullable(),
    }).nullable().optional(),
  }),
]);
agree<Same<NonNullable<Extract<z.infer<typeof tableCampaignData>, { mode: 'campaign' }>['advanced']>, CampaignAdvance>>();
agree<Same<Omit<NonNullable<Extract<z.infer<typeof tableCampaignData>, { mode: 'campaign' }>['pending']>, 'gameNo' | 'gamesBefore'>, BadgeCandidates>>();

/** A name as the host keeps it: as `campaignName` leaves it (trimmed, 1–40 printable characters, one visible). */
const keptName = z.string().refine((s) => campaignName.safeParse(s).data === s, 'not a campaign name (1 to 40 printable characters, trimmed)');

/** The host's campaign file (`<dataDir>/campaigns/<id>.json`), checked whole at every start. */
export const storedFile = z.object({
  format: z.literal(STORE_FORMAT),
  version: z.literal(FORMAT_VERSION),
  id: z.string(),
  campaign: campaignBody.extend({ name: keptName }),
  /** Badge choices still to make (absent in files written before they lived here). */
  pending: z.array(pendingChoice).max(MAX_PENDING).optional(),
  /** The last games decided (`table:gameNo`), newest last. */
  decided: z.array(z.string().max(100)).max(MAX_DECIDED).optional(),
});

export const exportFile = z.object({
  format: z.literal(EXPORT_FORMAT, { message: 'This is not a Magical Library campaign file' }),
  version: z.number().int(),
  exportedAt: z.string().max(40),
  campaign: z.unknown(),
  sha256: z.string({ message: 'The checksum is missing or malformed' }).regex(/^[0-9a-f]{64}$/, 'The checksum is missing or malformed'),
});

/** JSON with keys sorted at every level, so the checksum ignores formatting and key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function checksum(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/**
 * Checks that a campaign's history agrees with itself: replaying the chosen
 * badges with the rules gives its badge list and each game's field. Returns
 * a sentence saying what is wrong, or null.
 */
export function inconsistency(body: CampaignBody): string | null {
  let progress: CampaignProgress = { badges: [] };
  for (const [i, g] of body.games.entries()) {
    if (g.chosen !== null) {
      if (!g.fulfilled.some((list) => list.includes(g.chosen!))) {
        return `Game ${i + 1} ticks off a badge nobody fulfilled`;
      }
      const next = advanceCampaign(progress, g.chosen);
      if ('error' in next) return `Game ${i + 1}: ${next.error}`;
      progress = next.campaign;
    }
    if (g.field !== progress.badges.length) return `Game ${i + 1} is on the wrong field of the path`;
  }
  if (canonicalJson(progress.badges) !== canonicalJson(body.badges)) {
    return 'The ticked badges do not match the games played';
  }
  return null;
}

export function zodMessage(err: z.ZodError): string {
  const issue = err.issues[0];
  if (!issue) return 'invalid';
  const where = issue.path.length ? ` (at ${issue.path.join('.')})` : '';
  return `${issue.message}${where}`;
}
