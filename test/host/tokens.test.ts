/**
 * Issue 31, P5: tokens that hold nothing (no seat, no table created, not kicked anywhere) and have had no connection
 * for a day are forgotten (on the host's ManualClock), and a storm of hellos cannot grow the host's memory beyond a
 * bound: the longest unseen of the tokens that hold nothing go first. A forgotten token's hello gets a fresh one.
 */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/main/host/clock.js';
import { TOKEN_LIMITS, forgetTokens } from '../../src/main/host/hello.js';
import { PROTOCOL_VERSION } from '../../src/shared/protocol.js';
import { highCard } from './fixtures/highcard.js';
import { TestClient } from './support/client.js';
import { hostKit, type TestHost } from './support/host.js';

const { host, person } = hostKit({ games: [highCard], idleTableMs: 0 });
const HOUR = 3_600_000;

/** Says hello with `token` on a new connection and says which token the host answered with; closes it again. */
async function comesBack(h: TestHost, token: string): Promise<string> {
  const c = await TestClient.connect(h.port);
  const w = await c.reply({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Back', colour: '#4363d8', token }, 'welcome');
  await c.close();
  return w.you.token;
}

describe('stale tokens', () => {
  it('forgets, after a day unseen, a token that holds nothing; keeps seats, creators, the kicked and the connected', async () => {
    const clock = new ManualClock();
    const h = await host({ clock });
    const ann = await person(h, 'Ann');
    const kim = await person(h, 'Kim');
    const r = await ann.request({ type: 'createTable', game: 'highcard' });
    if (r.type !== 'room') throw new Error(JSON.stringify(r));
    const id = r.room.id;
    expect(await kim.request({ type: 'joinTable', tableId: id, as: 'player' })).toMatchObject({ type: 'room' });
    expect(await ann.request({ type: 'kick', tableId: id, seat: 1 })).toMatchObject({ type: 'ok' });
    const bob = await person(h, 'Bob');
    const dan = await person(h, 'Dan');
    const cat = await person(h, 'Cat');
    const tokens = { ann: ann.token, kim: kim.token, bob: bob.token, dan: dan.token, cat: cat.token };
    for (const c of [ann, kim, bob, dan]) await c.close();

    clock.advance(23 * HOUR);
    expect(await comesBack(h, tokens.bob)).toBe(tokens.bob); // not a day yet (and seen again now)
    clock.advance(2 * HOUR);
    expect(await comesBack(h, tokens.dan)).not.toBe(tokens.dan); // a day unseen, holding nothing: forgotten
    expect(await comesBack(h, tokens.ann)).toBe(tokens.ann); // her seat and her table
    expect(await comesBack(h, tokens.kim)).toBe(tokens.kim); // kicked: remembered, so that the kick holds
    expect(await comesBack(h, tokens.cat)).toBe(tokens.cat); // connected all along
    clock.advance(25 * HOUR);
    expect(await comesBack(h, tokens.bob)).not.toBe(tokens.bob);
    expect(await comesBack(h, tokens.ann)).toBe(tokens.ann);
  });

  it('keeps at most `max` tokens that hold nothing under a storm of hellos, the longest unseen going first', async () => {
    const clock = new ManualClock();
    const h = await host({ clock, tokens: { max: 40 } });
    const ann = await person(h, 'Ann');
    expect(await ann.request({ type: 'createTable', game: 'highcard' })).toMatchObject({ type: 'room' });
    await ann.close();
    const storm: string[] = [];
    for (let i = 0; i < 120; i++) {
      const c = await TestClient.person(h.port, `S${i}`);
      storm.push(c.token);
      await c.close();
      clock.advance(1000);
    }
    expect(await comesBack(h, storm[0])).not.toBe(storm[0]);
    expect(await comesBack(h, storm.at(-1)!)).toBe(storm.at(-1));
    expect(await comesBack(h, ann.token)).toBe(ann.token);
  });

  it('forgetTokens: a day unseen goes; at most `max` that hold nothing stay; what is kept stays', () => {
    const issued = new Map<string, number>();
    for (let i = 0; i < 1000; i++) issued.set(`t${i}`, i);
    const keep = new Set(['t0', 't1']);
    forgetTokens(issued, keep, 1000 + TOKEN_LIMITS.idleMs - 500, { idleMs: TOKEN_LIMITS.idleMs, max: 100 });
    // t0…t499 were unseen for a day; of the rest, the 90 most recently seen stay; t0 and t1 are kept.
    expect(issued.size).toBe(92);
    expect(issued.has('t0') && issued.has('t1') && issued.has('t999') && issued.has('t910')).toBe(true);
    expect(issued.has('t909') || issued.has('t500')).toBe(false);
  });
});
