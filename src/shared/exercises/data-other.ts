// Flexibility practices and sports.
import { ex, type Exercise } from './types';

export const FLEXIBILITY: readonly Exercise[] = [
  ex('yoga', 'Yoga', 'flexibility', 'duration', ['full body'], ['mat'], {
    syn: [
      'yoga session',
      'yoga class',
      'vinyasa',
      'hatha yoga',
      'power yoga',
      'hot yoga',
      'yin yoga',
    ],
  }),
  ex('stretching', 'Stretching', 'flexibility', 'duration', ['full body'], ['mat'], {
    syn: ['stretch', 'stretching session', 'static stretching', 'dynamic stretching'],
    verbs: ['stretched'],
  }),
  ex('pilates', 'Pilates', 'flexibility', 'duration', ['abs', 'full body'], ['mat'], {
    syn: ['pilates class', 'reformer pilates', 'mat pilates'],
    mis: ['pilate', 'pilots', 'pie lates'],
  }),
  ex('foam-rolling', 'Foam Rolling', 'flexibility', 'duration', ['full body'], ['other'], {
    syn: ['foam roll', 'foam roller', 'rolling out'],
    verbs: ['foam rolled'],
  }),
  ex('tai-chi', 'Tai Chi', 'flexibility', 'duration', ['full body'], ['none'], {
    syn: ['taichi', 'tai chi chuan', 'qigong'],
    mis: ['tie chi', 'thai chi'],
  }),
  ex(
    'mobility',
    'Mobility Work',
    'flexibility',
    'duration',
    ['hip flexors', 'full body'],
    ['none'],
    {
      syn: ['mobility', 'mobility drills', 'mobility routine'],
    },
  ),
  ex('warm-up', 'Warm-up', 'flexibility', 'duration', ['full body'], ['none'], {
    syn: ['warmup', 'warm up', 'warming up', 'dynamic warm up'],
    verbs: ['warmed up'],
  }),
  ex('cool-down', 'Cool-down', 'flexibility', 'duration', ['full body'], ['none'], {
    syn: ['cooldown', 'cool down', 'cooling down'],
    verbs: ['cooled down'],
  }),
  ex(
    'hamstring-stretch',
    'Hamstring Stretch',
    'flexibility',
    'duration',
    ['hamstrings'],
    ['none'],
    {
      syn: ['toe touch stretch', 'seated forward fold', 'forward fold'],
    },
  ),
  ex(
    'hip-flexor-stretch',
    'Hip Flexor Stretch',
    'flexibility',
    'duration',
    ['hip flexors'],
    ['none'],
    {
      syn: ['hip stretch', 'lunge stretch', 'couch stretch'],
    },
  ),
  ex('sun-salutation', 'Sun Salutation', 'flexibility', 'reps', ['full body'], ['mat'], {
    syn: ['sun salutations', 'surya namaskar'],
  }),
  ex(
    'downward-dog',
    'Downward Dog',
    'flexibility',
    'duration',
    ['hamstrings', 'shoulders'],
    ['mat'],
    {
      syn: ['down dog', 'downward facing dog'],
    },
  ),
  ex('childs-pose', "Child's Pose", 'flexibility', 'duration', ['lower back'], ['mat'], {
    syn: ['childs pose', 'child pose'],
  }),
  ex('cat-cow', 'Cat-Cow', 'flexibility', 'reps', ['lower back'], ['mat'], {
    syn: ['cat cow', 'cat cow stretch'],
  }),
];

const TEAM = ['full body'] as const;

