// Training profiles of the lower-body and cardio catalogue rows (issue 12), kept beside the data
// files they describe so the assessment's plan generator can filter them by joint and effort.
import type { TrainingProfile } from './training-types';

export const LOWER_CARDIO_TRAINING: Readonly<Record<string, TrainingProfile>> = {
  // Lower body (data-lower.ts)
  squat: {
    patterns: ['squat', 'deep-squat'],
    impact: 'low',
    cautions: ['loaded-squat'],
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['barbell']],
    plannable: true,
    instructions:
      'Rest the bar across your upper back, feet shoulder-width apart. Sit your hips back and down until your thighs are level, then stand up. Keep your chest up and your knees tracking over your toes.',
  },
  'front-squat': {
    patterns: ['squat', 'deep-squat'],
    impact: 'low',
    cautions: ['loaded-squat'],
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['barbell']],
    plannable: true,
    instructions:
      'Rest the bar on the front of your shoulders with your elbows high. Squat down between your heels, then drive back up. Keep your torso upright so the bar does not roll forward.',
  },
  'goblet-squat': {
    patterns: ['squat'],
    impact: 'low',
    cautions: ['loaded-squat'],
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['dumbbell'], ['kettlebell']],
    plannable: true,
    instructions:
      'Hold one weight against your chest, feet a little wider than your hips. Sit down between your heels as low as is comfortable, then stand. Keep your heels on the floor and your chest tall.',
  },
  'split-squat': {
    patterns: ['lunge'],
    impact: 'low',
    difficulty: 'intermediate',
    effort: 'moderate',
    kit: [['bench'], ['none']],
    plannable: true,
    instructions:
      'Stand a stride in front of a bench or sturdy chair and rest the top of your back foot on it. Lower your back knee toward the floor, then push up through your front heel. Keep your front knee over your foot.',
  },
  'jump-squat': {
    patterns: ['squat', 'jump'],
    impact: 'high',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['none']],
    plannable: true,
    instructions:
      'Stand with feet shoulder-width apart and squat to a comfortable depth. Jump straight up, then land softly on the balls of your feet and sink straight into the next squat. Keep your knees in line with your toes.',
  },
  'sumo-squat': {
    patterns: ['squat'],
    impact: 'low',
    cautions: ['loaded-squat'],
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['dumbbell'], ['kettlebell'], ['none']],
    plannable: true,
    instructions:
      'Stand with your feet wide and toes turned out, holding a weight between your legs if you have one. Lower your hips straight down, then stand. Push your knees out in line with your toes.',
  },
  'pistol-squat': {
    patterns: ['squat', 'deep-squat'],
    impact: 'low',
    difficulty: 'advanced',
    effort: 'vigorous',
    kit: [['none']],
    plannable: true,
    instructions:
      'Stand on one leg with the other held straight out in front. Squat down on the standing leg as low as you can control, then stand back up. Hold a doorframe for balance until you own the bottom.',
  },
  'hack-squat': {
    patterns: ['squat', 'deep-squat'],
    impact: 'low',
    cautions: ['loaded-squat'],
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['machine']],
    plannable: true,
    instructions:
      'Set your back against the pad and your feet shoulder-width on the platform. Release the safety, bend your knees to lower the sled, then press it back up. Do not lock your knees hard at the top.',
  },
  'wall-sit': {
    patterns: ['squat', 'isometric'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['none']],
    plannable: true,
    instructions:
      'Lean your back on a wall and slide down until your knees are bent near a right angle, feet under your knees. Hold the position for the set time. Keep breathing steadily; do not hold your breath.',
  },
  deadlift: {
    patterns: ['hinge', 'heavy-hinge'],
    impact: 'low',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['barbell']],
    plannable: true,
    instructions:
      'Stand with the bar over your midfoot and grip it just outside your legs. Brace your trunk and push the floor away until you stand tall, then lower the bar along your legs. Keep your back flat throughout.',
  },
  'romanian-deadlift': {
    patterns: ['hinge', 'heavy-hinge'],
    impact: 'low',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['barbell'], ['dumbbell']],
    plannable: true,
    instructions:
      'Stand tall holding the weight in front of your thighs, knees soft. Push your hips back and slide the weight down your legs until you feel a hamstring stretch, then stand. Keep your back flat.',
  },
  'sumo-deadlift': {
    patterns: ['hinge', 'heavy-hinge'],
    impact: 'low',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['barbell']],
    plannable: true,
    instructions:
      'Take a wide stance with toes turned out and grip the bar inside your knees. Brace, push your knees out and stand up with the bar close to you, then lower it under control. Keep your back flat.',
  },
  'trap-bar-deadlift': {
    patterns: ['hinge', 'heavy-hinge', 'squat'],
    impact: 'low',
    cautions: ['loaded-squat'],
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['barbell']],
    plannable: true,
    instructions:
      'Stand inside the trap bar and grip the handles at your sides. Bend your hips and knees, brace, and stand up tall, then lower the bar the same way. Keep your chest up and your back flat.',
  },
  'single-leg-deadlift': {
    patterns: ['hinge'],
    impact: 'low',
    difficulty: 'intermediate',
    effort: 'moderate',
    kit: [['dumbbell'], ['kettlebell'], ['none']],
    plannable: true,
    instructions:
      'Stand on one leg holding a weight in the opposite hand, knee soft. Tip forward from the hip as your free leg reaches back, then return to standing. Keep your hips level and your back flat.',
  },
  lunge: {
    patterns: ['lunge'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['none']],
    plannable: true,
    instructions:
      'Step forward with one foot and lower until both knees are bent near right angles. Push through your front heel to step back, then switch legs. Keep your front knee over your ankle.',
  },
  'walking-lunge': {
    patterns: ['lunge'],
    impact: 'low',
    difficulty: 'intermediate',
    effort: 'moderate',
    kit: [['none']],
    plannable: true,
    instructions:
      'Step forward into a lunge, lowering your back knee toward the floor. Drive up and bring the back foot through into the next step. Keep your torso upright and take steps long enough for balance.',
  },
  'reverse-lunge': {
    patterns: ['lunge'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['none']],
    plannable: true,
    instructions:
      'Stand tall and step one foot back, lowering your back knee toward the floor. Push through your front heel to return, then switch legs. Keep most of your weight on the front foot.',
  },
  'side-lunge': {
    patterns: ['lunge'],
    impact: 'low',
    difficulty: 'intermediate',
    effort: 'moderate',
    kit: [['none']],
    plannable: true,
    instructions:
      'Take a wide step to the side and sit your hips back over that foot, other leg straight. Push off to return to standing, then switch sides. Keep both feet flat and your bent knee over your toes.',
  },
  'step-up': {
    patterns: ['lunge'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['box'], ['bench']],
    plannable: true,
    instructions:
      'Place one whole foot on a sturdy box or bench. Press through that heel to stand up on it, then step down with control. Start with a low step and let the top leg do the work.',
  },
  'leg-press': {
    patterns: ['squat'],
    impact: 'none',
    cautions: ['loaded-squat'],
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['machine']],
    plannable: true,
    instructions:
      'Sit with your back flat on the pad and feet hip-width on the platform. Lower the platform until your knees are bent near right angles, then press it away. Do not let your lower back lift off the pad.',
  },
  'leg-extension': {
    patterns: ['leg-isolation'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['machine']],
    plannable: true,
    instructions:
      'Sit with the pad on your lower shins and your knees at the edge of the seat. Straighten your legs, then lower slowly. Pick a weight you can move without swinging.',
  },
  'leg-curl': {
    patterns: ['leg-isolation'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['machine']],
    plannable: true,
    instructions:
      'Set the pad just above your heels. Bend your knees to curl the pad toward you, then let it return slowly. Keep your hips pressed into the bench or seat.',
  },
  'calf-raise': {
    patterns: ['leg-isolation'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'light',
    kit: [['none']],
    plannable: true,
    instructions:
      'Stand tall with feet hip-width apart, near a wall for balance. Rise onto the balls of your feet as high as you can, pause, then lower slowly. Keep your knees straight but not locked.',
  },
  'hip-thrust': {
    patterns: ['bridge'],
    impact: 'none',
    difficulty: 'intermediate',
    effort: 'moderate',
    kit: [
      ['barbell', 'bench'],
      ['dumbbell', 'bench'],
    ],
    plannable: true,
    instructions:
      'Rest your upper back on a bench with a padded weight across your hips, feet flat. Drive your hips up until your body is straight from knees to shoulders, then lower. Tuck your chin and do not arch your back.',
  },
  'glute-bridge': {
    patterns: ['bridge'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'light',
    kit: [['mat']],
    plannable: true,
    instructions:
      'Lie on your back with knees bent and feet flat, close to your hips. Squeeze your glutes to lift your hips into a straight line from knees to shoulders, then lower. Do not push into a back arch.',
  },
  'good-morning': {
    patterns: ['hinge', 'heavy-hinge'],
    impact: 'low',
    difficulty: 'intermediate',
    effort: 'moderate',
    kit: [['barbell']],
    plannable: true,
    instructions:
      'Rest a light bar across your upper back, knees soft. Push your hips back and tip your chest forward until you feel your hamstrings, then stand up. Keep your back flat and the weight light.',
  },
  'box-jump': {
    patterns: ['jump'],
    impact: 'high',
    difficulty: 'advanced',
    effort: 'maximal',
    kit: [['box']],
    plannable: true,
    instructions:
      'Stand a short step from a sturdy box. Swing your arms and jump up, landing softly with your whole feet on the box, then step down rather than jump down. Start with a low box.',
  },
  'broad-jump': {
    patterns: ['jump'],
    impact: 'high',
    difficulty: 'intermediate',
    effort: 'maximal',
    kit: [['none']],
    plannable: true,
    instructions:
      'Stand with feet hip-width apart. Swing your arms back, dip, and jump forward as far as you can. Land softly on both feet with bent knees, and reset before the next jump.',
  },
  'hip-abduction': {
    patterns: ['leg-isolation'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['machine']],
    plannable: true,
    instructions:
      'Sit in the machine with the pads on the outside of your knees. Push your knees apart, then let them come back together slowly. Sit tall and move without jerking.',
  },
  'hip-adduction': {
    patterns: ['leg-isolation'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['machine']],
    plannable: true,
    instructions:
      'Sit in the machine with the pads on the inside of your knees. Squeeze your legs together, then let them open slowly. Set a starting width that feels comfortable for your inner thighs.',
  },
  'donkey-kick': {
    patterns: ['leg-isolation'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'light',
    kit: [['mat']],
    plannable: true,
    instructions:
      'Kneel on all fours with hands under shoulders. Keeping one knee bent, lift that foot toward the ceiling by squeezing your glute, then lower. Keep your back flat; do not arch to lift higher.',
  },
  'fire-hydrant': {
    patterns: ['leg-isolation'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'light',
    kit: [['mat']],
    plannable: true,
    instructions:
      'Kneel on all fours. Keeping your knee bent, lift one leg out to the side until your thigh is near level, then lower. Keep your hips square and your weight even on both hands.',
  },
  clamshell: {
    patterns: ['leg-isolation'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'light',
    kit: [['mat']],
    plannable: true,
    instructions:
      'Lie on your side with knees bent and feet together, a band above your knees if you have one. Open your top knee like a clamshell, then close it slowly. Keep your hips stacked; do not roll back.',
  },
  'kettlebell-swing': {
    patterns: ['hinge'],
    impact: 'low',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['kettlebell']],
    plannable: true,
    instructions:
      'Stand with feet wide and hike the kettlebell back between your legs. Snap your hips forward to swing it to chest height, then let it fall back into the next hinge. Drive with your hips, not your arms.',
  },
  'turkish-get-up': {
    patterns: ['overhead-load', 'brace', 'bridge', 'lunge'],
    impact: 'low',
    difficulty: 'advanced',
    effort: 'moderate',
    kit: [['kettlebell'], ['dumbbell']],
    plannable: true,
    instructions:
      'Lie on your back holding a weight straight up over one shoulder. Move through elbow, hand, kneel and stand, then reverse to the floor. Keep your eyes on the weight and your arm locked; start very light.',
  },
  'sled-push': {
    patterns: ['lunge'],
    impact: 'low',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['sled']],
    plannable: true,
    instructions:
      'Grip the sled posts with arms extended and lean in at an angle. Drive it forward with short, powerful steps. Keep your back flat and your hips low.',
  },
  'clean-and-press': {
    patterns: ['hinge', 'heavy-hinge', 'squat', 'overhead-press'],
    impact: 'low',
    cautions: ['loaded-squat'],
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['barbell']],
    plannable: true,
    instructions:
      'Start as for a deadlift, then extend your hips hard to pull the bar to your shoulders and catch it with bent knees. Stand, press it overhead, and lower it in stages. Learn it with an empty bar first.',
  },
  thruster: {
    patterns: ['squat', 'deep-squat', 'overhead-press'],
    impact: 'low',
    cautions: ['loaded-squat'],
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['barbell'], ['dumbbell']],
    plannable: true,
    instructions:
      'Hold the weight at your shoulders and squat down. As you stand, use the drive to press it overhead in one motion, then lower it back to your shoulders. Keep your elbows up at the bottom of the squat.',
  },

  // Cardio (data-cardio.ts)
  running: {
    patterns: ['run'],
    impact: 'high',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['none']],
    plannable: true,
    instructions:
      'Run at a steady pace that is hard but that you can keep up, breathing deeply. Land lightly under your hips with short, quick strides. Start and finish with a few minutes of walking.',
  },
  jogging: {
    patterns: ['run'],
    impact: 'high',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['none']],
    plannable: true,
    instructions:
      'Jog at an easy pace where you can still talk in full sentences. Keep your strides short and land softly. Walk for a minute whenever you need to catch your breath.',
  },
  sprint: {
    patterns: ['run'],
    impact: 'high',
    difficulty: 'advanced',
    effort: 'maximal',
    kit: [['none']],
    plannable: true,
    instructions:
      'Warm up well, then run as fast as you can for a short distance. Drive your arms and knees and stay tall. Walk until you fully recover before the next sprint.',
  },
  walking: {
    patterns: ['walk'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'light',
    kit: [['none']],
    plannable: true,
    instructions:
      'Walk at a brisk pace where you breathe faster but can still hold a conversation. Stand tall and swing your arms naturally. Wear comfortable shoes.',
  },
  hiking: {
    patterns: ['walk'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['none']],
    plannable: false,
    instructions:
      'Walk a trail at a pace where you can still talk, slowing on climbs. Take short steps on steep or loose ground. Bring water and wear shoes with good grip.',
  },
  cycling: {
    patterns: ['cycle'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['bicycle']],
    plannable: false,
    instructions:
      'Ride at a steady pace where you can still talk. Set the saddle so your knee is only slightly bent at the bottom of each pedal stroke. Always wear a helmet.',
  },
  'stationary-bike': {
    patterns: ['cycle'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['cardio machine']],
    plannable: true,
    instructions:
      'Set the saddle so your knee is only slightly bent at the bottom of the stroke. Pedal at a steady pace where you can still talk, adding resistance as you warm up. Keep your upper body relaxed.',
  },
  'mountain-biking': {
    patterns: ['cycle'],
    impact: 'low',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['bicycle']],
    plannable: false,
    instructions:
      'Ride off-road trails, standing on the pedals with bent knees and elbows over rough ground. Look ahead and choose trails that match your skill. Always wear a helmet.',
  },
  swimming: {
    patterns: ['swim', 'overhead-load'],
    impact: 'none',
    difficulty: 'intermediate',
    effort: 'moderate',
    kit: [['pool']],
    plannable: false,
    instructions:
      'Swim lengths at a steady pace where your breathing stays controlled. Keep your body long and flat and breathe out under water. Rest at the wall whenever you need to.',
  },
  rowing: {
    patterns: ['row'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['cardio machine']],
    plannable: true,
    instructions:
      'Push with your legs first, then lean back slightly and pull the handle to your lower ribs; reverse the order to return. Row at a pace where you can still talk. Keep your back straight.',
  },
  elliptical: {
    patterns: ['step'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['cardio machine']],
    plannable: true,
    instructions:
      'Stand tall on the pedals and move in smooth strides, using the handles lightly. Keep a pace where you can still talk. Keep your whole foot on the pedals.',
  },
  'stair-climber': {
    patterns: ['step'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['cardio machine']],
    plannable: true,
    instructions:
      'Step at a steady pace where you can still talk, placing your whole foot on each step. Stand upright and rest your hands on the rails only for balance; do not lean your weight on them.',
  },
  treadmill: {
    patterns: ['run', 'walk'],
    impact: 'high',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['cardio machine']],
    plannable: true,
    instructions:
      'Start by walking for a few minutes, then jog at a pace where you can still talk. Stay near the front of the belt and clip on the safety key.',
  },
  'jump-rope': {
    patterns: ['jump'],
    impact: 'high',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['jump rope']],
    plannable: true,
    instructions:
      'Hold the handles at hip height and turn the rope with your wrists. Make small, quick hops on the balls of your feet, just high enough to clear the rope. Rest whenever you trip or lose your breath.',
  },
  'jumping-jack': {
    patterns: ['jump'],
    impact: 'high',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['none']],
    plannable: true,
    instructions:
      'Jump your feet out wide as your arms swing overhead, then jump back to feet together, arms at your sides. Land softly on the balls of your feet. Keep a steady rhythm.',
  },
  burpee: {
    patterns: ['jump', 'squat', 'horizontal-push', 'brace'],
    impact: 'high',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['none']],
    plannable: true,
    instructions:
      'Squat, place your hands on the floor and jump your feet back to a plank. Jump your feet back in, stand, and hop up with arms overhead. Land softly and keep your hips level in the plank.',
  },
  'mountain-climber': {
    patterns: ['run', 'brace'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'vigorous',
    kit: [['none']],
    plannable: true,
    instructions:
      'Start in a high plank with hands under your shoulders. Drive one knee toward your chest, then switch legs in a running rhythm. Keep your hips level with your shoulders.',
  },
  'high-knees': {
    patterns: ['run'],
    impact: 'high',
    difficulty: 'beginner',
    effort: 'vigorous',
    kit: [['none']],
    plannable: true,
    instructions:
      'Run on the spot, lifting each knee to hip height. Pump your arms and stay light on the balls of your feet. Keep your chest up rather than leaning back.',
  },
  'butt-kicks': {
    patterns: ['run'],
    impact: 'high',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['none']],
    plannable: true,
    instructions:
      'Jog on the spot, bringing each heel up toward your glutes. Stay light on the balls of your feet and keep your knees pointing down. Keep a pace where you can still talk.',
  },
  'skater-jump': {
    patterns: ['jump'],
    impact: 'high',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['none']],
    plannable: true,
    instructions:
      'Leap sideways from one foot and land softly on the other, sweeping the free leg behind you. Pause, then leap back. Land with a bent knee over your toes and start with small hops.',
  },
  'tuck-jump': {
    patterns: ['jump'],
    impact: 'high',
    difficulty: 'advanced',
    effort: 'maximal',
    kit: [['none']],
    plannable: true,
    instructions:
      'Stand with feet hip-width apart, dip, and jump as high as you can, pulling your knees toward your chest. Land softly on both feet with bent knees before the next jump.',
  },
  'battle-ropes': {
    patterns: ['aerobic'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'vigorous',
    kit: [['battle ropes']],
    plannable: true,
    instructions:
      'Hold an end of the rope in each hand, feet shoulder-width and knees bent. Move your arms up and down fast to send waves along the rope. Keep your back flat and breathe steadily.',
  },
  'shadow-boxing': {
    patterns: ['strike'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['none']],
    plannable: true,
    instructions:
      'Stand in a boxing stance with your hands up by your chin. Throw punch combinations into the air while moving on your feet. Do not fully snap your elbows straight.',
  },
  hiit: {
    patterns: ['jump', 'run', 'squat', 'lunge', 'horizontal-push', 'brace'],
    impact: 'high',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['none']],
    plannable: false,
    instructions:
      'Alternate short bursts of hard effort with periods of easy recovery. Work hard enough that talking is difficult during the bursts. Warm up first and stop if you feel dizzy.',
  },
  'circuit-training': {
    patterns: ['jump', 'squat', 'lunge', 'hinge', 'horizontal-push', 'brace'],
    impact: 'high',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['none']],
    plannable: false,
    instructions:
      'Move through a series of exercises one after another with little rest, then repeat the round. Keep each exercise in good form rather than rushing it.',
  },
  aerobics: {
    patterns: ['aerobic', 'jump'],
    impact: 'high',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['none']],
    plannable: true,
    instructions:
      'Follow a rhythmic routine of steps, kicks and arm moves to music. Keep a pace where you can still talk. Land softly on any hops, or swap them for steps.',
  },
  zumba: {
    patterns: ['aerobic', 'jump'],
    impact: 'high',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['none']],
    plannable: true,
    instructions:
      'Follow dance steps to upbeat music, moving your hips and arms with the rhythm. Keep a pace where you can still talk. Land softly on any hops, or swap them for steps.',
  },
  dancing: {
    patterns: ['aerobic'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['none']],
    plannable: true,
    instructions:
      'Dance to music you enjoy, keeping your whole body moving. Keep a pace where you can still talk. Wear shoes that let you turn easily.',
  },
  kickboxing: {
    patterns: ['strike'],
    impact: 'low',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['none']],
    plannable: true,
    instructions:
      'Stand in a fighting stance with hands up. Combine punches with front and side kicks, keeping kicks at a height you control. Turn on the ball of your standing foot to protect your knee.',
  },
  skating: {
    patterns: ['sport', 'squat'],
    impact: 'low',
    difficulty: 'intermediate',
    effort: 'moderate',
    kit: [['other']],
    plannable: false,
    instructions:
      'Push off to the side with one foot and glide, knees bent and weight over your skates. Keep a pace where you can still talk. Wear a helmet and wrist guards.',
  },
  skiing: {
    patterns: ['sport', 'squat'],
    impact: 'low',
    difficulty: 'intermediate',
    effort: 'moderate',
    kit: [['other']],
    plannable: false,
    instructions:
      'Ski with your knees and ankles flexed and your weight centred over your boots. Choose runs that match your level. Take a lesson if you are new.',
  },
  snowboarding: {
    patterns: ['sport', 'squat'],
    impact: 'low',
    difficulty: 'intermediate',
    effort: 'moderate',
    kit: [['other']],
    plannable: false,
    instructions:
      'Ride with your knees bent and weight centred over the board. Choose runs that match your level. Wear a helmet and wrist guards, and take a lesson if you are new.',
  },
  kayaking: {
    patterns: ['row', 'rotation'],
    impact: 'none',
    difficulty: 'intermediate',
    effort: 'moderate',
    kit: [['other']],
    plannable: false,
    instructions:
      'Sit tall and paddle by rotating your trunk, not just pulling with your arms. Keep a pace where you can still talk. Always wear a life jacket.',
  },
  cardio: {
    patterns: ['aerobic'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['none']],
    plannable: false,
    instructions:
      'Do any steady activity that raises your heart rate, such as brisk walking or cycling. Keep a pace where you can still talk.',
  },
  workout: {
    patterns: ['squat', 'lunge', 'hinge', 'horizontal-push', 'horizontal-pull', 'brace'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['none']],
    plannable: false,
    instructions:
      'Warm up, then work through a set of exercises for your whole body. Choose loads you can move with good form and cool down at the end.',
  },
  'weight-training': {
    patterns: ['squat', 'hinge', 'horizontal-push', 'horizontal-pull', 'overhead-press'],
    impact: 'low',
    cautions: ['loaded-squat'],
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['dumbbell'], ['barbell']],
    plannable: false,
    instructions:
      'Lift weights for your main muscle groups in sets of repetitions. Choose loads you can move with good form and rest between sets.',
  },
};
