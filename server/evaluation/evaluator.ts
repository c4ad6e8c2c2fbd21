import type { Worker } from 'node:worker_threads';
import { startWorker } from '../workers/threads';
import { createHarperGrammarChecker } from './grammar';
import { evaluate } from './rubric';
import type { Analysis, EvaluationInput } from './types';
import type { EvaluatorReply, EvaluatorRequest } from './evaluatorWorker';

/**
 * Scores interviews with the rubric. The grammar checker is a WASM module whose start and first
 * lint take seconds of CPU, so the server runs the rubric in a worker thread: live interviews on the
 * main thread never wait for a report.
 */
export interface Evaluator {
  evaluate(input: EvaluationInput): Promise<Analysis>;
  close(): Promise<void>;
}

/** The rubric on the calling thread (tests, benchmarks). */
export function createInProcessEvaluator(): Evaluator {
  const grammar = createHarperGrammarChecker();
  return {
    evaluate: (input) => evaluate(input, { grammar }),
    async close() {
      grammar.close();
    },
  };
}

/**
 * How long one report may take in the scorer's thread before the thread is ended and replaced (a
 * 30-minute interview scores in about a second warm; the first on a cold thread, its grammar WASM
 * started, in seconds): the report is retried by the report job, and no input can hold the thread.
 */
export const SCORER_TIMEOUT_MS = 120_000;
/** The scorer thread's heap: the rubric's word tables and a long interview fit in a fraction of it. */
export const SCORER_HEAP_MB = 1024;

export interface ThreadEvaluatorOptions {
  timeoutMs?: number;
  heapMb?: number;
}

/**
 * The rubric in one worker thread, started on first use and again after it dies; each report has a
 * deadline past which the thread is ended (and started again for the next), and the thread a heap limit.
 */
export function createThreadEvaluator({ timeoutMs = SCORER_TIMEOUT_MS, heapMb = SCORER_HEAP_MB }: ThreadEvaluatorOptions = {}): Evaluator {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { owner: Worker; resolve: (a: Analysis) => void; reject: (e: Error) => void }>();

  /** Fails the reports a thread held (all of them when `owner` is null). */
  const failAll = (error: Error, owner: Worker | null = null) => {
    for (const [id, p] of pending) {
      if (owner && p.owner !== owner) continue;
      pending.delete(id);
      p.reject(error);
    }
  };

  const ensureWorker = (): Worker => {
    if (worker) return worker;
    const started = startWorker(new URL('./evaluatorWorker.ts', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: heapMb } });
    started.on('message', (reply: EvaluatorReply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if ('analysis' in reply) waiting.resolve(reply.analysis);
      else waiting.reject(new Error(reply.error));
    });
    started.on('error', (error) => {
      if (worker === started) worker = null;
      failAll(error, started);
    });
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`the report scorer stopped (exit code ${code})`), started);
    });
    worker = started;
    return started;
  };

  return {
    evaluate(input) {
      const target = ensureWorker();
      const id = nextId++;
      return new Promise<Analysis>((resolve, reject) => {
        const deadline = setTimeout(() => {
          if (!pending.delete(id)) return;
          reject(new Error(`the report scorer took longer than ${timeoutMs} ms`));
          // The thread may be stuck in this report: end it; the next report starts a new one.
          if (worker === target) worker = null;
          void target.terminate();
        }, timeoutMs);
        pending.set(id, {
          owner: target,
          resolve: (analysis) => {
            clearTimeout(deadline);
            resolve(analysis);
          },
          reject: (error) => {
            clearTimeout(deadline);
            reject(error);
          },
        });
        target.postMessage({ id, input } satisfies EvaluatorRequest);
      });
    },
    async close() {
      const current = worker;
      worker = null;
      if (current) await current.terminate();
      failAll(new Error('the report scorer was closed'));
    },
  };
}
