/**
 * One table of the host: its game, options, seats (person, bot, open) and
 * creator. The game itself (state, moves, group commit) is its GameRunner,
 * the bots and system moves its TableTimers. Every change is saved before
 * `changed` lets the room broadcast it.
 */
import { resolveOptions } from '../../shared/engine/engine.js';
import type { BaseState, BotLevel, AnyGame, GameRecord, GameResult, Seat } from '../../shared/engine/types.js';
import { PLAYER_COLOURS, type SeatOccupant, type TableRequest, type TableSummary, type TurnTimer } from '../../shared/protocol.js';
import { tableMsg, type TableMessageId } from '../../shared/table-messages.js';
import type { Clock } from './clock.js';
import { failWith, refuse, type Failure } from './failure.js';
import { GameRunner, type Change } from './game-runner.js';
import type { LogFn } from './log.js';
import { freeColour, uniqueName } from './seat-identity.js';
import { SeatRequests, type Presence, type SeatRequest } from './seat-requests.js';
import type { MoveLine, SeatMeta, Store, TableMeta } from './store.js';

type HumanSeat = Extract<SeatMeta, { kind: 'human' }>;
/**
 * A seat moved to another person's token (a claim or a hand-off; `from` null: a bot's seat taken over with the
 * table's approval): the room moves the connections.
 */
export interface SeatMove { seat: Seat; from: string | null; to: string }
/** At most this many table notes are kept. */
const MAX_NOTES = 30;

export interface Person {
  token: string;
  name: string;
  colour: string;
}

interface TableHooks {
  store: Store;
  /** Milliseconds a bot waits before acting. */
  botDelayMs(): number;
  /** The delay before a scheduled system move the game asked to wait `ms` for. */
  systemDelayMs(ms: number): number;
  /** Does a connection of this person watch the table as a player right now? */
  isConnected(token: string): boolean;
  /** Is a connection of this person at the table at all (playing or watching)? */
  isPresent(token: string): boolean;
  clock: Clock;
  /** Something changed: 'room' (seats, options, status) and/or 'state' (the game). */
  changed(what: Change): void;
  /** The game is over and saved as finished (before anyone hears it). */
  finished(): void;
  log: LogFn;
}

const BOT_NAMES = ['Ada', 'Blaise', 'Cleo', 'Dmitri', 'Emmy', 'Fibonacci', 'Grace', 'Hypatia', 'Ibn Sina', 'Jun', 'Katherine', 'Leonhard', 'Marie', 'Noether', 'Omar', 'Pascal'];

export class Table {
  readonly game: GameRunner;
  readonly requests: SeatRequests;
  /** Since when each seated person has been away (in memory: a restart counts from the restart). */
  private readonly awaySince = new Map<string, number>();

  constructor(public meta: TableMeta, readonly def: AnyGame, private readonly hooks: TableHooks) {
    this.requests = new SeatRequests(() => hooks.clock.now());
    this.game = new GameRunner(this, {
      ...hooks, commit: (fn) => this.commit(fn),
      timedOut: (seat) => this.note('table.timeout', seat),
      forced: (seat, at) => this.noteForced(seat, at),
      saveClocks: () => this.saveClocks(),
      finished: () => hooks.finished(),
    });
  }

  get id(): string { return this.meta.id; }
  get state(): BaseState | null { return this.game.state; }
  get moves(): readonly MoveLine[] { return this.game.moves; }

  // ---------------------------------------------------------------- queries

  seatOf(token: string): Seat | null {
    const i = this.meta.seats.findIndex((s) => s.kind === 'human' && s.token === token);
    return i < 0 ? null : i;
  }

  isCreator(token: string): boolean {
    return this.meta.creatorToken === token;
  }

  creatorSeat(): Seat | null {
    return this.seatOf(this.meta.creatorToken);
  }

  occupants(): SeatOccupant[] {
    const now = this.hooks.clock.now();
    return this.meta.seats.map((s): SeatOccupant => {
      if (s.kind === 'open') return { kind: 'open' };
      if (s.kind === 'bot') return { kind: 'bot', name: s.name, colour: s.colour, level: s.level };
      const connected = this.hooks.isConnected(s.token);
      const away = !connected && this.meta.status === 'playing' ? { awayMs: Math.max(0, now - (this.awaySince.get(s.token) ?? now)) } : {};
      return { kind: 'human', name: s.name, colour: s.colour, ready: s.ready, connected, ...away, ...(s.standIn ? { standIn: true } : {}) };
    });
  }

