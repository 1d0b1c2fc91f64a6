/**
 * Windows Firewall advice (src/main/electron/firewall.ts): the verdict from what PowerShell reports, for the cases a
 * first launch meets — Windows's question still open, "Allow" on a private network, "Cancel", allowed on private
 * but the network is Public, the firewall off — and the query's plumbing (never run off Windows, any failure is
 * 'unknown'). The reports are shaped like ConvertTo-Json's output (a lone item as an object).
 */
import { describe, expect, it } from 'vitest';
import { checkWindowsFirewall, firewallQuery, firewallVerdict, FirewallWatch, parseFirewallReport, type FirewallVerdict } from '../../src/main/electron/firewall.js';

const ON = [{ name: 'Domain', enabled: 'True' }, { name: 'Private', enabled: 'True' }, { name: 'Public', enabled: 'True' }];
const report = (categories: unknown, rules: unknown, profiles: unknown = ON) => JSON.stringify({ categories, profiles, rules });
const verdict = (json: string) => firewallVerdict(parseFirewallReport(json));

describe('Windows Firewall verdict', () => {
  it('no rule for the app yet on a private network: the question is still open', () => {
    expect(verdict(report('Private', null))).toBe('unanswered');
    expect(verdict(report(['Private'], []))).toBe('unanswered');
  });

  it('"Allow" on private networks (TCP and UDP rules), on a private network: allowed', () => {
    const allow = [{ enabled: 'True', action: 'Allow', profile: 'Private' }, { enabled: 'True', action: 'Allow', profile: 'Private' }];
    expect(verdict(report('Private', allow))).toBe('allowed');
    expect(verdict(report('DomainAuthenticated', { enabled: 'True', action: 'Allow', profile: 'Any' }))).toBe('allowed');
  });

  it('allowed on private networks, but this network is Public: still blocked there', () => {
    expect(verdict(report('Public', [{ enabled: 'True', action: 'Allow', profile: 'Private' }]))).toBe('unanswered');
    expect(verdict(report(['Private', 'Public'], [{ enabled: 'True', action: 'Allow', profile: 'Private' }, { enabled: 'True', action: 'Block', profile: 'Public' }]))).toBe('blocked');
  });

  it('"Cancel" (Block rules) wins over an Allow rule; a disabled rule counts for nothing', () => {
    expect(verdict(report('Private', [{ enabled: 'True', action: 'Block', profile: 'Private, Public' }, { enabled: 'True', action: 'Allow', profile: 'Any' }]))).toBe('blocked');
    expect(verdict(report('Private', [{ enabled: 'False', action: 'Block', profile: 'Any' }, { enabled: 'True', action: 'Allow', profile: 'Private' }]))).toBe('allowed');
  });

  it('the firewall off for the network\'s profile: allowed whatever the rules', () => {
    const off = [{ name: 'Private', enabled: 'False' }, { name: 'Public', enabled: 'True' }];
    expect(verdict(report('Private', { enabled: 'True', action: 'Block', profile: 'Any' }, off))).toBe('allowed');
  });

  it('no network, or an answer that is not the report: unknown', () => {
    expect(verdict(report(null, null))).toBe('unknown');
    expect(verdict('')).toBe('unknown');
    expect(verdict('WARNING: something')).toBe('unknown');
    expect(verdict(JSON.stringify({ categories: [1], profiles: [], rules: [] }))).toBe('unknown');
  });
});

describe('asking Windows', () => {
  it('is never tried off Windows', async () => {
    let ran = false;
    expect(await checkWindowsFirewall('/opt/x', 'linux', async () => { ran = true; return ''; })).toBe('unknown');
    expect(ran).toBe(false);
  });

  it('runs the query for the app\'s program and reads its answer; a failure is unknown', async () => {
    const exe = "C:\\Users\\O'Neil\\AppData\\Local\\Programs\\Magic Table\\Magic Table.exe";
    let script = '';
    const got = await checkWindowsFirewall(exe, 'win32', async (s) => { script = s; return `${report('Private', { enabled: 'True', action: 'Block', profile: 'Private' })}\r\n`; });
    expect(got).toBe('blocked');
    expect(script).toContain("$exe = 'C:\\Users\\O''Neil\\AppData\\Local\\Programs\\Magic Table\\Magic Table.exe'");
    expect(script).toBe(firewallQuery(exe));
    expect(await checkWindowsFirewall(exe, 'win32', async () => { throw new Error('powershell.exe not found'); })).toBe('unknown');
  });
});

describe('FirewallWatch', () => {
  it('answers at once with the last verdict and asks again, one question at a time, once it is older than its period', async () => {
    let now = 0;
    const answers: FirewallVerdict[] = ['unanswered', 'allowed'];
    let asked = 0;
    let release: () => void = () => {};
    const watch = new FirewallWatch(() => { asked++; const v = answers.shift()!; return new Promise((r) => { release = () => r(v); }); }, () => now, 15_000);
    expect(watch.current()).toBe('unknown');
    expect(watch.current()).toBe('unknown');
    expect(asked).toBe(1);
    release();
    await watch.refresh();
    expect(watch.current()).toBe('unanswered');
    now = 14_999;
    expect(watch.current()).toBe('unanswered');
    expect(asked).toBe(1);
    now = 15_000;
    expect(watch.current()).toBe('unanswered');
    expect(asked).toBe(2);
    release();
    await watch.refresh();
    expect(watch.current()).toBe('allowed');
  });

  it('a failed question reads as unknown', async () => {
    const watch = new FirewallWatch(() => Promise.reject(new Error('no')));
    await watch.refresh();
    expect(watch.current()).toBe('unknown');
  });
});
