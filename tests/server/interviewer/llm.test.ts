import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createInterviewerFactory, readInterviewerConfig, type InterviewerLog } from '../../../server/interviewer';
import { readChatStream } from '../../../server/llm/client';
import { isStorableText } from '../../../openapi/live-protocol';
import { collect, goodAnswer, MARKDOWN_OR_EMOJI, scenario, text } from './support';

/**
 * The LLM brain against a real local HTTP server speaking the chat-completions streaming format:
 * `text/event-stream`, chunked, `data: {chat.completion.chunk}` events, then `data: [DONE]`.
 */

interface Captured {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    stream: boolean;
    messages: Array<{ role: string; content: string }>;
  };
}

type Handler = (req: IncomingMessage, res: ServerResponse, body: Captured['body']) => void;

const servers: Server[] = [];

async function serve(handler: Handler): Promise<{ baseUrl: string; requests: Captured[] }> {
  const requests: Captured[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw) as Captured['body'];
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res, body);
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

function chunk(delta: Record<string, unknown>, finish: string | null = null): string {
  return JSON.stringify({
    id: 'chatcmpl-test-1',
    object: 'chat.completion.chunk',
    created: 1767225600,
    model: 'test-model',
    system_fingerprint: 'fp_test',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  });
}

/** Streams `pieces` as content deltas the way hosted APIs do, with writes that split events too. */
function streamReply(pieces: string[]): Handler {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const events = [
      `data: ${chunk({ role: 'assistant', content: '' })}\n\n`,
      ...pieces.map((p) => `data: ${chunk({ content: p })}\n\n`),
      `data: ${chunk({}, 'stop')}\n\n`,
      'data: [DONE]\n\n',
    ];
    // Cut the byte stream at arbitrary places, including inside an event.
    const wire = `: keep-alive\n\n${events.join('')}`;
    const cuts = [7, 40, 41, 133, 260, 261, 400, 777];
    const writes: string[] = [];
    let from = 0;
    for (const cut of cuts.filter((c) => c < wire.length)) {
      writes.push(wire.slice(from, cut));
      from = cut;
    }
    writes.push(wire.slice(from));
    const next = (): void => {
      const piece = writes.shift();
      if (piece === undefined) {
        res.end();
        return;
      }
      res.write(piece);
      setImmediate(next);
    };
    next();
  };
}

function recordingLog(): InterviewerLog & { warnings: Array<{ details: Record<string, unknown>; message: string }> } {
  const warnings: Array<{ details: Record<string, unknown>; message: string }> = [];
  return { warnings, warn: (details, message) => warnings.push({ details, message }), info: () => undefined };
}

const s = scenario('senior-backend-go-brackwater');
const lead = s.participants.find((p) => p.focus === 'behavioural')!;

