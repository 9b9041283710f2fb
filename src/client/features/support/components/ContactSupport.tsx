import { Mail, Star } from 'lucide-react';
import { LoadError } from '@client/components/layout/LoadError';
import { Button } from '@client/components/ui/button';
import { Card, CardDescription, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useSupportContact } from '../api/get-support';
import { supportMailto } from '../model/help-content';

/** SPEC §2 Contact Support: an email to the configured address, marked for priority plans. */
export function ContactSupport() {
  const contact = useSupportContact();
  return (
    <Card
      aria-labelledby="support-title"
      aria-busy={contact.isPending}
      className="flex flex-col gap-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <CardTitle id="support-title" className="text-lg">
          Still stuck?
        </CardTitle>
        {contact.data?.priority && (
          <span className="inline-flex items-center gap-1 rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-semibold text-ink dark:bg-surface-muted">
            <Star aria-hidden="true" className="size-3.5" />
            Priority support
          </span>
        )}
      </div>
      {contact.isPending ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-11 w-full" />
        </div>
      ) : contact.isError ? (
        <LoadError
          message="We couldn't load the support address."
          onRetry={() => void contact.refetch()}
        />
      ) : (
        <>
          <CardDescription>
            {contact.data.priority
              ? 'Your plan comes with priority support: your email is marked as priority.'
              : 'Write to us and we will get back to you.'}
          </CardDescription>
          <p className="text-sm font-medium break-words">{contact.data.email}</p>
          <Button asChild className="w-full">
            <a href={supportMailto(contact.data.email, contact.data.priority)}>
              <Mail aria-hidden="true" />
              Contact Support
            </a>
          </Button>
        </>
      )}
    </Card>
  );
}
