/**
 * `npm run bench`: runs the benchmarks of QUALITY.md and prints one JSON object on stdout (progress
 * goes to stderr). `npm run bench -- live` runs only the named sections (`capacity`: candidates speaking
 * answers of 20–90 s at several levels, bench/capacity.ts, `--levels=1,4,8`, `--turns=2`, `--heldout`;
 * `capacity-sentences`: the live bench's turn latency and load levels on one-sentence answers).
 */
import { runInterviewerBench } from './interviewer';
import { runCapacityBench, runLiveBench } from './live';
import { runRecognitionBench } from './recognition';
import { runReportBench } from './report';
import { runSpaBench } from './spa';
import { runVadBench } from './vad';
import { runVoicesBench } from './voices';

const sections: Record<string, () => Promise<unknown>> = {
  abuse: () => import('./abuse').then((m) => m.runAbuseBench()),
  capacity: () => import('./capacity').then((m) => m.runLongCapacityBench()),
  'capacity-sentences': () => runCapacityBench(),
  deploy: () => import('./deploy').then((m) => m.runDeployBench()),
  interviewer: () => runInterviewerBench(),
  'onnx-options': () => import('./onnxOptions').then((m) => m.runOnnxOptionsBench()),
  live: () => runLiveBench(),
  postings: () => import('./postings').then((m) => m.runPostingsBench()),
  recognition: () => runRecognitionBench(),
  report: () => runReportBench(),
  spa: () => runSpaBench(),
  vad: () => runVadBench(),
  voices: () => runVoicesBench(),
};

async function main() {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  // `capacity-sentences` is part of `live`: a full run has it once; `capacity` (long answers, many minutes) and `onnx-options` only when asked for.
  const names = wanted.length ? wanted : Object.keys(sections).filter((n) => !['capacity', 'capacity-sentences', 'onnx-options'].includes(n));
  const unknown = names.filter((n) => !(n in sections));
  if (unknown.length) throw new Error(`unknown bench section(s): ${unknown.join(', ')}; known: ${Object.keys(sections).join(', ')}`);
  const results: Record<string, unknown> = {};
  for (const name of names) {
    const started = performance.now();
    results[name] = await sections[name]();
    console.error(`${name}: done in ${Math.round((performance.now() - started) / 1000)} s`);
  }
  console.log(JSON.stringify(results, null, 2));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
