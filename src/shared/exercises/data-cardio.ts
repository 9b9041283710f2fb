// Cardio: distance activities, machines, conditioning moves, classes, and the catch-all entries.
import { ex, type Exercise } from './types';

const LEGS = ['quadriceps', 'hamstrings', 'calves', 'glutes'] as const;

export const CARDIO: readonly Exercise[] = [
  ex('running', 'Running', 'cardio', 'distance', LEGS, ['none'], {
    syn: ['run', 'outdoor run', 'road run', 'trail run', 'trail running', 'long run', 'easy run'],
    mis: ['rum', 'runing'],
    verbs: ['ran', 'runs'],
  }),
  ex('jogging', 'Jogging', 'cardio', 'distance', LEGS, ['none'], {
    syn: ['jog', 'light jog'],
    verbs: ['jogged'],
  }),
  ex('sprint', 'Sprint', 'cardio', 'distance', LEGS, ['none'], {
    syn: ['sprinting', 'sprint interval', 'dash', 'hill sprint'],
    verbs: ['sprinted'],
  }),
  ex('walking', 'Walking', 'cardio', 'distance', LEGS, ['none'], {
    syn: ['walk', 'brisk walk', 'power walk', 'power walking', 'stroll', 'dog walk'],
    verbs: ['walked', 'strolled'],
  }),
  ex('hiking', 'Hiking', 'cardio', 'distance', LEGS, ['none'], {
    syn: ['hike', 'trail hike', 'mountain hike'],
    verbs: ['hiked', 'trekked'],
  }),
  ex('cycling', 'Cycling', 'cardio', 'distance', ['quadriceps', 'calves', 'glutes'], ['bicycle'], {
    syn: [
      'bike',
      'biking',
      'bike ride',
      'bicycle',
      'bicycling',
      'cycle',
      'bike riding',
      'road bike',
    ],
    mis: ['cycle ling', 'bike right', 'bicycle ride'],
    verbs: ['cycled', 'biked', 'rode', 'rode my bike', 'rode a bike', 'rode the bike'],
  }),
  ex(
    'stationary-bike',
    'Stationary Bike',
    'cardio',
    'duration',
    ['quadriceps', 'calves'],
    ['cardio machine'],
    {
      syn: ['exercise bike', 'spin bike', 'indoor cycling', 'spinning', 'spin class', 'peloton'],
    },
  ),
  ex(
    'mountain-biking',
    'Mountain Biking',
    'cardio',
    'distance',
    ['quadriceps', 'glutes'],
    ['bicycle'],
    {
      syn: ['mountain bike', 'mountain bike ride', 'mtb'],
    },
  ),
  ex('swimming', 'Swimming', 'cardio', 'distance', ['full body', 'shoulders', 'lats'], ['pool'], {
    syn: ['swim', 'lap swimming', 'lap swim', 'freestyle', 'breaststroke', 'backstroke'],
    mis: ['swimmin', 'swimming pool'],
    verbs: ['swam', 'swum'],
  }),
  ex(
    'rowing',
    'Rowing',
    'cardio',
    'distance',
    ['upper back', 'lats', 'quadriceps'],
    ['cardio machine'],
    {
      syn: ['row', 'rower', 'rowing machine', 'erg', 'ergometer', 'indoor rowing', 'indoor row'],
      mis: ['roeing'],
      verbs: ['rowed'],
    },
  ),
  ex('elliptical', 'Elliptical', 'cardio', 'duration', LEGS, ['cardio machine'], {
    syn: ['elliptical trainer', 'cross trainer', 'elliptical machine'],
    mis: ['elliptic', 'eliptical', 'a liptical', 'elliptica'],
  }),
  ex('stair-climber', 'Stair Climber', 'cardio', 'duration', LEGS, ['cardio machine'], {
    syn: [
      'stairmaster',
      'stair master',
      'stair stepper',
      'stair climbing',
      'stair machine',
      'stairs',
    ],
    mis: ['stare climber', 'stair climb', 'stairclimber', 'stare master', 'stair climbers'],
    verbs: ['climbed stairs', 'climbed the stairs'],
  }),
  ex('treadmill', 'Treadmill', 'cardio', 'duration', LEGS, ['cardio machine'], {
    syn: ['treadmill run', 'treadmill walk', 'incline walk'],
    mis: ['tread mill', 'dreadmill'],
  }),
  ex('jump-rope', 'Jump Rope', 'cardio', 'duration', ['calves', 'shoulders'], ['jump rope'], {
    syn: ['jumping rope', 'skipping rope', 'skipping', 'rope jumping', 'jump roping', 'skip rope'],
    mis: ['jump robe', 'jumprope', 'jumped robe'],
    verbs: ['jumped rope', 'skipped rope'],
  }),
  ex('jumping-jack', 'Jumping Jack', 'cardio', 'reps', ['full body', 'calves'], ['none'], {
    syn: ['star jump', 'jumping jacks'],
    mis: ['jumping jacket', 'jumping jax'],
  }),
  ex('burpee', 'Burpee', 'cardio', 'reps', ['full body', 'chest', 'quadriceps'], ['none'], {
    syn: ['burpies', 'burpy'],
    mis: ['burp ease', 'bur pee', 'birpee'],
  }),
  ex(
    'mountain-climber',
    'Mountain Climber',
    'cardio',
    'reps',
    ['abs', 'shoulders', 'hip flexors'],
    ['none'],
    {
      syn: ['mountain climbers'],
      mis: ['mountain climbed', 'mountain climate'],
    },
  ),
  ex('high-knees', 'High Knees', 'cardio', 'reps', ['hip flexors', 'quadriceps'], ['none'], {
    syn: ['high knee', 'high knee run'],
  }),
  ex('butt-kicks', 'Butt Kicks', 'cardio', 'reps', ['hamstrings'], ['none'], {
    syn: ['butt kick', 'butt kickers'],
  }),
  ex('skater-jump', 'Skater Jump', 'cardio', 'reps', ['glutes', 'quadriceps'], ['none'], {
    syn: ['skaters', 'skater hop', 'speed skater'],
  }),
  ex('tuck-jump', 'Tuck Jump', 'cardio', 'reps', ['quadriceps', 'abs'], ['none'], {
    syn: ['knee tuck jump'],
  }),
  ex(
    'battle-ropes',
    'Battle Ropes',
    'cardio',
    'duration',
    ['shoulders', 'full body'],
    ['battle ropes'],
    {
      syn: ['battle rope', 'battling ropes', 'rope waves'],
    },
  ),
  ex('shadow-boxing', 'Shadow Boxing', 'cardio', 'duration', ['shoulders', 'full body'], ['none'], {
    syn: ['shadowboxing', 'shadow box'],
  }),
  ex('hiit', 'HIIT', 'mixed', 'duration', ['full body'], ['none'], {
    syn: [
      'hiit workout',
      'high intensity interval training',
      'interval training',
      'intervals',
      'tabata',
    ],
    mis: ['hit workout', 'hit training', 'hit class', 'hit session', 'h i i t'],
  }),
  ex('circuit-training', 'Circuit Training', 'mixed', 'duration', ['full body'], ['none'], {
    syn: ['circuit', 'circuit workout', 'crossfit', 'wod', 'bootcamp', 'boot camp'],
  }),
  ex('aerobics', 'Aerobics', 'cardio', 'duration', ['full body'], ['none'], {
    syn: ['aerobics class', 'step aerobics', 'step class', 'water aerobics', 'aerobic'],
  }),
  ex('zumba', 'Zumba', 'cardio', 'duration', ['full body'], ['none'], {
    syn: ['zumba class'],
    mis: ['zoomba'],
  }),
  ex('dancing', 'Dancing', 'cardio', 'duration', ['full body'], ['none'], {
    syn: ['dance', 'dance class', 'dance workout', 'salsa dancing', 'ballet'],
    verbs: ['danced'],
  }),
  ex('kickboxing', 'Kickboxing', 'cardio', 'duration', ['full body'], ['other'], {
    syn: ['kick boxing', 'cardio kickboxing', 'muay thai'],
  }),
  ex('skating', 'Skating', 'cardio', 'duration', ['quadriceps', 'glutes'], ['other'], {
    syn: ['ice skating', 'roller skating', 'rollerblading', 'inline skating', 'skate'],
    verbs: ['skated', 'rollerbladed'],
  }),
  ex('skiing', 'Skiing', 'cardio', 'duration', ['quadriceps', 'glutes'], ['other'], {
    syn: ['ski', 'downhill skiing', 'cross country skiing', 'nordic skiing'],
    verbs: ['skied'],
  }),
  ex('snowboarding', 'Snowboarding', 'cardio', 'duration', ['quadriceps', 'glutes'], ['other'], {
    syn: ['snowboard'],
    verbs: ['snowboarded'],
  }),
  ex('kayaking', 'Kayaking', 'cardio', 'distance', ['upper back', 'shoulders'], ['other'], {
    syn: ['kayak', 'canoeing', 'canoe', 'paddling'],
    verbs: ['kayaked', 'paddled', 'canoed'],
  }),
  ex('cardio', 'Cardio', 'cardio', 'duration', ['full body'], ['none'], {
    syn: ['cardio session', 'cardio workout', 'cardio training'],
    generic: true,
  }),
  ex('workout', 'Workout', 'mixed', 'duration', ['full body'], ['none'], {
    syn: ['work out', 'workout session', 'training session', 'gym session', 'exercise', 'training'],
    verbs: ['worked out', 'exercised', 'trained'],
    generic: true,
  }),
  ex(
    'weight-training',
    'Weight Training',
    'strength',
    'duration',
    ['full body'],
    ['dumbbell', 'barbell'],
    {
      syn: [
        'weights',
        'weightlifting',
        'weight lifting',
        'strength training',
        'lifting',
        'resistance training',
      ],
      verbs: ['lifted weights', 'lifted'],
      generic: true,
    },
  ),
];
