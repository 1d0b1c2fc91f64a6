/**
 * The secrets contract for MegaGem: a copy of the state in which everything
 * `seat` (null: a spectator) must not know right now is changed, consistently,
 * and everything it may know is kept.
 *
 * Secret to `seat`: the other players' hands (which gems, not how many), the
 * order and content of the face-down gem deck, the order of the auction deck,
 * the other players' sealed bids before they are revealed, the generator's
 * state (it decides future random tie-breaks), and the private log lines
 * telling other players their starting hands.
 */
import { makeRandom, seedRng } from '../../../src/shared/engine/rng.js';
import type { Seat } from '../../../src/shared/engine/types.js';
import { bidLimit } from '../../../src/shared/games/megagem/bidding.js';
import { dealEntry } from '../../../src/shared/games/megagem/setup.js';
import { cloneState, type MegaGemState } from '../../../src/shared/games/megagem/state.js';

export function scrambleSecrets(state: MegaGemState, seat: Seat | null, seed: string): MegaGemState {
  const r = makeRandom(`scramble:${seed}`);
  const s = cloneState(state);
  const others = Array.from({ length: s.players }, (_, i) => i).filter((i) => i !== seat);

  // Unseen gem cards: other hands and the deck, dealt again with the same counts.
  const unseen = r.shuffled([...s.gemDeck, ...others.flatMap((i) => s.hands[i])]);
  for (const i of others) s.hands[i] = unseen.splice(0, s.hands[i].length).sort((a, b) => a - b);
  s.gemDeck = unseen;
  s.auctionDeck = r.shuffled(s.auctionDeck);

  // Sealed bids of others, while bidding is open: any legal amount.
  if (s.phase === 'bid') for (const i of others) if (s.bids[i] !== null) s.bids[i] = r.int(bidLimit(s, i) + 1);

  // A fresh generator (not derived from the real one).
  s.rng = seedRng(`rng:${seed}:${r.int(1 << 30)}`);

  // The other players' private deal lines, consistent with their new hands
  // (their starting hand = what they revealed + what they hold).
  s.log = s.log.map((entry) => {
    const owner = entry.to?.length === 1 ? entry.to[0] : null;
    if (owner === null || owner === seat || entry.msg.id !== 'megagem.dealt') return entry;
    const start = [...s.display.filter((d) => d.seat === owner).map((d) => d.gem), ...s.hands[owner]].sort((a, b) => a - b);
    return { ...entry, msg: dealEntry(owner, start).msg };
  });
  return s;
}
