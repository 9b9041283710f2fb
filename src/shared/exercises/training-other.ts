// Training profiles for the flexibility practices and sports of data-other.ts, keyed by exercise id.
import type { TrainingProfile } from './training-types';

export const OTHER_TRAINING: Readonly<Record<string, TrainingProfile>> = {
  // A gentle flow block: the low lunge and downward dog it names are why it carries those patterns.
  yoga: {
    patterns: ['stretch', 'mobility', 'lunge', 'overhead-load'],
    impact: 'low',
    cautions: ['head-below-heart'],
    difficulty: 'beginner',
    effort: 'light',
    kit: [['mat']],
    plannable: true,
    instructions:
      "Move slowly through a few poses: stand tall, fold forward, step into a low lunge, press back to downward dog, rest in child's pose. Hold each for a few slow breaths and ease off at mild tension, never pain.",
  },
  stretching: {
    patterns: ['stretch'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'light',
    kit: [['mat']],
    plannable: true,
    instructions:
      'Stretch your calves, thighs, hips, chest and shoulders in turn, holding each for 20 to 30 seconds. Breathe slowly, ease in to mild tension, never pain, and do not bounce.',
  },
  // Mat Pilates: the hundred is a held curl, hence spinal flexion and an isometric hold.
  pilates: {
    patterns: ['spinal-flexion', 'brace', 'isometric', 'bridge', 'leg-isolation'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['mat']],
    plannable: true,
    instructions:
      'Lying on your back, work through the hundred, single-leg stretches and a slow shoulder bridge, then side-lying leg lifts. Breathe out as you draw your belly in, and stop if your neck or back strains.',
  },
  'foam-rolling': {
    patterns: ['mobility'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'light',
    kit: [['other']],
    plannable: true,
    instructions:
      'Rest a muscle on the roller, such as your calves, thighs or upper back, and roll slowly back and forth for 30 to 60 seconds. Pause and breathe on tight spots, keep the pressure bearable, and stay off joints and your lower back.',
  },
  'tai-chi': {
    patterns: ['mobility'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'light',
    kit: [['none']],
    plannable: true,
    instructions:
      'Stand with soft knees and feet hip-width apart, then shift your weight slowly from foot to foot while your arms move in smooth circles. Breathe calmly and keep every movement small enough to stay relaxed.',
  },
  mobility: {
    patterns: ['mobility'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'light',
    kit: [['none']],
    plannable: true,
    instructions:
      'Move each joint slowly through its easy range: neck turns, shoulder rolls, arm circles, hip circles and ankle circles, 8 to 10 of each. Breathe easily and stay short of any pain.',
  },
  'warm-up': {
    patterns: ['mobility', 'walk'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'light',
    kit: [['none']],
    plannable: true,
    instructions:
      'March briskly in place, swinging your arms, then roll your shoulders, circle your hips and swing each leg forward and back. Build up slowly until you feel warm.',
  },
  'cool-down': {
    patterns: ['mobility', 'walk', 'stretch'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'light',
    kit: [['none']],
    plannable: true,
    instructions:
      'Walk or march slowly until your breathing settles, then stretch your calves, thighs and chest for about 20 seconds each. Breathe out as you ease in, to mild tension, never pain.',
  },
  // Standing, so it needs no floor space.
  'hamstring-stretch': {
    patterns: ['stretch'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'light',
    kit: [['none']],
    plannable: true,
    instructions:
      'Stand with one heel a half step forward, toes up, and bend your back knee. Hinge at your hips with a flat back until you feel the back of your front thigh, hold 20 to 30 seconds, never to pain, then switch.',
  },
  // Half-kneeling, one knee forward: a lunge position that a sore knee should not bear.
  'hip-flexor-stretch': {
    patterns: ['stretch', 'lunge'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'light',
    kit: [['mat']],
    plannable: true,
    instructions:
      'Kneel on one knee, with padding under it, and the other foot flat in front. Tuck your hips under and shift forward until you feel the front of the back hip; hold 20 to 30 seconds each side, never to pain.',
  },
  // Plank, lowering, cobra and downward dog are all part of the sequence.
  'sun-salutation': {
    patterns: [
      'stretch',
      'mobility',
      'overhead-load',
      'brace',
      'horizontal-push',
      'spinal-extension',
    ],
    impact: 'low',
    cautions: ['head-below-heart'],
    difficulty: 'intermediate',
    effort: 'moderate',
    kit: [['mat']],
    plannable: true,
    instructions:
      'Reach up, fold forward, step back to a plank and lower to the floor, lift your chest, then press back to downward dog. Step forward, fold and rise. Move with your breath and keep each pose easy.',
  },
  'downward-dog': {
    patterns: ['stretch', 'overhead-load'],
    impact: 'low',
    cautions: ['head-below-heart'],
    difficulty: 'beginner',
    effort: 'light',
    kit: [['mat']],
    plannable: true,
    instructions:
      'From hands and knees, tuck your toes and lift your hips up and back into an upside-down V. Keep your knees soft, press the floor away and breathe slowly; stop if your shoulders or wrists hurt.',
  },
  // Sitting back on the heels bends the knee fully under body weight: tagged as a deep knee bend
  // so that a knee limitation keeps it out of the plan.
  'childs-pose': {
    patterns: ['stretch', 'deep-squat'],
    impact: 'none',
    cautions: ['head-below-heart'],
    difficulty: 'beginner',
    effort: 'light',
    kit: [['mat']],
    plannable: true,
    instructions:
      'Kneel with your big toes together and knees apart, sit back toward your heels and rest your chest down with your arms forward. Breathe slowly into your back; put a cushion under your hips if your knees complain.',
  },
  'cat-cow': {
    patterns: ['mobility'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'light',
    kit: [['mat']],
    plannable: true,
    instructions:
      'On hands and knees, breathe in as you drop your belly and lift your chest, then breathe out as you round your back and tuck your chin. Move slowly within a comfortable range.',
  },

  basketball: {
    patterns: ['sport', 'run', 'jump'],
    impact: 'high',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['ball']],
    plannable: false,
    instructions:
      'Warm up with easy jogging and a few practice shots first. Play at a pace you can keep for the whole game, and land softly on bent knees after jumps.',
  },
  soccer: {
    patterns: ['sport', 'run'],
    impact: 'high',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['ball']],
    plannable: false,
    instructions:
      'Warm up with light jogging and easy passing before you play. Mix sprints with recovery jogs at a pace you can sustain, and sit out a few minutes when you need to.',
  },
  football: {
    patterns: ['sport', 'run'],
    impact: 'high',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['ball']],
    plannable: false,
    instructions:
      'Warm up with jogging and a few easy throws before you play. Flag or touch rules keep it safer, and you should rest between plays so each sprint stays sharp.',
  },
  tennis: {
    patterns: ['sport', 'run'],
    impact: 'high',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['racket', 'ball']],
    plannable: false,
    instructions:
      'Warm up with a few minutes of gentle rallying before you keep score. Stay light on your feet, recover to the middle after each shot, and take your time between points.',
  },
  'table-tennis': {
    patterns: ['sport'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['racket', 'ball']],
    plannable: false,
    instructions:
      'Rally gently for a few minutes to warm up, then play with soft knees and quick small steps. Keep rallies going rather than chasing winners to stay moving.',
  },
  badminton: {
    patterns: ['sport', 'run', 'lunge'],
    impact: 'high',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['racket']],
    plannable: false,
    instructions:
      'Warm up with easy rallies and a few practice lunges. Push back to the middle of the court after each shot, and keep your front knee over your foot when you lunge.',
  },
  pickleball: {
    patterns: ['sport'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['racket', 'ball']],
    plannable: false,
    instructions:
      'Warm up with easy dinks at the kitchen line before you keep score. Move with short shuffling steps and never backpedal fast for a lob.',
  },
  squash: {
    patterns: ['sport', 'run', 'lunge'],
    impact: 'high',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['racket', 'ball']],
    plannable: false,
    instructions:
      'Warm up with easy hitting before you play; squash is fast, so rest between games. Return to the T after each shot and wear eye protection.',
  },
  racquetball: {
    patterns: ['sport', 'run'],
    impact: 'high',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['racket', 'ball']],
    plannable: false,
    instructions:
      'Warm up with easy hitting before you play, and wear eye protection. Keep rallies at a pace you can sustain and rest between games.',
  },
  volleyball: {
    patterns: ['sport', 'jump'],
    impact: 'high',
    difficulty: 'intermediate',
    effort: 'moderate',
    kit: [['ball']],
    plannable: false,
    instructions:
      'Warm up with easy passing and a few light jumps before you play. Stay low and ready between points, and land on both feet with bent knees.',
  },
  baseball: {
    patterns: ['sport', 'run'],
    impact: 'high',
    difficulty: 'intermediate',
    effort: 'moderate',
    kit: [['ball']],
    plannable: false,
    instructions:
      'Warm up your arm with short, easy throws before you play, and lengthen them slowly. Jog a little before you sprint between bases.',
  },
  softball: {
    patterns: ['sport', 'run'],
    impact: 'high',
    difficulty: 'intermediate',
    effort: 'moderate',
    kit: [['ball']],
    plannable: false,
    instructions:
      'Warm up your arm with short, easy throws before the game, and lengthen them slowly. Jog a little before you sprint between bases.',
  },
  // The swing is a hard trunk twist.
  golf: {
    patterns: ['sport', 'rotation'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'light',
    kit: [['other']],
    plannable: false,
    instructions:
      'Loosen your shoulders and hips and take a few half swings before you play. Walk the course when you can, and swing smoothly rather than hard.',
  },
  hockey: {
    patterns: ['sport', 'run'],
    impact: 'high',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['other']],
    plannable: false,
    instructions:
      'Warm up with easy skating or jogging and some stick handling first. Play short, hard shifts and rest fully between them; wear the protective gear.',
  },
  rugby: {
    patterns: ['sport', 'run'],
    impact: 'high',
    difficulty: 'advanced',
    effort: 'vigorous',
    kit: [['ball']],
    plannable: false,
    instructions:
      'Warm up thoroughly with jogging and passing before contact. Learn to tackle and fall safely from a coach, and play touch rugby until you have.',
  },
  cricket: {
    patterns: ['sport', 'run'],
    impact: 'high',
    difficulty: 'intermediate',
    effort: 'moderate',
    kit: [['ball']],
    plannable: false,
    instructions:
      'Warm up with jogging and easy throws before you play, and bowl a few gentle overs first. Run hard between the wickets, then recover while you wait.',
  },
  lacrosse: {
    patterns: ['sport', 'run'],
    impact: 'high',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['ball']],
    plannable: false,
    instructions:
      'Warm up with jogging and easy passing before you play. Wear the protective gear, and pace your sprints so you can last the game.',
  },
  handball: {
    patterns: ['sport', 'run', 'jump'],
    impact: 'high',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['ball']],
    plannable: false,
    instructions:
      'Warm up with jogging and easy throws before you play. Land softly on bent knees after jump shots, and sub out for a rest when you need one.',
  },
  'ultimate-frisbee': {
    patterns: ['sport', 'run'],
    impact: 'high',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['other']],
    plannable: false,
    instructions:
      'Warm up with jogging and easy throws before you play. Mix short sprints with walking recovery, and rest on the sideline when you need to.',
  },
  // Kicks are listed under leg isolation in training-types.ts.
  'martial-arts': {
    patterns: ['sport', 'strike', 'leg-isolation'],
    impact: 'high',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['none']],
    plannable: false,
    instructions:
      'Train in a class where a coach shows you how to warm up, strike and fall safely. Keep your own pace, and spar only when you are ready.',
  },
  boxing: {
    patterns: ['sport', 'strike'],
    impact: 'high',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['other']],
    plannable: false,
    instructions:
      'Warm up with skipping or shadow boxing first, and wrap your hands before you hit a bag. Work in rounds with a rest between them, and breathe out on every punch.',
  },
  'rock-climbing': {
    patterns: ['sport', 'vertical-pull'],
    impact: 'low',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['other']],
    plannable: false,
    instructions:
      'Warm up on easy routes, push with your legs instead of pulling only with your arms, and rest between climbs. Climb down rather than dropping when you can.',
  },
  // Paddling out is a swimming stroke.
  surfing: {
    patterns: ['sport', 'swim'],
    impact: 'low',
    difficulty: 'advanced',
    effort: 'vigorous',
    kit: [['other']],
    plannable: false,
    instructions:
      'Surf only if you swim well, and start with a lesson on small waves. Warm up on the beach first, and rest on your board between sets.',
  },
  // The paddle stroke works like a rowing stroke.
  paddleboarding: {
    patterns: ['sport', 'row'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['other']],
    plannable: false,
    instructions:
      'Start on calm water, kneeling on the board until you feel steady, then stand with soft knees. Paddle with your trunk rather than just your arms, and wear a leash or life vest.',
  },
  'water-polo': {
    patterns: ['sport', 'swim'],
    impact: 'none',
    difficulty: 'advanced',
    effort: 'vigorous',
    kit: [['pool', 'ball']],
    plannable: false,
    instructions:
      'Play only if you swim and tread water well. Warm up with a few easy lengths, and rest at the side when you need to.',
  },
  // The delivery ends in a sliding lunge.
  bowling: {
    patterns: ['sport', 'lunge'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'light',
    kit: [['ball']],
    plannable: false,
    instructions:
      'Pick a ball you can swing without strain, and loosen your shoulder and hips before you start. Bend your front knee smoothly as you release, keeping your back straight.',
  },
};
