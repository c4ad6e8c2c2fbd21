/**
 * The LLM settings (`LLM_BASE_URL`, `LLM_MODEL`, `LLM_API_KEY`, `LLM_TIMEOUT_MS`), shared by the
 * interviewer (phrasing turns) and the report judge. See README.md in this folder. The environment
 * is read once, by `loadConfig` (server/config.ts), which calls the parser below.
 */

export const DEFAULT_LLM_MODEL = 'gpt-4o-mini';
export const DEFAULT_LLM_TIMEOUT_MS = 8000;

export interface LlmConfig {
  /** Base URL of an OpenAI-compatible API, e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1`. */
  baseUrl: string;
  model: string;
  /** Sent as `Authorization: Bearer …` when set. */
  apiKey: string | null;
  /**
   * Milliseconds: how long the interviewer waits for the first token (and between tokens) before the
   * scripted brain takes over. The judge uses its own limit (`LLM_JUDGE_TIMEOUT_MS`, server/config.ts).
   */
  timeoutMs: number;
}

export type Env = Record<string, string | undefined>;

/** The configured endpoint, or null without `LLM_BASE_URL`. Throws on settings it cannot use. */
export function readLlmConfig(env: Env): LlmConfig | null {
  const baseUrl = env.LLM_BASE_URL?.trim();
  if (!baseUrl) return null;
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
    baseUrl: baseUrl.replace(/\/+$/, ''),
    model: env.LLM_MODEL?.trim() || DEFAULT_LLM_MODEL,
    apiKey: env.LLM_API_KEY?.trim() || null,
    timeoutMs,
  };
}
