/**
 * The reader's language outside React (src/renderer/i18n/reader.ts): a refusal the host sends as a message id
 * reads in the reader's language, seats as names; an id it does not know, or no id, falls back to the host's
 * English sentence; the client's own notices and address problems come from the app's catalogue.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { hostEnglish, hostMsg } from '../../src/shared/host-messages.js';
import { tableMsg } from '../../src/shared/table-messages.js';
import { appText, messageText, setReaderLocale } from '../../src/renderer/i18n/reader.js';
import { refusalText } from '../../src/renderer/net/refusal.js';
import { parseAddress } from '../../src/renderer/net/address.js';
import { reduceHost, initialSession } from '../../src/renderer/net/session.js';
import { moveSender } from '../../src/renderer/app/moveSender.js';

afterEach(async () => { await setReaderLocale('en'); });

const refusal = (id: Parameters<typeof hostMsg>[0], params?: Parameters<typeof hostMsg>[1]) => {
  const msg = hostMsg(id, params);
  return { message: hostEnglish(msg), msg };
};

describe('refusals in the reader’s language', () => {
  it('English by default: the host’s sentence', () => {
    expect(refusalText(refusal('host.seatTaken', { n: 2, name: 'Ann' }))).toBe('Seat 2 is taken by Ann');
  });

  it('a German reader reads a host refusal in German', async () => {
    await setReaderLocale('de');
    expect(refusalText(refusal('host.seatTaken', { n: 2, name: 'Ann' }))).toBe('Platz 2 ist von Ann besetzt');
    expect(refusalText(refusal('host.notReady', { names: { list: ['Ann', 'Ben'] } }))).toBe('Noch nicht bereit: Ann und Ben. Trotzdem starten?');
  });

  it('French and Spanish too, with nested messages (a name problem inside a malformed hello)', async () => {
    await setReaderLocale('fr');
    const m = hostMsg('host.malformed', { where: 'name', problem: { msg: hostMsg('host.nameLength') } });
    expect(refusalText({ message: hostEnglish(m), msg: m })).toBe('Message mal formé (en name) : Choisis un nom de 1 à 24 caractères');
    await setReaderLocale('es');
    expect(refusalText(refusal('host.noTable'))).toBe('Esa mesa no existe (o ya no existe)');
  });

  it('seats are names', async () => {
    await setReaderLocale('de');
    const m = tableMsg('table.back', { seat: { seat: 1 } });
    expect(messageText(m, '{seat:1} is back', (s) => ['Ann', 'Ben'][s])).toBe('Ben ist zurück');
    // Falling back to English, seat tokens become names as well.
    expect(refusalText({ message: '{seat:0} must bid first' }, (s) => ['Ann', 'Ben'][s])).toBe('Ann must bid first');
  });

  it('an unknown id, or none, falls back to the host’s English sentence', async () => {
    await setReaderLocale('de');
    expect(refusalText({ message: 'Something new went wrong', msg: { id: 'host.fromTheFuture' } })).toBe('Something new went wrong');
    expect(refusalText({ message: 'Plain English' })).toBe('Plain English');
  });
});

describe('the client’s own sentences', () => {
  it('follow the reader’s language and keep their English texts', async () => {
    expect(appText('notice.stale')).toBe('The table moved on — look again');
    expect(parseAddress('')).toEqual({ ok: false, error: 'Type the address shown on the hosting screen, like 192.168.1.20:7531' });
    await setReaderLocale('de');
    expect(appText('notice.stale')).toBe('Am Tisch ging es weiter — schau noch einmal hin');
    expect(parseAddress('10.0.0.1:')).toEqual({ ok: false, error: 'Gib nach dem Doppelpunkt die Portnummer an, z. B. :7531' });
    const left = reduceHost(initialSession, { type: 'left', tableId: 'abcd', reason: 'closed' }).state;
    expect(left.notices.map((n) => n.text)).toEqual(['Dieser Tisch wurde geschlossen.']);
  });

  it('a game screen renders a game’s own refusal through its catalogue; without one, the connection’s text', async () => {
    const conn = {
      request: async () => ({ ok: false as const, error: 'You have only 3 coins', code: 'illegal', msg: { id: 'megagem.overCoins', params: { coins: 3 } } }),
      addNotice: () => 1,
      dismissNotice: () => {},
    };
    const say = (m: { id: string }) => (m.id === 'megagem.overCoins' ? 'Du hast nur 3 Münzen' : undefined);
    await expect(moveSender(conn, 'abcd', () => 1, say)({ type: 'bid' })).resolves.toEqual({ ok: false, error: 'Du hast nur 3 Münzen' });
    await expect(moveSender(conn, 'abcd', () => 1, () => undefined)({ type: 'bid' })).resolves.toEqual({ ok: false, error: 'You have only 3 coins' });
  });
});
