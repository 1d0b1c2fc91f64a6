/**
 * The one way a game makes a new state: `produce` hands the recipe a draft
 * (a copy made by the game's `clone`, by default a deep copy of the plain
 * JSON state), lets it change the draft, and returns the draft — or the
 * recipe's refusal, with the original untouched.
 *
 *   return produce(state, (s) => {
 *     if (s.coins[seat] < bid) return refuse('illegal', '<game>.overCoins', { coins: s.coins[seat] });
 *     s.coins[seat] -= bid;
 *   });
 *
 * The log is appended, never copied: after its first move a state's `log` is
 * an append-only view (`AppendLog`: an array-like, read-only proxy over
 * storage shared by the states of one game) of its first `n` entries. The
 * draft's log pushes onto the shared storage; older states keep their own
 * length, so they never see it. Appending to an older state's log (a branch:
 * a search trying two moves from one state) copies its entries once. A plain
 * array is accepted wherever a log is (setup, tests, JSON), and is copied once
 * at its first append. So a move's cost does not grow with the game's length.
 *
 * What is shared: the log's entries and whatever a game's `clone` chooses not
 * to copy (fixed data); every array and object a move can change is copied by
 * the clone. (A copy-on-write draft of proxies, copying only what a recipe
 * writes, was built and measured: V8's proxies made every rule's reads 3–5×
 * slower, more than the copies it saved on these small states.)
 *
 * States are never changed in place. With `setAutoFreeze(true)` (the tests'
 * setup turns it on) every state `produce` takes or returns is deep-frozen, so
 * a rule or a caller that writes to a state instead of a draft throws.
 */
import type { ApplyResult, Refused } from './types.js';

/** Deep copy of plain JSON data (objects, arrays, primitives); an AppendLog becomes a plain array. */
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneJson(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value as Record<string, unknown>) out[key] = cloneJson((value as Record<string, unknown>)[key]);
  return out as T;
}

type Obj = Record<PropertyKey, unknown>;

let autoFreeze = false;
/** Deep-freeze every state `produce` takes and makes (tests; a development flag). */
export function setAutoFreeze(on: boolean): void { autoFreeze = on; }

// ---------------------------------------------------------------------------
// The append-only log

const LOG = Symbol('appendLog');

/** One view of a log: the first `n` entries of `entries` (shared, only ever pushed to). */
interface LogRec {
  entries: unknown[];
  n: number;
  /** A draft's log: pushes are allowed. */
  writable: boolean;
  /** `entries` belongs to someone else (a plain array given as the log): copy before the first push. */
  borrowed: boolean;
  /** A draft's `push`, made at its first use: appends without going through the proxy's traps per entry. */
  push?: (...items: unknown[]) => number;
}

const logRec = (target: unknown[]): LogRec => (target as unknown as { rec: LogRec }).rec;

function indexOf(p: PropertyKey): number {
  if (typeof p !== 'string') return -1;
  const c = p.charCodeAt(0);
  if (c < 48 || c > 57) return -1;
  const i = Number(p);
  return Number.isInteger(i) && String(i) === p ? i : -1;
}

function readOnly(): never {
  throw new TypeError('A game log is append-only and a state is never changed in place (write to the draft produce gives)');
}

function logPush(r: LogRec, value: unknown): void {
  if (r.borrowed || r.entries.length !== r.n) {
    r.entries = r.entries.slice(0, r.n);
    r.borrowed = false;
  }
  if (autoFreeze) deepFreeze(value);
  r.entries.push(value);
  r.n++;
}

/**
 * A draft log's `push` (one entry at a time nearly always: no rest array is made for it). Anonymous: under tsx (the
 * tests, the benches) a named function made at every move costs a `__name` call; `npm run sim` is bundled without.
 */
function draftPush(r: LogRec): (...items: unknown[]) => number {
  return function (): number {
    if (!r.writable) readOnly();
    // eslint-disable-next-line prefer-rest-params -- read by index: no array is made for the entries pushed
    for (let i = 0; i < arguments.length; i++) logPush(r, arguments[i]);
    return r.n;
  };
}

const logHandler: ProxyHandler<unknown[]> = {
  get(t, p) {
    const r = logRec(t);
    if (p === LOG) return r;
    if (p === 'length') return r.n;
    if (p === 'push' && r.writable) return r.push ??= draftPush(r);
    const i = indexOf(p);
    if (i >= 0) return i < r.n ? r.entries[i] : undefined;
    return (Array.prototype as unknown as Obj)[p as string];
  },
  has(t, p) {
    const r = logRec(t);
    if (p === 'length') return true;
    const i = indexOf(p);
    return i >= 0 ? i < r.n : p in Array.prototype;
  },
  ownKeys(t) {
    const n = logRec(t).n;
    const keys: string[] = new Array(n + 1);
    for (let i = 0; i < n; i++) keys[i] = String(i);
    keys[n] = 'length';
    return keys;
  },
  getOwnPropertyDescriptor(t, p) {
    const r = logRec(t);
    if (p === 'length') return { value: r.n, writable: true, enumerable: false, configurable: false };
    const i = indexOf(p);
    if (i >= 0 && i < r.n) return { value: r.entries[i], writable: r.writable, enumerable: true, configurable: true };
    return undefined;
  },
  set(t, p, value) {
    const r = logRec(t);
    if (!r.writable) readOnly();
    if (p === 'length' && value === r.n) return true;
    if (indexOf(p) === r.n) { logPush(r, value); return true; }
    return readOnly();
  },
  defineProperty(t, p, desc) {
    const r = logRec(t);
    if (r.writable && indexOf(p) === r.n && 'value' in desc) { logPush(r, desc.value); return true; }
    return readOnly();
  },
  deleteProperty: readOnly,
  preventExtensions: () => false,
  setPrototypeOf: readOnly,
};

