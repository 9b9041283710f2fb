import { KeySquare, LoaderCircle, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { ApiToken, CreatedToken } from '@shared/schemas/tokens';
import type { User } from '@shared/schemas/users';
import { FormAlert } from '@client/components/forms/FormAlert';
import { FormField } from '@client/components/forms/FormField';
import { LoadError } from '@client/components/layout/LoadError';
import { Button } from '@client/components/ui/button';
import { Card, CardDescription, CardTitle } from '@client/components/ui/card';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { Input } from '@client/components/ui/input';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api';
import { describeAccountError } from '../model/account-forms';
import { checkTokenName, curlExample, TOKEN_LABELS, tokenUsage } from '../model/access-tokens';
import { useCreateToken, useRevokeToken, useTokens } from '../api/tokens';
import { NewTokenDialog } from './NewTokenDialog';

/**
 * Profile → API access (issue 29 §8): personal access tokens, so a script or another app can
 * read and log workouts as this person. A token's secret is shown once, when it is made; the
 * list says which is which by name and its first characters, and when each was last used.
 */
export function ApiTokens({ user }: { user: User }) {
  return (
    <Card aria-labelledby="api-title">
      <CardTitle id="api-title" className="flex items-center gap-2 text-lg">
        <KeySquare aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />
        API access
      </CardTitle>
      <CardDescription className="mt-1">
        Let a script or another app read and log your workouts as you. Treat a token like your
        password; revoke one you no longer use.
      </CardDescription>
      <CreateToken />
      <TokenList timeZone={user.timeZone} />
      <p className="mt-4 text-sm text-ink-muted">Use a token like this:</p>
      <code className="mt-1 block rounded-control bg-surface-muted px-3 py-2 font-mono text-xs whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">
        {curlExample(window.location.origin, user.id)}
      </code>
    </Card>
  );
}

function CreateToken() {
  const id = useId();
  const create = useCreateToken();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedToken | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setFormError(null);
    const checked = checkTokenName(name);
    if (!checked.ok) {
      setError(checked.error);
      document.getElementById(id)?.focus();
      return;
    }
    setError(undefined);
    create.mutate(checked.body, {
      onSuccess: (token) => {
        setName('');
        setCreated(token);
      },
      onError: (err) => {
        const said = describeAccountError(err, TOKEN_LABELS);
        if (said.field) {
          setError(said.message);
          document.getElementById(id)?.focus();
        } else setFormError(said.message);
      },
    });
  };

  return (
    <>
      <form
        noValidate
        onSubmit={submit}
        className="mt-4 flex flex-col gap-3"
        aria-busy={create.isPending}
      >
        <FormAlert message={formError} className="px-3 py-2.5" />
        <FormField
          id={id}
          label={TOKEN_LABELS.name}
          error={error}
          hint="Say what will use it, such as “Garmin sync”."
        >
          {(c) => (
            <Input
              {...c}
              value={name}
              autoComplete="off"
              onChange={(e) => {
                setName(e.target.value);
                if (error) setError(undefined);
              }}
            />
          )}
        </FormField>
        <Button type="submit" variant="secondary" disabled={create.isPending}>
          {create.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {create.isPending ? 'Creating…' : 'Create token'}
        </Button>
      </form>
      <NewTokenDialog
        token={created}
        onClose={() => {
          // The secret leaves memory with the dialog: nothing can show it again.
          setCreated(null);
          create.reset();
        }}
      />
    </>
  );
}

function TokenList({ timeZone }: { timeZone: string }) {
  const tokens = useTokens();
  const revoke = useRevokeToken();
  // The token asked about stays while the dialog closes, so its title does not change as it goes.
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const [confirming, setConfirming] = useState(false);

  const confirmRevoke = () => {
    if (!revoking) return;
    const token = revoking;
    revoke.mutate(token, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: 'Token Revoked', description: `“${token.name}” no longer works.` });
      },
      onError: (err) => {
        // Revoked already (another tab, another device): it is gone either way.
        if (err instanceof ApiError && err.status === 404) {
          setConfirming(false);
          return;
        }
        toast({
          title: 'Not Revoked',
          description: "Couldn't revoke the token. Please try again.",
          variant: 'destructive',
        });
      },
    });
  };

  let body;
  if (tokens.isPending) {
    body = (
      <div aria-busy="true" aria-label="Loading your tokens" className="mt-3 flex flex-col gap-2">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  } else if (tokens.isError) {
    body = (
      <LoadError
        className="mt-3"
        message="Couldn't load your tokens."
        onRetry={() => void tokens.refetch()}
      />
    );
  } else if (tokens.data.tokens.length === 0) {
    body = <p className="mt-2 text-sm text-ink-muted">No tokens yet.</p>;
  } else {
    body = (
      <ul aria-labelledby="tokens-title" className="mt-2 flex flex-col gap-2">
        {tokens.data.tokens.map((token) => (
          <li
            key={token.id}
            className="flex items-center gap-3 rounded-2xl border border-line px-3 py-2"
          >
            <span className="min-w-0 flex-1">
              <span className="block font-medium break-words">{token.name}</span>
              <span className="block font-mono text-sm text-ink-muted">
                {/* Its first characters only: the rest was shown once, when it was made. */}
                {token.hint.endsWith('…') ? token.hint : `${token.hint}…`}
              </span>
              <span className="block text-sm text-ink-muted">{tokenUsage(token, timeZone)}</span>
            </span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Revoke ${token.name}`}
              onClick={() => {
                setRevoking(token);
                setConfirming(true);
              }}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <h3 id="tokens-title" className="mt-5 font-semibold">
        Your tokens
      </h3>
      {body}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && !revoke.isPending && setConfirming(false)}
        title={`Revoke “${revoking?.name ?? ''}”?`}
        description="Anything using this token stops working at once. This can't be undone."
        confirmLabel="Revoke Token"
        pendingLabel="Revoking…"
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </>
  );
}
