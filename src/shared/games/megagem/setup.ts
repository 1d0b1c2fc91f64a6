/** Setup: shuffle the decks, deal coins and gem hands, reveal four missions and the gem row, reveal the first auction. */
import { seedRng, shuffled } from '../../engine/rng.js';
import type { LogEntry, OptionValues } from '../../engine/types.js';
import {
  ALL_GEM_IDS, AUCTION_CARDS, CHART_IDS, MISSIONS, MISSIONS_REVEALED, SETUP_BY_PLAYERS, gemList, missionWords, type ChartId,
} from './data.js';
import { msg } from './messages.js';
import { replenishRow, startAuction } from './round.js';
import type { MegaGemState } from './state.js';

export function setup(players: number, options: OptionValues, seed: string): MegaGemState {
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
  s.log.push({ msg: msg('megagem.setup', { players, chart, coins: deal.coins, hand: deal.hand }) });
  for (let seat = 0; seat < players; seat++) s.log.push(dealEntry(seat, hands[seat]));
  s.log.push({ msg: msg('megagem.missionsOnOffer', { missions: { list: missions.map((id) => ({ msg: missionWords(id).name })) } }) });
  replenishRow(s);
  startAuction(s);
  return s;
}

/** The log entry telling a seat its starting hand (the others learn only how many cards). */
export function dealEntry(seat: number, hand: readonly number[]): LogEntry {
  return {
    msg: msg('megagem.dealt', { seat: { seat }, gems: gemList(hand) }), to: [seat],
    others: msg('megagem.dealtCount', { seat: { seat }, n: hand.length }),
  };
}
