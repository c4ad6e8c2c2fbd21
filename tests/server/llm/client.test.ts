import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { chatCompletionsUrl, createLlmClient, LlmError, type ChatMessage, type LlmClientOptions } from '../../../server/llm/client';
import { DEFAULT_LLM_MODEL, readLlmConfig } from '../../../server/llm/config';

/**
 * The LLM adapter against a real local HTTP server speaking the chat-completions protocol:
 * whole JSON answers, `text/event-stream` replies cut at arbitrary byte boundaries, and failures.
 */

interface Captured {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> & { messages?: ChatMessage[] };
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const servers: Server[] = [];

async function serve(handler: Handler): Promise<{ baseUrl: string; requests: Captured[] }> {
  const requests: Captured[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: JSON.parse(raw) as Captured['body'] });
      handler(req, res);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, requests };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

const messages: ChatMessage[] = [
  { role: 'system', content: 'You are terse.' },
  { role: 'user', content: 'Say hello.' },
];

function client(baseUrl: string, overrides: Partial<LlmClientOptions> = {}) {
  return createLlmClient({ baseUrl, apiKey: 'sk-test-123', model: 'test-model', timeoutMs: 2000, ...overrides });
}

function completion(content: unknown): string {
  return JSON.stringify({
    id: 'chatcmpl-test-1',
    object: 'chat.completion',
    created: 1767225600,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: 12, completion_tokens: 3, total_tokens: 15 },
  });
}

function jsonReply(status: number, body: string): Handler {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body);
  };
}

function chunk(delta: Record<string, unknown>, finish: string | null = null): string {
  return JSON.stringify({
    id: 'chatcmpl-test-1',
    object: 'chat.completion.chunk',
    created: 1767225600,
    model: 'test-model',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  });
}

/** Streams `pieces` as content deltas, the bytes written in pieces cut at `cuts` (even inside a character). */
function streamReply(pieces: string[], cuts: number[] | ((wire: Buffer) => number[])): Handler {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
    const wire = Buffer.from(
      [
        ': keep-alive\n\n',
        `data: ${chunk({ role: 'assistant', content: '' })}\r\n\r\n`,
        ...pieces.map((p) => `data: ${chunk({ content: p })}\n\n`),
        `data: ${chunk({}, 'stop')}\n\n`,
        'data: [DONE]\n\n',
      ].join(''),
      'utf8',
    );
    const writes: Buffer[] = [];
    let from = 0;
    const at = typeof cuts === 'function' ? cuts(wire) : cuts;
    for (const cut of [...new Set(at)].sort((a, b) => a - b).filter((c) => c > 0 && c < wire.length)) {
      writes.push(wire.subarray(from, cut));
      from = cut;
    }
    writes.push(wire.subarray(from));
    const next = (): void => {
      const piece = writes.shift();
      if (piece === undefined) {
        res.end();
        return;
      }
      res.write(piece);
      setTimeout(next, 2);
    };
    next();
  };
}

async function failure(promise: Promise<unknown>): Promise<LlmError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(LlmError);
    return err as LlmError;
  }
  throw new Error('expected an LlmError');
}

async function drain(deltas: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const d of deltas) out.push(d);
  return out;
}

