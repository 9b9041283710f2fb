// Lower-body strength exercises: squats, deadlifts, lunges, hip and calf work.
import { ex, type Exercise } from './types';

export const LOWER_BODY: readonly Exercise[] = [
  ex('squat', 'Squat', 'strength', 'reps', ['quadriceps', 'glutes', 'hamstrings'], ['barbell'], {
    syn: ['back squat', 'barbell squat', 'air squat', 'bodyweight squat', 'squatting'],
    mis: ['squad', 'squatts', 'squot'],
    verbs: ['squatted'],
  }),
  ex('front-squat', 'Front Squat', 'strength', 'reps', ['quadriceps', 'glutes'], ['barbell'], {
    syn: ['barbell front squat'],
    mis: ['front squad'],
  }),
  ex('goblet-squat', 'Goblet Squat', 'strength', 'reps', ['quadriceps', 'glutes'], ['kettlebell'], {
    syn: ['dumbbell goblet squat', 'kettlebell goblet squat'],
    mis: ['goblin squat', 'goblet squad'],
  }),
  ex(
    'split-squat',
    'Bulgarian Split Squat',
    'strength',
    'reps',
    ['quadriceps', 'glutes'],
    ['bench'],
    {
      syn: ['split squat', 'bulgarian squat', 'rear foot elevated split squat'],
      mis: ['bulgarian split squad'],
    },
  ),
  ex('jump-squat', 'Jump Squat', 'strength', 'reps', ['quadriceps', 'glutes', 'calves'], ['none'], {
    syn: ['squat jump', 'jumping squat'],
  }),
  ex('sumo-squat', 'Sumo Squat', 'strength', 'reps', ['adductors', 'glutes'], ['dumbbell'], {
    syn: ['plie squat', 'wide squat'],
  }),
  ex('pistol-squat', 'Pistol Squat', 'strength', 'reps', ['quadriceps', 'glutes'], ['none'], {
    syn: ['single leg squat', 'one leg squat'],
  }),
  ex('hack-squat', 'Hack Squat', 'strength', 'reps', ['quadriceps', 'glutes'], ['machine'], {
    syn: ['hack squat machine'],
  }),
  ex('wall-sit', 'Wall Sit', 'strength', 'duration', ['quadriceps', 'glutes'], ['none'], {
    syn: ['wall squat', 'wall sits'],
  }),
  ex(
    'deadlift',
    'Deadlift',
    'strength',
    'reps',
    ['hamstrings', 'glutes', 'lower back'],
    ['barbell'],
    {
      syn: ['conventional deadlift', 'barbell deadlift', 'deadlifting'],
      mis: ['dead lift', 'dead left', 'bed lift', 'dead lived', 'deadlit'],
      verbs: ['deadlifted', 'dead lifted'],
    },
  ),
  ex(
    'romanian-deadlift',
    'Romanian Deadlift',
    'strength',
    'reps',
    ['hamstrings', 'glutes'],
    ['barbell'],
    {
      syn: ['rdl', 'stiff leg deadlift', 'stiff legged deadlift', 'romanian dead lift'],
      mis: ['romanian dead left', 'r d l'],
    },
  ),
  ex(
    'sumo-deadlift',
    'Sumo Deadlift',
    'strength',
    'reps',
    ['hamstrings', 'glutes', 'adductors'],
    ['barbell'],
    {
      syn: ['sumo dead lift'],
    },
  ),
  ex(
    'trap-bar-deadlift',
    'Trap Bar Deadlift',
    'strength',
    'reps',
    ['quadriceps', 'glutes', 'hamstrings'],
    ['barbell'],
    {
      syn: ['hex bar deadlift', 'trap bar dead lift'],
    },
  ),
  ex(
    'single-leg-deadlift',
    'Single-Leg Deadlift',
    'strength',
    'reps',
    ['hamstrings', 'glutes'],
    ['dumbbell'],
    {
      syn: ['single leg deadlift', 'one leg deadlift', 'single leg rdl'],
    },
  ),
  ex('lunge', 'Lunge', 'strength', 'reps', ['quadriceps', 'glutes'], ['none'], {
    syn: ['forward lunge', 'dumbbell lunge', 'lunging', 'static lunge'],
    mis: ['lunches'],
    verbs: ['lunged'],
  }),
  ex('walking-lunge', 'Walking Lunge', 'strength', 'reps', ['quadriceps', 'glutes'], ['none'], {
    syn: ['walking lunges'],
    mis: ['walking lunch'],
  }),
  ex('reverse-lunge', 'Reverse Lunge', 'strength', 'reps', ['quadriceps', 'glutes'], ['none'], {
    syn: ['back lunge', 'backward lunge'],
  }),
  ex('side-lunge', 'Side Lunge', 'strength', 'reps', ['adductors', 'glutes'], ['none'], {
    syn: ['lateral lunge'],
  }),
  ex('step-up', 'Step-up', 'strength', 'reps', ['quadriceps', 'glutes'], ['box'], {
    syn: ['step ups', 'box step up', 'stepup', 'dumbbell step up'],
  }),
  ex('leg-press', 'Leg Press', 'strength', 'reps', ['quadriceps', 'glutes'], ['machine'], {
    syn: ['leg press machine', 'sled leg press'],
    mis: ['leg pressed', 'lag press', 'leg dress', 'legpress'],
  }),
  ex('leg-extension', 'Leg Extension', 'strength', 'reps', ['quadriceps'], ['machine'], {
    syn: ['quad extension', 'leg extension machine'],
  }),
  ex('leg-curl', 'Leg Curl', 'strength', 'reps', ['hamstrings'], ['machine'], {
    syn: ['hamstring curl', 'lying leg curl', 'seated leg curl'],
    mis: ['leg girl'],
  }),
  ex('calf-raise', 'Calf Raise', 'strength', 'reps', ['calves'], ['none'], {
    syn: ['calves raise', 'standing calf raise', 'seated calf raise', 'heel raise'],
    mis: ['calve raise', 'calf raiser', 'calf race', 'cafe raise', 'calf rays', 'calf raises'],
  }),
  ex(
    'hip-thrust',
    'Hip Thrust',
    'strength',
    'reps',
    ['glutes', 'hamstrings'],
    ['barbell', 'bench'],
    {
      syn: ['barbell hip thrust', 'hip thruster'],
    },
  ),
  ex('glute-bridge', 'Glute Bridge', 'strength', 'reps', ['glutes', 'hamstrings'], ['mat'], {
    syn: ['bridge', 'hip bridge', 'single leg glute bridge'],
    mis: ['glute bridges', 'glued bridge'],
  }),
  ex(
    'good-morning',
    'Good Morning',
    'strength',
    'reps',
    ['hamstrings', 'lower back'],
    ['barbell'],
    {
      syn: ['barbell good morning'],
    },
  ),
  ex('box-jump', 'Box Jump', 'strength', 'reps', ['quadriceps', 'glutes', 'calves'], ['box'], {
    syn: ['box jumping'],
    mis: ['boxed jump', 'box jumped', 'bucks jump'],
  }),
  ex('broad-jump', 'Broad Jump', 'strength', 'reps', ['quadriceps', 'glutes'], ['none'], {
    syn: ['standing long jump', 'long jump'],
  }),
  ex('hip-abduction', 'Hip Abduction', 'strength', 'reps', ['glutes'], ['machine'], {
    syn: ['abductor machine', 'hip abductor', 'abduction machine'],
  }),
  ex('hip-adduction', 'Hip Adduction', 'strength', 'reps', ['adductors'], ['machine'], {
    syn: ['adductor machine', 'hip adductor', 'adduction machine'],
  }),
  ex('donkey-kick', 'Donkey Kick', 'strength', 'reps', ['glutes'], ['mat'], {
    syn: ['donkey kicks', 'glute kickback'],
  }),
  ex('fire-hydrant', 'Fire Hydrant', 'strength', 'reps', ['glutes'], ['mat'], {
    syn: ['fire hydrants'],
  }),
  ex('clamshell', 'Clamshell', 'strength', 'reps', ['glutes'], ['band', 'mat'], {
    syn: ['clam shell', 'clam'],
  }),
  ex(
    'kettlebell-swing',
    'Kettlebell Swing',
    'strength',
    'reps',
    ['glutes', 'hamstrings'],
    ['kettlebell'],
    {
      syn: ['kb swing', 'russian swing', 'russian kettlebell swing', 'american swing'],
      mis: ['kettle bell swing', 'cattle bell swing', 'kettlebells swing', 'kettle ball swing'],
    },
  ),
  ex(
    'turkish-get-up',
    'Turkish Get-up',
    'strength',
    'reps',
    ['full body', 'shoulders'],
    ['kettlebell'],
    {
      syn: ['turkish getup'],
    },
  ),
  ex(
    'sled-push',
    'Sled Push',
    'strength',
    'distance',
    ['quadriceps', 'glutes', 'full body'],
    ['sled'],
    {
      syn: ['prowler push', 'sled drag'],
    },
  ),
  ex(
    'clean-and-press',
    'Clean and Press',
    'strength',
    'reps',
    ['full body', 'shoulders'],
    ['barbell'],
    {
      syn: ['clean and jerk', 'power clean', 'hang clean'],
    },
  ),
  ex(
    'thruster',
    'Thruster',
    'strength',
    'reps',
    ['full body', 'quadriceps', 'shoulders'],
    ['barbell'],
    {
      syn: ['barbell thruster', 'dumbbell thruster'],
    },
  ),
];
