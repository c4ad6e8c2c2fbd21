import type { FastifyBaseLogger } from 'fastify';
import type { ReportsConfig } from '../config';
import type { Database } from '../db/database';
import { NO_ANSWERS_ERROR } from '../live/repository';
import type { Evaluator } from './evaluator';
import { blendVerdict, type Judge } from './judge';
import { claimNextReport, completeReport, failReport, loadEvaluationInput, type ClaimedReport } from './repository';

/**
 * The durable report job: every process with `REPORT_WORKER` on polls the `reports` table, claims
 * one queued report at a time under a lease, scores it (rubric, then the judge when configured) and
 * stores it. A process that dies mid-generation leaves its lease to run out; the report is then
 * claimed again, here after a restart or by another process. Attempts are counted so a report that
 * keeps failing ends in status 3 instead of looping.
 */

export const REPORT_FAILED_ERROR = 'The report could not be generated. Please try again with a new interview.';
export const INTERVIEW_GONE_ERROR = 'The interview of this report no longer exists.';

export interface ReportWorkerDeps {
  db: Database;
  log: FastifyBaseLogger;
  now: () => Date;
  config: ReportsConfig;
  evaluator: Evaluator;
  judge: Judge | null;
  /** This process, as recorded on the reports it generates. */
  workerId: string;
}

export interface ReportWorker {
  start(): void;
  /** Look for queued reports now (an interview just ended). */
  kick(): void;
  /** Generates every report that can be claimed now; resolves with how many were handled. */
  drain(): Promise<number>;
  /** Stops polling and waits for the report under way. */
  stop(): Promise<void>;
}

export function createReportWorker(deps: ReportWorkerDeps): ReportWorker {
  const { db, log, now, config } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;

  async function generate(job: ClaimedReport): Promise<void> {
    const started = performance.now();
    if (job.attempts > config.maxAttempts) {
      // Earlier attempts died with their process (lease ran out) as often as we allow.
      log.error({ conversationId: job.conversationId, attempts: job.attempts - 1 }, 'report generation interrupted too often');
      await failReport(db, job.conversationId, deps.workerId, REPORT_FAILED_ERROR, null, now());
      return;
    }
    const input = await loadEvaluationInput(db, job.conversationId);
    if (!input) {
      await failReport(db, job.conversationId, deps.workerId, INTERVIEW_GONE_ERROR, null, now());
      return;
    }
    if (!input.messages.some((m) => m.role === 'USER' && m.text.trim())) {
      await failReport(db, job.conversationId, deps.workerId, NO_ANSWERS_ERROR, null, now());
      return;
    }
    try {
      let analysis = await deps.evaluator.evaluate(input);
      let scoredBy = 'rubric';
      if (deps.judge) {
        try {
          analysis = blendVerdict(input, analysis, await deps.judge.assess(input, analysis));
          scoredBy = `rubric+${deps.judge.name}`;
        } catch (err) {
          // The rubric's report stands on its own; the judge only refines it.
          log.warn({ err, conversationId: job.conversationId }, 'LLM judge failed; the report uses the rubric alone');
        }
      }
      const stored = await completeReport(db, job.conversationId, deps.workerId, { version: 1, analysis, scoredBy }, now());
      if (!stored) log.warn({ conversationId: job.conversationId }, 'report lease lost before it was stored');
      else log.info({ conversationId: job.conversationId, ms: Math.round(performance.now() - started), scoredBy }, 'report generated');
    } catch (err) {
      const final = job.attempts >= config.maxAttempts;
      log.error({ err, conversationId: job.conversationId, attempt: job.attempts, final }, 'report generation failed');
      const retryAt = final ? null : new Date(now().getTime() + config.retryMs);
      await failReport(db, job.conversationId, deps.workerId, REPORT_FAILED_ERROR, retryAt, now());
    }
  }

  async function loop(): Promise<number> {
    let handled = 0;
    while (!stopped) {
      const job = await claimNextReport(db, deps.workerId, now(), config.leaseMs);
      if (!job) break;
      await generate(job);
      handled += 1;
    }
    return handled;
  }

  function drain(): Promise<number> {
    if (running) return running.then(() => drain());
    running = loop()
      .catch((err: unknown) => {
        log.error({ err }, 'report worker failed to read the queue');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => {
        if (!running) void drain();
      }, config.pollMs);
      timer.unref();
      void drain();
    },
    kick() {
      if (!stopped && !running) void drain();
    },
    drain,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
