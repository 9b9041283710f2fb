// Training profiles of the upper-body (data-upper.ts) and core (data-core.ts) exercises, by id.
import type { TrainingProfile } from './training-types';

export const UPPER_CORE_TRAINING: Readonly<Record<string, TrainingProfile>> = {
  // Chest
  'push-up': {
    patterns: ['horizontal-push'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['none']],
    plannable: true,
    instructions:
      'Place your hands under your shoulders and hold your body in a straight line from head to heels. Lower your chest to just above the floor, then press back up. Keep your hips from sagging.',
  },
  'incline-push-up': {
    patterns: ['horizontal-push'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['none']],
    plannable: true,
    instructions:
      'Put your hands on a wall, table edge or bench, a little wider than your shoulders, and walk your feet back. Lower your chest toward it and push back. Make sure the support cannot slide.',
  },
  'decline-push-up': {
    patterns: ['horizontal-push'],
    impact: 'none',
    cautions: ['head-below-heart'],
    difficulty: 'intermediate',
    effort: 'moderate',
    kit: [['none']],
    plannable: true,
    instructions:
      'Rest your feet on a bench or sturdy chair and your hands on the floor under your shoulders. Lower your chest toward the floor and press back up. Keep your body straight and your neck in line.',
  },
  'diamond-push-up': {
    patterns: ['horizontal-push'],
    impact: 'none',
    difficulty: 'intermediate',
    effort: 'moderate',
    kit: [['none']],
    plannable: true,
    instructions:
      'Put your hands together under your chest, thumbs and index fingers forming a diamond. Lower your chest to your hands, elbows close to your sides, and press up. Drop to your knees if your hips sag.',
  },
  'wide-push-up': {
    patterns: ['horizontal-push'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['none']],
    plannable: true,
    instructions:
      'Place your hands about one and a half shoulder widths apart and hold a straight body line. Lower your chest toward the floor and press back up. Stop short of any pinch in the front of your shoulders.',
  },
  'knee-push-up': {
    patterns: ['horizontal-push'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['mat']],
    plannable: true,
    instructions:
      'Kneel with your hands under your shoulders and lean forward so your body is straight from knees to head. Lower your chest toward the floor and push back up. Keep your hips in line, not piked up.',
  },
  'pike-push-up': {
    patterns: ['overhead-press'],
    impact: 'none',
    cautions: ['head-below-heart'],
    difficulty: 'intermediate',
    effort: 'moderate',
    kit: [['none']],
    plannable: true,
    instructions:
      'Start in a push-up position and walk your feet in until your hips point up in an upside-down V. Bend your elbows to lower the top of your head toward the floor, then press back. Move slowly.',
  },
  'handstand-push-up': {
    patterns: ['overhead-press'],
    impact: 'none',
    cautions: ['head-below-heart'],
    difficulty: 'advanced',
    effort: 'maximal',
    kit: [['none']],
    plannable: true,
    instructions:
      'Kick up into a handstand with your heels against a wall, hands a little wider than your shoulders. Lower your head under control toward a folded mat and press back up. Learn pike push-ups first.',
  },
  'bench-press': {
    patterns: ['horizontal-push'],
    impact: 'none',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['barbell', 'bench']],
    plannable: true,
    instructions:
      'Lie on the bench with your eyes under the bar and your feet flat. Lower the bar to your mid-chest, then press it up over your shoulders. Use a spotter or safety bars when the weight is heavy.',
  },
  'incline-bench-press': {
    patterns: ['horizontal-push'],
    impact: 'none',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['barbell', 'bench']],
    plannable: true,
    instructions:
      'Set the bench to a 30 to 45 degree incline and lie back with your feet flat. Lower the bar to your upper chest and press it back up. Use a spotter or safety bars when the weight is heavy.',
  },
  'decline-bench-press': {
    patterns: ['horizontal-push'],
    impact: 'none',
    cautions: ['head-below-heart'],
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['barbell', 'bench']],
    plannable: true,
    instructions:
      'Hook your legs under the pads of a decline bench and lie back. Lower the bar to your lower chest and press it up over your shoulders. Always use a spotter: the bar is hard to escape at this angle.',
  },
  'dumbbell-bench-press': {
    patterns: ['horizontal-push'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['dumbbell', 'bench']],
    plannable: true,
    instructions:
      'Lie on a bench with a dumbbell in each hand at chest level. Press the weights up until your arms are straight, then lower them slowly. Keep your feet flat and your shoulders down on the bench.',
  },
  'close-grip-bench-press': {
    patterns: ['horizontal-push'],
    impact: 'none',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['barbell', 'bench']],
    plannable: true,
    instructions:
      'Lie on the bench and grip the bar with your hands shoulder-width apart. Lower it to your lower chest, elbows close to your sides, then press up. Use a spotter or safety bars when the weight is heavy.',
  },
  'chest-fly': {
    patterns: ['horizontal-push'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['dumbbell', 'bench']],
    plannable: true,
    instructions:
      'Lie on a bench holding dumbbells above your chest, elbows slightly bent. Open your arms in a wide arc, then bring them back together. Use light weights and stop when your elbows reach shoulder level.',
  },
  'pec-deck': {
    patterns: ['horizontal-push'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['machine']],
    plannable: true,
    instructions:
      'Sit with your back flat against the pad, the handles at chest height. Bring the handles together in front of you, then let them open slowly. Stop the return before your shoulders feel overstretched.',
  },
  'cable-crossover': {
    patterns: ['horizontal-push'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['cable']],
    plannable: true,
    instructions:
      'Stand between two high pulleys with a handle in each hand and one foot forward. Pull the handles down and together in a hugging arc, then let them return slowly. Keep your elbows slightly bent.',
  },
  'chest-press': {
    patterns: ['horizontal-push'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['machine']],
    plannable: true,
    instructions:
      'Sit with your back against the pad and the handles level with your mid-chest. Push the handles forward until your arms are nearly straight, then return slowly. Keep your shoulders down.',
  },
  dip: {
    patterns: ['dip'],
    impact: 'none',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['dip bars']],
    plannable: true,
    instructions:
      'Support yourself on the bars with straight arms. Bend your elbows to lower your body until your upper arms are about level with the floor, then push back up. Stop higher if your shoulders ache.',
  },
  'bench-dip': {
    patterns: ['dip'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['none']],
    plannable: true,
    instructions:
      'Sit on the edge of a bench or sturdy chair, hands beside your hips, and slide forward off it. Bend your elbows to lower your hips, then push back up. Keep your back close and go only as low as is comfortable.',
  },
  // Back
  'pull-up': {
    patterns: ['vertical-pull'],
    impact: 'none',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['pull-up bar']],
    plannable: true,
    instructions:
      'Hang from the bar with your palms facing away, hands a little wider than your shoulders. Pull until your chin is over the bar, then lower yourself slowly to straight arms. Avoid swinging or kicking.',
  },
  'chin-up': {
    patterns: ['vertical-pull'],
    impact: 'none',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['pull-up bar']],
    plannable: true,
    instructions:
      'Hang from the bar with your palms facing you, hands shoulder-width apart. Pull until your chin clears the bar, then lower yourself slowly to straight arms. Keep your body still rather than swinging.',
  },
  'muscle-up': {
    patterns: ['vertical-pull', 'dip'],
    impact: 'none',
    difficulty: 'advanced',
    effort: 'maximal',
    kit: [['pull-up bar']],
    plannable: true,
    instructions:
      'Hang from the bar, pull explosively to your lower chest, then roll your wrists over and press up until your arms are straight above the bar. Lower under control. Master strict pull-ups and dips first.',
  },
  'lat-pulldown': {
    patterns: ['vertical-pull'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['cable'], ['machine']],
    plannable: true,
    instructions:
      'Sit with your thighs under the pad and grip the bar a little wider than your shoulders. Pull it down to your upper chest, leading with your elbows, then let it rise slowly. Never pull it behind your neck.',
  },
  'barbell-row': {
    patterns: ['horizontal-pull', 'heavy-hinge'],
    impact: 'low',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['barbell']],
    plannable: true,
    instructions:
      'Hold the bar with straight arms, bend your knees slightly and hinge forward until your torso is nearly level with the floor. Pull the bar to your lower ribs, then lower it. Never let your back round.',
  },
  'dumbbell-row': {
    patterns: ['horizontal-pull', 'hinge'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['dumbbell']],
    plannable: true,
    instructions:
      'Lean forward with a flat back, one hand and knee on a bench or one hand on a chair. Pull the dumbbell from a straight arm up to your hip, then lower it slowly. Keep your shoulders level; do not twist.',
  },
  'seated-cable-row': {
    patterns: ['horizontal-pull'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['cable'], ['band']],
    plannable: true,
    instructions:
      'Sit tall with your feet braced, knees slightly bent, holding the cable handle or a band looped round your feet. Pull to your stomach, squeezing your shoulder blades, then straighten your arms. Do not rock.',
  },
  't-bar-row': {
    patterns: ['horizontal-pull', 'heavy-hinge'],
    impact: 'low',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['barbell']],
    plannable: true,
    instructions:
      'Straddle the bar, grip the handle and hinge forward with a flat back and slightly bent knees. Pull the weight to your chest, then lower it under control. Keep your spine neutral and never jerk the load.',
  },
  'inverted-row': {
    patterns: ['horizontal-pull'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['pull-up bar']],
    plannable: true,
    instructions:
      'Lie under a bar set at waist height, grip it with straight arms and keep your body straight, heels on the floor. Pull your chest to the bar, then lower slowly. Bend your knees to make it easier.',
  },
  'face-pull': {
    patterns: ['horizontal-pull'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['cable'], ['band']],
    plannable: true,
    instructions:
      'Set a cable rope or band at face height and hold it with palms facing in. Pull toward your face, elbows high, hands ending beside your ears, then return slowly. Use a light load and keep your ribs down.',
  },
  shrug: {
    patterns: ['arm-isolation'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['dumbbell'], ['barbell']],
    plannable: true,
    instructions:
      'Stand tall holding dumbbells at your sides or a barbell in front of your thighs. Lift your shoulders straight up toward your ears, pause, then lower them. Do not roll your shoulders.',
  },
  'back-extension': {
    patterns: ['spinal-extension', 'hinge'],
    impact: 'none',
    cautions: ['head-below-heart'],
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['bench'], ['ball']],
    plannable: true,
    instructions:
      'Set the pad of a back extension bench just below your hips, or lie face down over an exercise ball. Lower your upper body, then raise it until it lines up with your legs. Do not arch past straight.',
  },
  superman: {
    patterns: ['spinal-extension'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'light',
    kit: [['mat']],
    plannable: true,
    instructions:
      'Lie face down with your arms stretched out past your head. Lift your arms, chest and legs a little off the floor, pause, then lower. Keep your neck long and your eyes on the floor.',
  },
  pullover: {
    patterns: ['overhead-load'],
    impact: 'none',
    difficulty: 'intermediate',
    effort: 'moderate',
    kit: [
      ['dumbbell', 'bench'],
      ['dumbbell', 'mat'],
    ],
    plannable: true,
    instructions:
      'Lie on a bench or the floor holding one dumbbell with both hands above your chest. With elbows slightly bent, lower it behind your head, then bring it back over your chest. Use a light weight.',
  },
  // Shoulders
  'overhead-press': {
    patterns: ['overhead-press'],
    impact: 'low',
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['barbell']],
    plannable: true,
    instructions:
      'Stand with the bar at your collarbones, hands just outside your shoulders. Squeeze your glutes and press the bar straight overhead, then lower it. Keep your ribs down and do not lean back.',
  },
  'dumbbell-shoulder-press': {
    patterns: ['overhead-press'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['dumbbell']],
    plannable: true,
    instructions:
      'Sit or stand holding dumbbells at shoulder height, palms facing forward. Press them overhead until your arms are straight, then lower them to your shoulders. Keep your lower back from arching.',
  },
  'arnold-press': {
    patterns: ['overhead-press'],
    impact: 'none',
    difficulty: 'intermediate',
    effort: 'moderate',
    kit: [['dumbbell']],
    plannable: true,
    instructions:
      'Sit holding dumbbells in front of your shoulders, palms facing you. Press them overhead while turning your palms forward, then reverse on the way down. Use less weight than for a normal press.',
  },
  'lateral-raise': {
    patterns: ['arm-isolation'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['dumbbell'], ['band']],
    plannable: true,
    instructions:
      'Stand holding light dumbbells or band handles at your sides. Raise your arms out to the sides to shoulder height, elbows slightly bent, then lower slowly. Do not shrug or swing the weight.',
  },
  'front-raise': {
    patterns: ['arm-isolation'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['dumbbell'], ['band']],
    plannable: true,
    instructions:
      'Stand holding dumbbells or band handles in front of your thighs. Raise your straight arms forward to shoulder height, then lower slowly. Keep your torso still instead of leaning back.',
  },
  'rear-delt-fly': {
    patterns: ['horizontal-pull', 'hinge'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['dumbbell'], ['band']],
    plannable: true,
    instructions:
      'Hinge forward with a flat back holding light dumbbells, or stand holding a band at chest height. Open your arms out to the sides, squeezing your shoulder blades, then return slowly. Lead with your elbows.',
  },
  'upright-row': {
    patterns: ['vertical-pull'],
    impact: 'low',
    difficulty: 'intermediate',
    effort: 'moderate',
    kit: [['barbell'], ['dumbbell']],
    plannable: true,
    instructions:
      'Stand holding a barbell or dumbbells in front of your thighs, hands shoulder-width apart. Pull the weight up close to your body until your elbows reach shoulder height, then lower. Stop if your shoulders pinch.',
  },
  // Arms
  'bicep-curl': {
    patterns: ['arm-isolation'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['dumbbell'], ['band'], ['barbell']],
    plannable: true,
    instructions:
      'Stand tall holding dumbbells, a barbell or band handles, palms facing forward. Bend your elbows to curl the weight to your shoulders, then lower it slowly. Keep your elbows at your sides; do not swing.',
  },
  'hammer-curl': {
    patterns: ['arm-isolation'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['dumbbell']],
    plannable: true,
    instructions:
      'Stand holding dumbbells at your sides with palms facing your body. Curl them up to your shoulders, palms still facing in, then lower slowly. Keep your elbows close and your torso still.',
  },
  'preacher-curl': {
    patterns: ['arm-isolation'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [
      ['barbell', 'bench'],
      ['dumbbell', 'bench'],
    ],
    plannable: true,
    instructions:
      'Sit at a preacher bench with the backs of your upper arms on the pad, holding a bar or dumbbells. Curl the weight up, then lower it slowly until your arms are almost straight. Do not drop into the bottom.',
  },
  'concentration-curl': {
    patterns: ['arm-isolation'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['dumbbell']],
    plannable: true,
    instructions:
      'Sit on a bench or chair, lean forward and rest the back of your arm against your inner thigh. Curl the dumbbell toward your shoulder, then lower it slowly. Keep your upper arm still.',
  },
  'cable-curl': {
    patterns: ['arm-isolation'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['cable']],
    plannable: true,
    instructions:
      'Stand facing a low pulley holding the bar or rope with palms up. Curl the handle toward your shoulders, then lower it slowly. Keep your elbows pinned to your sides.',
  },
  'tricep-extension': {
    patterns: ['arm-isolation', 'overhead-load'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['dumbbell']],
    plannable: true,
    instructions:
      'Sit or stand holding one dumbbell overhead with both hands. Bend your elbows to lower it behind your head, then straighten your arms. Keep your elbows pointing forward and your ribs down.',
  },
  'tricep-pushdown': {
    patterns: ['arm-isolation'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['cable'], ['band']],
    plannable: true,
    instructions:
      'Stand facing a high pulley or a band anchored above you, elbows at your sides. Push the handle down until your arms are straight, then let your hands rise to chest height. Keep your elbows still.',
  },
  'skull-crusher': {
    patterns: ['arm-isolation'],
    impact: 'none',
    difficulty: 'intermediate',
    effort: 'moderate',
    kit: [
      ['barbell', 'bench'],
      ['dumbbell', 'bench'],
    ],
    plannable: true,
    instructions:
      'Lie on a bench holding a bar or dumbbells above your chest with straight arms. Bend only your elbows to lower the weight toward your forehead, then straighten. Use a light weight you fully control.',
  },
  'tricep-kickback': {
    patterns: ['arm-isolation', 'hinge'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['dumbbell']],
    plannable: true,
    instructions:
      'Hinge forward with a flat back, upper arm against your side and level with the floor. Straighten your elbow to push the dumbbell back, then bend it again. Move only your forearm.',
  },
  'wrist-curl': {
    patterns: ['arm-isolation'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'light',
    kit: [['dumbbell']],
    plannable: true,
    instructions:
      'Sit with your forearm on your thigh or a bench, palm up, a light dumbbell in your hand past your knee. Curl your wrist up, then lower it slowly. Turn your palm down to work the back of the forearm.',
  },
  'farmers-walk': {
    patterns: ['carry', 'isometric'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'vigorous',
    kit: [['dumbbell'], ['kettlebell']],
    plannable: true,
    instructions:
      'Pick up a heavy dumbbell or kettlebell in each hand with a flat back. Walk with short, steady steps, standing tall with your shoulders back. Keep breathing, and bend your knees to set the weights down.',
  },
  // Core
  plank: {
    patterns: ['brace', 'isometric'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['mat']],
    plannable: true,
    instructions:
      'Rest on your forearms and toes, elbows under your shoulders, body in a straight line. Tighten your stomach and glutes and hold. Keep breathing, and drop to your knees if your hips sag.',
  },
  'side-plank': {
    patterns: ['brace', 'isometric'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['mat']],
    plannable: true,
    instructions:
      'Lie on your side propped on one forearm, elbow under your shoulder. Lift your hips so your body forms a straight line, and hold. Keep breathing; bend your lower knee to make it easier.',
  },
  'sit-up': {
    patterns: ['spinal-flexion'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['mat']],
    plannable: true,
    instructions:
      'Lie on your back with knees bent, feet flat and hands across your chest. Curl up until your chest nears your knees, then lower slowly. Do not pull on your neck.',
  },
  crunch: {
    patterns: ['spinal-flexion'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['mat']],
    plannable: true,
    instructions:
      'Lie on your back with knees bent, feet flat and hands lightly behind your head. Curl your shoulders off the floor by tightening your stomach, then lower slowly. Do not pull on your head.',
  },
  'bicycle-crunch': {
    patterns: ['spinal-flexion', 'rotation'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['mat']],
    plannable: true,
    instructions:
      'Lie on your back, hands lightly behind your head, legs raised. Bring one elbow toward the opposite knee while straightening the other leg, then switch sides. Move slowly and do not pull on your neck.',
  },
  'reverse-crunch': {
    patterns: ['spinal-flexion'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['mat']],
    plannable: true,
    instructions:
      'Lie on your back, arms by your sides, knees bent over your hips. Curl your hips off the floor, bringing your knees toward your chest, then lower slowly. Use your stomach, not momentum.',
  },
  'leg-raise': {
    patterns: ['spinal-flexion'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['mat']],
    plannable: true,
    instructions:
      'Lie on your back, legs straight, hands under your hips. Raise your legs until they point up, then lower them slowly without touching the floor. Keep your lower back pressed down; bend your knees if it lifts.',
  },
  'hanging-leg-raise': {
    patterns: ['spinal-flexion', 'overhead-load'],
    impact: 'none',
    difficulty: 'intermediate',
    effort: 'moderate',
    kit: [['pull-up bar']],
    plannable: true,
    instructions:
      'Hang from a pull-up bar with straight arms. Raise your knees or straight legs toward your chest by curling your hips up, then lower slowly. Avoid swinging, and start with bent knees.',
  },
  'russian-twist': {
    patterns: ['spinal-flexion', 'rotation'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['mat']],
    plannable: true,
    instructions:
      'Sit with knees bent and lean back slightly with a straight back, feet down or lifted. Turn your shoulders to one side, then the other, touching the floor beside your hip. Move slowly and keep your chest up.',
  },
  'flutter-kick': {
    patterns: ['spinal-flexion'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['mat']],
    plannable: true,
    instructions:
      'Lie on your back, hands under your hips, straight legs lifted a little off the floor. Kick your legs up and down in small, quick alternating movements. Keep your lower back pressed into the floor.',
  },
  'v-up': {
    patterns: ['spinal-flexion'],
    impact: 'none',
    difficulty: 'intermediate',
    effort: 'moderate',
    kit: [['mat']],
    plannable: true,
    instructions:
      'Lie on your back with arms stretched past your head and legs straight. Lift your arms and legs together to meet above your hips, balancing on your seat, then lower slowly. Bend your knees if your back arches.',
  },
  'dead-bug': {
    patterns: ['brace'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'light',
    kit: [['mat']],
    plannable: true,
    instructions:
      'Lie on your back, arms pointing up and knees bent over your hips. Slowly lower one arm and the opposite leg toward the floor, then return and switch sides. Keep your lower back flat on the floor.',
  },
  'bird-dog': {
    patterns: ['brace'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'light',
    kit: [['mat']],
    plannable: true,
    instructions:
      'Kneel on all fours, hands under your shoulders and knees under your hips. Reach one arm forward and the opposite leg back until both are level with your back, pause, then switch. Keep your hips level.',
  },
  'hollow-hold': {
    patterns: ['brace', 'isometric'],
    impact: 'none',
    difficulty: 'intermediate',
    effort: 'moderate',
    kit: [['mat']],
    plannable: true,
    instructions:
      'Lie on your back, press your lower back into the floor and lift your shoulders and legs slightly, arms reaching past your head. Hold and keep breathing. Bend your knees or bring your arms in to make it easier.',
  },
  'ab-rollout': {
    patterns: ['brace', 'overhead-load'],
    impact: 'none',
    difficulty: 'intermediate',
    effort: 'moderate',
    kit: [['other']],
    plannable: true,
    instructions:
      'Kneel holding an ab wheel under your shoulders. Roll it forward slowly as far as you can with a flat back, then pull it back using your stomach. Stop before your lower back sags.',
  },
  'toe-touch': {
    patterns: ['spinal-flexion'],
    impact: 'none',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['mat']],
    plannable: true,
    instructions:
      'Lie on your back with your legs pointing straight up. Reach your hands toward your toes, lifting your shoulders off the floor, then lower slowly. Keep your legs still and your neck relaxed.',
  },
  woodchop: {
    patterns: ['loaded-spinal-flexion', 'rotation'],
    impact: 'low',
    difficulty: 'beginner',
    effort: 'moderate',
    kit: [['cable'], ['band']],
    plannable: true,
    instructions:
      'Set a cable or band high to one side and hold the handle with both hands. Pull it down and across your body to the opposite hip, turning through your torso and pivoting your back foot. Return slowly.',
  },
  'medicine-ball-slam': {
    patterns: ['loaded-spinal-flexion', 'overhead-load', 'hinge', 'squat'],
    impact: 'low',
    cautions: ['loaded-squat'],
    difficulty: 'intermediate',
    effort: 'vigorous',
    kit: [['medicine ball']],
    plannable: true,
    instructions:
      'Stand with feet shoulder-width apart holding a medicine ball. Lift it overhead, then slam it into the floor in front of you, bending at the hips and knees. Use a non-bouncing ball and squat to pick it up.',
  },
};
