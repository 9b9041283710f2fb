import { describe, expect, it } from 'vitest';
import {
  EQUIPMENT,
  EXERCISES,
  EXERCISE_TYPES,
  MEASURES,
  MUSCLE_GROUPS,
  exerciseById,
  findExercise,
  isWeighted,
  judgedNameKey,
  phraseKey,
  phraseWords,
  stemWord,
} from './catalogue';

describe('exercise catalogue (issue 4 §3)', () => {
  it('holds at least 150 exercises', () => {
    expect(EXERCISES.length).toBeGreaterThanOrEqual(150);
  });

  it('has unique ids and unique names', () => {
    expect(new Set(EXERCISES.map((e) => e.id)).size).toBe(EXERCISES.length);
    expect(new Set(EXERCISES.map((e) => judgedNameKey(e.name))).size).toBe(EXERCISES.length);
  });

  it('uses only the fixed types, muscle groups, equipment and measures', () => {
    for (const e of EXERCISES) {
      expect(EXERCISE_TYPES, e.id).toContain(e.type);
      expect(MEASURES, e.id).toContain(e.measure);
      expect(e.muscles.length, e.id).toBeGreaterThan(0);
      for (const m of e.muscles) expect(MUSCLE_GROUPS, e.id).toContain(m);
      for (const q of e.equipment) expect(EQUIPMENT, e.id).toContain(q);
    }
  });

  it('never lets one phrase name two exercises', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const e of EXERCISES) {
      for (const p of [e.name, ...e.synonyms, ...e.verbs, ...e.misHearings]) {
        const keys = [phraseKey(p), stemWord(phraseWords(p).join(''))];
        for (const k of keys) {
          const other = owner.get(k);
          if (other && other !== e.id) clashes.push(`"${p}" → ${other} and ${e.id}`);
          owner.set(k, e.id);
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it('looks up every entry by id', () => {
    for (const e of EXERCISES) expect(exerciseById(e.id)).toBe(e);
    expect(exerciseById('nope')).toBeUndefined();
  });
});

describe('findExercise: names as people say them and as recognisers write them', () => {
  it.each([
    ['push ups', 'push-up'],
    ['pushups', 'push-up'],
    ['Push-Ups', 'push-up'],
    ['press ups', 'push-up'],
    ['benchpress', 'bench-press'],
    ['bench breast', 'bench-press'],
    ['bench presses', 'bench-press'],
    ['dead lift', 'deadlift'],
    ['deadlifts', 'deadlift'],
    ['sit ups', 'sit-up'],
    ['situps', 'sit-up'],
    ['crunches', 'crunch'],
    ['lunges', 'lunge'],
    ['squads', 'squat'],
    ['lat pull downs', 'lat-pulldown'],
    ['bicep curls', 'bicep-curl'],
    ['biceps curls', 'bicep-curl'],
    ['tricep extensions', 'tricep-extension'],
    ['calve raises', 'calf-raise'],
    ['kettle bell swings', 'kettlebell-swing'],
    ['jumping jacks', 'jumping-jack'],
    ['burpies', 'burpee'],
    ['stairmaster', 'stair-climber'],
    ['jump rope', 'jump-rope'],
    ['skipping rope', 'jump-rope'],
    ['ping pong', 'table-tennis'],
    ['ran', 'running'],
    ['swam', 'swimming'],
    ['biked', 'cycling'],
    ['rode my bike', 'cycling'],
    ['squatted', 'squat'],
    ['hiit workout', 'hiit'],
  ])('%s → %s', (phrase, id) => {
    expect(findExercise(phrase)?.id).toBe(id);
  });

  it('finds nothing for words that are not exercises', () => {
    for (const w of ['banana', 'weather', 'music', 'goal', 'dumbbell', 'kettlebell']) {
      expect(findExercise(w), w).toBeUndefined();
    }
  });
});

describe('judgedNameKey (../shared/voice/README.md name rule)', () => {
  it.each([
    ['Push-ups', 'pushup'],
    ['push-up', 'pushup'],
    ['Crunches', 'crunch'],
    // The rule is applied literally: one "s" off "press", "es" off "presses".
    ['Bench Press', 'benchpres'],
    ['Bench Presses', 'benchpress'],
    ['Boxes', 'box'],
    ['Running', 'running'],
  ])('%s → %s', (name, key) => {
    expect(judgedNameKey(name)).toBe(key);
  });
});

describe('isWeighted', () => {
  it('is true for loaded lifts and false for bodyweight and cardio', () => {
    expect(isWeighted(exerciseById('bench-press')!)).toBe(true);
    expect(isWeighted(exerciseById('kettlebell-swing')!)).toBe(true);
    expect(isWeighted(exerciseById('push-up')!)).toBe(false);
    expect(isWeighted(exerciseById('running')!)).toBe(false);
  });
});
