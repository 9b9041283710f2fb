import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { LoadError } from '@client/components/layout/LoadError';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import type { PendingPayment } from '../hooks/use-plan-change';
import { pricePhrase } from '../model/price';

interface StripePaymentDialogProps {
  payment: PendingPayment;
  /** Null when the server has Stripe's secret key but was given no publishable one. */
  publishableKey: string | null;
  onClose: () => void;
  onPaid: () => void;
}

/**
 * Stripe.js, loaded from js.stripe.com only when a payment is to be taken (this module is itself
 * loaded only in Stripe mode, so the sandbox never fetches it). `pure` adds no script on import.
 */
function useStripeJs(publishableKey: string | null) {
  return useQuery({
    queryKey: ['stripe.js', publishableKey],
    enabled: publishableKey !== null,
    queryFn: async () => {
      const stripe = await loadStripe(publishableKey!);
      if (!stripe) throw new Error('Stripe.js did not load.');
      return stripe;
    },
    gcTime: Infinity,
  });
}

const stripeTheme = () =>
  window.matchMedia('(prefers-color-scheme: dark)').matches
    ? ('night' as const)
    : ('stripe' as const);

/** Confirms the first payment of a plan chosen on the web (issue 13 §3), in a dialog. */
export function StripePaymentDialog({
  payment,
  publishableKey,
  onClose,
  onPaid,
}: StripePaymentDialogProps) {
  const stripe = useStripeJs(publishableKey);
  const [paying, setPaying] = useState(false);
  const { tier, finalPrice, clientSecret } = payment;
  return (
    <Dialog open onOpenChange={(open) => !open && !paying && onClose()}>
      <DialogContent className="flex flex-col gap-4" closeLabel="Cancel payment">
        <div className="space-y-1 pr-10">
          <DialogTitle className="text-xl font-bold tracking-tight">
            Pay for {tier.displayName}
          </DialogTitle>
          <DialogDescription className="text-sm text-ink-muted">
            {pricePhrase(tier, finalPrice)}, billed to your card by Stripe.
          </DialogDescription>
        </div>
        {!publishableKey ? (
          <p role="alert" className="text-sm font-medium text-danger">
            Card payments are not set up on this server yet (no Stripe publishable key). Nothing has
            been charged.
          </p>
        ) : (
          stripe.isPending && <Skeleton className="h-56" />
        )}
        {stripe.isError && (
          <LoadError
            message="We couldn't reach Stripe to take the payment. Check your connection and try again."
            onRetry={() => void stripe.refetch()}
          />
        )}
        {stripe.data && (
          <Elements
            key={clientSecret}
            stripe={stripe.data}
            options={{ clientSecret, appearance: { theme: stripeTheme() } }}
          >
            <PaymentForm
              label={`Pay ${pricePhrase(tier, finalPrice)}`}
              paying={paying}
              setPaying={setPaying}
              onPaid={() => {
                toast({
                  title: 'Payment Confirmed',
                  description: `Your ${tier.displayName} plan starts as soon as Stripe confirms it.`,
                });
                onPaid();
              }}
            />
          </Elements>
        )}
      </DialogContent>
    </Dialog>
  );
}

interface PaymentFormProps {
  label: string;
  paying: boolean;
  setPaying: (paying: boolean) => void;
  onPaid: () => void;
}

function PaymentForm({ label, paying, setPaying, onPaid }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    setError(null);
    // Cards confirm here; a method that needs the bank's page comes back to this screen.
    const result = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}/subscription` },
    });
    setPaying(false);
    if (result.error)
      setError(result.error.message ?? 'The payment did not go through. Please try again.');
    else onPaid();
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      {!ready && !error && <Skeleton className="h-56" />}
      <PaymentElement
        onReady={() => setReady(true)}
        onLoadError={() => setError('The payment form could not load. Please try again later.')}
      />
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" disabled={!stripe || !elements || !ready || paying}>
        {paying ? 'Processing...' : label}
      </Button>
    </form>
  );
}
