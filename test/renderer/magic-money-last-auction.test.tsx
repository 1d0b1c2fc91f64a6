/**
 * Magic Money's last auction after a reload (or on a page opened mid-game): its result is still shown, and shown
 * still — the announcement and the inked price play as moments only for a result that arrives while the table is open.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { logFor } from '../../src/shared/engine/engine.js';
import { english } from '../../src/shared/games/magic-money/messages.js';
import type { MMState } from '../../src/shared/games/magic-money/state.js';
import type { SeatOccupant } from '../../src/shared/protocol.js';
import { liveAuction, MagicMoneyTable } from '../../src/renderer/games/magic-money/Table.js';
import { LedgerSides } from '../../src/renderer/games/magic-money/Ledger.js';
import { MoneyText, useMoneyT } from '../../src/renderer/games/magic-money/i18n/index.js';
import { tableView } from '../../src/renderer/games/magic-money/tableView.js';
import { auction, deal, def, PLAIN, withOffer } from '../games/magic-money/helpers.js';

const NAMES = ['Ann', 'Ben', 'Cat'];
const seats: SeatOccupant[] = NAMES.map((name) => ({ kind: 'human', name, colour: '#3366cc', connected: true, ready: true }));

function draw(s: MMState, seat: number): string {
  return renderToStaticMarkup(<MagicMoneyTable view={def.view(s, seat)} seat={seat} toAct={def.toAct(s)} seats={seats}
    log={logFor(s.log, seat)} text={english} result={def.result(s)} moveNo={0} send={async () => ({ ok: true })} hints={false} />);
}

/** A table after its first auction (a creature without an ability: the next auction's opening is the prompt). */
function afterOne(): { s: MMState; winner: number } {
  const s = auction(withOffer(deal(3, 'last-still'), PLAIN[0]), '1', ['250', '40']);
  expect(s.phase).toBe('open');
  return { s, winner: s.last!.winner };
}

function Ledger({ s, seat, live }: { s: MMState; seat: number; live: boolean }) {
  const t = useMoneyT();
  const v = tableView(def.view(s, seat));
  return <MoneyText.Provider value={t}><LedgerSides ledger={v.ledgers[seat]} mine ink={v.last!.auction} live={live} /></MoneyText.Provider>;
}

describe('the last auction after a reload', () => {
  it('is still shown on the first frame, without its announcement playing, its price marked but not inked in', () => {
    const { s, winner } = afterOne();
    for (const seat of [0, 1, 2]) {
      const html = draw(s, seat);
      const last = /<p class="([^"]*)" data-testid="mm-last">([^]*?)<\/p>/.exec(html);
      expect(last, `seat ${seat}`).not.toBeNull();
      expect(last![1]).toBe('mm-last');
      expect(last![2].replace(/<[^>]+>/g, '')).toMatch(new RegExp(`^Auction 1: ${NAMES[winner]} adopted the .+ for 250\\.`));
      expect(html).toContain('mm-entry mm-ink');
      expect(html).not.toContain('mm-ink-live');
      expect(html).not.toContain('mm-announce');
    }
  });

  it('plays only for a result that arrives while the table is open', () => {
    expect(liveAuction(null, null)).toBeNull();
    expect(liveAuction(3, 3)).toBeNull(); // there on the first frame: a reload
    expect(liveAuction(null, 1)).toBe(1); // the first auction, seen live
    expect(liveAuction(3, 4)).toBe(4); // the next one, seen live
  });

  it('inks the price in only when it was seen live', () => {
    const { s, winner } = afterOne();
    expect(renderToStaticMarkup(<Ledger s={s} seat={winner} live />)).toContain('mm-entry mm-ink mm-ink-live');
    expect(renderToStaticMarkup(<Ledger s={s} seat={winner} live={false} />)).not.toContain('mm-ink-live');
  });

  it('animates nothing but a live result (the stylesheet)', () => {
    const css = fs.readFileSync(new URL('../../src/renderer/games/magic-money/mm.css', import.meta.url), 'utf8');
    const animated = [...css.matchAll(/([^{}]+)\{[^}]*\banimation:/g)].map((m) => m[1].trim());
    expect(animated.length).toBeGreaterThan(0);
    for (const selector of animated) expect(selector).toMatch(/\.mm-ink-live|\.mm-announce/);
  });
});
