/**
 * `npm run bench -- voices`: how well each embedded voice can be followed, and how fast it speaks.
 * For every voice (flite's, festival's HTS voice where installed, eSpeak NG's), the panel's
 * questions from the catalogue's interview plans are synthesized the way the live server does
 * (text normalised for speech, sentence by sentence) and transcribed by the project's recognizer
 * (the one `STT_ENGINE` chooses, Moonshine unless told, server/speech/stt/) as a proxy for a listener: word error rate against what was
 * said, synthesis real-time factor, and time to the first audio of a question.
 *
 * The whole catalogue for every voice takes longer than a bench should on two cores, so an evenly
 * spread sample of questions is used (the same for every voice) unless
 * `BENCH_VOICES_QUESTIONS=all` (or a number) says otherwise; the output says which.
 */
import { scenarios } from '../server/catalog/scenarios';
import { buildPlan } from '../server/interviewer';
import { pcmDurationMs } from '../server/speech/audio';
import { createEmbeddedRecognizerOf, readSpeechConfig, type SpeechRecognizer } from '../server/speech';
import { wordErrorRate } from '../server/speech/stt/wer';
import { createEspeakSynthesizer } from '../server/speech/tts/espeak';
import { createFestivalSynthesizer } from '../server/speech/tts/festival';
import { createFliteSynthesizer } from '../server/speech/tts/flite';
import { splitForSpeech } from '../server/speech/tts/sentences';
import { joinSpelledLetters, spokenReference } from '../server/speech/tts/speakable';
import type { SpeechSynthesizer, VoiceInfo } from '../server/speech/tts/types';
import { recognize } from '../tests/server/speech/support/engines';
import { medianPitchHz } from '../tests/server/speech/support/pitch';

const DEFAULT_QUESTIONS = 16;
const WER_TARGET = 0.3;
const PLAN_SEED = 'bench-voices';

export interface VoiceFigures {
  voice: string;
  engine: string;
  gender: string;
  medianPitchHz: number;
  questions: number;
  audioSeconds: number;
  wordErrorRate: number;
  meetsTarget: boolean;
  realTimeFactor: number;
  firstAudioMs: { p50: number; p95: number; max: number };
}

export interface VoicesBenchResult {
  questions: { catalogue: number; used: number; sampled: boolean; note: string };
  /** The recognizer that listened. */
  recognizer: string;
  target: string;
  voices: VoiceFigures[];
  skipped: string[];
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]) : NaN;
};

/** Every question the panel asks in the catalogue's plans (introduction, main questions, the invitation to ask). */
export function catalogueQuestions(): string[] {
  const questions = new Set<string>();
  for (const scenario of scenarios) {
    for (const item of buildPlan(scenario, PLAN_SEED).items) if (item.kind !== 'closing') questions.add(item.text);
  }
  return [...questions];
}

/** `count` questions spread evenly over the list (the catalogue's order: every job family). */
function spread<T>(list: readonly T[], count: number): T[] {
  if (count >= list.length) return [...list];
  return Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)]);
}

async function measureVoice(
  synthesizer: SpeechSynthesizer,
  voice: VoiceInfo,
  questions: readonly string[],
  recognizer: SpeechRecognizer,
): Promise<VoiceFigures> {
  let synthMs = 0;
  let audioMs = 0;
  const firstAudio: number[] = [];
  const spoken: { text: string; pcm: Buffer }[] = [];
  for (const question of questions) {
    const chunks: Buffer[] = [];
    for (const [index, piece] of splitForSpeech(question).entries()) {
      const started = performance.now();
      const pcm = await synthesizer.synthesize(piece, voice.id);
      const took = performance.now() - started;
      if (index === 0) firstAudio.push(took);
      synthMs += took;
      audioMs += pcmDurationMs(pcm);
      chunks.push(pcm);
    }
    spoken.push({ text: question, pcm: Buffer.concat(chunks) });
  }
  const pairs = await Promise.all(
    spoken.map(async ({ text, pcm }) => {
      const result = await recognize(recognizer, pcm, { speaker: `voice:${voice.id}` });
      return { reference: spokenReference(text), hypothesis: joinSpelledLetters(result.text) };
    }),
  );
  const wer = wordErrorRate(pairs);
  return {
    voice: voice.id,
    engine: synthesizer.name,
    gender: voice.gender,
    medianPitchHz: Math.round(medianPitchHz(Buffer.concat(spoken.slice(0, 5).map((s) => s.pcm)))),
    questions: questions.length,
    audioSeconds: Math.round(audioMs / 100) / 10,
    wordErrorRate: Math.round(wer * 1000) / 1000,
    meetsTarget: wer <= WER_TARGET,
    realTimeFactor: Math.round((synthMs / audioMs) * 1000) / 1000,
    firstAudioMs: { p50: percentile(firstAudio, 50), p95: percentile(firstAudio, 95), max: Math.round(Math.max(...firstAudio)) },
  };
}

export async function runVoicesBench(): Promise<VoicesBenchResult> {
  const all = catalogueQuestions();
  const wanted = (process.env.BENCH_VOICES_QUESTIONS ?? '').trim().toLowerCase();
  const count = wanted === 'all' ? all.length : Number(wanted) > 0 ? Math.floor(Number(wanted)) : DEFAULT_QUESTIONS;
  const questions = spread(all, count);
  const sampled = questions.length < all.length;

  // A listener of the clean synthesized voice: no noise suppression (that is for candidates' microphones).
  const recognizerStart = await createEmbeddedRecognizerOf(readSpeechConfig(process.env).stt, { minWorkers: 2, maxWorkers: 2, denoise: false });
  if (!recognizerStart.engine) throw new Error(`the voices bench needs the embedded recognizer: ${recognizerStart.reason}`);
  const recognizer = recognizerStart.engine;

  const skipped: string[] = [];
  const engines: SpeechSynthesizer[] = [];
  for (const start of [() => createFliteSynthesizer({ workers: 1 }), () => createFestivalSynthesizer({ concurrency: 1 }), () => createEspeakSynthesizer({ workers: 1 })]) {
    const result = await start();
    if (result.engine) engines.push(result.engine);
    else skipped.push(result.reason ?? 'engine did not start');
  }

  const voices: VoiceFigures[] = [];
  try {
    for (const engine of engines) {
      for (const voice of engine.voices) {
        const started = performance.now();
        const figures = await measureVoice(engine, voice, questions, recognizer);
        voices.push(figures);
        console.error(
          `voices: ${voice.id} WER ${figures.wordErrorRate} RTF ${figures.realTimeFactor} first audio p50 ${figures.firstAudioMs.p50} ms (${Math.round((performance.now() - started) / 1000)} s)`,
        );
      }
    }
  } finally {
    await Promise.all([recognizer.close(), ...engines.map((engine) => engine.close())]);
  }

  return {
    questions: {
      catalogue: all.length,
      used: questions.length,
      sampled,
      note: sampled
        ? `a sample: ${questions.length} of the catalogue's ${all.length} distinct questions (plan seed "${PLAN_SEED}"), spread evenly over every job family, the same for every voice; the whole catalogue for ${voices.length} voices takes well over 5 minutes on two shared cores — BENCH_VOICES_QUESTIONS=all runs it`
        : `the whole catalogue: all ${all.length} distinct questions (plan seed "${PLAN_SEED}")`,
    },
    recognizer: recognizer.name,
    target: `every embedded voice ≤ ${WER_TARGET} recognizer WER; eSpeak NG is only the last fallback (it runs when neither flite nor festival can)`,
    voices,
    skipped,
  };
}
