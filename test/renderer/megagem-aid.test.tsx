/**
 * MegaGem's table teaches and never tells by colour alone: every gem is drawn in its colour's own shape, the
 * player aid renders (English and German), cards, gems, missions, chart cells and score lines carry tooltips,
 * first-game hints show only when asked, and the palette lists each colour with its shape.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { applyMove, playBots } from '../../src/shared/engine/engine.js';
import megagem from '../../src/shared/games/megagem/index.js';
import { COLORS } from '../../src/shared/games/megagem/data.js';
import type { MegaGemMove, MegaGemState, MegaGemView } from '../../src/shared/games/megagem/index.js';
import type { SeatOccupant } from '../../src/shared/protocol.js';
import type { GameTableProps } from '../../src/renderer/games/types.js';
import Aid from '../../src/renderer/games/megagem/Aid.js';
import { Gem } from '../../src/renderer/games/megagem/Gem.js';
import { GEM_FILL, GEM_SHAPE } from '../../src/renderer/games/megagem/gemLook.js';
import { PALETTES } from '../../src/renderer/games/megagem/palette.js';
import { MegaGemTable } from '../../src/renderer/games/megagem/Table.js';
import { english } from '../../src/shared/games/megagem/messages.js';
import { meta } from '../../src/renderer/games/megagem/meta.js';
import { arrange } from '../games/megagem/fixtures.js';

const seats: SeatOccupant[] = [
  { kind: 'human', name: 'Ann', colour: '#4363d8', connected: true, ready: true },
  { kind: 'bot', name: 'Ada (bot)', colour: '#e6194b', level: 'basic' },
  { kind: 'bot', name: 'Bo (bot)', colour: '#3cb44b', level: 'random' },
];

function table(s: MegaGemState, seat: number, hints = false): string {
  const props: GameTableProps<MegaGemView, MegaGemMove> = {
    view: megagem.view(s, seat), seat, toAct: megagem.toAct(s), seats, log: [], text: english,
    result: megagem.result(s), moveNo: 0, send: async () => ({ ok: true }), hints,
  };
  return renderToStaticMarkup(<MegaGemTable {...props} />);
}

describe('gem shapes', () => {
  it('draws each colour in its own shape, named for screen readers', () => {
    expect(new Set(Object.values(GEM_SHAPE)).size).toBe(COLORS.length);
    for (const c of COLORS) {
      const html = renderToStaticMarkup(<Gem color={c} />);
      expect(html).toContain(`data-shape="${GEM_SHAPE[c]}"`);
      expect(html).toContain(`aria-label="${c[0].toUpperCase()}${c.slice(1)} gem"`);
    }
    expect(renderToStaticMarkup(<Gem color="pink" decorative />)).toContain('aria-hidden="true"');
  });

  it('lists the gem colours with their shapes as the palette to tell apart', () => {
    const gems = PALETTES.find((p) => p.name.includes('gem'))!;
    expect(gems.items.map((i) => i.id)).toEqual([...COLORS]);
    for (const item of gems.items) {
      expect(item.colour).toBe(GEM_FILL[item.id as (typeof COLORS)[number]].base);
      expect(item.cue).toBe(GEM_SHAPE[item.id as (typeof COLORS)[number]]);
    }
  });
});

describe('the player aid', () => {
  it('is the game meta’s lazy Aid', () => {
    expect(meta.Aid).toBeDefined();
  });
  it('shows the goal, a round, the scoring and the shapes, in English', () => {
    const html = renderToStaticMarkup(<Aid />);
    for (const words of ['MegaGem at a glance', 'Goal', 'A round', 'Everyone bids at once, in secret', 'reveals one gem card', 'Scoring', 'loans repaid', 'Every colour has its own shape'])
      expect(html).toContain(words);
    for (const shape of Object.values(GEM_SHAPE)) expect(html).toContain(`data-shape="${shape}"`);
    expect(html).toMatch(/Blue<\/span> <small>drop<\/small>/);
  });
});

describe('the table explains itself', () => {
  const start = megagem.setup(3, { chart: 'A' }, 'aid-table');

  it('gives tooltips to the auction card, the row’s gems, the hand, the missions and the chart', () => {
    const html = table(start, 0);
    const tips = [...html.matchAll(/role="tooltip"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(tips.some((t) => /^(Treasure|Loan|Investment): /.test(t))).toBe(true);
    expect(tips.some((t) => /gem \((drop|square|heart|hexagon|star)\): 0 in the Value Display/.test(t))).toBe(true);
    expect(tips.some((t) => /secret in your hand/.test(t))).toBe(true);
    expect(tips.filter((t) => /The first player whose Collection holds these gems/.test(t))).toHaveLength(4);
    expect(tips.filter((t) => /^With \d\+? \w+ in the Value Display/.test(t))).toHaveLength(30);
  });

  it('shows first-game hints at the bid only when the table asks for them', () => {
    expect(table(start, 0)).not.toContain('data-testid="hint"');
    const html = table(start, 0, true);
    expect(html).toContain('data-testid="hint"');
    expect(html).toMatch(/You may bid up to your \d+ coins; the highest bid wins the card/);
  });

  it('shows the reveal hint to the winner', () => {
    let s = start;
    for (let seat = 0; seat < 3; seat++) {
      const r = applyMove(megagem, s, seat, { type: 'bid', amount: seat === 0 ? 3 : 0 });
      if (!r.ok) throw new Error(r.message);
      s = r.state;
    }
    const html = table(s, 0, true);
    expect(html).toContain('The gem you reveal raises that colour’s count in the Value Display');
  });

  it('sums each collection: gems by colour and what they are worth now', () => {
    // Ann holds 2 Blue and 1 Pink; the display shows 2 Blue and 1 Pink: Blue is worth 8, Pink 4 (chart A).
    const s = arrange({
      players: 3, hands: [['green'], ['yellow'], ['purple']], row: ['green', 'yellow'], auction: 'gem1',
      collections: [['blue', 'blue', 'pink'], [], []], display: [{ color: 'blue', seat: 1 }, { color: 'blue', seat: 2 }, { color: 'pink', seat: 1 }],
    });
    const html = table(s, 0);
    expect(html).toContain('2 Blue (drop) × 8 coins = 16 coins if the game ended now.');
    expect(html).toContain('1 Pink (heart) × 4 coins = 4 coins if the game ended now.');
    expect(html).toContain('Gems worth 20 coins now');
  });

  it('explains every score line and the total on the score screen', () => {
    const { state } = playBots(megagem, { players: 3, seed: 'aid-score', bots: ['basic', 'random', 'random'] });
    const html = table(state, 0);
    expect(html).toContain('data-testid="score-screen"');
    const tips = [...html.matchAll(/role="tooltip"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(tips.filter((t) => /^\d+ \w+ × \d+ coins? \(\d+ in the Value Display, Value Chart A\) = -?\d+$/.test(t))).toHaveLength(3 * 5);
    expect(tips.filter((t) => /^Coins in hand at the end: \d+$/.test(t))).toHaveLength(3);
    const result = megagem.result(state)!;
    for (const s of result.seats) expect(tips).toContain(`Gems, missions, investments and coins, minus loans: ${s.total} coin${s.total === 1 ? '' : 's'}`);
  });
});
