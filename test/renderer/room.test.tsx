/** The table room: what the creator may do and what a guest sees. */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Room } from '../../src/renderer/app/Room.js';
import type { HostConnection } from '../../src/renderer/net/connection.js';
import { gameInfoOf, type GameInfo, type TableRoom } from '../../src/shared/protocol.js';
import { GAMES } from '../../src/shared/games/registry.js';

const game: GameInfo = {
  id: 'megagem', name: 'MegaGem', summary: 'Sealed auctions for gems.', minPlayers: 3, maxPlayers: 5,
  options: [{ key: 'chart', label: 'Value Chart', kind: 'choice', default: 'A', choices: ['A', 'B'].map((c) => ({ value: c, label: `Chart ${c}` })) }],
  rules: [],
};
const base: TableRoom = {
  id: 'abcd1234', game: 'megagem', gameName: 'MegaGem', status: 'lobby', options: { chart: 'B' },
  seats: [
    { kind: 'human', name: 'Ann', colour: '#4363d8', connected: true, ready: false },
    { kind: 'human', name: 'Bob', colour: '#f58231', connected: true, ready: true },
    { kind: 'bot', name: 'Ada (bot)', colour: '#e6194b', level: 'basic' },
    { kind: 'open' },
  ],
  creatorSeat: 0, youAreCreator: true, yourSeat: 0, spectators: 1, joinUrl: 'http://192.168.1.20:7531/?table=abcd1234',
  gameNo: 1, turnTimer: 'off', requests: [], notes: [],
};
const conn = {} as HostConnection;
const render = (room: TableRoom) => renderToStaticMarkup(<Room conn={conn} room={room} game={game} onLeave={() => {}} />);

