/**
 * "Add a player on this device" (pass-and-play): another person who shares
 * this screen gets their own name, colour and seat. The host sees an ordinary
 * seat with its own token; the game then covers the screen between turns
 * (PassAndPlay.tsx).
 */
import { useState } from 'react';
import { PLAYER_COLOURS } from '../../shared/protocol-constants.js';
import { Button } from '../ui/index.js';
import { ProfileForm } from './ProfileForm.js';
import type { SharedDevice } from './sharedDevice.js';
import { useT } from '../i18n/index.js';
import '../i18n/tableWords.js';

export function AddLocalPlayer({ device, taken }: { device: SharedDevice; taken: Set<string> }) {
  const t = useT();
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!adding) {
    return (
      <div className="add-local">
        <Button onClick={() => { setAdding(true); setError(null); }} data-testid="add-local-player">{t('pass.add')}</Button>
        <p className="muted small">{t('pass.addHelp')}</p>
        {error && <p className="error-text" role="alert">{error}</p>}
      </div>
    );
  }
  const colour = PLAYER_COLOURS.find((c) => !taken.has(c)) ?? PLAYER_COLOURS[0];
  return (
    <div className="add-local add-local-open">
      <ProfileForm forOther busy={busy} initial={{ name: '', colour, lang: 'auto' }} submitLabel={t('pass.addSubmit')} onCancel={() => setAdding(false)}
        onDone={async (p) => {
          setBusy(true);
          const why = await device.add(p.name, p.colour);
          setBusy(false);
          setError(why === 'unreachable' ? t('pass.unreachable') : why);
          if (!why) setAdding(false);
        }} />
      {error && <p className="error-text" role="alert">{error}</p>}
    </div>
  );
}
