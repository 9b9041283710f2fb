import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import type { User } from '@shared/schemas/users';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { CreateShareForm } from './CreateShareForm';
import { ManageShares } from './ManageShares';

/** What is being shared: one workout (from its card) or the user's progress. */
export type ShareTarget =
  { kind: 'workout'; workoutId: string | null; workoutName?: string } | { kind: 'progress' };

export interface ShareDialogProps {
  user: User;
  target: ShareTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Tab = 'create' | 'manage';

const tabClass =
  'h-11 flex-1 rounded-[calc(var(--radius-control)-2px)] text-sm font-semibold text-ink-muted transition-colors data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm dark:data-[state=active]:bg-line';

/**
 * SPEC §2 Modals: the share dialog with the tabs Create Share and Manage Shares. A successful
 * create switches to Manage Shares, where the new link is listed first (SPEC §4 Share).
 */
export function ShareDialog({ user, target, open, onOpenChange }: ShareDialogProps) {
  const [tab, setTab] = useState<Tab>('create');
  const title = target.kind === 'workout' ? 'Share Workout' : 'Share Progress';
  const what =
    target.kind === 'workout'
      ? target.workoutName
        ? `Anyone with the link can see “${target.workoutName}”.`
        : 'Anyone with the link can see this workout.'
      : 'Anyone with the link can see a summary of your progress.';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setTab('create');
        onOpenChange(next);
      }}
    >
      <DialogContent className="flex flex-col gap-4">
        <div className="space-y-1 pr-10">
          <DialogTitle className="text-xl font-bold tracking-tight">{title}</DialogTitle>
          <DialogDescription className="text-sm text-ink-muted">{what}</DialogDescription>
        </div>
        <Tabs.Root
          value={tab}
          onValueChange={(v) => setTab(v as Tab)}
          className="flex flex-col gap-4"
        >
          <Tabs.List
            aria-label="Create or manage shares"
            className="flex gap-1 rounded-control bg-surface-muted p-1 ring-1 ring-line/60"
          >
            <Tabs.Trigger value="create" className={tabClass}>
              Create Share
            </Tabs.Trigger>
            <Tabs.Trigger value="manage" className={tabClass}>
              Manage Shares
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="create" tabIndex={-1} className="outline-none">
            <CreateShareForm user={user} target={target} onCreated={() => setTab('manage')} />
          </Tabs.Content>
          <Tabs.Content value="manage" tabIndex={-1} className="outline-none">
            <ManageShares enabled={open && tab === 'manage'} timeZone={user.timeZone} />
          </Tabs.Content>
        </Tabs.Root>
      </DialogContent>
    </Dialog>
  );
}
