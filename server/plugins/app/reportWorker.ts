import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createThreadEvaluator, type Evaluator } from '../../evaluation/evaluator';
import { createReportWorker, type ReportWorker } from '../../evaluation/worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The report job of this process (null with `REPORT_WORKER=off`). */
    reportWorker: ReportWorker | null;
  }
}

export interface ReportWorkerPluginOptions {
  /** Scores reports; default: the rubric in a worker thread. A caller's evaluator is closed by the caller. */
  evaluator?: Evaluator;
}

/**
 * App layer: the durable report job (server/evaluation/worker.ts), started when the app is ready.
 * Registered after the plugins it depends on, so it stops first: the report under way is stored
 * before the database closes.
 */
export const reportWorkerPlugin = fp(
  async (app: FastifyInstance, options: ReportWorkerPluginOptions) => {
    const { config } = app;
    if (!config.reports.worker) {
      app.decorate('reportWorker', null);
      return;
    }
    const evaluator = options.evaluator ?? createThreadEvaluator();
    const reportWorker = createReportWorker({
      db: app.db,
      log: app.logFor('reports'),
      now: app.now,
      config: config.reports,
      evaluator,
      judge: app.judge,
      // Reports are recorded under the same process id as the interviews it runs.
      workerId: app.live.owner,
    });
    app.decorate('reportWorker', reportWorker);
    app.addHook('onReady', async () => reportWorker.start());
    app.addHook('onClose', async () => {
      await reportWorker.stop();
      if (!options.evaluator) await evaluator.close();
    });
  },
  { name: 'report-worker', fastify: '5.x', dependencies: ['database', 'llm', 'live'] },
);
