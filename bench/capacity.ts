/**
 * `npm run bench -- capacity`: candidates who speak like candidates (issue 40). Each answer lasts 20–90 s:
 * sentences of the development answers (`--heldout`: the held-out ones, printed after a choice was made
 * on the development ones) said one after another by one voice (festival's HTS voice or one of flite's),
 * with 0.5–2 s of silence between them, streamed at real time (100 ms chunks every 100 ms) by 1, 4, 8,
 * 12, 16 and 24 candidates at once (`--levels=1,4,8` chooses others) to a real server on loopback, in
 * the bench's process.
 *
 * Per level it prints the turn after the stop (stop → the final transcript, and stop → the panel's
 * first audio), p50 / p95; the final transcripts' word error rate against what was said; how much audio
 * each model and search decoded, for what (`decodedAudio`: a stretch closed while the answer goes on,
 * the one the candidate waits for, a guess made ahead, the running transcript's), as a share of the
 * audio spoken; CPU-seconds per audio second (the whole process, whose worker threads decode, and the
 * main thread alone, which also runs the simulated candidates); the main thread's event-loop delay;
 * resident memory; and the machine's load average (`uptime`) at the level's start and end. The machine
 * may be shared with other work: the load average says how much.
 *
 * The answers are synthesized once and kept in `.tmp/capacity-answers/` (gitignored): their audio
 * depends only on the sentences, the voice and the silences, which are chosen by a fixed seed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import type { RoleMessage, ServerMessage } from '../openapi/live-protocol';
import { buildApp } from '../server/app';
import { seedCatalog } from '../server/catalog/repository';
import { scenarios } from '../server/catalog/scenarios';
import { loadConfig } from '../server/config';
import { fromPGlite, type Database } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { createSpeechEngines, createFliteSynthesizer, FLITE_VOICES, pcmDurationMs, SAMPLE_RATE, wordErrorRate, type SpeechEngines } from '../server/speech';
import { createMoonshineRecognizer, type ScheduleRule, type StretchRule } from '../server/speech/stt/moonshineRecognizer';
import { LiveClient } from '../tests/server/live/support/client';
import { FestivalVoice, festivalMissing } from '../tests/server/speech/support/festival';
import { signedInToken } from './live';
import { loadDevelopmentAnswers, loadHeldOutAnswers } from './recognition';

const CACHE_DIR = path.resolve(import.meta.dirname, '../.tmp/capacity-answers');
const CHUNK_BYTES = 3200; // 100 ms
const DEFAULT_LEVELS = [1, 4, 8, 12, 16, 24];
/** Answers per set: their lengths spread evenly over 20–90 s. */
const ANSWER_COUNT = 12;
const SHORTEST_S = 20;
const LONGEST_S = 90;
/** Silence between two sentences of an answer, chosen evenly in this range. */
const PAUSE_RANGE_S = [0.5, 2] as const;
/** A turn without the panel's audio this long after the stop fails, and counts as this long. */
const TURN_TIMEOUT_MS = 120_000;
const FLITE_ANSWER_VOICES = ['flite-rms', 'flite-awb', 'flite-slt'];

interface LongAnswer {
  text: string;
  voice: string;
  pcm: Buffer;
}

/** One level's figures. */
export interface CapacityLevel {
  candidates: number;
  turns: number;
  failedTurns: number;
  audioSeconds: number;
  /** Audio stop → the final transcript at the client, ms. */
  finalTranscriptMs: { p50: number; p95: number; max: number };
  /** Audio stop → the panel's first audio at the client, ms. */
  firstAudioMs: { p50: number; p95: number; max: number };
  wordErrorRate: number;
  /** Audio handed to each model / search / purpose, as a share of the audio spoken (1 = once). */
  decodedShare: Record<string, number>;
  /** The audio whose text went into the final transcripts, by model and search, as a share of it (`heardAudio`). */
  heardShare: Record<string, number>;
  /** Of that audio, the share heard in economy (tiny); null for a recognizer without economy. */
  economyShare: number | null;
  /** Stretches decoded, of those in economy, and stopped for a waiting candidate (the recognizer's count). */
  stretches: { answers: number; economy: number; preempted: number } | null;
  /** CPU-seconds per audio second: the whole process (the decoding workers and the rest), and the main thread alone. */
  cpuPerAudioSecond: { process: number; mainThread: number | null };
  eventLoopDelayMs: { p50: number; p99: number; max: number };
  residentMemoryMb: { max: number; end: number };
  /** `uptime`'s load averages (1, 5, 15 minutes) at the level's start and end: the machine is shared. */
  loadAverage: { start: number[]; end: number[] };
  /** Each answer: what was said, the final transcript, and stop → final transcript. */
  transcripts: { reference: string; hypothesis: string; finalMs: number }[];
}