describe('LLM client: complete', () => {
  it('posts model, messages and options to <baseUrl>/chat/completions with the bearer key, and returns the content', async () => {
    const { baseUrl, requests } = await serve(jsonReply(200, completion('{"scores":[]}')));
    const schema = { name: 'verdict', strict: true, schema: { type: 'object', properties: { scores: { type: 'array' } } } };
    const llm = client(`${baseUrl}/`);
    expect(llm.url).toBe(`${baseUrl}/chat/completions`);
    expect(await llm.complete(messages, { json: schema, temperature: 0 })).toBe('{"scores":[]}');

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-test-123');
    expect(request.headers['content-type']).toMatch(/application\/json/);
    expect(request.body).toEqual({
      model: 'test-model',
      messages,
      temperature: 0,
      response_format: { type: 'json_schema', json_schema: schema },
    });
  });

  it('asks for a JSON object with json: true, and sends max_tokens', async () => {
    const { baseUrl, requests } = await serve(jsonReply(200, completion('{}')));
    await client(baseUrl).complete(messages, { json: true, maxTokens: 50 });
    expect(requests[0].body).toEqual({ model: 'test-model', messages, max_tokens: 50, response_format: { type: 'json_object' } });
  });

  it('sends no Authorization header without a key', async () => {
    const { baseUrl, requests } = await serve(jsonReply(200, completion('Hello.')));
    expect(await client(baseUrl, { apiKey: null }).complete(messages)).toBe('Hello.');
    expect(requests[0].headers.authorization).toBeUndefined();
    expect(requests[0].body).toEqual({ model: 'test-model', messages });
  });

  it('fails with reason http on a 500, keeping the status and the start of the body', async () => {
    const { baseUrl } = await serve(jsonReply(500, JSON.stringify({ error: { message: 'The server had an error.', type: 'server_error' } })));
    const err = await failure(client(baseUrl).complete(messages));
    expect(err.reason).toBe('http');
    expect(err.status).toBe(500);
    expect(err.message).toContain('HTTP 500');
    expect(err.message).toContain('The server had an error.');
  });

  it('fails with reason timeout when the server never answers', async () => {
    const { baseUrl, requests } = await serve(() => {
      /* never responds */
    });
    const started = Date.now();
    const err = await failure(client(baseUrl, { timeoutMs: 100 }).complete(messages));
    expect(err.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(requests).toHaveLength(1);
  });

  it('fails with reason timeout when the reply body stalls', async () => {
    const { baseUrl } = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"choices":[');
    });
    const err = await failure(client(baseUrl, { timeoutMs: 100 }).complete(messages));
    expect(err.reason).toBe('timeout');
  });

  it('fails with reason parse on malformed JSON, and on a reply without message content', async () => {
    const bad = await serve(jsonReply(200, '{not json'));
    expect((await failure(client(bad.baseUrl).complete(messages))).reason).toBe('parse');
    const noContent = await serve(jsonReply(200, JSON.stringify({ choices: [] })));
    expect((await failure(client(noContent.baseUrl).complete(messages))).reason).toBe('parse');
  });

  it('fails with reason empty on empty content', async () => {
    const { baseUrl } = await serve(jsonReply(200, completion('')));
    expect((await failure(client(baseUrl).complete(messages))).reason).toBe('empty');
  });

  it('fails with reason network when the connection drops or the caller aborts', async () => {
    const dropped = await serve((req) => req.socket.destroy());
    expect((await failure(client(dropped.baseUrl).complete(messages))).reason).toBe('network');

    const controller = new AbortController();
    const { baseUrl } = await serve(() => controller.abort());
    expect((await failure(client(baseUrl, { timeoutMs: 5000 }).complete(messages, { signal: controller.signal }))).reason).toBe('network');
  });
});

