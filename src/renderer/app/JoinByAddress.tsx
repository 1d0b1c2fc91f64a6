/**
 * "Join by address": a host's address (`192.168.1.20:7531`), checked (net/address.ts) before the app goes
 * there, with the hosts joined before offered as suggestions. Under the lobby in a browser; on the app's home.
 */
import { useState, type FormEvent } from 'react';
import { parseAddress } from '../net/address.js';
import { loadRecentHosts } from '../net/storage.js';
import { Button } from '../ui/Button.js';
import { useT } from '../i18n/index.js';

export function JoinByAddress({ onJoin }: { onJoin: (hostPort: string) => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const recent = loadRecentHosts();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = parseAddress(text);
    if (!p.ok) return setError(p.error);
    onJoin(`${p.host}:${p.port}`);
  };
  return (
    <form className="join-address" onSubmit={submit} aria-label={t('home.joinByAddress')}>
      <label className="field">
        <span>{t('home.joinByAddress')}</span>
        <span className="row">
          <input value={text} placeholder="192.168.1.20:7531" list="recent-hosts" inputMode="url" autoCapitalize="off" spellCheck={false}
            onChange={(e) => { setText(e.target.value); setError(null); }} />
          <Button type="submit">{t('home.join')}</Button>
        </span>
      </label>
      <datalist id="recent-hosts">{recent.map((r) => <option key={r} value={r} />)}</datalist>
      {error && <p className="error-text" role="alert">{error}</p>}
    </form>
  );
}
