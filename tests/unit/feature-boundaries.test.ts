import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from '../../lint/feature-boundaries.js';

// RuleTester reports through the test framework's own describe/it.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const client = path.resolve(import.meta.dirname, '../../src/client');
const at = (file: string) => path.join(client, file);
const server = path.resolve(import.meta.dirname, '../../src/server');
const onServer = (file: string) => path.join(server, file);
// TypeScript's parser, so `import type` and `export type` are judged as the code has them.
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

const crossFeature = (from: string, to: string) => ({
  messageId: 'crossFeature',
  data: { from, to },
});

tester.run('feature-boundaries (docs/ARCHITECTURE.md: features never import each other)', rule, {
  valid: [
    // A feature's own files, by alias or relative path.
    {
      filename: at('features/goals/components/GoalCard.tsx'),
      code: "import x from '../goal-card';",
    },
    {
      filename: at('features/goals/components/GoalCard.tsx'),
      code: "import x from '@client/features/goals/goal-card';",
    },
    // Shared client code and shared rules.
    {
      filename: at('features/goals/components/GoalCard.tsx'),
      code: "import x from '@client/components/forms/FormField'; import y from '@shared/units';",
    },
    // The app composes features; the sign-in entry uses the auth feature.
    {
      filename: at('app/screens/DashboardScreen.tsx'),
      code: "import a from '@client/features/dashboard/pages/DashboardPage'; import b from '@client/features/goals/components/CurrentGoals';",
    },
    { filename: at('login/main.tsx'), code: "import a from '../features/auth/pages/LoginPage';" },
    // A package import is none of the rule's business.
    { filename: at('features/goals/goal-form.ts'), code: "import { z } from 'zod';" },
    // Files outside the client are not judged.
    {
      filename: path.resolve(client, '../server/app.ts'),
      code: "import x from '../client/features/goals/goal-form';",
    },
  ],
  invalid: [
    {
      filename: at('features/goals/components/GoalCard.tsx'),
      code: "import x from '@client/features/progress/weigh-ins';",
      errors: [crossFeature('goals', 'progress')],
    },
    {
      filename: at('features/goals/goal-form.ts'),
      code: "import x from '../workouts/form/local-datetime';",
      errors: [crossFeature('goals', 'workouts')],
    },
    {
      filename: at('features/goals/components/GoalCard.tsx'),
      code: "export { ShareDialog } from '../../shares/components/ShareDialog';",
      errors: [crossFeature('goals', 'shares')],
    },
    {
      filename: at('features/goals/goal-form.ts'),
      code: "export * from '../dashboard/greeting';",
      errors: [crossFeature('goals', 'dashboard')],
    },
    {
      filename: at('features/goals/goal-form.ts'),
      code: "const voice = () => import('@client/features/voice/voice-copy');",
      errors: [crossFeature('goals', 'voice')],
    },
    {
      filename: at('components/layout/AppHeader.tsx'),
      code: "import x from '../../features/dashboard/greeting';",
      errors: [
        { messageId: 'sharedImportsFeature', data: { from: 'components', to: 'dashboard' } },
      ],
    },
    {
      filename: at('lib/queries.ts'),
      code: "import x from '@client/features/goals/api/create-goal';",
      errors: [{ messageId: 'sharedImportsFeature', data: { from: 'lib', to: 'goals' } }],
    },
  ],
});

const bypass = (from: string, to: string, target: string) => ({
  messageId: 'serverBypass',
  data: { from, to, target },
});

