import { CalendarPlus, NotebookPen } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { addDays, localDayOf } from '@shared/local-day';
import { logPlanHref } from '@shared/prefill-link';
import type { Suggestion } from '@shared/schemas/dashboard';
import { FormField } from '@client/components/forms/FormField';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { formatFullDay, type UnitPrefs } from '@client/lib/formatting';
import {
  REMINDER_MINUTES,
  SCHEDULE_DAYS_AHEAD,
  calendarFile,
  calendarFileName,
  defaultSchedule,
  planLines,
  validateSchedule,
  type ScheduleChoice,
  type ScheduleErrors,
} from '../model/schedule';

interface ScheduleDialogProps {
  suggestion: Suggestion;
  timeZone: string;
  units: UnitPrefs;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "6:00 PM": a time as the user's clock shows it, in their zone. */
const clockTime = (instant: Date, timeZone: string) =>
  instant.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone });

/** Hands the browser a file to save or open (a phone offers it to its calendar). */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Schedule It (issue 26): the insight's workout, filled in, on a day and time ahead. "Add to
 * calendar" saves an event with a reminder whose link opens the workout form filled in; "Log it
 * now" opens that form at once for someone about to train.
 */
export function ScheduleDialog({ open, onOpenChange, ...props }: ScheduleDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel="Close schedule workout">
        {/* Radix unmounts closed content: every opening starts from the default day. */}
        <ScheduleForm {...props} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ScheduleForm({
  suggestion,
  timeZone,
  units,
  onClose,
}: Omit<ScheduleDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const { prefill } = suggestion;
  const [choice, setChoice] = useState<ScheduleChoice>(() =>
    defaultSchedule(suggestion.kind, new Date(), timeZone),
  );
  const [errors, setErrors] = useState<ScheduleErrors>({});
  const dayInput = useRef<HTMLInputElement>(null);
  const timeInput = useRef<HTMLInputElement>(null);
  const today = localDayOf(new Date(), timeZone);
  const lines = planLines(prefill, units);
  const set = (field: keyof ScheduleChoice) => (value: string) => {
    setChoice((c) => ({ ...c, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const now = new Date();
    const result = validateSchedule(choice, now, timeZone);
    if (!result.ok) {
      setErrors(result.errors);
      (result.errors.day ? dayInput : timeInput).current?.focus();
      return;
    }
    download(
      calendarFileName(prefill.name),
      calendarFile({
        uid: `${suggestion.id}-${result.start.getTime()}@joeyfit`,
        prefill,
        start: result.start,
        units,
        origin: window.location.origin,
        now,
      }),
    );
    // The file still has to be opened (a phone offers it to its calendar): say so, not "added".
    toast({
      title: 'Calendar event ready',
      description: `${prefill.name}, ${formatFullDay(choice.day)} at ${clockTime(result.start, timeZone)}. Open the file to add it to your calendar.`,
    });
    onClose();
  };

  return (
    <>
      <DialogTitle className="pr-10 text-xl font-bold tracking-tight">Schedule workout</DialogTitle>
      <DialogDescription className="mt-1 text-sm text-ink-muted">
        Joey's suggestion, on a day that suits you.
      </DialogDescription>
      <section
        aria-labelledby="schedule-plan-title"
        className="mt-4 rounded-2xl bg-surface-muted p-4"
      >
        <h3 id="schedule-plan-title" className="font-semibold">
          {prefill.name}
        </h3>
        <ul className="mt-2 flex flex-col gap-1 text-sm" aria-label="What it holds">
          {lines.map((line, i) => (
            <li key={i} className="tabular-nums">
              {line}
            </li>
          ))}
        </ul>
      </section>
      <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-4">
        {/* Stacked on phones, where a date and a 12-hour time side by side would be cut short. */}
        <div className="flex flex-col gap-4 sm:grid sm:grid-cols-[3fr_2fr] sm:gap-3">
          <FormField id="schedule-day" label="Date" error={errors.day}>
            {(control) => (
              <Input
                {...control}
                ref={dayInput}
                type="date"
                required
                value={choice.day}
                min={today}
                max={addDays(today, SCHEDULE_DAYS_AHEAD)}
                onChange={(e) => set('day')(e.target.value)}
                className="tabular-nums"
              />
            )}
          </FormField>
          <FormField id="schedule-time" label="Time" error={errors.time}>
            {(control) => (
              <Input
                {...control}
                ref={timeInput}
                type="time"
                required
                step={300}
                value={choice.time}
                onChange={(e) => set('time')(e.target.value)}
                className="tabular-nums"
              />
            )}
          </FormField>
        </div>
        <p className="text-sm text-ink-muted">
          Your calendar reminds you {REMINDER_MINUTES} minutes before; the event's link opens this
          workout ready to log.
        </p>
        <div className="flex flex-wrap gap-2 *:flex-auto">
          <Button type="submit">
            <CalendarPlus aria-hidden="true" />
            Add to calendar
          </Button>
          <Button asChild variant="secondary">
            <Link href={logPlanHref(prefill)}>
              <NotebookPen aria-hidden="true" />
              Log it now
            </Link>
          </Button>
        </div>
      </form>
    </>
  );
}
