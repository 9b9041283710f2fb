// Upper-body strength exercises: chest, back, shoulders, arms.
import { ex, type Exercise } from './types';

export const UPPER_BODY: readonly Exercise[] = [
  // Chest
  ex('push-up', 'Push-up', 'strength', 'reps', ['chest', 'triceps', 'shoulders'], ['none'], {
    syn: ['push ups', 'pushup', 'press up', 'press ups', 'floor push up'],
    mis: ['bush up', 'posh up', 'push op'],
  }),
  ex('incline-push-up', 'Incline Push-up', 'strength', 'reps', ['chest', 'triceps'], ['bench'], {
    syn: ['incline pushup'],
  }),
  ex(
    'decline-push-up',
    'Decline Push-up',
    'strength',
    'reps',
    ['chest', 'shoulders', 'triceps'],
    ['bench'],
    {
      syn: ['decline pushup'],
    },
  ),
  ex('diamond-push-up', 'Diamond Push-up', 'strength', 'reps', ['triceps', 'chest'], ['none'], {
    syn: ['diamond pushup', 'close grip push up', 'triangle push up'],
  }),
  ex('wide-push-up', 'Wide Push-up', 'strength', 'reps', ['chest', 'shoulders'], ['none'], {
    syn: ['wide grip push up', 'wide pushup'],
  }),
  ex('knee-push-up', 'Knee Push-up', 'strength', 'reps', ['chest', 'triceps'], ['mat'], {
    syn: ['kneeling push up', 'modified push up', 'knee pushup'],
  }),
  ex('pike-push-up', 'Pike Push-up', 'strength', 'reps', ['shoulders', 'triceps'], ['none'], {
    syn: ['pike pushup'],
  }),
  ex(
    'handstand-push-up',
    'Handstand Push-up',
    'strength',
    'reps',
    ['shoulders', 'triceps'],
    ['none'],
    {
      syn: ['handstand pushup', 'hspu'],
    },
  ),
  ex('bench-press', 'Bench Press', 'strength', 'reps', ['chest', 'triceps'], ['barbell', 'bench'], {
    syn: ['bench', 'flat bench', 'flat bench press', 'barbell bench press', 'barbell bench'],
    mis: ['bench breast', 'bench dress', 'bench pressed', 'bench rest', 'ben press'],
    verbs: ['benched', 'bench pressed'],
  }),
  ex(
    'incline-bench-press',
    'Incline Bench Press',
    'strength',
    'reps',
    ['chest', 'shoulders', 'triceps'],
    ['barbell'],
    {
      syn: ['incline bench', 'incline press', 'incline barbell press'],
    },
  ),
  ex('decline-bench-press', 'Decline Bench Press', 'strength', 'reps', ['chest'], ['barbell'], {
    syn: ['decline bench', 'decline press'],
  }),
  ex('dumbbell-bench-press', 'Dumbbell Bench Press', 'strength', 'reps', ['chest'], ['dumbbell'], {
    syn: ['dumbbell press', 'dumbbell chest press', 'db bench press', 'dumbbell bench'],
  }),
  ex(
    'close-grip-bench-press',
    'Close-Grip Bench Press',
    'strength',
    'reps',
    ['triceps', 'chest'],
    ['barbell'],
    {
      syn: ['close grip bench', 'close grip bench press'],
    },
  ),
  ex('chest-fly', 'Chest Fly', 'strength', 'reps', ['chest'], ['dumbbell', 'bench'], {
    syn: ['fly', 'flies', 'flyes', 'dumbbell fly', 'dumbbell flies', 'pec fly', 'chest flies'],
  }),
  ex('pec-deck', 'Pec Deck', 'strength', 'reps', ['chest'], ['machine'], {
    syn: ['machine fly', 'butterfly machine', 'pec deck fly', 'pec dec'],
  }),
  ex('cable-crossover', 'Cable Crossover', 'strength', 'reps', ['chest'], ['cable'], {
    syn: ['cable fly', 'cable flies', 'cable cross over'],
  }),
  ex('chest-press', 'Chest Press', 'strength', 'reps', ['chest', 'triceps'], ['machine'], {
    syn: ['machine chest press', 'chest press machine', 'seated chest press'],
  }),
  ex('dip', 'Dip', 'strength', 'reps', ['triceps', 'chest'], ['dip bars'], {
    syn: ['chest dip', 'parallel bar dip', 'tricep dip', 'triceps dip', 'weighted dip'],
    mis: ['dipp'],
  }),
  ex('bench-dip', 'Bench Dip', 'strength', 'reps', ['triceps'], ['bench'], {
    syn: ['chair dip', 'bench tricep dip'],
  }),
  // Back
  ex('pull-up', 'Pull-up', 'strength', 'reps', ['lats', 'biceps'], ['pull-up bar'], {
    syn: ['pull ups', 'pullup', 'wide grip pull up', 'weighted pull up'],
    mis: ['pool up', 'pull op'],
  }),
  ex('chin-up', 'Chin-up', 'strength', 'reps', ['lats', 'biceps'], ['pull-up bar'], {
    syn: ['chinup', 'chin ups'],
    mis: ['chin op'],
  }),
  ex('muscle-up', 'Muscle-up', 'strength', 'reps', ['lats', 'triceps'], ['pull-up bar'], {
    syn: ['muscleup'],
  }),
  ex('lat-pulldown', 'Lat Pulldown', 'strength', 'reps', ['lats', 'biceps'], ['cable', 'machine'], {
    syn: ['lat pull down', 'pulldown', 'pull down', 'lat pulls', 'wide grip pulldown'],
    mis: ['lap pulldown', 'lot pulldown', 'let pulldown', 'lap pull down', 'lat pole down'],
  }),
  ex('barbell-row', 'Barbell Row', 'strength', 'reps', ['upper back', 'lats'], ['barbell'], {
    syn: ['bent over row', 'bent over barbell row', 'pendlay row', 'barbell bent over row'],
    mis: ['barbell roe', 'bent over roe'],
  }),
  ex('dumbbell-row', 'Dumbbell Row', 'strength', 'reps', ['upper back', 'lats'], ['dumbbell'], {
    syn: ['one arm row', 'single arm row', 'one arm dumbbell row', 'db row'],
  }),
  ex('seated-cable-row', 'Seated Cable Row', 'strength', 'reps', ['upper back'], ['cable'], {
    syn: ['cable row', 'seated row', 'low row'],
  }),
  ex('t-bar-row', 'T-Bar Row', 'strength', 'reps', ['upper back', 'lats'], ['barbell'], {
    syn: ['t bar row', 'tbar row'],
  }),
  ex('inverted-row', 'Inverted Row', 'strength', 'reps', ['upper back'], ['pull-up bar'], {
    syn: ['australian pull up', 'body row', 'bodyweight row', 'ring row'],
  }),
  ex('face-pull', 'Face Pull', 'strength', 'reps', ['shoulders', 'upper back'], ['cable'], {
    syn: ['cable face pull'],
    mis: ['face pole'],
  }),
  ex('shrug', 'Shrug', 'strength', 'reps', ['upper back'], ['dumbbell'], {
    syn: ['barbell shrug', 'dumbbell shrug', 'shoulder shrug', 'trap shrug'],
  }),
  ex('back-extension', 'Back Extension', 'strength', 'reps', ['lower back', 'glutes'], ['bench'], {
    syn: ['hyperextension', 'hyper extension', 'roman chair extension'],
  }),
  ex('superman', 'Superman', 'strength', 'reps', ['lower back', 'glutes'], ['mat'], {
    syn: ['superman hold', 'supermen'],
  }),
  ex('pullover', 'Dumbbell Pullover', 'strength', 'reps', ['lats', 'chest'], ['dumbbell'], {
    syn: ['pullover', 'pull over', 'dumbbell pull over'],
  }),
  // Shoulders
  ex(
    'overhead-press',
    'Overhead Press',
    'strength',
    'reps',
    ['shoulders', 'triceps'],
    ['barbell'],
    {
      syn: ['shoulder press', 'military press', 'ohp', 'standing press', 'barbell overhead press'],
      mis: ['over head press', 'overhead dress', 'overhead pressed', 'overhead breast'],
    },
  ),
  ex(
    'dumbbell-shoulder-press',
    'Dumbbell Shoulder Press',
    'strength',
    'reps',
    ['shoulders', 'triceps'],
    ['dumbbell'],
    {
      syn: ['dumbbell overhead press', 'seated dumbbell press', 'seated shoulder press'],
    },
  ),
  ex('arnold-press', 'Arnold Press', 'strength', 'reps', ['shoulders', 'triceps'], ['dumbbell'], {
    syn: ['arnold presses'],
    mis: ['arnold pressed'],
  }),
  ex('lateral-raise', 'Lateral Raise', 'strength', 'reps', ['shoulders'], ['dumbbell'], {
    syn: ['side raise', 'side lateral raise', 'lat raise', 'dumbbell lateral raise'],
    mis: ['lateral race', 'lateral raisers'],
  }),
  ex('front-raise', 'Front Raise', 'strength', 'reps', ['shoulders'], ['dumbbell'], {
    syn: ['dumbbell front raise', 'plate front raise'],
    mis: ['front race'],
  }),
  ex(
    'rear-delt-fly',
    'Rear Delt Fly',
    'strength',
    'reps',
    ['shoulders', 'upper back'],
    ['dumbbell'],
    {
      syn: ['reverse fly', 'rear delt flies', 'reverse flies', 'rear delt raise'],
    },
  ),
  ex('upright-row', 'Upright Row', 'strength', 'reps', ['shoulders', 'upper back'], ['barbell'], {
    syn: ['upright rows'],
  }),
  // Arms
  ex('bicep-curl', 'Bicep Curl', 'strength', 'reps', ['biceps', 'forearms'], ['dumbbell'], {
    syn: ['biceps curl', 'curl', 'dumbbell curl', 'arm curl', 'barbell curl', 'standing curl'],
    mis: ['bicep girl', 'biceps girl', 'bicycle curl', 'by sep curl', 'bicep curve', 'bicep call'],
    verbs: ['curled'],
  }),
  ex('hammer-curl', 'Hammer Curl', 'strength', 'reps', ['biceps', 'forearms'], ['dumbbell'], {
    syn: ['hammer curls', 'dumbbell hammer curl'],
    mis: ['hammer girl'],
  }),
  ex('preacher-curl', 'Preacher Curl', 'strength', 'reps', ['biceps'], ['barbell', 'bench'], {
    syn: ['preacher curls', 'ez bar preacher curl'],
    mis: ['preacher girl', 'teacher curl'],
  }),
  ex('concentration-curl', 'Concentration Curl', 'strength', 'reps', ['biceps'], ['dumbbell'], {
    syn: ['concentration curls'],
  }),
  ex('cable-curl', 'Cable Curl', 'strength', 'reps', ['biceps'], ['cable'], {
    syn: ['cable bicep curl', 'rope curl'],
  }),
  ex('tricep-extension', 'Tricep Extension', 'strength', 'reps', ['triceps'], ['dumbbell'], {
    syn: ['triceps extension', 'overhead tricep extension', 'overhead extension'],
    mis: ['tri cep extension', 'tricep extensions', 'triceps extensions', 'tricep extent ion'],
  }),
  ex('tricep-pushdown', 'Tricep Pushdown', 'strength', 'reps', ['triceps'], ['cable'], {
    syn: ['triceps pushdown', 'tricep pressdown', 'cable pushdown', 'rope pushdown', 'pushdown'],
    mis: ['tricep push down', 'triceps push down'],
  }),
  ex('skull-crusher', 'Skull Crusher', 'strength', 'reps', ['triceps'], ['barbell', 'bench'], {
    syn: ['skullcrusher', 'lying tricep extension', 'lying triceps extension'],
    mis: ['skull crushes'],
  }),
  ex('tricep-kickback', 'Tricep Kickback', 'strength', 'reps', ['triceps'], ['dumbbell'], {
    syn: ['triceps kickback', 'kickback', 'dumbbell kickback'],
    mis: ['tricep kick back'],
  }),
  ex('wrist-curl', 'Wrist Curl', 'strength', 'reps', ['forearms'], ['dumbbell'], {
    syn: ['forearm curl', 'reverse wrist curl'],
  }),
  ex(
    'farmers-walk',
    "Farmer's Walk",
    'strength',
    'duration',
    ['forearms', 'full body'],
    ['dumbbell'],
    {
      syn: ['farmers walk', 'farmer walk', 'farmers carry', 'farmer carry', 'loaded carry'],
    },
  ),
];
