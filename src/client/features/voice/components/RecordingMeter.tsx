import { elapsedSeconds, VOICE_LIMITS } from '@shared/voice/dialog/dialog';
import { clock } from '../model/voice-copy';

/**
 * Elapsed time and the microphone level while recording (SPEC §2, updated every 100 ms per
 * SPEC §9). Neither is a live region: announcing ten updates a second would drown the user.
 */
export function RecordingMeter({ elapsedMs, level }: { elapsedMs: number; level: number }) {
  const seconds = elapsedSeconds(elapsedMs);
  const percent = Math.round(Math.min(1, Math.max(0, level)) * 100);
  return (
    <div className="flex flex-col items-center gap-3">
      <p className="tabular-nums">
        <span className="text-4xl font-bold tracking-tight">{clock(seconds)}</span>
        <span className="ml-2 text-sm text-ink-muted">
          of {clock(VOICE_LIMITS.maxRecordingMs / 1000)}
        </span>
        <span className="sr-only"> ({seconds} seconds recorded)</span>
      </p>
      <div
        role="meter"
        aria-label="Microphone level"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 w-full overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className="h-full rounded-full bg-linear-to-r from-brand-500 to-brand-700 transition-[width] duration-100"
          style={{ width: `${Math.max(percent, 2)}%` }}
        />
      </div>
    </div>
  );
}
