import { useQueryClient } from '@tanstack/react-query';
import { Dumbbell } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { restoreLive, setCounts } from '@shared/session/live';
import { parseLiveState } from '@shared/session/live-state';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { discardServerLive, useRemoteLive } from '../api/remote-live';
import { loadLive, saveLive } from '../model/live-store';

const clock = (iso: string | number) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * Home's word on a workout under way (issue 27 §3): "Resume workout" for the one on this device;
 * for one under way on another device, when it started, with "Continue here" (this device takes
 * its state) and "Discard". Nothing when none is.
 */
export function LiveWorkoutBanner({ userId }: { userId: string }) {
  const [, navigate] = useLocation();
  const [local] = useState(() => loadLive(userId, Date.now()));
  const remote = useRemoteLive(userId);
  const queryClient = useQueryClient();
  const [discarded, setDiscarded] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (local && local.finishedAt == null) {
    const { done, total } = setCounts(local);
    return (
      <Card className="flex items-center gap-3 p-4" aria-label="Workout in progress">
        <Dumbbell aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
        <p className="min-w-0 flex-1 text-sm">
          <span className="block truncate font-semibold">{local.name}</span>
          In progress · {done}/{total} sets
        </p>
        <Button asChild>
          <Link href="/live-workout">Resume workout</Link>
        </Button>
      </Card>
    );
  }
  const state = remote && parseLiveState(remote.state);
  if (!remote || !state || discarded) return null;
  return (
    <Card className="flex flex-col gap-3 p-4" aria-label="Workout in progress">
      <p className="text-sm">
        <span className="font-semibold">Workout in progress</span> — “{remote.name}” started{' '}
        {clock(remote.startedAt)} on another device ({remote.setsDone}/{remote.setsTotal} sets).
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Button
          onClick={() => {
            saveLive(userId, restoreLive(state, Date.now()));
            navigate('/live-workout');
          }}
        >
          Continue here
        </Button>
        <Button variant="outline" onClick={() => setConfirming(true)}>
          Discard
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Discard the workout in progress?"
        description={`“${remote.name}” will not be saved on any device.`}
        confirmLabel="Discard"
        onConfirm={() => {
          // Gone here at once; the server hears now, or when the network is back.
          void discardServerLive(userId, remote.key, queryClient);
          setConfirming(false);
          setDiscarded(true);
        }}
      />
    </Card>
  );
}