  /**
   * Whether the creator is at the table now, and the voters: the seated people who are here and have held their
   * seats since the deal (`sinceDeal`; not someone who took a bot's seat over or claimed a seat mid-game).
   */
  presence(): Presence {
    const voters = this.meta.seats.flatMap((s) => (s.kind === 'human' && s.sinceDeal && this.hooks.isConnected(s.token) ? [s.token] : []));
    return {
      creatorToken: this.meta.creatorToken,
      creatorPresent: this.hooks.isPresent(this.meta.creatorToken),
      voters,
      nameOf: (t) => this.meta.seats.find((s): s is HumanSeat => s.kind === 'human' && s.token === t)?.name ?? 'someone',
    };
  }

  requestsFor(token: string): TableRequest[] {
    return this.requests.forRoom(token, this.presence());
  }

  /**
   * A note about a seat for everyone's log (at most MAX_NOTES kept), saved with the table unless `at` says where
   * it goes (`moveNo` moves into the game, after `logAt` log entries; by default now).
   */
  note(id: TableMessageId, seat: Seat, at?: { moveNo: number; logAt: number; save: boolean }): void {
    const notes = this.meta.notes ?? [];
    const n = (notes.at(-1)?.n ?? -1) + 1;
    const note = { n, moveNo: at?.moveNo ?? this.moves.length, gameNo: this.meta.gameNo, logAt: at?.logAt ?? this.state?.log.length ?? 0, msg: tableMsg(id, { seat: { seat } }) };
    this.meta.notes = [...notes, note].slice(-MAX_NOTES);
    // Not saved: told only with the table's next flush all the same (the forced move's line, appended next).
    if (at?.save ?? true) this.saveOrWarn('a note');
    else this.game.persist();
    this.game.changed({ room: true });
  }

  /**
   * "The host made <seat>'s only choice": its move's line keeps it (`MoveLine.forced`), so it is not saved with the
   * table now (a table.json for every forced move would cost a file's write and sync each time); it goes with the
   * table's next save, and a restart notes it again from the line (`at`) unless the saved table has it.
   */
  private noteForced(seat: Seat, at?: { moveNo: number; logAt: number }): void {
    const gameNo = this.meta.gameNo;
    const moveNo = at?.moveNo ?? this.moves.length;
    const saved = (this.meta.notes ?? []).filter((x) => x.gameNo === gameNo);
    if (saved.some((x) => x.moveNo === moveNo && x.msg.id === 'table.forced')) return;
    // On a restart: every save of the table held every note made before it, so a forced line older than a saved
    // note of its game was saved too (and may since have been dropped as one of the oldest past MAX_NOTES).
    if (at && saved.some((x) => x.moveNo > moveNo)) return;
    this.note('table.forced', seat, { moveNo, logAt: at?.logAt ?? this.state?.log.length ?? 0, save: false });
  }

  /**
   * Who is here changed (a player's connection came or went): an away seat's
   * owner who is back plays their seat again at once (its stand-in bot
   * stops); a seat whose owner went starts counting how long they are away.
   */
  presenceChanged(): void {
    const now = this.hooks.clock.now();
    let changed = false;
    for (const [seat, s] of this.meta.seats.entries()) {
      if (s.kind !== 'human') continue;
      if (this.hooks.isConnected(s.token)) {
        this.awaySince.delete(s.token);
        // Requests about the seat (a stand-in, a claim from another device) lapse: its owner is here.
        if (this.requests.find('standIn', seat) || this.requests.find('claimSeat', seat)) { this.requests.dropSeat(seat); changed = true; }
        if (s.standIn) {
          try {
            this.commit(() => { s.standIn = false; });
            this.game.timers.dropBot(seat);
            this.note('table.back', seat);
            changed = true;
          } catch (e) {
            this.hooks.log('error', `table ${this.id}: ${s.name} is back but the seat could not be saved as theirs: ${(e as Error).message}`);
          }
        }
      } else if (!this.awaySince.has(s.token)) {
        this.awaySince.set(s.token, now);
      }
    }
    if (changed && this.state) this.game.timers.plan();
  }

  summary(): TableSummary {
    return {
      id: this.id,
      game: this.def.id,
      gameName: this.def.name,
      status: this.meta.status,
      seats: this.meta.seats.length,
      seatsFree: this.meta.seats.filter((s) => s.kind === 'open').length,
      players: this.meta.seats.flatMap((s) => (s.kind === 'open' ? [] : [s.name])),
      createdAt: this.meta.createdAt,
    };
  }

  toAct(): Seat[] {
    return this.state ? this.def.toAct(this.state) : [];
  }

