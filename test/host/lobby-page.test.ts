/**
 * The lobby's first screen as the host renders it into index.html (src/main/host/lobby-page.ts): every outside
 * text escaped, the language from Accept-Language among the app's four, and exactly the tables and fields of the
 * lobby frame the same host code makes (lobby.ts), in the app's order.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootScriptTag, composeIndex, inlineBoot, PRELOBBY_MARK, withInlineBoot } from '../../src/main/host/index-page.js';
import { Lobby } from '../../src/main/host/lobby.js';
import { escapeHtml, pickPageLocale, renderLobbyPage } from '../../src/main/host/lobby-page.js';
import { GAMES } from '../../src/shared/games/registry.js';
import { gameInfoOf, type GameInfo, type TableSummary } from '../../src/shared/protocol.js';
import { tempDir } from './support/host.js';

const HOSTILE = `<script>alert("x")</script> & 'quoted'`;

const games: GameInfo[] = [
  { id: 'megagem', name: 'MegaGem', summary: 'Bid for gems <b>now</b> & win', minPlayers: 3, maxPlayers: 5, options: [], rules: [] },
  { id: 'odd"game', name: `Odd ${HOSTILE}`, summary: HOSTILE, minPlayers: 2, maxPlayers: 4, options: [], rules: [] },
];

const summaries: TableSummary[] = [
  { id: 'aaaa1111', game: 'megagem', gameName: 'MegaGem', status: 'playing', seats: 4, seatsFree: 0, players: ['Ann', 'Bob'], createdAt: 1000 },
  { id: 'bbbb2222', game: 'megagem', gameName: 'MegaGem', status: 'lobby', seats: 4, seatsFree: 3, players: [HOSTILE], createdAt: 2000 },
  { id: 'cccc3333', game: 'odd"game', gameName: `Odd ${HOSTILE}`, status: 'lobby', seats: 3, seatsFree: 0, players: ['Cy', 'Di', 'Ed'], createdAt: 3000 },
  { id: 'dddd4444', game: 'megagem', gameName: 'MegaGem', status: 'finished', seats: 3, seatsFree: 3, players: [], createdAt: 500 },
];

/** The lobby frame the host's own lobby code makes for anyone who says hello. */
const frameOf = (list: TableSummary[]) => new Lobby(() => list.map((t) => ({ ...t, players: [...t.players] })), () => [], () => {}).frame();

const items = (html: string): string[] => [...html.matchAll(/<li class="table-item">([\s\S]*?)<\/li>/g)].map((m) => m[1]);

