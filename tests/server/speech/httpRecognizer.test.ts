import { describe, expect, it } from 'vitest';
import { isStorableText } from '../../../openapi/live-protocol';
import { HttpRecognizer } from '../../../server/speech/stt/http';

describe('speech recognition by an HTTP transcription service', () => {
  it('drops what a transcript cannot store (a NUL, half a surrogate pair) from the text it is given', async () => {
    const answer: typeof fetch = async () =>
      new Response(JSON.stringify({ text: ' I know\u0000 SQL \uD83D well ' }), { status: 200, headers: { 'content-type': 'application/json' } });
    const recognizer = new HttpRecognizer({ url: 'http://transcription.test/v1', fetch: answer });
    const text = await recognizer.transcribe(Buffer.alloc(3200), {}, new AbortController().signal);
    expect(isStorableText(text)).toBe(true);
    expect(text).toBe('I know SQL well');
    await recognizer.close();
  });
});
