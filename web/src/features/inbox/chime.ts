/**
 * The inbox's sound: two short sine tones made with WebAudio, so there is no audio file to fetch or bundle. The
 * AudioContext is made on first use and resumed each time (a browser starts it suspended until the page has had a
 * click or a key).
 */
let context: AudioContext | undefined;

const TONES = [
  { hz: 880, at: 0 },
  { hz: 1320, at: 0.12 },
];
const TONE_S = 0.18;
const VOLUME = 0.15;

export function playChime(): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  void context.resume().catch(() => {});
  const start = context.currentTime;
  for (const tone of TONES) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = tone.hz;
    // a quick fade in and out: a tone cut off hard clicks
    gain.gain.setValueAtTime(0.0001, start + tone.at);
    gain.gain.exponentialRampToValueAtTime(VOLUME, start + tone.at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + tone.at + TONE_S);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + tone.at);
    oscillator.stop(start + tone.at + TONE_S);
  }
}
