/**
 * Live interview benchmark (QUALITY.md): voice turn latency (audio_stop → first interviewer audio
 * byte at the client, embedded engines), how many candidates can speak at once before p95 passes
 * 1.5 s, and the embedded recognizer's word error rate and real-time factor on festival answers.
 * A real server on loopback with an in-memory PGlite; candidates are scripted WebSocket clients
 * streaming audio at real time (100 ms chunks every 100 ms), in the server's process.
 *
 * Each load level also says where a turn's time went (server/live/timings.ts): the stop reaching
 * the server, the finished answer waiting for a free decoder, decoding what was left, the panel's
 * reply, synthesis of its first sentence, and sending it; beside the server main thread's
 * event-loop delay and the machine's load average (other work on the machine shows there).
 * `npm run bench -- capacity` runs this part alone (turn latency and the load levels).
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
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
import { cacheHitRate, createSpeechEngines, pcmDurationMs, wordErrorRate, type SpeechEngines } from '../server/speech';
import type { TurnTiming } from '../server/live/timings';
import { LiveClient } from '../tests/server/live/support/client';
import { ANSWERS } from '../tests/server/speech/support/answers';
import { FestivalVoice, festivalMissing } from '../tests/server/speech/support/festival';
import { runPostingVocabularyBench, runRecognitionBench, type PostingVocabularyBenchResult, type RecognitionBenchResult } from './recognition';

const CHUNK_BYTES = 3200; // 100 ms
const P95_BUDGET_MS = 1500;
const LATENCY_TURNS = 30;
/** A turn without the panel's audio this long after the stop fails, and counts as this long. */
const TURN_TIMEOUT_MS = 60_000;
const TURNS_PER_CANDIDATE = 3;
/** Candidates speaking at once, level by level (`LIVE_BENCH_LEVELS=1,4,8` to choose others). */
const CONCURRENCY_LEVELS = (process.env.LIVE_BENCH_LEVELS ?? '1,4,6,8,12,16').split(',').map((v) => {
  const n = Number(v.trim());
  if (!Number.isInteger(n) || n < 1) throw new Error(`LIVE_BENCH_LEVELS: "${v}" is not a number of candidates`);
  return n;
});

/** p50 / p95 of one stage over a level's turns, in ms. */
export interface StageFigures {
  p50: number;
  p95: number;
}

/** Where the turns' time went at one load level (see the file comment). */
export interface LevelStages {
  /** Client's audio_stop → the interview heard it. */
  stopArrives: StageFigures;
  /** The finished answer waiting for a free decoder. */
  decoderWait: StageFigures;
  /** Decoding what was left after the stop. */
  decode: StageFigures;
  /** Final transcript → the panel's first utterance. */
  reply: StageFigures;
  /** Synthesis of the reply's first sentence. */
  synthesis: StageFigures;
  /** The first audio message handed to the socket → arrived at the client. */
  send: StageFigures;
}

export interface LevelFigures {
  candidates: number;
  turns: number;
  /** Turns without a reply within 60 s (counted as 60 s in p50 / p95). */
  failedTurns: number;
  p50: number;
  p95: number;
  stages: LevelStages;
  /** The server main thread's event-loop delay over the level (ms; perf_hooks monitorEventLoopDelay). */
  eventLoopDelayMs: { p50: number; p99: number; max: number };
  /** os.loadavg() at the level's end: 1, 5 and 15 minutes. */
  loadAverage: number[];
  /** Decoders running at the level's end. */
  decoders: number;
  /** Sentences the synthesis cache answered over the level (null: no cache). */
  synthesisCache: CacheUse | null;
  /**
   * Stretches decoded over the level, how many in economy (the recognizer's busy-machine search), and
   * how many were stopped for a candidate waiting and decoded again.
   */
  decodedAnswers: DecodeCounts | null;
}

/**
 * The synthesis cache over a phase. Every simulated candidate takes the same job, so the rate is
 * higher than real traffic over the whole catalogue would give.
 */
interface CacheUse {
  hits: number;
  shared: number;
  misses: number;
  hitRate: number | null;
}

