/** Invariants every reachable Magical Library state keeps (checked after every move of the property runs). */
import { deckFor } from '../../../src/shared/games/magical-library/data.js';
import type { LibraryState } from '../../../src/shared/games/magical-library/state.js';

const decks = new Map<string, Set<string>>();
function deckSet(modules: string[]): Set<string> {
  const key = modules.join();
  if (!decks.has(key)) decks.set(key, new Set(deckFor(modules as never)));
  return decks.get(key)!;
}

export function libraryInvariant(s: LibraryState): void {
  // Cards are conserved across deck, discard, hands, face-down passes and displays.
  const all = [...s.deck, ...s.discard, ...s.hands.flat(), ...s.displays.flatMap((d) => Object.values(d))];
  // A face-down distribution names the three cards still in that hand until everyone has distributed.
  s.pending.forEach((p, seat) => {
    if (p && [p.keep, p.left, p.right].sort().join() !== [...s.hands[seat]].sort().join()) throw new Error(`seat ${seat}: distribution not from hand`);
  });
  const expected = deckSet(s.modules);
  const distinct = new Set(all);
  if (all.length !== expected.size || distinct.size !== all.length || all.some((id) => !expected.has(id)))
    throw new Error(`cards not conserved: ${all.length} cards, ${distinct.size} distinct, ${expected.size} expected`);
  const placedWizards = s.players && s.wizards.map((w) => w.length);
  for (let seat = 0; seat < s.players; seat++) {
    const ws = s.wizards[seat];
    const d = s.displays[seat];
    // Displays are connected and grow by 3 per round.
    const keys = Object.keys(d);
    const seen = new Set([keys[0]]);
    const stack = [keys[0]];
    while (stack.length) {
      const [x, y] = stack.pop()!.split(',').map(Number);
      for (const k of [`${x + 1},${y}`, `${x - 1},${y}`, `${x},${y + 1}`, `${x},${y - 1}`]) if (d[k] && !seen.has(k)) { seen.add(k); stack.push(k); }
    }
    if (seen.size !== keys.length) throw new Error(`seat ${seat}: display not connected`);
    // Wizard rules: on a card, one per card, never orthogonally adjacent; at most one per round; at most one golden.
    for (const w of ws) if (!d[`${w.x},${w.y}`]) throw new Error(`seat ${seat}: wizard off the display`);
    for (let i = 0; i < ws.length; i++) for (let j = i + 1; j < ws.length; j++) {
      const dist = Math.abs(ws[i].x - ws[j].x) + Math.abs(ws[i].y - ws[j].y);
      if (dist <= 1) throw new Error(`seat ${seat}: wizards ${JSON.stringify(ws[i])} and ${JSON.stringify(ws[j])} break the rules`);
    }
    if (ws.filter((w) => w.golden).length > (s.modules.includes('m8') ? 1 : 0)) throw new Error(`seat ${seat}: golden wizard misuse`);
    const total = ws.length + s.supply[seat] + (s.golden[seat] ? 1 : 0) + s.forfeited[seat];
    if (total !== 5) throw new Error(`seat ${seat}: wizards not conserved (${total})`);
    const roundsDone = s.phase === 'over' ? 5 : s.round - 1 + (s.phase === 'wizard' && s.done[seat] ? 1 : 0);
    if (ws.length + s.forfeited[seat] !== roundsDone) throw new Error(`seat ${seat}: ${ws.length} wizards after ${roundsDone} rounds`);
    const cardsExpected = s.phase === 'over' || s.phase === 'wizard' ? 1 + 3 * s.round : 1 + 3 * (s.round - 1) + (s.phase === 'place' ? 3 - s.hands[seat].length : 0);
    if (keys.length !== cardsExpected) throw new Error(`seat ${seat}: ${keys.length} cards in display, expected ${cardsExpected}`);
  }
  void placedWizards;
}
