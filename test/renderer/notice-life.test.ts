/**
 * Banner notices go when the person moves on (issue 32: "That table was closed." stayed through the lobby, the rules,
 * the history and the next game). A notice that brought the person to a screen (closed, kicked, moved) stays there and
 * goes with the next screen; one that came on a screen (a refusal) goes when they leave it.
 */
import { describe, expect, it } from 'vitest';
import { NoticeLife } from '../../src/renderer/app/noticeLife.js';
import { initialSession, reduceHost, type Notice } from '../../src/renderer/net/session.js';

/** The banner's notices, as the app keeps them (dropped ones removed), on the screen last shown. */
function banner(start: string) {
  const life = new NoticeLife(start);
  let notices: Notice[] = [];
  let screen = start;
  const show = (next: string) => {
    screen = next;
    const drop = new Set(life.update(screen, notices));
    notices = notices.filter((n) => !drop.has(n.id));
    return notices.map((n) => n.text);
  };
  return {
    show,
    add(n: Notice) {
      notices = [...notices, n];
      return show(screen);
    },
  };
}

describe('a banner notice lasts until the person moves on', () => {
  it('"That table was closed." stays on the lobby it brought you to, and goes when you open the rules', () => {
    const s = reduceHost(initialSession, { type: 'left', tableId: 't1', reason: 'closed' });
    const closed = s.state.notices.at(-1)!;
    expect(closed.carries).toBe(true);
    const b = banner('table/t1');
    expect(b.add(closed)).toEqual([closed.text]);
    expect(b.show('lobby')).toEqual([closed.text]);
    expect(b.show('lobby')).toEqual([closed.text]);
    expect(b.show('how/megagem')).toEqual([]);
  });

  it('a refusal stays on its screen, whatever else changes, and goes with the next screen', () => {
    const b = banner('table/t1');
    const refused: Notice = { id: 9001, kind: 'error', text: 'Not your turn' };
    expect(b.add(refused)).toEqual(['Not your turn']);
    expect(b.show('table/t1')).toEqual(['Not your turn']);
    expect(b.show('lobby')).toEqual([]);
  });

  it('a notice dismissed by hand is forgotten; a later one is tracked on its own', () => {
    const life = new NoticeLife('lobby');
    expect(life.update('lobby', [{ id: 1 }])).toEqual([]);
    expect(life.update('lobby', [])).toEqual([]);
    expect(life.update('table/a', [{ id: 2 }])).toEqual([]);
    expect(life.update('lobby', [{ id: 2 }])).toEqual([2]);
  });
});
