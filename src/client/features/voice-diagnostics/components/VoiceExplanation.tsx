import { Card, CardTitle } from '@client/components/ui/card';

const STEPS = [
  ['Saved', 'the voice you saved under Customize Joey, when this device has it;'],
  ['Preference', "one of the coach's preferred voices, matched by part of its name;"],
  ['Gender', "a voice that matches the coach's gender;"],
  ['Default', "otherwise the device's default English voice."],
] as const;

/** SPEC §2 Voice Diagnostics: an explanation of what the screen shows. */
export function VoiceExplanation() {
  return (
    <Card aria-labelledby="how-title">
      <CardTitle id="how-title">How Joey picks a voice</CardTitle>
      <p className="mt-2 text-sm text-ink-muted">
        Voices come from your browser and operating system, so they differ between devices. For each
        coach Joey uses, in this order:
      </p>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm">
        {STEPS.map(([label, text]) => (
          <li key={label}>
            <span className="font-semibold">{label}:</span> {text}
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm text-ink-muted">
        Each coach then adjusts pitch, rate and volume to match their personality. When a device
        cannot speak, replies appear on screen instead.
      </p>
    </Card>
  );
}
