/**
 * The desktop app's own words (the application menu) in the operating system's language: English, German,
 * French or Spanish, picked from Electron's `app.getPreferredSystemLanguages()` (else `app.getLocale()`) by
 * primary subtag, like the renderer's "auto" language. Plain data and functions (no Electron at run time), so
 * tests build the menu's template without Electron.
 */
import type { MenuItemConstructorOptions } from 'electron';

export const MENU_LOCALES = ['en', 'de', 'fr', 'es'] as const;
export type MenuLocale = (typeof MENU_LOCALES)[number];

export interface MenuTexts {
  file: string; edit: string; view: string; window: string;
  undo: string; redo: string; cut: string; copy: string; paste: string; pasteAndMatchStyle: string; delete: string; selectAll: string;
  reload: string; toggleDevTools: string; resetZoom: string; zoomIn: string; zoomOut: string; toggleFullScreen: string;
  minimize: string; zoom: string; close: string; front: string; quit: string;
  /** macOS's application menu; `{app}` is the app's name. */
  about: string; services: string; hide: string; hideOthers: string; unhide: string;
}

export const MENU_TEXTS: Record<MenuLocale, MenuTexts> = {
  en: {
    file: 'File', edit: 'Edit', view: 'View', window: 'Window',
    undo: 'Undo', redo: 'Redo', cut: 'Cut', copy: 'Copy', paste: 'Paste', pasteAndMatchStyle: 'Paste and Match Style', delete: 'Delete', selectAll: 'Select All',
    reload: 'Reload', toggleDevTools: 'Toggle Developer Tools', resetZoom: 'Actual Size', zoomIn: 'Zoom In', zoomOut: 'Zoom Out', toggleFullScreen: 'Toggle Full Screen',
    minimize: 'Minimize', zoom: 'Zoom', close: 'Close Window', front: 'Bring All to Front', quit: 'Quit {app}',
    about: 'About {app}', services: 'Services', hide: 'Hide {app}', hideOthers: 'Hide Others', unhide: 'Show All',
  },
  de: {
    file: 'Datei', edit: 'Bearbeiten', view: 'Ansicht', window: 'Fenster',
    undo: 'Rückgängig', redo: 'Wiederholen', cut: 'Ausschneiden', copy: 'Kopieren', paste: 'Einfügen', pasteAndMatchStyle: 'Einsetzen und Stil anpassen', delete: 'Löschen', selectAll: 'Alles auswählen',
    reload: 'Neu laden', toggleDevTools: 'Entwicklertools ein/aus', resetZoom: 'Originalgröße', zoomIn: 'Vergrößern', zoomOut: 'Verkleinern', toggleFullScreen: 'Vollbild ein/aus',
    minimize: 'Minimieren', zoom: 'Zoomen', close: 'Fenster schließen', front: 'Alle nach vorne bringen', quit: '{app} beenden',
    about: 'Über {app}', services: 'Dienste', hide: '{app} ausblenden', hideOthers: 'Andere ausblenden', unhide: 'Alle einblenden',
  },
  fr: {
    file: 'Fichier', edit: 'Édition', view: 'Affichage', window: 'Fenêtre',
    undo: 'Annuler', redo: 'Rétablir', cut: 'Couper', copy: 'Copier', paste: 'Coller', pasteAndMatchStyle: 'Coller et adapter le style', delete: 'Supprimer', selectAll: 'Tout sélectionner',
    reload: 'Recharger', toggleDevTools: 'Outils de développement', resetZoom: 'Taille réelle', zoomIn: 'Zoom avant', zoomOut: 'Zoom arrière', toggleFullScreen: 'Plein écran',
    minimize: 'Réduire', zoom: 'Agrandir', close: 'Fermer la fenêtre', front: 'Tout ramener au premier plan', quit: 'Quitter {app}',
    about: 'À propos de {app}', services: 'Services', hide: 'Masquer {app}', hideOthers: 'Masquer les autres', unhide: 'Tout afficher',
  },
  es: {
    file: 'Archivo', edit: 'Editar', view: 'Ver', window: 'Ventana',
    undo: 'Deshacer', redo: 'Rehacer', cut: 'Cortar', copy: 'Copiar', paste: 'Pegar', pasteAndMatchStyle: 'Pegar con el mismo estilo', delete: 'Eliminar', selectAll: 'Seleccionar todo',
    reload: 'Recargar', toggleDevTools: 'Herramientas de desarrollo', resetZoom: 'Tamaño real', zoomIn: 'Ampliar', zoomOut: 'Reducir', toggleFullScreen: 'Pantalla completa',
    minimize: 'Minimizar', zoom: 'Zoom', close: 'Cerrar ventana', front: 'Traer todo al frente', quit: 'Salir de {app}',
    about: 'Acerca de {app}', services: 'Servicios', hide: 'Ocultar {app}', hideOthers: 'Ocultar otros', unhide: 'Mostrar todo',
  },
};

