import { Copy, ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { shareStatus, type Share, type ShareStatus } from '@shared/schemas/shares';
import { LoadError } from '@client/components/layout/LoadError';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { cn } from '@client/lib/utils';
import { copyLink, useRevokeShare, useShares } from '../api/shares';
import { shareExpiryText, shareLabel } from '../model/share-format';

const BADGE: Record<ShareStatus, { label: string; className: string }> = {
  active: { label: 'Active', className: 'bg-brand-100 text-brand-800' },
  expired: { label: 'Expired', className: 'bg-surface-muted text-ink-muted' },
  revoked: { label: 'Revoked', className: 'bg-danger/10 text-danger' },
};

/** SPEC §4 Share: each link with its state; copy/open only while active, revoke until revoked. */
export function ManageShares({ enabled, timeZone }: { enabled: boolean; timeZone: string }) {
  const shares = useShares(enabled);
  const revoke = useRevokeShare();
  const [revoking, setRevoking] = useState<Share | null>(null);

  if (shares.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-label="Loading shares">
        <Skeleton className="h-20 w-full rounded-card" />
        <Skeleton className="h-20 w-full rounded-card" />
      </div>
    );
  }
  if (shares.isError) {
    return (
      <LoadError message="We couldn't load your shares." onRetry={() => void shares.refetch()} />
    );
  }
  if (shares.data.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-ink-muted">You haven't shared anything yet.</p>
    );
  }
  const now = new Date();
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label="Your shares">
        {shares.data.map((s) => {
          const status = shareStatus(s, now);
          const label = shareLabel(s);
          return (
            <li key={s.id} className="flex flex-col gap-2 rounded-card border border-line/60 p-3">
              <div className="flex items-start justify-between gap-2">
                <p className="min-w-0 font-medium break-words">{label}</p>
                <span
                  className={cn(
                    'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold',
                    BADGE[status].className,
                  )}
                >
                  {BADGE[status].label}
                </span>
              </div>
              <p className="text-xs text-ink-muted">
                {shareExpiryText(s, status, timeZone)}
                {s.includeIdentity ? ' · Shows your name' : ' · Anonymous'}
              </p>
              <div className="-mx-1 flex flex-wrap items-center gap-1">
                {status === 'active' && (
                  <>
                    <Button
                      variant="ghost"
                      className="px-3"
                      onClick={async () => {
                        const copied = await copyLink(s.url);
                        toast(
                          copied
                            ? { title: 'Link Copied!', description: s.url }
                            : {
                                title: 'Copy Failed',
                                description: 'Your browser did not allow copying.',
                                variant: 'destructive',
                              },
                        );
                      }}
                    >
                      <Copy aria-hidden="true" className="!size-4" />
                      Copy link<span className="sr-only"> for {label}</span>
                    </Button>
                    <Button asChild variant="ghost" className="px-3">
                      <a href={s.url} target="_blank" rel="noopener noreferrer">
                        <ExternalLink aria-hidden="true" className="!size-4" />
                        Open<span className="sr-only"> {label} (new tab)</span>
                      </a>
                    </Button>
                  </>
                )}
                {status !== 'revoked' && (
                  <Button
                    variant="ghost"
                    className="ml-auto px-3 text-danger hover:bg-danger/10"
                    onClick={() => setRevoking(s)}
                  >
                    <Trash2 aria-hidden="true" className="!size-4" />
                    Revoke<span className="sr-only"> {label}</span>
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this link?"
        description="Anyone who opens it will see that it is no longer available. This cannot be undone."
        confirmLabel="Revoke link"
        pendingLabel="Revoking…"
        pending={revoke.isPending}
        onConfirm={() =>
          revoking && revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })
        }
      />
    </>
  );
}
