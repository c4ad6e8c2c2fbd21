/**
 * Recognition on speech it was not tuned on (issue 19 item 2): the held-out answers of
 * tests/fixtures/recognition/ (and beside them the development answers, on which the recognizer's
 * settings are chosen) voiced by several synthetic voices (festival's HTS voice where
 * installed, flite's rms, awb and slt), every third one with background noise mixed in, and
 * transcribed by the embedded recognizer the way the live server does (100 ms chunks, one speaker
 * per voice so its acoustic normalisation adapts as it would to one candidate). Prints word error
 * rate overall, per voice, clean against noisy, and how many technical terms were heard.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pcmDurationMs } from '../server/speech/audio';
import { createEmbeddedRecognizerOf, readSpeechConfig } from '../server/speech';
import type { SpeechRecognizer } from '../server/speech/stt/types';
import { wordErrorRate } from '../server/speech/stt/wer';
import { createFliteSynthesizer, FLITE_VOICES } from '../server/speech/tts/flite';
import { ANSWERS, spokenForm } from '../tests/server/speech/support/answers';
import { recognize } from '../tests/server/speech/support/engines';
import { FestivalVoice, festivalMissing } from '../tests/server/speech/support/festival';
import { withNoise } from '../tests/server/speech/support/noise';

const FIXTURE = path.resolve(import.meta.dirname, '../tests/fixtures/recognition/heldout.json');
const DEVELOPMENT_FIXTURE = path.resolve(import.meta.dirname, '../tests/fixtures/recognition/development.json');
/** The development answers' noise differs from the held-out answers' (another seed). */
const DEVELOPMENT_NOISE_SEED = 1000;
/** Signal-to-noise ratio of the noisy answers: a laptop microphone with a fan or a street outside. */
const NOISE_SNR_DB = 15;
const NOISY_EVERY = 3;
const FLITE_BENCH_VOICES = ['flite-rms', 'flite-awb', 'flite-slt'];
const WER_TARGET = 0.12;

interface HeldOutAnswer {
  family: string;
  text: string;
  /** How a candidate pronounces it, where a synthesizer would misread a term's spelling. */
  say?: string;
  terms: string[];
}

interface Transcribed {
  voice: string;
  noisy: boolean;
  reference: string;
  hypothesis: string;
  terms: string[];
}

/** The held-out set's figures at the top level (as before), the development set's beside them. */
export interface RecognitionBenchResult extends RecognitionSetResult {
  /** The recognizer measured (`STT_ENGINE`). */
  engine: string;
  voices: string[];
  noise: string;
  target: string;
  meetsTarget: boolean;
  /** The same figures on the development answers, what settings are chosen on. */
  development: RecognitionSetResult;
  skipped: string[];
}

export function loadHeldOutAnswers(): HeldOutAnswer[] {
  return JSON.parse(readFileSync(FIXTURE, 'utf8')) as HeldOutAnswer[];
}

const normalise = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter(Boolean);

/** A term is heard when all its words appear in order, next to each other, in the hypothesis. */
export function termHeard(term: string, hypothesis: string): boolean {
  const words = normalise(term);
  const heard = normalise(hypothesis);
  return heard.some((_, at) => words.every((word, k) => heard[at + k] === word));
}

const round = (value: number) => Math.round(value * 1000) / 1000;

interface BenchVoice {
  id: string;
  say: (text: string) => Promise<Buffer>;
}

/** Festival's HTS voice where installed and the given flite voices; what is missing goes to `skipped`. */
async function benchVoices(fliteVoices: readonly string[], skipped: string[]): Promise<{ voices: BenchVoice[]; closeVoices: () => Promise<void> }> {
  const voices: BenchVoice[] = [];
  const festival = festivalMissing() ? null : new FestivalVoice();
  if (festival) voices.push({ id: 'festival-slt-hts', say: (text) => festival.say(text) });
  else skipped.push(`festival-slt-hts: ${festivalMissing()}`);
  const flite = await createFliteSynthesizer({ voices: FLITE_VOICES.filter((v) => fliteVoices.includes(v.id)) });
  if (flite.engine) {
    const synthesizer = flite.engine;
    for (const id of fliteVoices) voices.push({ id, say: (text) => synthesizer.synthesize(text, id) });
  } else skipped.push(`flite: ${flite.reason}`);
  const closeVoices = async () => {
    festival?.dispose();
    await flite.engine?.close();
  };
  if (voices.length === 0) {
    await closeVoices();
    throw new Error(`no voice to speak the answers: ${skipped.join('; ')}`);
  }
  return { voices, closeVoices };
}

/** Figures of one answer set (held-out or development). */
export interface RecognitionSetResult {
  answers: number;
  families: number;
  wordErrorRate: number;
  byVoice: { voice: string; answers: number; wordErrorRate: number }[];
  clean: { answers: number; wordErrorRate: number };
  noisy: { answers: number; wordErrorRate: number };
  technicalTerms: { terms: number; heard: number; errorRate: number };
  realTimeFactor: number;
}

