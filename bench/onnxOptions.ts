/**
 * `npm run bench -- onnx-options`: onnxruntime's session options for the Moonshine models (issue 40,
 * item 2), measured on the development answers: each setting loads base and tiny afresh, transcribes
 * the same answers (flite's rms voice, whole answers, greedily, one after another on this thread as a
 * worker would, without the term bias: the options change the arithmetic, not the search) and prints the decoding's wall time and CPU time per audio second and the word error
 * rate. Settings: intra-op threads (1 or 2), the execution mode (sequential or parallel) and the graph
 * optimisation level (all, extended, basic). The machine may be shared: the load average is printed
 * beside the figures.
 */
import { loadavg } from 'node:os';
import { SAMPLE_RATE } from '../server/speech/audio';
import { MoonshineModel, moonshineModelDir, type MoonshineOptions, type MoonshineSize } from '../server/speech/stt/moonshine';
import { wordErrorRate } from '../server/speech/stt/wer';
import { createFliteSynthesizer, FLITE_VOICES } from '../server/speech/tts/flite';
import { loadDevelopmentAnswers } from './recognition';

/** Answers per setting (an even sample of the development answers; `BENCH_ONNX_ANSWERS` changes it). */
const ANSWERS = Number(process.env.BENCH_ONNX_ANSWERS ?? 20);

interface Setting {
  name: string;
  threads: number;
  session: NonNullable<MoonshineOptions['session']>;
}

const SETTINGS: Setting[] = [
  { name: 'chosen: 1 thread, sequential, all', threads: 1, session: {} },
  { name: '2 intra-op threads', threads: 2, session: {} },
  { name: 'parallel execution (2 inter-op)', threads: 1, session: { executionMode: 'parallel', interOpNumThreads: 2 } },
  { name: 'graph optimisation extended', threads: 1, session: { graphOptimizationLevel: 'extended' } },
  { name: 'graph optimisation basic', threads: 1, session: { graphOptimizationLevel: 'basic' } },
];

export interface OnnxOptionsFigures {
  setting: string;
  model: MoonshineSize;
  wordErrorRate: number;
  wallPerAudioSecond: number;
  cpuPerAudioSecond: number;
  loadAverage: number[];
}

const round3 = (v: number) => Math.round(v * 1000) / 1000;

export async function runOnnxOptionsBench(log: (line: string) => void = (line) => console.error(line)): Promise<{ answers: number; audioSeconds: number; figures: OnnxOptionsFigures[] }> {
  const all = loadDevelopmentAnswers();
  const picked = all.filter((_, i) => i % Math.max(1, Math.floor(all.length / ANSWERS)) === 0).slice(0, ANSWERS);
  const flite = await createFliteSynthesizer({ voices: FLITE_VOICES.filter((v) => v.id === 'flite-rms') });
  if (!flite.engine) throw new Error(`flite unavailable: ${flite.reason}`);
  const spoken: { text: string; samples: Float32Array }[] = [];
  try {
    for (const answer of picked) {
      const pcm = await flite.engine.synthesize(answer.say ?? answer.text, 'flite-rms');
      const ints = new Int16Array(pcm.buffer, pcm.byteOffset, pcm.length / 2);
      spoken.push({ text: answer.text, samples: Float32Array.from(ints, (v) => v / 32768) });
    }
  } finally {
    await flite.engine.close();
  }
  const audioSeconds = spoken.reduce((sum, a) => sum + a.samples.length / SAMPLE_RATE, 0);
  const figures: OnnxOptionsFigures[] = [];
  for (const model of ['base', 'tiny'] as const) {
    for (const setting of SETTINGS) {
      const loaded = await MoonshineModel.load({ modelDir: moonshineModelDir(model), threads: setting.threads, session: setting.session });
      try {
        // One answer first, not counted: the first run allocates.
        await loaded.transcribe(spoken[0].samples, null, () => false, 1);
        const cpu = process.cpuUsage();
        const started = performance.now();
        const pairs: { reference: string; hypothesis: string }[] = [];
        for (const answer of spoken) pairs.push({ reference: answer.text, hypothesis: await loaded.transcribe(answer.samples, null, () => false, 1) });
        const used = process.cpuUsage(cpu);
        const one: OnnxOptionsFigures = {
          setting: setting.name,
          model,
          wordErrorRate: round3(wordErrorRate(pairs)),
          wallPerAudioSecond: round3((performance.now() - started) / 1000 / audioSeconds),
          cpuPerAudioSecond: round3((used.user + used.system) / 1e6 / audioSeconds),
          loadAverage: loadavg().map((v) => Math.round(v * 10) / 10),
        };
        figures.push(one);
        log(`onnx options: ${model}, ${one.setting}: WER ${one.wordErrorRate}, wall ${one.wallPerAudioSecond} s and CPU ${one.cpuPerAudioSecond} s per audio s (load average ${one.loadAverage.join(' ')})`);
      } finally {
        await loaded.close();
      }
    }
  }
  return { answers: spoken.length, audioSeconds: Math.round(audioSeconds), figures };
}
