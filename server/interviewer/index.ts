import { createLlmBrain } from './brains/llm';
import { createScriptedBrain } from './brains/scripted';
import { createInterviewer, resumeInterviewer } from './engine';
import { silentLog, type InterviewerBrain, type InterviewerFactory, type InterviewerLog } from './types';

/**
 * The interviewer engine as the live server uses it:
 *
 *   const interviewers = createInterviewerFactory(readInterviewerConfig(process.env), log);
 *   const interviewer = interviewers.create(scenario, { seed: uid });
 *
 * With `LLM_BASE_URL` set, an OpenAI-compatible chat-completions endpoint phrases the turns (the
 * scripted brain stands in for any turn it cannot phrase in time); otherwise the scripted brain does.
 */

export const DEFAULT_LLM_MODEL = 'gpt-4o-mini';
export const DEFAULT_LLM_TIMEOUT_MS = 8000;

export interface LlmConfig {
  /** Base URL of an OpenAI-compatible API, e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1`. */
  baseUrl: string;
  model: string;
  /** Sent as `Authorization: Bearer …` when set. */
  apiKey: string | null;
  /** How long to wait for the first token (and between tokens) before the scripted brain takes over. */
  timeoutMs: number;
}

export interface InterviewerConfig {
  /** null: the scripted brain. */
  llm: LlmConfig | null;
}

type Env = Record<string, string | undefined>;

export function readInterviewerConfig(env: Env = process.env): InterviewerConfig {
  const baseUrl = env.LLM_BASE_URL?.trim();
  if (!baseUrl) return { llm: null };
  let parsed: URL;
  try {
    parsed = new URL(baseUrl);
  } catch {
    throw new Error(`LLM_BASE_URL is not a valid URL: ${baseUrl}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`LLM_BASE_URL must be http(s): ${baseUrl}`);
  const rawTimeout = env.LLM_TIMEOUT_MS?.trim();
  let timeoutMs = DEFAULT_LLM_TIMEOUT_MS;
  if (rawTimeout) {
    timeoutMs = Number(rawTimeout);
    if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new Error(`LLM_TIMEOUT_MS must be a positive whole number of milliseconds, not ${rawTimeout}`);
  }
  return {
    llm: {
      baseUrl: baseUrl.replace(/\/+$/, ''),
      model: env.LLM_MODEL?.trim() || DEFAULT_LLM_MODEL,
      apiKey: env.LLM_API_KEY?.trim() || null,
      timeoutMs,
    },
  };
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
    create: (scenario, { seed }) => createInterviewer(scenario, brain, seed),
    resume: (scenario, progress) => resumeInterviewer(scenario, brain, progress),
  };
}

export type {
  CloseReason,
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
