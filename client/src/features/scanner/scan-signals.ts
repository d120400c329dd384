import type { ScanResult } from '@domain/scans';

/**
 * How a scan's outcome sounds and feels (see docs/product.md#scanner): in a loud gym the
 * technician hears or feels the result without looking. Each outcome has its own tune and its own
 * vibration; the words are said too (an aria-live region), so neither is the only channel.
 */
export type ScanSignal = ScanResult | 'queued' | 'refused';

interface Tone {
  /** Hz */
  frequency: number;
  /** ms */
  duration: number;
  /** ms of silence after it */
  gap?: number;
  wave?: OscillatorType;
}

export const SIGNALS: Record<ScanSignal, { tones: Tone[]; vibrate: number[] }> = {
  // One short high beep: done.
  ok: { tones: [{ frequency: 1320, duration: 110 }], vibrate: [60] },
  // Two mid beeps: nothing to do, it was done before.
  already: {
    tones: [
      { frequency: 880, duration: 90, gap: 70 },
      { frequency: 880, duration: 90 },
    ],
    vibrate: [60, 80, 60],
  },
  // A long low buzz: the code is not one of ours.
  unknown: { tones: [{ frequency: 180, duration: 450, wave: 'square' }], vibrate: [400] },
  // Three falling beeps: ours, but it belongs somewhere else.
  wrong_site: {
    tones: [
      { frequency: 988, duration: 100, gap: 50 },
      { frequency: 784, duration: 100, gap: 50 },
      { frequency: 587, duration: 160 },
    ],
    vibrate: [100, 60, 100, 60, 100],
  },
  // Low-high-low: it changed meanwhile; look at it.
  conflict: {
    tones: [
      { frequency: 330, duration: 130, gap: 40, wave: 'triangle' },
      { frequency: 660, duration: 130, gap: 40, wave: 'triangle' },
      { frequency: 330, duration: 130, wave: 'triangle' },
    ],
    vibrate: [200, 100, 200],
  },
  // A soft tick: kept on this device, sent when the network is back.
  queued: { tones: [{ frequency: 520, duration: 50, wave: 'triangle' }], vibrate: [30] },
  // Two low buzzes: the server refused it.
  refused: {
    tones: [
      { frequency: 220, duration: 200, gap: 80, wave: 'square' },
      { frequency: 220, duration: 200, wave: 'square' },
    ],
    vibrate: [250, 100, 250],
  },
};

let audio: AudioContext | null = null;

/** Plays the outcome's tune and vibration (quietly nothing where the browser has neither). */
export function signal(kind: ScanSignal, { sound = true }: { sound?: boolean } = {}): void {
  const { tones, vibrate } = SIGNALS[kind];
  if (typeof navigator !== 'undefined' && 'vibrate' in navigator) {
    try {
      navigator.vibrate(vibrate);
    } catch {
      // A page without a user's gesture yet may not vibrate.
    }
  }
  if (!sound || typeof window === 'undefined' || !('AudioContext' in window)) return;
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
    let at = audio.currentTime + 0.01;
    for (const tone of tones) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.type = tone.wave ?? 'sine';
      osc.frequency.value = tone.frequency;
      const end = at + tone.duration / 1000;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.25, at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, end);
      osc.connect(gain).connect(audio.destination);
      osc.start(at);
      osc.stop(end + 0.02);
      at = end + (tone.gap ?? 0) / 1000;
    }
  } catch {
    // No audio device: the words and the vibration remain.
  }
}
