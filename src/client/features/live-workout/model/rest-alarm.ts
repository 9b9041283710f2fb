/**
 * The end of a rest (issue 27 §3): a short beep made on the spot with WebAudio (no sound file to
 * download), a buzz where the device vibrates, and a system notification when the page is hidden
 * (the phone in a pocket, another tab). Each part is skipped where the browser lacks it, and none
 * throws: an alarm that cannot sound must not stop the workout.
 */

let audio: AudioContext | null = null;

/** Two short tones, about a third of a second in all. */
export function beep(): void {
  try {
    const Context =
      window.AudioContext ??
      (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    audio ??= new Context();
    void audio.resume();
    const start = audio.currentTime;
    for (const [at, frequency] of [
      [0, 880],
      [0.18, 1175],
    ] as const) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + at);
      gain.gain.exponentialRampToValueAtTime(0.3, start + at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + at + 0.15);
      osc.connect(gain).connect(audio.destination);
      osc.start(start + at);
      osc.stop(start + at + 0.16);
    }
  } catch {
    // no audio output: the screen and the vibration still say it
  }
}

export function vibrate(): void {
  try {
    navigator.vibrate?.([200, 100, 200]);
  } catch {
    // not allowed here
  }
}

const notifications = () => (typeof Notification === 'undefined' ? null : Notification);

/** Whether asking for notifications makes sense: supported and never answered. */
export const mayAskToNotify = () => notifications()?.permission === 'default';

/**
 * Asks once, when the first rest starts (a click, so the browser allows the prompt). A refusal
 * is the browser's to remember: `permission` becomes 'denied' and mayAskToNotify() false.
 */
export async function askToNotify(): Promise<void> {
  try {
    await notifications()?.requestPermission();
  } catch {
    // an old browser's callback form, or refused: no notification then
  }
}

/** A system notification, only when the page is hidden and it was allowed. */
export function notifyIfHidden(title: string, body: string): void {
  const N = notifications();
  if (!N || N.permission !== 'granted' || !document.hidden) return;
  try {
    new N(title, { body, tag: 'joeyfit-rest' });
  } catch {
    // Android Chrome allows them only from a service worker: the sound and buzz still ran
  }
}
