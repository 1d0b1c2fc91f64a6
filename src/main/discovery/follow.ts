/**
 * The links a discovery part (advertise.ts, browse.ts) works on, and its subscription to them: the links given
 * (`links`), or none when it has one link of its own (an `interface` address or an injected `transport`), or this
 * machine's LAN links, watched every 2 s (links.ts; stopping then stops the watch too).
 */
import { watchLinks, type Link, type LinkSource } from './links.js';
import { guarded } from './transport.js';

export interface FollowedLinks {
  /** Where the links come from; null: one link of its own. */
  source: LinkSource | null;
  /** Opens each current link that has an IPv4 address (or the one of its own, as `default`), then hands every change to `follow`. */
  start(open: (key: string, link: Link | null) => void, follow: (links: Link[]) => void): void;
  /** No more changes; the watch stops when it was this part's own. */
  stop(): void;
}

export function followLinks(opts: { links?: LinkSource; interface?: string; transport?: unknown }, report: (err: Error) => void): FollowedLinks {
  const single = opts.links === undefined && (opts.interface !== undefined || opts.transport !== undefined);
  const owns = opts.links === undefined && !single;
  const source: LinkSource | null = single ? null : opts.links ?? watchLinks({ onError: report });
  let unsubscribe: (() => void) | null = null;
  return {
    source,
    start(open, follow) {
      if (!source) {
        open('default', null);
        return;
      }
      for (const l of source.current()) if (l.ipv4.length > 0) open(l.name, l);
      unsubscribe = source.onChange(guarded(report, follow));
    },
    stop() {
      unsubscribe?.();
      unsubscribe = null;
      if (owns) source?.stop();
    },
  };
}
