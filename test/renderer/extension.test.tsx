/**
 * The seam in the renderer: the room and the rules screen know a game only by its meta. A made-up
 * fifth game's panel is drawn from `room.extra`, its option and rules hooks apply; the rules come
 * from the host's GameInfo.rules; Magical Library's campaign plugs in through the same hooks.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { GameMeta } from '../../src/renderer/games/types.js';
import type { HostConnection } from '../../src/renderer/net/connection.js';
import type { GameInfo, TableRoom } from '../../src/shared/protocol.js';
import type { TableCampaign } from '../../src/shared/games/magical-library/campaign-protocol.js';
import { RULES as LIBRARY_RULES } from '../../src/shared/games/magical-library/rulesText.js';

const fifth: GameMeta = {
  id: 'fifth',
  name: 'The Fifth Game',
  Emblem: () => <svg className="emblem" data-testid="fifth-emblem" />,
  RoomPanel: ({ extra, room }) => <p data-testid="fifth-panel">{room.id}: {JSON.stringify(extra)}</p>,
  optionSpec: (spec, extra) => ({ ...spec, label: `${spec.label} (${(extra as { note: string }).note})` }),
  rules: (sections, extra) => sections.filter((s) => s.title !== (extra as { hide: string }).hide),
};
vi.mock('../../src/renderer/games/registry.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/renderer/games/registry.js')>();
  return { ...real, gameMeta: (id: string) => (id === 'fifth' ? fifth : real.gameMeta(id)) };
});

const { Room } = await import('../../src/renderer/app/Room.js');
const { RulesScreen } = await import('../../src/renderer/app/RulesScreen.js');
const { meta: library } = await import('../../src/renderer/games/magical-library/meta.js');

const info: GameInfo = {
  id: 'fifth', name: 'The Fifth Game', summary: 'A game this test made up.', minPlayers: 2, maxPlayers: 4,
  options: [{ key: 'speed', label: 'Speed', kind: 'boolean', default: false }],
  rules: [{ title: 'Goal', paragraphs: ['Win <fairly>.'] }, { title: 'Secrets', paragraphs: ['Hidden in some rooms.'] }],
};
const room: TableRoom = {
  id: 'fifth123', game: 'fifth', gameName: 'The Fifth Game', status: 'lobby', options: {},
  seats: [{ kind: 'human', name: 'Ann', colour: '#4363d8', connected: true, ready: false }, { kind: 'open' }],
  creatorSeat: 0, youAreCreator: true, yourSeat: 0, spectators: 0, joinUrl: 'http://192.168.1.20:7531/?table=fifth123',
  gameNo: 1, turnTimer: 'off', requests: [], notes: [],
};
const conn = {} as HostConnection;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a game\'s extension in the room', () => {
  it('draws the game\'s emblem and room panel from room.extra, and lets it adapt the options', () => {
    const html = renderToStaticMarkup(<Room conn={conn} room={{ ...room, extra: { note: 'house rule' } }} game={info} onLeave={() => {}} />);
    expect(html).toContain('data-testid="fifth-emblem"');
    expect(html).toContain('<p data-testid="fifth-panel">fifth123: {&quot;note&quot;:&quot;house rule&quot;}</p>');
    expect(text(html)).toContain('Speed (house rule)');
  });

  it('shows no panel and the plain options when the room has no extra', () => {
    const html = renderToStaticMarkup(<Room conn={conn} room={room} game={info} onLeave={() => {}} />);
    expect(html).not.toContain('fifth-panel');
    expect(text(html)).toContain(' Speed ');
    expect(text(html)).not.toContain('(undefined)');
  });
});

describe('the rules screen', () => {
  it('draws the sections the host sent in GameInfo.rules, as the meta adapts them', () => {
    const html = renderToStaticMarkup(<RulesScreen name={info.name} sections={fifth.rules!(info.rules, { hide: 'Secrets' })} onClose={() => {}} />);
    expect(html).toContain('aria-label="The Fifth Game rules"');
    expect(html).toContain('<h3>Goal</h3><p>Win &lt;fairly&gt;.</p>');
    expect(html).not.toContain('Secrets');
    expect(renderToStaticMarkup(<RulesScreen name={info.name} sections={info.rules} onClose={() => {}} />)).toContain('<h3>Secrets</h3>');
  });

  it('says so when the host sent no rules text', () => {
    expect(renderToStaticMarkup(<RulesScreen name="Old" sections={undefined} onClose={() => {}} />)).toContain('This host sent no rules text for this game.');
  });
});

describe('Magical Library\'s campaign through the same hooks', () => {
  const campaign: TableCampaign = {
    mode: 'campaign',
    campaign: { id: 'c1', name: 'Family', field: 1, badges: ['vp120'], unlocked: [], medals: [], games: 1 },
    allowedModules: [], locked: [{ module: 'm1', box: 1 }, { module: 'm2', box: 1 }, { module: 'm3', box: 2 }], pending: null, advanced: null,
  };
  const modules = { key: 'modules', label: 'Modules', kind: 'multi' as const, default: [],
    choices: ['m1', 'm2', 'm3'].map((m) => ({ value: m, label: `Module ${m.slice(1)}` })) };

  it('offers only the opened modules and names the boxes of the locked ones', () => {
    const spec = library.optionSpec!(modules, campaign);
    expect(spec.kind === 'multi' && spec.choices).toEqual([]);
    expect(spec.help).toBe('Locked: module 1, module 2, module 3 — reach Box 1, Box 2 on the Path of Knowledge.');
    // Free play offers every module, each with its one line under it.
    const free = library.optionSpec!(modules, { mode: 'free', allowedModules: ['m1', 'm2', 'm3'], locked: [] });
    expect(free.kind === 'multi' && free.choices.map((c) => c.value)).toEqual(['m1', 'm2', 'm3']);
    expect(free.kind === 'multi' && free.choices[0].help).toBe('Cards with two rooms: each half counts as a full room of its colour.');
  });

  it('shows locked modules as locked in the rules, and every module in free play', () => {
    const locked = text(renderToStaticMarkup(<RulesScreen name="Magical Library" sections={library.rules!(LIBRARY_RULES, campaign)} onClose={() => {}} />));
    expect(locked).toContain('Module 1 — Locked: reach Box 1 on the Path of Knowledge.');
    expect(locked).toContain('Module 3 — Locked: reach Box 2 on the Path of Knowledge.');
    expect(library.rules!(LIBRARY_RULES, { mode: 'free', allowedModules: [], locked: [] })).toBe(LIBRARY_RULES);
  });

  it('puts its campaign panel in the room (loaded on demand) and nothing under a game before it is over', () => {
    const html = renderToStaticMarkup(<Room conn={conn} room={{ ...room, id: 'ml000001', game: 'magical-library', gameName: 'Magical Library', extra: campaign }}
      game={{ ...info, id: 'magical-library', options: [modules] }} onLeave={() => {}} />);
    expect(html).toContain('Loading the campaigns…');
    expect(html).not.toContain('value="m1"');
    const Panel = library.GamePanel!;
    expect(renderToStaticMarkup(<Panel conn={conn} room={room} extra={campaign} over={false} />)).toBe('');
  });
});
