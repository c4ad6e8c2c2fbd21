import { readLlmConfig, type Env, type LlmConfig } from '../llm/config';
import { createLlmBrain } from './brains/llm';
import { createScriptedBrain } from './brains/scripted';
import { createInterviewer, initialProgress, resumeInterviewer } from './engine';
import { buildPlan } from './plan';
import { silentLog, type InterviewerBrain, type InterviewerFactory, type InterviewerLog } from './types';

/**
 * The interviewer engine as the live server uses it:
 *
 *   const interviewers = createInterviewerFactory(config.interviewer, log); // config: loadConfig(env)
 *   const interviewer = interviewers.create(scenario, { seed: uid });
 *
 * With `LLM_BASE_URL` set, an OpenAI-compatible chat-completions endpoint phrases the turns (the
 * scripted brain stands in for any turn it cannot phrase in time); otherwise the scripted brain does.
 */

export interface InterviewerConfig {
  /** null: the scripted brain. */
  llm: LlmConfig | null;
}

/** The LLM settings (server/llm/config.ts); without `LLM_BASE_URL`, the scripted brain. */
export function readInterviewerConfig(env: Env): InterviewerConfig {
  return { llm: readLlmConfig(env) };
}

export interface InterviewerFactoryOptions {
  /** For tests: the fetch the LLM brain uses. */
  fetch?: typeof fetch;
}

export function createBrain(config: InterviewerConfig, log: InterviewerLog = silentLog, options: InterviewerFactoryOptions = {}): InterviewerBrain {
  const scripted = createScriptedBrain();
  if (!config.llm) return scripted;
  return createLlmBrain({ ...config.llm, log, fallback: scripted, fetch: options.fetch });
}

export function createInterviewerFactory(
  config: InterviewerConfig,
  log: InterviewerLog = silentLog,
  options: InterviewerFactoryOptions = {},
): InterviewerFactory {
  const brain = createBrain(config, log, options);
  return {
    brainName: brain.name,
    create: (scenario, { seed, cv, own, avoid }) =>
      cv || own || (avoid && avoid.length > 0)
        ? // The plan with questions about the candidate's own work, their panel's welcomes and other wordings than last time, as new progress: the engine starts from it.
          resumeInterviewer(scenario, brain, { ...initialProgress(scenario, seed), plan: buildPlan(scenario, seed, { cv, welcomesAsWritten: own, avoid }) })
        : createInterviewer(scenario, brain, seed),
    resume: (scenario, progress) => resumeInterviewer(scenario, brain, progress),
  };
}

export type {
  CloseReason,
  PlanCv,
  Interviewer,
  InterviewerBrain,
  InterviewerFactory,
  InterviewerLog,
  InterviewPlan,
  InterviewProgress,
  PlanItem,
  TurnStep,
  Utterance,
  UtteranceKind,
} from './types';
export { silentLog } from './types';
export { buildPlan, focusOf, panelOf, DEFAULT_PANEL } from './plan';
export { analyseAnswer } from './analysis';
export { createScriptedBrain } from './brains/scripted';
export { createLlmBrain } from './brains/llm';
