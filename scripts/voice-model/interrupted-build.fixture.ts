// A voice-model builder that dies half-way (build.test.ts): it kills itself with SIGKILL, as a
// power cut or an interrupted `npm run build` would, once its language model file is written.
//   node --import tsx interrupted-build.fixture.ts <outDir> <corpus JSON>
import { buildVoiceModel } from './build';

const [outDir, corpus] = process.argv.slice(2);
await buildVoiceModel({
  outDir,
  corpus: JSON.parse(corpus!),
  log: (line) => {
    if (line.includes('language model written')) process.kill(process.pid, 'SIGKILL');
  },
});
console.error('the build finished: it was never interrupted');
process.exit(1);
