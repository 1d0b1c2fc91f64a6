/** Mission cards: whether a collection completes one, and claiming them after an auction. */
import type { Seat } from '../../engine/types.js';
import { COLORS, MISSIONS, colorIndex, missionWords, type Mission } from './data.js';
import { msg } from './messages.js';
import { ownCollection, type MegaGemState } from './state.js';

/** Gems per colour (in COLORS order) among gem card ids. */
export function countByColor(gems: readonly number[]): number[] {
  const counts = [0, 0, 0, 0, 0];
  for (const g of gems) counts[colorIndex(g)]++;
  return counts;
}

/** Whether a collection with these per-colour counts completes the mission. Gems may serve several missions. */
export function completes(mission: Mission, counts: readonly number[]): boolean {
  const need = mission.need;
  switch (need.kind) {
    case 'colors': {
      const wanted = [0, 0, 0, 0, 0];
      for (const c of need.colors) wanted[COLORS.indexOf(c)]++;
      return wanted.every((w, i) => counts[i] >= w);
    }
    case 'same':
      return counts.some((c) => c >= need.n);
    case 'different':
      return counts.filter((c) => c > 0).length >= need.n;
    case 'pairs':
      return counts.reduce((sum, c) => sum + Math.floor(c / 2), 0) >= need.n;
  }
}

/** Step 5: the seat claims every available mission its collection completes (on a draft). */
export function claimMissions(s: MegaGemState, seat: Seat): void {
  const counts = countByColor(s.collections[seat].gems);
  for (let i = 0; i < s.missions.length; i++) {
    const m = s.missions[i];
    if (m.claimedBy !== null) continue;
    const mission = MISSIONS[m.id];
    if (!completes(mission, counts)) continue;
    // The draft may share the missions and the collection with the state: both are replaced, not changed.
    s.missions = s.missions.slice();
    s.missions[i] = { id: m.id, claimedBy: seat };
    ownCollection(s, seat).missions.push(m.id);
    const words = missionWords(m.id);
    s.log.push({ msg: msg('megagem.missionCompleted', { seat: { seat }, mission: { msg: words.name }, need: { msg: words.text }, coins: mission.coins }) });
  }
}
