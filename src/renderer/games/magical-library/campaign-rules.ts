/**
 * The rules screen in a campaign shows only the modules whose box is open,
 * like the rulebook's STOP page: a locked module's paragraph becomes
 * "Locked: reach Box N on the Path of Knowledge". Free play shows them all.
 * (Light on purpose: the game's meta loads it up front; the boxes come from
 * the host in the room's `extra.locked`.)
 */
import type { OptionSpec, RulesSection } from '../../../shared/engine/types.js';
import type { TableCampaign } from '../../../shared/games/magical-library/campaign-protocol.js';

/** A Magical Library room's `extra`: its campaign (the host's extension sends nothing else there). */
export function tableCampaign(extra: unknown): TableCampaign | null {
  return extra && typeof extra === 'object' && 'mode' in extra ? extra as TableCampaign : null;
}

const boxOf = (campaign: TableCampaign, module: string) => campaign.locked.find((l) => l.module === module)?.box ?? null;

/** The rules sections for a table: module paragraphs filtered by its campaign. */
export function campaignRules(rules: RulesSection[], campaign: TableCampaign | null): RulesSection[] {
  if (!campaign || campaign.mode === 'free') return rules;
  return rules.map((s) => {
    if (s.title !== 'Modules') return s;
    const paragraphs = s.paragraphs.map((p) => {
      const m = /^Module (\d+) /.exec(p);
      const box = m ? boxOf(campaign, `m${m[1]}`) : null;
      return m && box !== null ? `Module ${m[1]} — Locked: reach Box ${box} on the Path of Knowledge.` : p;
    });
    return { ...s, paragraphs };
  });
}

/** The modules option of a campaign table: only the unlocked modules are offered; the help says which are locked. */
export function campaignOptionSpec(spec: OptionSpec, campaign: TableCampaign | null): OptionSpec {
  if (!campaign || campaign.mode === 'free' || spec.kind !== 'multi' || spec.key !== 'modules') return spec;
  const allowed = new Set(campaign.allowedModules);
  const locked = spec.choices.filter((c) => !allowed.has(c.value));
  const boxes = [...new Set(locked.map((c) => boxOf(campaign, c.value)).filter((b): b is number => b !== null))];
  const help = locked.length === 0
    ? 'Every box of this campaign is open.'
    : `Locked: ${locked.map((c) => `module ${c.value.slice(1)}`).join(', ')} — reach ${boxes.map((b) => `Box ${b}`).join(', ')} on the Path of Knowledge.`;
  return { ...spec, choices: spec.choices.filter((c) => allowed.has(c.value)), help };
}
