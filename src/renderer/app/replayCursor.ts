/**
 * Where a replay reader wants to be, apart from React: the move and the view asked for last, and the
 * game's length once the host told it. A key pressed while the replay still loads counts (its move is
 * held to the game's length when that arrives); keys held down ask no flood (the newest wish wins).
 */
export type ReplayView = 'public' | number;
export interface ReplayWish { readonly moveNo: number; readonly view: ReplayView }

export class ReplayCursor {
  wish: ReplayWish = { moveNo: 0, view: 'public' };
  /** The game's number of moves, or null before the first answer. */
  length: number | null = null;

  /** The reader asks for a move (and a view); false when that is what was asked already. */
  go(moveNo: number, view: ReplayView = this.wish.view): boolean {
    const to = Math.max(0, this.length === null ? moveNo : Math.min(this.length, moveNo));
    if (to === this.wish.moveNo && view === this.wish.view) return false;
    this.wish = { moveNo: to, view };
    return true;
  }

  /** The host answered `asked` and told the game's length: true when the reader now wants something else. */
  answered(asked: ReplayWish, length: number | null): boolean {
    if (length !== null) {
      this.length = length;
      if (this.wish.moveNo > length) this.wish = { ...this.wish, moveNo: length };
    }
    return this.wish.moveNo !== asked.moveNo || this.wish.view !== asked.view;
  }
}