export const SPORTS: readonly Exercise[] = [
  ex('basketball', 'Basketball', 'sports', 'duration', TEAM, ['ball'], {
    syn: ['hoops', 'basketball game', 'pickup basketball', 'shooting hoops'],
    mis: ['basket ball'],
  }),
  ex('soccer', 'Soccer', 'sports', 'duration', TEAM, ['ball'], {
    syn: ['soccer game', 'futsal', 'soccer practice'],
  }),
  ex('football', 'Football', 'sports', 'duration', TEAM, ['ball'], {
    syn: ['american football', 'flag football', 'touch football', 'football game'],
    mis: ['foot ball'],
  }),
  ex('tennis', 'Tennis', 'sports', 'duration', TEAM, ['racket', 'ball'], {
    syn: ['tennis match', 'tennis game'],
    mis: ['tenace', 'tennis is'],
  }),
  ex('table-tennis', 'Table Tennis', 'sports', 'duration', ['forearms'], ['racket'], {
    syn: ['ping pong', 'pingpong'],
  }),
  ex('badminton', 'Badminton', 'sports', 'duration', TEAM, ['racket'], { syn: ['badminton game'] }),
  ex('pickleball', 'Pickleball', 'sports', 'duration', TEAM, ['racket', 'ball'], {
    syn: ['pickle ball'],
  }),
  ex('squash', 'Squash', 'sports', 'duration', TEAM, ['racket', 'ball'], { syn: ['squash game'] }),
  ex('racquetball', 'Racquetball', 'sports', 'duration', TEAM, ['racket', 'ball'], {
    syn: ['racquet ball', 'racket ball'],
  }),
  ex('volleyball', 'Volleyball', 'sports', 'duration', TEAM, ['ball'], {
    syn: ['beach volleyball', 'volley ball'],
  }),
  ex('baseball', 'Baseball', 'sports', 'duration', TEAM, ['ball'], { syn: ['base ball'] }),
  ex('softball', 'Softball', 'sports', 'duration', TEAM, ['ball'], { syn: ['soft ball'] }),
  ex('golf', 'Golf', 'sports', 'duration', TEAM, ['other'], {
    syn: ['golfing', 'round of golf', 'driving range'],
    verbs: ['golfed'],
  }),
  ex('hockey', 'Hockey', 'sports', 'duration', TEAM, ['other'], {
    syn: ['ice hockey', 'field hockey', 'roller hockey'],
  }),
  ex('rugby', 'Rugby', 'sports', 'duration', TEAM, ['ball'], { syn: ['rugby match'] }),
  ex('cricket', 'Cricket', 'sports', 'duration', TEAM, ['ball'], { syn: ['cricket match'] }),
  ex('lacrosse', 'Lacrosse', 'sports', 'duration', TEAM, ['ball'], { mis: ['la crosse'] }),
  ex('handball', 'Handball', 'sports', 'duration', TEAM, ['ball'], { syn: ['hand ball'] }),
  ex('ultimate-frisbee', 'Ultimate Frisbee', 'sports', 'duration', TEAM, ['other'], {
    syn: ['frisbee'],
  }),
  ex('martial-arts', 'Martial Arts', 'sports', 'duration', TEAM, ['none'], {
    syn: ['karate', 'taekwondo', 'judo', 'jiu jitsu', 'bjj', 'mma', 'kung fu', 'krav maga'],
  }),
  ex('boxing', 'Boxing', 'sports', 'duration', ['shoulders', 'full body'], ['other'], {
    syn: ['boxing class', 'sparring', 'heavy bag', 'punching bag', 'bag work'],
    verbs: ['boxed', 'sparred'],
  }),
  ex(
    'rock-climbing',
    'Rock Climbing',
    'sports',
    'duration',
    ['forearms', 'lats', 'full body'],
    ['other'],
    {
      syn: ['climbing', 'bouldering', 'rock climb', 'climbing wall', 'indoor climbing'],
      verbs: ['climbed', 'bouldered'],
    },
  ),
  ex('surfing', 'Surfing', 'sports', 'duration', ['shoulders', 'full body'], ['other'], {
    syn: ['surf'],
    verbs: ['surfed'],
  }),
  ex('paddleboarding', 'Paddleboarding', 'sports', 'duration', ['abs', 'shoulders'], ['other'], {
    syn: ['paddle boarding', 'paddleboard', 'stand up paddle', 'sup'],
  }),
  ex('water-polo', 'Water Polo', 'sports', 'duration', TEAM, ['pool', 'ball'], {}),
  ex('bowling', 'Bowling', 'sports', 'duration', ['forearms'], ['ball'], { verbs: ['bowled'] }),
];
