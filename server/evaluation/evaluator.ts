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

/** The rubric in one worker thread, started on first use and again after it dies. */
export function createThreadEvaluator(): Evaluator {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve: (a: Analysis) => void; reject: (e: Error) => void }>();

  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };

  const ensureWorker = (): Worker => {
    if (worker) return worker;
    const started = startWorker(new URL('./evaluatorWorker.ts', import.meta.url));
    started.on('message', (reply: EvaluatorReply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if ('analysis' in reply) waiting.resolve(reply.analysis);
      else waiting.reject(new Error(reply.error));
    });
    started.on('error', (error) => {
      if (worker === started) worker = null;
      failAll(error);
    });
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`the report scorer stopped (exit code ${code})`));
    });
    worker = started;
    return started;
  };

  return {
    evaluate(input) {
      const target = ensureWorker();
      const id = nextId++;
      return new Promise<Analysis>((resolve, reject) => {
        pending.set(id, { resolve, reject });
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