export interface CapacityBenchResult {
  turnLatencyMs: { turns: number; p50: number; p95: number; max: number; budget: { p50: number; p95: number }; stages: LevelStages; synthesisCache: CacheUse | null };
  concurrentCandidates: {
    /** Most candidates speaking at once with p95 turn latency still ≤ 1500 ms (at this level and every one below). */
    maxWithinBudget: number;
    levels: LevelFigures[];
    stoppedBecause: string;
  };
  environment: { cores: number; node: string; database: string; recognizer: string; synthesizer: string; interviewer: string; loadAverageAtStart: number[] };
}

export interface LiveBenchResult extends CapacityBenchResult {
  speechToText: { engine: string; answers: number; audioSeconds: number; wordErrorRate: number; realTimeFactor: number };
  /** The held-out answers (tests/fixtures/recognition/), several voices, some with noise. */
  heldOutRecognition: RecognitionBenchResult;
  /** Answers about a posting's own technologies: the catalogue's model against the posting's vocabulary (issue 20). */
  postingVocabulary: PostingVocabularyBenchResult;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]) : NaN;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Bench {
  app: FastifyInstance;
  db: Database;
  url: string;
  answers: { text: string; pcm: Buffer }[];
  /** The server's stage timings by answer message id. */
  timings: Map<string, TurnTiming>;
}

/** One turn as the candidate saw it, with the server's stages when it reported them. */
interface TimedTurn {
  latencyMs: number;
  stoppedAt: number;
  arrivedAt: number;
  server: TurnTiming | null;
  /** No reply within TURN_TIMEOUT_MS. */
  failed: boolean;
}

const round1 = (v: number) => Math.round(v * 10) / 10;
const figures = (values: number[]): StageFigures => ({ p50: percentile(values, 50), p95: percentile(values, 95) });

function stagesOf(turns: TimedTurn[]): LevelStages {
  const timed = turns.filter((t): t is TimedTurn & { server: TurnTiming } => t.server !== null);
  return {
    stopArrives: figures(timed.map((t) => t.server.stoppedAt - t.stoppedAt)),
    decoderWait: figures(timed.map((t) => t.server.waitMs)),
    decode: figures(timed.map((t) => t.server.decodeMs)),
    reply: figures(timed.map((t) => t.server.replyMs)),
    synthesis: figures(timed.flatMap((t) => (t.server.synthesisMs === null ? [] : [t.server.synthesisMs]))),
    send: figures(timed.map((t) => t.arrivedAt - t.server.sentAt)),
  };
}

const describeStages = (s: LevelStages) =>
  Object.entries(s)
    .map(([name, f]) => `${name} ${f.p50}/${f.p95}`)
    .join(', ');

