/**
 * The rules screen in a campaign shows only the modules whose box is open,
 * like the rulebook's STOP page: a locked module's paragraph becomes
 * "Module N — Locked: reach Box N on the Path of Knowledge". Free play shows them all.
 * (Light on purpose: the game's meta loads it up front; the boxes come from
 * the host in the room's `extra.locked`. Its own words come from `texts`, a
 * translate over `i18n/rules-en.ts` in the reader's language; English by default.)
 */
import type { OptionSpec, RulesSection } from '../../../shared/engine/types.js';
import type { TableCampaign } from '../../../shared/games/magical-library/campaign-protocol.js';
import RULES_EN from '../../../shared/games/magical-library/i18n/rules-en.js';
import { messageFormat } from '../../../shared/icu.js';

export type RulesTexts = (id: keyof typeof RULES_EN, values?: Record<string, string | number>) => string;

/** English: the catalogue's message with its values. */
const englishRulesTexts: RulesTexts = (id, values = {}) => String(messageFormat(RULES_EN[id], 'en').format(values));

/** A Magical Library room's `extra`: its campaign (the host's extension sends nothing else there). */
export function tableCampaign(extra: unknown): TableCampaign | null {
  return extra && typeof extra === 'object' && 'mode' in extra ? extra as TableCampaign : null;
}

const boxOf = (campaign: TableCampaign, module: string) => campaign.locked.find((l) => l.module === module)?.box ?? null;

/**
 * The rules sections for a table: module paragraphs filtered by its campaign. `sections` are in the reader's
 * language; `english` (same order) is what the host sent, read to find the modules' section and paragraphs.
 */
export function campaignRules(sections: RulesSection[], campaign: TableCampaign | null, english: RulesSection[] = sections, texts: RulesTexts = englishRulesTexts): RulesSection[] {
  if (!campaign || campaign.mode === 'free') return sections;
  return sections.map((s, i) => {
    const en = english[i];
    if (en?.title !== 'Modules') return s;
    const paragraphs = s.paragraphs.map((p, j) => {
      const m = /^Module (\d+) /.exec(en.paragraphs[j] ?? '');
      const box = m ? boxOf(campaign, `m${m[1]}`) : null;
      return m && box !== null ? texts('magical-library.ui.moduleLocked', { n: Number(m[1]), box }) : p;
    });
    return { ...s, paragraphs };
  });
}

/** The modules option of a campaign table: only the unlocked modules are offered; the help says which are locked. */
export function campaignOptionSpec(spec: OptionSpec, campaign: TableCampaign | null, texts: RulesTexts = englishRulesTexts): OptionSpec {
  if (!campaign || campaign.mode === 'free' || spec.kind !== 'multi' || spec.key !== 'modules') return spec;
  const allowed = new Set(campaign.allowedModules);
  const locked = spec.choices.filter((c) => !allowed.has(c.value));
  const boxes = [...new Set(locked.map((c) => boxOf(campaign, c.value)).filter((b): b is number => b !== null))];
  const help = locked.length === 0
    ? texts('magical-library.ui.allBoxesOpen')
    : texts('magical-library.ui.lockedHelp', {
      modules: locked.map((c) => texts('magical-library.ui.moduleNo', { n: Number(c.value.slice(1)) })).join(', '),
      boxes: boxes.map((box) => texts('magical-library.ui.boxNo', { box })).join(', '),
    });
  return { ...spec, choices: spec.choices.filter((c) => allowed.has(c.value)), help };
}

/** The modules option with each module's one line under its box (the room listed the modules twice: a guide and the boxes). */
export function moduleHelp(spec: OptionSpec, texts: RulesTexts = englishRulesTexts): OptionSpec {
  if (spec.kind !== 'multi' || spec.key !== 'modules') return spec;
  return { ...spec, choices: spec.choices.map((c) => ({ ...c, help: texts('magical-library.ui.moduleBlurb', { module: c.value }) })) };
}