describe('the pre-rendered lobby', () => {
  it('escapes every character that could leave text or an attribute', () => {
    expect(escapeHtml(`<script>"&'`)).toBe('&#60;script&#62;&#34;&#38;&#39;');
    const html = renderLobbyPage({ hostName: HOSTILE, tables: frameOf(summaries).tables, games, locale: 'en' });
    expect(html).not.toContain('<script');
    expect(html).not.toContain(HOSTILE);
    expect(html).not.toContain('<b>');
    // Each hostile text is there, escaped, wherever it shows: host name (top bar, panel title), table, player, game.
    const escaped = escapeHtml(HOSTILE);
    expect(html.split(escaped).length - 1).toBeGreaterThanOrEqual(6);
    expect(html).toContain('Bid for gems &#60;b&#62;now&#60;/b&#62; &#38; win');
    // No attribute value breaks out of its quotes: every `="` opens a value that holds no raw quote.
    for (const m of html.matchAll(/\s([a-z-]+)="([^"]*)"/g)) expect(m[2]).not.toMatch(/[<>]/);
    expect(html).not.toMatch(/on[a-z]+=/i);
    expect(html).toContain('href="#/how/odd%22game"');
  });

  it('lists exactly the lobby frame’s tables and fields, waiting tables first, newest first', () => {
    const frame = frameOf(summaries);
    const html = renderLobbyPage({ hostName: 'Kitchen', tables: frame.tables, games, locale: 'en' });
    const li = items(html);
    expect(li).toHaveLength(frame.tables.length);
    const order = ['cccc3333', 'bbbb2222', 'aaaa1111', 'dddd4444'];
    const byId = new Map(frame.tables.map((t) => [t.id, t]));
    li.forEach((item, i) => {
      const t = byId.get(order[i])!;
      expect(item).toContain(`<strong>${escapeHtml(t.gameName)}</strong>`);
      if (t.players.length) expect(item).toContain(`<span class="small">${escapeHtml(t.players.join(', '))}</span>`);
      else expect(item).not.toContain('<span class="small">');
      const free = t.seatsFree === 0 ? `${t.seats} seats, all taken` : `${t.seatsFree} of ${t.seats} seats free`;
      const status = { lobby: 'Waiting for players', playing: 'Playing', finished: 'Finished' }[t.status];
      expect(item).toContain(`<span class="muted small">${status} · ${free}</span>`);
      // Join is a real link to the table's route, only where the app offers it; Watch waits for the app.
      if (t.status === 'lobby' && t.seatsFree > 0) expect(item).toContain(`<a class="btn btn-primary" href="#/table/${t.id}">Join</a>`);
      else expect(item).not.toContain('Join');
      expect(item).toContain('<button type="button" class="btn btn-secondary" disabled>Watch</button>');
    });
    expect(html).toContain('<h2>Tables at Kitchen</h2>');
    expect(html).toContain('<span class="muted host-name">at Kitchen</span>');
    // Never anything a lobby frame does not carry.
    expect(html).not.toMatch(/token/i);
  });

  it('shows an empty lobby as the app does', () => {
    const html = renderLobbyPage({ hostName: 'Kitchen', tables: frameOf([]).tables, games: [], locale: 'en' });
    expect(items(html)).toEqual([]);
    expect(html).toContain('<p class="muted">No table yet.');
    expect(html).toContain('<ul class="table-list"></ul>');
    expect(html).toContain('<p class="muted">This host offers no game yet.</p>');
  });

  it('speaks the reader’s language from Accept-Language, among en, de, fr and es', () => {
    expect(pickPageLocale(undefined)).toBe('en');
    expect(pickPageLocale('')).toBe('en');
    expect(pickPageLocale('de-CH,de;q=0.9,en;q=0.8')).toBe('de');
    expect(pickPageLocale('it-IT,it;q=0.9,fr;q=0.5,en;q=0.4')).toBe('fr');
    expect(pickPageLocale('en;q=0.5, es;q=0.9')).toBe('es');
    expect(pickPageLocale('es;q=0, de')).toBe('de');
    expect(pickPageLocale('ja, zh;q=0.8')).toBe('en');
    expect(pickPageLocale('garbage;;;q=x,,')).toBe('en');
    const de = renderLobbyPage({ hostName: 'Küche', tables: frameOf(summaries).tables, games, locale: 'de' });
    expect(de).toContain('<div id="prelobby" class="app" lang="de" hidden>');
    expect(de).toContain('Tische bei Küche');
    expect(de).not.toContain('Tables at');
  });

  it('gives each game’s summary in the page’s language, English where the game has none in it', () => {
    const real = GAMES.map(gameInfoOf);
    for (const locale of ['de', 'fr', 'es'] as const) {
      const page = renderLobbyPage({ hostName: 'Küche', tables: [], games: real, locale });
      for (const g of real) {
        expect(g.summaries?.[locale], `${g.id} ${locale}`).toBeTruthy();
        expect(page).toContain(`<p class="small">${escapeHtml(g.summaries![locale]!)}</p>`);
        expect(page).not.toContain(escapeHtml(g.summary));
      }
    }
    const page = renderLobbyPage({ hostName: 'Küche', tables: [], games: [{ ...real[0], summaries: { de: 'Nur Deutsch' } }], locale: 'fr' });
    expect(page).toContain(escapeHtml(real[0].summary));
    expect(renderLobbyPage({ hostName: 'Küche', tables: [], games: real, locale: 'en' })).toContain(escapeHtml(real[0].summary));
  });

  it('goes where index.html marks it, and tells the page its language', () => {
    const template = `<!doctype html>\n<html lang="en">\n<head></head><body>${PRELOBBY_MARK}<div id="root"></div></body></html>`;
    const page = composeIndex(template, { html: '<div id="prelobby">$&$1</div>', locale: 'fr' });
    expect(page).toContain('<html data-prelobby="fr" lang="en">');
    expect(page).toContain('<body><div id="prelobby">$&$1</div><div id="root">');
    expect(composeIndex(template, null)).not.toContain(PRELOBBY_MARK);
    expect(composeIndex(template, null)).not.toContain('data-prelobby');
  });

  it('puts the first script inline with the lobby only, allowed by its hash, unable to end its element early', async () => {
    const dir = tempDir('mt-inline-boot-');
    fs.mkdirSync(path.join(dir, 'assets'));
    const code = 'document.title="</script><b>x</b>";';
    fs.writeFileSync(path.join(dir, 'assets', 'boot-Ab_1.js'), code);
    // The tag as the build writes it (vite.config.ts), so the two cannot drift apart.
    const tag = bootScriptTag('assets/boot-Ab_1.js');
    expect(tag).toBe('<script src="./assets/boot-Ab_1.js"></script>');
    const template = `<!doctype html>\n<html lang="en">\n<head></head><body>${PRELOBBY_MARK}${tag}<div id="root"></div></body></html>`;
    const boot = (await inlineBoot(template, dir))!;
    expect(boot.tag).toBe(tag);
    // The same string to JavaScript, but no `</script` for the HTML reader.
    expect(boot.code).toBe('document.title="<\\/script><b>x</b>";');
    expect(boot.cspSource).toBe(`'sha256-${crypto.createHash('sha256').update(boot.code).digest('base64')}'`);
    // A lobby the host rendered holding the tag's text cannot have it taken for the script.
    const page = composeIndex(template, { html: `<div id="prelobby">${tag}</div>`, locale: 'en' }, boot);
    expect(page).toContain(`<div id="prelobby">${tag}</div><script>${boot.code}</script><div id="root">`);
    expect(composeIndex(template, null, boot)).toContain(tag);
    const csp = "default-src 'self'; script-src 'self'; style-src 'self'";
    expect(withInlineBoot({ 'Content-Security-Policy': csp }, boot)['Content-Security-Policy'])
      .toBe(`default-src 'self'; script-src 'self' ${boot.cspSource}; style-src 'self'`);
    expect(withInlineBoot({ 'Content-Security-Policy': csp }, null)['Content-Security-Policy']).toBe(csp);
    // No first script, or none to read: the page keeps what it has.
    expect(await inlineBoot(template.replace(tag, ''), dir)).toBeNull();
    expect(await inlineBoot(template.replace('Ab_1', 'gone'), dir)).toBeNull();
  });
});
