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

/** Gems per colour a 'colors' mission asks for, counted once per mission card. */
const WANTED = new Map<Mission, readonly number[]>();
function wantedOf(mission: Mission): readonly number[] {
  let wanted = WANTED.get(mission);
  if (!wanted) {
    const w = [0, 0, 0, 0, 0];
    if (mission.need.kind === 'colors') for (const c of mission.need.colors) w[COLORS.indexOf(c)]++;
    WANTED.set(mission, (wanted = w));
  }
  return wanted;
}

/** Whether a collection with these per-colour counts completes the mission. Gems may serve several missions. */
export function completes(mission: Mission, counts: readonly number[]): boolean {
  const need = mission.need;
  switch (need.kind) {
    case 'colors': {
      const wanted = wantedOf(mission);
      for (let i = 0; i < wanted.length; i++) if (counts[i] < wanted[i]) return false;
      return true;
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
