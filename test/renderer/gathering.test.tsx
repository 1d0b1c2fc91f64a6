/**
 * Tables that survive gatherings, in the client: start anyway, the turn timer and colours in the room,
 * requests and stand-in offers, taking a seat back, clocks and away times, table notes among the log's
 * entries, and the score screen that stays after "Play again".
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { GameScreen } from '../../src/renderer/app/GameScreen.js';
import { LogPanel } from '../../src/renderer/app/LogPanel.js';
import { Room } from '../../src/renderer/app/Room.js';
import { ClaimSeat, RequestList, StandInOffers } from '../../src/renderer/app/TablePeople.js';
import { currentNotes, interleave } from '../../src/renderer/app/tableNotes.js';
import { awayText, clockText, elapsed, tableRules, timerLabel } from '../../src/renderer/app/tableTime.js';
import { makeTranslate } from '../../src/renderer/i18n/index.js';

const t = makeTranslate('en');
import type { HostConnection } from '../../src/renderer/net/connection.js';
import { initialSession, reduceHost, type GameFrame } from '../../src/renderer/net/session.js';
import { PlayerBadge } from '../../src/renderer/ui/index.js';
import type { GameInfo, HostMessage, TableNote, TableRoom } from '../../src/shared/protocol.js';

const game: GameInfo = { id: 'megagem', name: 'MegaGem', summary: 'Sealed auctions.', minPlayers: 3, maxPlayers: 5, options: [], rules: [] };
const conn = {} as HostConnection;
const base: TableRoom = {
  id: 'abcd1234', game: 'megagem', gameName: 'MegaGem', status: 'playing', options: {},
  seats: [
    { kind: 'human', name: 'Ann', colour: '#4363d8', connected: true, ready: false },
    { kind: 'human', name: 'Ben', colour: '#f58231', connected: false, ready: true, awayMs: 185_000 },
    { kind: 'bot', name: 'Ada (bot)', colour: '#e6194b', level: 'basic' },
  ],
  creatorSeat: 0, youAreCreator: true, yourSeat: 0, spectators: 0, joinUrl: 'http://h/?table=abcd1234',
  gameNo: 1, turnTimer: 'normal', requests: [], notes: [],
};
const frame: GameFrame = { moveNo: 3, view: {}, toAct: [0, 1], log: [], result: null, receivedAt: 1000 };
const note = (n: number, moveNo: number, id: string, gameNo = 1): TableNote => ({ n, moveNo, gameNo, msg: { id, params: { seat: { seat: 1 } } } });

describe('time at the table', () => {
  it('reads clocks and away times as people say them, counted on from the frame', () => {
    expect(clockText(90_000)).toBe('1:30');
    expect(clockText(8_200)).toBe('0:09');
    expect(clockText(-5)).toBe('0:00');
    expect(awayText(t, 20_000)).toBe('away <1 min');
    expect(awayText(t, 185_000)).toBe('away 3 min');
    expect(awayText(t, 65 * 60_000)).toBe('away 1 h 5 min');
    expect(elapsed(30_000, 1000, 11_000, false)).toBe(20_000);
    expect(elapsed(60_000, 1000, 61_000, true)).toBe(120_000);
    expect(timerLabel(t, 'fast')).toBe('Fast: 30 s a turn');
    expect(timerLabel(t, 'off')).toBe('Off: no time limit');
    const rules = tableRules(t, 'relaxed').paragraphs.join(' ');
    expect(rules).toContain('180 seconds');
    expect(rules).toContain('the host makes a cautious move for you');
  });
});

describe('table notes among the log', () => {
  it('keeps the current game’s notes only', () => {
    const notes = [note(1, 4, 'a', 1), note(2, 0, 'b', 2), note(3, 2, 'c', 2)];
    expect(currentNotes(notes).map((n) => n.n)).toEqual([2, 3]);
    expect(currentNotes(notes, 2).map((n) => n.n)).toEqual([3]);
  });
  it('puts a note where the host says in the log (logAt), whatever frames this client saw', () => {
    const log = [0, 1, 2, 3].map((n) => ({ n, msg: { id: `e${n}` } }));
    const items = interleave(log, {}, [{ ...note(1, 1, 'x'), logAt: 2 }, { ...note(2, 3, 'y'), logAt: 9 }]);
    expect(items.map((i) => (i.kind === 'log' ? `e${i.entry.n}` : i.note.msg.id))).toEqual(['e0', 'e1', 'x', 'e2', 'e3', 'y']);
    expect(currentNotes([note(1, 4, 'a', 1), note(2, 0, 'b', 2)], -1, 1).map((n) => n.n)).toEqual([1]);
  });
  it('puts a note after the entries of the first k moves', () => {
    const log = [0, 1, 2, 3].map((n) => ({ n, msg: { id: `e${n}` } }));
    const items = interleave(log, { 0: -1, 1: 1, 2: 2, 3: 3 }, [note(1, 1, 'x'), note(2, 3, 'y')]);
    expect(items.map((i) => (i.kind === 'log' ? i.entry.msg.id : i.note.msg.id))).toEqual(['e0', 'e1', 'x', 'e2', 'e3', 'y']);
  });
  it('renders notes with names in the log panel, set apart', () => {
    const html = renderToStaticMarkup(
      <LogPanel log={[{ n: 0, msg: { id: 'e' } }]} logAt={{ 0: 1 }} notes={[note(1, 0, 'table.timeout')]} seats={base.seats}
        text={(m) => (m.id === 'table.timeout' ? '{seat:1}’s timer ran out: a bot moved for them' : 'entry')} />,
    );
    expect(html).toMatch(/<li class="log-note">.*Ben.*’s timer ran out: a bot moved for them<\/li><li>entry<\/li>/);
  });
  it('remembers which frame brought each entry, and where a return picks up', () => {
    const st = (moveNo: number, ns: number[], fullLog: boolean): HostMessage =>
      ({ type: 'state', tableId: 't1', moveNo, view: {}, toAct: [0], log: ns.map((n) => ({ n, msg: { id: `e${n}` } })), fullLog, result: null });
    let s = reduceHost(initialSession, st(2, [0, 1], true), 5).state;
    expect(s.logAt.t1).toEqual({ 0: -1, 1: -1 });
    s = reduceHost(s, st(3, [2], false), 6).state;
    expect(s.logAt.t1).toEqual({ 0: -1, 1: -1, 2: 3 });
    expect(s.games.t1.receivedAt).toBe(6);
    // Left and came back: what happened meanwhile comes with the full log's move count.
    s = reduceHost(s, { type: 'left', tableId: 't1', reason: 'left' }).state;
    s = reduceHost(s, st(5, [0, 1, 2, 3, 4], true)).state;
    expect(s.logAt.t1).toEqual({ 0: -1, 1: -1, 2: 3, 3: 5, 4: 5 });
    // A new game starts the count again.
    s = reduceHost(s, st(0, [0], true)).state;
    expect(s.logAt.t1).toEqual({ 0: -1 });
  });
  it('counts the notes of games seen to end as earlier games', () => {
    let s = reduceHost(initialSession, { type: 'room', room: { ...base, status: 'lobby', notes: [note(4, 9, 'a')] } }, 1).state;
    s = reduceHost(s, { type: 'room', room: { ...base, notes: [note(4, 9, 'a')] } }, 2).state;
    expect(s.notesBefore.abcd1234).toBe(4);
    expect(s.roomsAt.abcd1234).toBe(2);
  });
});

describe('the room', () => {
  const room: TableRoom = { ...base, status: 'lobby', seats: [base.seats[0], { kind: 'human', name: 'Ann 2', colour: '#911eb4', connected: true, ready: false }, base.seats[2]] };
  const render = (r: TableRoom) => renderToStaticMarkup(<Room conn={conn} room={r} game={game} onLeave={() => {}} />);
  it('offers the turn timer with its seconds (the creator chooses) and closing the table', () => {
    const html = render(room);
    expect(html).toMatch(/<select id="opt-turn-timer">/);
    expect(html).toContain('<option value="normal" selected="">Normal: 90 s a turn</option>');
    expect(html).toContain('>Close the table<');
    const guest = render({ ...room, youAreCreator: false, yourSeat: 1 });
    expect(guest).toMatch(/<select id="opt-turn-timer" disabled="">/);
    expect(guest).not.toContain('Close the table');
  });
  it('offers your colours, those of other seats disabled', () => {
    const html = render({ ...room, youAreCreator: false, yourSeat: 1 });
    expect(html).toMatch(/aria-checked="true" aria-label="purple" disabled=""/);
    expect(html).toMatch(/aria-label="blue \(another player’s\)"[^>]*disabled=""/);
    expect(html).toMatch(/aria-label="red \(another player’s\)"[^>]*disabled=""/);
    expect(html).toMatch(/aria-checked="false" aria-label="green"(?! disabled)/);
  });
});

describe('people at a running table', () => {
  it('asks those who may approve, and tells the asker who decides', () => {
    const r: TableRoom = { ...base, requests: [
      { id: 'r1', kind: 'standIn', seat: 1, by: 'Cat', approvals: ['Cat'], needs: 2, canApprove: true, yours: false },
      { id: 'r2', kind: 'claimSeat', seat: 1, by: 'Bea', approvals: [], needs: 'creator', canApprove: false, yours: false },
    ] };
    const html = renderToStaticMarkup(<RequestList conn={conn} room={r} onError={() => {}} />);
    expect(html).toContain('Let a bot play Ben’s seat until they are back?');
    expect(html).toContain('Yes so far: Cat.');
    expect(html.match(/>Approve</g)).toHaveLength(1);
    expect(html).toContain('Bea wants to take Ben’s seat back on this device');
    const mine = renderToStaticMarkup(<RequestList conn={conn} room={{ ...r, requests: [{ ...r.requests[0], canApprove: false, yours: true }] }} onError={() => {}} />);
    expect(mine).toContain('Waiting for approval (needs 2 players).');
    expect(mine).not.toContain('>Approve<');
  });
  it('offers a stand-in for an away seat the game waits for, to present players only', () => {
    const html = renderToStaticMarkup(<StandInOffers conn={conn} room={base} toAct={[0, 1]} since={0} now={60_000} onError={() => {}} />);
    expect(html).toContain('The game waits for Ben (away 4 min).');
    expect(html).toContain('Let a bot play Ben’s seat until they’re back');
    const watcher = renderToStaticMarkup(<StandInOffers conn={conn} room={{ ...base, yourSeat: null }} toAct={[1]} since={0} now={0} onError={() => {}} />);
    expect(watcher).not.toContain('Let a bot play');
    const standIn: TableRoom = { ...base, seats: [base.seats[0], { ...base.seats[1], standIn: true } as TableRoom['seats'][number], base.seats[2]] };
    expect(renderToStaticMarkup(<StandInOffers conn={conn} room={standIn} toAct={[1]} since={0} now={0} onError={() => {}} />)).toBe('');
    expect(renderToStaticMarkup(<PlayerBadge occupant={standIn.seats[1]} />)).toContain('bot until back');
    expect(renderToStaticMarkup(<PlayerBadge occupant={base.seats[1]} />)).toContain('>away 3 min<');
  });
  it('lets a newcomer take an away seat back, or a bot’s seat', () => {
    const html = renderToStaticMarkup(<ClaimSeat conn={conn} room={{ ...base, yourSeat: null, youAreCreator: false }} since={0} now={0} onError={() => {}} />);
    expect(html).toContain('Take a seat back');
    expect(html).toContain('Ben (away 3 min)');
    expect(html).toContain('>This seat is mine<');
    expect(html).toContain('Take over Ada (bot)’s seat (a bot)');
    expect(renderToStaticMarkup(<ClaimSeat conn={conn} room={base} since={0} now={0} onError={() => {}} />)).toBe('');
  });
  it('asks the table before a newcomer takes a bot’s seat mid-game: the deciders see it, the newcomer sees it pending', () => {
    const bot = base.seats.findIndex((s) => s.kind === 'bot');
    const takeOver = { id: 'r3', kind: 'takeOver' as const, seat: bot, by: 'Dan', approvals: [], needs: 'creator' as const, canApprove: true, yours: false };
    const html = renderToStaticMarkup(<RequestList conn={conn} room={{ ...base, requests: [takeOver] }} onError={() => {}} />);
    expect(html).toContain('Dan wants to take over Ada (bot)’s seat (a bot) for the rest of the game');
    expect(html).toContain(`data-testid="request-takeOver-${bot}"`);
    expect(html).toContain('>Approve<');
    const asker: TableRoom = { ...base, yourSeat: null, youAreCreator: false, requests: [{ ...takeOver, canApprove: false, yours: true }] };
    expect(renderToStaticMarkup(<RequestList conn={conn} room={asker} onError={() => {}} />)).toBe('');
    const pending = renderToStaticMarkup(<ClaimSeat conn={conn} room={asker} since={0} now={0} onError={() => {}} />);
    expect(pending).toContain('You asked for Ada (bot)’s seat: waiting for approval (needs the creator).');
    expect(pending).not.toContain('Take over Ada');
  });
});

describe('the game screen', () => {
  const render = (r: TableRoom, f: GameFrame) =>
    renderToStaticMarkup(<GameScreen conn={conn} room={r} game={game} frame={f} onLeave={() => {}} onBackToRoom={() => {}} roomAt={Date.now()} />);
  it('shows clocks for the waited seats, yours prominent, and the hand-off', () => {
    const html = render(base, { ...frame, receivedAt: Date.now(), clocks: [{ seat: 0, msLeft: 42_000 }, { seat: 1, msLeft: 5_000 }] });
    expect(html).toContain('The game waits for Ben (away 3 min).');
    expect(html).toMatch(/class="clock clock-yours" data-testid="clock-0"[^>]*>0:4[12]</);
    expect(html).toMatch(/class="clock clock-low" data-testid="clock-1"/);
    expect(html).toContain('>Move to another device<');
  });
  it('the pace: the creator chooses it; a guest sees one other than the usual read-only, with what it does and who sets it', () => {
    expect(render({ ...base, pace: 'relaxed' }, frame)).toMatch(/<select id="game-pace"[^>]*>/);
    const guest = render({ ...base, pace: 'relaxed', youAreCreator: false, yourSeat: 1 }, frame);
    expect(guest).not.toContain('<select id="game-pace"');
    expect(guest).toMatch(/<span class="chip pace-chip" data-testid="game-pace" title="How long bots wait before they move[^"]*The creator can change it during the game\.">Pace: relaxed<\/span>/);
    expect(render({ ...base, pace: 'steady', youAreCreator: false, yourSeat: 1 }, frame)).not.toContain('data-testid="game-pace"');
  });
  it('offers "Play again" to the creator of a finished game, and keeps the score screen after it', () => {
    const over: GameFrame = { ...frame, toAct: [], result: { scores: [], winners: [0] } as unknown as GameFrame['result'] };
    expect(render({ ...base, status: 'finished' }, over)).toContain('>Play again<');
    const after = render({ ...base, status: 'lobby', youAreCreator: false }, over);
    expect(after).toContain('The table is back in the room for another game.');
    expect(after).toContain('>Back to the room<');
    expect(after).not.toContain('>Play again<');
  });
});
