/**
 * A table's commands that change its settings and seats, each checked then committed (saved before anyone hears
 * it): the creator's (options, the number of seats, the turn timer, the table's options, how its strong bots play,
 * bots added and removed, a person kicked) and a seated person's own (colour, ready, a returning person's new
 * name), and a seat taken or left. The deal, "Play again" and a person's move are the table's own (table.ts);
 * decisions about a seat in a started game are the seat requests' (seat-requests.ts).
 */
import { resolveOptions } from '../../shared/engine/engine.js';
import type { BotLevel, Seat } from '../../shared/engine/types.js';
import { PLAYER_COLOURS, type TablePace, type TurnTimer } from '../../shared/protocol.js';
import { failWith, refuse, type Failure } from './failure.js';
import { freeColour } from './seat-identity.js';
import type { SeatMeta, TableMeta } from './store.js';
import { putBack, type HumanSeat, type Person, type Table } from './table.js';

const BOT_NAMES = ['Ada', 'Blaise', 'Cleo', 'Dmitri', 'Emmy', 'Fibonacci', 'Grace', 'Hypatia', 'Ibn Sina', 'Jun', 'Katherine', 'Leonhard', 'Marie', 'Noether', 'Omar', 'Pascal'];

/** The first colour no other seat has. */
const colourFor = (t: Table): string => freeColour(PLAYER_COLOURS[0], t.others(null).colours);

/**
 * Sits a person (or returns them to their seat); takes over a bot's seat when asked or when no seat is open.
 * In a started game a seat that is not a person's (a bot's, or one opened by removing a bot) is not taken at
 * once: that opens a `takeOver` request the table decides like a claim ('asked'; the creator's own is at once).
 * Nobody gains a seat from a device someone was kicked from during this game (`address`: the asker's).
 */
export function sit(t: Table, person: Person, wanted: Seat | undefined, address: string): Seat | 'asked' | Failure {
  if (t.meta.kicked.includes(person.token)) return refuse('forbidden', 'host.kicked');
  const mine = t.seatOf(person.token);
  if (mine !== null) return mine;
  if (t.meta.status === 'finished') return refuse('forbidden', 'host.overWatch');
  const seats = t.meta.seats;
  let seat = wanted;
  if (seat === undefined) {
    // Not a seat someone else already asked to take over (the first one, if every one is asked for).
    const free = (s: SeatMeta, i: number) => s.kind !== 'human' && (t.requests.find('takeOver', i)?.by.token ?? person.token) === person.token;
    seat = seats.findIndex((s, i) => s.kind === 'open' && free(s, i));
    if (seat < 0) seat = seats.findIndex((s, i) => s.kind === 'bot' && free(s, i));
    if (seat < 0) seat = seats.findIndex((s) => s.kind === 'open');
    if (seat < 0) seat = seats.findIndex((s) => s.kind === 'bot');
    if (seat < 0) return refuse('no_seat', 'host.allTaken');
  }
  if (seat >= seats.length) return refuse('no_seat', 'host.noSuchSeat', { seats: seats.length, n: seat + 1 });
  const current = seats[seat];
  if (current.kind === 'human') {
    return refuse('no_seat', t.meta.status === 'playing' ? 'host.seatOwnedPlaying' : 'host.seatTaken', { n: seat + 1, name: current.name });
  }
  if (t.deviceKicked(address)) return refuse('forbidden', 'host.kickedDevice');
  if (t.meta.status === 'playing' && !t.isCreator(person.token)) {
    const asked = t.requests.find('takeOver', seat);
    if (asked) return asked.by.token === person.token ? 'asked' : refuse('forbidden', 'host.takeOverAsked', { n: seat + 1 });
    t.requests.open('takeOver', seat, person, address);
    t.tell();
    return 'asked';
  }
  t.commit(() => { t.meta.seats[seat] = { kind: 'human', ...t.identityAt(seat, person), token: person.token, ready: false }; });
  if (current.kind === 'bot') t.game.timers.dropBot(seat);
  if (current.kind === 'bot' && t.meta.status === 'playing') t.note('table.tookOver', seat);
  t.game.changed({ room: true, state: t.state !== null });
  if (t.state) t.game.timers.plan();
  return seat;
}

/**
 * The person leaves. Before the game their seat opens and the creator's
 * role passes on; an empty lobby table closes (nothing is saved: its files
 * go). In a started game the seat stays theirs until the game ends (it is
 * away; the table can let a bot play it), and so does the creator's role.
 * The room tells everyone once its connections have left.
 */
