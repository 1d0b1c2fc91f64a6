/**
 * Magic Market: sell magic Objects to Visitors whose wishes you must
 * remember, shop at the other Stands, be the richest when the market closes.
 */
import { produce } from '../../engine/draft.js';
import { placesFrom, winnersOf } from '../../engine/engine.js';
import type { ApplyResult, GameDefinition, GameResult, Scheduled, Seat } from '../../engine/types.js';
import { SYSTEM } from '../../engine/types.js';
import { createMarketBot } from './bots.js';
import { give, visit } from './closing.js';
import { buyBack } from './magician.js';
import { chooseStand, hide } from './opening.js';
import { answer, offer, pass } from './pal.js';
import { MARKET_RULES } from './rulesText.js';
import { setupMarket } from './setup.js';
import { moveSchema, type MarketMove, type MarketState } from './state.js';
import { viewMarket, type MarketView } from './view.js';
import { refill, reveal, roll, sell } from './visitors.js';

export function toActMarket(s: MarketState): Seat[] {
  if (s.shown) return [];
  const step = s.step;
  switch (step.kind) {
    case 'peek': case 'over': return [];
    case 'stand': return s.standChoice.map((c, seat) => (c ? -1 : seat)).filter((seat) => seat >= 0);
    case 'refill': return [step.seat];
    case 'answer': case 'give': return [step.seller];
    default: return [s.current];
  }
}

function applyMarket(state: MarketState, actor: Seat, move: MarketMove): ApplyResult<MarketState> {
  if (move.type === 'hide') {
    if (actor !== SYSTEM) return { ok: false, error: 'Only the table hides the Visitors again' };
    return produce(state, (s) => hide(s));
  }
  if (actor === SYSTEM) return { ok: false, error: 'The table only hides Visitors' };
  if (state.shown) return { ok: false, error: 'Wait a moment: the table is showing something to everyone' };
  if (!toActMarket(state).includes(actor)) return { ok: false, error: 'It is not your turn to act' };
  return produce(state, (s) => {
    switch (move.type) {
      case 'stand': return chooseStand(s, actor, move.objects);
      case 'roll': return roll(s, actor);
      case 'reveal': return reveal(s, actor, move.landmark);
      case 'sell': return sell(s, actor, move.object);
      case 'refill': return refill(s, actor, move.object);
      case 'offer': return offer(s, actor, move.object, move.price);
      case 'pass': return pass(s, actor);
      case 'accept': return answer(s, actor, true);
      case 'refuse': return answer(s, actor, false);
      case 'visit': return visit(s, actor, move.seller);
      case 'give': return give(s, actor, move.object);
    }
  });
}

function scheduledMarket(s: MarketState): Scheduled<MarketMove> | null {
  return s.shown ? { delayMs: s.shown.ms, move: { type: 'hide' } } : null;
}

export function isOverMarket(s: MarketState): boolean {
  return s.phase === 'over' && !s.shown;
}

export function resultMarket(s: MarketState): GameResult | null {
  if (!isOverMarket(s)) return null;
  const seats = s.dragos.map((dragos, seat) => {
    const bonus = buyBack(s, seat);
    const breakdown = [{ category: 'Dragos', points: dragos }];
    if (s.variant) {
      breakdown.push({
        category: 'Great Magician',
        points: bonus.dragos,
        ...(bonus.lists.length ? { detail: `list${bonus.lists.length > 1 ? 's' : ''} ${bonus.lists.map((i) => i + 1).join(', ')}` } : {}),
      } as { category: string; points: number });
    }
    return { seat, total: dragos + bonus.dragos, breakdown };
  });
  const places = placesFrom(seats.map((x) => x.total));
  return { places, winners: winnersOf(places), seats };
}

export const magicMarket: GameDefinition<MarketState, MarketMove, MarketView> = {
  id: 'magic-market',
  name: 'Magic Market',
  summary: 'Remember what the Visitors want, sell them your magic Objects, shop at the other Stands: the richest at 5 o\'clock wins.',
  minPlayers: 2,
  maxPlayers: 4,
  options: [
    { key: 'variant', label: 'The Passage of the Great Magician', help: 'Clock from 9 o\'clock; the Great Magician buys back completed Satchel lists at the end.', kind: 'boolean', default: false },
  ],
  moveSchema,
  setup: setupMarket,
  toAct: toActMarket,
  apply: applyMarket,
  scheduled: scheduledMarket,
  view: viewMarket,
  isOver: isOverMarket,
  result: resultMarket,
  createBot: createMarketBot,
  rules: MARKET_RULES,
};

export default magicMarket;
