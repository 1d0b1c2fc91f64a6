/**
 * The lobby's first screen as HTML, for index.html (index-page.ts): what the React lobby (src/renderer/app/App.tsx,
 * Lobby.tsx) draws right after hello for someone with no seat yet, with the same markup and classes, so that a
 * returning player sees their lobby before the app's scripts have run, and the app's own lobby replaces it unseen.
 *
 * It shows only what a lobby frame shows to anyone who says hello (`Lobby.frame()`), the host's name and its
 * games. Every text from outside this file (table, player, host and game names) is HTML-escaped. Controls are
 * real links where the app uses a hash route (Join, History, How to play), so a tap before the scripts ran does
 * what it says once they run; the others are disabled until the app takes over.
 */
import { emblemSvg } from '../../shared/game-emblems.js';
import type { AppCatalogue, AppMsgId } from '../../shared/i18n/app/en.js';
import { APP_EN_FULL } from '../../shared/i18n/app/en-table.js';
import DE from '../../shared/i18n/app/de.js';
import ES from '../../shared/i18n/app/es.js';
import FR from '../../shared/i18n/app/fr.js';
import { summaryIn } from '../../shared/i18n/game-summary.js';
import { spokenLocaleOf, type SpokenLocale } from '../../shared/i18n/locales.js';
import { messageFormat } from '../../shared/icu.js';
import type { GameInfo, TableSummary } from '../../shared/protocol.js';
import { weighted } from './negotiate.js';

/** The page's language: one the app speaks (src/shared/i18n/locales.ts). */
export type PageLocale = SpokenLocale;

const CATALOGUES: Record<PageLocale, AppCatalogue> = { en: APP_EN_FULL, de: DE, fr: FR, es: ES };

/** `&`, `<`, `>`, `"` and `'` as entities: safe in text and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The page's language from an `Accept-Language` header: the most wanted (by `q`) of the app's four, by primary
 * subtag (`de-CH` is German); English when none is wanted or the header is missing or malformed.
 */
export function pickPageLocale(header: string | string[] | undefined): PageLocale {
  const value = (Array.isArray(header) ? header.join(',') : header ?? '').slice(0, 1000);
  const wanted = weighted(value).filter((w) => w.q > 0).sort((a, b) => b.q - a.q || a.at - b.at);
  for (const w of wanted) {
    const hit = spokenLocaleOf(w.name);
    if (hit) return hit;
  }
  return 'en';
}

/** A message of the app's catalogue in `locale`, HTML-escaped (values included). */
function translator(locale: PageLocale) {
  return (id: AppMsgId, values?: Record<string, string | number>): string =>
    escapeHtml(String(messageFormat(CATALOGUES[locale][id] ?? APP_EN_FULL[id], locale).format(values)));
}

export interface LobbyPageData {
  hostName: string;
  /** The tables as a lobby frame lists them (`Lobby.frame().tables`). */
  tables: readonly TableSummary[];
  games: readonly GameInfo[];
  locale: PageLocale;
}

/** A real link that looks like the app's button of the same kind. */
const linkButton = (cls: string, href: string, label: string, aria?: string): string =>
  `<a class="${cls}" href="${escapeHtml(href)}"${aria ? ` aria-label="${aria}"` : ''}>${label}</a>`;

/** The device's settings and the player's chip, disabled until the app runs; the page's first script puts the player's name and colour in the chip (prelobby.ts). */
function topBarRight(t: ReturnType<typeof translator>): string {
  const speaker = '<svg class="settings-icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false"><path d="M3 7.5h3l4-3.5v12l-4-3.5H3z" fill="currentColor"></path>'
    + '<path d="M13 7.2a4 4 0 0 1 0 5.6M15.3 5a7 7 0 0 1 0 10" stroke="currentColor" stroke-width="1.6" fill="none" stroke-linecap="round"></path></svg>';
  return `<span class="top-bar-right"><span class="device-settings"><button type="button" class="btn btn-ghost btn-small settings-button" title="${t('settings.label')}" disabled>${speaker} <span class="settings-label">${t('settings.button')}</span></button></span>`
    + `<button type="button" class="profile-chip" aria-label="${t('app.changeProfile')}" disabled><span class="badge badge-compact"><span class="badge-disc" aria-hidden="true"></span><span class="badge-name"></span></span></button></span>`;
}

