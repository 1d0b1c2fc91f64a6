/**
 * The settings panel under the header's button (DeviceSettings.tsx): volume, mute, animations, a test sound.
 * Its own chunk, with the sounds (ui/sound.ts): no first screen needs either.
 */
import { useSyncExternalStore, type RefObject } from 'react';
import { useT } from '../i18n/index.js';
import { motionSetting, setMotionSetting } from '../ui/motion.js';
import { playSound } from '../ui/sound.js';
import { setSoundSettings } from '../ui/soundSettings.js';

let motionVersion = 0;
const motionListeners = new Set<() => void>();
function onMotion(l: () => void) { motionListeners.add(l); return () => { motionListeners.delete(l); }; }

export function DeviceSettingsPanel({ id, panelRef, volume, muted, onClose }: {
  id: string; panelRef: RefObject<HTMLDivElement | null>; volume: number; muted: boolean; onClose: () => void;
}) {
  const t = useT();
  useSyncExternalStore(onMotion, () => motionVersion, () => motionVersion);
  const motion = motionSetting();
  return (
    <div ref={panelRef} id={id} className="settings-panel" role="group" aria-label={t('settings.title')}>
      <h2 className="settings-title">{t('settings.title')}</h2>
      <label className="field" htmlFor={`${id}-volume`}>
        <span>{t('settings.volume')}</span>
        <input id={`${id}-volume`} type="range" min={0} max={100} step={5} value={Math.round(volume * 100)} disabled={muted}
          onChange={(e) => setSoundSettings({ volume: Number(e.target.value) / 100 })}
          onPointerUp={() => playSound('yourTurn')} onKeyUp={() => playSound('bid')} />
      </label>
      <label className="field-check" htmlFor={`${id}-mute`}>
        <input id={`${id}-mute`} type="checkbox" checked={muted} onChange={(e) => setSoundSettings({ muted: e.target.checked })} />
        <span>{t('settings.mute')}</span>
      </label>
      <label className="field-check" htmlFor={`${id}-motion`}>
        <input id={`${id}-motion`} type="checkbox" checked={motion}
          onChange={(e) => { setMotionSetting(e.target.checked); motionVersion++; motionListeners.forEach((l) => l()); }} />
        <span>{t('settings.motion')}</span>
      </label>
      <small className="muted">{t('settings.motionHelp')}</small>
      <div className="row">
        <button type="button" className="btn btn-secondary btn-small" onClick={() => playSound('yourTurn')} disabled={muted}>{t('settings.test')}</button>
        <button type="button" className="btn btn-ghost btn-small" onClick={onClose}>{t('settings.close')}</button>
      </div>
    </div>
  );
}
