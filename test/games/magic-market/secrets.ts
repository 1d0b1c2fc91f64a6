/**
 * The secrets contract for Magic Market: everything a seat must not know
 * right now is changed, consistently — the hidden symbols of the Visitors
 * not being shown (permuted among their spaces), the future dice (the
 * generator), the Stands others are still choosing in secret, and which
 * Objects a Visitor will take (seen by its seller only) — and, for the log,
 * which landmark each hidden Visitor stands by. Once the game is over nothing is secret: every Visitor is
 * turned up on the end screen, so the symbols are left as they are.
 */
import { cloneJson } from '../../../src/shared/engine/draft.js';
import { makeRandom, seedRng } from '../../../src/shared/engine/rng.js';
import type { Seat } from '../../../src/shared/engine/types.js';
import { LANDMARKS, objectsOfColour } from '../../../src/shared/games/magic-market/data.js';
import { colourOf, type MarketState } from '../../../src/shared/games/magic-market/state.js';

export function scrambleSecrets(state: MarketState, seat: Seat | null, seed: string): MarketState {
  const s = cloneJson(state);
  const r = makeRandom(`${seed}/market-secrets`);
  const shown = new Set(s.shown?.spaces ?? []);
  const hidden = s.phase === 'over' ? [] : s.visitors.map((_, i) => i).filter((i) => !shown.has(i));
  const permuted = r.shuffled(hidden.map((i) => s.visitors[i]));
  hidden.forEach((space, k) => { s.visitors[space] = permuted[k]; });
  s.rng = seedRng(`${seed}/market-dice`);
  if (s.step.kind === 'stand') {
    s.standChoice = s.standChoice.map((choice, p) =>
      choice === null || p === seat ? choice : r.shuffled(objectsOfColour(colourOf(s, p)).map((o) => o.id)).slice(0, choice.length));
  }
  if (s.step.kind === 'sell' && seat !== s.current) {
    s.step = { ...s.step, options: r.shuffled(s.stands[s.current]).slice(0, Math.max(1, s.step.options.length)) };
  }
  return s;
}

/**
 * The log's half of the contract (issue 12): a Visitor is known only through
 * its landmark, so a log that tells nothing about the hidden Visitors reads
 * the same if the hidden Visitors had stood by each other's landmarks. This
 * relabels, in rendered log lines, the landmarks of the spaces not shown now
 * by a random permutation (a derangement when possible); a line that names
 * a hidden Visitor's landmark changes, whatever its wording.
 */
export function relabelHiddenLandmarks(lines: readonly string[], state: MarketState, seed: string): string[] {
  const shown = new Set(state.shown?.spaces ?? []);
  const hidden = LANDMARKS.filter((_, space) => !shown.has(space));
  if (hidden.length < 2) return lines.slice();
  const r = makeRandom(`${seed}/landmarks`);
  let order = r.shuffled(hidden);
  for (let k = 0; k < 20 && order.some((l, i) => l === hidden[i]); k++) order = r.shuffled(hidden);
  const to = new Map(hidden.map((l, i) => [l, order[i]]));
  const re = new RegExp(`\\b(${hidden.join('|')})\\b`, 'g');
  return lines.map((line) => line.replace(re, (l) => to.get(l as (typeof LANDMARKS)[number])!));
}
