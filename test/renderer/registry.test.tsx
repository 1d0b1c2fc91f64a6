/**
 * The renderer's games are found by folder: every src/renderer/games/<id>/ has an eager
 * meta (name, emblem) and a lazy table, and the generic screens name no game.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GameEmblem } from '../../src/renderer/app/GameEmblem.js';
import { gameMeta, loadGameUi } from '../../src/renderer/games/registry.js';
import { GAMES } from '../../src/shared/games/registry.js';

const GAME_IDS = GAMES.map((g) => g.id);

const GAMES_DIR = path.resolve('src/renderer/games');
const folders = fs.readdirSync(GAMES_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

describe('renderer game registry', () => {
  it('finds a meta and a table for every game folder, named by the folder, one folder per game of the engine', async () => {
    expect(folders.sort()).toEqual([...GAME_IDS].sort());
    for (const id of folders) {
      const meta = gameMeta(id);
      expect(meta?.id, id).toBe(id);
      expect(meta!.name.length).toBeGreaterThan(0);
      const Emblem = meta!.Emblem;
      expect(renderToStaticMarkup(<Emblem large />)).toMatch(/^<svg class="emblem" width="56" height="56"/);
      expect((await loadGameUi(id)).id).toBe(id);
    }
    expect(gameMeta('magical-library')?.name).toBe('Magical Library');
  });

  it('draws a neutral emblem for a game this client does not know (discovered hosts send only ids)', async () => {
    expect(gameMeta('chess')).toBeUndefined();
    expect(renderToStaticMarkup(<GameEmblem game="chess" />)).toContain('<circle cx="18" cy="18" r="12" fill="#b59b6a"></circle>');
    expect(renderToStaticMarkup(<GameEmblem game="megagem" />)).toContain('<polygon');
    await expect(loadGameUi('chess')).rejects.toThrow('This client cannot draw the game "chess" yet');
  });

  it('names no game, and imports no game\'s rules or engine, in the app, the connection or the shared UI pieces', () => {
    const files = ['app', 'net', 'ui'].flatMap((d) => fs.readdirSync(path.join('src/renderer', d), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name)).map((e) => path.join(e.parentPath, e.name)));
    expect(files.length).toBeGreaterThan(10);
    const names = [...GAME_IDS, 'MegaGem', 'Magic Money', 'Magic Market', 'Magical Library', 'campaign'];
    for (const f of files) {
      const text = fs.readFileSync(f, 'utf8');
      for (const n of names) expect(text.toLowerCase().includes(n.toLowerCase()), `${f} names ${n}`).toBe(false);
      expect(text, f).not.toMatch(/shared\/games\//);
      expect(text, f).not.toMatch(/from '\.\.\/games\/(?!registry|types)/);
    }
  });
});
