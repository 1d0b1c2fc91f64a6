/** The host's refusal catalogue: every message is valid ICU and renders with its parameters; ids are the host's. */
import { describe, expect, it } from 'vitest';
import { formatMsg } from '../../src/shared/engine/messages.js';
import { HOST_MESSAGES } from '../../src/shared/host-messages.js';
import { refuse } from '../../src/main/host/failure.js';

describe('host messages', () => {
  it('parse as ICU MessageFormat and render every placeholder', () => {
    for (const [id, pattern] of Object.entries(HOST_MESSAGES)) {
      const names = [...pattern.matchAll(/\{(\w+)(?:[,}])/g)].map((m) => m[1]);
      const params = Object.fromEntries(names.map((n) => [n, n === 'older' ? true : n === 'where' ? 'none' : 7]));
      const text = formatMsg({ id, params }, HOST_MESSAGES);
      expect(text, id).not.toMatch(/[{}]/);
      expect(text.length, id).toBeGreaterThan(5);
    }
  });

  it('a refusal has the English sentence and the id with its parameters', () => {
    expect(refuse('no_seat', 'host.seatTaken', { n: 2, name: 'Ana' })).toEqual({
      code: 'no_seat', message: 'Seat 2 is taken by Ana', msg: { id: 'host.seatTaken', params: { n: 2, name: 'Ana' } },
    });
    expect(refuse('version', 'host.version', { host: 3, client: 2, older: true }).message)
      .toBe('This host runs protocol version 3; your client speaks version 2: update this Magic Table client');
  });
});
