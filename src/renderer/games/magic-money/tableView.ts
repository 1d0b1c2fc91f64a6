/**
 * The table's reading of a lean view: creatures travel as ids (their printed numbers and ability come from
 * the game's own data module through `creatureView`), ledger entries as compact tuples (`readEntry`), and
 * the opening cap is worked out from the last winning price (`openingCap`, amounts.ts).
 */
import { openingCap, openingOneWhy } from '../../../shared/games/magic-money/amounts.js';
import { creatureView, readEntry, type CreatureView, type Entry, type LedgerView, type MMView } from '../../../shared/games/magic-money/view.js';

export interface TableEntry extends Entry { side: 'public' | 'private' }
export interface TableLedger extends Omit<LedgerView, 'public' | 'private'> { public: TableEntry[]; private: TableEntry[] }

export interface TableView extends Omit<MMView, 'offer' | 'last' | 'ledgers' | 'adopted' | 'ability'> {
  offer: CreatureView | null;
  /** The most the active player may open with now. */
  openCap: string;
  /** Why the opening must be 1 (the first auction, a win under 10, a tenth that rounds down to 1), else null. */
  openWhy: ReturnType<typeof openingOneWhy>;
  last: (Omit<NonNullable<MMView['last']>, 'creature'> & { creature: CreatureView }) | null;
  ledgers: TableLedger[];
  adopted: CreatureView[][];
  ability: (Omit<NonNullable<MMView['ability']>, 'creature'> & { creature: CreatureView }) | null;
}

export function tableView(v: MMView): TableView {
  return {
    ...v,
    offer: v.offer === null ? null : creatureView(v.offer),
    openCap: openingCap(v.lastWin),
    openWhy: openingOneWhy(v.lastWin),
    last: v.last && { ...v.last, creature: creatureView(v.last.creature) },
    ledgers: v.ledgers.map((l) => ({
      ...l,
      public: l.public.map((e) => ({ ...readEntry(e), side: 'public' as const })),
      private: l.private.map((e) => ({ ...readEntry(e), side: 'private' as const })),
    })),
    adopted: v.adopted.map((ids) => ids.map(creatureView)),
    ability: v.ability && { ...v.ability, creature: creatureView(v.ability.creature) },
  };
}
