/**
 * The desktop app's menu in the operating system's language (src/main/electron/menu.ts): the language is
 * picked from Electron's preferred system languages by primary subtag, every language has every text, and the
 * template carries them (plain functions: no Electron here).
 */
import { describe, expect, it } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { MENU_LOCALES, MENU_TEXTS, menuTemplate, menuTexts, pickMenuLocale, systemLanguages } from '../../src/main/electron/menu.js';

const labels = (items: MenuItemConstructorOptions[]): string[] =>
  items.flatMap((i) => [...(i.label ? [i.label] : []), ...(Array.isArray(i.submenu) ? labels(i.submenu as MenuItemConstructorOptions[]) : [])]);

describe('the app menu’s language', () => {
  it('is the first system language the app speaks, else English', () => {
    expect(pickMenuLocale(['de-AT', 'en-US'])).toBe('de');
    expect(pickMenuLocale(['pt-BR', 'fr_CA'])).toBe('fr');
    expect(pickMenuLocale(['ja-JP'])).toBe('en');
    expect(pickMenuLocale([])).toBe('en');
    expect(menuTexts(['es-MX']).edit).toBe('Editar');
  });

  it('reads Electron’s preferred system languages, else its locale', () => {
    expect(systemLanguages({ getPreferredSystemLanguages: () => ['de-DE', 'en-GB'], getLocale: () => 'en-US' })).toEqual(['de-DE', 'en-GB']);
    expect(systemLanguages({ getPreferredSystemLanguages: () => [], getLocale: () => 'fr' })).toEqual(['fr']);
    expect(systemLanguages({ getPreferredSystemLanguages: () => { throw new Error('old'); }, getLocale: () => 'es-ES' })).toEqual(['es-ES']);
    expect(systemLanguages({ getLocale: () => '' })).toEqual([]);
  });

  it('every language has every text, translated', () => {
    const keys = Object.keys(MENU_TEXTS.en).sort();
    for (const l of MENU_LOCALES) {
      expect(Object.keys(MENU_TEXTS[l]).sort(), l).toEqual(keys);
      if (l !== 'en') expect(Object.values(MENU_TEXTS[l]).filter((v, i) => v === Object.values(MENU_TEXTS.en)[i]).length, l).toBeLessThan(3);
    }
  });

  it('the template carries the texts: German menus on a German system, the app’s name filled in', () => {
    const de = labels(menuTemplate(menuTexts(['de-DE']), { isMac: false, isPackaged: true, appName: 'Magic Table' }));
    expect(de).toEqual(expect.arrayContaining(['Datei', 'Bearbeiten', 'Ansicht', 'Fenster', 'Magic Table beenden', 'Vollbild ein/aus']));
    expect(de).not.toContain('Entwicklertools ein/aus');
    const mac = labels(menuTemplate(menuTexts(['fr-FR']), { isMac: true, isPackaged: false, appName: 'Magic Table' }));
    expect(mac).toEqual(expect.arrayContaining(['Magic Table', 'À propos de Magic Table', 'Quitter Magic Table', 'Fichier', 'Fermer la fenêtre', 'Outils de développement']));
    expect(labels(menuTemplate(menuTexts([]), { isMac: false, isPackaged: true, appName: 'Magic Table' }))).toEqual(expect.arrayContaining(['File', 'Edit', 'View', 'Window']));
  });
});
