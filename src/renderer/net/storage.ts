/**
 * What the client remembers in localStorage: the player's name and colour,
 * and a client token per host (so a reload or a dropped connection returns to
 * the same seats). Every read tolerates missing or corrupt data.
 */
import { PLAYER_COLOURS } from '../../shared/protocol-constants.js';
import { isLocaleChoice, type LocaleChoice } from '../i18n/locales.js';

const PROFILE = 'magic-table.profile';
const TOKENS = 'magic-table.tokens';
const RECENT = 'magic-table.recent-hosts';

/** Who this device's person is: name, colour, and the language they read (`auto`: the device's). */
export interface Profile { name: string; colour: string; lang: LocaleChoice }

function store(): Storage | null {
  try { return globalThis.localStorage ?? null; } catch { return null; }
}

function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = store()?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch { return fallback; }
}

function writeJson(key: string, value: unknown): void {
  try { store()?.setItem(key, JSON.stringify(value)); } catch { /* private mode: forget */ }
}

export function loadProfile(): Profile {
  const p = readJson<Partial<Profile>>(PROFILE, {});
  const name = typeof p.name === 'string' ? p.name.slice(0, 24) : '';
  const colour = typeof p.colour === 'string' && /^#[0-9a-fA-F]{6}$/.test(p.colour)
    ? p.colour
    : PLAYER_COLOURS[Math.floor(Math.random() * PLAYER_COLOURS.length)];
  return { name, colour, lang: isLocaleChoice(p.lang) ? p.lang : 'auto' };
}

export function saveProfile(p: Profile): void { writeJson(PROFILE, p); }

export function loadToken(hostKey: string): string | undefined {
  const t = readJson<Record<string, string>>(TOKENS, {})[hostKey];
  return typeof t === 'string' && /^[A-Za-z0-9_-]{22,64}$/.test(t) ? t : undefined;
}

export function saveToken(hostKey: string, token: string): void {
  const all = readJson<Record<string, string>>(TOKENS, {});
  all[hostKey] = token;
  writeJson(TOKENS, all);
}

export function loadRecentHosts(): string[] {
  const r = readJson<unknown>(RECENT, []);
  return Array.isArray(r) ? r.filter((x): x is string => typeof x === 'string').slice(0, 5) : [];
}

export function rememberHost(address: string): void {
  writeJson(RECENT, [address, ...loadRecentHosts().filter((a) => a !== address)].slice(0, 5));
}

const LEFT = 'magic-table.left-seats';

/** Tables of a host where this person left a started game (the seat waits for them): the lobby offers them back. */
export function loadLeftSeats(hostKey: string): string[] {
  const all = readJson<Record<string, unknown>>(LEFT, {});
  const list = all[hostKey];
  return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string').slice(0, 20) : [];
}

export function setLeftSeat(hostKey: string, tableId: string, left: boolean): void {
  const all = readJson<Record<string, string[]>>(LEFT, {});
  const list = loadLeftSeats(hostKey).filter((t) => t !== tableId);
  all[hostKey] = left ? [tableId, ...list].slice(0, 20) : list;
  writeJson(LEFT, all);
}

const LOCAL = 'magic-table.local-players';

/** A player added on this device at one table (pass-and-play): their own name, colour and token (kept under `tokenKey`). */
export interface LocalPlayer { id: string; name: string; colour: string }

/** The token key of a player added on this device, and of the device's shared screen at a host. */
export const localTokenKey = (hostKey: string, id: string) => `${hostKey}#${id}`;

/** The players added on this device at a table of a host (pass-and-play), in the order they were added. */
export function loadLocalPlayers(hostKey: string, tableId: string): LocalPlayer[] {
  const all = readJson<Record<string, Record<string, unknown>>>(LOCAL, {});
  const list = all[hostKey]?.[tableId];
  if (!Array.isArray(list)) return [];
  return list.filter((p): p is LocalPlayer => !!p && typeof p === 'object'
    && typeof (p as LocalPlayer).id === 'string' && /^[a-z0-9]{4,16}$/.test((p as LocalPlayer).id)
    && typeof (p as LocalPlayer).name === 'string' && (p as LocalPlayer).name.length > 0 && (p as LocalPlayer).name.length <= 24
    && typeof (p as LocalPlayer).colour === 'string' && /^#[0-9a-fA-F]{6}$/.test((p as LocalPlayer).colour)).slice(0, 16);
}

export function saveLocalPlayers(hostKey: string, tableId: string, players: LocalPlayer[]): void {
  const all = readJson<Record<string, Record<string, LocalPlayer[]>>>(LOCAL, {});
  const host = { ...(all[hostKey] ?? {}) };
  if (players.length) host[tableId] = players; else delete host[tableId];
  all[hostKey] = host;
  writeJson(LOCAL, all);
}

const AWAY = 'magic-table.away-seen';

/**
 * "While you were away" (AwayPanel): the last move made for a seat that its person dismissed, per host, table, game
 * and seat (the key, `awayKey`), so a reload does not bring the panel back; a newer move made for them does.
 * The newest 50 keys are kept.
 */
export const awayKey = (hostKey: string, tableId: string, gameNo: number, seat: number) => `${hostKey}|${tableId}|${gameNo}|${seat}`;

export function loadAwaySeen(key: string): number {
  const n = readJson<Record<string, unknown>>(AWAY, {})[key];
  return typeof n === 'number' && Number.isInteger(n) ? n : -1;
}

export function saveAwaySeen(key: string, moveNo: number): void {
  const all = readJson<Record<string, number>>(AWAY, {});
  delete all[key];
  all[key] = moveNo;
  const keys = Object.keys(all);
  for (const k of keys.slice(0, Math.max(0, keys.length - 50))) delete all[k];
  writeJson(AWAY, all);
}
