/**
 * The service's Prometheus metrics (prom-client), one registry per app. Counters and histograms are
 * moved where things happen (a request answered, a turn timed, a rate limit refusing); the gauges
 * (interviews, speaking candidates, the engines' queues, the report queue) are read only when
 * scraped, by their `collect` callbacks, so the hot paths carry nothing for them.
 *
 *   const metrics = createMetrics(sources);
 *   metrics.observeRequest('GET', '/web-api/conversations/:id/report', 200, 0.012);
 *   await metrics.registry.metrics(); // the text exposition format
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { TurnTiming } from '../live/timings';

/** Workers of a speech engine and what waits for them (server/speech: `EngineLoad`). */
export interface EngineLoadReading {
  workers: number;
  busy: number;
  queued: number;
}

/** The report job's rows waiting or being generated, and how long the oldest has waited. */
export interface ReportQueueReading {
  queued: number;
  generating: number;
  /** Seconds since the oldest report waiting or being generated was asked for (0: none). */
  oldestSeconds: number;
}

/** Where the gauges are read from at scrape time; each may be absent (e.g. no live plugin in a test app). */
export interface MetricsSources {
  liveInterviews(): number;
  speakingCandidates(): number;
  /** The recognizer's and the synthesizer's load (undefined: no engine, or one that does not report it). */
  engineLoad(engine: 'recognizer' | 'synthesizer'): EngineLoadReading | undefined;
  reportQueue(): Promise<ReportQueueReading>;
}

export const METRIC_PREFIX = 'jobtalk_';

/** The route label of a request Fastify found no route for (never the raw URL: it would be unbounded). */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Seconds: requests are mostly milliseconds; uploads and posting reads take seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Seconds: around the spoken turn's budget (p50 ≤ 250 ms, p95 ≤ 400 ms) and well past it. */
const TURN_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.7, 1, 1.5, 2, 3, 5, 10];

export type TurnStage = 'wait' | 'decode' | 'reply' | 'synthesis' | 'total';

/** A turn's stages in seconds (server/live/timings.ts); `synthesis` only when the turn had audio. */
export function turnStages(timing: TurnTiming): Array<[TurnStage, number]> {
  const stages: Array<[TurnStage, number]> = [
    ['wait', timing.waitMs / 1000],
    ['decode', timing.decodeMs / 1000],
    ['reply', timing.replyMs / 1000],
  ];
  if (timing.synthesisMs !== null) stages.push(['synthesis', timing.synthesisMs / 1000]);
  stages.push(['total', Math.max(0, timing.sentAt - timing.stoppedAt) / 1000]);
  return stages;
}

export interface Metrics {
  readonly registry: Registry;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  observeTurn(timing: TurnTiming): void;
  rateLimitRefused(group: string): void;
}

/**
 * The metrics of one app. `processMetrics`: also Node's own (CPU, memory, event-loop delay, GC), for
 * an app whose metrics are served (a test process building hundreds of apps does not start their
 * samplers).
 */
export function createMetrics(sources: MetricsSources, options: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  const registers = [registry];
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });

  const requests = new Counter({
    name: `${METRIC_PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const durations = new Histogram({
    name: `${METRIC_PREFIX}http_request_duration_seconds`,
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers,
  });
  const refusals = new Counter({
    name: `${METRIC_PREFIX}rate_limit_refusals_total`,
    help: 'Calls refused by a rate limit, by group (HTTP 429 and live transcript corrections).',
    labelNames: ['group'] as const,
    registers,
  });
  const turns = new Histogram({
    name: `${METRIC_PREFIX}turn_stage_seconds`,
    help: "A spoken turn's stages: wait (for a free decoder), decode, reply (store and the interviewer), synthesis (first sentence), total (audio_stop to the first reply sent).",
    labelNames: ['stage'] as const,
    buckets: TURN_BUCKETS,
    registers,
  });

  new Gauge({
    name: `${METRIC_PREFIX}live_interviews`,
    help: 'Live interviews held by this process.',
    registers,
    collect() {
      this.set(sources.liveInterviews());
    },
  });
  new Gauge({
    name: `${METRIC_PREFIX}live_speaking_candidates`,
    help: 'Candidates of this process whose spoken answer is being received or transcribed.',
    registers,
    collect() {
      this.set(sources.speakingCandidates());
    },
  });
  const engineGauge = (name: string, help: string, read: (load: EngineLoadReading) => number) =>
    new Gauge({
      name: `${METRIC_PREFIX}${name}`,
      help,
      labelNames: ['engine'] as const,
      registers,
      collect() {
        this.reset();
        for (const engine of ['recognizer', 'synthesizer'] as const) {
          const load = sources.engineLoad(engine);
          if (load) this.set({ engine }, read(load));
        }
      },
    });
  engineGauge('speech_queue_length', 'Work waiting for a free speech worker (recognizer: answers or stretches; synthesizer: sentences).', (l) => l.queued);
  engineGauge('speech_workers_busy', 'Speech workers working now.', (l) => l.busy);
  engineGauge('speech_workers', 'Speech workers running (busy or idle).', (l) => l.workers);

  // Both report gauges come from one query per scrape (their collects run side by side). A database
  // that does not answer leaves them without a sample rather than failing the whole scrape.
  let reportReading: { at: number; value: Promise<ReportQueueReading | null> } | null = null;
  const readReports = (): Promise<ReportQueueReading | null> => {
    if (!reportReading || performance.now() - reportReading.at > 1000) {
      reportReading = { at: performance.now(), value: sources.reportQueue().catch(() => null) };
    }
    return reportReading.value;
  };
  new Gauge({
    name: `${METRIC_PREFIX}report_queue_depth`,
    help: 'Reports waiting (queued) or being generated, in the shared database (every process reports the same figure).',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const reading = await readReports();
      this.reset();
      if (!reading) return;
      this.set({ state: 'queued' }, reading.queued);
      this.set({ state: 'generating' }, reading.generating);
    },
  });
  new Gauge({
    name: `${METRIC_PREFIX}report_oldest_waiting_seconds`,
    help: 'Age of the oldest report waiting or being generated (0: none), in the shared database.',
    registers,
    async collect() {
      const reading = await readReports();
      this.reset();
      if (reading) this.set(reading.oldestSeconds);
    },
  });

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    observeTurn(timing) {
      for (const [stage, seconds] of turnStages(timing)) turns.observe({ stage }, seconds);
    },
    rateLimitRefused(group) {
      refusals.inc({ group });
    },
  };
}
