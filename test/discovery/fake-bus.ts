/**
 * An in-memory multicast link for discovery unit tests: every transport on the
 * bus receives every packet (the sender too, like multicast loopback), after
 * the packet went through dns-packet's encoder and decoder exactly as on the
 * wire. Delivery is asynchronous (setTimeout 0), so fake timers drive it.
 */
import { createRequire } from 'node:module';
import type { MdnsPacket, MdnsTransport, RemoteInfo, TransportFactory } from '../../src/main/discovery/transport.js';

const require = createRequire(import.meta.url);
// dns-packet is what multicast-dns uses underneath; it has no types of its own.
const dnsPacket = require('dns-packet') as { encode(p: unknown): Uint8Array; decode(b: Uint8Array): MdnsPacket };

interface Node {
  address: string;
  queries: ((p: MdnsPacket, r: RemoteInfo) => void)[];
  responses: ((p: MdnsPacket, r: RemoteInfo) => void)[];
  alive: boolean;
}

export class FakeBus {
  private nodes: Node[] = [];
  /** Every packet sent, decoded, with its sender: tests inspect it. */
  readonly sent: { from: string; packet: MdnsPacket }[] = [];
  /** Set to drop everything one address sends (a cable pulled). */
  readonly muted = new Set<string>();

  /** A transport factory for a machine at `address`, with `localAddresses` as its A records. */
  factory(address: string, localAddresses: string[] = [address]): TransportFactory {
    return () => this.transport(address, localAddresses);
  }

  transport(address: string, localAddresses: string[] = [address]): MdnsTransport {
    const node: Node = { address, queries: [], responses: [], alive: true };
    this.nodes.push(node);
    const send = (packet: MdnsPacket): Promise<void> => {
      if (!node.alive) return Promise.resolve();
      const wire = dnsPacket.encode({ flags: packet.type === 'response' ? 1 << 10 : 0, ...packet });
      const decoded = dnsPacket.decode(wire);
      this.sent.push({ from: address, packet: decoded });
      if (this.muted.has(address)) return Promise.resolve();
      return new Promise((resolve) => {
        setTimeout(() => {
          for (const n of this.nodes) {
            if (!n.alive) continue;
            const rinfo = { address, port: 5353, family: 'IPv4' };
            const copy = dnsPacket.decode(wire);
            if (copy.type === 'query') n.queries.forEach((cb) => cb(copy, rinfo));
            else n.responses.forEach((cb) => cb(copy, rinfo));
          }
          resolve();
        }, 0);
      });
    };
    return {
      onQuery: (cb) => void node.queries.push(cb),
      onResponse: (cb) => void node.responses.push(cb),
      query: (questions) => send({ type: 'query', questions }),
      respond: (answers, additionals = []) => send({ type: 'response', answers, additionals }),
      localAddresses: () => [...localAddresses],
      destroy: async () => {
        node.alive = false;
      },
    };
  }

  /** Inject a raw response as if `from` had sent it. */
  inject(from: string, packet: MdnsPacket): void {
    const wire = dnsPacket.encode({ type: 'response', flags: 1 << 10, ...packet });
    setTimeout(() => {
      for (const n of this.nodes) {
        if (n.alive) n.responses.forEach((cb) => cb(dnsPacket.decode(wire), { address: from, port: 5353 }));
      }
    }, 0);
  }

  /** Simulate a crash: the machine at `address` disappears without a goodbye. */
  crash(address: string): void {
    for (const n of this.nodes) if (n.address === address) n.alive = false;
  }
}
