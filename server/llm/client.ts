/**
 * The one adapter for OpenAI-compatible chat-completions endpoints (see README.md in this folder):
 * it builds the URL, the headers and the request body, keeps the deadline, reads the server-sent
 * events of a streamed reply, and reports every failure as an `LlmError` with its reason.
 *
 *   const llm = createLlmClient({ baseUrl, apiKey, model, timeoutMs });
 *   const text = await llm.complete(messages, { json: schema });      // a whole answer
 *   for await (const delta of llm.stream(messages, { signal })) …    // content deltas as they come
 */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export type LlmErrorReason = 'timeout' | 'http' | 'parse' | 'network' | 'empty';

export class LlmError extends Error {
  constructor(
    message: string,
    readonly reason: LlmErrorReason,
    /** The HTTP status, for reason `http` when the server answered with an error status. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

/** A `response_format: { type: 'json_schema', json_schema }` specification. */
export interface JsonSchemaFormat {
  name: string;
  strict?: boolean;
  schema: Readonly<Record<string, unknown>>;
}

export interface LlmClientOptions {
  /** Base URL of the API, e.g. `https://api.openai.com/v1`; a trailing slash is fine. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` when set. */
  apiKey: string | null;
  model: string;
  /**
   * Milliseconds. `complete`: for the whole exchange (request and reply). `stream`: to the first
   * content delta, and then between deltas.
   */
  timeoutMs: number;
  /** For tests: the fetch to use (default: the global one). */
  fetch?: typeof fetch;
}

export interface LlmRequestOptions {
  /** Aborting it aborts the request (the error is then an `LlmError` with reason `network`). */
  signal?: AbortSignal;
  temperature?: number;
  /** Sent as `max_tokens`. */
  maxTokens?: number;
}

export interface LlmCompleteOptions extends LlmRequestOptions {
  /** `true`: `response_format: json_object`; a schema: `response_format: json_schema` with it. */
  json?: boolean | JsonSchemaFormat;
}

export interface LlmClient {
  readonly model: string;
  /** `<baseUrl>/chat/completions`. */
  readonly url: string;
  /** The whole reply's message content (non-empty). */
  complete(messages: readonly ChatMessage[], options?: LlmCompleteOptions): Promise<string>;
  /**
   * The reply's content deltas as they arrive (`stream: true`). A server that ignores streaming and
   * answers `application/json` in one piece yields its whole content once. Fails with reason `empty`
   * when no content came at all.
   */
  stream(messages: readonly ChatMessage[], options?: LlmRequestOptions): AsyncGenerator<string>;
}

/** The chat-completions endpoint under a base URL, with or without its trailing slash. */
export function chatCompletionsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
}

/** An abort controller with a re-armable timer, following an outer signal. */
function deadline(timeoutMs: number, outer: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onAbort = (): void => controller.abort();
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    get timedOut(): boolean {
      return timedOut;
    },
    /** (Re)starts the timer. */
    arm(): void {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
    },
    /** Stops the timer and ends the request (and its connection) if still open. */
    dispose(): void {
      if (timer) clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
      controller.abort();
    },
  };
}

type Deadline = ReturnType<typeof deadline>;

/** The message content of a whole (non-streamed) chat completion. */
function messageContent(text: string): string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new LlmError(`unreadable reply: ${text.slice(0, 80)}`, 'parse');
  }
  const content = (json as { choices?: Array<{ message?: { content?: unknown } }> } | null)?.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new LlmError('reply has no message content', 'parse');
  if (content === '') throw new LlmError('empty reply', 'empty');
  return content;
}

