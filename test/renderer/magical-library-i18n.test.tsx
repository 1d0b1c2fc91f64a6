/**
 * Magical Library in the reader's language: the campaign's rules and option hooks decide on the host's English
 * sections and write their own words from the catalogue; the table's and the campaign's screens read German,
 * French and Spanish from their catalogues (rendered to HTML, no browser).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { magicalLibrary } from '../../src/shared/games/magical-library/index.js';
import type { TableCampaign } from '../../src/shared/games/magical-library/campaign-protocol.js';
import type { ScoreSheet } from '../../src/shared/games/magical-library/areas.js';
import { loadGameCatalogue, localGameInfo, makeGameTranslate } from '../../src/renderer/i18n/games.js';
import type { Catalogue } from '../../src/shared/engine/messages.js';
import { campaignOptionSpec, campaignRules } from '../../src/renderer/games/magical-library/campaign-rules.js';
import RULES_EN from '../../src/shared/games/magical-library/i18n/rules-en.js';
import { LibraryTexts, libraryTexts } from '../../src/renderer/games/magical-library/i18n/index.js';
import { BoxOpened, CampaignScreen, moduleRule } from '../../src/renderer/games/magical-library/CampaignScreen.js';
import { BadgeChoice, CampaignPicker } from '../../src/renderer/games/magical-library/CampaignPanels.js';
import { ScorePad } from '../../src/renderer/games/magical-library/ScorePad.js';
import { CardFace } from '../../src/renderer/games/magical-library/CardFace.js';
import { cardById, CARDS } from '../../src/shared/games/magical-library/data.js';
import { BADGE_IDS } from '../../src/renderer/games/magical-library/path-data.js';
import { CATEGORIES } from '../../src/shared/games/magical-library/areas.js';

/** The text of some HTML, every run of spaces (non-breaking ones too) as one space. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&quot;/g, '"').replace(/\s+/g, ' ');
const LANGS = ['de', 'fr', 'es'] as const;
const lookups = Object.fromEntries(await Promise.all(LANGS.map(async (l) => [l, await loadGameCatalogue('magical-library', l)] as const))) as Record<(typeof LANGS)[number], Catalogue>;

const campaign: TableCampaign = {
  mode: 'campaign',
  campaign: { id: 'c1', name: 'Familie', field: 2, badges: ['vp80', 'owl30'], unlocked: ['m1', 'm2'], medals: [], games: 2 },
  allowedModules: ['m1', 'm2'],
  locked: ['m3', 'm4', 'm5', 'm6', 'm7', 'm8'].map((module, i) => ({ module, box: [2, 2, 3, 4, 5, 5][i] })),
  pending: null, advanced: null,
};

function inLang(lang: (typeof LANGS)[number], node: ReactNode): string {
  return text(renderToStaticMarkup(<LibraryTexts.Provider value={libraryTexts(lang, lookups[lang])}>{node}</LibraryTexts.Provider>));
}

describe('the campaign’s rules and option hooks in the reader’s language', () => {
  const de = localGameInfo({ ...magicalLibrary, options: magicalLibrary.options, rules: magicalLibrary.rules }, 'de', lookups.de);
  const deTexts = makeGameTranslate(RULES_EN, 'de', lookups.de);

  it('locks the modules on the English sections and says so in German', () => {
    const rules = campaignRules(de.rules, campaign, magicalLibrary.rules, deTexts);
    const modules = rules.find((s) => s.title === 'Module')!;
    expect(modules.paragraphs[0]).toMatch(/^Modul 1 Geteilte Räume: /);
    expect(modules.paragraphs[2]).toBe('Modul 3 — Gesperrt: Erreicht Schachtel 2 auf dem Pfad des Wissens.');
    expect(modules.paragraphs[7]).toBe('Modul 8 — Gesperrt: Erreicht Schachtel 5 auf dem Pfad des Wissens.');
    // Every other section stays as translated.
    expect(rules[0]).toBe(de.rules[0]);
  });

  it('offers only the opened modules, by name, and names the locked ones’ boxes in German', () => {
    const spec = campaignOptionSpec(de.options[0], campaign, deTexts);
    expect(spec.kind === 'multi' && spec.choices.map((c) => c.label)).toEqual(['Modul 1: Geteilte Räume', 'Modul 2: Vielfaltswertung']);
    expect(spec.help).toBe('Gesperrt: Modul 3, Modul 4, Modul 5, Modul 6, Modul 7, Modul 8 — erreicht Schachtel\u00a02, Schachtel\u00a03, Schachtel\u00a04, Schachtel\u00a05 auf dem Pfad des Wissens.');
  });

  it('keeps English word for word without a catalogue', () => {
    const rules = campaignRules(magicalLibrary.rules, campaign);
    expect(rules.find((s) => s.title === 'Modules')!.paragraphs[2]).toBe('Module 3 — Locked: reach Box 2 on the Path of Knowledge.');
  });
});

describe('each language’s module paragraphs read as a module’s name and its rule', () => {
  for (const lang of LANGS) {
    it(lang, () => {
      const t = libraryTexts(lang, lookups[lang]);
      for (let n = 1; n <= 8; n++) {
        const { title, rule } = moduleRule(`m${n}`, t);
        const name = t('magical-library.module', { module: `m${n}` });
        expect(title.startsWith(`${lang === 'es' ? 'Módulo' : lang === 'de' ? 'Modul' : 'Module'} ${n} ${name}`), `${lang} m${n}: ${title}`).toBe(true);
        expect(rule.length).toBeGreaterThan(20);
      }
    });
  }
});

describe('the campaign screens in German', () => {
  it('draws the Path of Knowledge, the boxes and the badges in German', () => {
    const html = inLang('de', <CampaignScreen campaign={{ name: 'Familie', badges: ['vp80', 'owl30'], games: 2 }} />);
    expect(html).toContain('Pfad des Wissens: Feld 2 von 15 · 2 Partien gespielt');
    expect(html).toContain('Modul 1 Geteilte Räume.');
    expect(html).toContain('öffnet auf Feld 4');
    expect(html).toContain('(2 von 15 abgehakt)');
    expect(html).toContain('30 Siegpunkte oder mehr in der Eulen-Wertung erreichen Feld 2');
    expect(html).not.toMatch(/Path of Knowledge|Badges|opens on/);
  });

  it('opens a box in German', () => {
    const html = inLang('de', <BoxOpened box={1} />);
    expect(html).toContain('Schachtel 1 ist offen!');
    expect(html).toContain('Diese Regeln stehen jetzt in den Regeln unter Module (Modul 1 und Modul 2)');
    expect(html).toContain('Wunderbar!');
  });

  it('offers the badges of a game in German', () => {
    const html = inLang('de', <BadgeChoice fulfilled={[['vp80', 'all4'], []]} ticked={['vp80']} seats={[
      { kind: 'human', name: 'Ann', colour: '#4363d8', connected: true, ready: true },
      { kind: 'bot', name: 'Ada', colour: '#e6194b', level: 'basic' },
    ]} field={1} canChoose onChoose={async () => ({ ok: true })} />);
    expect(html).toContain('Hakt ein Abzeichen ab (eines pro Partie) und rückt auf Feld 2 vor — Schachtel 1 öffnet sich!');
    expect(html).toContain('(schon abgehakt)');
    expect(html).toContain('Dieses abhaken');
  });

  it('lists the campaigns in Spanish', () => {
    const html = inLang('es', <CampaignPicker campaigns={[{ ...campaign.campaign, updatedAt: 0, canChoose: false, pending: [] } as never]}
      selected={{ mode: 'free' }} editable onSelect={() => {}} onCreate={async () => ({ ok: true })} onImport={async () => ({ ok: true })} onExport={async () => ({ ok: false, error: '' })} />);
    expect(html).toContain('casilla 2 de 15 · módulos 1, 2 · 2 partidas');
    expect(html).toContain('Partida libre');
  });
});

describe('the table’s pieces in French', () => {
  it('describes a card in French', () => {
    const barrier = Object.values(CARDS).find((c) => c.kind === 'barrier' && c.barriers.length === 2)!;
    const html = inLang('fr', <CardFace card={cardById(barrier.id)} size={80} />);
    expect(html).toMatch(/Salle (bleue|jaune|violette|rouge|verte), double \w+, barrières (en haut|à droite|en bas|à gauche) et/);
  });

  it('writes the score pad in French', () => {
    const zero = Object.fromEntries(CATEGORIES.map((c) => [c, 0]));
    const sheet = { categories: zero, areas: Object.fromEntries(CATEGORIES.map((c) => [c, []])), circles: 3, circleCount: 1, total: 1234, variety: 5 } as unknown as ScoreSheet;
    const html = inLang('fr', <ScorePad sheets={[sheet]} seats={[{ kind: 'bot', name: 'Ada', colour: '#e6194b', level: 'basic' }]} result={null} selected={null} onSelect={() => {}} />);
    expect(html).toContain('Feuille de score (en cours)');
    expect(html).toContain('Diversité (module 2)');
    expect(html).toContain('Cercles magiques');
    expect(html).toContain('Total 1 234');  // grouped the French way (a narrow space, plain here)
    expect(html).not.toMatch(/Score pad|Magic circles|Total\b.*Place/);
  });
});

void BADGE_IDS;
