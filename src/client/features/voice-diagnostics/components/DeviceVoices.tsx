import { Card, CardDescription, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { Badge } from './Badge';

interface DeviceVoicesProps {
  voices: SpeechSynthesisVoice[];
  loaded: boolean;
}

/** SPEC §2: the device's voices (English only, SPEC §5) with Local and Default badges. */
export function DeviceVoices({ voices, loaded }: DeviceVoicesProps) {
  return (
    <Card aria-labelledby="device-voices-title" aria-busy={!loaded}>
      <CardTitle id="device-voices-title">Device voices</CardTitle>
      <CardDescription className="mt-1">
        English voices this browser can speak with.
      </CardDescription>
      {!loaded ? (
        <div className="mt-4 space-y-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : voices.length === 0 ? (
        <p className="mt-4 rounded-control border border-dashed border-line px-4 py-5 text-center text-sm text-ink-muted">
          No English voices found on this device.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {voices.map((v) => (
            <li
              key={v.voiceURI || v.name}
              className="flex flex-wrap items-center gap-x-2 gap-y-1 py-2.5"
            >
              <span className="min-w-0 flex-1 break-words font-medium">{v.name}</span>
              <span className="text-xs text-ink-muted">{v.lang}</span>
              {v.localService && <Badge>Local</Badge>}
              {v.default && <Badge tone="brand">Default</Badge>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
