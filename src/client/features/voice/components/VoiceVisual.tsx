import {
  AudioLines,
  CircleAlert,
  CircleCheck,
  Keyboard,
  Mic,
  MicOff,
  Sparkles,
} from 'lucide-react';
import { cn } from '@client/lib/utils';
import type { VoiceView } from '../model/voice-copy';

const disc = 'relative grid size-20 place-items-center rounded-full';
const brand = 'bg-brand-100 text-brand-700 dark:bg-surface-muted dark:text-brand-200';

/**
 * The picture at the top of the dialog, one per state, so the state reads at a glance. Only the
 * recording disc moves (a ring that pulses while the microphone is live), and only when the
 * user has not asked for reduced motion.
 */
export function VoiceVisual({ view, success }: { view: VoiceView; success: boolean }) {
  if (view === 'recording') {
    return (
      <span className={cn(disc, 'bg-danger text-white')}>
        <span className="absolute inset-0 rounded-full bg-danger/40 motion-safe:animate-ping" />
        <Mic aria-hidden="true" className="relative size-9" />
      </span>
    );
  }
  if (view === 'result') {
    const Icon = success ? CircleCheck : CircleAlert;
    return (
      <span
        className={cn(disc, success ? 'bg-success/15 text-success' : 'bg-danger/10 text-danger')}
      >
        <Icon aria-hidden="true" className="size-10" />
      </span>
    );
  }
  const Icon = ICONS[view];
  const busy = view === 'processingAudio' || view === 'processingCommand' || view === 'starting';
  return (
    <span className={cn(disc, brand)}>
      <Icon aria-hidden="true" className={cn('size-9', busy && 'motion-safe:animate-pulse')} />
    </span>
  );
}

const ICONS = {
  ready: Mic,
  starting: Mic,
  processingAudio: AudioLines,
  processingCommand: Sparkles,
  typing: Keyboard,
  unsupported: MicOff,
  noMicrophone: MicOff,
} as const;