export interface LongCapacityBenchResult {
  answers: { set: 'development' | 'held-out'; count: number; seconds: { shortest: number; longest: number; mean: number }; voices: string[] };
  levels: CapacityLevel[];
  environment: {
    cores: number;
    node: string;
    recognizer: string;
    rule: Partial<StretchRule> | null;
    schedule: Partial<ScheduleRule> | null;
    synthesizer: string;
    loadAverageAtStart: number[];
    note: string;
  };
}

const round1 = (v: number) => Math.round(v * 10) / 10;
const round3 = (v: number) => Math.round(v * 1000) / 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]) : NaN;
};
const spread = (values: number[]) => ({ p50: percentile(values, 50), p95: percentile(values, 95), max: Math.round(Math.max(...values)) });

/** A small seeded generator (mulberry32): the answers are the same on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Options of the command line: `--levels=1,4,8`, `--turns=2`, `--heldout`, and `--stt=guessEveryMs=2000,
 * silenceKeptMs=null,readAgreed=false,beamBelow=0.3` (the Moonshine recognizer's `StretchRule` and
 * `ScheduleRule` other than their defaults, for measuring a choice).
 */
export function capacityOptions(argv: readonly string[]): {
  levels: number[];
  turns: number;
  heldOut: boolean;
  stretch: Partial<StretchRule> | null;
  schedule: Partial<ScheduleRule> | null;
} {
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const levels = (value('levels') ?? process.env.LIVE_BENCH_LEVELS)?.split(',').map((v) => {
    const n = Number(v.trim());
    if (!Number.isInteger(n) || n < 1) throw new Error(`--levels: "${v}" is not a number of candidates`);
    return n;
  });
  const turns = Number(value('turns') ?? 2);
  if (!Number.isInteger(turns) || turns < 1) throw new Error(`--turns: "${value('turns')}" is not a number of turns`);
  const stretchKeys = ['pauseMs', 'minMs', 'maxMs', 'guessAfterMs', 'guessEveryMs', 'guessGrowth', 'silenceKeptMs', 'readAgreed'];
  const scheduleKeys = ['pileUpMs', 'beamBelow', 'guessBelow', 'beamAhead'];
  let stretch: Partial<StretchRule> | null = null;
  let schedule: Partial<ScheduleRule> | null = null;
  for (const [key, raw] of value('stt')?.split(',').map((pair) => pair.split('=')) ?? []) {
    if (![...stretchKeys, ...scheduleKeys].includes(key)) throw new Error(`--stt: "${key}" is not one of ${[...stretchKeys, ...scheduleKeys].join(', ')}`);
    const parsed: unknown = raw === 'null' ? null : raw === 'true' ? true : raw === 'false' ? false : Number(raw);
    if (typeof parsed === 'number' && !Number.isFinite(parsed)) throw new Error(`--stt: "${raw}" is not a value for ${key}`);
    if (stretchKeys.includes(key)) stretch = { ...(stretch ?? {}), [key]: parsed };
    else schedule = { ...(schedule ?? {}), [key]: parsed };
  }
  return { levels: levels ?? DEFAULT_LEVELS, turns, heldOut: argv.includes('--heldout'), stretch, schedule };
}

/**
 * The long answers of a set: answer k lasts about 20 + k × 70 / 11 s, made of the set's sentences in a
 * seeded order (each used before any is used again), one voice per answer, seeded pauses between them.
 */
