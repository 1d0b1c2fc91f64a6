/** Setup: shuffle the decks, deal coins and gem hands, reveal four missions and the gem row, reveal the first auction. */
import { seedRng, shuffled } from '../../engine/rng.js';
import type { OptionValues } from '../../engine/types.js';
import {
  ALL_GEM_IDS, AUCTION_CARDS, CHART_IDS, MISSIONS, MISSIONS_REVEALED, SETUP_BY_PLAYERS, type ChartId,
} from './data.js';
import { replenishRow, startAuction } from './round.js';
import type { MegaGemState } from './state.js';
import { gemList } from './text.js';

export function setupGame(players: number, options: OptionValues, seed: string): MegaGemState {
  const deal = SETUP_BY_PLAYERS[players];
  if (!deal) throw new Error(`MegaGem is for 3–5 players, not ${players}`);
  const chart = (options.chart ?? 'A') as ChartId;
  if (!CHART_IDS.includes(chart)) throw new Error(`Unknown value chart "${String(options.chart)}"`);
  const rng = seedRng(seed);
  const gemDeck = shuffled(rng, ALL_GEM_IDS);
  const auctionDeck = shuffled(rng, AUCTION_CARDS.map((c) => c.id));
  const missions = shuffled(rng, MISSIONS.map((m) => m.id)).slice(0, MISSIONS_REVEALED);
  const hands = Array.from({ length: players }, () => gemDeck.splice(gemDeck.length - deal.hand, deal.hand).sort((a, b) => a - b));
  const s: MegaGemState = {
    players, rng, log: [], chart, phase: 'bid', round: 0,
    coinTotal: players * deal.coins,
    coins: Array(players).fill(deal.coins),
    supply: 0,
    hands, gemDeck, row: [], display: [],
    collections: Array.from({ length: players }, () => ({ gems: [], loans: [], investments: [], missions: [] })),
    missions: missions.map((id) => ({ id, claimedBy: null })),
    auctionDeck, auction: null,
    bids: Array(players).fill(null),
    lastAuction: null, revealer: null,
  };
  s.log.push({ text: `MegaGem for ${players} players with Value Chart ${chart}: everyone starts with ${deal.coins} coins and ${deal.hand} secret gem cards.` });
  for (let seat = 0; seat < players; seat++)
    s.log.push({ text: dealText(seat, hands[seat]), to: [seat], others: `{seat:${seat}} was dealt ${deal.hand} gem cards.` });
  s.log.push({ text: `Missions on offer: ${missions.map((id) => MISSIONS[id].name).join(', ')}.` });
  replenishRow(s);
  startAuction(s);
  return s;
}

/** The private log line telling a seat its starting hand. */
export function dealText(seat: number, hand: readonly number[]): string {
  return `{seat:${seat}} was dealt ${gemList(hand)}.`;
}
