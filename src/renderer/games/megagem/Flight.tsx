/**
 * An auction won while the table is open: what was won (its gems, or the Loan's or Investment's coins) travels from
 * the auction to the winner's collection, so that everyone sees where it went. Decorative only: drawn over the table
 * with `pointer-events: none`, hidden from screen readers, about half a second, never in the way of the next prompt
 * (the table under it is usable at once). Only when motion is wanted (`:root.mt-motion`, ui/motion.ts): with
 * `prefers-reduced-motion: reduce` or the Animations setting off, nothing is drawn.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Coin } from '../../ui/index.js';
import { Gem } from './Gem.js';
import type { TableView } from './tableView.js';

/** How long it travels (ms). */
const FLIGHT_MS = 520;

interface Flight { round: number; winner: number; gems: TableView['row']; coins: string | null }

function motionOn(): boolean {
  return typeof document !== 'undefined' && document.documentElement.classList.contains('mt-motion');
}

/** The flight of the auction just won, if one is under way (none for the auction the table opened on). */
export function useFlight(v: TableView): [Flight | null, () => void] {
  const a = v.lastAuction;
  const round = a?.round ?? null;
  const seen = useRef(round);
  const [flight, setFlight] = useState<Flight | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = round;
    if (a === null || round === null || round === before || (before !== null && round < before) || !motionOn()) return;
    const card = a.cardInfo;
    const coins = card.kind === 'loan' ? String(card.amount) : card.kind === 'investment' ? `+${card.amount}` : null;
    setFlight({ round, winner: a.winner, gems: a.gemCards, coins });
  }, [round, a]);
  const end = useCallback(() => setFlight(null), []);
  return [flight, end];
}

const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });

/** The travelling piece: placed on the auction card, animated to the winner's collection, then gone (`onDone`: stable). */
export function FlightView({ flight, onDone }: { flight: Flight; onDone: () => void }) {
  const el = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const me = el.current;
    const from = document.querySelector('[data-testid=mg-auction-card]') ?? document.querySelector('.mg-auction-zone');
    const to = document.querySelector(`[data-testid=mg-player-${flight.winner}] .mg-collection`) ?? document.querySelector(`[data-testid=mg-player-${flight.winner}]`);
    // Gone after its time even where nothing animates (a skipped animation finishes at once and ends it sooner).
    const end = setTimeout(() => onDone(), FLIGHT_MS + 200);
    if (!me || !from || !to) return () => clearTimeout(end);
    const a = centre(from.getBoundingClientRect());
    const b = centre(to.getBoundingClientRect());
    const size = me.getBoundingClientRect();
    me.style.left = `${a.x - size.width / 2}px`;
    me.style.top = `${a.y - size.height / 2}px`;
    const run = me.animate?.([
      { transform: 'translate(0, 0) scale(1.4)', opacity: 0.4 },
      { transform: `translate(${(b.x - a.x) * 0.5}px, ${(b.y - a.y) * 0.5 - 40}px) scale(1.2)`, opacity: 1, offset: 0.5 },
      { transform: `translate(${b.x - a.x}px, ${b.y - a.y}px) scale(0.8)`, opacity: 0.9 },
    ], { duration: FLIGHT_MS, easing: 'ease-in-out', fill: 'forwards' });
    if (run) run.onfinish = () => onDone();
    return () => { clearTimeout(end); run?.cancel(); };
  }, [flight, onDone]);
  return (
    <div ref={el} className="mg-flight" aria-hidden="true" data-testid="mg-flight">
      {flight.gems.length > 0 ? flight.gems.map((g) => <Gem key={g.id} color={g.color} size={30} decorative />) : flight.coins !== null && <Coin value={flight.coins} />}
    </div>
  );
}
