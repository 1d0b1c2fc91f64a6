/**
 * The Electron preload bridge (`window.magicTable`, typed in
 * src/shared/bridge.ts), absent in a browser; and picking which address of
 * a discovered host answers.
 */
export { getBridge, type MagicTableBridge as RendererBridge, type HostingInfo } from '../../shared/bridge.js';

/** "[v6]:port" or "v4:port". */
function hostPortOf(address: string, port: number): string {
  return address.includes(':') && !address.startsWith('[') ? `[${address}]:${port}` : `${address}:${port}`;
}

/**
 * The first of a discovered host's addresses (best first) whose WebSocket
 * opens within `timeoutMs`; the first address when none answers (the
 * connection then shows its own retry banner).
 */
export async function pickReachable(addresses: string[], port: number, timeoutMs = 1500, WS: typeof WebSocket = WebSocket): Promise<string> {
  for (const a of addresses) {
    const hp = hostPortOf(a, port);
    const ok = await new Promise<boolean>((resolve) => {
      let ws: WebSocket;
      try { ws = new WS(`ws://${hp}/ws`); } catch { resolve(false); return; }
      const t = setTimeout(() => { ws.close(); resolve(false); }, timeoutMs);
      ws.onopen = () => { clearTimeout(t); ws.close(); resolve(true); };
      ws.onerror = () => { clearTimeout(t); resolve(false); };
    });
    if (ok) return hp;
  }
  return hostPortOf(addresses[0] ?? '127.0.0.1', port);
}
