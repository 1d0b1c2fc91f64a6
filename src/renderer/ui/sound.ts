/**
 * The table's sounds, made here (Web Audio synthesis: oscillators and noise shaped by envelopes), no sound file
 * copied from anywhere. `playSound('bid')` from any table; volume and mute are this device's (ui/soundSettings.ts:
 * `magic-table.sound` in localStorage, changed with `setSoundSettings`). Nothing plays before the page has
 * had a user gesture (browsers keep the audio context suspended until then), and nothing throws without audio.
 *
 * The set: a sealed bid (a soft tick), a reveal (a rising sweep), coins (two bright clinks), a card placed
 * (a short thud of filtered noise), dice (rattling noise bursts), your turn (a two-note chime), the game's end
 * (a small rising arpeggio).
 */
import { soundSettings } from './soundSettings.js';

export type SoundName = 'bid' | 'reveal' | 'coins' | 'card' | 'dice' | 'yourTurn' | 'gameEnd';

let ctx: AudioContext | null = null;

function audio(): AudioContext | null {
  if (ctx) return ctx;
  const AC = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!AC) return null;
  try { ctx = new AC(); } catch { return null; }
  return ctx;
}

/** A tone: `type` wave from `f0` to `f1` Hz over `dur` seconds, starting `at` seconds from now. */
function tone(a: AudioContext, out: AudioNode, { f0, f1 = f0, dur, at = 0, type = 'sine', gain = 1 }:
  { f0: number; f1?: number; dur: number; at?: number; type?: OscillatorType; gain?: number }): void {
  const t = a.currentTime + at;
  const osc = a.createOscillator();
  const env = a.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(f0, t);
  osc.frequency.exponentialRampToValueAtTime(f1, t + dur);
  env.gain.setValueAtTime(0.0001, t);
  env.gain.exponentialRampToValueAtTime(gain, t + Math.min(0.015, dur / 4));
  env.gain.exponentialRampToValueAtTime(0.0001, t + dur);
  osc.connect(env).connect(out);
  osc.start(t);
  osc.stop(t + dur + 0.02);
}

/** A burst of filtered noise (a thud, a rattle). */
function noise(a: AudioContext, out: AudioNode, { dur, at = 0, freq, q = 1, gain = 1 }: { dur: number; at?: number; freq: number; q?: number; gain?: number }): void {
  const t = a.currentTime + at;
  const frames = Math.max(1, Math.floor(a.sampleRate * dur));
  const buffer = a.createBuffer(1, frames, a.sampleRate);
  const data = buffer.getChannelData(0);
  // Deterministic noise (a small LCG): the same sound every time.
  let seed = 12345;
  for (let i = 0; i < frames; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = (seed / 0x3fffffff - 1) * (1 - i / frames);
  }
  const src = a.createBufferSource();
  src.buffer = buffer;
  const filter = a.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.value = freq;
  filter.Q.value = q;
  const env = a.createGain();
  env.gain.value = gain;
  src.connect(filter).connect(env).connect(out);
  src.start(t);
}

const SOUNDS: Record<SoundName, (a: AudioContext, out: AudioNode) => void> = {
  bid: (a, o) => tone(a, o, { f0: 880, f1: 660, dur: 0.08, type: 'triangle', gain: 0.5 }),
  reveal: (a, o) => tone(a, o, { f0: 330, f1: 990, dur: 0.35, type: 'sine', gain: 0.45 }),
  coins: (a, o) => { tone(a, o, { f0: 2093, dur: 0.12, type: 'square', gain: 0.12 }); tone(a, o, { f0: 2637, dur: 0.16, at: 0.07, type: 'square', gain: 0.1 }); },
  card: (a, o) => noise(a, o, { dur: 0.09, freq: 900, q: 0.8, gain: 0.9 }),
  dice: (a, o) => { for (let i = 0; i < 5; i++) noise(a, o, { dur: 0.04, at: i * 0.06 + (i % 2) * 0.015, freq: 2400 - i * 200, q: 3, gain: 0.7 }); },
  yourTurn: (a, o) => { tone(a, o, { f0: 784, dur: 0.18, type: 'sine', gain: 0.5 }); tone(a, o, { f0: 1175, dur: 0.3, at: 0.14, type: 'sine', gain: 0.45 }); },
  gameEnd: (a, o) => { [523, 659, 784, 1047].forEach((f, i) => tone(a, o, { f0: f, dur: 0.3, at: i * 0.11, type: 'triangle', gain: 0.4 })); },
};

/** Plays one of the table's sounds at this device's volume (nothing when muted, without audio, or before a gesture). */
export function playSound(name: SoundName): void {
  const { volume, muted } = soundSettings();
  if (muted || volume === 0) return;
  const a = audio();
  if (!a) return;
  if (a.state === 'suspended') { void a.resume().catch(() => {}); if (a.state === 'suspended') return; }
  const master = a.createGain();
  master.gain.value = volume;
  master.connect(a.destination);
  try { SOUNDS[name](a, master); } catch { /* an audio backend that refuses: stay silent */ }
}
