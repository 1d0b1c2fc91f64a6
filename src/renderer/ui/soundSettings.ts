/**
 * This device's sound settings, volume and mute (`magic-table.sound` in localStorage), apart from the sounds
 * themselves (ui/sound.ts): the header's settings button shows mute on every screen, the sounds load with a table.
 */
export interface SoundSettings { volume: number; muted: boolean }

const KEY = 'magic-table.sound';
const DEFAULTS: SoundSettings = { volume: 0.6, muted: false };

export function soundSettings(): SoundSettings {
  try {
    const raw = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? 'null') as Partial<SoundSettings> | null;
    const volume = typeof raw?.volume === 'number' && raw.volume >= 0 && raw.volume <= 1 ? raw.volume : DEFAULTS.volume;
    return { volume, muted: raw?.muted === true };
  } catch {
    return DEFAULTS;
  }
}

const listeners = new Set<() => void>();

export function setSoundSettings(next: Partial<SoundSettings>): void {
  const s = { ...soundSettings(), ...next };
  s.volume = Math.min(1, Math.max(0, s.volume));
  try { globalThis.localStorage?.setItem(KEY, JSON.stringify(s)); } catch { /* private mode: this page only */ }
  listeners.forEach((l) => l());
}

/** Called when the settings change (for a settings control to redraw). */
export function onSoundSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
