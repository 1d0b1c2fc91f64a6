/**
 * Windows Defender Firewall and the host: can other devices reach this app's tables?
 *
 * The first time the app listens on the network, Windows asks whether "Magic Table" may accept connections, on
 * private (and, if ticked, public) networks. "Allow" adds inbound Allow rules for the program, "Cancel" inbound Block
 * rules; until the question is answered (or with no rule at all) inbound connections are refused. Nothing in the
 * app's own traffic shows it: the firewall does not filter this computer's connections to itself, so a self-probe of
 * the LAN address succeeds either way, and "no other device ever connected" cannot tell a blocked host from one
 * nobody tried yet. So the app asks Windows: the rules that name its program, the category of each network it is on
 * (Public / Private / Domain), and whether the firewall is on for that category — read with PowerShell's NetSecurity
 * cmdlets, every value turned into its (never translated) enum name, as JSON.
 *
 * Limits: a third-party firewall, a rule for a port rather than the program, group policy that hides local rules, or
 * a router that isolates Wi-Fi clients are not seen ('unknown' or a wrong 'allowed'); PowerShell takes a second or
 * two to answer. The verdict is advice shown to the person, never a reason to refuse to host.
 */
import { execFile } from 'node:child_process';
import { z } from 'zod';

export type FirewallVerdict =
  /** Every network this computer is on lets the app's connections in. */
  | 'allowed'
  /** An inbound Block rule for the app covers a network it is on (someone chose "Cancel"), or its firewall profile blocks it. */
  | 'blocked'
  /** The firewall is on and no rule for the app covers a network it is on yet: Windows's question is still open. */
  | 'unanswered'
  /** Not Windows, no network, or Windows could not be asked. */
  | 'unknown';

/** What the PowerShell query prints (firewallQuery). */
const text = z.string().max(200);
const reportSchema = z.object({
  categories: z.array(text).max(32),
  profiles: z.array(z.object({ name: text, enabled: text })).max(8),
  rules: z.array(z.object({ enabled: text, action: text, profile: text })).max(500),
});
export type FirewallReport = z.infer<typeof reportSchema>;

/** PowerShell's ConvertTo-Json gives a lone item as an object, not an array: both are read as a list. */
const asList = (v: unknown): unknown => (v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** The query's output, checked; null for anything else. */
export function parseFirewallReport(json: string): FirewallReport | null {
  try {
    const raw = JSON.parse(json) as Record<string, unknown>;
    const r = reportSchema.safeParse({ categories: asList(raw.categories), profiles: asList(raw.profiles), rules: asList(raw.rules) });
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

/** NetworkCategory → the firewall profile that applies to it. */
const PROFILE_OF: Record<string, string> = { public: 'public', private: 'private', domainauthenticated: 'domain' };

/** Does a rule's Profile ("Any", "Private", "Private, Public", …) include this profile? */
function covers(ruleProfile: string, profile: string): boolean {
  const parts = ruleProfile.toLowerCase().split(/[\s,]+/).filter(Boolean);
  return parts.includes('any') || parts.includes(profile);
}

/** The verdict for the networks this computer is on now (pure; test/electron/firewall.test.ts). */
export function firewallVerdict(report: FirewallReport | null): FirewallVerdict {
  if (!report) return 'unknown';
  const profiles = [...new Set(report.categories.map((c) => PROFILE_OF[c.toLowerCase()]).filter((p): p is string => !!p))];
  if (profiles.length === 0) return 'unknown';
  const rules = report.rules.filter((r) => r.enabled.toLowerCase() === 'true');
  const verdicts = profiles.map((p): FirewallVerdict => {
    const profile = report.profiles.find((x) => x.name.toLowerCase() === p);
    if (profile && profile.enabled.toLowerCase() === 'false') return 'allowed';
    if (rules.some((r) => r.action.toLowerCase() === 'block' && covers(r.profile, p))) return 'blocked';
    if (rules.some((r) => r.action.toLowerCase() === 'allow' && covers(r.profile, p))) return 'allowed';
    return 'unanswered';
  });
  if (verdicts.includes('blocked')) return 'blocked';
  if (verdicts.includes('unanswered')) return 'unanswered';
  return 'allowed';
}

/** The PowerShell script that prints the report for the program `exe` (inbound rules only). */
export function firewallQuery(exe: string): string {
  const quoted = `'${exe.replace(/'/g, "''")}'`;
  return [
    "$ErrorActionPreference = 'SilentlyContinue'",
    `$exe = ${quoted}`,
    '$categories = @(Get-NetConnectionProfile | ForEach-Object { "$($_.NetworkCategory)" })',
    '$profiles = @(Get-NetFirewallProfile | ForEach-Object { @{ name = "$($_.Name)"; enabled = "$($_.Enabled)" } })',
    '$rules = @(Get-NetFirewallApplicationFilter | Where-Object { $_.Program -ieq $exe } | Get-NetFirewallRule |',
    "  Where-Object { \"$($_.Direction)\" -eq 'Inbound' } | ForEach-Object { @{ enabled = \"$($_.Enabled)\"; action = \"$($_.Action)\"; profile = \"$($_.Profile)\" } })",
    '@{ categories = $categories; profiles = $profiles; rules = $rules } | ConvertTo-Json -Depth 4 -Compress',
  ].join('\n');
}

export type RunPowerShell = (script: string) => Promise<string>;

/** Runs a script with Windows PowerShell, bounded in time. */
const runPowerShell: RunPowerShell = (script) =>
  new Promise((resolve, reject) => {
    execFile('powershell.exe', ['-NoProfile', '-NonInteractive', '-ExecutionPolicy', 'Bypass', '-Command', script],
      { timeout: 20_000, windowsHide: true, maxBuffer: 1 << 20 },
      (err, stdout) => (err ? reject(err) : resolve(stdout)));
  });

/** Asks Windows about the app's program `exe`; 'unknown' off Windows or when the answer cannot be read. */
export async function checkWindowsFirewall(exe: string, platform: NodeJS.Platform = process.platform, run: RunPowerShell = runPowerShell): Promise<FirewallVerdict> {
  if (platform !== 'win32') return 'unknown';
  try {
    return firewallVerdict(parseFirewallReport((await run(firewallQuery(exe))).trim()));
  } catch {
    return 'unknown';
  }
}

/**
 * The last verdict, asked again in the background when it is older than `everyMs` (the person may answer Windows's
 * question, or change the network's category, while hosting). One question at a time.
 */
export class FirewallWatch {
  private last: FirewallVerdict = 'unknown';
  private at = Number.NEGATIVE_INFINITY;
  private asking: Promise<void> | null = null;

  constructor(private readonly ask: () => Promise<FirewallVerdict>, private readonly now: () => number = Date.now, private readonly everyMs = 15_000) {}

  current(): FirewallVerdict {
    if (!this.asking && this.now() - this.at >= this.everyMs) void this.refresh();
    return this.last;
  }

  refresh(): Promise<void> {
    this.asking ??= this.ask()
      .then((v) => { this.last = v; }, () => { this.last = 'unknown'; })
      .finally(() => { this.at = this.now(); this.asking = null; });
    return this.asking;
  }
}
