/**
 * The TXT record of a Magic Table host, both ways: what the advertiser puts
 * on the wire and what a browser accepts from it. Pure functions, no I/O.
 *
 * Every value is bounded: a DNS TXT string holds at most 255 bytes, and the
 * whole record should stay well inside one 1500-byte packet.
 */
import type { DiscoveredHost, HostTxt, TableSummary } from '../../shared/protocol.js';

/** Service type label as it appears in DNS, without the ".local" domain. */
const SERVICE_TYPE = '_magictable._tcp';
export const SERVICE_DOMAIN = `${SERVICE_TYPE}.local`;
/** DNS-SD service enumeration name. */
export const SERVICES_ENUMERATION = '_services._dns-sd._udp.local';

/** Bounds. */
const MAX_TABLES_BYTES = 200;
const MAX_NAME_BYTES = 63;
const MAX_ID_CHARS = 40;
const MAX_TABLES_LISTED = 50;

const utf8 = new TextEncoder();
const byteLength = (s: string): number => utf8.encode(s).length;

/** Cut `s` to at most `max` UTF-8 bytes without splitting a character. */
function truncateBytes(s: string, max: number): string {
  if (byteLength(s) <= max) return s;
  let out = '';
  for (const ch of s) {
    if (byteLength(out + ch) > max) break;
    out += ch;
  }
  return out;
}

/** Drop control characters and squeeze whitespace: names arrive from anywhere. */
function cleanText(s: string): string {
  return s.replace(/[\p{C}]/gu, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * A DNS-SD instance label from a display name: printable, no dots (dns-packet
 * does not escape them), at most 63 bytes, never empty.
 */
export function instanceLabel(name: string): string {
  const cleaned = cleanText(name).replace(/\./g, '-');
  const cut = truncateBytes(cleaned, MAX_NAME_BYTES).trim();
  return cut.length > 0 ? cut : 'Magic Table';
}

/**
 * The n-th name to try when names clash: n = 1 is the name itself, then
 * "Kitchen table (2)", "Kitchen table (3)"… Stays within 63 bytes.
 */
export function uniqueName(name: string, n: number): string {
  if (n <= 1) return name;
  const suffix = ` (${n})`;
  return truncateBytes(name, MAX_NAME_BYTES - byteLength(suffix)).trimEnd() + suffix;
}

/** A host id made safe for a DNS label (also used as the SRV target "mt-<id>.local"). */
export function hostLabel(id: string): string {
  const safe = id.toLowerCase().replace(/[^a-z0-9-]/g, '').slice(0, MAX_ID_CHARS);
  return `mt-${safe || 'host'}`;
}

type TableLike = Pick<TableSummary, 'seats' | 'seatsFree' | 'status'> & { game: string };

/**
 * The TXT `tables` summary, "game:free/seats" joined by ",", at most 200
 * bytes. Finished tables are left out; tables with free seats come first
 * (they are what a person looking for a game needs); whole entries only.
 */
export function summarizeTables(tables: readonly TableLike[], maxBytes = MAX_TABLES_BYTES): string {
  const open = tables.filter((t) => t.status !== 'finished');
  const ordered = [...open.filter((t) => t.seatsFree > 0), ...open.filter((t) => t.seatsFree <= 0)];
  let out = '';
  for (const t of ordered) {
    const game = t.game.toLowerCase().replace(/[^a-z0-9-]/g, '').slice(0, 40);
    if (!game) continue;
    const entry = `${game}:${Math.max(0, Math.trunc(t.seatsFree))}/${Math.max(0, Math.trunc(t.seats))}`;
    const next = out ? `${out},${entry}` : entry;
    if (byteLength(next) > maxBytes) break;
    out = next;
  }
  return out;
}

/** Parse a `tables` summary; malformed entries are skipped, never thrown. */
export function parseTables(s: string): DiscoveredHost['tables'] {
  const out: DiscoveredHost['tables'] = [];
  for (const part of s.slice(0, 1000).split(',')) {
    const m = /^([a-z0-9-]{1,40}):(\d{1,3})\/(\d{1,3})$/.exec(part.trim());
    if (!m) continue;
    const seatsFree = Number(m[2]);
    const seats = Number(m[3]);
    if (seatsFree > seats) continue;
    out.push({ game: m[1], seatsFree, seats });
    if (out.length >= MAX_TABLES_LISTED) break;
  }
  return out;
}

/** Cut a comma-separated list to at most `max` bytes, keeping whole entries only. */
function truncateList(s: string, max: number): string {
  if (byteLength(s) <= max) return s;
  let out = '';
  for (const part of s.split(',')) {
    const next = out ? `${out},${part}` : part;
    if (byteLength(next) > max) break;
    out = next;
  }
  return out;
}

/** Bound every field of a HostTxt before it goes on the wire. */
export function boundTxt(txt: HostTxt): HostTxt {
  return {
    pv: truncateBytes(cleanText(String(txt.pv)), 8),
    name: truncateBytes(cleanText(txt.name), MAX_NAME_BYTES),
    id: truncateBytes(cleanText(txt.id), MAX_ID_CHARS),
    tables: truncateList(cleanText(txt.tables), MAX_TABLES_BYTES),
  };
}

/** TXT record strings ("key=value") for dns-packet. */
export function encodeTxt(txt: HostTxt): string[] {
  const b = boundTxt(txt);
  return [`pv=${b.pv}`, `name=${b.name}`, `id=${b.id}`, `tables=${b.tables}`];
}

/** Decode TXT record data (Buffers or strings, as dns-packet gives them) into key/value pairs. */
export function decodeTxt(data: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const items = Array.isArray(data) ? data : data === undefined || data === null ? [] : [data];
  for (const item of items.slice(0, 32)) {
    let s: string;
    if (typeof item === 'string') s = item;
    else if (item instanceof Uint8Array) s = new TextDecoder('utf-8', { fatal: false }).decode(item);
    else continue;
    const eq = s.indexOf('=');
    if (eq <= 0) continue;
    const key = s.slice(0, eq).toLowerCase();
    if (key in out) continue; // RFC 6763 §6.4: the first occurrence wins
    out[key] = s.slice(eq + 1, eq + 1 + 255);
  }
  return out;
}

/** What a browser takes from a TXT record, or null if it is not a Magic Table host record. */
export interface ParsedTxt {
  protocol: number;
  name: string;
  id: string;
  tables: DiscoveredHost['tables'];
}

export function parseHostTxt(kv: Record<string, string>): ParsedTxt | null {
  const pv = kv.pv;
  if (pv === undefined || !/^\d{1,6}$/.test(pv)) return null;
  const id = cleanText(kv.id ?? '');
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(id)) return null;
  const name = truncateBytes(cleanText(kv.name ?? ''), MAX_NAME_BYTES);
  return { protocol: Number(pv), name, id, tables: parseTables(kv.tables ?? '') };
}