describe('LLM brain, streaming chat completions', () => {
  it('posts model, messages and stream: true with the bearer key, and speaks the streamed reply sentence by sentence', async () => {
    const { baseUrl, requests } = await serve(
      streamReply(['Thanks for joi', 'ning us. To start, could you tell us a bit ab', 'out yourself, and what ', 'draws you to **Brackwater**', '? 😊 We are happy to hear it all.']),
    );
    const log = recordingLog();
    const factory = createInterviewerFactory(
      readInterviewerConfig({ LLM_BASE_URL: baseUrl, LLM_MODEL: 'test-model', LLM_API_KEY: 'sk-test-123', LLM_TIMEOUT_MS: '2000' }),
      log,
    );
    expect(factory.brainName).toBe('llm:test-model');
    const interviewer = factory.create(s, { seed: 'llm-1' });
    const said = await collect(interviewer.open());

    // The hellos are a few fixed words in each voice; only the question went to the model.
    const welcomes = said.filter((u) => u.kind === 'welcome');
    expect(welcomes.map((u) => u.participantId).sort()).toEqual(s.participants.map((p) => p.id).sort());
    for (const u of welcomes) expect(u.text).toContain(s.participants.find((p) => p.id === u.participantId)!.name.split(' ')[0]);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-test-123');
    expect(request.headers['content-type']).toMatch(/application\/json/);
    expect(request.body.model).toBe('test-model');
    expect(request.body.stream).toBe(true);
    expect(request.body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    const [system, user] = request.body.messages;
    expect(system.content).toContain(lead.name);
    expect(system.content).toContain(lead.role);
    expect(system.content).toContain('Brackwater Payments');
    expect(system.content).toContain(s.description);
    expect(system.content).toMatch(/no markdown/i);
    const intro = interviewer.progress().plan.items[0];
    expect(user.content).toContain(intro.text);
    // The conversation so far (the hellos) goes with it.
    for (const u of welcomes) expect(user.content).toContain(u.text);

    const question = said.filter((u) => u.kind === 'question');
    expect(question.every((u) => u.participantId === lead.id)).toBe(true);
    expect(question.map((u) => u.text)).toEqual([
      'Thanks for joining us.',
      'To start, could you tell us a bit about yourself, and what draws you to Brackwater?',
      'We are happy to hear it all.',
    ]);
    for (const u of said) expect(u.text).not.toMatch(MARKDOWN_OR_EMOJI);
    expect(log.warnings).toEqual([]);
    expect(interviewer.progress().awaiting?.text).toBe(text(question));
  });

  it('drops what a transcript cannot store (a NUL, half a surrogate pair) from what the model says', async () => {
    const { baseUrl } = await serve(streamReply(['Thanks for joining\u0000 us. ', 'Tell us about your last \uD83D project?']));
    const factory = createInterviewerFactory(readInterviewerConfig({ LLM_BASE_URL: baseUrl, LLM_TIMEOUT_MS: '2000' }));
    const said = await collect(factory.create(s, { seed: 'llm-unstorable' }).open());
    expect(said.filter((u) => u.kind === 'question').map((u) => u.text)).toEqual([
      'Thanks for joining us.',
      'Tell us about your last project?',
    ]);
    for (const u of said) expect(isStorableText(u.text)).toBe(true);
  });

  it('sends no Authorization header without a key, and carries the conversation forward', async () => {
    let n = 0;
    const { baseUrl, requests } = await serve((req, res, body) => {
      n += 1;
      streamReply([`Reply number ${n}. `, 'What would you do next?'])(req, res, body);
    });
    const factory = createInterviewerFactory(readInterviewerConfig({ LLM_BASE_URL: `${baseUrl}/`, LLM_TIMEOUT_MS: '2000' }));
    expect(factory.brainName).toBe('llm:gpt-4o-mini');
    const interviewer = factory.create(s, { seed: 'llm-2' });
    await collect(interviewer.open());
    const answer = goodAnswer(interviewer.progress());
    const reply = await collect(interviewer.respond(answer));
    // The interviewer who asked thanks for the answer, the colleague taking over asks: one request each.
    expect(text(reply)).toBe('Reply number 2. What would you do next? Reply number 3. What would you do next?');
    expect(new Set(reply.map((u) => u.participantId)).size).toBe(2);
    expect(requests).toHaveLength(3);
    expect(requests[1].body.messages[1].content).toContain('A colleague asks the next question');
    expect(requests[1].url).toBe('/v1/chat/completions');
    expect(requests[1].headers.authorization).toBeUndefined();
    expect(requests[1].body.model).toBe('gpt-4o-mini');
    expect(requests[1].body.messages[1].content).toContain(answer);
    expect(requests[1].body.messages[1].content).toContain('Reply number 1.');
  });

  it("tells the model what the candidate's turn was, and says a requested repeat in the same words without asking it", async () => {
    const { baseUrl, requests } = await serve(streamReply(['Of course, take your time.']));
    const factory = createInterviewerFactory(readInterviewerConfig({ LLM_BASE_URL: baseUrl, LLM_TIMEOUT_MS: '2000' }));
    const interviewer = factory.create(s, { seed: 'llm-acts' });
    await collect(interviewer.open());
    await collect(interviewer.respond(goodAnswer(interviewer.progress())));
    const asked = interviewer.progress().awaiting!.text;
    const calls = requests.length;
    await collect(interviewer.respond('can i have a minute to think about it please'));
    expect(requests[calls].body.messages[1].content).toContain('a request for a moment to think');
    const again = await collect(interviewer.respond('sorry could you repeat the question'));
    expect(requests).toHaveLength(calls + 1);
    expect(text(again)).toContain(asked);
  });

  it.each([
    ['sorry could you put the question in other words, i am not sure what you are asking', 'a request to put the question in other words', 'Say it again more simply'],
    ['before i answer how many people are on the backend team', 'a question to the panel', 'using only these facts'],
    ['Lo siento, prefiero contestar en español, trabajé cinco años con Go.', 'words in a language other than English', 'continue in English'],
    ['sorry my neighbour is drilling, can you hear me okay', 'a check that the panel heard them', 'Say this, in your own words'],
    ['thanks, the weather is lovely here today', 'small talk', 'one short friendly sentence'],
    ["I'm sorry, I have never done anything like that.", 'that they do not know or have not done this', 'The original question was'],
  ] as const)('gives the model the act of %j with the turn, and the step that fits it', async (turn, meaning, instruction) => {
    const { baseUrl, requests } = await serve(streamReply(['Right.']));
    const factory = createInterviewerFactory(readInterviewerConfig({ LLM_BASE_URL: baseUrl, LLM_TIMEOUT_MS: '2000' }));
    const interviewer = factory.create(s, { seed: 'llm-acts' });
    await collect(interviewer.open());
    await collect(interviewer.respond(goodAnswer(interviewer.progress())));
    const calls = requests.length;
    await collect(interviewer.respond(turn));
    const prompt = requests[calls].body.messages[1].content;
    expect(prompt).toContain(`Candidate: ${turn}`);
    expect(prompt).toContain(`The candidate's last turn was ${meaning}`);
    expect(prompt).toContain(instruction);
  });

  it('falls back to the scripted words when the server never answers', async () => {
    const { baseUrl, requests } = await serve(() => {
      /* never responds */
    });
    const log = recordingLog();
    const factory = createInterviewerFactory(readInterviewerConfig({ LLM_BASE_URL: baseUrl, LLM_TIMEOUT_MS: '100' }), log);
    const interviewer = factory.create(s, { seed: 'llm-3' });
    const said = await collect(interviewer.open());
    expect(requests).toHaveLength(1);
    const intro = interviewer.progress().plan.items[0];
    expect(text(said.filter((u) => u.kind === 'question'))).toBe(intro.text);
    expect(log.warnings).toHaveLength(1);
    expect(log.warnings[0].details).toMatchObject({ reason: 'timeout', model: 'gpt-4o-mini', step: 'ask' });
    expect(interviewer.finished).toBe(false);
  });

  it('falls back when the stream starts but no token follows', async () => {
    const { baseUrl } = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`data: ${chunk({ role: 'assistant', content: '' })}\n\n`);
    });
    const log = recordingLog();
    const factory = createInterviewerFactory(readInterviewerConfig({ LLM_BASE_URL: baseUrl, LLM_TIMEOUT_MS: '100' }), log);
    const interviewer = factory.create(s, { seed: 'llm-4' });
    const said = await collect(interviewer.open());
    expect(text(said.filter((u) => u.kind === 'question'))).toBe(interviewer.progress().plan.items[0].text);
    expect(log.warnings[0].details).toMatchObject({ reason: 'timeout' });
  });

  it('falls back on a 500', async () => {
    const { baseUrl } = await serve((_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'The server had an error while processing your request.', type: 'server_error' } }));
    });
    const log = recordingLog();
    const factory = createInterviewerFactory(readInterviewerConfig({ LLM_BASE_URL: baseUrl, LLM_TIMEOUT_MS: '2000' }), log);
    const interviewer = factory.create(s, { seed: 'llm-5' });
    const said = await collect(interviewer.open());
    expect(text(said.filter((u) => u.kind === 'question'))).toBe(interviewer.progress().plan.items[0].text);
    expect(log.warnings[0].details).toMatchObject({ reason: 'http' });
    expect(String(log.warnings[0].details.error)).toContain('500');

    // The whole interview still runs to a polite close on the fallback.
    for (let i = 0; i < 40 && !interviewer.finished; i += 1) {
      const p = interviewer.progress();
      await collect(interviewer.respond(p.awaiting?.kind === 'candidate_question' ? 'no, that is all, thanks' : goodAnswer(p)));
    }
    expect(interviewer.finished).toBe(true);
    expect(interviewer.progress().endReason).toBe('completed');
  });

  it('falls back on an unreadable stream', async () => {
    const { baseUrl } = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('data: {not json\n\n');
    });
    const log = recordingLog();
    const factory = createInterviewerFactory(readInterviewerConfig({ LLM_BASE_URL: baseUrl, LLM_TIMEOUT_MS: '2000' }), log);
    const interviewer = factory.create(s, { seed: 'llm-6' });
    const said = await collect(interviewer.open());
    expect(text(said.filter((u) => u.kind === 'question'))).toBe(interviewer.progress().plan.items[0].text);
    expect(log.warnings[0].details).toMatchObject({ reason: 'parse' });
  });

  it('finishes the question in scripted words when the stream breaks before it', async () => {
    const { baseUrl } = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`data: ${chunk({ role: 'assistant', content: '' })}\n\ndata: ${chunk({ content: 'Thanks for being here today. Now, ' })}\n\n`);
      setImmediate(() => res.destroy());
    });
    const log = recordingLog();
    const factory = createInterviewerFactory(readInterviewerConfig({ LLM_BASE_URL: baseUrl, LLM_TIMEOUT_MS: '2000' }), log);
    const interviewer = factory.create(s, { seed: 'llm-7' });
    const said = await collect(interviewer.open());
    const question = said.filter((u) => u.kind === 'question');
    expect(question[0].text).toBe('Thanks for being here today.');
    expect(text(question.slice(1))).toBe(interviewer.progress().plan.items[0].text);
    expect(log.warnings).toHaveLength(1);
  });

  it('stops quietly, without a fallback, when the turn is aborted', async () => {
    const controller = new AbortController();
    const { baseUrl, requests } = await serve(() => controller.abort());
    const log = recordingLog();
    const factory = createInterviewerFactory(readInterviewerConfig({ LLM_BASE_URL: baseUrl, LLM_TIMEOUT_MS: '5000' }), log);
    const interviewer = factory.create(s, { seed: 'llm-abort' });
    const said = await collect(interviewer.open(controller.signal));
    expect(requests).toHaveLength(1);
    expect(said.every((u) => u.kind === 'welcome')).toBe(true);
    expect(log.warnings).toEqual([]);
  });

  it('answers the candidate’s questions from the scenario’s facts only', async () => {
    const { baseUrl, requests } = await serve(streamReply(['Thank you. ', 'Let us go on.']));
    const factory = createInterviewerFactory(readInterviewerConfig({ LLM_BASE_URL: baseUrl, LLM_TIMEOUT_MS: '2000' }));
    const interviewer = factory.create(s, { seed: 'llm-facts' });
    await collect(interviewer.open());
    while (interviewer.progress().awaiting?.kind !== 'candidate_question') await collect(interviewer.respond(goodAnswer(interviewer.progress())));
    await collect(interviewer.respond('What is the salary for this role?'));
    const last = requests[requests.length - 1].body.messages[1].content;
    expect(last).toContain('What is the salary for this role?');
    expect(last).toContain('£95,000 to £115,000');
    expect(last).toMatch(/only these facts/);
  });

  it('accepts a server that answers without streaming', async () => {
    const { baseUrl } = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: 'Welcome. Tell us about yourself?' }, finish_reason: 'stop' }] }));
    });
    const factory = createInterviewerFactory(readInterviewerConfig({ LLM_BASE_URL: baseUrl }));
    const said = await collect(factory.create(s, { seed: 'llm-8' }).open());
    expect(text(said.filter((u) => u.kind === 'question'))).toBe('Welcome. Tell us about yourself?');
  });
});

