/**
 * A signal for eyes on the rack and gloved hands: each outcome its own vibration and its own short beep,
 * where the device allows (no vibration on an iPhone; sound only once a tap has unlocked audio).
 */
import type { ScanSignal } from './scan-feedback';

/** Milliseconds on, off, on... */
const VIBRATIONS: Record<ScanSignal, number[]> = {
  found: [90],
  'already-found': [60, 80, 60],
  unexpected: [150, 80, 150],
  unknown: [450],
};

/** Tones one after the other: frequency (Hz) and length (ms). */
const TONES: Record<ScanSignal, { hz: number; ms: number }[]> = {
  found: [{ hz: 1047, ms: 120 }],
  'already-found': [
    { hz: 660, ms: 80 },
    { hz: 660, ms: 80 },
  ],
  unexpected: [
    { hz: 523, ms: 120 },
    { hz: 784, ms: 160 },
  ],
  unknown: [{ hz: 196, ms: 400 }],
};

const GAP_MS = 60;
const VOLUME = 0.2;

let audio: AudioContext | null = null;

/** Called from the tap that starts scanning: browsers let a page make sound only after a gesture. */
export function unlockSound(): void {
  if (typeof AudioContext !== 'function') return;
  try {
    audio ??= new AudioContext();
    void audio.resume().catch(() => undefined);
  } catch {
    audio = null;
  }
}

function beep(tones: { hz: number; ms: number }[]): void {
  if (!audio || audio.state !== 'running') return;
  let at = audio.currentTime;
  for (const { hz, ms } of tones) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = hz < 300 ? 'square' : 'sine';
    oscillator.frequency.value = hz;
    gain.gain.setValueAtTime(VOLUME, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + ms / 1000);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + ms / 1000);
    at += (ms + GAP_MS) / 1000;
  }
}

export function playSignal(signal: ScanSignal): void {
  if (typeof navigator.vibrate === 'function') navigator.vibrate(VIBRATIONS[signal]);
  beep(TONES[signal]);
}
