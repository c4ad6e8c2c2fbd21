import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLlmJudge, type Judge } from '../../evaluation/judge';
import { createInterviewerFactory } from '../../interviewer';
import type { InterviewerFactory } from '../../interviewer/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The interviewer panel's engine: the LLM brain with `LLM_BASE_URL`, else the scripted one. */
    interviewers: InterviewerFactory;
    /** The LLM judge of reports (null: the rubric alone). */
    judge: Judge | null;
  }
}

export interface LlmPluginOptions {
  /** The interviewer engine; default: from the configuration. */
  interviewers?: InterviewerFactory;
  /** The judge; default: from `LLM_*` unless `REPORT_JUDGE=off`; null: none. */
  judge?: Judge | null;
}

/**
 * External layer: what the OpenAI-compatible LLM endpoint (server/llm) is used for. Its calls are
 * plain HTTP requests with their own deadlines: there is no connection to close.
 */
export const llmPlugin = fp(
  async (app: FastifyInstance, options: LlmPluginOptions) => {
    const { config } = app;
    app.decorate('interviewers', options.interviewers ?? createInterviewerFactory(config.interviewer, app.logFor('interviewer')));
    const llm = config.reports.judge ? config.llm : null;
    const judge = options.judge !== undefined ? options.judge : llm ? createLlmJudge({ ...llm, timeoutMs: config.reports.judgeTimeoutMs }) : null;
    app.decorate('judge', judge);
  },
  { name: 'llm', fastify: '5.x' },
);
