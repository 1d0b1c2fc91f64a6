/** The client's copy of the protocol constants (kept out of zod's way) equals protocol.ts. */
import { expect, it } from 'vitest';
import * as client from '../../src/renderer/net/constants.js';
import * as protocol from '../../src/shared/protocol.js';

it('matches src/shared/protocol.ts', () => {
  expect(client.PROTOCOL_VERSION).toBe(protocol.PROTOCOL_VERSION);
  expect(client.DEFAULT_PORT).toBe(protocol.DEFAULT_PORT);
  expect([...client.PLAYER_COLOURS]).toEqual([...protocol.PLAYER_COLOURS]);
});
