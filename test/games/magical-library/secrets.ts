/**
 * The secrets contract for Magical Library: `scrambleSecrets(state, seat, seed)`
 * replaces every card `seat` cannot know by another unknown card, through one
 * random permutation applied everywhere the card is named (deck, discard pile,
 * other hands, face-down distributions, received/given lists), and reseeds the
 * generator. Unknown to `seat`: the order and content of the draw pile and the
 * face-down discard pile, and the other hands — except the cards `seat` itself
 * passed this round. Displays and wizards are public and stay as they are.
 */
import { cloneJson } from '../../../src/shared/engine/draft.js';
import { makeRandom, seedRng } from '../../../src/shared/engine/rng.js';
import type { Seat } from '../../../src/shared/engine/types.js';
import type { LibraryState } from '../../../src/shared/games/magical-library/state.js';

export function scrambleSecrets(state: LibraryState, seat: Seat | null, seed: string): LibraryState {
  const r = makeRandom(`scramble:${seed}`);
  const s = cloneJson(state);
  s.rng = seedRng(`scramble-rng:${seed}`);
  const known = new Set<string>(seat === null ? [] : [...s.hands[seat], ...s.given[seat]]);
  const pool: string[] = [...s.deck, ...s.discard];
  s.hands.forEach((hand, t) => { if (t !== seat) for (const id of hand) if (!known.has(id)) pool.push(id); });
  const image = r.shuffled(pool);
  const map = new Map(pool.map((id, i) => [id, image[i]]));
  const m = (id: string) => map.get(id) ?? id;
  s.deck = r.shuffled(s.deck.map(m));
  s.discard = s.discard.map(m);
  s.hands = s.hands.map((hand) => hand.map(m));
  s.pending = s.pending.map((p) => (p ? { keep: m(p.keep), left: p.left === null ? null : m(p.left), right: p.right === null ? null : m(p.right) } : p));
  s.received = s.received.map((ids) => ids.map(m));
  s.given = s.given.map((ids) => ids.map(m));
  return s;
}