/** The first of the system's preferred languages the app speaks (by primary subtag: "de-AT" is German), else English. */
export function pickMenuLocale(preferred: readonly string[]): MenuLocale {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    const hit = MENU_LOCALES.find((l) => l === primary);
    if (hit) return hit;
  }
  return 'en';
}

/** What the app knows of the system's languages: Electron's preferred list, else its locale (either may fail or be empty). */
export function systemLanguages(electronApp: { getPreferredSystemLanguages?(): string[]; getLocale(): string }): string[] {
  try {
    const list = electronApp.getPreferredSystemLanguages?.() ?? [];
    if (list.length > 0) return list.filter((l) => typeof l === 'string' && l.length <= 35).slice(0, 16);
  } catch { /* fall through */ }
  try {
    const locale = electronApp.getLocale();
    return locale ? [locale] : [];
  } catch {
    return [];
  }
}

/** The menu's texts for the system's languages. */
export function menuTexts(preferred: readonly string[]): MenuTexts {
  return MENU_TEXTS[pickMenuLocale(preferred)];
}

/**
 * The application menu: File, Edit, View (reload, developer tools outside a packaged app, zoom, full screen),
 * Window, and macOS's application menu; every label in the given texts.
 */
export function menuTemplate(m: MenuTexts, o: { isMac: boolean; isPackaged: boolean; appName: string }): MenuItemConstructorOptions[] {
  const named = (s: string) => s.replace('{app}', o.appName);
  const sep: MenuItemConstructorOptions = { type: 'separator' };
  return [
    ...(o.isMac ? [{
      label: o.appName,
      submenu: [
        { role: 'about', label: named(m.about) }, sep,
        { role: 'services', label: m.services }, sep,
        { role: 'hide', label: named(m.hide) }, { role: 'hideOthers', label: m.hideOthers }, { role: 'unhide', label: m.unhide }, sep,
        { role: 'quit', label: named(m.quit) },
      ],
    } satisfies MenuItemConstructorOptions] : []),
    { label: m.file, submenu: [o.isMac ? { role: 'close', label: m.close } : { role: 'quit', label: named(m.quit) }] },
    {
      label: m.edit,
      submenu: [
        { role: 'undo', label: m.undo }, { role: 'redo', label: m.redo }, sep,
        { role: 'cut', label: m.cut }, { role: 'copy', label: m.copy }, { role: 'paste', label: m.paste },
        ...(o.isMac ? [{ role: 'pasteAndMatchStyle', label: m.pasteAndMatchStyle } as const] : []),
        { role: 'delete', label: m.delete }, sep,
        { role: 'selectAll', label: m.selectAll },
      ],
    },
    {
      label: m.view,
      submenu: [
        { role: 'reload', label: m.reload },
        ...(o.isPackaged ? [] : [{ role: 'toggleDevTools', label: m.toggleDevTools } as const]),
        sep,
        { role: 'resetZoom', label: m.resetZoom }, { role: 'zoomIn', label: m.zoomIn }, { role: 'zoomOut', label: m.zoomOut }, sep,
        { role: 'togglefullscreen', label: m.toggleFullScreen },
      ],
    },
    {
      label: m.window,
      role: 'windowMenu',
      submenu: [
        { role: 'minimize', label: m.minimize }, { role: 'zoom', label: m.zoom },
        ...(o.isMac ? [sep, { role: 'front', label: m.front } as const] : [{ role: 'close', label: m.close } as const]),
      ],
    },
  ];
}