tester.run('feature-boundaries (issue 30 §5: server features meet only through a service)', rule, {
  valid: [
    // Another feature's door: its *.service file, by relative path or alias, with or without .ts.
    {
      filename: onServer('features/goals/goals.service.ts'),
      code: "import { lockProgress } from '../progression/progression.service';",
    },
    {
      filename: onServer('features/coach/coach.service.ts'),
      code: "import { recentExercises } from '@server/features/workouts/exercise-history.service.ts';",
    },
    // Any *.service at the top of the feature's folder is a door, not only <name>.service.
    {
      filename: onServer('features/shares/shares.routes.ts'),
      code: "import type { Plans } from '../billing/entitlements.service';",
    },
    // A feature's own files, however deep, and a re-export of them from its own service.
    {
      filename: onServer('features/progression/progression.service.ts'),
      code: "export { lockProgress, settleProgress } from './xp-ledger'; import { x } from './nested/y';",
    },
    {
      filename: onServer('features/voice/stt/engine.ts'),
      code: "import { transcribe } from '../transcribe.service'; import { a } from '../audio/wav';",
    },
    // db, plugins and shared are open to every feature; a service may use the schema.
    {
      filename: onServer('features/goals/goals.service.ts'),
      code: "import { goals } from '../../db/schema'; import { notFound } from '../../plugins/errors'; import { kg } from '../../../shared/units';",
    },
    // A routes file may import the database's client type and its own service.
    {
      filename: onServer('features/goals/goals.routes.ts'),
      code: "import type { Db } from '../../db/client'; import { createGoal } from './goals.service';",
    },
    // Code outside the features (the app composes them) and packages are not judged.
    {
      filename: onServer('app.ts'),
      code: "import { goalsRoutes } from './features/goals/goals.routes'; import { a } from './features/progression/xp-ledger';",
    },
    { filename: onServer('features/goals/goals.routes.ts'), code: "import { z } from 'zod';" },
  ],
  invalid: [
    {
      filename: onServer('features/goals/goals.service.ts'),
      code: "import { lockProgress } from '../progression/xp-ledger';",
      errors: [bypass('goals', 'progression', 'progression/xp-ledger')],
    },
    // Through the alias, and from a file deep in the feature.
    {
      filename: onServer('features/imports/formats/strong.ts'),
      code: "import { toCsv } from '@server/features/export/strong-csv';",
      errors: [bypass('imports', 'export', 'export/strong-csv')],
    },
    // A *.service file in a subfolder is not a door.
    {
      filename: onServer('features/coach/coach.service.ts'),
      code: "import { charge } from '../billing/stripe/stripe.service';",
      errors: [bypass('coach', 'billing', 'billing/stripe/stripe.service')],
    },
    // Types are held to the same rule, and so are re-exports and dynamic imports.
    {
      filename: onServer('features/dashboard/dashboard.service.ts'),
      code: "import type { GoalJson } from '../goals/goals-json';",
      errors: [bypass('dashboard', 'goals', 'goals/goals-json')],
    },
    {
      filename: onServer('features/leaderboard/leaderboard.service.ts'),
      code: "export { weeklyFrom } from '../progression/standings'; export * from '../progression/day-clock';",
      errors: [
        bypass('leaderboard', 'progression', 'progression/standings'),
        bypass('leaderboard', 'progression', 'progression/day-clock'),
      ],
    },
    {
      filename: onServer('features/voice/voice-command.service.ts'),
      code: "const m = () => import('../workouts/workout-reads');",
      errors: [bypass('voice', 'workouts', 'workouts/workout-reads')],
    },
    // Tests inside a feature's folder are judged too.
    {
      filename: onServer('features/leaderboard/leaderboard.test.ts'),
      code: "import { rebuildStandings } from '../progression/standings';",
      errors: [bypass('leaderboard', 'progression', 'progression/standings')],
    },
    // Routes never import db/schema, whole or one table file, by path or alias.
    {
      filename: onServer('features/goals/goals.routes.ts'),
      code: "import { goals } from '../../db/schema';",
      errors: [{ messageId: 'routesImportSchema' }],
    },
    {
      filename: onServer('features/voice/voice-command.routes.ts'),
      code: "import type { users } from '@server/db/schema/users';",
      errors: [{ messageId: 'routesImportSchema' }],
    },
    // Both rules at once.
    {
      filename: onServer('features/shares/shares.routes.ts'),
      code: "import { shares } from '../../db/schema/shares'; import { x } from '../workouts/workout-reads';",
      errors: [
        { messageId: 'routesImportSchema' },
        bypass('shares', 'workouts', 'workouts/workout-reads'),
      ],
    },
  ],
});

const voice = path.resolve(import.meta.dirname, '../../src/shared/voice');
const inVoice = (file: string) => path.join(voice, file);
const above = (to: string, target: string) => ({
  messageId: 'interpretImportsAbove',
  data: { to, target },
});

tester.run('feature-boundaries (issue 30 §7: dialog and training build on the interpreter)', rule, {
  valid: [
    // The interpreter's own files, however deep, the contract at voice's root, and src/shared.
    {
      filename: inVoice('interpret/classifier/paraphrases.ts'),
      code: "import { numberToWords } from '../spoken'; import { pick } from './grammar'; import type { Interpretation } from '../../schema'; import { createRng } from '../../../seeded-random';",
    },
    // Training and the dialog build on the interpreter.
    {
      filename: inVoice('training/vocabulary.ts'),
      code: "import { INTENT_WORDS } from '../interpret/intents';",
    },
    {
      filename: inVoice('dialog/to-writes.ts'),
      code: "import { replyFor } from './reply'; import type { Interpretation } from '../schema';",
    },
    // The interpreter's tests may hold it to training's examples and show the dialog's reply.
    {
      filename: inVoice('interpret/interpret.test.ts'),
      code: "import { END_EXAMPLES } from '../training/examples'; import { replyFor } from '../dialog/reply';",
    },
  ],
  invalid: [
    {
      filename: inVoice('interpret/interpret.ts'),
      code: "export { replyFor } from '../dialog/reply';",
      errors: [above('dialog', 'dialog/reply')],
    },
    // From deep in the interpreter, by relative path or alias, and dynamic imports too.
    {
      filename: inVoice('interpret/classifier/model.ts'),
      code: "import { createRng } from '../../training/templates'; import { v } from '@shared/voice/training/vocabulary';",
      errors: [above('training', 'training/templates'), above('training', 'training/vocabulary')],
    },
    {
      filename: inVoice('interpret/hypotheses.ts'),
      code: "const d = () => import('../dialog');",
      errors: [above('dialog', 'dialog')],
    },
  ],
});
