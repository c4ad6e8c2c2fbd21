import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createConversationService, type ConversationService } from '../../conversations/service';
import { createReportService, type ReportService } from '../../evaluation/service';
import { createScenarioService, type ScenarioService } from '../../services';

declare module 'fastify' {
  interface FastifyInstance {
    conversations: ConversationService;
    reports: ReportService;
    scenarios: ScenarioService;
  }
}

/**
 * App layer: what the history and report pages read (the job catalogue, the user's interviews and
 * their reports). Only queries: nothing to close.
 */
export const reportsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('conversations', createConversationService({ db: app.db, now: app.now }));
    app.decorate('reports', createReportService({ db: app.db, now: app.now }));
    app.decorate('scenarios', createScenarioService(app.db));
  },
  { name: 'reports', fastify: '5.x', dependencies: ['database'] },
);
