import { useState, type FormEvent } from 'react';
import { PLAYER_COLOURS } from '../../shared/protocol-constants.js';
import { Button } from '../ui/index.js';
import type { Profile } from '../net/storage.js';

/** People's names for the player colours (labels of the colour choices). */
export const COLOUR_NAMES: Record<string, string> = {
  '#e6194b': 'red', '#3cb44b': 'green', '#ffe119': 'yellow', '#4363d8': 'blue',
  '#f58231': 'orange', '#911eb4': 'purple', '#42d4f4': 'cyan', '#f032e6': 'magenta',
};

/** Name (1–24 printable characters) and colour; both remembered on this device. */
export function ProfileForm({ initial, onDone, submitLabel = 'Let’s play' }: { initial: Profile; onDone: (p: Profile) => void; submitLabel?: string }) {
  const [name, setName] = useState(initial.name);
  const [colour, setColour] = useState(initial.colour);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = name.trim();
    if (!n || n.length > 24) return setError('Pick a name of 1 to 24 characters.');
    if (/\p{C}/u.test(n)) return setError('Names may contain printable characters only.');
    onDone({ name: n, colour });
  };
  return (
    <form className="profile-form" onSubmit={submit} aria-label="Who are you?">
      <label className="field">
        <span>Your name</span>
        <input autoFocus name="name" value={name} maxLength={24} autoComplete="nickname" placeholder="e.g. Alex"
          onChange={(e) => { setName(e.target.value); setError(null); }} />
      </label>
      <fieldset className="field colour-field">
        <legend>Your colour</legend>
        <div className="swatches" role="radiogroup">
          {PLAYER_COLOURS.map((c, i) => (
            <button type="button" key={c} role="radio" aria-checked={c === colour} aria-label={COLOUR_NAMES[c] ?? c}
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
      {error && <p className="error-text" role="alert">{error}</p>}
      <Button kind="primary" type="submit">{submitLabel}</Button>
    </form>
  );
}
