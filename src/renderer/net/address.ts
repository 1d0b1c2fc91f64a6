/**
 * Host addresses as people type them ("192.168.1.20:7531", "kitchen.local",
 * "http://10.0.0.5:7531/") and the WebSocket URL of a host. Pure functions (an address's problem is said
 * in the reader's language).
 */
import { DEFAULT_PORT } from '../../shared/protocol-constants.js';
import { appText } from '../i18n/reader.js';

export type ParsedAddress = { ok: true; host: string; port: number; key: string } | { ok: false; error: string };

/** Parses "host", "host:port", "[v6]:port" or a pasted http(s) URL. */
export function parseAddress(input: string): ParsedAddress {
  let s = input.trim();
  if (!s) return { ok: false, error: appText('address.empty') };
  const scheme = /^(https?|wss?):\/\//i.test(s);
  s = s.replace(/^(https?|wss?):\/\//i, '');
  // A pasted link loses its path; a typed address may only end in "/".
  s = scheme ? s.replace(/[/?#].*$/, '') : s.replace(/\/$/, '');
  let host: string;
  let portText: string | undefined;
  const v6 = /^\[([0-9a-fA-F:.]+)\](?::(\d+))?$/.exec(s);
  if (v6) {
    host = `[${v6[1]}]`;
    portText = v6[2];
  } else {
    const m = /^([A-Za-z0-9.-]+)(?::(\d*))?$/.exec(s);
    if (!m) return { ok: false, error: appText('address.invalid', { input: input.trim() }) };
    host = m[1];
    portText = m[2];
    if (portText === '') return { ok: false, error: appText('address.noPort') };
  }
  const port = portText === undefined ? DEFAULT_PORT : Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65535) return { ok: false, error: appText('address.badPort') };
  return { ok: true, host, port, key: `${host}:${port}`.toLowerCase() };
}

/** The table id a join link points at: ?table=id, #table=id or #/table/id. */
export function tableFromLocation(loc: { search: string; hash: string }): string | null {
  const q = new URLSearchParams(loc.search).get('table');
  const h = loc.hash.replace(/^#\/?/, '');
  const fromHash = /^(?:table|t)[=/]([a-z0-9]{4,16})$/.exec(h)?.[1] ?? null;
  const id = fromHash ?? q;
  return id && /^[a-z0-9]{4,16}$/.test(id) ? id : null;
}
