import { CircleCheck, Dumbbell, Trash2, Undo2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@client/components/ui/button';
import type { ActView as ActViewState } from '../model/voice-acts';

interface ActViewProps {
  view: ActViewState;
  /** The microphone may listen for the answer: the command was spoken and one is there. */
  canListen: boolean;
  /** The coach is asking aloud: listening waits, so the question is not taken for the answer. */
  speaking: boolean;
  listen: () => void;
  onAnswer: (yes: boolean) => void;
  onRestore: () => void;
}

/**
 * Issue 31 §3, §4 in the voice dialog, under the title that asks or tells: the question's two
 * buttons (the answer can also be said, or typed in the box), or the card of a workout deleted
 * by voice with its Undo. The question takes the focus when it appears.
 */
export function ActView({ view, canListen, speaking, listen, onAnswer, onRestore }: ActViewProps) {
  if (view.kind === 'askDelete' || view.kind === 'askHeard') {
    return (
      <Question
        label={view.kind === 'askDelete' ? `Delete “${view.workout.name}”?` : `Did you say “${view.text}”?`} // prettier-ignore
        yes={view.kind === 'askDelete' ? 'Delete' : 'Yes'}
        no={view.kind === 'askDelete' ? 'Keep' : 'No'}
        destructive={view.kind === 'askDelete'}
        busy={view.busy}
        canListen={canListen}
        speaking={speaking}
        listen={listen}
        onAnswer={onAnswer}
      />
    );
  }
  if (view.kind === 'told' && view.deleted) {
    const { workout, restore } = view.deleted;
    return (
      <section
        aria-label="Deleted workout"
        className="rounded-control border border-line bg-surface-muted/60 p-4 text-left"
      >
        <p
          className={`flex items-center gap-2 font-semibold ${restore === 'done' ? '' : 'text-ink-muted line-through'}`}
        >
          <Dumbbell aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 flex-1 break-words">{workout.name}</span>
        </p>
        <div className="mt-3 border-t border-line pt-3">
          {restore === 'done' ? (
            <p role="status" className="flex items-center gap-2 text-sm font-medium text-ink-muted">
              <CircleCheck aria-hidden="true" className="size-4 text-success" />
              Undone: it is back in your log.
            </p>
          ) : (
            <Button
              variant="outline"
              onClick={onRestore}
              disabled={restore === 'busy'}
              className="w-full"
            >
              <Undo2 aria-hidden="true" />
              {restore === 'busy' ? 'Undoing…' : 'Undo'}
            </Button>
          )}
        </div>
      </section>
    );
  }
  return null;
}

function Question({
  label,
  yes,
  no,
  destructive,
  busy,
  canListen,
  speaking,
  listen,
  onAnswer,
}: {
  label: string;
  yes: string;
  no: string;
  destructive: boolean;
  busy: boolean;
  canListen: boolean;
  speaking: boolean;
  listen: () => void;
  onAnswer: (yes: boolean) => void;
}) {
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => group.current?.focus(), []);
  // Once the question has been asked aloud, the microphone listens for the answer (once).
  const listened = useRef(false);
  useEffect(() => {
    if (!canListen || speaking || listened.current) return;
    const timer = setTimeout(() => {
      listened.current = true;
      listen();
    }, 300);
    return () => clearTimeout(timer);
  }, [canListen, speaking, listen]);
  return (
    <div
      ref={group}
      role="group"
      aria-label={label}
      tabIndex={-1}
      data-autofocus
      className="grid grid-cols-2 gap-2 rounded-control outline-offset-4"
    >
      <Button
        variant={destructive ? 'destructive' : 'primary'}
        onClick={() => onAnswer(true)}
        disabled={busy}
      >
        {destructive && <Trash2 aria-hidden="true" />}
        {busy ? (destructive ? 'Deleting…' : 'Sending…') : yes}
      </Button>
      <Button variant="outline" onClick={() => onAnswer(false)} disabled={busy}>
        {no}
      </Button>
    </div>
  );
}
