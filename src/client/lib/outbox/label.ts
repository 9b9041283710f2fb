import type { OutboxWrite, OutboxWriteInput } from './types';

const clip = (text: string, max = 40) => {
  const t = text.trim().replace(/\s+/g, ' ');
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
};

/**
 * A kept write as people read it in the sync sheet: `Workout “Push day”`, `Goal “Run 100 miles”`,
 * `Weigh-in 82 kg`, `Routine “Legs”`, `“ran 5k” (voice)`.
 */
export function labelOf(input: OutboxWriteInput): string {
  switch (input.kind) {
    case 'workout':
      return `Workout “${clip(input.body.name)}”`;
    case 'goal':
      return `Goal “${clip(input.body.title)}”`;
    case 'weigh-in':
      return `Weigh-in ${String(input.body.weight)} ${input.body.unit}`;
    case 'routine':
      return `Routine “${clip(input.body.name)}”`;
    case 'voice':
      return `“${clip(input.body.voiceText)}” (voice)`;
  }
}

/** What the screens show a kept write as: its own kind, or for a voice write what it will log. */
export type ShownKind = 'workout' | 'goal' | 'weigh-in' | 'routine';

/** The body a kept write shows as on the screen of `kind`, voice writes by their preview. */
export type ShownBody = {
  workout: Extract<OutboxWriteInput, { kind: 'workout' }>['body'];
  goal: Extract<OutboxWriteInput, { kind: 'goal' }>['body'];
  'weigh-in': Extract<OutboxWriteInput, { kind: 'weigh-in' }>['body'];
  routine: Extract<OutboxWriteInput, { kind: 'routine' }>['body'];
};

export interface ShownWrite<K extends ShownKind> {
  write: OutboxWrite;
  body: ShownBody[K];
}

/**
 * The kept writes that show on the screen of `kind`: that kind's own, and voice writes whose
 * preview logs one (a typed "ran 5k" shows among the workouts), oldest first.
 */
export function writesShownAs<K extends ShownKind>(
  writes: readonly OutboxWrite[],
  kind: K,
): ShownWrite<K>[] {
  const shown: ShownWrite<K>[] = [];
  for (const write of writes) {
    if (write.kind === kind) {
      shown.push({ write, body: write.body as ShownBody[K] });
    } else if (write.kind === 'voice') {
      const p = write.preview;
      const body =
        kind === 'workout'
          ? p.workout
          : kind === 'goal'
            ? p.goal
            : kind === 'weigh-in'
              ? p.bodyWeight
              : undefined;
      if (body) shown.push({ write, body: body as ShownBody[K] });
    }
  }
  return shown;
}
