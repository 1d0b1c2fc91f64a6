/**
 * The opening at 1 says why, in the rule's words, in every language: the first auction, after a win under 10, or
 * when a tenth of the last price rounds down to 1. The host plays it for a person ("Make forced choices for me")
 * with no "had only one choice" note besides (`forcedSaysWhy`), so the line must carry the reason itself.
 */
import { describe, expect, it } from 'vitest';
import { formatMsg } from '../../../src/shared/engine/messages.js';
import type { Msg } from '../../../src/shared/engine/types.js';
import { MESSAGES } from '../../../src/shared/games/magic-money/messages.js';
import type { MMState } from '../../../src/shared/games/magic-money/state.js';
import DE from '../../../src/shared/games/magic-money/i18n/de.js';
import FR from '../../../src/shared/games/magic-money/i18n/fr.js';
import ES from '../../../src/shared/games/magic-money/i18n/es.js';
import { auction, deal, def, others, play, PLAIN, withOffer } from './helpers.js';

const CATALOGUES = { en: MESSAGES, de: DE, fr: FR, es: ES } as Record<string, Record<string, string>>;
const say = (m: Msg, locale: string) => formatMsg(m, (id) => CATALOGUES[locale][id] ?? (MESSAGES as Record<string, string>)[id], { locale });

/** The active player's opening line, after an auction won for `won` (null: the first auction). */
function openingLine(won: string | null, opening = '1'): Msg {
  let s: MMState = withOffer(deal(4, 'opening-words'), PLAIN[0]);
  if (won !== null) {
    const [winner] = others(s);
    s = auction(s, '1', others(s).map((seat) => (seat === winner ? won : '1')));
    expect(s.lastWin).toBe(won);
  }
  const active = s.active;
  const after = play(s, active, { type: 'open', amount: opening });
  return after.log.at(-1)!.msg;
}

describe('Magic Money: the opening at 1 says why', () => {
  it('the first auction, in en, de, fr and es', () => {
    const m = openingLine(null);
    expect(m.id).toBe('magic-money.openedAtOne');
    const seat = `{seat:${(m.params?.seat as { seat: number }).seat}}`;
    expect(say(m, 'en')).toBe(`${seat} opens at 1 — the first auction always opens at 1.`);
    expect(say(m, 'de')).toBe(`${seat} eröffnet mit 1 — die erste Auktion beginnt immer mit 1.`);
    expect(say(m, 'fr')).toBe(`${seat} ouvre à 1 — la première enchère s’ouvre toujours à 1.`);
    expect(say(m, 'es')).toBe(`${seat} abre con 1 — la primera subasta siempre se abre con 1.`);
  });

  it('after a single-digit win, with the price', () => {
    const m = openingLine('7');
    const seat = `{seat:${(m.params?.seat as { seat: number }).seat}}`;
    expect(say(m, 'en')).toBe(`${seat} opens at 1 — after a winning price under 10 (7), the opening bid is always 1.`);
    expect(say(m, 'de')).toBe(`${seat} eröffnet mit 1 — nach einem Zuschlag unter 10 (7) ist das Eröffnungsgebot immer 1.`);
    expect(say(m, 'fr')).toBe(`${seat} ouvre à 1 — après un prix gagnant inférieur à 10 (7), l’ouverture est toujours de 1.`);
    expect(say(m, 'es')).toBe(`${seat} abre con 1 — tras un precio ganador menor de 10 (7), la apertura siempre es 1.`);
  });

  it('when a tenth of the last price is 1', () => {
    const m = openingLine('14');
    const seat = `{seat:${(m.params?.seat as { seat: number }).seat}}`;
    expect(say(m, 'en')).toBe(`${seat} opens at 1 — the most a tenth of the last price (14) allows.`);
    expect(say(m, 'de')).toBe(`${seat} eröffnet mit 1 — mehr erlaubt ein Zehntel des letzten Preises (14) nicht.`);
    expect(say(m, 'fr')).toBe(`${seat} ouvre à 1 — le maximum qu’autorise un dixième du dernier prix (14).`);
    expect(say(m, 'es')).toBe(`${seat} abre con 1 — lo máximo que permite una décima parte del último precio (14).`);
  });

  it('the auction’s first line says who leads it, and "at most" only when the opening is free', () => {
    const first = deal(4, 'opening-words');
    const begins = first.log.at(-1)!.msg;
    expect(begins.id).toBe('magic-money.auctionLeads');
    const seat = `{seat:${first.active}}`;
    expect(say(begins, 'en')).toMatch(new RegExp(`up for adoption\\. \\${seat} leads it\\.$`));
    expect(say(begins, 'es')).toMatch(/\. \{seat:\d\} la dirige\.$/);
    expect(say(begins, 'de')).toMatch(/\{seat:\d\} leitet sie\.$/);
    expect(say(begins, 'fr')).toMatch(/\{seat:\d\} la mène\.$/);
    let s = withOffer(first, PLAIN[0]);
    const [winner] = others(s);
    s = auction(s, '1', others(s).map((x) => (x === winner ? '573' : '1')));
    expect(say(s.log.at(-1)!.msg, 'en')).toMatch(/\{seat:\d\} opens, at most 57\.$/);
  });

  it('a free opening keeps its plain line; the game tells the host its forced opening says why', () => {
    expect(openingLine('573', '14').id).toBe('magic-money.opened');
    expect(openingLine('573', '1').id).toBe('magic-money.opened');
    expect(def.forcedSaysWhy).toEqual(['open']);
  });
});
