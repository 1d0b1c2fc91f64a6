/** The host's refusal catalogue: every message is valid ICU and renders with its parameters; ids are the host's. */
import { describe, expect, it } from 'vitest';
import { formatMsg } from '../../src/shared/engine/messages.js';
import { HOST_MESSAGES } from '../../src/shared/host-messages.js';
import { refuse } from '../../src/main/host/failure.js';
import { malformed } from '../../src/main/host/connection.js';
import { campaignError } from '../../src/main/games/magical-library/store.js';
import { clientMessage } from '../../src/shared/protocol.js';

describe('host messages', () => {
  it('parse as ICU MessageFormat and render every placeholder', () => {
    for (const [id, pattern] of Object.entries(HOST_MESSAGES)) {
      const names = [...pattern.matchAll(/\{(\w+)(?:[,}])/g)].map((m) => m[1]);
      const params = Object.fromEntries(names.map((n) => [n, n === 'older' ? true : n === 'where' ? 'none' : 7]));
      const text = formatMsg({ id, params }, HOST_MESSAGES);
      expect(text, id).not.toMatch(/[{}]/);
      // A bare placeholder passes on a detail as it is (a campaign's own problem).
      if (!/^\{\w+\}$/.test(pattern)) expect(text.length, id).toBeGreaterThan(5);
    }
  });

  it('a refusal has the English sentence and the id with its parameters', () => {
    expect(refuse('no_seat', 'host.seatTaken', { n: 2, name: 'Ana' })).toEqual({
      code: 'no_seat', message: 'Seat 2 is taken by Ana', msg: { id: 'host.seatTaken', params: { n: 2, name: 'Ana' } },
    });
    expect(refuse('version', 'host.version', { host: 3, client: 2, older: true }).message)
      .toBe('This host runs protocol version 3; your client speaks version 2: update this Magic Table client');
  });

  it('a malformed hello’s name problem is a message of its own inside host.malformed (the English unchanged)', () => {
    const parsed = clientMessage.safeParse({ type: 'hello', protocol: 1, name: '   ', colour: '#112233' });
    expect(parsed.success).toBe(false);
    const f = malformed(parsed.error!.issues);
    expect(f.message).toBe('Malformed message (at name): Pick a name of 1 to 24 characters');
    expect(f.msg).toEqual({ id: 'host.malformed', params: { where: 'name', problem: { msg: { id: 'host.nameLength' } } } });
    // A problem the catalogue does not know stays English text.
    expect(malformed([{ path: ['x'], message: 'Something odd' }]).msg).toEqual({ id: 'host.malformed', params: { where: 'x', problem: 'Something odd' } });
  });

  it('a campaign’s errors carry their message id, their English unchanged', () => {
    const e = campaignError('full', 'host.campaign.tooMany', { max: 200 });
    expect(e.message).toBe('This host already keeps 200 campaigns, the most it can; delete one before starting or importing another');
    expect(e.msg).toEqual({ id: 'host.campaign.tooMany', params: { max: 200 } });
  });
});
