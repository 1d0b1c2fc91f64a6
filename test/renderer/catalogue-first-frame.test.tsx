/**
 * A room or a table opens in the reader's language from its first frame once the game's catalogue has arrived (the
 * lobby fetches every game's while idle): no moment of English. Before it has arrived, English shows meanwhile.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../src/renderer/i18n/index.js', () => ({ useT: () => ({ locale: 'de' }) }));
const { arrivedGameCatalogue, loadGameCatalogue, useGameCatalogue } = await import('../../src/renderer/i18n/games.js');

function Blue({ game }: { game: string }) {
  const { lookup } = useGameCatalogue(game);
  return <span>{lookup['megagem.blue'] ?? 'Blue'}</span>;
}

describe('a game catalogue that has arrived is read on the first frame', () => {
  it('English before the German catalogue has arrived, German on the first frame after', async () => {
    expect(arrivedGameCatalogue('megagem', 'de')).toBeUndefined();
    expect(renderToStaticMarkup(<Blue game="megagem" />)).toBe('<span>Blue</span>');
    const loaded = await loadGameCatalogue('megagem', 'de');
    expect(arrivedGameCatalogue('megagem', 'de')).toEqual(loaded);
    expect(renderToStaticMarkup(<Blue game="megagem" />)).toBe('<span>Blau</span>');
    // Another game's has not arrived for it: only the shared sentences have.
    expect(arrivedGameCatalogue('magic-market', 'de')).toBeUndefined();
    expect(arrivedGameCatalogue(null, 'de')).toBeDefined();
    expect(arrivedGameCatalogue('megagem', 'en')).toEqual({});
  });
});
