import { AlertTriangle, CheckCircle2, CloudOff, History, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { isActive } from '@shared/session/machine';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import type { GuidedSession } from '../hooks/use-guided-session';
import { pausedWhere } from '../model/cue-text';

/**
 * What the session screen has to tell before anything else: a session brought back after a
 * reload (resume or abandon), a plan handed over while another session is under way, and how
 * the save is going.
 */
export function SessionNotices({
  session,
  onResume,
  onAbandon,
}: {
  session: GuidedSession;
  onResume: () => void;
  onAbandon: () => void;
}) {
  const { state, save, offered, restored } = session;
  return (
    <div aria-live="polite" className="flex flex-col gap-3 empty:hidden">
      {offered && (
        <Notice icon={<History />}>
          <p>
            You have a session in progress. Start “{offered.title}” instead? The current one will
            not be saved.
          </p>
          <div className="mt-3 flex gap-2">
            <Button onClick={() => session.restart(offered)}>Start “{offered.title}”</Button>
            <Button variant="outline" onClick={session.dismissOffer}>
              Keep current
            </Button>
          </div>
        </Notice>
      )}
      {restored && isActive(state) && !state.running && !offered && (
        <Notice icon={<History />}>
          <p>Welcome back! Your session is paused {pausedWhere(state)}.</p>
          <div className="mt-3 flex gap-2">
            <Button onClick={onResume}>Resume</Button>
            <Button variant="outline" onClick={onAbandon}>
              Abandon session
            </Button>
          </div>
        </Notice>
      )}
      {save.kind === 'saving' && (
        <Notice icon={<Loader2 className="motion-safe:animate-spin" />}>
          Saving your workout…
        </Notice>
      )}
      {save.kind === 'queued' && (
        <Notice
          icon={save.state === 'refused' ? <AlertTriangle /> : <CloudOff />}
          tone={save.state === 'refused' ? 'warn' : 'info'}
        >
          <p>
            {save.message}
            {save.state === 'pending' && <span className="sr-only"> (waiting to sync)</span>}
          </p>
          {save.state === 'pending' && (
            <Button className="mt-3" variant="outline" onClick={session.retrySave}>
              Sync now
            </Button>
          )}
        </Notice>
      )}
      {save.kind === 'failed' && (
        <Notice icon={<AlertTriangle />} tone="warn">
          <p>Your workout could not be saved: {save.message}</p>
          <div className="mt-3 flex gap-2">
            <Button variant="outline" onClick={session.retrySave}>
              Try again
            </Button>
            <Button variant="ghost" onClick={() => session.restart()}>
              Discard it
            </Button>
          </div>
        </Notice>
      )}
      {save.kind === 'saved' && (
        <Notice icon={<CheckCircle2 />} tone="success">
          <p>
            “{save.workout.name}” is in your log.{' '}
            <Link href="/workouts" className="font-semibold underline underline-offset-2">
              See it in Workouts
            </Link>
          </p>
        </Notice>
      )}
    </div>
  );
}

function Notice({
  icon,
  tone = 'info',
  children,
}: {
  icon: ReactNode;
  tone?: 'info' | 'warn' | 'success';
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-card border p-4 text-sm',
        tone === 'info' && 'border-brand-200 bg-brand-50 dark:border-line dark:bg-surface-muted',
        tone === 'warn' && 'border-accent-400 bg-accent-100 dark:border-line dark:bg-surface-muted',
        tone === 'success' && 'border-success/40 bg-surface',
      )}
    >
      <span aria-hidden="true" className="mt-0.5 shrink-0 [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