describe('the SSE reader', () => {
  it('joins content deltas across arbitrary byte boundaries and stops at [DONE]', async () => {
    const wire = `data: ${chunk({ role: 'assistant', content: '' })}\r\n\r\n: comment\r\ndata: ${chunk({ content: 'Hel' })}\r\n\r\ndata: ${chunk({ content: 'lo €' })}\r\n\r\ndata: [DONE]\r\n\r\ndata: ${chunk({ content: 'ignored' })}\r\n\r\n`;
    const bytes = new TextEncoder().encode(wire);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 5) controller.enqueue(bytes.slice(i, i + 5));
        controller.close();
      },
    });
    const deltas: string[] = [];
    for await (const d of readChatStream(body)) deltas.push(d);
    expect(deltas.join('')).toBe('Hello €');
  });
});

describe('configuration', () => {
  it('reads the LLM settings from the environment', () => {
    expect(readInterviewerConfig({})).toEqual({ llm: null });
    expect(readInterviewerConfig({ LLM_MODEL: 'x', LLM_API_KEY: 'k' })).toEqual({ llm: null });
    expect(readInterviewerConfig({ LLM_BASE_URL: 'http://localhost:11434/v1/', LLM_MODEL: 'llama3.1', LLM_API_KEY: ' k ', LLM_TIMEOUT_MS: '2500' })).toEqual({
      llm: { baseUrl: 'http://localhost:11434/v1', model: 'llama3.1', apiKey: 'k', timeoutMs: 2500 },
    });
    expect(readInterviewerConfig({ LLM_BASE_URL: 'https://api.openai.com/v1' })).toEqual({
      llm: { baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini', apiKey: null, timeoutMs: 8000 },
    });
  });

  it('refuses settings it cannot use', () => {
    expect(() => readInterviewerConfig({ LLM_BASE_URL: 'not a url' })).toThrow(/LLM_BASE_URL/);
    expect(() => readInterviewerConfig({ LLM_BASE_URL: 'ftp://x/v1' })).toThrow(/LLM_BASE_URL/);
    expect(() => readInterviewerConfig({ LLM_BASE_URL: 'http://x/v1', LLM_TIMEOUT_MS: 'soon' })).toThrow(/LLM_TIMEOUT_MS/);
    expect(() => readInterviewerConfig({ LLM_BASE_URL: 'http://x/v1', LLM_TIMEOUT_MS: '0' })).toThrow(/LLM_TIMEOUT_MS/);
  });
});
