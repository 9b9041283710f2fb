import { Card, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';

/** The browser's platform name; userAgentData where the browser has it (not in every DOM lib). */
function platformName(): string {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return nav.userAgentData?.platform || nav.platform || 'Unknown';
}

interface SystemInfoProps {
  loaded: boolean;
  total: number;
  english: number;
}

/** SPEC §2 Voice Diagnostics: system info (voice count, platform). */
export function SystemInfo({ loaded, total, english }: SystemInfoProps) {
  const rows: [string, string][] = [
    ['Voices on this device', String(total)],
    ['English voices', String(english)],
    ['Platform', platformName()],
  ];
  return (
    <Card aria-labelledby="system-title" aria-busy={!loaded}>
      <CardTitle id="system-title">System</CardTitle>
      <dl className="mt-3 divide-y divide-line text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-center justify-between gap-4 py-2.5">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="font-semibold tabular-nums">
              {loaded ? value : <Skeleton className="h-4 w-10" />}
            </dd>
          </div>
        ))}
      </dl>
      {loaded && total === 0 && (
        <p className="mt-3 rounded-control bg-accent-100 px-3 py-2.5 text-sm dark:bg-surface-muted">
          This browser offers no voices, so Joey's replies are shown on screen instead of spoken. On
          Linux, installing speech-dispatcher adds voices.
        </p>
      )}
    </Card>
  );
}