/**
 * The development answers: tests/fixtures/recognition/development.json (every family) and the
 * recognizer tests' answers. Decoder settings, weights and thresholds are chosen on these only.
 */
export function loadDevelopmentAnswers(): HeldOutAnswer[] {
  const written = JSON.parse(readFileSync(DEVELOPMENT_FIXTURE, 'utf8')) as HeldOutAnswer[];
  return [...written, ...ANSWERS.map((a) => ({ family: a.kind, text: a.text, say: spokenForm(a.text), terms: a.terms ?? [] }))];
}

export async function runRecognitionBench(
  log: (line: string) => void = (line) => console.error(line),
  recognizer?: SpeechRecognizer,
): Promise<RecognitionBenchResult> {
  const skipped: string[] = [];
  // The recognizer STT_ENGINE chooses, as the server would run it.
  const ownRecognizer = recognizer ? null : await createEmbeddedRecognizerOf(readSpeechConfig(process.env).stt, { minWorkers: 2, maxWorkers: 2 });
  const engine: SpeechRecognizer | null | undefined = recognizer ?? ownRecognizer?.engine;
  if (!engine) throw new Error(`recognizer unavailable: ${ownRecognizer?.reason ?? ''}`);

  const { voices, closeVoices } = await benchVoices(FLITE_BENCH_VOICES, skipped);

  const transcribe = async (answers: HeldOutAnswer[], name: string, noiseSeed: number): Promise<RecognitionSetResult> => {
    const results: Transcribed[] = [];
    let audioMs = 0;
    let processingMs = 0;
    log(`recognition bench: ${answers.length} ${name} answers over ${voices.length} voices, every ${NOISY_EVERY}rd with noise…`);
    for (const [index, answer] of answers.entries()) {
      const voice = voices[index % voices.length];
      const noisy = index % NOISY_EVERY === NOISY_EVERY - 1;
      const clean = await voice.say(answer.say ?? answer.text);
      const pcm = noisy ? withNoise(clean, NOISE_SNR_DB, noiseSeed + index + 1) : clean;
      const started = performance.now();
      // One speaker per voice and set: its normalisation adapts as it would to one candidate.
      const result = await recognize(engine, pcm, { speaker: `${name}:${voice.id}` });
      processingMs += performance.now() - started;
      audioMs += pcmDurationMs(pcm);
      results.push({ voice: voice.id, noisy, reference: answer.text, hypothesis: result.text, terms: answer.terms });
    }
    const wer = (subset: Transcribed[]) => round(wordErrorRate(subset.map(({ reference, hypothesis }) => ({ reference, hypothesis }))));
    const termResults = results.flatMap((r) => r.terms.map((term) => termHeard(term, r.hypothesis)));
    const heard = termResults.filter(Boolean).length;
    return {
      answers: results.length,
      families: new Set(answers.map((a) => a.family)).size,
      wordErrorRate: wer(results),
      byVoice: voices.map((v) => {
        const own = results.filter((r) => r.voice === v.id);
        return { voice: v.id, answers: own.length, wordErrorRate: wer(own) };
      }),
      clean: { answers: results.filter((r) => !r.noisy).length, wordErrorRate: wer(results.filter((r) => !r.noisy)) },
      noisy: { answers: results.filter((r) => r.noisy).length, wordErrorRate: wer(results.filter((r) => r.noisy)) },
      technicalTerms: { terms: termResults.length, heard, errorRate: round(1 - heard / Math.max(1, termResults.length)) },
      realTimeFactor: round(processingMs / Math.max(1, audioMs)),
    };
  };

  let heldOut: RecognitionSetResult;
  let development: RecognitionSetResult;
  try {
    development = await transcribe(loadDevelopmentAnswers(), 'development', DEVELOPMENT_NOISE_SEED);
    heldOut = await transcribe(loadHeldOutAnswers(), 'held-out', 0);
  } finally {
    await closeVoices();
    await ownRecognizer?.engine?.close();
  }
  return {
    ...heldOut,
    engine: engine.name,
    voices: voices.map((v) => v.id),
    noise: `pink-ish noise at ${NOISE_SNR_DB} dB SNR on every ${NOISY_EVERY}rd answer`,
    target: `word error rate ≤ ${WER_TARGET}`,
    meetsTarget: heldOut.wordErrorRate <= WER_TARGET,
    development,
    skipped,
  };
}

// ───────────────────────────── a posting's own vocabulary ─────────────────────────────

const POSTING_FIXTURE = path.resolve(import.meta.dirname, '../tests/fixtures/recognition/postings.json');
const POSTINGS_DIR = path.resolve(import.meta.dirname, '../tests/fixtures/postings');

