/**
 * Speech recognition by an OpenAI-compatible transcription service (`POST {url}/audio/transcriptions`,
 * multipart form: `file` (WAV), `model`, `response_format=json`, optional `language` and `prompt`;
 * answer `{ "text": "…" }`): OpenAI Whisper, or self-hosted servers that copy its API
 * (faster-whisper-server / speaches, whisper.cpp's server, LocalAI, vLLM).
 *
 * The answer's audio is buffered and sent once on `end()`. Optionally (`partialIntervalMs` > 0)
 * the audio so far is transcribed at most that often while the candidate speaks, one request at a
 * time, to give running partials; hosted services bill every such request, so it is off by default.
 */
import { withoutUnstorable } from '../../../openapi/live-protocol';
import { BYTES_PER_SAMPLE } from '../../../openapi/pcm';
import { encodeWav, SAMPLE_RATE } from '../audio';
import {
  SpeechError,
  type RecognitionResult,
  type RecognitionSession,
  type RecognitionSessionOptions,
  type SpeechRecognizer,
} from './types';

export interface HttpRecognizerOptions {
  /** API base (`https://api.openai.com/v1`) or the full `…/audio/transcriptions` address. */
  url: string;
  /** Default `whisper-1`. */
  model?: string;
  apiKey?: string | null;
  /** ISO-639-1 language of the answers (default `en`; empty: let the service detect it). */
  language?: string;
  /** Abandon a request after this long (default 30 s). */
  timeoutMs?: number;
  /** Transcribe the audio so far at most this often for partial results (default 0: off; ≥ 1000 when on). */
  partialIntervalMs?: number;
  fetch?: typeof fetch;
}

export function transcriptionsUrl(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return /\/audio\/transcriptions$/.test(trimmed) ? trimmed : `${trimmed}/audio/transcriptions`;
}

class HttpSession implements RecognitionSession {
  private chunks: Buffer[] = [];
  private bytes = 0;
  private state: 'open' | 'ending' | 'done' = 'open';
  private result: Promise<RecognitionResult> | null = null;
  private readonly controller = new AbortController();
  private partialTimer: NodeJS.Timeout | null = null;
  private partialInFlight = false;
  private partialBytes = 0;
  private lastPartial = '';

  constructor(
    private readonly recognizer: HttpRecognizer,
    private readonly options: RecognitionSessionOptions,
    partialIntervalMs: number,
  ) {
    if (partialIntervalMs > 0 && options.onPartial) {
      this.partialTimer = setInterval(() => void this.partial(), partialIntervalMs);
      this.partialTimer.unref();
    }
  }

  write(pcm: Uint8Array): void {
    if (this.state !== 'open' || pcm.byteLength === 0) return;
    this.chunks.push(Buffer.from(pcm)); // a copy: the caller may reuse its buffer
    this.bytes += pcm.byteLength;
  }

  private audio(): Buffer {
    const all = Buffer.concat(this.chunks);
    this.chunks = [all];
    return all.subarray(0, all.byteLength - (all.byteLength % BYTES_PER_SAMPLE));
  }

  private async partial(): Promise<void> {
    if (this.state !== 'open' || this.partialInFlight || this.bytes === this.partialBytes) return;
    this.partialInFlight = true;
    this.partialBytes = this.bytes;
    try {
      const text = await this.recognizer.transcribe(this.audio(), this.options, this.controller.signal);
      if (this.state === 'open' && text && text !== this.lastPartial) {
        this.lastPartial = text;
        this.options.onPartial?.(text);
      }
    } catch {
      // A failed partial is not an error of the answer: the final request decides.
    } finally {
      this.partialInFlight = false;
    }
  }

  private stopPartials(): void {
    if (this.partialTimer) clearInterval(this.partialTimer);
    this.partialTimer = null;
  }