  result(): GameResult | null {
    return this.state ? this.def.result(this.state) : null;
  }

  record(): GameRecord {
    return {
      game: this.def.id,
      options: this.meta.options,
      seed: this.meta.seed ?? '',
      seats: this.meta.seats.map((s) => (s.kind === 'bot' ? { name: s.name, bot: s.level, colour: s.colour } : s.kind === 'human' ? { name: s.name, colour: s.colour } : { name: 'Open seat' })),
      moves: this.moves.map((m) => ({ seat: m.seat, move: m.move })),
    };
  }

  // ---------------------------------------------------------------- seats

  /** The colours and names of the seats other than `seat`. */
  private others(seat: Seat | null): { colours: string[]; names: string[] } {
    const rest = this.meta.seats.filter((s, i): s is Exclude<SeatMeta, { kind: 'open' }> => i !== seat && s.kind !== 'open');
    return { colours: rest.map((s) => s.colour), names: rest.map((s) => s.name) };
  }

  private colourFor(preferred?: string, seat: Seat | null = null): string {
    return freeColour(preferred ?? PLAYER_COLOURS[0], this.others(seat).colours);
  }

  /** A person's name and colour at `seat`, told apart from the other seats' ("Ana 2", the next free colour). */
  private identityAt(seat: Seat, person: Person): { name: string; colour: string } {
    const o = this.others(seat);
    return { name: uniqueName(person.name, o.names), colour: freeColour(person.colour, o.colours) };
  }

  /** The address `token`'s seat is played from, saved with the table: a kick remembers it as their device, across restarts. */
  playedFrom(token: string, address: string): void {
    const seat = this.seatOf(token);
    if (seat === null) return;
    const s = this.meta.seats[seat] as HumanSeat;
    if (s.from === address) return;
    s.from = address;
    this.saveOrWarn('the address a seat is played from');
  }

  /** Is `address` the device of someone kicked from this game (see `kickedDevices`)? */
  private deviceKicked(address: string | undefined): boolean {
    return address !== undefined && (this.meta.kickedDevices ?? []).includes(address);
  }

  /** May `token`, asking from `address`, gain a seat here: not kicked, seated nowhere here yet, not from a kicked device? */
  private mayGain(token: string, address: string | undefined): boolean {
    return !this.meta.kicked.includes(token) && this.seatOf(token) === null && !this.deviceKicked(address);
  }

  /**
   * Sits a person (or returns them to their seat); takes over a bot's seat when asked or when no seat is open.
   * In a started game a seat that is not a person's (a bot's, or one opened by removing a bot) is not taken at
   * once: that opens a `takeOver` request the table decides like a claim ('asked'; the creator's own is at once).
   * Nobody gains a seat from a device someone was kicked from during this game (`address`: the asker's).
   */
  sit(person: Person, wanted: Seat | undefined, address: string): Seat | 'asked' | Failure {
    if (this.meta.kicked.includes(person.token)) return refuse('forbidden', 'host.kicked');
    const mine = this.seatOf(person.token);
    if (mine !== null) return mine;
    if (this.meta.status === 'finished') return refuse('forbidden', 'host.overWatch');
    const seats = this.meta.seats;
    let seat = wanted;
    if (seat === undefined) {
      // Not a seat someone else already asked to take over (the first one, if every one is asked for).
      const free = (s: SeatMeta, i: number) => s.kind !== 'human' && (this.requests.find('takeOver', i)?.by.token ?? person.token) === person.token;
      seat = seats.findIndex((s, i) => s.kind === 'open' && free(s, i));
      if (seat < 0) seat = seats.findIndex((s, i) => s.kind === 'bot' && free(s, i));
      if (seat < 0) seat = seats.findIndex((s) => s.kind === 'open');
      if (seat < 0) seat = seats.findIndex((s) => s.kind === 'bot');
      if (seat < 0) return refuse('no_seat', 'host.allTaken');
    }
    if (seat >= seats.length) return refuse('no_seat', 'host.noSuchSeat', { seats: seats.length, n: seat + 1 });
    const current = seats[seat];
    if (current.kind === 'human') {
      return refuse('no_seat', this.meta.status === 'playing' ? 'host.seatOwnedPlaying' : 'host.seatTaken', { n: seat + 1, name: current.name });
    }
    if (this.deviceKicked(address)) return refuse('forbidden', 'host.kickedDevice');
    if (this.meta.status === 'playing' && !this.isCreator(person.token)) {
      const asked = this.requests.find('takeOver', seat);
      if (asked) return asked.by.token === person.token ? 'asked' : refuse('forbidden', 'host.takeOverAsked', { n: seat + 1 });
      this.requests.open('takeOver', seat, person, address);
      this.tell();
      return 'asked';
    }
    this.commit(() => { this.meta.seats[seat] = { kind: 'human', ...this.identityAt(seat, person), token: person.token, ready: false }; });
    if (current.kind === 'bot') this.game.timers.dropBot(seat);
    if (current.kind === 'bot' && this.meta.status === 'playing') this.note('table.tookOver', seat);
    this.game.changed({ room: true, state: this.state !== null });
    if (this.state) this.game.timers.plan();
    return seat;
  }

