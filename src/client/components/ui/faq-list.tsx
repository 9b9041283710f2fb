import { ChevronDown } from 'lucide-react';

export interface FaqEntry {
  q: string;
  a: string;
}

/** Questions that each open on their own (details and summary: keyboard and screen readers free). */
export function FaqList({ items }: { items: readonly FaqEntry[] }) {
  return items.map(({ q, a }) => (
    <details key={q} className="group border-b border-line/60 last:border-0">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 py-2 text-sm font-semibold [&::-webkit-details-marker]:hidden">
        {q}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <p className="pb-3 text-sm text-ink-muted">{a}</p>
    </details>
  ));
}
