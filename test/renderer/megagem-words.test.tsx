/** MegaGem's table in the reader's language: the score lines said from the final view, the bid and the reveal in German. */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { formatMsg } from '../../src/shared/engine/messages.js';
import { playBots } from '../../src/shared/engine/engine.js';
import type { Msg } from '../../src/shared/engine/types.js';
import megagem from '../../src/shared/games/megagem/index.js';
import { AUCTION_CARDS } from '../../src/shared/games/megagem/data.js';
import { MESSAGES, english } from '../../src/shared/games/megagem/messages.js';
import type { SeatOccupant } from '../../src/shared/protocol.js';
import { makeGameTranslate } from '../../src/renderer/i18n/games.js';
import { checkBid, limitHint } from '../../src/renderer/games/megagem/bid.js';
import { BidControl } from '../../src/renderer/games/megagem/BidControl.js';
import { ScoreBoard } from '../../src/renderer/games/megagem/ScoreBoard.js';
import { makeWords, WordsContext } from '../../src/renderer/games/megagem/i18n/index.js';
import UI_EN from '../../src/shared/games/megagem/i18n/en.js';
import DE from '../../src/shared/games/megagem/i18n/de.js';
import { scoreWords } from '../../src/renderer/games/megagem/score.js';
import { tableView } from '../../src/renderer/games/megagem/tableView.js';

const seats: SeatOccupant[] = [
  { kind: 'human', name: 'Ann', colour: '#4363d8', connected: true, ready: false },
  { kind: 'bot', name: 'Ada (bot)', colour: '#e6194b', level: 'basic' },
  { kind: 'bot', name: 'Bo (bot)', colour: '#3cb44b', level: 'random' },
  { kind: 'bot', name: 'Cy (bot)', colour: '#ffe119', level: 'random' },
];

const german = makeWords(makeGameTranslate(UI_EN, 'de', DE), (m: Msg) => formatMsg(m, (id) => (DE as Record<string, string>)[id] ?? (MESSAGES as Record<string, string>)[id], { locale: 'de' }));

describe('scoreWords', () => {
  it('says in English the lines the engine gives (its categories, its loans\' details and a single mission\'s name; a colour\'s gems as owned × worth, several missions as their coins, investments as locked + returns, each only when there are some), for every seat of several games', () => {
    for (const [players, seed] of [[3, 'w1'], [4, 'w2'], [5, 'w3'], [4, 'w4']] as const) {
      const { state } = playBots(megagem, { players, seed, bots: Array.from({ length: players }, (_, i) => (i % 2 ? 'random' : 'basic')) });
      const result = megagem.result(state)!;
      const v = tableView(megagem.view(state, null));
      for (const s of result.seats) {
        const words = scoreWords(v, s.seat, english);
        expect(words.map((w) => w.category)).toEqual(s.breakdown.map((l) => l.category));
        const col = v.collections[s.seat];
        const gems = v.colors.map((_, i) => (col.gemCounts[i] > 0 ? `${col.gemCounts[i]} × ${v.valueNow[i]}` : undefined));
        const invest = col.investments.length ? `${col.investments.reduce((n, i) => n + i.locked, 0)} + ${col.investments.reduce((n, i) => n + i.amount, 0)}` : undefined;
        const engine = s.breakdown.map((l) => (l.detail === 'none' ? undefined : l.detail));
        const missions = col.missions.length > 1 ? col.missions.map((id) => v.missions.find((m) => m.id === id)!.coins).join(' + ') : engine[5];
        expect(words.map((w) => w.detail)).toEqual([...gems, missions, engine[6], invest, engine[8]]);
        expect(s.breakdown.slice(0, 5).map((l) => l.points)).toEqual(v.colors.map((_, i) => col.gemCounts[i] * v.valueNow[i]));
      }
    }
  });

  it('gives the score board its lines in German', () => {
    const { state } = playBots(megagem, { players: 4, seed: 'w-de', bots: ['basic', 'random', 'random', 'basic'] });
    const result = megagem.result(state)!;
    const v = tableView(megagem.view(state, 0));
    const html = renderToStaticMarkup(
      <WordsContext.Provider value={german}>
        <ScoreBoard result={result} seats={seats} you={0} words={result.seats.map((s) => scoreWords(v, s.seat, german.text))} />
      </WordsContext.Provider>,
    );
    for (const c of ['Blaue Steine', 'Grüne Steine', 'Pinke Steine', 'Lila Steine', 'Gelbe Steine', 'Aufträge', 'Kredite', 'Investitionen', 'Münzen', 'Platz', 'Summe'])
      expect(html).toMatch(new RegExp(`<th scope="col">(<span class="mg-head-gem"><svg[^]*?</svg> )?${c}(</span>)?</th>`));
    expect(html).toMatch(result.winners.length === 1 ? /gewinnt mit \d+ Münzen!/ : /Gleichstand um Platz 1/);
    expect(html).not.toMatch(/\bgems\b|\bcoins\b/);
    // Each gem and investment cell says one thing: numbers, no words in a cell of a narrow column (it was
    // "3 × 12 (3 in der Auslage)", three lines).
    const details = [...html.matchAll(/<small class="mg-detail">([^<]*)<\/small>/g)].map((m) => m[1]);
    expect(details.length).toBeGreaterThan(0);
    for (const d of details) expect(d).not.toMatch(/Auslage|festgelegt/);
  });
});

describe('the bid in German', () => {
  const loan20 = AUCTION_CARDS.find((c) => c.kind === 'loan' && c.amount === 20)!;
  const treasure = AUCTION_CARDS.find((c) => c.kind === 'treasure')!;
  it('refuses and explains in German, with the same limits', () => {
    expect(checkBid('26', 25, 5, loan20, german.t)).toEqual({ ok: false, error: 'Du kannst nicht mehr als 25 Münzen bieten: deine 5 Münzen plus den Kredit über 20 Münzen.' });
    expect(checkBid('2', 1, 1, treasure, german.t)).toEqual({ ok: false, error: 'Du kannst nicht mehr als deine 1 Münze bieten.' });
    expect(checkBid('x', 1, 1, treasure, german.t)).toMatchObject({ ok: false, error: expect.stringContaining('ganze Zahl') });
    expect(limitHint(12, 12, treasure, german.t)).toBe('Du kannst bis zu deinen 12 Münzen bieten.');
  });
  it('draws the control in German inside a German table', () => {
    const html = renderToStaticMarkup(
      <WordsContext.Provider value={german}><BidControl limit={30} coins={10} card={loan20} onBid={async () => ({ ok: true })} /></WordsContext.Provider>,
    );
    expect(html).toContain('Dein verdecktes Gebot');
    expect(html).toMatch(/<button type="submit"[^>]*>Bieten<\/button>/);
    expect(html).toContain('Niemand sieht dein Gebot');
  });
});
