import { afterEach, describe, expect, it } from 'vitest';
import type { RecognitionSession, SpeechRecognizer } from '../../../server/speech';
import { CombinedSynthesizer } from '../../../server/speech';
import type { TurnTiming } from '../../../server/live/timings';
import { createMetrics } from '../../../server/observability/metrics';
import { bearerMatches } from '../../../server/observability/plugin';
import { createWorkerPool, type WorkerPool } from '../../../server/workers/pool';
import { isStatus } from '../live/support/client';
import { TWO_PANEL_JOB, useLiveHarness } from '../live/support/liveHarness';
import { bearer, login, signedInUser } from '../support/accounts';
import { useHarness } from '../support/harness';

const TOKEN = 'metrics-token-0123456789abcdef';

/** One sample of the text exposition format. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses Prometheus' text format (what a scraper reads); throws on a line it cannot read. */
function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key] = value;
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

function sample(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
}

const timing = (over: Partial<TurnTiming> = {}): TurnTiming => ({
  uid: 'u',
  messageId: 'm',
  stoppedAt: 1000,
  waitMs: 20,
  decodeMs: 80,
  replyMs: 40,
  synthesisMs: 60,
  sentAt: 1210,
  ...over,
});

describe('the metrics (createMetrics)', () => {
  it('reads the gauges from their sources when scraped, and histograms the turn stages', async () => {
    let interviews = 2;
    const metrics = createMetrics({
      liveInterviews: () => interviews,
      speakingCandidates: () => 1,
      engineLoad: (engine) => (engine === 'recognizer' ? { workers: 2, busy: 2, queued: 3 } : undefined),
      reportQueue: async () => ({ queued: 4, generating: 1, oldestSeconds: 12.5 }),
    });
    metrics.observeTurn(timing());
    metrics.observeTurn(timing({ synthesisMs: null }));
    let samples = parseMetrics(await metrics.registry.metrics());
    expect(sample(samples, 'jobtalk_live_interviews')).toBe(2);
    expect(sample(samples, 'jobtalk_live_speaking_candidates')).toBe(1);
    expect(sample(samples, 'jobtalk_speech_queue_length', { engine: 'recognizer' })).toBe(3);
    expect(sample(samples, 'jobtalk_speech_workers_busy', { engine: 'recognizer' })).toBe(2);
    expect(sample(samples, 'jobtalk_speech_workers', { engine: 'recognizer' })).toBe(2);
    // An engine that reports no load has no sample (rather than a misleading 0).
    expect(sample(samples, 'jobtalk_speech_queue_length', { engine: 'synthesizer' })).toBeUndefined();
    expect(sample(samples, 'jobtalk_report_queue_depth', { state: 'queued' })).toBe(4);
    expect(sample(samples, 'jobtalk_report_queue_depth', { state: 'generating' })).toBe(1);
    expect(sample(samples, 'jobtalk_report_oldest_waiting_seconds')).toBe(12.5);
    expect(sample(samples, 'jobtalk_turn_stage_seconds_count', { stage: 'decode' })).toBe(2);
    expect(sample(samples, 'jobtalk_turn_stage_seconds_count', { stage: 'synthesis' })).toBe(1);
    expect(sample(samples, 'jobtalk_turn_stage_seconds_sum', { stage: 'total' })).toBeCloseTo(0.42);
    expect(sample(samples, 'jobtalk_turn_stage_seconds_bucket', { stage: 'total', le: '0.2' })).toBe(0);
    expect(sample(samples, 'jobtalk_turn_stage_seconds_bucket', { stage: 'total', le: '0.25' })).toBe(2);
    interviews = 0;
    samples = parseMetrics(await metrics.registry.metrics());
    expect(sample(samples, 'jobtalk_live_interviews')).toBe(0);
  });

  it('still answers a scrape when the database does not: the report gauges are left without a sample', async () => {
    const metrics = createMetrics({
      liveInterviews: () => 0,
      speakingCandidates: () => 0,
      engineLoad: () => undefined,
      reportQueue: () => Promise.reject(new Error('database closed')),
    });
    const samples = parseMetrics(await metrics.registry.metrics());
    expect(sample(samples, 'jobtalk_report_queue_depth', { state: 'queued' })).toBeUndefined();
    expect(sample(samples, 'jobtalk_live_interviews')).toBe(0);
  });

  it('compares the bearer token exactly', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(bearerMatches(TOKEN, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });
});

describe('the engines report their load', () => {
  let pool: WorkerPool<number | 'hang', number> | null = null;
  afterEach(async () => {
    await pool?.close();
    pool = null;
  });

  it('a worker pool: workers, those running a job, and the jobs waiting', async () => {
    pool = createWorkerPool({ label: 'square', moduleUrl: new URL('../workers/squareWorker.ts', import.meta.url) });
    await pool.spawn();
    expect(pool.load).toEqual({ workers: 1, busy: 0, queued: 0 });
    const jobs = [pool.run('hang'), pool.run(2), pool.run(3)];
    for (const job of jobs) job.catch(() => undefined);
    expect(pool.load).toEqual({ workers: 1, busy: 1, queued: 2 });
  });

  it('several synthesizers as one: their loads added up', () => {
    const engine = (id: string, load?: { workers: number; busy: number; queued: number }) => ({
      name: id,
      voices: [{ id, gender: 'female' as const, description: id }],
      load,
      synthesize: () => Promise.resolve(Buffer.alloc(0)),
      close: () => Promise.resolve(),
    });
    expect(new CombinedSynthesizer([engine('a', { workers: 2, busy: 1, queued: 0 }), engine('b', { workers: 1, busy: 1, queued: 4 })]).load).toEqual({
      workers: 3,
      busy: 2,
      queued: 4,
    });
    expect(new CombinedSynthesizer([engine('a'), engine('b')]).load).toBeUndefined();
  });
});

describe('GET /metrics on the main port with METRICS_TOKEN (pglite)', () => {
  const h = useHarness('pglite', { env: () => ({ METRICS_TOKEN: TOKEN, RATE_LIMIT_LOGIN: '1' }) });

  const scrape = async () => {
    const response = await h.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return { text: response.body, samples: parseMetrics(response.body) };
  };

  it('is refused without the token or with another one', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'GET', url: '/metrics', headers: bearer('metrics-token-wrong-0000000000') })).statusCode).toBe(401);
  });

  it('counts requests by route pattern (never the URL) and status, with their durations; counters move after requests', async () => {
    const route = { method: 'GET', route: '/web-api/conversations/:id/report', status: '401' };
    const before = sample((await scrape()).samples, 'jobtalk_http_requests_total', route) ?? 0;
    for (const id of ['0b8f7d5e-1111-4c55-9a57-0a8a2f2b9a11', '0b8f7d5e-2222-4c55-9a57-0a8a2f2b9a11', '0b8f7d5e-3333-4c55-9a57-0a8a2f2b9a11']) {
      expect((await h.app.inject({ method: 'GET', url: `/web-api/conversations/${id}/report` })).statusCode).toBe(401);
    }
    await h.app.inject({ method: 'GET', url: '/no/such/page/0b8f7d5e-4444' });
    const { text, samples } = await scrape();
    expect(sample(samples, 'jobtalk_http_requests_total', route)).toBe(before + 3);
    expect(sample(samples, 'jobtalk_http_request_duration_seconds_count', route)).toBe(before + 3);
    expect(sample(samples, 'jobtalk_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(before + 3);
    expect(sample(samples, 'jobtalk_http_requests_total', { route: '(unmatched)', status: '404' })).toBe(1);
    expect(text).not.toContain('0b8f7d5e');
    // Node's own figures come with served metrics.
    expect(sample(samples, 'jobtalk_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts rate-limit refusals by group', async () => {
    const user = await signedInUser(h.app);
    expect((await login(h.app, user.email, 'wrong password one')).statusCode).toBe(401);
    expect((await login(h.app, user.email, 'wrong password two')).statusCode).toBe(429);
    expect((await login(h.app, user.email, 'wrong password three')).statusCode).toBe(429);
    expect(sample((await scrape()).samples, 'jobtalk_rate_limit_refusals_total', { group: 'signin' })).toBe(2);
  });

  it('reads the report queue from the database, and the turns timed by the live service', async () => {
    const user = await signedInUser(h.app);
    const [{ id: userId }] = await h.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [user.email]);
    const [{ id }] = await h.db.query<{ id: string }>(
      `INSERT INTO conversations (user_id, uid, job_id, scenario, status, started_at) VALUES ($1, gen_random_uuid(), 'job', '{}'::jsonb, 'ended', now()) RETURNING id`,
      [userId],
    );
    await h.db.query(`INSERT INTO reports (conversation_id, status, created_at) VALUES ($1, 0, now() - interval '30 seconds')`, [id]);
    h.app.live.timings.record(timing());
    const { samples } = await scrape();
    expect(sample(samples, 'jobtalk_report_queue_depth', { state: 'queued' })).toBe(1);
    expect(sample(samples, 'jobtalk_report_oldest_waiting_seconds')).toBeGreaterThanOrEqual(29);
    expect(sample(samples, 'jobtalk_turn_stage_seconds_count', { stage: 'total' })).toBe(1);
  });
});

describe('GET /metrics without METRICS_TOKEN (pglite)', () => {
  const h = useHarness('pglite');

  it('is not on the main port', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(404);
    expect(h.app.metricsAddress()).toBeNull();
  });
});

describe('GET /metrics on its own listener, METRICS_PORT (pglite)', () => {
  const h = useHarness('pglite', { env: () => ({ METRICS_PORT: '0' }) });

  it('serves the metrics on 127.0.0.1 only, and nothing else there; the main port has no /metrics', async () => {
    const address = h.app.metricsAddress();
    expect(address).toMatchObject({ address: '127.0.0.1' });
    await h.app.inject({ method: 'GET', url: '/healthz' });
    const response = await fetch(`http://127.0.0.1:${address!.port}/metrics`);
    expect(response.status).toBe(200);
    const samples = parseMetrics(await response.text());
    expect(sample(samples, 'jobtalk_http_requests_total', { route: '/healthz', status: '200' })).toBe(1);
    expect((await fetch(`http://127.0.0.1:${address!.port}/healthz`)).status).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});

/** A recognizer whose answers never end: a candidate who started speaking stays speaking. */
function silentRecognizer(load: { workers: number; busy: number; queued: number }): SpeechRecognizer {
  return {
    name: 'test-silent',
    streaming: false,
    load,
    createSession(): RecognitionSession {
      return { write: () => undefined, end: () => new Promise(() => undefined), abort: () => undefined };
    },
    close: () => Promise.resolve(),
  };
}

describe('live gauges (pglite)', () => {
  const h = useLiveHarness('pglite', {
    env: { METRICS_TOKEN: TOKEN },
    speech: () => ({ recognizer: silentRecognizer({ workers: 2, busy: 1, queued: 3 }), synthesizer: null }),
  });

  it('counts the interviews held and the candidates speaking, and the recognizer’s queue', async () => {
    const scrape = async () => parseMetrics((await h.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).body);
    expect(sample(await scrape(), 'jobtalk_live_interviews')).toBe(0);
    const user = await h.user();
    const client = await h.connect();
    const uid = client.start(user.accessToken, TWO_PANEL_JOB.id);
    await client.next(isStatus('connected'));
    await h.settled(client, uid);
    let samples = await scrape();
    expect(sample(samples, 'jobtalk_live_interviews')).toBe(1);
    expect(sample(samples, 'jobtalk_live_speaking_candidates')).toBe(0);
    client.send({ type: 'audio_start', uid });
    const deadline = Date.now() + 10_000;
    while (!h.app.live.registry.get(uid)?.speaking && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    samples = await scrape();
    expect(sample(samples, 'jobtalk_live_speaking_candidates')).toBe(1);
    expect(sample(samples, 'jobtalk_speech_queue_length', { engine: 'recognizer' })).toBe(3);
    expect(sample(samples, 'jobtalk_speech_workers_busy', { engine: 'recognizer' })).toBe(1);
  });
});
