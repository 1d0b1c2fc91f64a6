/**
 * The secrets contract for Magic Market: everything a seat must not know
 * right now is changed, consistently — the hidden symbols of the Visitors
 * not being shown (permuted among their spaces), the future dice (the
 * generator), the Stands others are still choosing in secret, and which
 * Objects a Visitor will take (seen by its seller only).
 */
import { cloneJson } from '../../../src/shared/engine/draft.js';
import { makeRandom, seedRng } from '../../../src/shared/engine/rng.js';
import type { Seat } from '../../../src/shared/engine/types.js';
import { objectsOfColour } from '../../../src/shared/games/magic-market/data.js';
import { colourOf, type MarketState } from '../../../src/shared/games/magic-market/state.js';

export function scrambleSecrets(state: MarketState, seat: Seat | null, seed: string): MarketState {
  const s = cloneJson(state);
  const r = makeRandom(`${seed}/market-secrets`);
  const shown = new Set(s.shown?.spaces ?? []);
  const hidden = s.visitors.map((_, i) => i).filter((i) => !shown.has(i));
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
