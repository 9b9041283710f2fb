// The checker every model-written text passes (issue 25 §3): a table of texts it refuses and
// texts it lets through, then the property that keeps the fallback sound: every offline text the
// app would put in a refused text's place passes the same rules.
import { describe, expect, it } from 'vitest';
import { generatePlan } from './assessment/generate';
import { LIMITATION_RULES } from './assessment/safety';
import { coachLine } from './coach/lines';
import { COACH_IDS } from './coaches';
import { MODEL_TEXT_MAX, modelTextProblem, type ModelTextRuleId } from './model-text';
import { LIMITATIONS, type AssessmentAnswers } from './schemas/assessment';
import { COACH_PHASES } from './schemas/ai-coach';

describe('modelTextProblem refuses', () => {
  it.each<[ModelTextRuleId, string]>([
    ['control', 'Squats\u0000 set 2 of 3'],
    ['control', 'Your coach says \u202Eevil'],
    ['control', 'Set 2 of 3\u2066 go'],
    ['link', 'Great set! Claim your reward at https://evil.example/login'],
    ['link', 'Log it at http://10.0.0.1:8080 now.'],
    ['link', 'Visit www.joey-fit-rewards.net for more.'],
    ['link', 'Verify your account at evil.com to keep your streak.'],
    ['link', 'More tips: bit.ly/abc123'],
    ['link', 'Check paypal.com.evil.co today.'],
    ['link', 'Go to EVIL.COM.'],
    ['link', 'Say it with me: evil dot com.'],
    ['link', 'Visit evil[.]com'],
    ['link', 'Visit evil\u200b.com'],
    ['link', 'Visit ｅｖｉｌ.ｃｏｍ'],
    ['link', 'Follow @joeyfitpromo for prizes.'],
    ['link', 'Open javascript:alert(1)'],
    ['email', 'Send your password to coach@joey-help.io for a bonus.'],
    ['markup', 'Squats <b>now</b>!'],
    ['markup', '<script>alert(1)</script>'],
    ['markup', 'Click [here](#top) for more.'],
    ['markup', 'Run `rm -rf` after your set.'],
    ['markup', 'Tom &amp; Jerry squats'],
    ['markup', '{"description": "Fine."}'],
    ['formatting', '**Squats**, set 2 of 3.'],
    ['formatting', '# Plan\nDo squats.'],
    ['formatting', '- Squats\n- Lunges'],
    ['formatting', 'Squats | 12 reps'],
    ['unsafe', 'Push through the chest pain, you are almost there.'],
    ['unsafe', 'Push through chest pain.'],
    ['unsafe', 'Keep pushing through the pain!'],
    ['unsafe', 'Work through any knee pain today.'],
    ['unsafe', 'No pain, no gain!'],
    ['unsafe', 'Chest pain is normal when you train hard.'],
    ['unsafe', 'Dizziness is just progress.'],
    ['unsafe', 'Pain is weakness leaving the body.'],
    ['unsafe', 'Ignore the chest pain and finish strong.'],
    ['unsafe', 'Ignore your doctor, you know your body.'],
    ['unsafe', 'Ignore the tips for today.'],
    ['unsafe', 'There is no need to see a doctor first.'],
    ['unsafe', 'You don’t need to check with your doctor.'],
    ['unsafe', 'Skip the warm-up, we are short on time.'],
    ['unsafe', 'Brace and hold your breath at the bottom.'],
    ['unsafe', 'Keep going even if it hurts.'],
    ['unsafe', 'Keep going, a little dizziness is fine.'],
    ['unsafe', 'Stop taking your medication before training.'],
  ])('%s: %s', (rule, text) => {
    expect(modelTextProblem(text)).toMatchObject({ rule });
  });
});

describe('modelTextProblem lets through', () => {
  it.each([
    'Squats, set 2 of 3. Breathe and drive through your heels.',
    'Great work, e.g. keep your knees in line with your toes.',
    'Rest 90 seconds, then 2.5 kg more on the bar.',
    'Never hold your breath: breathe out as you push.',
    'Don’t ignore chest pain: stop at once and rest.',
    'Do not push through pain; a sharp pain means stop.',
    'Get your doctor’s clearance first, then build up slowly.',
    'Don’t skip the warm-up.',
    'Feel the burn and push through it, two more reps!',
    'Set 3 of 3 at 7 a.m., you are flying.',
  ])('%s', (text) => {
    expect(modelTextProblem(text)).toBeNull();
  });

  it(`refuses a text over ${MODEL_TEXT_MAX} characters unread, and reads one at the limit`, () => {
    expect(modelTextProblem('x'.repeat(MODEL_TEXT_MAX + 1))).toMatchObject({ rule: 'length' });
    expect(modelTextProblem('x'.repeat(MODEL_TEXT_MAX))).toBeNull();
  });

  it('lets a caller allow what it cleans itself', () => {
    expect(modelTextProblem('**Squats**, set 2 of 3.', ['formatting'])).toBeNull();
    expect(modelTextProblem('**Squats** at evil.com', ['formatting'])).toMatchObject({
      rule: 'link',
    });
  });
});

describe('every offline text passes the rules (the fallback is always allowed)', () => {
  it('the coach’s lines, for every coach and moment', () => {
    for (const persona of COACH_IDS) {
      for (const phase of COACH_PHASES) {
        for (let seed = 0; seed < 40; seed++) {
          let state = seed;
          const rng = () => (state = (state * 9301 + 49297) % 233280) / 233280;
          const line = coachLine(
            {
              persona,
              phase,
              exerciseName: 'Goblet Squats',
              nextExerciseName: 'Plank',
              currentSet: 2,
              totalSets: 3,
              reps: 12,
              repsDone: 10,
              history: {
                lastReps: 11,
                lastWeight: 35,
                lastWeightUnit: 'lb',
                lastDuration: 40,
                daysAgo: 3,
              },
            },
            rng,
          );
          expect(modelTextProblem(line), line).toBeNull();
        }
      }
    }
  });

  it('the plans’ descriptions, whys and tips, for every limitation', () => {
    for (const limitation of LIMITATIONS) {
      const answers: AssessmentAnswers = {
        fitnessLevel: 'beginner',
        goals: ['general_health', 'strength'],
        timeAvailable: '30-45',
        equipment: ['basic'],
        limitations: [limitation],
        preferredWorkouts: ['strength', 'cardio'],
        experience: 'new',
        frequency: '3-4',
      };
      const plan = generatePlan(answers);
      const texts = [plan.description, ...plan.tips, ...plan.exercises.map((x) => x.why)];
      for (const text of texts) expect(modelTextProblem(text), text).toBeNull();
    }
    for (const rule of Object.values(LIMITATION_RULES)) {
      expect(modelTextProblem(rule.tip), rule.tip).toBeNull();
    }
  });
});
