/**
 * The host's pre-rendered lobby (src/main/host/lobby-page.ts) is the app's own lobby (app/Lobby.tsx) as someone
 * with no seat sees it right after hello: the same markup for every table and game card, but for the controls
 * (real links, or disabled until the app runs) and the test ids; and the same emblems (src/shared/game-emblems.ts).
 * A change to the app's lobby markup fails here until the pre-render follows it.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderLobbyPage } from '../../src/main/host/lobby-page.js';
import { emblemSvg } from '../../src/shared/game-emblems.js';
import { GAMES } from '../../src/shared/games/registry.js';
import { gameInfoOf, type GameInfo, type TableSummary } from '../../src/shared/protocol.js';
import { GameEmblem } from '../../src/renderer/app/GameEmblem.js';
import { Lobby } from '../../src/renderer/app/Lobby.js';
import type { HostConnection } from '../../src/renderer/net/connection.js';
import type { SessionState } from '../../src/renderer/net/session.js';

const games: GameInfo[] = GAMES.map((g) => ({ ...gameInfoOf(g), rules: [] }));
const tables: TableSummary[] = [
  { id: 'aaaa1111', game: 'megagem', gameName: 'MegaGem', status: 'playing', seats: 4, seatsFree: 0, players: ['Ann', 'Bob'], createdAt: 1000 },
  { id: 'bbbb2222', game: 'magic-money', gameName: 'Magic Money', status: 'lobby', seats: 4, seatsFree: 3, players: [`<i>"Zoë" & 'Jo'</i>`], createdAt: 2000 },
  { id: 'cccc3333', game: 'unknown-game', gameName: 'Unknown', status: 'lobby', seats: 2, seatsFree: 0, players: ['Cy', 'Di'], createdAt: 3000 },
  { id: 'dddd4444', game: 'magical-library', gameName: 'Magical Library', status: 'finished', seats: 3, seatsFree: 3, players: [], createdAt: 500 },
];

function appLobby(list: TableSummary[]): string {
  const session = { welcome: { hostName: 'Kitchen', games }, lobby: list, rooms: {}, games: {} } as unknown as SessionState;
  const conn = { hostPort: '127.0.0.1:1', request: async () => ({ ok: true }) } as unknown as HostConnection;
  return renderToStaticMarkup(<Lobby conn={conn} session={session} onOpen={() => {}} onHistory={() => {}} onHow={() => {}} />);
}

/** The markup without what differs on purpose: controls, test ids, the entity style of escaping. */
function comparable(html: string): string {
  return html
    .replace(/<div class="row">[\s\S]*?<\/div><\/li>/g, '</li>')
    .replace(/<(button|a)\b[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/ data-testid="[^"]*"/g, '')
    .replace(/&#(\d+);/g, (_, n: string) => `&${({ 38: 'amp', 60: 'lt', 62: 'gt', 34: 'quot', 39: '#x27' } as Record<string, string>)[n] ?? `#${n}`};`);
}

const part = (html: string, from: string, to: string) => html.slice(html.indexOf(from), html.indexOf(to, html.indexOf(from)) + to.length);

describe('the pre-rendered lobby is the app’s lobby', () => {
  it('has the same table list and game cards, field for field', () => {
    const app = comparable(appLobby(tables));
    const pre = comparable(renderLobbyPage({ hostName: 'Kitchen', tables, games, locale: 'en' }));
    const list = (h: string) => part(h, '<ul class="table-list">', '</ul>');
    expect(list(app)).toContain('&lt;i&gt;&quot;Zoë&quot; &amp; &#x27;Jo&#x27;&lt;/i&gt;');
    expect(list(pre)).toBe(list(app));
    const cards = (h: string) => part(h, '<section class="panel lobby-new">', '</section>');
    expect(cards(pre)).toBe(cards(app));
    const head = (h: string) => part(h, '<section class="panel lobby-tables"><header class="panel-head">', '</header>');
    expect(head(pre)).toBe(head(app));
  });

  it('shows an empty lobby the same way', () => {
    const app = comparable(appLobby([]));
    const pre = comparable(renderLobbyPage({ hostName: 'Kitchen', tables: [], games, locale: 'en' }));
    expect(part(pre, '<section class="panel lobby-tables">', '</ul>')).toBe(part(app, '<section class="panel lobby-tables">', '</ul>'));
  });

  it('draws the same emblems', () => {
    for (const id of [...GAMES.map((g) => g.id), 'unknown-game']) {
      for (const large of [false, true]) expect(emblemSvg(id, large)).toBe(renderToStaticMarkup(<GameEmblem game={id} large={large} />));
    }
  });
});
