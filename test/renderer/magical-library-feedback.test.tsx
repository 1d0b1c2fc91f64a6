/**
 * Magical Library's learning and feedback pieces rendered to HTML (no browser): the player aid in every
 * language, the table's place step with its Undo and Confirm (nothing staged yet: both off), the first-game
 * hints, the cards' tooltips and the room colours' second cue, and the modules described for the room.
 * The undo itself (stage, Ctrl+Z, Undo, Confirm) is played in test/e2e/magical-library.spec.ts.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { loadGameCatalogue } from '../../src/renderer/i18n/games.js';
import type { Catalogue } from '../../src/shared/engine/messages.js';
import { LibraryTexts, libraryTexts } from '../../src/renderer/games/magical-library/i18n/index.js';
import { AidBody } from '../../src/renderer/games/magical-library/Aid.js';
import { LibraryTable, StepPanel } from '../../src/renderer/games/magical-library/Table.js';
import { tableView } from '../../src/renderer/games/magical-library/tableView.js';
import { moduleHelp } from '../../src/renderer/games/magical-library/campaign-rules.js';
import { makeGameTranslate } from '../../src/renderer/i18n/games.js';
import RULES_EN from '../../src/shared/games/magical-library/i18n/rules-en.js';
import { getGame } from '../../src/shared/games/registry.js';
import { cardTip } from '../../src/renderer/games/magical-library/CardFace.js';
import { PALETTES } from '../../src/renderer/games/magical-library/palette.js';
import { cardById, type Card } from '../../src/shared/games/magical-library/data.js';
import type { SeatOccupant } from '../../src/shared/protocol.js';
import { allDistribute, allKeep, def, start } from '../games/magical-library/helpers.js';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&quot;/g, '"').replace(/&#x27;/g, '\'').replace(/\s+/g, ' ');
const LANGS = ['de', 'fr', 'es'] as const;
const lookups = Object.fromEntries(await Promise.all(LANGS.map(async (l) => [l, await loadGameCatalogue('magical-library', l)] as const))) as Record<(typeof LANGS)[number], Catalogue>;
const inLang = (lang: 'en' | (typeof LANGS)[number], node: ReactNode) =>
  renderToStaticMarkup(<LibraryTexts.Provider value={lang === 'en' ? libraryTexts('en') : libraryTexts(lang, lookups[lang])}>{node}</LibraryTexts.Provider>);

const seats: SeatOccupant[] = [
  { kind: 'human', name: 'Ann', colour: '#4363d8', connected: true, ready: true },
  { kind: 'human', name: 'Ben', colour: '#f58231', connected: true, ready: true },
];

function table(hints: boolean): string {
  const s = allDistribute(allKeep(start(2)));
  return renderToStaticMarkup(<LibraryTable view={def.view(s, 0)} seat={0} seats={seats} toAct={[0, 1]} log={[]} text={(m) => m.id}
    result={null} moveNo={9} send={async () => ({ ok: true })} hints={hints} />);
}

describe('Magical Library: the player aid', () => {
  it('shows the goal, the four steps of a round and the scoring with its worked example', () => {
    const html = inLang('en', <AidBody />);
    const t = text(html);
    for (const words of ['Goal', 'A round', 'Scoring', 'Draw 3 cards', 'Keep 1 card', 'Place your 3 cards', 'Place 1 wizard', '4 blue rooms × (1 wizard + 2 apprentices) = 12 VP', 'Each magic circle: 3 VP.']) {
      expect(t).toContain(words);
    }
    // Illustrated: the cards and a wizard drawn from the game's own pictures.
    expect(html.match(/class="ml-card /g)?.length).toBeGreaterThanOrEqual(10);
    expect(html).toContain('ml-wizard-glyph');
  });
  it.each(LANGS)('reads in %s', (lang) => {
    const t = text(inLang(lang, <AidBody />));
    const words = { de: ['Ziel', 'Eine Runde', 'Wertung', '12 SP'], fr: ['But', 'Une manche', 'Décompte', '12 PV'], es: ['Objetivo', 'Una ronda', 'Puntuación', '12 PV'] }[lang];
    for (const w of words) expect(t).toContain(w);
    expect(t).not.toContain('Goal');
  });
});

describe('Magical Library: the place step', () => {
  it('offers Undo and Confirm, both off while nothing is staged, with the undo window explained', () => {
    const html = table(false);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="ml-undo"[^>]*aria-keyshortcuts="Control\+Z"[^>]*>Undo<\/button>/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="ml-confirm"[^>]*>Confirm placement<\/button>/);
    expect(text(html)).toContain('Nothing is final until you confirm');
    expect(html).not.toContain('data-testid="hint"');
  });
  it('shows a first-game hint only when the table asks for hints', () => {
    expect(text(table(true))).toContain('First game: put each card next to cards of the same colour or symbol');
  });
  it('gives every hand card a tooltip (what it scores) and every room its colour sign', () => {
    const html = table(false);
    const tips = html.match(/role="tooltip"/g)?.length ?? 0;
    expect(tips).toBeGreaterThanOrEqual(4); // three hand cards and the wizards
    expect(html).toMatch(/class="ml-cue ml-cue-(wave|sun|moon|flame|leaf)"/);
  });
  it('with every card of the hand staged, the help line says Confirm or Undo, and no key picks a card (each language)', () => {
    const s = allDistribute(allKeep(start(2)));
    const view = tableView(def.view(s, 0));
    const hand = view.hand!;
    const off = () => {};
    const panel = (lang: 'en' | (typeof LANGS)[number], hand: Card[], staged: number) => text(inLang(lang, (
      <StepPanel view={view} hand={hand} deciding busy={false} seats={seats} selected={hand[0]?.id ?? null} onSelect={off}
        plan={{}} setPlan={off} golden={false} setGolden={off} onHandPointerDown={off} run={async () => undefined} hints={false}
        staged={staged} stagedWizard={false} canUndo={staged > 0} canConfirm={staged > 0} onUndo={off} onConfirm={off} />
    )));
    const keys = { en: /keys? 1/, de: /Tasten? 1/, fr: /touches? 1/, es: /teclas? 1/ };
    const done = { en: 'All your cards are placed: Confirm, or Undo to take the last one back into your hand.',
      de: 'Alle deine Karten liegen aus: Bestätige, oder nimm mit „Rückgängig“ die letzte zurück auf die Hand.',
      fr: 'Toutes tes cartes sont posées : confirme, ou reprends la dernière en main avec « Annuler ».',
      es: 'Todas tus cartas están colocadas: confirma, o devuelve la última a tu mano con «Deshacer».' };
    for (const lang of ['en', ...LANGS] as const) {
      // Cards still in hand: the number keys pick one (1–3 with three).
      const picking = panel(lang, hand, 0);
      expect(picking, lang).toMatch(keys[lang]);
      expect(picking, lang).toContain('1–3');
      expect(picking, lang).not.toContain(done[lang]);
      // All three staged: what is left to do, said once, and no key to press.
      const all = panel(lang, [], 3);
      expect(all, lang).not.toMatch(keys[lang]);
      expect(all.split(done[lang]).length - 1, lang).toBe(1);
    }
  });
});

describe('Magical Library: cards, colours and modules explain themselves', () => {
  it('a card tooltip says what it scores', () => {
    const t = libraryTexts('en');
    expect(cardTip(t, cardById('blue-apprentice-1'))).toBe('Blue room, Printed apprentice. Its room joins the area of its colour: an area scores its rooms × its wizards and apprentices. The printed apprentice counts like a wizard for the areas of this card.');
    expect(cardTip(t, cardById('blue-circle-1'), ['m4'])).toContain('group of at least 3 circles (Module 4)');
    expect(cardTip(t, cardById('portal-1'))).toContain('A card of the module Magic Portals.');
  });
  it('each room colour has its own second cue', () => {
    const rooms = PALETTES.find((p) => p.name === 'magical-library.rooms')!;
    expect(rooms.items.map((i) => i.id).sort()).toEqual(['blue', 'green', 'purple', 'red', 'yellow']);
    expect(new Set(rooms.items.map((i) => i.cue)).size).toBe(5);
  });
  it('the room describes each module in one line under its box, in the reader\'s language (listed once, issue 32)', () => {
    const spec = getGame('magical-library').options.find((o) => o.key === 'modules')!;
    const en = moduleHelp(spec, makeGameTranslate(RULES_EN, 'en'));
    if (en.kind !== 'multi') throw new Error('modules is a multi option');
    expect(en.choices.find((c) => c.value === 'm1')?.help).toBe('Cards with two rooms: each half counts as a full room of its colour.');
    expect(en.choices.every((c) => c.help && !/\bm\d\b/.test(c.help))).toBe(true);
    const de = moduleHelp(spec, makeGameTranslate(RULES_EN, 'de', lookups.de));
    if (de.kind !== 'multi') throw new Error('modules is a multi option');
    expect(de.choices.find((c) => c.value === 'm5')?.help).toBe('Magische Portale: 2 SP + 1 pro Karte ringsum.');
  });
});
