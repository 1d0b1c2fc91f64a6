/**
 * The Electron shell's security decisions as pure functions, so they are
 * tested without Electron: which URLs are the app's own pages, which frames
 * may call the bridge, where the window may navigate, the app's CSP, and
 * validation of what the renderer sends over IPC.
 */
import { z } from 'zod';
import { displayName } from '../../shared/protocol.js';

/**
 * The app pages' Content-Security-Policy. Like the host's, except that
 * `connect-src` allows WebSockets and HTTP to other machines: the app's UI
 * (served from a loopback port) talks to the local host and to hosts found on
 * the LAN. Scripts only from the app itself; no plugins, frames or forms.
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: http:",
  "worker-src 'self'",
  "object-src 'none'",
  "frame-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The origin of a URL, or null if it is not a URL with an origin (file:, data:, about:…). */
export function originOf(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return u.origin;
  } catch {
    return null;
  }
}

/** The app's origin: its loopback UI server. Only loopback HTTP is accepted. */
export function appOriginFor(port: number): string {
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`Bad UI server port ${port}`);
  return `http://127.0.0.1:${port}`;
}

/** Is `url` one of the app's own pages? Exact origin match: same scheme, host and port. */
export function isAppUrl(url: string | undefined | null, appOrigin: string): boolean {
  return originOf(url) === appOrigin;
}

/** May the window navigate to `url`? Only within the app's own pages. */
export function mayNavigate(url: string, appOrigin: string): boolean {
  return isAppUrl(url, appOrigin);
}

/** What to do with a `window.open` / target=_blank: always deny (no new windows, no remote content). */
export function windowOpenDecision(_url: string): { action: 'deny' } {
  return { action: 'deny' };
}

/**
 * May this IPC call be served? The sending frame must be the app's own page,
 * and the top frame (no iframes: the CSP forbids them anyway).
 */
export function isTrustedSender(frame: { url?: string; parent?: unknown } | null | undefined, appOrigin: string): boolean {
  if (!frame) return false;
  if (frame.parent !== null && frame.parent !== undefined) return false;
  return isAppUrl(frame.url, appOrigin);
}

/** Response headers of an app page with the CSP set (replacing any other CSP header, whatever its case). */
export function withAppCsp(headers: Record<string, string | string[]> | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(headers ?? {})) {
    if (k.toLowerCase() === 'content-security-policy') continue;
    out[k] = Array.isArray(v) ? v : [v];
  }
  out['Content-Security-Policy'] = [APP_CSP];
  return out;
}

/** Permissions the app's pages may get (none of camera, mic, geolocation, notifications…). */
export function mayGrantPermission(permission: string, requestingUrl: string | undefined, appOrigin: string): boolean {
  return permission === 'clipboard-sanitized-write' && isAppUrl(requestingUrl, appOrigin);
}

const startHostingOptions = z
  .object({
    name: displayName.optional(),
    port: z.number().int('A port is a whole number').min(1024, 'Pick a port from 1024 to 65535').max(65535, 'Pick a port from 1024 to 65535').optional(),
    local: z.boolean({ error: 'local is true or false' }).optional(),
  })
  .strict();

export type ValidStartHostingOptions = z.infer<typeof startHostingOptions>;

/** Validate what the renderer sent to startHosting; throws an Error with a sentence a person can read. */
export function parseStartHostingOptions(input: unknown): ValidStartHostingOptions {
  if (input === undefined || input === null) return {};
  const r = startHostingOptions.safeParse(input);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  if (issue?.code === 'unrecognized_keys') throw new Error(`Unknown hosting option: ${issue.keys.join(', ')}`);
  throw new Error(issue?.message ?? 'Bad hosting options');
}