export function leave(t: Table, token: string): { closeTable: boolean } {
  const seat = t.seatOf(token);
  if (t.meta.status === 'playing') {
    if (seat !== null) t.note('table.away', seat);
    return { closeTable: false };
  }
  const before = structuredClone(t.meta);
  if (seat !== null && t.meta.status !== 'finished') t.meta.seats[seat] = { kind: 'open' };
  if (t.isCreator(token) && t.meta.status !== 'finished') {
    const next = t.meta.seats.find((s): s is Extract<SeatMeta, { kind: 'human' }> => s.kind === 'human' && s.token !== t.meta.creatorToken);
    if (next) t.meta.creatorToken = next.token;
  }
  const anyone = t.meta.seats.some((s) => s.kind === 'human');
  if (!anyone && t.meta.status === 'lobby') return { closeTable: true };
  try {
    t.save();
  } catch (e) {
    putBack(t.meta, before);
    throw e;
  }
  return { closeTable: false };
}

/** A returning person's new name or colour at their seat, told apart from the others (kept as it was, with a warning, if it cannot be saved). */
export function rename(t: Table, person: Person): void {
  const seat = t.seatOf(person.token);
  if (seat === null) return;
  const s = t.meta.seats[seat] as HumanSeat;
  const wanted = t.identityAt(seat, person);
  // Their profile's colour if it is free here, else the colour they have at this table.
  const colour = wanted.colour === person.colour.toLowerCase() ? wanted.colour : s.colour;
  if (s.name === wanted.name && s.colour === colour) return;
  try {
    t.commitAndTell(() => { s.name = wanted.name; s.colour = colour; });
  } catch (e) {
    t.hooks.log('warn', `table ${t.id}: ${person.name}'s new name or colour could not be saved (${(e as Error).message}); the seat keeps the old one`);
  }
}

export function setOptions(t: Table, token: string, options: Record<string, unknown>): Failure | null {
  const no = t.creatorOnly(token, 'lobby');
  if (no) return no;
  const merged = { ...t.meta.options, ...options } as TableMeta['options'];
  const r = resolveOptions(t.def, merged, t.meta.seats.length);
  if (!r.ok) return failWith('bad_options', r);
  return t.commitAndTell(() => { t.meta.options = r.options; });
}

export function setSeats(t: Table, token: string, count: number): Failure | null {
  const no = t.creatorOnly(token, 'lobby');
  if (no) return no;
  if (count < t.def.minPlayers || count > t.def.maxPlayers)
    return refuse('bad_options', 'host.playerCount', { game: t.def.name, min: t.def.minPlayers, max: t.def.maxPlayers, players: count });
  const taken = t.meta.seats.findIndex((s, i) => i >= count && s.kind === 'human');
  if (taken >= 0) return refuse('no_seat', 'host.seatHeld', { n: taken + 1 });
  const r = resolveOptions(t.def, t.meta.options, count);
  if (!r.ok) return failWith('bad_options', r);
  const seats = t.meta.seats.slice(0, count);
  while (seats.length < count) seats.push({ kind: 'open' });
  return t.commitAndTell(() => {
    t.meta.seats = seats;
    t.meta.options = r.options;
  });
}

/** A seated person's colour at this table (not one another seat has). */
export function setColour(t: Table, token: string, colour: string): Failure | null {
  const seat = t.seatOf(token);
  if (seat === null) return refuse('no_seat', 'host.notSeated');
  const c = colour.toLowerCase();
  const holder = t.meta.seats.find((s, i) => i !== seat && s.kind !== 'open' && s.colour.toLowerCase() === c) as Exclude<SeatMeta, { kind: 'open' }> | undefined;
  if (holder) return refuse('forbidden', 'host.colourTaken', { name: holder.name });
  return t.commitAndTell(() => { (t.meta.seats[seat] as HumanSeat).colour = c; });
}

export function setReady(t: Table, token: string, ready: boolean): Failure | null {
  const seat = t.seatOf(token);
  if (seat === null) return refuse('no_seat', 'host.notSeated');
  const s = t.meta.seats[seat] as Extract<SeatMeta, { kind: 'human' }>;
  if (s.ready === ready) return null;
  return t.commitAndTell(() => { (t.meta.seats[seat] as typeof s).ready = ready; });
}

/** Creator, before the game: how the strong bots play. */
export function setBotSettings(t: Table, token: string, bots: NonNullable<TableMeta['bots']>): Failure | null {
  const no = t.creatorOnly(token, 'lobby');
  if (no) return no;
  return t.commitAndTell(() => { t.meta.bots = bots; });
}

/** Creator, before the game: "First game: show hints" and "Make forced choices for me" (absent: unchanged). */
export function setTableOptions(t: Table, token: string, o: { hints?: boolean; forcedChoices?: boolean }): Failure | null {
  const no = t.creatorOnly(token, 'lobby');
  if (no) return no;
  return t.commitAndTell(() => {
    if (o.hints !== undefined) t.meta.hints = o.hints;
    if (o.forcedChoices !== undefined) t.meta.forcedChoices = o.forcedChoices;
  });
}