  end(): Promise<RecognitionResult> {
    if (this.result) return this.result;
    this.stopPartials();
    if (this.state === 'done') return (this.result = Promise.reject(new SpeechError('aborted', 'the session was aborted')));
    this.state = 'ending';
    const started = performance.now();
    const pcm = this.audio();
    const audioMs = (pcm.byteLength / BYTES_PER_SAMPLE / SAMPLE_RATE) * 1000;
    this.result = (async () => {
      try {
        // Nothing to transcribe: no request (Whisper tends to invent words for silence anyway).
        const text = pcm.byteLength === 0 ? '' : await this.recognizer.transcribe(pcm, this.options, this.controller.signal);
        return { text, audioMs, latencyMs: Math.round(performance.now() - started) };
      } finally {
        this.state = 'done';
        this.recognizer.forget(this);
      }
    })();
    return this.result;
  }

  abort(): void {
    if (this.state === 'done') return;
    this.state = 'done';
    this.stopPartials();
    this.chunks = [];
    this.controller.abort(new SpeechError('aborted', 'the session was aborted'));
    this.recognizer.forget(this);
  }
}

export class HttpRecognizer implements SpeechRecognizer {
  readonly name: string;
  readonly streaming: boolean;
  private readonly endpoint: string;
  private readonly model: string;
  private readonly sessions = new Set<HttpSession>();
  private closed = false;

  constructor(private readonly options: HttpRecognizerOptions) {
    this.endpoint = transcriptionsUrl(options.url);
    this.model = options.model || 'whisper-1';
    this.name = `http:${this.model}`;
    this.streaming = (options.partialIntervalMs ?? 0) > 0;
  }

  createSession(options: RecognitionSessionOptions = {}): RecognitionSession {
    const interval = this.options.partialIntervalMs ?? 0;
    const session = new HttpSession(this, options, interval > 0 ? Math.max(1000, interval) : 0);
    if (this.closed) session.abort();
    else this.sessions.add(session);
    return session;
  }

  forget(session: HttpSession): void {
    this.sessions.delete(session);
  }

  /** One transcription request for `pcm` (s16le mono 16 kHz). */
  async transcribe(pcm: Buffer, options: RecognitionSessionOptions, signal: AbortSignal): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(encodeWav(pcm))], { type: 'audio/wav' }), 'answer.wav');
    form.append('model', this.model);
    form.append('response_format', 'json');
    const language = this.options.language ?? 'en';
    if (language) form.append('language', language);
    if (options.hints?.length) form.append('prompt', options.hints.join(', '));
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    const timeoutMs = this.options.timeoutMs ?? 30_000;
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(this.endpoint, {
        method: 'POST',
        headers,
        body: form,
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      });
    } catch (error) {
      throw toSpeechError(error, signal, timeoutMs, 'transcription');
    }
    // An unreadable body is reported below as an error status or as no JSON.
    const body = await response.text().catch(() => '');
    if (!response.ok) {
      throw new SpeechError('http', `transcription service answered ${response.status}: ${body.slice(0, 200)}`, response.status);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new SpeechError('http', `transcription service sent no JSON: ${body.slice(0, 200)}`, response.status);
    }
    const text = (parsed as { text?: unknown }).text;
    if (typeof text !== 'string') throw new SpeechError('http', 'transcription service answer has no "text"', response.status);
    // The transcript is stored as the answer: what the database cannot hold is dropped.
    return withoutUnstorable(text).replace(/\s+/g, ' ').trim();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const session of [...this.sessions]) session.abort();
  }
}

/** Maps a fetch failure to the session's error: aborted by the caller, timed out, or unreachable. */
export function toSpeechError(error: unknown, signal: AbortSignal, timeoutMs: number, what: string): SpeechError {
  if (signal.aborted) return signal.reason instanceof SpeechError ? signal.reason : new SpeechError('aborted', `${what} aborted`);
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new SpeechError('timeout', `${what} service did not answer within ${timeoutMs} ms`);
  }
  const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
  return new SpeechError('http', `${what} service unreachable: ${cause}`);
}

export function createHttpRecognizer(options: HttpRecognizerOptions): HttpRecognizer {
  return new HttpRecognizer(options);
}
