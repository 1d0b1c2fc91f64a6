/**
 * How long a banner notice stays: until the person moves on from the screen where they read it. A notice that
 * comes with a change of screen (the table was closed, you were kicked: the app takes you back to the lobby) stays
 * on the screen it brought you to, and goes with the next one. Errors and notes that come without a change of screen
 * (a refused move) go with the next screen. Nothing here is on a timer: a person who looks away reads it later.
 */
export class NoticeLife {
  /** Each shown notice: the count of screen changes when it was first shown, and whether it came with one. */
  private seen = new Map<number, { at: number; carries: boolean }>();
  private navs = 0;

  constructor(private screen: string) {}

  /** The screen shown and the notices in the banner now; returns the ids of the notices to take away. */
  update(screen: string, notices: readonly { id: number; carries?: boolean }[]): number[] {
    if (screen !== this.screen) {
      this.screen = screen;
      this.navs++;
    }
    const live = new Set(notices.map((n) => n.id));
    for (const id of this.seen.keys()) if (!live.has(id)) this.seen.delete(id);
    for (const n of notices) if (!this.seen.has(n.id)) this.seen.set(n.id, { at: this.navs, carries: !!n.carries });
    const drop: number[] = [];
    for (const [id, s] of this.seen) {
      if (this.navs - s.at > (s.carries ? 1 : 0)) {
        drop.push(id);
        this.seen.delete(id);
      }
    }
    return drop;
  }
}