  /**
   * The person leaves. Before the game their seat opens and the creator's
   * role passes on; an empty lobby table closes (nothing is saved: its files
   * go). In a started game the seat stays theirs until the game ends (it is
   * away; the table can let a bot play it), and so does the creator's role.
   * The room tells everyone once its connections have left.
   */
  leave(token: string): { closeTable: boolean } {
    const seat = this.seatOf(token);
    if (this.meta.status === 'playing') {
      if (seat !== null) this.note('table.away', seat);
      return { closeTable: false };
    }
    const before = structuredClone(this.meta);
    if (seat !== null && this.meta.status !== 'finished') this.meta.seats[seat] = { kind: 'open' };
    if (this.isCreator(token) && this.meta.status !== 'finished') {
      const next = this.meta.seats.find((s): s is Extract<SeatMeta, { kind: 'human' }> => s.kind === 'human' && s.token !== this.meta.creatorToken);
      if (next) this.meta.creatorToken = next.token;
    }
    const anyone = this.meta.seats.some((s) => s.kind === 'human');
    if (!anyone && this.meta.status === 'lobby') return { closeTable: true };
    try {
      this.save();
    } catch (e) {
      putBack(this.meta, before);
      throw e;
    }
    return { closeTable: false };
  }

  /** A returning person's new name or colour at their seat, told apart from the others (kept as it was, with a warning, if it cannot be saved). */
  rename(person: Person): void {
    const seat = this.seatOf(person.token);
    if (seat === null) return;
    const s = this.meta.seats[seat] as HumanSeat;
    const wanted = this.identityAt(seat, person);
    // Their profile's colour if it is free here, else the colour they have at this table.
    const colour = wanted.colour === person.colour.toLowerCase() ? wanted.colour : s.colour;
    if (s.name === wanted.name && s.colour === colour) return;
    try {
      this.commitAndTell(() => { s.name = wanted.name; s.colour = colour; });
    } catch (e) {
      this.hooks.log('warn', `table ${this.id}: ${person.name}'s new name or colour could not be saved (${(e as Error).message}); the seat keeps the old one`);
    }
  }

  private creatorOnly(token: string, when: 'lobby' | 'any'): Failure | null {
    if (!this.isCreator(token)) return refuse('not_creator', 'host.notCreator');
    if (when === 'lobby' && this.meta.status !== 'lobby') return refuse('forbidden', 'host.started');
    return null;
  }

  setOptions(token: string, options: Record<string, unknown>): Failure | null {
    const no = this.creatorOnly(token, 'lobby');
    if (no) return no;
    const merged = { ...this.meta.options, ...options } as TableMeta['options'];
    const r = resolveOptions(this.def, merged, this.meta.seats.length);
    if (!r.ok) return failWith('bad_options', r);
    return this.commitAndTell(() => { this.meta.options = r.options; });
  }

  setSeats(token: string, count: number): Failure | null {
    const no = this.creatorOnly(token, 'lobby');
    if (no) return no;
    if (count < this.def.minPlayers || count > this.def.maxPlayers)
      return refuse('bad_options', 'host.playerCount', { game: this.def.name, min: this.def.minPlayers, max: this.def.maxPlayers, players: count });
    const taken = this.meta.seats.findIndex((s, i) => i >= count && s.kind === 'human');
    if (taken >= 0) return refuse('no_seat', 'host.seatHeld', { n: taken + 1 });
    const r = resolveOptions(this.def, this.meta.options, count);
    if (!r.ok) return failWith('bad_options', r);
    const seats = this.meta.seats.slice(0, count);
    while (seats.length < count) seats.push({ kind: 'open' });
    return this.commitAndTell(() => {
      this.meta.seats = seats;
      this.meta.options = r.options;
    });
  }