/**
 * The log made last and its record: the next move nearly always starts from the state the last one made, so
 * `recordOf` finds that log's record here without a call through the proxy's `get` trap (several times dearer).
 */
let lastLog: unknown = null;
let lastRec: LogRec | null = null;

function makeLog(rec: LogRec): unknown[] {
  // The target is an array (so Array.isArray, JSON and test matchers see one) that holds only the record.
  const target: unknown[] = [];
  (target as unknown as { rec: LogRec }).rec = rec;
  const log = new Proxy(target, logHandler);
  lastLog = log;
  lastRec = rec;
  return log;
}

/** An AppendLog's record, or undefined for anything else. */
function recordOf(log: unknown): LogRec | undefined {
  if (log === lastLog) return lastRec!;
  return typeof log === 'object' && log !== null ? (log as Obj)[LOG] as LogRec | undefined : undefined;
}

function recOf(log: readonly unknown[]): LogRec {
  const r = recordOf(log);
  return r ? { entries: r.entries, n: r.n, writable: false, borrowed: r.borrowed, push: undefined } : { entries: log as unknown[], n: log.length, writable: false, borrowed: true, push: undefined };
}

/**
 * The log `log` with `entries` appended, as a new AppendLog; `log` itself is
 * unchanged. Costs what it appends (for a move that changes nothing else).
 */
export function appendLog<E>(log: readonly E[], ...entries: E[]): E[] {
  const r = recOf(log);
  for (const e of entries) logPush(r, e);
  return makeLog(r) as E[];
}

/** Deep-freezes plain data; stops at what is frozen already (shared parts of earlier states) and at logs. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  // An AppendLog is read-only already, and its entries were frozen as they were appended.
  if ((value as Obj)[LOG]) return value;
  Object.freeze(value);
  for (const k of Object.keys(value)) deepFreeze((value as Obj)[k]);
  return value;
}

/**
 * The draft's log: a copy of `log` that can only be appended to (cheaply),
 * for a game's `clone`. `produce` turns it back into a read-only log.
 */
export function draftLog<E>(log: readonly E[]): E[] {
  const r = recOf(log);
  r.writable = true;
  return makeLog(r) as E[];
}

function sealLog(log: unknown): unknown {
  const rec = recordOf(log);
  // The draft's log is the draft's alone (`draftLog` made its record): it becomes read-only in place.
  if (rec?.writable) rec.writable = false;
  return log;
}

/**
 * The default draft: a deep copy of the state, except that the log is a draft
 * log sharing the entries (they are only ever appended to, never changed).
 */
function cloneState<S>(state: S): S {
  const s = state as S & { log?: unknown };
  if (!s || typeof s !== 'object' || !Array.isArray(s.log)) return cloneJson(state);
  const out: Record<string, unknown> = {};
  for (const key in s as Record<string, unknown>) {
    const v = (s as Record<string, unknown>)[key];
    out[key] = key === 'log' ? draftLog(v as unknown[]) : cloneJson(v);
  }
  return out as S;
}

/**
 * The recipe returns nothing to accept the change, or a refusal (from the
 * game's `refuse`). `clone` makes the draft: a game whose state is large may
 * give a cheaper copy that still shares nothing the recipe can change (and
 * whose log is `draftLog(state.log)`).
 */
export function produce<S>(state: S, recipe: (draft: S) => Refused | void | undefined, clone: (s: S) => S = cloneState): ApplyResult<S> {
  if (autoFreeze) deepFreeze(state);
  const draft = clone(state) as S & { log?: unknown };
  const refused = recipe(draft);
  const before = (state as { log?: unknown } | null)?.log;
  if (refused) {
    // Take back pushes made onto shared storage (harmless, but the next append would then copy).
    const rec = recordOf(draft.log);
    if (rec && Array.isArray(before)) {
      const was = recOf(before);
      if (!was.borrowed && rec.entries === was.entries && rec.entries.length === rec.n) rec.entries.length = was.n;
    }
    return refused;
  }
  if (draft && typeof draft === 'object' && 'log' in draft) draft.log = sealLog(draft.log);
  if (autoFreeze) deepFreeze(draft);
  return { ok: true, state: draft };
}

/**
 * Copy before write for a game whose move drafts share their lists with the state before (Magic Market,
 * Magical Library): `beginDraft(s)` when a move's draft `s` is made, `endDraft()` when the move is over;
 * `own(s, list)` gives `list` writable — itself when the draft made it during this move, else a copy the draft
 * owns from then on (outside a draft it always copies); `adopt(list)` marks a list the draft made itself.
 */
export function listOwnership<S extends object>() {
  let drafting: S | null = null;
  const owned: unknown[] = [];
  return {
    beginDraft(s: S): void {
      drafting = s;
      owned.length = 0;
    },
    endDraft(): void {
      drafting = null;
      owned.length = 0;
    },
    own<T>(s: S, list: T[]): T[] {
      if (s === drafting) for (let i = 0; i < owned.length; i++) if (owned[i] === list) return list;
      const copy = list.slice();
      if (s === drafting) owned.push(copy);
      return copy;
    },
    adopt(list: unknown[]): void {
      owned.push(list);
    },
  };
}
