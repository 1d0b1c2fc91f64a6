/**
 * Accessibility checks in the end-to-end tests: axe-core (`@axe-core/playwright`) over a page, WCAG 2 A and AA
 * rules (text contrast among them). `seriousViolations(page)` lists the serious and critical ones (rule, impact,
 * the elements), so a test can `expect(await seriousViolations(page)).toEqual([])` on every screen it visits.
 *
 * `axeBuilder(page)` runs axe in the page itself (`setLegacyMode`): the app has no frames, and the default mode opens a
 * blank page and loads axe into it again for every check (about half of each check's time).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const axeBuilder = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);

export async function seriousViolations(page: Page, opts: { exclude?: string[] } = {}): Promise<string[]> {
  let builder = axeBuilder(page);
  for (const sel of opts.exclude ?? []) builder = builder.exclude(sel);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.split('\n').slice(1, 2).join('').trim()}]` : ''}`).join('; ')}${v.nodes.length > 4 ? ` (+${v.nodes.length - 4} more)` : ''}`);
}