  /** Creator: a bot takes an open seat. */
  addBot(token: string, wanted: Seat | undefined, level: BotLevel): Failure | null {
    const no = this.creatorOnly(token, 'any');
    if (no) return no;
    if (this.meta.status === 'finished') return refuse('forbidden', 'host.over');
    const seats = this.meta.seats;
    const seat = wanted ?? seats.findIndex((s) => s.kind === 'open');
    if (seat < 0) return refuse('no_seat', 'host.noOpenSeat');
    if (seat >= seats.length) return refuse('no_seat', 'host.noSuchSeat', { seats: seats.length, n: seat + 1 });
    const current = seats[seat];
    if (current.kind === 'bot') return refuse('no_seat', 'host.hasBot', { n: seat + 1 });
    if (current.kind === 'human') {
      return refuse('no_seat', this.meta.status === 'playing' ? 'host.seatOwnedBot' : 'host.seatTaken', { n: seat + 1, name: current.name });
    }
    const used = new Set(seats.flatMap((s) => (s.kind === 'bot' ? [s.name] : [])));
    const name = `${BOT_NAMES.find((n) => !used.has(`${n} (bot)`)) ?? `Bot ${seat + 1}`} (bot)`.slice(0, 24);
    const colour = this.colourFor();
    this.commit(() => { this.meta.seats[seat] = { kind: 'bot', level, name, colour }; });
    if (this.state) this.game.timers.makeBot(seat, level);
    this.game.changed({ room: true, state: this.state !== null });
    if (this.state) this.game.timers.plan();
    return null;
  }

  removeBot(token: string, seat: Seat): Failure | null {
    const no = this.creatorOnly(token, 'any');
    if (no) return no;
    if (this.meta.status === 'finished') return refuse('forbidden', 'host.over');
    if (this.meta.seats[seat]?.kind !== 'bot') return refuse('no_seat', 'host.noBot', { n: seat + 1 });
    this.commit(() => { this.meta.seats[seat] = { kind: 'open' }; });
    this.game.timers.dropBot(seat);
    this.game.changed({ room: true });
    return null;
  }

  /**
   * Creator: removes a person; returns their token so the room can tell their
   * connections. Before the game the seat opens; in a started game a bot
   * plays it to the end (a seat never opens to someone else mid-game).
   * `devices`: the kicked person's addresses (their connections', the one they
   * last played from): until the game ends nobody gains a seat from them.
   */
  kick(token: string, seat: Seat, devices: readonly string[]): string | Failure {
    const no = this.creatorOnly(token, 'any');
    if (no) return no;
    const s = this.meta.seats[seat];
    if (!s || s.kind !== 'human') return refuse('no_seat', 'host.nobodyThere', { n: seat + 1 });
    if (s.token === token) return refuse('forbidden', 'host.notYourself');
    const playing = this.meta.status === 'playing';
    this.commit(() => {
      if (playing) this.meta.seats[seat] = { kind: 'bot', level: 'basic', name: s.name, colour: s.colour };
      else if (this.meta.status !== 'finished') this.meta.seats[seat] = { kind: 'open' };
      this.meta.kicked.push(s.token);
      const known = new Set([...(this.meta.kickedDevices ?? []), ...devices]);
      if (known.size) this.meta.kickedDevices = [...known];
    });
    this.requests.dropSeat(seat);
    // Whatever the kicked person (or anyone on their device) asked for lapses.
    this.requests.dropWhere((r) => r.by.token === s.token || this.deviceKicked(r.address));
    if (playing) {
      this.game.timers.makeBot(seat, 'basic');
      this.note('table.kickedBot', seat);
      this.game.timers.plan();
    }
    return s.token;
  }

  /** A seated person's colour at this table (not one another seat has). */
  setColour(token: string, colour: string): Failure | null {
    const seat = this.seatOf(token);
    if (seat === null) return refuse('no_seat', 'host.notSeated');
    const c = colour.toLowerCase();
    const holder = this.meta.seats.find((s, i) => i !== seat && s.kind !== 'open' && s.colour.toLowerCase() === c) as Exclude<SeatMeta, { kind: 'open' }> | undefined;
    if (holder) return refuse('forbidden', 'host.colourTaken', { name: holder.name });
    return this.commitAndTell(() => { (this.meta.seats[seat] as HumanSeat).colour = c; });
  }

  /** Creator, before the game: how the strong bots play. */
  setBotSettings(token: string, bots: NonNullable<TableMeta['bots']>): Failure | null {
    const no = this.creatorOnly(token, 'lobby');
    if (no) return no;
    return this.commitAndTell(() => { this.meta.bots = bots; });
  }