describe('<Room>', () => {
  it('gives the creator seats, bots, kick, options and start; the join link with its QR code', () => {
    const html = render(base);
    expect(html).toContain('4 seats');
    expect(html).toContain('aria-label="One seat fewer"');
    expect(html).toContain('>+ Bot<');
    expect(html).toContain('>+ Random bot<');
    // The strong level by name, with one line on what it is; how strong bots play is asked once one sits (below).
    expect(html).toContain('>+ Strong bot<');
    expect(html).toContain('Strong — thinks about a second, plays to win');
    expect(html).not.toContain('id="opt-bot-thinking"');
    expect(html).not.toContain('id="opt-bot-memory"');
    expect(html).toContain('>Remove bot<');
    expect(html.match(/>Kick</g)).toHaveLength(1); // Bob, not Ann herself
    expect(html).toContain('data-testid="start"');
    expect(html).not.toContain('I’m ready'); // the creator starts instead
    expect(html).toMatch(/<select id="opt-chart">/);
    expect(html).toContain('<option value="B" selected="">Chart B</option>');
    expect(html).toContain('http://192.168.1.20:7531/?table=abcd1234');
    expect(html).toMatch(/<svg class="qr"[^>]*aria-label="QR code for http:\/\/192\.168\.1\.20:7531\/\?table=abcd1234"/);
    expect(html).toContain('1 open seat');
    expect(html).toContain('1 watching');
  });

  it('draws an on/off option as the players’ own choices: the box and its words on one line, its help under them and describing it', () => {
    const wizard: GameInfo = { ...game, options: [{ key: 'wizard', label: 'The Great Wizard’s visit', kind: 'boolean', default: false, help: 'From 9 o’clock.' }] };
    const html = renderToStaticMarkup(<Room conn={conn} room={{ ...base, options: { wizard: true } }} game={wizard} onLeave={() => {}} />);
    expect(html).toContain('<div class="field"><label class="field-check" for="opt-wizard"><input id="opt-wizard" type="checkbox" aria-describedby="opt-wizard-help" checked=""/>'
      + '<span>The Great Wizard’s visit</span></label><small class="muted" id="opt-wizard-help">From 9 o’clock.</small></div>');
  });

  it('asks how strong bots think once a strong bot sits, and how they remember only in a game whose bots can forget (issue 32)', () => {
    const seats: TableRoom['seats'] = [...base.seats.slice(0, 3), { kind: 'bot', name: 'Max (bot)', colour: '#911eb4', level: 'strong' }];
    const strong = render({ ...base, seats });
    expect(strong).toContain('id="opt-bot-thinking"');
    // MegaGem's strong bot sees everything it is shown for the whole game: "Visitors' memory" means nothing there.
    expect(strong).not.toContain('id="opt-bot-memory"');
    const market: GameInfo = { ...game, id: 'magic-market', name: 'Magic Market', options: [], botsForget: true };
    const forgetting = renderToStaticMarkup(<Room conn={conn} room={{ ...base, game: 'magic-market', gameName: 'Magic Market', options: {}, seats }} game={market} onLeave={() => {}} />);
    expect(forgetting).toContain('id="opt-bot-memory"');
  });

  it('tells the client which games\' strong bots can forget (the room asks how they remember)', () => {
    const forget = GAMES.filter((g) => gameInfoOf(g).botsForget).map((g) => g.id);
    expect(forget).toEqual(['magic-market']);
  });

  it('says when the colour a person chose is another seat\'s here, and which is theirs (issue 32)', () => {
    const ben = render({ ...base, youAreCreator: false, yourSeat: 1 }); // Bob is orange; Ann holds blue
    expect(ben).not.toContain('data-testid="colour-taken"');
    const wantedBlue = renderToStaticMarkup(<Room conn={conn} room={{ ...base, youAreCreator: false, yourSeat: 1 }} game={game} onLeave={() => {}} wantedColour="#4363D8" />);
    expect(wantedBlue).toContain('data-testid="colour-taken"');
    expect(wantedBlue).toMatch(/Another player has blue at this table, so you are orange here/);
  });

  it('gives the creator the table\'s pace, a guest sees it (issue 32: let people set the pace)', () => {
    const html = render({ ...base, pace: 'brisk' });
    expect(html).toMatch(/<select id="opt-pace">/);
    expect(html).toContain('<option value="brisk" selected="">Brisk</option>');
    expect(html).toContain('How long bots wait before they move');
    const guest = render({ ...base, youAreCreator: false, yourSeat: 1 });
    expect(guest).toMatch(/<select id="opt-pace" disabled="">/);
    expect(guest).toContain('<option value="steady" selected="">Steady</option>');
  });

  it('shows a guest the table read-only, with their ready button', () => {
    const html = render({ ...base, youAreCreator: false, yourSeat: 1 });
    expect(html).not.toContain('data-testid="start"');
    expect(html).not.toContain('>Kick<');
    expect(html).not.toContain('>+ Bot<');
    expect(html).not.toContain('One seat fewer');
    expect(html).toMatch(/<select id="opt-chart" disabled="">/);
    expect(html).toContain('Not ready after all'); // Bob is ready
    expect(html).toContain('Only the table’s creator can change the options.');
  });

  it('lets a watcher sit at an open seat or take over a bot', () => {
    const html = render({ ...base, youAreCreator: false, yourSeat: null });
    expect(html).toContain('>Sit here<');
    expect(html).toContain('>Take over<');
  });

  it('keeps the seat count within the game\'s player range', () => {
    const full = render({ ...base, seats: [...base.seats, { kind: 'open' }] });
    expect(full).toMatch(/<button type="button" class="btn btn-secondary btn-small" disabled="" aria-label="One seat more">/);
    const three = render({ ...base, seats: base.seats.slice(0, 3) });
    expect(three).toMatch(/<button type="button" class="btn btn-secondary btn-small" disabled="" aria-label="One seat fewer">/);
  });

  it('shows the table options for the players (hints off, forced choices on by default); only the creator edits them, before the start', () => {
    const html = render(base);
    expect(html).toContain('First game: show hints');
    expect(html).toContain('Make forced choices for me');
    expect(html).toMatch(/<input id="opt-hints" type="checkbox"\/>/);
    expect(html).toMatch(/<input id="opt-forced" type="checkbox" checked=""\/>/);
    const guest = render({ ...base, youAreCreator: false, yourSeat: 1, hints: true, forcedChoices: false });
    expect(guest).toMatch(/<input id="opt-hints" type="checkbox" disabled="" checked=""\/>/);
    expect(guest).toMatch(/<input id="opt-forced" type="checkbox" disabled=""\/>/);
  });

  it('offers How to play before sitting down when the app gives a way there', () => {
    expect(render(base)).not.toContain('How to play');
    expect(renderToStaticMarkup(<Room conn={conn} room={base} game={game} onLeave={() => {}} onHow={() => {}} />)).toContain('How to play');
  });
});
