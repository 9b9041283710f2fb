/** SPEC §2 'You said:' with what the command step was given. */
export function HeardQuote({ text }: { text: string }) {
  return (
    <p className="rounded-control bg-surface-muted px-4 py-3 text-left">
      <span className="block text-xs font-semibold tracking-wide text-ink-muted uppercase">
        You said:
      </span>
      <span className="mt-1 block break-words italic">“{text}”</span>
    </p>
  );
}
