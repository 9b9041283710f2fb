// Example sentences for the actions recognised by phrasing, written for this project from what
// the app offers (progress page, streaks, XP and levels, leaderboard, goals, plans) and how people
// talk to a phone. None comes from the development corpus (../shared/voice), which is for
// measuring only: tests/unit/corpus-leak.test.ts fails if one of its lines appears here. The
// language-model generator speaks these as they are, and interpret.test.ts holds the interpreter
// to every one; the interpreter reads their grammar (intents.ts), never these lists.

export const PROGRESS_EXAMPLES: readonly string[] = [
  'how is my week going', 'hows my training going this month', 'am i improving',
  'am i getting any stronger', 'give me a rundown of my week', 'recap my workouts from last week',
  'read out my stats', 'pull up my numbers', 'what are my numbers this week',
  'how many days in a row have i worked out', 'how long is my current streak',
  'is my streak still alive', 'what is my longest streak ever', 'how much xp do i need for the next level',
  'how many points have i earned', 'what rank am i on the leaderboard',
  'where do i stand on the leaderboard', 'am i in the top ten', 'what title have i unlocked',
  'how many workouts have i logged in total', 'how many minutes did i exercise yesterday',
  'how far did i cycle last week', 'how much distance have i covered this month',
  'how often did i train in march', 'when was my last workout', 'when did i last go running',
  'what did i log yesterday', 'list my recent workouts', 'what are my current goals',
  'how is my weight loss goal coming along', 'how much is left on my running goal',
  'what percent of my goal have i done', 'have i finished any of my goals',
  'did i reach my target this week', 'am i ahead of last week', 'am i behind on my goals',
  'am i on pace to hit my target', 'compare this week to last week', 'give me my weekly summary',
  'status update please', 'tell me my totals', 'what does my week look like so far',
  'how many calories have i burned', 'whats my personal best on the bench',
  'how many push ups did i do yesterday', 'what have i done today',
  'how have i been doing lately', 'how am i getting on with my goals', 'how is my progress looking',
  'tell me about my progress', 'what is my current level', 'which level have i reached',
  'how much experience do i have', 'how many miles have i run this year',
  'how many workouts did i finish last month', 'how many hours have i trained in total',
  'what is my streak at right now', 'have i kept up my streak', 'where am i on the leaderboard',
  'give me an update on my goals', 'show my workout history',
  'what percentage of my goals are complete', 'how am i tracking against my target',
  'what did i accomplish this week',
  'how am i shaping up this month', 'how have i been performing',
]; // prettier-ignore

export const SUGGESTION_EXAMPLES: readonly string[] = [
  'i dont know what to train today', 'what should i train tomorrow',
  'can you put together a routine for me', 'build me a chest and triceps session',
  'make me a plan for this week', 'design a twenty minute home workout',
  'i have fifteen minutes what can i do', 'any ideas for a session without equipment',
  'i need something for my glutes', 'i want a hard leg workout',
  'which stretches help tight hamstrings', 'what is good for lower back pain',
  'should i do cardio or weights today', 'should i rest today', 'how do i get stronger legs',
  'how can i run faster', 'how should i warm up before lifting', 'pick an exercise for me',
  'choose something for my shoulders', 'what exercises target the hamstrings',
  'what can i do at home for cardio', 'what else can i try for my core',
  'tell me what to do for my arms', 'what to do for abs', 'surprise me with a workout',
  'give me a stretching routine for after my run', 'im bored of running any alternatives',
  'what should my next workout be', 'i could use some mobility work',
  'could you suggest a yoga flow', 'whats a quick core routine', 'help me plan tomorrow',
  'what do you advise for a beginner', 'any advice for sore knees',
  'which moves are best for the upper body', 'what would you do for a full body day',
  'can you recommend a warm up', 'recommend some stretches for my calves',
  'what would you recommend for sore legs', 'any tips for getting better at pull ups',
  'i need some ideas for cardio', 'got any ideas for a core session',
  'whats a good recovery day workout', 'suggest something for my triceps',
  'do you have a routine for beginners', 'what kind of workout should i do',
  'give me a recommendation', 'which exercises are good for posture',
  'any suggestions for a rest day', 'what should i focus on this week',
]; // prettier-ignore

export const END_EXAMPLES: readonly string[] = [
  'thats everything thanks', 'thatll do for today', 'ok were finished', 'thanks joey bye',
  'im all set', 'close the voice chat', 'stop listening now', 'cancel', 'never mind',
  'see you tomorrow', 'later coach', 'im out', 'turn off the microphone', 'finish the session',
  'we can stop here', 'no thats it thanks', 'nothing more for today', 'ok bye',
  'good night coach', 'exit voice mode', 'thats all i needed', 'lets call it a day', 'take care',
  'quit', 'end the conversation', 'you can stop now', 'im good thanks', 'bye for now',
  'ok thats enough for now', 'were all done here', 'bye joey', 'see you later coach',
  'im finished for the day', 'thats it for tonight', 'close the app', 'goodnight',
  'talk to you later', 'end the chat', 'end the session', 'stop the session now',
  'close this session', 'exit the session please',
]; // prettier-ignore

/** Things a user may say that the app does not do: they must answer error and write nothing. */
export const ERROR_EXAMPLES: readonly string[] = [
  'remind me to buy milk', 'send a text to sarah', 'how tall is mount everest',
  'translate hello into spanish', 'whats on my calendar tomorrow', 'turn the volume up',
  'book a table for two', 'what is two plus two', 'navigate home', 'tell me a story',
  'who are you', 'the cat is asleep on the sofa', 'purple elephant', 'nice to meet you',
  'whats the news today', 'sing me a song', 'lights off', 'i had pasta for dinner',
  'how much does a car cost', 'my phone is broken', 'what day is it',
  'order more protein powder', 'change the language to french',
  'turn the music down', 'is it going to rain later', 'set a timer for ten minutes',
  'wake me up at six', 'call my sister', 'whats the temperature outside', 'tell me a joke',
  'add milk to my shopping list', 'how do you spell necessary',
]; // prettier-ignore
