// Core exercises: planks, sit-ups, crunches and the rest of the trunk work.
import { ex, type Exercise } from './types';

export const CORE: readonly Exercise[] = [
  ex('plank', 'Plank', 'strength', 'duration', ['abs', 'obliques', 'lower back'], ['mat'], {
    syn: ['forearm plank', 'front plank', 'plank hold', 'planking', 'high plank'],
    mis: ['planck', 'plunk'],
    verbs: ['planked'],
  }),
  ex('side-plank', 'Side Plank', 'strength', 'duration', ['obliques', 'abs'], ['mat'], {
    syn: ['side plank hold'],
    mis: ['side planck'],
  }),
  ex('sit-up', 'Sit-up', 'strength', 'reps', ['abs', 'hip flexors'], ['mat'], {
    syn: ['situp', 'sit ups'],
    mis: ['sit op', 'sit-ups', 'sits up'],
  }),
  ex('crunch', 'Crunch', 'strength', 'reps', ['abs'], ['mat'], {
    syn: ['ab crunch', 'abdominal crunch', 'crunches'],
    mis: ['crunchy'],
  }),
  ex('bicycle-crunch', 'Bicycle Crunch', 'strength', 'reps', ['abs', 'obliques'], ['mat'], {
    syn: ['bicycle kick', 'bicycles crunch'],
  }),
  ex('reverse-crunch', 'Reverse Crunch', 'strength', 'reps', ['abs'], ['mat'], {
    syn: ['reverse crunches'],
  }),
  ex('leg-raise', 'Leg Raise', 'strength', 'reps', ['abs', 'hip flexors'], ['mat'], {
    syn: ['lying leg raise', 'leg lift'],
    mis: ['leg race', 'leg raiser'],
  }),
  ex(
    'hanging-leg-raise',
    'Hanging Leg Raise',
    'strength',
    'reps',
    ['abs', 'hip flexors'],
    ['pull-up bar'],
    {
      syn: ['hanging knee raise', 'toes to bar', 'knee raise'],
    },
  ),
  ex('russian-twist', 'Russian Twist', 'strength', 'reps', ['obliques', 'abs'], ['mat'], {
    syn: ['russian twists', 'seated twist'],
    mis: ['russian twisted'],
  }),
  ex('flutter-kick', 'Flutter Kick', 'strength', 'reps', ['abs', 'hip flexors'], ['mat'], {
    syn: ['flutter kicks', 'scissor kick'],
  }),
  ex('v-up', 'V-up', 'strength', 'reps', ['abs'], ['mat'], {
    syn: ['v ups', 'jackknife', 'jack knife'],
    mis: ['vee up'],
  }),
  ex('dead-bug', 'Dead Bug', 'strength', 'reps', ['abs'], ['mat'], { syn: ['deadbug'] }),
  ex('bird-dog', 'Bird Dog', 'strength', 'reps', ['lower back', 'abs'], ['mat'], {
    syn: ['birddog'],
  }),
  ex('hollow-hold', 'Hollow Hold', 'strength', 'duration', ['abs'], ['mat'], {
    syn: ['hollow body hold', 'hollow body', 'hollow rock'],
  }),
  ex('ab-rollout', 'Ab Wheel Rollout', 'strength', 'reps', ['abs'], ['other'], {
    syn: ['ab wheel', 'ab rollout', 'rollout', 'ab roller', 'ab wheel rollout'],
  }),
  ex('toe-touch', 'Toe Touch', 'strength', 'reps', ['abs'], ['mat'], {
    syn: ['toe touches', 'toe touch crunch', 'heel touch'],
  }),
  ex('woodchop', 'Cable Woodchop', 'strength', 'reps', ['obliques', 'abs'], ['cable'], {
    syn: ['wood chop', 'woodchopper', 'wood chopper', 'cable wood chop'],
  }),
  ex(
    'medicine-ball-slam',
    'Medicine Ball Slam',
    'strength',
    'reps',
    ['full body', 'abs'],
    ['medicine ball'],
    {
      syn: ['ball slam', 'med ball slam', 'slam ball'],
    },
  ),
];