export function createLlmClient(options: LlmClientOptions): LlmClient {
  const doFetch = options.fetch ?? globalThis.fetch;
  const url = chatCompletionsUrl(options.baseUrl);
  const { model, timeoutMs } = options;

  function requestBody(messages: readonly ChatMessage[], stream: boolean, o: LlmCompleteOptions): Record<string, unknown> {
    const body: Record<string, unknown> = { model, messages };
    if (stream) body.stream = true;
    if (o.temperature !== undefined) body.temperature = o.temperature;
    if (o.maxTokens !== undefined) body.max_tokens = o.maxTokens;
    if (o.json === true) body.response_format = { type: 'json_object' };
    else if (o.json) body.response_format = { type: 'json_schema', json_schema: o.json };
    return body;
  }

  /** Posts the request; a response that is not a 2xx with a body is an `http` error. */
  async function post(body: Record<string, unknown>, accept: string | null, d: Deadline): Promise<{ response: Response; body: ReadableStream<Uint8Array> }> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (accept) headers.accept = accept;
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    let response: Response;
    try {
      response = await doFetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal: d.signal });
    } catch (err) {
      throw d.timedOut ? new LlmError(`no reply within ${timeoutMs} ms`, 'timeout') : new LlmError(`request failed: ${(err as Error).message}`, 'network');
    }
    if (!response.ok || !response.body) {
      // The status is the error; a body that cannot be read only loses its detail.
      const detail = await response.text().catch(() => '');
      throw new LlmError(`HTTP ${response.status}${detail ? `: ${detail.slice(0, 200)}` : ''}`, 'http', response.status);
    }
    return { response, body: response.body };
  }

  return {
    model,
    url,

    async complete(messages, o = {}) {
      const d = deadline(timeoutMs, o.signal);
      d.arm();
      try {
        const { response } = await post(requestBody(messages, false, o), null, d);
        let text: string;
        try {
          text = await response.text();
        } catch (err) {
          throw d.timedOut ? new LlmError(`no reply within ${timeoutMs} ms`, 'timeout') : new LlmError(`reply failed: ${(err as Error).message}`, 'network');
        }
        return messageContent(text);
      } finally {
        d.dispose();
      }
    },

    async *stream(messages, o = {}) {
      const d = deadline(timeoutMs, o.signal);
      d.arm();
      try {
        const { response, body } = await post(requestBody(messages, true, { temperature: o.temperature, maxTokens: o.maxTokens }), 'text/event-stream', d);
        let any = false;
        try {
          if ((response.headers.get('content-type') ?? '').includes('application/json')) {
            // A server that ignored `stream: true` and answered in one piece.
            const content = messageContent(await response.text());
            any = true;
            yield content;
          } else {
            for await (const delta of readChatStream(body)) {
              d.arm();
              any = true;
              yield delta;
            }
          }
        } catch (err) {
          if (err instanceof LlmError) throw err;
          if (d.timedOut) throw new LlmError(`the stream stalled for ${timeoutMs} ms`, 'timeout');
          throw new LlmError(`stream failed: ${(err as Error).message}`, 'network');
        }
        if (!any) throw new LlmError('empty reply', 'empty');
      } finally {
        d.dispose();
      }
    },
  };
}

// ───────────────────────────── Server-sent events ─────────────────────────────

/** Reads `data:` lines of a server-sent event stream; yields each content delta. */
export async function* readChatStream(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline = buffer.search(/\r?\n/);
      while (newline >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(buffer[newline] === '\r' ? newline + 2 : newline + 1);
        const delta = parseEventLine(line);
        if (delta === DONE) return;
        if (delta) yield delta;
        newline = buffer.search(/\r?\n/);
      }
    }
    const delta = parseEventLine(buffer + decoder.decode());
    if (delta && delta !== DONE) yield delta;
  } finally {
    reader.releaseLock();
  }
}

const DONE = Symbol('done');

function parseEventLine(raw: string): string | typeof DONE | null {
  const line = raw.trim();
  if (!line.startsWith('data:')) return null; // comments, `event:`, `id:`, blank separators
  const payload = line.slice(5).trim();
  if (payload === '[DONE]') return DONE;
  if (payload === '') return null;
  let event: unknown;
  try {
    event = JSON.parse(payload);
  } catch {
    throw new LlmError(`unreadable stream event: ${payload.slice(0, 80)}`, 'parse');
  }
  if (typeof event !== 'object' || event === null) throw new LlmError('stream event is not an object', 'parse');
  const e = event as { error?: { message?: string }; choices?: Array<{ delta?: { content?: unknown }; message?: { content?: unknown } }> };
  if (e.error) throw new LlmError(`stream error: ${e.error.message ?? 'unknown'}`, 'http');
  const content = e.choices?.[0]?.delta?.content ?? e.choices?.[0]?.message?.content;
  return typeof content === 'string' && content !== '' ? content : null;
}
