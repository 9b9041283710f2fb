// `npm run voice:model`: builds the offline speech recogniser's domain language model and
// pronunciation dictionary into dist/voice-model/ (see scripts/voice-model/build.ts). Without
// Debian's pocketsphinx model it says so and exits 0: the app starts without the engine.
//   --force   rebuild even when the inputs have not changed
//   --list    print every generated pronunciation
import { buildVoiceModel } from './voice-model/build';

const args = new Set(process.argv.slice(2));
const result = await buildVoiceModel({ force: args.has('--force'), log: (l) => console.log(l) });
if (result.status === 'skipped') {
  console.log(`voice model: skipped: ${result.reason}`);
} else {
  const generated = result.manifest.generatedPronunciations;
  console.log(`voice model: ${result.dir}/${result.manifest.lm}, ${result.manifest.dict}`);
  if (args.has('--list')) {
    for (const g of generated)
      console.log(`  ${g.how.padEnd(10)} ${g.word.padEnd(18)} ${g.phones}`);
  } else {
    console.log(
      `voice model: ${generated.length} pronunciations generated for words cmudict lacks ` +
        `(${[...new Set(generated.map((g) => g.word))].slice(0, 12).join(', ')}, …; --list shows all)`,
    );
  }
}