  /** Creator, before the game: "First game: show hints" and "Make forced choices for me" (absent: unchanged). */
  setTableOptions(token: string, o: { hints?: boolean; forcedChoices?: boolean }): Failure | null {
    const no = this.creatorOnly(token, 'lobby');
    if (no) return no;
    return this.commitAndTell(() => {
      if (o.hints !== undefined) this.meta.hints = o.hints;
      if (o.forcedChoices !== undefined) this.meta.forcedChoices = o.forcedChoices;
    });
  }

  /** Creator, before the game: the turn timer. */
  setTurnTimer(token: string, timer: TurnTimer): Failure | null {
    const no = this.creatorOnly(token, 'lobby');
    if (no) return no;
    return this.commitAndTell(() => { this.meta.turnTimer = timer; });
  }

  setReady(token: string, ready: boolean): Failure | null {
    const seat = this.seatOf(token);
    if (seat === null) return refuse('no_seat', 'host.notSeated');
    const s = this.meta.seats[seat] as Extract<SeatMeta, { kind: 'human' }>;
    if (s.ready === ready) return null;
    return this.commitAndTell(() => { (this.meta.seats[seat] as typeof s).ready = ready; });
  }

  // ---------------------------------------------------------------- play

  /**
   * Creator: deals a new game. Every seated person but the creator must be
   * ready, unless the creator starts `anyway` (having been told who is not).
   */
  start(token: string, anyway = false): Failure | null {
    const no = this.creatorOnly(token, 'any');
    if (no) return no;
    if (this.meta.status === 'playing') return refuse('forbidden', 'host.alreadyStarted');
    if (this.meta.status === 'finished') return refuse('forbidden', 'host.overPlayAgain');
    const open = this.meta.seats.findIndex((s) => s.kind === 'open');
    if (open >= 0) return refuse('no_seat', 'host.seatOpen', { n: open + 1 });
    const notReady = this.meta.seats.filter((s): s is HumanSeat => s.kind === 'human' && !s.ready && s.token !== this.meta.creatorToken).map((s) => s.name);
    if (notReady.length && !anyway) {
      return refuse('not_ready', 'host.notReady', { names: { list: notReady } });
    }
    const r = resolveOptions(this.def, this.meta.options, this.meta.seats.length);
    if (!r.ok) return failWith('bad_options', r);
    // Every person seated now holds their seat since the deal (saved with the dealt game; taken back if it is not dealt).
    for (const s of this.meta.seats) if (s.kind === 'human') s.sinceDeal = true;
    let out: Failure | null = null;
    try {
      out = this.game.deal(r.options);
    } finally {
      if ((this.meta.status as TableMeta['status']) !== 'playing') for (const s of this.meta.seats) if (s.kind === 'human') delete s.sinceDeal;
    }
    return out;
  }

  /** Creator, after a game: everyone back to the room with the same seats and options ("Play again"). */
  rematch(token: string): Failure | null {
    const no = this.creatorOnly(token, 'any');
    if (no) return no;
    if (this.meta.status !== 'finished') return refuse('forbidden', 'host.playAgainAfter');
    this.commit(() => {
      this.meta.status = 'lobby';
      delete this.meta.clocks;
      // The game is over: its kicked devices may sit again (the kicked tokens may not); the next deal says who holds a seat since it.
      delete this.meta.kickedDevices;
      for (const s of this.meta.seats) if (s.kind === 'human') { s.ready = false; delete s.standIn; delete s.sinceDeal; }
      // A person kicked after the game ended kept their seat only as the finished game's record: the next game opens it.
      this.meta.seats = this.meta.seats.map((s): SeatMeta => (s.kind === 'human' && this.meta.kicked.includes(s.token) ? { kind: 'open' } : s));
    });
    this.game.backToRoom();
    this.requests.clear();
    this.game.changed({ room: true });
    return null;
  }

  // ---------------------------------------------------------------- away seats

  /** Is the seat a person's who is not here, in a started game? */
  private awaySeat(seat: Seat): HumanSeat | Failure {
    if (this.meta.status !== 'playing') return refuse('forbidden', 'host.onlyStarted');
    const s = this.meta.seats[seat];
    if (!s || s.kind !== 'human') return refuse('no_seat', 'host.notAPerson', { n: seat + 1 });
    if (this.hooks.isConnected(s.token)) return refuse('forbidden', 'host.isHere', { name: s.name });
    return s;
  }

