/** Setup: shuffle the decks, deal coins and gem hands, reveal four missions and the gem row, reveal the first auction. */
import { seedRng, shuffled } from '../../engine/rng.js';
import type { LogEntry, OptionValues } from '../../engine/types.js';
import {
  ALL_GEM_IDS, AUCTION_CARDS, CHART_IDS, MISSIONS, MISSIONS_REVEALED, SETUP_BY_PLAYERS, gemList, missionWords, type ChartId,
} from './data.js';
import { msg } from './messages.js';
import { noBids, replenishRow, startAuction } from './round.js';
import type { MegaGemState } from './state.js';

/** The auction cards' and the mission cards' ids, in the data's order (what setup shuffles). */
const AUCTION_IDS: readonly number[] = AUCTION_CARDS.map((c) => c.id);
const MISSION_IDS: readonly number[] = MISSIONS.map((m) => m.id);
const byId = (a: number, b: number) => a - b;

export function setup(players: number, options: OptionValues, seed: string): MegaGemState {
  const deal = SETUP_BY_PLAYERS[players];
  if (!deal) throw new Error(`MegaGem is for 3–5 players, not ${players}`);
  const chart = (options.chart ?? 'A') as ChartId;
  if (!CHART_IDS.includes(chart)) throw new Error(`Unknown value chart "${String(options.chart)}"`);
  const rng = seedRng(seed);
  const gemDeck = shuffled(rng, ALL_GEM_IDS);
  const auctionDeck = shuffled(rng, AUCTION_IDS);
  const missions = shuffled(rng, MISSION_IDS).slice(0, MISSIONS_REVEALED);
  const hands: number[][] = [];
  for (let seat = 0; seat < players; seat++) hands.push(gemDeck.splice(gemDeck.length - deal.hand, deal.hand).sort(byId));
  const coins: number[] = [];
  const collections: MegaGemState['collections'] = [];
  for (let seat = 0; seat < players; seat++) {
    coins.push(deal.coins);
    collections.push({ gems: [], loans: [], investments: [], missions: [] });
  }
  const s: MegaGemState = {
    players, rng, log: [], chart, phase: 'bid', round: 0,
    coinTotal: players * deal.coins,
    coins,
    supply: 0,
    hands, gemDeck, row: [], display: [],
    collections,
    missions: missions.map((id) => ({ id, claimedBy: null })),
    auctionDeck, auction: null,
    bids: noBids(players),
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