async function longAnswers(set: 'development' | 'held-out', log: (line: string) => void): Promise<LongAnswer[]> {
  const sentences = set === 'development' ? loadDevelopmentAnswers() : loadHeldOutAnswers();
  const random = seeded(set === 'development' ? 40 : 4040);
  const order = sentences.map((_, i) => i).sort(() => random() - 0.5);
  let next = 0;
  const festival = festivalMissing() ? null : new FestivalVoice();
  const flite = await createFliteSynthesizer({ voices: FLITE_VOICES.filter((v) => FLITE_ANSWER_VOICES.includes(v.id)) });
  const voices = [...(festival ? ['festival-slt-hts'] : []), ...(flite.engine ? FLITE_ANSWER_VOICES : [])];
  if (voices.length === 0) throw new Error(`no voice to speak the answers: ${festivalMissing() ?? ''} ${flite.reason ?? ''}`);
  const say = (voice: string, text: string) => (voice === 'festival-slt-hts' ? festival!.say(text) : flite.engine!.synthesize(text, voice));
  mkdirSync(CACHE_DIR, { recursive: true });
  const answers: LongAnswer[] = [];
  try {
    for (let k = 0; k < ANSWER_COUNT; k++) {
      const voice = voices[k % voices.length];
      const targetMs = (SHORTEST_S + (k * (LONGEST_S - SHORTEST_S)) / (ANSWER_COUNT - 1)) * 1000;
      const parts: { text: string; say: string; pauseMs: number }[] = [];
      // Sentence lengths are only known once said: about 4 s each is assumed, then the answer is cut to its target below.
      const estimate = Math.ceil(targetMs / 4000) + 3;
      for (let i = 0; i < estimate; i++) {
        const sentence = sentences[order[next++ % order.length]];
        parts.push({ text: sentence.text, say: sentence.say ?? sentence.text, pauseMs: Math.round((PAUSE_RANGE_S[0] + random() * (PAUSE_RANGE_S[1] - PAUSE_RANGE_S[0])) * 1000) });
      }
      const key = createHash('sha256').update(JSON.stringify({ voice, targetMs, parts })).digest('hex').slice(0, 16);
      const file = path.join(CACHE_DIR, `${set}-${k}-${key}`);
      if (existsSync(`${file}.json`)) {
        const { text } = JSON.parse(readFileSync(`${file}.json`, 'utf8')) as { text: string };
        answers.push({ text, voice, pcm: readFileSync(`${file}.pcm`) });
        continue;
      }
      log(`capacity bench: synthesizing ${set} answer ${k + 1}/${ANSWER_COUNT} (${voice}, ~${Math.round(targetMs / 1000)} s)…`);
      const pieces: Buffer[] = [];
      const said: string[] = [];
      let ms = 0;
      for (const part of parts) {
        if (ms >= targetMs) break;
        const pcm = await say(voice, part.say);
        // A sentence's own edges are trimmed by the synthesizer; the pause is what is added.
        const pause = Buffer.alloc(Math.round((part.pauseMs / 1000) * SAMPLE_RATE) * 2);
        pieces.push(pcm, pause);
        said.push(part.text);
        ms += pcmDurationMs(pcm) + part.pauseMs;
      }
      const pcm = Buffer.concat(pieces);
      const text = said.join(' ');
      writeFileSync(`${file}.pcm`, pcm);
      writeFileSync(`${file}.json`, JSON.stringify({ text, voice, seconds: pcmDurationMs(pcm) / 1000 }));
      answers.push({ text, voice, pcm });
    }
  } finally {
    festival?.dispose();
    await flite.engine?.close();
  }
  return answers;
}

