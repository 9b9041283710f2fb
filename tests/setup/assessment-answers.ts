import type { AssessmentAnswersInput } from '../../src/shared/schemas/assessment';

/**
 * A beginner's answers to the fitness assessment (POST /api/workout-assessment): what the API
 * tests send when they need a user with a plan, and nothing about the plan itself.
 */
export const BEGINNER_ANSWERS = {
  fitnessLevel: 'beginner',
  goals: ['general_health'],
  timeAvailable: '15-30',
  equipment: ['none'],
  limitations: ['none'],
  preferredWorkouts: ['strength'],
  experience: 'new',
  frequency: '1-2',
} satisfies AssessmentAnswersInput;
