/**
 * Speech synthesis by an OpenAI-compatible service: `POST {url}/audio/speech` with JSON
 * `{ model, input, voice, response_format }`, answered with the audio bytes. `wav` (default) is
 * self-describing; `pcm` is raw s16le mono at `pcmSampleRate` (24 kHz for OpenAI and the servers
 * that copy it: Kokoro-FastAPI, openedai-speech, LocalAI). Either is resampled to 16 kHz.
 */
import { bytesToPcm16 } from '../../../openapi/pcm';
import { decodeWav, int16ToBuffer, resample, SAMPLE_RATE } from '../audio';
import { toSpeechError } from '../stt/http';
import { SpeechError, type SpeechSynthesizer, type VoiceGender, type VoiceId, type VoiceInfo } from './types';

export interface HttpSynthesizerOptions {
  /** API base (`https://api.openai.com/v1`) or the full `…/audio/speech` address. */
  url: string;
  /** Default `tts-1`. */
  model?: string;
  apiKey?: string | null;
  /**
   * The service's voices as `name:gender` (gender `f`/`female` or `m`/`male`), e.g. from
   * `TTS_VOICES=nova:f,onyx:m,shimmer:f,echo:m`. Default: OpenAI's voices.
   */
  voices?: readonly string[];
  /** `wav` (default) or `pcm`. */
  format?: 'wav' | 'pcm';
  /** Sample rate of `pcm` answers (default 24 000). */
  pcmSampleRate?: number;
  /** Default 30 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const OPENAI_VOICES = ['nova:f', 'onyx:m', 'shimmer:f', 'echo:m', 'coral:f', 'fable:m', 'sage:f', 'ash:m', 'alloy:f'];

export function speechUrl(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return /\/audio\/speech$/.test(trimmed) ? trimmed : `${trimmed}/audio/speech`;
}

/** `name:gender` entries as voices; a missing gender alternates female/male. */
export function parseVoiceList(entries: readonly string[]): VoiceInfo[] {
  return entries
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry, index) => {
      const [id, hint = ''] = entry.split(':').map((part) => part.trim());
      const gender: VoiceGender = /^f/i.test(hint) ? 'female' : /^m/i.test(hint) ? 'male' : index % 2 === 0 ? 'female' : 'male';
      return { id, gender, description: `service voice ${id}` };
    });
}

export class HttpSynthesizer implements SpeechSynthesizer {
  readonly name: string;
  readonly voices: readonly VoiceInfo[];
  private readonly endpoint: string;
  private readonly model: string;
  private readonly format: 'wav' | 'pcm';
  private readonly controller = new AbortController();

  constructor(private readonly options: HttpSynthesizerOptions) {
    this.endpoint = speechUrl(options.url);
    this.model = options.model || 'tts-1';
    this.name = `http:${this.model}`;
    this.format = options.format ?? 'wav';
    const voices = parseVoiceList(options.voices?.length ? options.voices : OPENAI_VOICES);
    if (!voices.length) throw new Error('the speech service needs at least one voice');
    this.voices = voices;
  }

  async synthesize(text: string, voice: VoiceId): Promise<Buffer> {
    if (this.controller.signal.aborted) throw new SpeechError('closed', 'the synthesizer is closed');
    if (!/[\p{L}\p{N}]/u.test(text)) return Buffer.alloc(0);
    const id = this.voices.some((v) => v.id === voice) ? voice : this.voices[0].id;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    const timeoutMs = this.options.timeoutMs ?? 30_000;
    let response: Response;
    let body: Buffer;
    try {
      response = await (this.options.fetch ?? fetch)(this.endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify({ model: this.model, input: text, voice: id, response_format: this.format }),
        signal: AbortSignal.any([this.controller.signal, AbortSignal.timeout(timeoutMs)]),
      });
      body = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      throw toSpeechError(error, this.controller.signal, timeoutMs, 'speech');
    }
    if (!response.ok) {
      throw new SpeechError('http', `speech service answered ${response.status}: ${body.toString('utf8', 0, 200)}`, response.status);
    }
    try {
      if (this.format === 'pcm') {
        return int16ToBuffer(resample(bytesToPcm16(body), this.options.pcmSampleRate ?? 24_000, SAMPLE_RATE));
      }
      const wav = decodeWav(body);
      return int16ToBuffer(resample(wav.samples, wav.sampleRate, SAMPLE_RATE));
    } catch (error) {
      throw new SpeechError('http', `speech service sent unreadable ${this.format} audio: ${error instanceof Error ? error.message : error}`, response.status);
    }
  }

  async close(): Promise<void> {
    this.controller.abort(new SpeechError('closed', 'the synthesizer is closed'));
  }
}

export function createHttpSynthesizer(options: HttpSynthesizerOptions): HttpSynthesizer {
  return new HttpSynthesizer(options);
}