/** CPU time of this process's main thread (Linux: /proc/self/task/<pid>/stat), in seconds; null elsewhere. */
function mainThreadCpuSeconds(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: utime and stime are the 14th and 15th fields.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

interface TurnResult {
  failed: boolean;
  finalMs: number;
  firstAudioMs: number;
  reference: string;
  hypothesis: string;
  audioMs: number;
}

/** One simulated candidate: keeps an interview going and speaks long answers at real time. */
class Candidate {
  private client: LiveClient | null = null;
  private uid = '';

  constructor(
    private readonly app: FastifyInstance,
    private readonly url: string,
    private readonly token: string,
    private readonly jobId: string,
    private next: number,
    private readonly answers: readonly LongAnswer[],
  ) {}

  private async ensureInterview(): Promise<{ client: LiveClient; uid: string }> {
    if (!this.client || this.client.isClosed || this.client.ofType('system').length) {
      this.client?.drop();
      this.client = await LiveClient.connect(this.url);
      this.uid = this.client.start(this.token, this.jobId);
      await this.waitListening();
    }
    return { client: this.client, uid: this.uid };
  }

  private async waitListening(): Promise<void> {
    const client = this.client!;
    await client.next((m): m is ServerMessage => m.type === 'status', { timeoutMs: 120_000 });
    for (;;) {
      const session = this.app.live.registry.get(this.uid);
      if (!session || session.listening || client.isClosed) break;
      await sleep(5);
    }
    await client.flush();
  }

  async turn(): Promise<TurnResult> {
    const { client, uid } = await this.ensureInterview();
    const answer = this.answers[this.next++ % this.answers.length];
    const from = client.messages.length;
    client.send({ type: 'audio_start', uid });
    let seq = 0;
    const started = performance.now();
    for (let at = 0; at < answer.pcm.length; at += CHUNK_BYTES) {
      client.send({ type: 'audio_chunk', uid, seq: seq++ });
      client.sendRaw(answer.pcm.subarray(at, at + CHUNK_BYTES), true);
      // Real time: each chunk when its 100 ms are due, whatever the event loop's delays.
      const due = started + seq * 100 - performance.now();
      if (due > 0) await sleep(due);
    }
    client.send({ type: 'audio_stop', uid });
    const stoppedAt = performance.now();
    const audioMs = pcmDurationMs(answer.pcm);
    try {
      const final = await client.next((m): m is RoleMessage => m.type === 'role' && m.role === 'USER' && m.isFinal, { from, timeoutMs: TURN_TIMEOUT_MS });
      const finalAt = client.arrivals[client.messages.indexOf(final)];
      const reply = await client.next((m): m is RoleMessage => m.type === 'role' && m.role !== 'USER' && Boolean(m.audio), { from, timeoutMs: TURN_TIMEOUT_MS });
      const replyAt = client.arrivals[client.messages.indexOf(reply)];
      await this.waitListening();
      return { failed: false, finalMs: finalAt - stoppedAt, firstAudioMs: replyAt - stoppedAt, reference: answer.text, hypothesis: final.text, audioMs };
    } catch (error) {
      console.error(`capacity bench:   a turn failed: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}`);
      client.drop();
      this.client = null;
      return { failed: true, finalMs: TURN_TIMEOUT_MS, firstAudioMs: TURN_TIMEOUT_MS, reference: answer.text, hypothesis: '', audioMs };
    }
  }

  close(): void {
    this.client?.drop();
  }
}

interface RecognizerCounters {
  decodedAudio?: Record<string, number>;
  heardAudio?: Record<string, number>;
  decodedAnswers?: { answers: number; economy: number; preempted: number };
}

export async function runLongCapacityBench(
  argv: readonly string[] = process.argv.slice(2),
  log: (line: string) => void = (line) => console.error(line),
): Promise<LongCapacityBenchResult> {
  const { levels: levelCounts, turns: turnsPerCandidate, heldOut, stretch, schedule } = capacityOptions(argv);
  const set = heldOut ? 'held-out' : 'development';
  const loadAverageAtStart = loadavg().map(round1);
  const answers = await longAnswers(set, log);
  const seconds = answers.map((a) => pcmDurationMs(a.pcm) / 1000);
  log(`capacity bench: ${answers.length} ${set} answers of ${Math.round(Math.min(...seconds))}–${Math.round(Math.max(...seconds))} s; levels ${levelCounts.join(', ')}, ${turnsPerCandidate} turns per candidate (twice as many alone); load average ${loadAverageAtStart.join(' ')}`);

  const configured = await createSpeechEngines(loadConfig(process.env).speech);
  let engines: SpeechEngines = configured;
  if (stretch || schedule) {
    // A choice measured: the server's Moonshine recognizer with these rules in place of the configured one.
    await configured.recognizer?.close();
    const own = await createMoonshineRecognizer({ stretch: stretch ?? undefined, schedule: schedule ?? undefined });
    if (!own.engine) throw new Error(own.reason);
    const recognizer = own.engine;
    engines = { ...configured, recognizer, recognizerReason: null, close: async () => Promise.all([configured.close(), recognizer.close()]).then(() => undefined) };
    log(`capacity bench: the recognizer's rules changed: ${JSON.stringify({ ...stretch, ...schedule })}`);
  }
  const pglite = await PGlite.create();
  const db: Database = fromPGlite(pglite);
  let app: FastifyInstance | null = null;
  const candidates: Candidate[] = [];
  try {
    if (!engines.recognizer || !engines.synthesizer) throw new Error(`embedded engines unavailable: ${engines.recognizerReason ?? ''} ${engines.synthesizerReason ?? ''}`);
    const recognizer = engines.recognizer as typeof engines.recognizer & RecognizerCounters;
    await migrate(db);
    await seedCatalog(db, scenarios);
    const config = loadConfig({
      STATIC_DIR: 'none',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_LOGIN: '100000',
      RATE_LIMIT_MAIL: '100000',
      PUBLIC_URL: 'http://localhost:8080',
      REPORT_WORKER: 'off',
      // The bench measures what the decoders do with every level, past what the process would admit.
      LIVE_CAPACITY: '10000',
    });
    app = await buildApp({ config, db, logger: false, speech: engines });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const job = scenarios.find((s) => !s.isPro && s.participants.length >= 2)!;
    const pool: Candidate[] = [];
    const levels: CapacityLevel[] = [];
    for (const count of levelCounts) {
      while (pool.length < count) {
        const candidate = new Candidate(app, url, await signedInToken(app, db), job.id, pool.length * 5, answers);
        pool.push(candidate);
        candidates.push(candidate);
      }
      const turns = count === 1 ? turnsPerCandidate * 2 : turnsPerCandidate;
      const loadStart = loadavg().map(round1);
      log(`capacity bench: ${count} candidate(s) speaking at once, ${turns} turn(s) each (load average ${loadStart.join(' ')})…`);
      const delay = monitorEventLoopDelay({ resolution: 10 });
      const decodedBefore = { ...(recognizer.decodedAudio ?? {}) };
      const heardBefore = { ...(recognizer.heardAudio ?? {}) };
      const stretchesBefore = recognizer.decodedAnswers ? { ...recognizer.decodedAnswers } : null;
      let rssMax = process.memoryUsage.rss();
      const rssTimer = setInterval(() => (rssMax = Math.max(rssMax, process.memoryUsage.rss())), 1000);
      const cpuBefore = process.cpuUsage();
      const mainBefore = mainThreadCpuSeconds();
      delay.enable();
      const results = await Promise.all(
        pool.slice(0, count).map(async (candidate, i) => {
          await sleep(((i * 1000) / count) % 1000); // not all in the same millisecond
          const own: TurnResult[] = [];
          for (let t = 0; t < turns; t++) own.push(await candidate.turn());
          return own;
        }),
      );
      delay.disable();
      clearInterval(rssTimer);
      const cpu = process.cpuUsage(cpuBefore);
      const mainAfter = mainThreadCpuSeconds();
      const all = results.flat();
      const audioSeconds = all.reduce((sum, t) => sum + t.audioMs, 0) / 1000;
      const decodedAfter = recognizer.decodedAudio ?? {};
      const decodedShare = Object.fromEntries(
        Object.entries(decodedAfter)
          .map(([key, ms]) => [key, round3((ms - (decodedBefore[key] ?? 0)) / 1000 / audioSeconds)] as const)
          .filter(([, share]) => share > 0)
          .sort(([a], [b]) => a.localeCompare(b)),
      );
      const heard = Object.entries(recognizer.heardAudio ?? {}).map(([key, ms]) => [key, ms - (heardBefore[key] ?? 0)] as const);
      const heardTotal = heard.reduce((sum, [, ms]) => sum + ms, 0);
      const heardShare = Object.fromEntries(heard.filter(([, ms]) => ms > 0).map(([key, ms]) => [key, round3(ms / heardTotal)] as const));
      const stretchesAfter = recognizer.decodedAnswers;
      const level: CapacityLevel = {
        candidates: count,
        turns: all.length,
        failedTurns: all.filter((t) => t.failed).length,
        audioSeconds: round1(audioSeconds),
        finalTranscriptMs: spread(all.map((t) => t.finalMs)),
        firstAudioMs: spread(all.map((t) => t.firstAudioMs)),
        wordErrorRate: round3(wordErrorRate(all.filter((t) => !t.failed).map(({ reference, hypothesis }) => ({ reference, hypothesis })))),
        decodedShare,
        heardShare,
        economyShare: recognizer.heardAudio ? round3(heard.filter(([key]) => key.startsWith('tiny')).reduce((sum, [, ms]) => sum + ms, 0) / (heardTotal || 1)) : null,
        stretches:
          stretchesBefore && stretchesAfter
            ? { answers: stretchesAfter.answers - stretchesBefore.answers, economy: stretchesAfter.economy - stretchesBefore.economy, preempted: stretchesAfter.preempted - stretchesBefore.preempted }
            : null,
        cpuPerAudioSecond: {
          process: round3((cpu.user + cpu.system) / 1e6 / audioSeconds),
          mainThread: mainBefore !== null && mainAfter !== null ? round3((mainAfter - mainBefore) / audioSeconds) : null,
        },
        eventLoopDelayMs: { p50: round1(delay.percentile(50) / 1e6), p99: round1(delay.percentile(99) / 1e6), max: round1(delay.max / 1e6) },
        residentMemoryMb: { max: Math.round(rssMax / 2 ** 20), end: Math.round(process.memoryUsage.rss() / 2 ** 20) },
        loadAverage: { start: loadStart, end: loadavg().map(round1) },
        transcripts: all.map(({ reference, hypothesis, finalMs }) => ({ reference, hypothesis, finalMs: Math.round(finalMs) })),
      };
      levels.push(level);
      const total = Object.values(level.decodedShare).reduce((sum, share) => sum + share, 0);
      log(
        `capacity bench:   ${count}: final transcript p50 ${level.finalTranscriptMs.p50} / p95 ${level.finalTranscriptMs.p95} ms, first audio p50 ${level.firstAudioMs.p50} / p95 ${level.firstAudioMs.p95} ms` +
          `${level.failedTurns ? ` (${level.failedTurns} failed)` : ''}; WER ${level.wordErrorRate} over ${level.turns} answers (${Math.round(audioSeconds)} s); ` +
          `decoded ${round3(total)}× the audio: ${Object.entries(level.decodedShare).map(([key, share]) => `${key} ${share}`).join(', ')}` +
          `${level.stretches ? ` (${level.stretches.economy} of ${level.stretches.answers} stretches in economy, ${level.stretches.preempted} stopped)` : ''}; ` +
          `${level.economyShare !== null ? `transcripts heard ${Object.entries(level.heardShare).map(([key, share]) => `${key} ${share}`).join(', ')} (economy ${Math.round(level.economyShare * 100)} %); ` : ''}` +
          `CPU ${level.cpuPerAudioSecond.process} s per audio s (main thread ${level.cpuPerAudioSecond.mainThread}); ` +
          `event loop delay p50 ${level.eventLoopDelayMs.p50} p99 ${level.eventLoopDelayMs.p99} max ${level.eventLoopDelayMs.max} ms; ` +
          `RSS max ${level.residentMemoryMb.max} MB; load average ${level.loadAverage.start.join(' ')} → ${level.loadAverage.end.join(' ')}`,
      );
    }
    return {
      answers: { set, count: answers.length, seconds: { shortest: round1(Math.min(...seconds)), longest: round1(Math.max(...seconds)), mean: round1(seconds.reduce((a, b) => a + b, 0) / seconds.length) }, voices: [...new Set(answers.map((a) => a.voice))] },
      levels,
      environment: {
        cores: cpus().length,
        node: process.version,
        recognizer: engines.recognizer.name,
        rule: stretch,
        schedule,
        synthesizer: engines.synthesizer.name,
        loadAverageAtStart,
        note: 'the machine is shared with other work: the load averages beside each level say how busy it was',
      },
    };
  } finally {
    for (const c of candidates) c.close();
    await app?.close().catch((error: unknown) => console.error('capacity bench: the server did not close cleanly', error));
    await db.close();
    await engines.close();
  }
}
