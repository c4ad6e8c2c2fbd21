import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPrivateScenarioService, type PrivateScenarioService } from '../../postings/service';

declare module 'fastify' {
  interface FastifyInstance {
    privateScenarios: PrivateScenarioService;
  }
}

/**
 * App layer: the scenarios users build from pasted job postings (server/postings). Queries and the
 * posting extractor only: nothing to close.
 */
export const privateScenariosPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('privateScenarios', createPrivateScenarioService({ db: app.db, now: app.now, log: app.log }));
  },
  { name: 'private-scenarios', fastify: '5.x', dependencies: ['database'] },
);