interface PostingAnswer {
  /** The labelled posting (tests/fixtures/postings/<split>/<name>.txt) whose job the answer is about. */
  posting: string;
  text: string;
  say?: string;
  terms: string[];
}

interface VocabularyCondition {
  wordErrorRate: number;
  technicalTerms: { terms: number; heard: number };
}

export interface PostingVocabularyBenchResult {
  answers: number;
  postings: number;
  voices: string[];
  /** The catalogue's language model (what every interview had before). */
  catalogueModel: VocabularyCondition;
  /** The posting's skills as the session's hints: the decoder's model for that interview. */
  postingVocabulary: VocabularyCondition;
  /** Extracted posting skills beyond the catalogue's, per posting. */
  newTerms: Record<string, string[]>;
  examples: { reference: string; catalogueModel: string; postingVocabulary: string }[];
  skipped: string[];
}

/**
 * Answers about a posting's own technologies (Zendesk, FastAPI, protocol buffers…), transcribed with
 * the catalogue's model and with the posting's vocabulary (issue 20): the word error rate of each.
 */
export async function runPostingVocabularyBench(
  log: (line: string) => void = (line) => console.error(line),
  recognizer?: SpeechRecognizer,
): Promise<PostingVocabularyBenchResult> {
  const { extractPosting } = await import('../server/postings/extract');
  const { scenarios } = await import('../server/catalog/scenarios');
  const answers = JSON.parse(readFileSync(POSTING_FIXTURE, 'utf8')) as PostingAnswer[];
  const skillsOf = new Map<string, string[]>();
  for (const name of new Set(answers.map((a) => a.posting))) {
    const extracted = extractPosting(readFileSync(path.join(POSTINGS_DIR, `${name}.txt`), 'utf8'));
    if (!extracted.ok) throw new Error(`posting ${name}: ${extracted.error.message}`);
    skillsOf.set(name, extracted.scenario.skills);
  }
  const catalogue = new Set(scenarios.flatMap((s) => s.skills.map((skill) => skill.toLowerCase())));
  const skipped: string[] = [];
  const ownRecognizer = recognizer ? null : await createEmbeddedRecognizerOf(readSpeechConfig(process.env).stt, { minWorkers: 1, maxWorkers: 1 });
  const engine = recognizer ?? ownRecognizer?.engine;
  if (!engine) throw new Error(`recognizer unavailable: ${ownRecognizer?.reason ?? ''}`);
  const { voices, closeVoices } = await benchVoices(['flite-slt'], skipped);

  const rows: { reference: string; terms: string[]; catalogueModel: string; postingVocabulary: string }[] = [];
  try {
    log(`posting vocabulary bench: ${answers.length} answers over ${voices.length} voices, without and with the posting's vocabulary…`);
    for (const voice of voices) {
      for (const answer of answers) {
        const pcm = await voice.say(answer.say ?? answer.text);
        // One speaker per voice and condition, in the same order: the normalisation adapts alike.
        const plain = await recognizeWith(engine, pcm, `posting-plain:${voice.id}`, null);
        const own = await recognizeWith(engine, pcm, `posting-own:${voice.id}`, skillsOf.get(answer.posting)!);
        rows.push({ reference: answer.text, terms: answer.terms, catalogueModel: plain, postingVocabulary: own });
      }
    }
  } finally {
    await closeVoices();
    await ownRecognizer?.engine?.close();
  }
  const condition = (pick: (r: (typeof rows)[number]) => string): VocabularyCondition => {
    const terms = rows.flatMap((r) => r.terms.map((t) => termHeard(t, pick(r))));
    return {
      wordErrorRate: round(wordErrorRate(rows.map((r) => ({ reference: r.reference, hypothesis: pick(r) })))),
      technicalTerms: { terms: terms.length, heard: terms.filter(Boolean).length },
    };
  };
  return {
    answers: rows.length,
    postings: skillsOf.size,
    voices: voices.map((v) => v.id),
    catalogueModel: condition((r) => r.catalogueModel),
    postingVocabulary: condition((r) => r.postingVocabulary),
    newTerms: Object.fromEntries([...skillsOf].map(([name, skills]) => [name, skills.filter((s) => !catalogue.has(s.toLowerCase()))])),
    examples: rows.slice(0, answers.length).map(({ reference, catalogueModel, postingVocabulary }) => ({ reference, catalogueModel, postingVocabulary })),
    skipped,
  };
}

async function recognizeWith(engine: SpeechRecognizer, pcm: Buffer, speaker: string, hints: readonly string[] | null): Promise<string> {
  const session = engine.createSession({ speaker, ...(hints && { hints }) });
  for (let at = 0; at < pcm.length; at += 3200) {
    session.write(pcm.subarray(at, at + 3200));
    if ((at / 3200) % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return (await session.end()).text;
}