describe('LLM client: stream', () => {
  it('posts stream: true and yields the deltas of a reply cut at odd byte boundaries', async () => {
    const pieces = ['Hel', 'lo €', ' and ', 'ünïcödé 😊', ' done.'];
    // Cuts inside "data:", inside JSON, between \r and \n, and inside every multi-byte character.
    const cuts = (wire: Buffer): number[] => {
      const inside = ['€', 'ü', 'ï', 'ö', 'é', '😊'].flatMap((ch) => {
        const start = wire.indexOf(ch);
        return Array.from({ length: Buffer.byteLength(ch) - 1 }, (_, i) => start + i + 1);
      });
      const crlf = wire.indexOf('\r\n');
      return [1, 3, 14, 15, crlf + 1, 60, 61, 62, 127, 128, 129, 200, 333, 400, 401, 513, 640, 641, 777, ...inside];
    };
    const { baseUrl, requests } = await serve(streamReply(pieces, cuts));
    const deltas = await drain(client(baseUrl).stream(messages, { temperature: 0.7, maxTokens: 220 }));
    expect(deltas).toEqual(pieces);

    const [request] = requests;
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.headers.accept).toBe('text/event-stream');
    expect(request.headers.authorization).toBe('Bearer sk-test-123');
    expect(request.body).toEqual({ model: 'test-model', messages, stream: true, temperature: 0.7, max_tokens: 220 });
  });

  it('cuts every single byte apart', async () => {
    const pieces = ['Grüße, ', '世界', '!'];
    const { baseUrl } = await serve(streamReply(pieces, Array.from({ length: 2000 }, (_, i) => i + 1)));
    expect((await drain(client(baseUrl).stream(messages))).join('')).toBe('Grüße, 世界!');
  });

  it('sends no Authorization header without a key', async () => {
    const { baseUrl, requests } = await serve(streamReply(['Hi.'], []));
    expect(await drain(client(baseUrl, { apiKey: null }).stream(messages))).toEqual(['Hi.']);
    expect(requests[0].headers.authorization).toBeUndefined();
  });

  it('yields the whole content of a server that answers without streaming', async () => {
    const { baseUrl } = await serve(jsonReply(200, completion('Welcome. Tell us about yourself?')));
    expect(await drain(client(baseUrl).stream(messages))).toEqual(['Welcome. Tell us about yourself?']);
  });

  it('fails with reason http on a 500', async () => {
    const { baseUrl } = await serve(jsonReply(500, JSON.stringify({ error: { message: 'overloaded' } })));
    const err = await failure(drain(client(baseUrl).stream(messages)));
    expect(err.reason).toBe('http');
    expect(err.status).toBe(500);
    expect(err.message).toContain('500');
  });

  it('fails with reason http on an error event in the stream', async () => {
    const { baseUrl } = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(`data: ${chunk({ content: 'Hi' })}\n\ndata: {"error":{"message":"rate limited"}}\n\n`);
    });
    const deltas: string[] = [];
    const err = await failure(
      (async () => {
        for await (const d of client(baseUrl).stream(messages)) deltas.push(d);
      })(),
    );
    expect(deltas).toEqual(['Hi']);
    expect(err.reason).toBe('http');
    expect(err.message).toContain('rate limited');
  });

  it('fails with reason timeout when no reply comes, and when the stream stalls between deltas', async () => {
    const silent = await serve(() => {
      /* never responds */
    });
    expect((await failure(drain(client(silent.baseUrl, { timeoutMs: 100 }).stream(messages)))).reason).toBe('timeout');

    const { baseUrl } = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`data: ${chunk({ content: 'Hello' })}\n\n`);
    });
    const deltas: string[] = [];
    const err = await failure(
      (async () => {
        for await (const d of client(baseUrl, { timeoutMs: 100 }).stream(messages)) deltas.push(d);
      })(),
    );
    expect(deltas).toEqual(['Hello']);
    expect(err.reason).toBe('timeout');
  });

  it('restarts the timeout at every delta', async () => {
    const { baseUrl } = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const pieces = ['a', 'b', 'c', 'd', 'e', 'f'];
      const next = (): void => {
        const p = pieces.shift();
        if (p === undefined) {
          res.end('data: [DONE]\n\n');
          return;
        }
        res.write(`data: ${chunk({ content: p })}\n\n`);
        setTimeout(next, 80);
      };
      next();
    });
    // 6 × 80 ms is well past 200 ms in all, but no gap comes near it.
    expect((await drain(client(baseUrl, { timeoutMs: 200 }).stream(messages))).join('')).toBe('abcdef');
  });

  it('fails with reason parse on a malformed event', async () => {
    const { baseUrl } = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('data: {not json\n\n');
    });
    expect((await failure(drain(client(baseUrl).stream(messages)))).reason).toBe('parse');
  });

  it('fails with reason empty when the stream carries no content', async () => {
    const { baseUrl } = await serve(streamReply([], []));
    expect((await failure(drain(client(baseUrl).stream(messages)))).reason).toBe('empty');
  });

  it('fails with reason network when the connection drops mid-stream', async () => {
    const { baseUrl } = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`data: ${chunk({ content: 'Thanks. ' })}\n\n`);
      setTimeout(() => res.destroy(), 10);
    });
    const deltas: string[] = [];
    const err = await failure(
      (async () => {
        for await (const d of client(baseUrl).stream(messages)) deltas.push(d);
      })(),
    );
    expect(deltas).toEqual(['Thanks. ']);
    expect(err.reason).toBe('network');
  });

  it('ends the request when the caller stops reading early', async () => {
    let closed = false;
    const { baseUrl } = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.on('close', () => (closed = true));
      res.write(`data: ${chunk({ content: 'first' })}\n\n`);
      // …and nothing more: only the client can end this.
    });
    for await (const d of client(baseUrl, { timeoutMs: 5000 }).stream(messages)) {
      expect(d).toBe('first');
      break;
    }
    for (let i = 0; i < 100 && !closed; i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(closed).toBe(true);
  });
});

describe('LLM configuration', () => {
  it('builds the endpoint URL with or without a trailing slash', () => {
    expect(chatCompletionsUrl('http://x/v1')).toBe('http://x/v1/chat/completions');
    expect(chatCompletionsUrl('http://x/v1/')).toBe('http://x/v1/chat/completions');
    expect(chatCompletionsUrl('http://x/v1//')).toBe('http://x/v1/chat/completions');
  });

  it('reads LLM_BASE_URL, LLM_MODEL, LLM_API_KEY and LLM_TIMEOUT_MS', () => {
    expect(readLlmConfig({})).toBeNull();
    expect(readLlmConfig({ LLM_BASE_URL: ' http://localhost:11434/v1/ ', LLM_MODEL: 'llama3.1', LLM_API_KEY: ' k ', LLM_TIMEOUT_MS: '2500' })).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3.1',
      apiKey: 'k',
      timeoutMs: 2500,
    });
    expect(readLlmConfig({ LLM_BASE_URL: 'https://api.openai.com/v1', LLM_API_KEY: '  ' })).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      model: DEFAULT_LLM_MODEL,
      apiKey: null,
      timeoutMs: 8000,
    });
    expect(() => readLlmConfig({ LLM_BASE_URL: 'ftp://x/v1' })).toThrow(/LLM_BASE_URL/);
    expect(() => readLlmConfig({ LLM_BASE_URL: 'http://x/v1', LLM_TIMEOUT_MS: '1.5' })).toThrow(/LLM_TIMEOUT_MS/);
  });
});
