import { useEffect, useState } from 'react';
import { tableFromLocation } from '../net/address.js';

/** Where the app is: the lobby (null) or a table (its id), kept in the URL hash so a reload returns there. */
/** A hand-off link's claim (`?table=<id>&seat=<n>&claim=<code>`), read once from the page's address. */
export interface Claim { tableId: string; seat: number; code: string }

let claim: Claim | null = null;

/** The claim this page was opened with for `tableId`, once (a reload asks no more: the seat is held by then). */
export function takeClaim(tableId: string): Claim | null {
  if (!claim || claim.tableId !== tableId) return null;
  const c = claim;
  claim = null;
  return c;
}

/** Was the page opened at the lobby (no table in its address)? Read once at load. */
export const openedAtLobby = typeof location !== 'undefined' && !tableFromLocation(location);

export function useTableRoute(): [string | null, (id: string | null) => void] {
  const [tableId, setTableId] = useState<string | null>(() => {
    const fromLink = tableFromLocation(location);
    const q = new URLSearchParams(location.search);
    const seat = Number(q.get('seat'));
    const code = q.get('claim');
    if (fromLink && code && /^[A-Za-z0-9_-]{16,64}$/.test(code) && Number.isInteger(seat) && seat >= 0) claim = { tableId: fromLink, seat, code };
    // A join link (?table=id) becomes #/table/id so the path stays "/" for the host's static files.
    if (fromLink && location.search) history.replaceState(null, '', `${location.pathname}#/table/${fromLink}`);
    return fromLink;
  });
  useEffect(() => {
    const on = () => setTableId(tableFromLocation(location));
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  const go = (id: string | null) => {
    const hash = id ? `#/table/${id}` : '#/';
    if (location.hash !== hash) location.hash = hash;
    setTableId(id);
  };
  return [tableId, go];
}
