// Example sentences for the actions recognised by phrasing. The language-model generator speaks
// them as they are, and the tests hold the interpreter to every one, so the patterns in
// intents.ts and these lists cannot drift apart.
import { END_PHRASES } from './intents';

export const PROGRESS_EXAMPLES: readonly string[] = [
  'how am i doing', 'how am i doing this week', 'show me my progress', 'check my progress',
  'whats my streak', 'what is my current streak', 'how long is my streak', 'what level am i',
  'what level am i on', 'whats my level', 'how much xp do i have', 'how many workouts did i do this week',
  'how many workouts have i done this month', 'how many miles did i run this week',
  'how many minutes did i work out today', 'how close am i to my goal', 'am i on track for my goals',
  'show me my stats', 'give me a progress update', 'how is my progress', 'tell me my progress',
  'what did i do this week', 'how far have i run this month', 'progress report', 'did i hit my goal',
]; // prettier-ignore

export const SUGGESTION_EXAMPLES: readonly string[] = [
  'what should i do today', 'suggest a workout', 'suggest something for my legs',
  'give me a workout idea', 'what workout do you recommend', 'recommend an exercise for my back',
  'recommend a cardio workout', 'what exercises should i do for my arms', 'give me a quick workout',
  'what should i work on today', 'any tips for my core', 'i need a workout for my chest',
  'what exercise is good for my core', 'how can i improve my running',
  'what can i do for my shoulders', 'suggest a stretching routine', 'what is a good ab workout',
  'give me some ideas', 'plan a workout for me', 'whats next',
]; // prettier-ignore

export const END_EXAMPLES: readonly string[] = [
  ...END_PHRASES,
  'thats all for now', 'thats it for today', 'okay stop', 'goodbye joey', 'thanks thats all',
  'end the session please', 'im done for today', 'bye for now', 'thats enough for today',
  'were done here', 'stop the session',
]; // prettier-ignore

/** Things a user may say that the app does not do: they must answer error and write nothing. */
export const ERROR_EXAMPLES: readonly string[] = [
  'whats the weather like', 'play some music', 'banana', 'tell me a joke', 'what time is it',
  'set an alarm for seven', 'call my mom', 'turn on the lights', 'who won the game last night',
  'order a pizza', 'hello', 'im tired', 'what is the capital of france', 'open my email',
]; // prettier-ignore
