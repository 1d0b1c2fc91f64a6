/**
 * The campaign screen and the badge choice, rendered to HTML (no browser):
 * what is shown for a campaign part-way along the Path of Knowledge.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BadgeChoice, CampaignPicker, PendingChoices } from '../../src/renderer/games/magical-library/CampaignPanels.js';
import type { CampaignListItem } from '../../src/shared/games/magical-library/campaign-protocol.js';
import { BoxOpened, CampaignScreen, moduleRule } from '../../src/renderer/games/magical-library/CampaignScreen.js';
import { BADGE_IDS, BADGE_TITLES } from '../../src/renderer/games/magical-library/path-data.js';
import type { SeatOccupant } from '../../src/shared/protocol.js';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const seats: SeatOccupant[] = [
  { kind: 'human', name: 'Ann', colour: '#4363d8', connected: true, ready: true },
  { kind: 'bot', name: 'Ada', colour: '#e6194b', level: 'basic' },
];

describe('campaign screen', () => {
  const ticked = BADGE_IDS.slice(0, 5);
  const html = renderToStaticMarkup(<CampaignScreen campaign={{ name: 'Family <Sundays>', badges: [...ticked], games: 7 }} />);
  const plain = text(html);

  it('shows the name (escaped), the field and the games played', () => {
    expect(html).toContain('Family &lt;Sundays&gt;');
    expect(plain).toContain('Path of Knowledge: field 5 of 15 · 7 games played');
  });

  it('marks the fields reached and the one you are on', () => {
    const reached = html.match(/class="ml-field ml-field-(step|box|medal) ml-field-done/g) ?? [];
    expect(reached).toHaveLength(5);
    expect(html).toMatch(/aria-label="Field 5, reached, you are here"/);
    expect(html).toMatch(/aria-label="Field 4: Box 2, reached"/);
    expect(html).toMatch(/aria-label="Field 6: Box 3"/);
    expect(html).toMatch(/aria-label="Field 15: gold medal"/);
  });

  it('opened boxes show their modules and rules; closed boxes keep their secret', () => {
    expect(plain).toContain('Box 1 opened');
    expect(plain).toContain(moduleRule('m1').title);
    expect(plain).toContain(moduleRule('m4').rule);
    expect(plain).toContain('Box 3 opens on field 6');
    for (const m of ['m5', 'm6', 'm7', 'm8']) {
      expect(plain).not.toContain(moduleRule(m).title);
    }
  });

  it('ticks the badges used, with their field, and lists the rest to come', () => {
    expect(plain).toContain('(5 of 15 ticked)');
    for (const [i, b] of ticked.entries()) {
      expect(html).toMatch(new RegExp(`data-testid="ml-badge-${b}"><span class="ml-tick"[^>]*>☑`));
      expect(plain).toContain(`${BADGE_TITLES[b]} field ${i + 1}`);
    }
    expect((html.match(/☐/g) ?? []).length).toBe(10);
  });

  it('every module has a name and a rule in the rules screen data', () => {
    for (const m of ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8']) {
      const r = moduleRule(m);
      expect(r.title).toMatch(new RegExp(`^Module ${m.slice(1)} `));
      expect(r.rule.length).toBeGreaterThan(20);
    }
  });

  it('the box-opened ceremony names the box, its field and its modules', () => {
    const c = text(renderToStaticMarkup(<BoxOpened box={5} />));
    expect(c).toContain('Box 5 is open!');
    expect(c).toContain('You reached field 10');
    expect(c).toContain(moduleRule('m7').title);
    expect(c).toContain(moduleRule('m8').title);
    expect(renderToStaticMarkup(<BoxOpened box={9} />)).toBe('');
  });

  it('a finished campaign shows every box open and all medals won', () => {
    const all = text(renderToStaticMarkup(<CampaignScreen campaign={{ name: 'Done', badges: [...BADGE_IDS] }} />));
    expect(all).toContain('field 15 of 15');
    expect(all).not.toContain('opens on field');
    expect((all.match(/\bwon\b/g) ?? []).length).toBe(3);
  });
});

describe('badge choice after a game', () => {
  const render = (fulfilled: string[][], ticked: string[], canChoose = true) => renderToStaticMarkup(
    <BadgeChoice fulfilled={fulfilled as never} ticked={ticked as never} seats={seats} field={ticked.length} canChoose={canChoose} onChoose={async () => ({ ok: true })} />,
  );

  it('offers the free fulfilled badges, names who fulfilled them, and announces a box', () => {
    const html = render([['vp80', 'owl30'], ['vp80']], ['owl30']);
    expect(text(html)).toContain('Tick one badge (one per game) and advance to field 2 — Box 1 opens!');
    expect(html).toContain('data-testid="ml-choose-vp80"');
    expect(html).not.toContain('data-testid="ml-choose-owl30"');
    expect(text(html)).toContain('(already ticked)');
    expect(text(html)).toMatch(/Reach 80 victory points or more — Ann , Ada/);
  });

  it('says so when nothing can be ticked', () => {
    expect(text(render([[], []], []))).toContain('Nobody fulfilled a badge this time: the path stays on field 0.');
    expect(text(render([['vp80'], []], ['vp80']))).toContain('already ticked: the path stays on field 1');
  });

  it('only the chooser gets buttons', () => {
    const html = render([['vp90'], []], [], false);
    expect(html).not.toContain('ml-choose-');
    expect(text(html)).toContain('The table’s creator ticks the badge.');
  });
});

describe('badges left to choose (kept by the campaign)', () => {
  const item = (canChoose: boolean, tableOpen = false): CampaignListItem => ({
    id: 'family', name: 'Family', field: 1, badges: ['vp120'], unlocked: [], medals: [], games: 1, updatedAt: 0, canChoose,
    pending: [{ table: 't1', tableOpen, gameNo: 2, at: Date.UTC(2026, 10, 30), fulfilled: [['vp120', 'all4'], []], seatNames: ['Ann', 'Bob'], chooserSeat: 0, canChoose }],
  });
  const ok = async () => ({ ok: true as const });

  it('the picker marks a campaign with a badge to choose', () => {
    const html = renderToStaticMarkup(<CampaignPicker campaigns={[item(false), { ...item(false), id: 'other', name: 'Other', pending: [] }]} selected={{ mode: 'free' }} editable
      onSelect={() => {}} onCreate={ok} onImport={ok} onExport={async () => ({ ok: true, json: '{}' })} />);
    expect(html).toContain('data-testid="ml-to-choose-family"');
    expect(html).not.toContain('ml-to-choose-other');
    expect(text(html)).toContain('badge to choose');
  });

  it('offers the free badges to one who may choose, against the campaign as it is now', () => {
    const html = renderToStaticMarkup(<PendingChoices campaigns={[item(true)]} onTick={ok} />);
    expect(text(html)).toMatch(/Family : a badge to choose from the game of .*2026.* \(Ann or Bob\), whose table has closed/);
    expect(html).toContain('data-testid="ml-choose-all4"');
    expect(html).not.toContain('data-testid="ml-choose-vp120"');
    expect(text(html)).toMatch(/Reach 120 victory points.* — Ann/);
  });

  it('tells the others who can choose, with no buttons; nothing at all when nothing waits', () => {
    const html = renderToStaticMarkup(<PendingChoices campaigns={[item(false, true)]} onTick={ok} />);
    expect(html).not.toContain('ml-choose-');
    expect(text(html)).toContain('one of its players (Ann or Bob), ticks it');
    expect(text(html)).not.toContain('closed');
    expect(renderToStaticMarkup(<PendingChoices campaigns={[{ ...item(false), pending: [] }]} onTick={ok} />)).toBe('');
  });
});