function tableItem(table: TableSummary, t: ReturnType<typeof translator>): string {
  const players = table.players.length > 0 ? `<span class="small">${escapeHtml(table.players.join(', '))}</span>` : '';
  // Join: the table's route (#/table/<id>) joins a waiting table as a player once the app runs (App.tsx's TableScreen);
  // Watch has no route of its own (the route would sit down at a waiting table): disabled until the app takes over.
  const join = table.status === 'lobby' && table.seatsFree > 0 ? linkButton('btn btn-primary', `#/table/${table.id}`, t('lobby.join')) : '';
  return `<li class="table-item">${emblemSvg(table.game)}<div class="table-item-text"><strong>${escapeHtml(table.gameName)}</strong>`
    + `<span class="muted small">${t('lobby.status', { status: table.status })} · ${t('lobby.seats', { free: table.seatsFree, seats: table.seats })}</span>${players}</div>`
    + `<div class="row">${join}<button type="button" class="btn btn-secondary" disabled>${t('lobby.watch')}</button></div></li>`;
}

function gameCard(game: GameInfo, locale: PageLocale, t: ReturnType<typeof translator>): string {
  const name = escapeHtml(game.name);
  return `<div class="game-card">${emblemSvg(game.id, true)}<h3>${name}</h3><p class="small">${escapeHtml(summaryIn(game, locale))}</p>`
    + `<p class="muted small">${t('lobby.players', { min: game.minPlayers, max: game.maxPlayers })}</p>`
    + `<button type="button" class="btn btn-primary" disabled aria-label="${t('lobby.createLabel', { game: game.name })}">${t('lobby.create')}</button>`
    + linkButton('btn btn-ghost how-open', `#/how/${encodeURIComponent(game.id)}`, t('game.howToPlay'), t('lobby.howToPlayLabel', { game: game.name }))
    + '</div>';
}

/**
 * The pre-rendered lobby: `<div id="prelobby" class="app" hidden>` with the app's top bar, the lobby and its footer
 * (a browser's: join by address, disabled until the app runs). Hidden unless the page's first script shows it
 * (src/renderer/boot.ts, prelobby.ts); the app removes it once it has drawn a screen of its own (prelobby.ts:
 * `dropPrelobby`, called by App.tsx). `hidden` keeps it out of any layout made before the stylesheet has come (the
 * app's CSS hides it after that): in two of four Chromium traces of the lobby bench, such a layout of the unstyled
 * lobby held the main thread (slowed 4×) for 120 and 340 ms.
 */
export function renderLobbyPage(data: LobbyPageData): string {
  const t = translator(data.locale);
  // The app's order: waiting tables first, newest first within each.
  const tables = [...data.tables].sort((a, b) => (a.status === 'lobby' ? 0 : 1) - (b.status === 'lobby' ? 0 : 1) || b.createdAt - a.createdAt);
  const host = data.hostName;
  return `<div id="prelobby" class="app" lang="${data.locale}" hidden>`
    + `<header class="top-bar"><a class="brand" href="#/" aria-label="${t('app.backToLobby')}"><span class="brand-mark" aria-hidden="true">✦</span> Magic Table</a>`
    + `<span class="muted host-name">${t('app.atHost', { host })}</span>${topBarRight(t)}</header>`
    + '<div class="app-body"><div class="lobby">'
    + `<section class="panel lobby-tables"><header class="panel-head"><h2>${t('lobby.tablesAt', { host })}</h2>`
    + linkButton('btn btn-ghost btn-small history-open', '#/history', t('history.open'), t('history.openLabel')) + '</header>'
    + (tables.length === 0 ? `<p class="muted">${t('lobby.noTable')}</p>` : '')
    + `<ul class="table-list">${tables.map((x) => tableItem(x, t)).join('')}</ul></section>`
    + `<section class="panel lobby-new"><header class="panel-head"><h2>${t('lobby.newTable')}</h2></header>`
    + (data.games.length === 0 ? `<p class="muted">${t('lobby.noGame')}</p>` : '')
    + `<div class="game-cards">${data.games.map((g) => gameCard(g, data.locale, t)).join('')}</div></section>`
    + '</div>'
    + `<footer class="lobby-foot"><form class="join-address" aria-label="${t('home.joinByAddress')}"><label class="field"><span>${t('home.joinByAddress')}</span>`
    + `<span class="row"><input placeholder="192.168.1.20:7531" inputmode="url" autocapitalize="off" spellcheck="false" disabled>`
    + `<button type="submit" class="btn btn-secondary" disabled>${t('home.join')}</button></span></label></form></footer>`
    + '</div></div>';
}
