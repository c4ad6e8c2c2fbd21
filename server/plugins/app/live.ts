import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerLiveEndpoint } from '../../live/endpoint';
import { warmUpCvReader } from '../../live/jobs';
import { LiveService } from '../../live/service';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveService;
  }
}

/**
 * App layer: the live interviews of this process and their `/live` endpoint. Its close is the
 * endpoint's preClose (`live.shutdown()`: the sweep stops, the turns in flight are stored, the
 * sockets close with 1012), which runs before any onClose, so before the plugins it depends on close.
 */
export const livePlugin = fp(
  async (app: FastifyInstance) => {
    const { config, accounts } = app;
    const live = new LiveService({
      db: app.db,
      log: app.logFor('live'),
      config: config.live,
      now: app.now,
      recognizer: app.speech.recognizer,
      synthesizer: app.speech.synthesizer,
      interviewers: app.interviewers,
      // Transcript corrections sent in the interview share the HTTP corrections' budgets.
      limits: app.rateLimits,
      // A process draining before it stops takes no new interview (server/lifecycle.ts).
      draining: () => app.lifecycle.draining,
    });
    app.decorate('live', live);
    // The CV reader's lexicon loads before the server listens, not in a candidate's start.
    app.addHook('onReady', async () => warmUpCvReader());
    await registerLiveEndpoint(app, {
      live,
      authenticate: (token) => accounts.authenticate(token),
      authTimeoutMs: config.live.authTimeoutMs,
      log: app.logFor('live'),
    });
  },
  { name: 'live', fastify: '5.x', dependencies: ['database', 'speech', 'llm', 'accounts', 'rate-limits'] },
);
