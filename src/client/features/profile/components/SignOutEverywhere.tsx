import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Card, CardDescription, CardTitle } from '@client/components/ui/card';
import { keptAtSignOutText } from '@client/components/sync/sign-out-with-writes';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/components/ui/use-toast';
import { signOut } from '@client/lib/auth';
import { useOutbox } from '@client/lib/outbox';

/** Issue 7 §2.8: end every session at once (a lost phone, a shared computer). */
export function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  // Writes kept on this device stay for this person's next sign-in here (issue 28 §3).
  const waiting = useOutbox().writes.length;
  const confirm = async () => {
    setPending(true);
    try {
      await signOut({ everywhere: true });
    } catch {
      setPending(false);
      toast({
        title: 'Sign Out Failed',
        description: 'Could not sign out of your devices. Please try again.',
        variant: 'destructive',
      });
    }
  };
  return (
    <Card aria-labelledby="devices-title">
      <CardTitle id="devices-title" className="text-lg">
        Devices
      </CardTitle>
      <CardDescription className="mt-1">
        Signed in on a phone you lost or a computer you shared? End every session, this one too.
      </CardDescription>
      <Button variant="outline" className="mt-4 w-full" onClick={() => setOpen(true)}>
        <LogOut aria-hidden="true" />
        Sign out of all devices
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Sign out of all devices?"
        description={`You will need your password to sign in again on every device, this one included.${waiting > 0 ? ` ${keptAtSignOutText(waiting)}` : ''}`}
        confirmLabel="Sign Out Everywhere"
        pendingLabel="Signing out…"
        pending={pending}
        onConfirm={() => void confirm()}
      />
    </Card>
  );
}
