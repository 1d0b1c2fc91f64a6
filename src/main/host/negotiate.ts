/**
 * HTTP negotiation shared by the static files (static.ts) and the page made per request (index-page.ts):
 * weighted header lists (`Accept-Encoding`, `Accept-Language`) and `If-None-Match`.
 */

/** A `name;q=…` list as its entries in the header's order, names lower-cased; a `q` that is no number counts as 0. */
export function weighted(header: string | string[] | undefined): { name: string; q: number; at: number }[] {
  const value = Array.isArray(header) ? header.join(',') : header ?? '';
  const out: { name: string; q: number; at: number }[] = [];
  value.split(',').forEach((part, at) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) return;
    const p = params.map((x) => x.trim()).find((x) => x.startsWith('q='));
    const q = p ? Number(p.slice(2)) : 1;
    out.push({ name, q: Number.isFinite(q) ? q : 0, at });
  });
  return out;
}

/**
 * The encodings a request accepts, best first among ours: `br`, then `gzip`
 * (an `Accept-Encoding` with `q=0` refuses one; `*` accepts both).
 */
export function acceptedEncodings(header: string | string[] | undefined): ('br' | 'gzip')[] {
  const q = new Map(weighted(header).map((e) => [e.name, e.q]));
  const ok = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(ok);
}

/** Whether `If-None-Match` names `etag` (or is `*`). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => { const v = t.trim().replace(/^W\//, ''); return v === etag || v === '*'; });
}
