/**
 * Which links a host advertises on and which join URLs it shows, over
 * os.networkInterfaces() as Linux, macOS and Windows laptops really list them
 * (a VPN up, Docker, WSL, virtual machines).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { excludedBecause, hasPrivateLan, joinUrlsFor, lanAddresses, lanLinks, onLink, watchLinks, type InterfaceMap } from '../../src/main/discovery/links.js';

const v4 = (address: string, netmask = '255.255.255.0', internal = false) => ({ address, netmask, family: 'IPv4', internal, mac: '00:11:22:33:44:55', cidr: null });
const v6 = (address: string, scopeid = 0, internal = false) => ({ address, netmask: 'ffff:ffff:ffff:ffff::', family: 'IPv6', internal, mac: '00:11:22:33:44:55', scopeid, cidr: null });

const linuxLaptop: InterfaceMap = {
  lo: [v4('127.0.0.1', '255.0.0.0', true), v6('::1', 0, true)],
  enp0s31f6: [v4('10.0.0.5'), v6('fe80::1e1b:dff:fe11:2233', 2)],
  wlp2s0: [v4('192.168.1.23'), v6('fd12:3456:789a:1::23'), v6('2a02:810a:1:2::23'), v6('fe80::a00:27ff:fe4e:66a1', 3)],
  docker0: [v4('172.17.0.1', '255.255.0.0')],
  'br-4f1c2d3e4a5b': [v4('172.18.0.1', '255.255.0.0')],
  veth1a2b3c4: [v6('fe80::f0d5:6ff:fe3a:1b2c', 7)],
  virbr0: [v4('192.168.122.1')],
  tun0: [v4('10.8.0.2')],
  wg0: [v4('10.6.0.2', '255.255.255.255')],
};

const macLaptop: InterfaceMap = {
  lo0: [v4('127.0.0.1', '255.0.0.0', true), v6('::1', 0, true), v6('fe80::1', 1, true)],
  en0: [v6('fe80::1c2b:3aff:fe4d:5e6f', 6), v4('192.168.0.10'), v6('fd00:1234::10')],
  awdl0: [v6('fe80::a4b5:c6ff:fed7:e8f9', 11)],
  llw0: [v6('fe80::a4b5:c6ff:fed7:e8f9', 12)],
  utun0: [v6('fe80::9b1f:2c3d:4e5f:6a7b', 13)],
  utun3: [v4('10.211.55.3', '255.255.255.255')],
  anpi0: [v6('fe80::6c7d:8eff:fe9f:a0b1', 4)],
  bridge100: [v4('192.168.64.1'), v6('fe80::1cd2:e3ff:fef4:5064', 15)],
};

const windowsLaptop: InterfaceMap = {
  'Loopback Pseudo-Interface 1': [v4('127.0.0.1', '255.0.0.0', true), v6('::1', 0, true)],
  'Wi-Fi': [v6('fe80::8d2c:1e3f:4a5b:6c7d', 14), v4('192.168.178.20')],
  Ethernet: [v4('169.254.12.34', '255.255.0.0')],
  'vEthernet (WSL)': [v4('172.29.16.1', '255.255.240.0')],
  'vEthernet (Default Switch)': [v4('172.20.0.1', '255.255.240.0')],
  'VirtualBox Host-Only Network': [v4('192.168.56.1')],
  'VMware Network Adapter VMnet8': [v4('192.168.150.1')],
  Tailscale: [v4('100.101.102.103', '255.192.0.0')],
  'OpenVPN Wintun': [v4('10.8.0.6', '255.255.255.252')],
  'NordLynx': [v4('10.5.0.2', '255.255.255.255')],
};

describe('the LAN links and join URLs of a laptop', () => {
  it('Linux: Wi-Fi and Ethernet, RFC 1918 first; never Docker, a bridge, libvirt, a tunnel or WireGuard', () => {
    const links = lanLinks(linuxLaptop);
    expect(links.map((l) => l.name).sort()).toEqual(['enp0s31f6', 'wlp2s0']);
    expect(links.find((l) => l.name === 'wlp2s0')!.ipv6).toEqual(['fd12:3456:789a:1::23', 'fe80::a00:27ff:fe4e:66a1']);
    expect(joinUrlsFor(links, 7531)).toEqual(['http://10.0.0.5:7531/', 'http://192.168.1.23:7531/', 'http://[fd12:3456:789a:1::23]:7531/']);
  });

  it('macOS: en0 only (not the utun VPNs, AWDL, the VM bridge or the iPhone link), its ULA after its IPv4', () => {
    const links = lanLinks(macLaptop);
    expect(links.map((l) => l.name)).toEqual(['en0']);
    expect(joinUrlsFor(links, 7531)).toEqual(['http://192.168.0.10:7531/', 'http://[fd00:1234::10]:7531/']);
  });

  it('Windows: Wi-Fi, then the Ethernet with only a link-local address; not WSL, Hyper-V, VirtualBox, VMware, Tailscale or a VPN', () => {
    const links = lanLinks(windowsLaptop);
    expect(links.map((l) => l.name)).toEqual(['Wi-Fi', 'Ethernet']);
    expect(joinUrlsFor(links, 7600)).toEqual(['http://192.168.178.20:7600/', 'http://169.254.12.34:7600/']);
  });

  it('why an interface is left out', () => {
    expect(excludedBecause('lo', linuxLaptop.lo!)).toBe('loopback');
    expect(excludedBecause('tun0', linuxLaptop.tun0!)).toBe('vpn');
    expect(excludedBecause('ppp0', [v4('10.64.0.9')])).toBe('vpn');
    expect(excludedBecause('enx001122334455', [v4('10.9.9.9', '255.255.255.255')])).toBe('vpn'); // point-to-point
    expect(excludedBecause('docker0', linuxLaptop.docker0!)).toBe('virtual');
    expect(excludedBecause('vEthernet (WSL)', windowsLaptop['vEthernet (WSL)']!)).toBe('virtual');
    expect(excludedBecause('eth0', [v4('192.168.1.2')])).toBeNull();
  });

  it('only a VPN and containers: no link, nobody can see us, loopback is the only URL', () => {
    const links = lanLinks({ lo: linuxLaptop.lo, docker0: linuxLaptop.docker0, tun0: linuxLaptop.tun0 });
    expect(links).toEqual([]);
    expect(hasPrivateLan(links)).toBe(false);
    expect(joinUrlsFor(links, 7531)).toEqual(['http://127.0.0.1:7531/']);
  });

  it('a public address only (some campus networks) is listed but is not a private LAN', () => {
    const links = lanLinks({ eth0: [v4('141.20.5.6')] });
    expect(lanAddresses(links)).toEqual(['141.20.5.6']);
    expect(hasPrivateLan(links)).toBe(false);
    expect(hasPrivateLan(lanLinks(linuxLaptop))).toBe(true);
  });

  it('a packet belongs to a link when its source is on the link\'s subnet', () => {
    const [wifi] = lanLinks({ wlan0: [v4('192.168.1.23')] });
    expect(onLink(wifi, '192.168.1.99')).toBe(true);
    expect(onLink(wifi, '192.168.2.99')).toBe(false);
    expect(onLink(wifi, '10.0.0.1')).toBe(false);
    expect(onLink(wifi, 'not an address')).toBe(false);
  });
});

describe('watchLinks', () => {
  afterEach(() => vi.useRealTimers());

  it('tells when a link comes, goes or changes address, within its interval, and nothing when nothing changed', () => {
    vi.useFakeTimers();
    let now: InterfaceMap = { wlan0: [v4('192.168.1.23')] };
    const w = watchLinks({ intervalMs: 1000, read: () => now });
    const seen: string[][] = [];
    w.onChange((links) => seen.push(links.map((l) => `${l.name}=${l.ipv4.map((a) => a.address).join(',')}`)));
    vi.advanceTimersByTime(3000);
    expect(seen).toEqual([]);
    now = { ...now, eth0: [v4('10.0.0.5')] };
    vi.advanceTimersByTime(1000);
    now = { eth0: [v4('10.0.0.5')] };
    vi.advanceTimersByTime(1000);
    now = { eth0: [v4('10.0.0.6')], tun0: [v4('10.8.0.2')] };
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([['eth0=10.0.0.5', 'wlan0=192.168.1.23'], ['eth0=10.0.0.5'], ['eth0=10.0.0.6']]);
    w.stop();
    now = {};
    vi.advanceTimersByTime(5000);
    expect(seen).toHaveLength(3);
  });
});
