/**
 * An option named `__proto__`, sent as raw JSON text, is refused like any other
 * unknown option (bad_options, "Unknown option …"), at createTable and setOptions,
 * and no prototype is polluted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './support/client.js';
import { testHost, type TestHost } from './support/host.js';

let h: TestHost;
let ann: TestClient;

beforeAll(async () => {
  h = await testHost();
  ann = await TestClient.person(h.port, 'Ann');
});
afterAll(async () => {
  await ann?.close();
  await h?.close();
});

async function sendRaw(text: string) {
  const reply = ann.waitFor((f) => 'ref' in f && f.ref === 'raw', 10_000, true);
  ann.sendRaw(text);
  return reply;
}

describe('`__proto__` options', () => {
  it('refuses createTable with a `__proto__` option as an unknown option', async () => {
    const f = await sendRaw('{"type":"createTable","game":"megagem","options":{"__proto__":{"x":1}},"ref":"raw"}');
    expect(f).toMatchObject({ type: 'error', code: 'bad_options', message: expect.stringMatching(/^Unknown option "__proto__" for /) });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('refuses it the same way as another unknown option', async () => {
    const other = await sendRaw('{"type":"createTable","game":"megagem","options":{"nonsense":{"x":1}},"ref":"raw"}');
    expect(other).toMatchObject({ type: 'error', code: 'bad_options', message: expect.stringMatching(/^Unknown option "nonsense" for /) });
  });

  it('refuses setOptions with a `__proto__` option and leaves the table as it was', async () => {
    const r = (await ann.request({ type: 'createTable', game: 'megagem' })) as { room: { id: string; options: unknown } };
    const tableId = r.room.id;
    const f = await sendRaw(`{"type":"setOptions","tableId":"${tableId}","options":{"__proto__":{"x":1}},"ref":"raw"}`);
    expect(f).toMatchObject({ type: 'error', code: 'bad_options', message: expect.stringMatching(/^Unknown option "__proto__" for /) });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(await ann.request({ type: 'ping' })).toMatchObject({ type: 'pong' });
  });
});
