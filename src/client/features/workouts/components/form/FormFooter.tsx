import { Button } from '@client/components/ui/button';

interface FormFooterProps {
  onCancel: () => void;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The form the submit button belongs to, when the footer sits outside it. */
  form?: string;
}

/** Cancel and the form's one primary button, pinned to the bottom of a long dialog. */
export function FormFooter({
  onCancel,
  submitLabel,
  pendingLabel,
  pending,
  form,
}: FormFooterProps) {
  return (
    <div className="sticky bottom-0 z-10 grid grid-cols-2 gap-3 border-t border-line bg-surface px-5 py-4 sm:px-6">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" form={form} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