  /**
   * A present player asks that a bot play an away seat until its owner is
   * back (`on`), or withdraws that (the creator may also end a stand-in:
   * the seat waits for its owner again). Decided by `SeatRequests`.
   */
  standIn(token: string, seat: Seat, on: boolean): Failure | null {
    const mine = this.seatOf(token);
    if (!this.isCreator(token) && (mine === null || !this.hooks.isConnected(token))) return refuse('no_seat', 'host.decideSeats');
    const s = this.awaySeat(seat);
    if ('code' in s) return s;
    if (!on) {
      const r = this.requests.find('standIn', seat);
      if (r && r.by.token === token) { this.requests.drop(r); return this.tell(); }
      if (s.standIn && this.isCreator(token)) {
        this.commit(() => { s.standIn = false; });
        this.game.timers.dropBot(seat);
        this.note('table.standInEnded', seat);
        this.game.timers.plan();
        return this.tell();
      }
      return refuse('forbidden', 'host.nothingToWithdraw');
    }
    if (s.standIn) return null;
    const r = this.requests.find('standIn', seat) ?? this.requests.open('standIn', seat, { token, name: this.presence().nameOf(token), colour: '' });
    r.approvals.add(token);
    const out = this.decide(r);
    return out && 'from' in out ? null : out;
  }

  /**
   * A newcomer takes an away seat back (their laptop died): with the code its
   * old device handed on, at once (the owner's consent: the seat stays held
   * since the deal); otherwise once the creator, or the voters, approve.
   * Never from a device someone was kicked from during this game.
   */
  claim(person: Person, seat: Seat, code: string | undefined, address: string): SeatMove | Failure | null {
    if (this.seatOf(person.token) !== null) return refuse('forbidden', 'host.alreadySeated');
    if (this.meta.kicked.includes(person.token)) return refuse('forbidden', 'host.kicked');
    if (this.deviceKicked(address)) return refuse('forbidden', 'host.kickedDevice');
    const s = this.meta.seats[seat];
    if (code !== undefined) {
      if (this.meta.status === 'finished' || !s || s.kind !== 'human' || !this.requests.redeem(code, seat, s.token))
        return refuse('forbidden', 'host.badHandOff');
      return this.moveSeat(seat, person, true);
    }
    const away = this.awaySeat(seat);
    if ('code' in away) return away;
    if (this.requests.find('claimSeat', seat)) return refuse('forbidden', 'host.alreadyAsked', { name: away.name });
    this.requests.open('claimSeat', seat, person, address);
    return this.tell();
  }

  /** The creator's (when present) or a voter's yes or no to a request. */
  approve(token: string, id: string, yes: boolean): SeatMove | Failure | null {
    const r = this.requests.get(id);
    if (!r) return refuse('forbidden', 'host.requestGone');
    const p = this.presence();
    if (!this.requests.mayDecide(p, token)) return refuse('forbidden', p.creatorPresent ? 'host.creatorDecides' : 'host.playersDecide');
    if (r.by.token === token) return refuse('forbidden', 'host.yourRequest');
    if (!yes) {
      this.requests.drop(r);
      return this.tell();
    }
    r.approvals.add(token);
    return this.decide(r);
  }

  /** Carries out a request once it has the yes it needs. */
  private decide(r: SeatRequest): SeatMove | Failure | null {
    if (!this.requests.approved(r, this.presence())) return this.tell();
    this.requests.drop(r);
    // The newcomer may have been kicked, sat elsewhere here, or be on a device kicked since they asked.
    if (r.kind !== 'standIn' && !this.mayGain(r.by.token, r.address)) return this.tell();
    if (r.kind === 'takeOver') return this.takeOver(r.seat, r.by);
    const s = this.meta.seats[r.seat];
    if (this.meta.status !== 'playing' || s?.kind !== 'human' || this.hooks.isConnected(s.token)) return this.tell();
    if (r.kind === 'claimSeat') return this.moveSeat(r.seat, r.by, false);
    this.commit(() => { s.standIn = true; });
    this.game.timers.makeBot(r.seat, 'basic');
    this.note('table.standIn', r.seat);
    this.game.timers.plan();
    return this.tell();
  }

  /** An approved `takeOver`: the bot's (or open) seat becomes `person`'s, not held since the deal. */
  private takeOver(seat: Seat, person: Person): SeatMove | null {
    const current = this.meta.seats[seat];
    if (this.meta.status !== 'playing' || !current || current.kind === 'human') return this.tell();
    this.commit(() => { this.meta.seats[seat] = { kind: 'human', ...this.identityAt(seat, person), token: person.token, ready: false }; });
    this.requests.dropSeat(seat);
    if (current.kind === 'bot') this.game.timers.dropBot(seat);
    this.note('table.tookOver', seat);
    this.game.timers.plan();
    return { seat, from: null, to: person.token };
  }

