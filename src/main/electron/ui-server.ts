/**
 * The app window's own page server: the built renderer (dist/renderer) over
 * HTTP on 127.0.0.1 only, at a port the OS picks. It exists so that the
 * window always has the same renderer a browser gets from a host, whether or
 * not this computer hosts. Static files only, through the host's static file
 * handler (no listing, no path outside the folder); GET and HEAD only.
 * The app's CSP is set on these pages by the Electron session (security.ts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendPlain, serveStatic } from '../host/static.js';

export interface UiServer {
  origin: string;
  port: number;
  close(): Promise<void>;
}

export async function startUiServer(staticDir: string): Promise<UiServer> {
  const server = http.createServer((req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendPlain(res, 405, 'Only GET and HEAD');
      // Only this machine's own pages: a request naming another Host (DNS rebinding) is refused.
      const hostHeader = req.headers.host ?? '';
      const port = (server.address() as AddressInfo | null)?.port;
      if (hostHeader !== `127.0.0.1:${port}`) return sendPlain(res, 421, 'Wrong host');
      const pathname = (req.url ?? '/').split('?')[0].split('#')[0];
      serveStatic(staticDir, req, res, pathname);
    } catch {
      if (!res.headersSent) sendPlain(res, 500, 'Internal error');
      else res.destroy();
    }
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
      }),
  };
}
