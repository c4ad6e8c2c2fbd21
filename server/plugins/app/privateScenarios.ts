import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLlmPostingRefiner } from '../../postings/llm';
import { createThreadPostingReader, type PostingReader } from '../../postings/reader';
import { createPrivateScenarioService, type PrivateScenarioService } from '../../postings/service';

declare module 'fastify' {
  interface FastifyInstance {
    privateScenarios: PrivateScenarioService;
    /** The posting reader's thread: started by the first posting, or ahead of time by `start()` (server/main.ts). */
    postingReader: PostingReader;
  }
}

/**
 * App layer: the scenarios users build from pasted job postings (server/postings). The posting reader's
 * thread starts with the first posting (the server starts it ahead, tests need not) and closes with the app.
 */
export const privateScenariosPlugin = fp(
  async (app: FastifyInstance, options: { reader?: PostingReader }) => {
    // A reader given by the caller is theirs to close (tests share one across the apps of a file).
    const reader = options.reader ?? createThreadPostingReader();
    if (!options.reader) app.addHook('onClose', () => reader.close());
    app.decorate('postingReader', reader);
    const { llm, reports } = app.config;
    // With LLM_BASE_URL the model reads each posting too, checked against its text (postings/llm.ts).
    const refiner = llm ? createLlmPostingRefiner({ ...llm, timeoutMs: reports.postingTimeoutMs }) : null;
    app.decorate('privateScenarios', createPrivateScenarioService({ db: app.db, now: app.now, log: app.logFor('postings'), reader, refiner }));
  },
  { name: 'private-scenarios', fastify: '5.x', dependencies: ['database'] },
);
