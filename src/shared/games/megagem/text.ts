/** Player-facing wording shared by the log and the rules screen. */
import { AUCTION_CARDS, COLOR_LABEL, auctionCardName, gemColor } from './data.js';

export const gemName = (id: number) => COLOR_LABEL[gemColor(id)];

/** "Blue", "Blue and Pink", "Blue, Green and Pink"; "nothing" when empty. */
export function listWords(words: readonly string[]): string {
  if (words.length === 0) return 'nothing';
  if (words.length === 1) return words[0];
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export const gemList = (ids: readonly number[]) => listWords(ids.map(gemName));
export const cardName = (id: number) => auctionCardName(AUCTION_CARDS[id]);
export const coinsWord = (n: number) => `${n} coin${n === 1 ? '' : 's'}`;
