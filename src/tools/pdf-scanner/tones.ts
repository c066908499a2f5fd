// The scanner's short tones (spec §9): 800 Hz on capture, 1200 Hz on success, 300 Hz on error.
export const TONES = { capture: 800, success: 1200, error: 300 } as const;

let context: AudioContext | undefined;

export function playTone(kind: keyof typeof TONES): void {
  try {
    context ??= new AudioContext();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = TONES[kind];
    gain.gain.setValueAtTime(0.15, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.15);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + 0.15);
  } catch {
    // No audio on this device: the tone is a courtesy, the toast says the same.
  }
}
