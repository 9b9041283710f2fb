import { useEffect, useState } from 'react';
import type { VoiceCommandResult } from '@shared/schemas/voice-command';
import { outbox, useOutbox } from '@client/lib/outbox';
import type { OutboxWrite, VoicePreview } from '@client/lib/outbox/types';
import type { QueuedStatus } from '../model/voice-copy';

/** A command understood on the device and kept in the outbox, as the dialog follows it. */
export interface QueuedCommand {
  key: string;
  preview: VoicePreview;
  spokenAt: string;
  status: QueuedStatus;
  /** The server's reason, once a replay was refused (a plan's quota, say). */
  reason?: string;
  /** The server's answer once it synced: what was stored, so Undo works as for any command. */
  result?: VoiceCommandResult;
}

interface Tracked {
  key: string;
  preview: VoicePreview;
  spokenAt: string;
  discarded: boolean;
  result?: VoiceCommandResult;
}

/**
 * The command the dialog shows as "waiting to sync" (issue 28 §4), followed in the outbox while
 * the dialog is open: it syncs (then it shows as stored, with Undo), is refused on a replay (the
 * reason, and Discard), or is discarded here or from the sync sheet.
 */
export function useQueuedCommand() {
  const [tracked, setTracked] = useState<Tracked | null>(null);
  const { writes } = useOutbox();

  useEffect(
    () =>
      outbox.onSynced((write, data) =>
        setTracked((t) =>
          t && t.key === write.key ? { ...t, result: data as VoiceCommandResult } : t,
        ),
      ),
    [],
  );

  const kept = tracked ? writes.find((w) => w.key === tracked.key) : undefined;
  const queued: QueuedCommand | null = tracked && {
    key: tracked.key,
    preview: tracked.preview,
    spokenAt: tracked.spokenAt,
    result: tracked.result,
    ...statusOf(tracked, kept),
  };

  return {
    queued,
    /** Follows the write just kept for the command on screen. */
    track: (write: OutboxWrite, preview: VoicePreview, spokenAt: string) =>
      setTracked({ key: write.key, preview, spokenAt, discarded: false }),
    /** A new command, or a reset: the old one is no longer on screen (it stays in the outbox). */
    forget: () => setTracked(null),
    discard: async () => {
      if (!tracked) return;
      await outbox.discard(tracked.key);
      // The dialog says it (title, and the card's status line): no toast over it.
      setTracked((t) => (t && t.key === tracked.key ? { ...t, discarded: true } : t));
    },
  };
}

function statusOf(
  tracked: Tracked,
  kept: OutboxWrite | undefined,
): { status: QueuedStatus; reason?: string } {
  if (tracked.result) return { status: 'synced' };
  if (tracked.discarded) return { status: 'discarded' };
  if (!kept) return { status: 'discarded' }; // gone from the outbox without syncing: the sheet
  if (kept.state === 'refused') return { status: 'refused', reason: kept.error?.message };
  return { status: 'pending' };
}
