/** {seat:N} tokens, host addresses and join links, the score screen. */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseAddress, tableFromLocation } from '../../src/renderer/net/address.js';
import { wsUrl } from '../../src/renderer/net/hello.js';
import { SeatText, plainSeatText, splitSeatTokens } from '../../src/renderer/ui/index.js';
import { ScoreBoard } from '../../src/renderer/games/megagem/ScoreBoard.js';
import { playBots } from '../../src/shared/engine/engine.js';
import megagem from '../../src/shared/games/megagem/index.js';
import type { SeatOccupant } from '../../src/shared/protocol.js';

const seats: SeatOccupant[] = [
  { kind: 'human', name: 'Ann', colour: '#4363d8', connected: true, ready: false },
  { kind: 'bot', name: 'Ada (bot)', colour: '#e6194b', level: 'basic' },
  { kind: 'open' },
];

describe('seat tokens', () => {
  it('splits text around {seat:N}', () => {
    expect(splitSeatTokens('{seat:0} won the 10-coin Loan from {seat:12}.')).toEqual([{ seat: 0 }, ' won the 10-coin Loan from ', { seat: 12 }, '.']);
    expect(splitSeatTokens('no tokens')).toEqual(['no tokens']);
  });
  it('names players in plain text; an empty or unknown seat is "Seat N"', () => {
    expect(plainSeatText('{seat:1} beat {seat:0}; {seat:2} and {seat:7} watched', seats)).toBe('Ada (bot) beat Ann; Seat 3 and Seat 8 watched');
  });
  it('draws names in their colour, escaping what the text contains', () => {
    const html = renderToStaticMarkup(<SeatText text={'{seat:0} bid <b>5</b>'} seats={seats} />);
    expect(html).toContain('--seat-colour:#4363d8');
    expect(html).toContain('Ann</span>');
    expect(html).toContain('&lt;b&gt;5&lt;/b&gt;');
    expect(html).not.toContain('{seat:');
  });
});

describe('addresses', () => {
  it('reads host, host:port, [v6]:port and pasted URLs', () => {
    expect(parseAddress('192.168.1.20:7531')).toMatchObject({ ok: true, host: '192.168.1.20', port: 7531 });
    expect(parseAddress('  kitchen.local ')).toMatchObject({ ok: true, host: 'kitchen.local', port: 7531 });
    expect(parseAddress('http://10.0.0.5:8000/?table=abcd')).toMatchObject({ ok: true, host: '10.0.0.5', port: 8000 });
    expect(parseAddress('[fe80::1]:7000')).toMatchObject({ ok: true, host: '[fe80::1]', port: 7000 });
  });
  it('refuses what is not an address, with a sentence', () => {
    for (const bad of ['', 'my host', 'a:b', 'host:70000', 'host:', 'a/b@c'])
      expect(parseAddress(bad)).toMatchObject({ ok: false, error: expect.stringMatching(/[A-Z].+/) });
  });
  it('builds the WebSocket URL', () => {
    expect(wsUrl('10.0.0.5:7531')).toBe('ws://10.0.0.5:7531/ws');
    expect(wsUrl('x:1', true)).toBe('wss://x:1/ws');
  });
  it('finds the table of a join link in ?table= or #/table/', () => {
    expect(tableFromLocation({ search: '?table=5d59bb1c7f', hash: '' })).toBe('5d59bb1c7f');
    expect(tableFromLocation({ search: '', hash: '#/table/abcd1234' })).toBe('abcd1234');
    expect(tableFromLocation({ search: '', hash: '#/' })).toBeNull();
    expect(tableFromLocation({ search: '?table=../../etc', hash: '' })).toBeNull();
  });
});

describe('<ScoreBoard>', () => {
  it('ranks players and shows each breakdown line the engine gives (gems by colour, missions, loans, investments, coins)', () => {
    const { state } = playBots(megagem, { players: 3, seed: 'score-screen', bots: ['basic', 'random', 'random'] });
    const result = megagem.result(state)!;
    const html = renderToStaticMarkup(<ScoreBoard result={result} seats={seats} you={0} />);
    for (const c of ['Blue gems', 'Green gems', 'Pink gems', 'Purple gems', 'Yellow gems', 'Missions', 'Loans', 'Investments', 'Coins'])
      expect(html).toMatch(new RegExp(`<th scope="col">(<span class="mg-head-gem"><svg[^]*?</svg> )?${c}(</span>)?</th>`));
    const totals = [...html.matchAll(/class="mg-total">(-?\d+)</g)].map((m) => Number(m[1]));
    expect(totals).toEqual([...result.seats.map((s) => s.total)].sort((a, b) => b - a));
    expect(html).toContain(result.winners.length === 1 ? `wins with ${result.seats[result.winners[0]].total} coins` : 'A tie for first');
  });
});
