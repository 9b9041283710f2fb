import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from '../../lint/feature-boundaries.js';

// RuleTester reports through the test framework's own describe/it.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const client = path.resolve(import.meta.dirname, '../../src/client');
const at = (file: string) => path.join(client, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });

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
