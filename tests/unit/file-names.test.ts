import { describe, expect, it } from 'vitest';
import { namingProblem } from '../../lint/file-names.js';

describe('file names (lint/file-names.js)', () => {
  it.each([
    ['src/server/features/body-weights/body-weights.routes.ts', null],
    ['src/server/db/embedded.worker.ts', null],
    ['src/client/features/goals/components/GoalCard.tsx', null],
    ['src/client/features/users/use-time-zone-sync.ts', null],
    ['tests/e2e/workouts-pages.spec.ts', null],
    ['src/client/vite-env.d.ts', null],
    ['lint/file-names.js', null],
    ['src/shared/trainingLoad.ts', "'trainingLoad.ts' is not kebab-case"],
    ['src/client/lib/fetchClient.ts', "'fetchClient.ts' is not kebab-case"],
    ['src/client/lib/Query.ts', "'Query.ts' is not kebab-case"],
    [
      'src/client/components/forms/form_field.tsx',
      "'form_field.tsx' is neither kebab-case nor a PascalCase component name",
    ],
    ['src/server/features/heartRates/routes.ts', "folder 'heartRates' is not kebab-case"],
    ['src/server/x/voice.Routes.ts', "'voice.Routes.ts': '.Routes' is not kebab-case"],
  ])('%s', (rel, problem) => {
    expect(namingProblem(rel)).toBe(problem);
  });
});
