/**
 * The table's reading of a lean view: Objects travel as numbers (their index in `OBJECTS`), and the disc,
 * the corner colours, the clock's hour and the prices are worked out from the game's own data module
 * (`src/shared/games/magic-market/data.ts`, part of the client bundle). The table keeps working with ids.
 */
import {
  CLOSING_HOUR, CORNERS, hour12, OBJECTS, PRICE_COLOURS, type CornerColour, type Landmark, type PriceColour,
} from '../../../shared/games/magic-market/data.js';
import type { Purchase } from '../../../shared/games/magic-market/state.js';
import { discOf, type MarketView } from '../../../shared/games/magic-market/view.js';

type LeanChoices = NonNullable<MarketView['choices']>;
type Choices =
  | Exclude<LeanChoices, { kind: 'stand' | 'sell' | 'refill' | 'offer' | 'answer' | 'give' }>
  | { kind: 'stand'; objects: string[]; size: number }
  | { kind: 'sell' | 'refill'; objects: string[] }
  | { kind: 'offer'; objects: { object: string; seller: number; prices: number[]; affordable: PriceColour[] }[] }
  | { kind: 'answer'; object: string; price: PriceColour; dragos: number; buyer: number }
  | { kind: 'give'; objects: string[]; buyer: number };
type Step = Exclude<MarketView['step'], { kind: 'answer' }> | { kind: 'answer'; seller: number; object: string; price: PriceColour; dragos: number };

export interface TableView extends Omit<MarketView, 'step' | 'stands' | 'reserves' | 'satchels' | 'box' | 'yourStandChoice' | 'choices'> {
  step: Step;
  /** The clock's hour on its face (1–12); its words are the table's catalogue's. */
  hour: number;
  closingHour: number;
  colours: CornerColour[];
  /** The disc: each landmark with its board position and the corner it faces. */
  disc: { landmark: Landmark; position: number; corner: number }[];
  stands: string[][];
  reserves: string[][];
  satchels: Purchase[][];
  box: string[];
  yourStandChoice: string[] | null;
  choices: Choices | null;
}

const id = (n: number): string => OBJECTS[n].id;
const ids = (ns: readonly number[]): string[] => ns.map(id);

function choices(c: LeanChoices | null, dragos: number): Choices | null {
  if (!c) return null;
  switch (c.kind) {
    case 'stand': return { ...c, objects: ids(c.objects) };
    case 'sell': case 'refill': case 'give': return { ...c, objects: ids(c.objects) } as Choices;
    case 'answer': return { ...c, object: id(c.object) };
    case 'offer': return {
      kind: 'offer',
      objects: c.objects.map((o) => {
        const prices = [...OBJECTS[o.object].prices];
        return { object: id(o.object), seller: o.seller, prices, affordable: PRICE_COLOURS.filter((_, i) => prices[i] <= dragos) };
      }),
    };
    default: return c;
  }
}

export function tableView(v: MarketView): TableView {
  return {
    ...v,
    step: v.step.kind === 'answer' ? { ...v.step, object: id(v.step.object) } : v.step,
    hour: hour12(v.clock),
    closingHour: CLOSING_HOUR,
    colours: v.corners.map((c) => CORNERS[c]),
    disc: discOf(v.rotation),
    stands: v.stands.map(ids),
    reserves: v.reserves.map(ids),
    satchels: v.satchels.map((x) => x.map((p) => ({ ...p, object: id(p.object) }))),
    box: ids(v.box),
    yourStandChoice: v.yourStandChoice && ids(v.yourStandChoice),
    choices: choices(v.choices, v.you === null ? 0 : v.dragos[v.you] ?? 0),
  };
}
