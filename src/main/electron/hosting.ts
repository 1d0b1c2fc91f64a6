/**
 * Hosting on demand: the app starts the game host when the person clicks
 * "Host a table" and stops it on "Stop hosting" or when the app quits.
 * Plain Node (no Electron): the shell calls it, tests drive it.
 *
 * Calls overlap safely: a second start while starting gets the same host; a
 * stop while starting waits for the start and then closes; close errors are
 * reported, and the controller is usable again afterwards.
 */
import type { HostingInfo, HostingStatus } from '../../shared/bridge.js';
import type { ValidStartHostingOptions } from './security.js';

/** What the controller needs of the host module (src/main/host: startHost). */
export interface RunningHostLike {
  port: number;
  urls: string[];
  hostId: string;
  name: string;
  close(): Promise<void>;
}

export type StartHostFn = (opts: { dataDir: string; staticDir?: string; name?: string; port?: number; mdns?: boolean; bind?: string }) => Promise<RunningHostLike>;

export interface HostingControllerOptions {
  startHost: StartHostFn;
  dataDir: string;
  staticDir?: string;
  /** Advertise over mDNS (default true; tests pass false to stay off the real network). */
  mdns?: boolean;
  /** Address to listen on (default: all interfaces, so phones can join; tests: 127.0.0.1). */
  bind?: string;
  onStatus?: (status: HostingStatus) => void;
  log?: (message: string) => void;
}

export class HostingController {
  private host: RunningHostLike | null = null;
  /** The running (or starting) host listens on loopback only and advertises nothing. */
  private local = false;
  private starting: Promise<HostingInfo> | null = null;
  private stopping: Promise<void> | null = null;

  constructor(private readonly opts: HostingControllerOptions) {}

  status(): HostingStatus {
    if (this.stopping) return { state: 'stopping' };
    if (this.starting) return { state: 'starting' };
    if (this.host) return { state: 'hosting', ...info(this.host, this.local) };
    return { state: 'stopped' };
  }

  /**
   * Starts the host, or returns the running one. `local` ("Play on this computer"): loopback only, nothing
   * advertised; a host already running in the other mode is stopped first and started again in this one
   * (its tables are on disk and come back).
   */
  async start(options: ValidStartHostingOptions = {}): Promise<HostingInfo> {
    const local = options.local ?? false;
    if (this.starting) {
      const running = await this.starting.catch(() => null);
      if (running && running.local === local) return running;
    }
    if (this.stopping) await this.stopping;
    if (this.host && this.local === local) return info(this.host, this.local);
    if (this.host) await this.stop();
    if (this.starting) return this.start(options);
    this.local = local;
    this.starting = (async () => {
      try {
        const host = await this.opts.startHost({
          dataDir: this.opts.dataDir,
          staticDir: this.opts.staticDir,
          name: options.name,
          port: options.port,
          mdns: local ? false : this.opts.mdns ?? true,
          ...(local ? { bind: '127.0.0.1' } : this.opts.bind ? { bind: this.opts.bind } : {}),
        });
        this.host = host;
        this.opts.log?.(`hosting "${host.name}" on port ${host.port}${local ? ' (this computer only)' : ''}`);
        return info(host, local);
      } catch (err) {
        const e = err as NodeJS.ErrnoException;
        if (e.code === 'EADDRINUSE') {
          throw new Error(
            options.port
              ? `Port ${options.port} is already in use: pick another port, or leave it empty to use a free one`
              : 'No free port was found near 7531: close the program using them, or pick a port',
          );
        }
        throw new Error(`Could not start hosting: ${e.message}`);
      } finally {
        this.starting = null;
        this.emit();
      }
    })();
    this.emit();
    return this.starting;
  }

  async stop(): Promise<void> {
    if (this.stopping) return this.stopping;
    if (this.starting) {
      try {
        await this.starting;
      } catch {
        // it did not start: nothing to stop
      }
    }
    const host = this.host;
    if (!host) return;
    this.stopping = (async () => {
      try {
        await host.close();
        this.opts.log?.('stopped hosting');
      } catch (err) {
        this.opts.log?.(`error while stopping the host: ${(err as Error).message}`);
      } finally {
        this.host = null;
        this.stopping = null;
        this.emit();
      }
    })();
    this.emit();
    return this.stopping;
  }

  private emit(): void {
    try {
      this.opts.onStatus?.(this.status());
    } catch {
      // a listener's bug must not break hosting
    }
  }
}

function info(h: RunningHostLike, local: boolean): HostingInfo {
  return { port: h.port, urls: [...h.urls], hostId: h.hostId, name: h.name, local };
}
