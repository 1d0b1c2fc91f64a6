/**
 * Magic Market's table explains itself: first-game hints at a decision only when asked for, tooltips on the
 * Objects, and an end screen whose every Dragos line adds up (start + Visitors + players − paid = total, the
 * Visitors' parts summing to what the bank paid) and which turns up every Visitor.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { logFor } from '../../src/shared/engine/engine.js';
import { magicMarket } from '../../src/shared/games/magic-market/index.js';
import { english } from '../../src/shared/games/magic-market/messages.js';
import type { MarketState } from '../../src/shared/games/magic-market/state.js';
import type { SeatOccupant } from '../../src/shared/protocol.js';
import { dragosReason, MarketTable, Owed } from '../../src/renderer/games/magic-market/Table.js';
import { MarketText } from '../../src/renderer/games/magic-market/i18n/index.js';
import { makeGameTranslate } from '../../src/renderer/i18n/games.js';
import { MESSAGES } from '../../src/shared/games/magic-market/messages.js';
import UI_EN from '../../src/shared/games/magic-market/i18n/en.js';
import DE from '../../src/shared/games/magic-market/i18n/de.js';
import FR from '../../src/shared/games/magic-market/i18n/fr.js';
import ES from '../../src/shared/games/magic-market/i18n/es.js';
import { tableView } from '../../src/renderer/games/magic-market/tableView.js';
import { SHAPES } from '../../src/renderer/games/magic-market/cues.js';
import { CORNER_SHAPE } from '../../src/renderer/games/magic-market/palette.js';
import { botGame } from '../games/magic-market/helpers.js';

const SEATS: SeatOccupant[] = ['Ann', 'Bob', 'Cy', 'Di'].map((name, i) => ({ kind: 'bot', name, colour: ['#4363d8', '#f58231', '#3cb44b', '#911eb4'][i], level: 'basic' }));
const EN = { ...MESSAGES, ...UI_EN };

function render(s: MarketState, seat: number | null, hints = false): string {
  return renderToStaticMarkup(
    <MarketTable view={magicMarket.view(s, seat)} seat={seat} toAct={magicMarket.toAct(s)} seats={SEATS} log={logFor(s.log, seat)}
      text={english} result={magicMarket.result(s)} moveNo={0} send={async () => ({ ok: true })} hints={hints} />,
  );
}

describe('Magic Market’s table', () => {
  const states = botGame(3, false, 'table-render', 't');
  const last = states.at(-1)!;

  it('shows a first-game hint at a decision only with hints on', () => {
    const rolling = states.find((s) => s.step.kind === 'roll' && !s.shown)!;
    expect(render(rolling, rolling.current, true)).toContain('The die turns the disc 1 to 3 notches clockwise');
    expect(render(rolling, rolling.current, false)).not.toContain('data-testid="hint"');
  });

  it('says your own step to you and another’s by name', () => {
    const rolling = states.find((s) => s.step.kind === 'roll' && !s.shown)!;
    const mine = render(rolling, rolling.current), theirs = render(rolling, (rolling.current + 1) % 3);
    expect(mine).toContain('You roll the Movement die.');
    expect(mine).not.toContain('rolls the Movement die');
    expect(theirs).not.toContain('You roll the Movement die.');
    expect(theirs).toMatch(new RegExp(`${['Ann', 'Bob', 'Cy'][rolling.current]}</span>.{0,40}rolls the Movement die\\.`));
  });

  it('gives every Object tile a tooltip with its category and prices', () => {
    const mid = states.find((s) => s.phase === 'market' && !s.shown)!;
    const html = render(mid, 0);
    const tips = html.match(/role="tooltip"[^>]*>[^<]*Prices: green \d, blue \d, red \d Dragos/g) ?? [];
    expect(tips.length).toBeGreaterThanOrEqual(18);
  });

  it('each Dragos line adds up, and the Visitors’ parts are what the bank paid', () => {
    const v = tableView(magicMarket.view(last, null));
    let fromVisitors = 0;
    for (let seat = 0; seat < last.players; seat++) {
      const r = dragosReason(v, seat);
      expect(r.start + r.visitors + r.received - r.spent).toBe(r.total);
      expect(r.total).toBe(last.dragos[seat]);
      expect(r.visitors).toBeGreaterThanOrEqual(0);
      fromVisitors += r.visitors;
    }
    expect(fromVisitors).toBe(last.bankPaid);
    expect(v.box.length).toBe([0, 1, 2].reduce((n, seat) => n + dragosReason(v, seat).soldToVisitors, 0));
  });

  it('the end screen says each line’s reason and what every Visitor really was', () => {
    const html = render(last, 0);
    expect(html).toContain('What every Visitor really was');
    expect((html.match(/class="mk-reason"/g) ?? []).length).toBe(3);
    expect(html).toMatch(/by the glasses: (Buyer of|Crazy Buyer|Pal)/);
  });
});

/** The tags taken out: what a reader sees. */
const words = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\u00ad/g, '').replace(/&#x27;/g, '\'');

function owedLine(s: MarketState, seat: number, lang: 'en' | 'de' | 'fr' | 'es' = 'en'): string {
  const lookup = { en: {}, de: DE, fr: FR, es: ES }[lang];
  const html = renderToStaticMarkup(
    <MarketText.Provider value={makeGameTranslate(EN, lang, lookup)}>
      <Owed view={tableView(magicMarket.view(s, seat))} seats={SEATS} seat={seat} />
    </MarketText.Provider>,
  );
  // The line itself, not its tooltip.
  return words(html.replace(/<span id="[^"]*" role="tooltip"[\s\S]*$/, '').replace(/^[\s\S]*?<span class="mk-owed[^"]*"[^>]*>/, ''));
}

describe('Magic Market’s owed purchases say who from', () => {
  it('at four players: each seller with its count ("1 Object from Bob, 1 Object from Cy")', () => {
    const four = botGame(4, false, 'owed-four', 'o4');
    const s = four.find((x) => x.phase === 'market' && x.bought[0].filter((n, i) => i !== 0 && n > 0).length === 1)!;
    expect(s).toBeDefined();
    const v = magicMarket.view(s, 0);
    const sellers = v.owedFrom[0].map((n, i) => ({ n, i })).filter((x) => x.n > 0);
    expect(sellers.length).toBe(2);
    const names = ['Ann', 'Bob', 'Cy', 'Di'];
    expect(owedLine(s, 0)).toBe(`Still to buy: ${sellers.map((x) => `1 Object from ${names[x.i]}`).join(', ')}`);
    expect(owedLine(s, 0, 'de')).toBe(`Noch zu kaufen: ${sellers.map((x) => `1 Objekt von ${names[x.i]}`).join(', ')}`);
    expect(owedLine(s, 0, 'fr')).toMatch(new RegExp(`^Reste à acheter\\s: ${sellers.map((x) => `1 Objet à ${names[x.i]}`).join(', ')}$`));
    expect(owedLine(s, 0, 'es')).toBe(`Falta comprar: ${sellers.map((x) => `1 Objeto a ${names[x.i]}`).join(', ')}`);
  });

  it('at two players: "3 Objects from Bob", in the plural in every language; none owed: "Purchases done"', () => {
    const two = botGame(2, false, 'owed-two', 'o2');
    const s = two.find((x) => x.phase === 'market')!;
    expect(s.bought[0][1]).toBe(0);
    expect(owedLine(s, 0)).toBe('Still to buy: 3 Objects from Bob');
    expect(owedLine(s, 0, 'de')).toBe('Noch zu kaufen: 3 Objekte von Bob');
    expect(owedLine(s, 0, 'fr')).toMatch(/^Reste à acheter\s: 3 Objets à Bob$/);
    expect(owedLine(s, 0, 'es')).toBe('Falta comprar: 3 Objetos a Bob');
    expect(owedLine(two.at(-1)!, 0)).toBe('Purchases done');
  });

  it('at three players, before a need is tied to a seller: the total, and the most that would still count from each', () => {
    const three = botGame(3, false, 'owed-three', 'o3');
    const s = three.find((x) => x.phase === 'market')!;
    expect(owedLine(s, 0)).toBe('Still to buy: 3 Objects (up to 2 from Bob, up to 2 from Cy)');
    expect(owedLine(s, 0, 'de')).toBe('Noch zu kaufen: 3 Objekte (bis zu 2 von Bob, bis zu 2 von Cy)');
    // One from each bought: the last from either; two from one: the last one's seller is the other.
    const tied: MarketState = { ...s, bought: [[0, 1, 1], ...s.bought.slice(1)] };
    expect(owedLine(tied, 0)).toBe('Still to buy: 1 Object from Bob or Cy');
    expect(owedLine(tied, 0, 'es')).toBe('Falta comprar: 1 Objeto a Bob o a Cy');
    expect(owedLine({ ...s, bought: [[0, 1, 0], ...s.bought.slice(1)] }, 0)).toBe('Still to buy: 2 Objects (up to 1 from Bob, up to 2 from Cy)');
    expect(owedLine({ ...s, bought: [[0, 2, 0], ...s.bought.slice(1)] }, 0)).toBe('Still to buy: 1 Object from Cy');
  });

  it('the purchases still owed at the table agree with their count in every language', () => {
    for (const [lang, lookup] of [['en', {}], ['de', DE], ['fr', FR], ['es', ES]] as const) {
      const t = makeGameTranslate(EN, lang, lookup);
      const one = t('magic-market.ui.owedAtTable', { count: 1 }), two = t('magic-market.ui.owedAtTable', { count: 2 });
      expect(one).toMatch(/^1 \S/);
      expect(two).toMatch(/^2 \S/);
      expect(one).not.toBe(two.replace('2', '1'));
    }
    expect(makeGameTranslate(EN, 'en')('magic-market.ui.owedAtTable', { count: 1 })).toBe('1 purchase still owed at the table');
    expect(makeGameTranslate(EN, 'de', DE)('magic-market.ui.owedAtTable', { count: 2 })).toBe('2 Käufe stehen am Tisch noch aus');
  });
});

/** A Stand's short owed line (Owed `short`): what is seen, what a screen reader reads, and its tooltip. */
function shortOwed(s: MarketState, seat: number, lang: 'en' | 'de' | 'fr' | 'es' = 'en'): { seen: string; heard: string; tip: string } {
  const lookup = { en: {}, de: DE, fr: FR, es: ES }[lang];
  const html = renderToStaticMarkup(
    <MarketText.Provider value={makeGameTranslate(EN, lang, lookup)}>
      <Owed view={tableView(magicMarket.view(s, seat))} seats={SEATS} seat={seat} short />
    </MarketText.Provider>,
  );
  const [line, tip] = html.split(/<span id="[^"]*" role="tooltip"[^>]*>/);
  // Nothing owed: "Purchases done", one short line already.
  const seen = /<span aria-hidden="true">([\s\S]*?)<\/span><span class="sr-only">/.exec(line)?.[1] ?? line;
  const heard = line.slice(line.indexOf('<span class="sr-only">'));
  return { seen: words(seen).trim(), heard: words(heard).trim(), tip: words(tip ?? '') };
}

describe('Magic Market’s Stands say what is still to buy in one short line', () => {
  it('at four players: the sellers’ names only; the whole sentence for screen readers and in the tooltip', () => {
    const four = botGame(4, false, 'owed-four', 'o4');
    const s = four.find((x) => x.phase === 'market' && x.bought[0].filter((n, i) => i !== 0 && n > 0).length === 1)!;
    const names = ['Ann', 'Bob', 'Cy', 'Di'];
    const sellers = magicMarket.view(s, 0).owedFrom[0].map((n, i) => ({ n, i })).filter((x) => x.n > 0).map((x) => names[x.i]);
    const en = shortOwed(s, 0);
    expect(en.seen).toBe(`Still to buy from: ${sellers.join(', ')}`);
    expect(en.heard).toBe(`Still to buy: ${sellers.map((n) => `1 Object from ${n}`).join(', ')}`);
    expect(en.tip.startsWith(`${en.heard}. By the end, everyone must have bought`)).toBe(true);
    // The same sentence the long line says (your own Stand's, before).
    expect(en.heard).toBe(owedLine(s, 0));
    expect(shortOwed(s, 0, 'de').seen).toBe(`Kauft noch bei: ${sellers.join(', ')}`);
    expect(shortOwed(s, 0, 'de').heard).toBe(owedLine(s, 0, 'de'));
    expect(shortOwed(s, 0, 'es').seen).toBe(`Aún compra a: ${sellers.join(', ')}`);
  });

  it('a count beside a name where it is not 1; at three players the most from each, or the last from either', () => {
    const two = botGame(2, false, 'owed-two', 'o2');
    const s2 = two.find((x) => x.phase === 'market')!;
    expect(shortOwed(s2, 0).seen).toBe('Still to buy from: Bob ×3');
    expect(shortOwed(s2, 0, 'fr').seen).toMatch(/^Achète encore à\s: Bob ×3$/);
    expect(shortOwed(s2, 0).heard).toBe('Still to buy: 3 Objects from Bob');
    expect(shortOwed(two.at(-1)!, 0).seen).toBe('Purchases done');
    const three = botGame(3, false, 'owed-three', 'o3');
    const s = three.find((x) => x.phase === 'market')!;
    expect(shortOwed(s, 0).seen).toBe('Still to buy 3 from: Bob ≤2, Cy ≤2');
    expect(shortOwed(s, 0, 'de').seen).toBe('Kauft noch 3 bei: Bob ≤2, Cy ≤2');
    expect(shortOwed(s, 0).heard).toBe(owedLine(s, 0));
    const tied: MarketState = { ...s, bought: [[0, 1, 1], ...s.bought.slice(1)] };
    expect(shortOwed(tied, 0).seen).toBe('Still to buy 1 from: Bob or Cy');
    expect(shortOwed(tied, 0).heard).toBe('Still to buy: 1 Object from Bob or Cy');
    expect(shortOwed({ ...s, bought: [[0, 2, 0], ...s.bought.slice(1)] }, 0).seen).toBe('Still to buy from: Cy');
  });

  it('every Stand’s line is the short one; the others’ Objects are one line each, your own Stand’s tiles', () => {
    const four = botGame(4, false, 'owed-four', 'o4');
    const s = four.find((x) => x.phase === 'market' && x.stands.every((st) => st.length === 6))!;
    const html = render(s, 0);
    const stand = (seat: number) => {
      const from = html.indexOf(`data-testid="mk-stand-${seat}"`);
      return html.slice(from, html.indexOf('</section>', from));
    };
    for (let seat = 0; seat < 4; seat++) {
      const owes = magicMarket.view(s, 0).owedFrom[seat].some((n) => n > 0);
      expect(stand(seat).includes('class="mk-owed mk-owed-short"'), `seat ${seat}'s short line`).toBe(owes);
      const lines = (stand(seat).match(/class="mk-obj mk-obj-line"/g) ?? []).length;
      expect(lines, `seat ${seat}'s Objects as lines`).toBe(seat === 0 ? 0 : s.stands[seat].length);
    }
    expect((stand(0).match(/class="mk-obj"/g) ?? []).length).toBe(s.stands[0].length);
  });
});

describe('Magic Market ties a person’s colour to their Stand’s', () => {
  it('the ring’s corner: its owner’s dot before their name and the Stand’s shape; the Stand’s header: the same dot, name, shape and word', () => {
    const four = botGame(4, false, 'owed-four', 'o4');
    const s = four.find((x) => x.phase === 'market')!;
    const html = render(s, 0);
    const view = tableView(magicMarket.view(s, 0));
    const shapes = new Set<string>();
    for (let seat = 0; seat < 4; seat++) {
      const { name, colour: dot } = SEATS[seat] as { name: string; colour: string };
      const shape = CORNER_SHAPE[view.colours[seat]];
      shapes.add(shape);
      const corner = new RegExp(`<g class="mk-corner[^"]*" data-owner="${seat}">([\\s\\S]*?)</g>`).exec(html)![1];
      expect(corner, `seat ${seat}'s corner: the dot`).toMatch(new RegExp(`<tspan class="mk-corner-dot" fill="${dot}"`));
      expect(corner, `seat ${seat}'s corner: the name after the dot`).toMatch(new RegExp(`mk-corner-dot[^>]*>[^<]*</tspan><tspan class="mk-corner-label"[^>]*>${name}</tspan>`));
      const marks = [...corner.matchAll(/data-shape="(\w+)" d="([^"]+)"/g)];
      expect(marks.map((m) => m[1]), `seat ${seat}'s corner: the shape at both ends`).toEqual([shape, shape]);
      expect(marks[0][2]).toBe(SHAPES[shape]);
      const from = html.indexOf(`data-testid="mk-stand-${seat}"`);
      const header = html.slice(from, html.indexOf('</header>', from));
      expect(header, `seat ${seat}'s Stand: the owner's dot and name`).toMatch(new RegExp(`--seat-colour:${dot}"><span class="seat-dot" aria-hidden="true"></span>${name}</span>`));
      expect(header, `seat ${seat}'s Stand: the corner's shape and word`).toContain(`d="${SHAPES[shape]}"`);
      expect(words(header)).toContain(view.colours[seat]);
    }
    // Four Stands, four shapes.
    expect(shapes.size).toBe(4);
  });
});

describe('Magic Market’s status line on a phone says nothing the table says already', () => {
  const states = botGame(3, false, 'table-render', 't');
  const classOf = (html: string) => /<p class="([^"]*)"[^>]*data-testid="mk-status"/.exec(html)![1];

  it('an offer waiting for its answer: the line steps aside for the bargain’s box, except for the seller who answers', () => {
    const answering = states.find((s) => s.step.kind === 'answer')!;
    expect(answering).toBeDefined();
    const seller = (answering.step as { seller: number }).seller;
    const watcher = [0, 1, 2].find((s) => s !== seller && s !== answering.current)!;
    const html = render(answering, watcher);
    expect(html).toContain('data-testid="mk-bargain"');
    expect(classOf(html)).toBe('mk-status mk-status-said');
    expect(classOf(render(answering, seller))).toBe('mk-status');
  });

  it('the closing’s purchase the seller chooses: said under the game bar already', () => {
    const giving = states.find((s) => s.step.kind === 'give' && ['magic-market.mustBuyFrom', 'magic-market.visits'].includes(s.log.at(-1)!.msg.id))!;
    expect(giving).toBeDefined();
    const buyer = giving.current;
    expect(classOf(render(giving, buyer))).toBe('mk-status mk-status-said');
  });

  it('a roll or a Visitor to turn over: the line stays', () => {
    const rolling = states.find((s) => s.step.kind === 'roll' && !s.shown)!;
    expect(classOf(render(rolling, (rolling.current + 1) % 3))).toBe('mk-status');
  });
});
