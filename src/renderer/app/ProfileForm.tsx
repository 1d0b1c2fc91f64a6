import { useState, type FormEvent } from 'react';
import { PLAYER_COLOURS } from '../../shared/protocol-constants.js';
import { Button } from '../ui/Button.js';
import type { Profile } from '../net/storage.js';
import { useT, type AppMsgId, type Translate } from '../i18n/index.js';
import { LOCALES, LOCALE_NAMES, isLocaleChoice } from '../i18n/locales.js';

/** A player colour's name in the reader's language (labels of the colour choices). */
export function colourName(t: Translate, colour: string): string {
  const id = `colour.${colour.toLowerCase()}` as AppMsgId;
  return id in COLOUR_IDS ? t(id) : colour;
}
const COLOUR_IDS: Record<string, true> = Object.fromEntries(PLAYER_COLOURS.map((c) => [`colour.${c}`, true]));

/**
 * Name (1–24 printable characters) and colour; both remembered on this device. `forOther`: the same form for
 * another player who shares this device (pass-and-play), with `busy` while they are being seated and `onCancel`.
 */
export function ProfileForm({ initial, onDone, submitLabel = 'Let’s play', forOther, busy, onCancel }:
  { initial: Profile; onDone: (p: Profile) => void; submitLabel?: string; forOther?: boolean; busy?: boolean; onCancel?: () => void }) {
  const [name, setName] = useState(initial.name);
  const [colour, setColour] = useState(initial.colour);
  const [lang, setLang] = useState(initial.lang);
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = name.trim();
    if (!n || n.length > 24) return setError(t('profile.nameLength'));
    if (/\p{C}/u.test(n)) return setError(t('profile.namePrintable'));
    onDone({ name: n, colour, lang });
  };
  return (
    <form className="profile-form" onSubmit={submit} aria-label={forOther ? t('profile.formLabelOther') : t('profile.formLabel')}>
      <label className="field">
        <span>{forOther ? t('profile.theirName') : t('profile.yourName')}</span>
        <input autoFocus name="name" value={name} maxLength={24} autoComplete="nickname" placeholder={t('profile.namePlaceholder')}
          onChange={(e) => { setName(e.target.value); setError(null); }} />
      </label>
      <fieldset className="field colour-field">
        <legend>{forOther ? t('profile.theirColour') : t('profile.yourColour')}</legend>
        <div className="swatches" role="radiogroup">
          {PLAYER_COLOURS.map((c, i) => (
            <button type="button" key={c} role="radio" aria-checked={c === colour} aria-label={colourName(t, c)}
              tabIndex={c === colour ? 0 : -1}
              className={`swatch${c === colour ? ' swatch-on' : ''}`} style={{ ['--swatch' as string]: c }}
              onClick={() => setColour(c)}
              onKeyDown={(e) => {
                // A radio group: arrows move the choice, one Tab stop for the group.
                const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
                if (!step) return;
                e.preventDefault();
                const next = PLAYER_COLOURS[(i + step + PLAYER_COLOURS.length) % PLAYER_COLOURS.length];
                setColour(next);
                const group = e.currentTarget.parentElement;
                requestAnimationFrame(() => (group?.querySelector('[aria-checked="true"]') as HTMLElement | null)?.focus());
              }} />
          ))}
        </div>
      </fieldset>
      {!forOther && (
        <label className="field">
          <span>{t('profile.language')}</span>
          <select value={lang} onChange={(e) => { if (isLocaleChoice(e.target.value)) setLang(e.target.value); }}>
            <option value="auto">{t('profile.languageAuto')}</option>
            {LOCALES.map((l) => <option key={l} value={l} lang={l}>{LOCALE_NAMES[l]}</option>)}
          </select>
        </label>
      )}
      {error && <p className="error-text" role="alert">{error}</p>}
      <span className="row">
        <Button kind="primary" type="submit" disabled={busy}>{submitLabel}</Button>
        {onCancel && <Button kind="ghost" onClick={onCancel}>{t('app.cancel')}</Button>}
      </span>
    </form>
  );
}