  /**
   * The seat becomes `person`'s (their token); the old token loses it. `sameOwner`: moved with the owner's
   * hand-off code (it stays held since the deal); else (an approved claim) it is not.
   */
  private moveSeat(seat: Seat, person: Person, sameOwner: boolean): SeatMove {
    const s = this.meta.seats[seat] as HumanSeat;
    const from = s.token;
    this.commit(() => {
      s.token = person.token;
      s.standIn = false;
      if (!sameOwner) delete s.sinceDeal;
      if (this.meta.creatorToken === from) this.meta.creatorToken = person.token;
    });
    this.awaySince.delete(from);
    this.requests.dropSeat(seat);
    this.game.timers.dropBot(seat);
    this.note('table.seatMoved', seat);
    if (this.state) this.game.timers.plan();
    return { seat, from, to: person.token };
  }

  /** A seated person's one-time code to move their seat to another device. */
  handOff(token: string): { seat: Seat; code: string } | Failure {
    const seat = this.seatOf(token);
    if (seat === null) return refuse('no_seat', 'host.notSeated');
    if (this.meta.status === 'finished') return refuse('forbidden', 'host.over');
    return { seat, code: this.requests.handOff(seat, token) };
  }

  private tell(): null {
    this.game.changed({ room: true });
    return null;
  }

  /**
   * A person's move for their own seat, made on the state of `moveNo` moves.
   * The host checks only that the game runs, the person sits here and the move
   * is not stale (nothing but other seats' moves of the same simultaneous step
   * came since: see GameRunner.notStale); the engine checks the rest (game
   * over, shape, seat, turn, rules).
   */
  move(token: string, move: unknown, moveNo: number): Failure | null {
    if (this.meta.status === 'lobby' || !this.state) return refuse('not_started', 'host.notStarted');
    const seat = this.seatOf(token);
    if (seat === null) return refuse('no_seat', 'host.watchersCannotPlay');
    if (!this.game.notStale(seat, moveNo))
      return refuse('stale', 'host.stale', { moveNo, now: this.moves.length });
    return this.game.accept(seat, move);
  }

  /** Runs `cb` after the broadcast of every move accepted so far (so a reply follows its state frame). */
  afterBroadcast(cb: () => void): void {
    this.game.afterBroadcast(cb);
  }

  /** Resolves when no move is waiting for its fsync. */
  idle(): Promise<void> {
    return new Promise((resolve) => this.afterBroadcast(resolve));
  }

  /** Stops bots, system moves and turn clocks for good (the host is closing); the clocks' time left is saved. */
  stopTimers(): void {
    this.game.timers.halt();
    if (this.meta.status === 'playing' && (this.meta.turnTimer ?? 'off') !== 'off') this.saveClocks();
    this.game.clocks.stop();
  }

  /**
   * Puts the meta in the store's journal; the table's next flush writes it (asynchronously), and
   * nothing the table sends from now on goes out before that flush is done.
   */
  save(): void {
    if (this.game.closed) return;
    this.hooks.store.saveMeta(this.meta);
    this.game.persist();
  }

  /** Saves what only adds to the table (a note, the clocks' time left): a failed save is logged, the play goes on. */
  private saveOrWarn(what: string): void {
    try { this.save(); } catch (e) { this.hooks.log('warn', `table ${this.id}: ${what} could not be saved: ${(e as Error).message}`); }
  }

  /** The turn clocks' time left, saved with the table. */
  private saveClocks(): void {
    this.meta.clocks = this.game.clocks.left();
    this.saveOrWarn('the turn clocks');
  }

  /**
   * Changes the meta with `fn` and saves it. If the save fails, the meta is put
   * back exactly as it was and the error goes on (the client hears "internal:
   * … nothing changed", which is then true, in memory and on disk).
   */
  commit(fn: () => void): void {
    const before = structuredClone(this.meta);
    try {
      fn();
      this.save();
    } catch (e) {
      putBack(this.meta, before);
      throw e;
    }
  }

  private commitAndTell(fn: () => void): null {
    this.commit(fn);
    this.game.changed({ room: true });
    return null;
  }

  close(): void {
    this.game.timers.clear();
    this.game.closed = true;
  }
}

/** Makes `meta` (the same object: others hold it) equal to `before` again. */
function putBack(meta: TableMeta, before: TableMeta): void {
  for (const k of Object.keys(meta)) delete (meta as unknown as Record<string, unknown>)[k];
  Object.assign(meta, before);
}