/**
 * Creator, before or during the game: the table's pace (bots' waits and timed windows). It takes effect at once: the
 * waits now running keep what has passed and have what is left scaled to the new pace (TableTimers.repace).
 */
export function setPace(t: Table, token: string, pace: TablePace): Failure | null {
  const no = t.creatorOnly(token, 'any');
  if (no) return no;
  if (t.meta.status === 'finished') return refuse('forbidden', 'host.over');
  const before = t.meta.pace ?? 'steady';
  if (before === pace) return null;
  t.commitAndTell(() => { t.meta.pace = pace; });
  t.game.timers.repace(before);
  return null;
}

/** Creator, before the game: the turn timer. */
export function setTurnTimer(t: Table, token: string, timer: TurnTimer): Failure | null {
  const no = t.creatorOnly(token, 'lobby');
  if (no) return no;
  return t.commitAndTell(() => { t.meta.turnTimer = timer; });
}

/** Creator: a bot takes an open seat. */
export function addBot(t: Table, token: string, wanted: Seat | undefined, level: BotLevel): Failure | null {
  const no = t.creatorOnly(token, 'any');
  if (no) return no;
  if (t.meta.status === 'finished') return refuse('forbidden', 'host.over');
  const seats = t.meta.seats;
  const seat = wanted ?? seats.findIndex((s) => s.kind === 'open');
  if (seat < 0) return refuse('no_seat', 'host.noOpenSeat');
  if (seat >= seats.length) return refuse('no_seat', 'host.noSuchSeat', { seats: seats.length, n: seat + 1 });
  const current = seats[seat];
  if (current.kind === 'bot') return refuse('no_seat', 'host.hasBot', { n: seat + 1 });
  if (current.kind === 'human') {
    return refuse('no_seat', t.meta.status === 'playing' ? 'host.seatOwnedBot' : 'host.seatTaken', { n: seat + 1, name: current.name });
  }
  // A bot's name is nobody else's at the table: not another bot's, nor a person's (Ada and "Ada (bot)" read alike).
  const used = new Set(seats.flatMap((s) => (s.kind === 'open' ? [] : [s.name.toLocaleLowerCase(), s.name.replace(/ \(bot\)$/, '').toLocaleLowerCase()])));
  const name = `${BOT_NAMES.find((n) => !used.has(n.toLocaleLowerCase())) ?? `Bot ${seat + 1}`} (bot)`.slice(0, 24);
  const colour = colourFor(t);
  t.commit(() => { t.meta.seats[seat] = { kind: 'bot', level, name, colour }; });
  if (t.state) t.game.timers.makeBot(seat, level);
  t.game.changed({ room: true, state: t.state !== null });
  if (t.state) t.game.timers.plan();
  return null;
}

export function removeBot(t: Table, token: string, seat: Seat): Failure | null {
  const no = t.creatorOnly(token, 'any');
  if (no) return no;
  if (t.meta.status === 'finished') return refuse('forbidden', 'host.over');
  if (t.meta.seats[seat]?.kind !== 'bot') return refuse('no_seat', 'host.noBot', { n: seat + 1 });
  t.commit(() => { t.meta.seats[seat] = { kind: 'open' }; });
  t.game.timers.dropBot(seat);
  t.game.changed({ room: true });
  return null;
}

/**
 * Creator: removes a person; returns their token so the room can tell their
 * connections. Before the game the seat opens; in a started game a bot
 * plays it to the end (a seat never opens to someone else mid-game).
 * `devices`: the kicked person's addresses (their connections', the one they
 * last played from): until the game ends nobody gains a seat from them.
 */
export function kick(t: Table, token: string, seat: Seat, devices: readonly string[]): string | Failure {
  const no = t.creatorOnly(token, 'any');
  if (no) return no;
  const s = t.meta.seats[seat];
  if (!s || s.kind !== 'human') return refuse('no_seat', 'host.nobodyThere', { n: seat + 1 });
  if (s.token === token) return refuse('forbidden', 'host.notYourself');
  const playing = t.meta.status === 'playing';
  t.commit(() => {
    if (playing) t.meta.seats[seat] = { kind: 'bot', level: 'basic', name: s.name, colour: s.colour };
    else if (t.meta.status !== 'finished') t.meta.seats[seat] = { kind: 'open' };
    t.meta.kicked.push(s.token);
    const known = new Set([...(t.meta.kickedDevices ?? []), ...devices]);
    if (known.size) t.meta.kickedDevices = [...known];
  });
  t.requests.dropSeat(seat);
  // Whatever the kicked person (or anyone on their device) asked for lapses.
  t.requests.dropWhere((r) => r.by.token === s.token || t.deviceKicked(r.address));
  if (playing) {
    t.game.timers.makeBot(seat, 'basic');
    t.note('table.kickedBot', seat);
    t.game.timers.plan();
  }
  return s.token;
}
