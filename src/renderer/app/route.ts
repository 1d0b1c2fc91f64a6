import { useEffect, useState } from 'react';
import { tableFromLocation } from '../net/address.js';

/** Where the app is: the lobby (null) or a table (its id), kept in the URL hash so a reload returns there. */
export function useTableRoute(): [string | null, (id: string | null) => void] {
  const [tableId, setTableId] = useState<string | null>(() => {
    const fromLink = tableFromLocation(location);
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
