/**
 * A claimed mission's card says who took it ("✓ <name>") on one line whatever the name's length: a long name is cut
 * with an ellipsis on the card (its stylesheet), and said whole by the mission's tip (its description).
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import megagem from '../../src/shared/games/megagem/index.js';
import type { MegaGemMove, MegaGemView } from '../../src/shared/games/megagem/index.js';
import { english } from '../../src/shared/games/megagem/messages.js';
import type { SeatOccupant } from '../../src/shared/protocol.js';
import type { GameTableProps } from '../../src/renderer/games/types.js';
import { MegaGemTable } from '../../src/renderer/games/megagem/Table.js';

const LONG = 'Maximiliane Wolkenstein-Auerbach';
const seats: SeatOccupant[] = [
  { kind: 'human', name: 'Ann', colour: '#4363d8', connected: true, ready: true },
  { kind: 'human', name: LONG, colour: '#e6194b', connected: true, ready: true },
  { kind: 'bot', name: 'Bo (bot)', colour: '#3cb44b', level: 'random' },
];

function table(): string {
  const s = megagem.setup(3, { chart: 'A' }, 'mission-owner');
  s.missions[0] = { ...s.missions[0], claimedBy: 1 };
  const props: GameTableProps<MegaGemView, MegaGemMove> = {
    view: megagem.view(s, 0), seat: 0, toAct: megagem.toAct(s), seats, log: [], text: english,
    result: megagem.result(s), moveNo: 0, send: async () => ({ ok: true }), hints: false,
  };
  return renderToStaticMarkup(<MegaGemTable {...props} />);
}

/** The CSS declarations of the rule whose selector is exactly `selector` in `css`. */
const rule = (css: string, selector: string) => {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...css.matchAll(new RegExp(`(?:^|[}\\s])${escaped}\\s*\\{([^}]*)\\}`, 'g'))].map((m) => m[1]).join(';');
};

describe('a claimed mission’s owner', () => {
  it('is named in full on the card, in the owner line, and in the mission’s tip', () => {
    const html = table();
    const owners = [...html.matchAll(/<div class="mg-mission-owner">([^]*?)<\/div>/g)].map((m) => m[1].replace(/<[^>]+>/g, ''));
    expect(owners).toEqual([`✓ ${LONG}`]);
    const tips = [...html.matchAll(/role="tooltip"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(tips.filter((t) => t.includes(`completed by ${LONG}`))).toHaveLength(1);
  });

  it('stays on one line: no wrapping, a long name cut with an ellipsis', () => {
    const css = fs.readFileSync(new URL('../../src/renderer/games/megagem/megagem.css', import.meta.url), 'utf8');
    expect(rule(css, '.mg-mission-owner')).toMatch(/white-space:\s*nowrap/);
    const name = rule(css, '.mg-mission-owner .seat-name');
    expect(name).toMatch(/overflow:\s*hidden/);
    expect(name).toMatch(/text-overflow:\s*ellipsis/);
    expect(name).toMatch(/min-width:\s*0/);
  });
});
