/**
 * This device's settings, from the header on every screen: the sound volume and mute (ui/soundSettings.ts) and the
 * animations (ui/motion.ts), both remembered in this browser. A disclosure button and a small panel under it
 * (DeviceSettingsPanel.tsx, its own chunk: asked for when a pointer or the focus reaches the button):
 * keyboard accessible (Escape closes it and gives the focus back to the button).
 */
import { Suspense, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useT } from '../i18n/index.js';
import { onSoundSettings, soundSettings } from '../ui/soundSettings.js';
import { lazyScreen } from './lazyScreen.js';

const loadPanel = () => import('./DeviceSettingsPanel.js');
const SettingsPanel = lazyScreen(() => loadPanel().then((m) => m.DeviceSettingsPanel));

export function DeviceSettings() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const sound = useSyncExternalStore(onSoundSettings, () => JSON.stringify(soundSettings()), () => JSON.stringify(soundSettings()));
  const { volume, muted } = JSON.parse(sound) as ReturnType<typeof soundSettings>;
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    const onDown = (e: PointerEvent) => {
      const n = e.target as Node;
      if (!panel.current?.contains(n) && !button.current?.contains(n)) setOpen(false);
    };
    window.addEventListener('keydown', onKey, { capture: true });
    window.addEventListener('pointerdown', onDown);
    return () => { window.removeEventListener('keydown', onKey, { capture: true }); window.removeEventListener('pointerdown', onDown); };
  }, [open]);
  return (
    <span className="device-settings">
      <button ref={button} type="button" className="btn btn-ghost btn-small settings-button" aria-expanded={open} aria-controls={open ? id : undefined}
        title={t('settings.label')} onClick={() => setOpen((v) => !v)} onPointerEnter={() => void loadPanel().catch(() => {})} onFocus={() => void loadPanel().catch(() => {})}>
        <SpeakerIcon muted={muted} /> <span className="settings-label">{t('settings.button')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SettingsPanel id={id} panelRef={panel} volume={volume} muted={muted} onClose={() => { setOpen(false); button.current?.focus(); }} />
        </Suspense>
      )}
    </span>
  );
}

/** A drawn loudspeaker (no emoji: not every system has an emoji font), crossed out when muted. */
function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg className="settings-icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M3 7.5h3l4-3.5v12l-4-3.5H3z" fill="currentColor" />
      {muted
        ? <path d="M13 7l5 6M18 7l-5 6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        : <path d="M13 7.2a4 4 0 0 1 0 5.6M15.3 5a7 7 0 0 1 0 10" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" />}
    </svg>
  );
}