/** A verified, signed-in account with plenty of interviews; its access token. */
export async function signedInToken(app: FastifyInstance, db: Database): Promise<string> {
  const email = `bench.${randomUUID().slice(0, 8)}@example.com`;
  const password = 'bench password 42';
  const registered = await app.inject({
    method: 'POST',
    url: '/web-api/auth/register',
    payload: { email, password, name: 'Bench Candidate', redirectUri: 'http://localhost:8080/jobtalkai/login' },
  });
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
  await app.services.background.drain();
  const mails = (await app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json() as { to: string; links: string[] }[];
  const link = mails.find((m) => m.to === email)?.links.find((l) => l.includes('verify-email'));
  if (!link) throw new Error('no verification mail');
  const key = new URL(link).searchParams.get('key')!;
  await app.inject({ method: 'GET', url: `/web-api/auth/verify-email?key=${encodeURIComponent(key)}` });
  const login = await app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
  // Plenty of interviews: the benchmark starts many.
  await db.query('UPDATE users SET extra_sessions = 10000 WHERE lower(email) = lower($1)', [email]);
  return (login.json() as { access_token: string }).access_token;
}

/** Counts the synthesis cache's answers from now until the returned function is called. */
function watchCache(engines: SpeechEngines): () => CacheUse | null {
  const before = engines.synthesizer?.cacheStats?.();
  return () => {
    const after = engines.synthesizer?.cacheStats?.();
    if (!before || !after) return null;
    const use = { hits: after.hits - before.hits, shared: after.shared - before.shared, misses: after.misses - before.misses };
    return { ...use, hitRate: cacheHitRate(use) };
  };
}

interface DecodeCounts {
  answers: number;
  economy: number;
  preempted: number;
}

/** Counts the stretches the embedded recognizer decodes (in economy, stopped and decoded again) until the returned function is called. */
function watchDecoding(engines: SpeechEngines): () => DecodeCounts | null {
  const counts = () => (engines.recognizer as { decodedAnswers?: DecodeCounts } | null)?.decodedAnswers ?? null;
  const before = counts();
  return () => {
    const after = counts();
    return before && after
      ? { answers: after.answers - before.answers, economy: after.economy - before.economy, preempted: after.preempted - before.preempted }
      : null;
  };
}

const describeCache = (use: CacheUse | null) =>
  use ? `; synthesis cache ${use.hits} hits, ${use.shared} shared, ${use.misses} misses (hit rate ${use.hitRate ?? '-'})` : '';

/** One simulated candidate: keeps an interview going (a new one when the panel closes it) and times turns. */
class Candidate {
  private client: LiveClient | null = null;
  private uid = '';
  private next = 0;

  constructor(
    private readonly bench: Bench,
    private readonly token: string,
    private readonly jobId: string,
    offset: number,
  ) {
    this.next = offset;
  }

  private async ensureInterview(): Promise<{ client: LiveClient; uid: string }> {
    if (!this.client || this.client.isClosed || this.client.ofType('system').length) {
      this.client?.drop();
      this.client = await LiveClient.connect(this.bench.url);
      this.uid = this.client.start(this.token, this.jobId);
      await this.waitListening();
    }
    return { client: this.client, uid: this.uid };
  }

  private async waitListening(): Promise<void> {
    const client = this.client!;
    await client.next((m): m is ServerMessage => m.type === 'status', { timeoutMs: 60_000 });
    for (;;) {
      const session = this.bench.app.live.registry.get(this.uid);
      if (!session || session.listening || client.isClosed) break;
      await sleep(5);
    }
    await client.flush();
  }

  /** Speaks one answer at real time; resolves with audio_stop → first interviewer audio, in ms, and its stages. */
  async turn(): Promise<TimedTurn> {
    const { client, uid } = await this.ensureInterview();
    const answer = this.bench.answers[this.next++ % this.bench.answers.length];
    const from = client.messages.length;
    client.send({ type: 'audio_start', uid });
    let seq = 0;
    for (let at = 0; at < answer.pcm.length; at += CHUNK_BYTES) {
      client.send({ type: 'audio_chunk', uid, seq: seq++ });
      client.sendRaw(answer.pcm.subarray(at, at + CHUNK_BYTES), true);
      await sleep(100);
    }
    client.send({ type: 'audio_stop', uid });
    const stoppedAt = performance.now();
    const epoch = performance.timeOrigin;
    let reply: RoleMessage;
    try {
      reply = await client.next((m): m is RoleMessage => m.type === 'role' && m.role !== 'USER' && Boolean(m.audio), {
        from,
        timeoutMs: TURN_TIMEOUT_MS,
      });
    } catch (error) {
      // No reply in time (an overloaded machine): counted as the timeout; the next turn starts a new interview.
      console.error(`live bench:   a turn failed: ${error instanceof Error ? error.message.slice(0, 160) : String(error)}`);
      client.drop();
      this.client = null;
      return { latencyMs: TURN_TIMEOUT_MS, stoppedAt: epoch + stoppedAt, arrivedAt: epoch + stoppedAt + TURN_TIMEOUT_MS, server: null, failed: true };
    }
    const arrival = client.arrivals[client.messages.indexOf(reply)];
    const final = client.roles(from).find((m) => m.role === 'USER' && m.isFinal);
    const server = (final && this.bench.timings.get(final.id)) ?? null;
    if (final) this.bench.timings.delete(final.id);
    await this.waitListening();
    return { latencyMs: arrival - stoppedAt, stoppedAt: epoch + stoppedAt, arrivedAt: epoch + arrival, server, failed: false };
  }

  close(): void {
    this.client?.drop();
  }
}

async function measureRecognizer(engines: SpeechEngines, answers: { text: string; pcm: Buffer }[]) {
  const recognizer = engines.recognizer!;
  const pairs: { reference: string; hypothesis: string }[] = [];
  let audioMs = 0;
  let processingMs = 0;
  for (const answer of answers) {
    const session = recognizer.createSession({ speaker: 'bench-wer' });
    const started = performance.now();
    for (let at = 0; at < answer.pcm.length; at += CHUNK_BYTES) session.write(answer.pcm.subarray(at, at + CHUNK_BYTES));
    const result = await session.end();
    processingMs += performance.now() - started;
    audioMs += pcmDurationMs(answer.pcm);
    pairs.push({ reference: answer.text, hypothesis: result.text });
  }
  return {
    engine: recognizer.name,
    answers: answers.length,
    audioSeconds: Math.round(audioMs / 100) / 10,
    wordErrorRate: Math.round(wordErrorRate(pairs) * 1000) / 1000,
    realTimeFactor: Math.round((processingMs / audioMs) * 1000) / 1000,
  };
}

/** Engines and test answers of the live benches; `close` stops them. */
async function prepare(log: (line: string) => void) {
  const missingSpeech = festivalMissing();
  if (missingSpeech) throw new Error(missingSpeech);
  const engines = await createSpeechEngines(loadConfig(process.env).speech);
  const voice = new FestivalVoice();
  const close = async () => {
    await engines.close();
    voice.dispose();
  };
  if (!engines.recognizer || !engines.synthesizer) {
    await close();
    throw new Error(`embedded engines unavailable: ${engines.recognizerReason ?? ''} ${engines.synthesizerReason ?? ''}`);
  }
  try {
    log('live bench: synthesizing the test answers with festival…');
    const answers: { text: string; pcm: Buffer }[] = [];
    for (const a of ANSWERS) answers.push({ text: a.text, pcm: await voice.say(a.text) });
    return { engines, answers, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Turn latency of one candidate, then the load levels: a real server on loopback with the given
 * engines (which it does not close).
 */
async function measureCapacity(
  engines: SpeechEngines,
  answers: { text: string; pcm: Buffer }[],
  log: (line: string) => void,
): Promise<CapacityBenchResult> {
  const loadAverageAtStart = loadavg().map(round1);
  const pglite = await PGlite.create();
  const db = fromPGlite(pglite);
  let app: FastifyInstance | null = null;
  const candidates: Candidate[] = [];
  let unsubscribe: () => void = () => undefined;
  try {
    await migrate(db);
    await seedCatalog(db, scenarios);
    const config = loadConfig({
      STATIC_DIR: 'none',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_LOGIN: '100000',
      RATE_LIMIT_MAIL: '100000',
      PUBLIC_URL: 'http://localhost:8080',
      // Turn latency of the live path alone; scoring reports has its own benchmark (bench/report.ts).
      REPORT_WORKER: 'off',
    });
    app = await buildApp({ config, db, logger: false, speech: engines });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const timings = new Map<string, TurnTiming>();
    unsubscribe = app.live.timings.subscribe((timing) => timings.set(timing.messageId, timing));
    const bench: Bench = { app, db, url, answers, timings };
    const job = scenarios.find((s) => !s.isPro && s.participants.length >= 2)!;
    const recognizerLoad = () => (engines.recognizer as { load?: { workers: number } }).load?.workers ?? 0;

    log(`live bench: ${LATENCY_TURNS} turns of one candidate (load average ${loadAverageAtStart.join(' ')})…`);
    const single = new Candidate(bench, await signedInToken(app, db), job.id, 0);
    candidates.push(single);
    const turns: TimedTurn[] = [];
    const singleCache = watchCache(engines);
    for (let i = 0; i < LATENCY_TURNS; i++) turns.push(await single.turn());
    single.close();
    const latencies = turns.map((t) => t.latencyMs);
    const singleStages = stagesOf(turns);
    const singleCacheUse = singleCache();
    log(`live bench:   p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms; p50/p95 ms: ${describeStages(singleStages)}${describeCache(singleCacheUse)}`);

    const levels: LevelFigures[] = [];
    let maxWithinBudget = 0;
    let stoppedBecause = `reached ${CONCURRENCY_LEVELS.at(-1)} candidates within budget`;
    let overBudget = false;
    const pool: Candidate[] = [];
    for (const count of CONCURRENCY_LEVELS) {
      while (pool.length < count) {
        const candidate = new Candidate(bench, await signedInToken(app, db), job.id, pool.length * 3);
        pool.push(candidate);
        candidates.push(candidate);
      }
      log(`live bench: ${count} candidates speaking at once…`);
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const levelCache = watchCache(engines);
      const levelDecoding = watchDecoding(engines);
      const results = await Promise.all(
        pool.slice(0, count).map(async (candidate, i) => {
          await sleep((i * 100) % 1000); // not all in the same millisecond
          const own: TimedTurn[] = [];
          for (let t = 0; t < TURNS_PER_CANDIDATE; t++) own.push(await candidate.turn());
          return own;
        }),
      );
      delay.disable();
      const all = results.flat();
      const latenciesAtLevel = all.map((t) => t.latencyMs);
      const level: LevelFigures = {
        candidates: count,
        turns: all.length,
        failedTurns: all.filter((t) => t.failed).length,
        p50: percentile(latenciesAtLevel, 50),
        p95: percentile(latenciesAtLevel, 95),
        stages: stagesOf(all),
        eventLoopDelayMs: {
          p50: round1(delay.percentile(50) / 1e6),
          p99: round1(delay.percentile(99) / 1e6),
          max: round1(delay.max / 1e6),
        },
        loadAverage: loadavg().map(round1),
        decoders: recognizerLoad(),
        synthesisCache: levelCache(),
        decodedAnswers: levelDecoding(),
      };
      levels.push(level);
      log(
        `live bench:   p50 ${level.p50} ms, p95 ${level.p95} ms${level.failedTurns ? ` (${level.failedTurns} failed)` : ''}; p50/p95 ms: ${describeStages(level.stages)}; ` +
          `event loop delay p50 ${level.eventLoopDelayMs.p50} p99 ${level.eventLoopDelayMs.p99} max ${level.eventLoopDelayMs.max} ms; ` +
          `${level.decoders} decoders${level.decodedAnswers ? ` (${level.decodedAnswers.economy} of ${level.decodedAnswers.answers} stretches in economy, ${level.decodedAnswers.preempted} stopped for a waiting candidate)` : ''}; ` +
          `load average ${level.loadAverage.join(' ')}${describeCache(level.synthesisCache)}`,
      );
      // Every level is measured (where the time goes past the budget is worth seeing too).
      if (overBudget) continue;
      if (level.p95 > P95_BUDGET_MS) {
        stoppedBecause = `p95 ${level.p95} ms > ${P95_BUDGET_MS} ms at ${count} candidates`;
        overBudget = true;
      } else maxWithinBudget = count;
    }

    return {
      turnLatencyMs: {
        turns: latencies.length,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        max: Math.round(Math.max(...latencies)),
        budget: { p50: 800, p95: 1500 },
        stages: singleStages,
        synthesisCache: singleCacheUse,
      },
      concurrentCandidates: { maxWithinBudget, levels, stoppedBecause },
      environment: {
        cores: cpus().length,
        node: process.version,
        database: 'pglite (in memory)',
        recognizer: engines.recognizer!.name,
        synthesizer: engines.synthesizer!.name,
        interviewer: app.live.interviewerName,
        loadAverageAtStart,
      },
    };
  } finally {
    unsubscribe();
    for (const c of candidates) c.close();
    // A close that fails must not hide why the bench stopped.
    await app?.close().catch((error: unknown) => console.error('live bench: the server did not close cleanly', error));
    await db.close();
  }
}

/** `npm run bench -- capacity`: turn latency and the load levels alone (a few minutes). */
export async function runCapacityBench(log: (line: string) => void = (line) => console.error(line)): Promise<CapacityBenchResult> {
  const { engines, answers, close } = await prepare(log);
  try {
    return await measureCapacity(engines, answers, log);
  } finally {
    await close();
  }
}

export async function runLiveBench(log: (line: string) => void = (line) => console.error(line)): Promise<LiveBenchResult> {
  const { engines, answers, close } = await prepare(log);
  try {
    log('live bench: recognizer word error rate and real-time factor…');
    const speechToText = await measureRecognizer(engines, answers);
    const heldOutRecognition = await runRecognitionBench(log, engines.recognizer!);
    const postingVocabulary = await runPostingVocabularyBench(log, engines.recognizer!);
    const capacity = await measureCapacity(engines, answers, log);
    return { ...capacity, speechToText, heldOutRecognition, postingVocabulary };
  } finally {
    await close();
  }
}
