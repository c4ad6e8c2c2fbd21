import { describe, expect, it } from 'vitest';
import { CachedSynthesizer, cacheHitRate, readSpeechConfig, SpeechError, speechText, type SpeechSynthesizer, type SynthesisOptions } from '../../../server/speech';

/**
 * An engine whose syntheses the test finishes by hand: each call is recorded with a way to answer
 * it (PCM of `bytes` bytes, every byte the call's number) or fail it.
 */
class HandEngine implements SpeechSynthesizer {
  readonly name = 'hand';
  readonly voices = [
    { id: 'a', gender: 'female' as const, description: 'voice a' },
    { id: 'b', gender: 'male' as const, description: 'voice b' },
  ];
  readonly calls: { text: string; voice: string; urgent: boolean; answer: (bytes: number) => void; fail: (error: Error) => void }[] = [];
  closed = false;

  synthesize(text: string, voice: string, options?: SynthesisOptions): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const n = this.calls.length + 1;
      this.calls.push({ text, voice, urgent: options?.urgent ?? false, answer: (bytes) => resolve(Buffer.alloc(bytes, n)), fail: reject });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}

/** An engine that answers at once with `bytes` bytes per sentence. */
function instantEngine(bytes: number): HandEngine {
  const engine = new HandEngine();
  const synthesize = engine.synthesize.bind(engine);
  engine.synthesize = (text, voice, options) => {
    const result = synthesize(text, voice, options);
    engine.calls.at(-1)!.answer(bytes);
    return result;
  };
  return engine;
}

describe('synthesis cache', () => {
  it('answers a sentence heard before from the cache, per voice and spoken text', async () => {
    const engine = instantEngine(100);
    const cache = new CachedSynthesizer(engine, { maxBytes: 10_000, speakable: speechText });
    const first = await cache.synthesize('We use React 18.', 'a');
    // The same words for the engine (it says speechText of either), the same voice: no new synthesis.
    const again = await cache.synthesize('We use React eighteen.', 'a');
    expect(speechText('We use React 18.')).toBe(speechText('We use React eighteen.'));
    expect(again.equals(first)).toBe(true);
    // Another voice, another text: the engine. An unknown voice is the first one, as engines treat it.
    await cache.synthesize('We use React 18.', 'b');
    await cache.synthesize('We use Vue.', 'a');
    await cache.synthesize('We use Vue.', 'no-such-voice');
    expect(engine.calls.map((c) => [c.text, c.voice])).toEqual([
      ['We use React 18.', 'a'],
      ['We use React 18.', 'b'],
      ['We use Vue.', 'a'],
    ]);
    // Nothing to say is the engine's business (empty audio), never cached.
    await cache.synthesize('…', 'a');
    expect(engine.calls).toHaveLength(4);
    expect(cache.cacheStats()).toMatchObject({ hits: 2, shared: 0, misses: 3, failures: 0, entries: 3, evictions: 0 });
    expect(cacheHitRate(cache.cacheStats())).toBeCloseTo(2 / 5);
  });

  it('drops the least recently used sentences to stay under its bytes', async () => {
    const engine = instantEngine(1000);
    // Each entry: 1000 bytes of PCM and its key (~2 × 12 characters): three fit, not four.
    const cache = new CachedSynthesizer(engine, { maxBytes: 3200 });
    for (const text of ['one', 'two', 'three']) await cache.synthesize(text, 'a');
    await cache.synthesize('one', 'a'); // 'one' used again: 'two' is now the oldest
    await cache.synthesize('four', 'a');
    expect(cache.cacheStats()).toMatchObject({ entries: 3, evictions: 1 });
    expect(cache.cacheStats().bytes).toBeLessThanOrEqual(3200);
    const calls = engine.calls.length;
    for (const text of ['one', 'three', 'four']) await cache.synthesize(text, 'a');
    expect(engine.calls).toHaveLength(calls);
    await cache.synthesize('two', 'a');
    expect(engine.calls).toHaveLength(calls + 1);
    // A sentence larger than the whole cache is said but not kept, and drops nothing.
    const big = new CachedSynthesizer(instantEngine(5000), { maxBytes: 3200 });
    expect((await big.synthesize('long', 'a')).length).toBe(5000);
    expect(big.cacheStats()).toMatchObject({ entries: 0, bytes: 0, evictions: 0 });
  });

  it('lets callers of the same sentence share one synthesis, each with its own copy', async () => {
    const engine = new HandEngine();
    const cache = new CachedSynthesizer(engine, { maxBytes: 10_000 });
    const waiting = [cache.synthesize('Welcome.', 'a', { urgent: true }), cache.synthesize('Welcome.', 'a'), cache.synthesize('Welcome.', 'a')];
    expect(engine.calls).toHaveLength(1);
    engine.calls[0].answer(50);
    const [x, y, z] = await Promise.all(waiting);
    expect(x.equals(y) && y.equals(z)).toBe(true);
    expect(new Set([x.buffer, y.buffer, z.buffer]).size).toBe(3);
    expect(cache.cacheStats()).toMatchObject({ hits: 0, shared: 2, misses: 1, entries: 1 });
  });

  it('does not make an urgent sentence wait for the same sentence queued behind others', async () => {
    const engine = new HandEngine();
    const cache = new CachedSynthesizer(engine, { maxBytes: 10_000 });
    const later = cache.synthesize('Next question.', 'a');
    const urgent = cache.synthesize('Next question.', 'a', { urgent: true });
    const alsoUrgent = cache.synthesize('Next question.', 'a', { urgent: true });
    expect(engine.calls.map((c) => c.urgent)).toEqual([false, true]);
    engine.calls[1].answer(40);
    expect((await urgent).length).toBe(40);
    expect((await alsoUrgent).length).toBe(40);
    engine.calls[0].answer(40);
    expect((await later).length).toBe(40);
    expect(cache.cacheStats()).toMatchObject({ shared: 1, misses: 2, entries: 1, bytes: 40 + 'hand\0a\0Next question.'.length * 2 });
  });

  it('does not keep a failure: those waiting get it, the next caller asks the engine again', async () => {
    const engine = new HandEngine();
    const cache = new CachedSynthesizer(engine, { maxBytes: 10_000 });
    const first = cache.synthesize('Hello.', 'a');
    const joined = cache.synthesize('Hello.', 'a');
    engine.calls[0].fail(new SpeechError('engine', 'flite exited with 1'));
    await expect(first).rejects.toThrow('flite exited with 1');
    await expect(joined).rejects.toThrow('flite exited with 1');
    expect(cache.cacheStats()).toMatchObject({ failures: 1, entries: 0 });
    const retry = cache.synthesize('Hello.', 'a');
    expect(engine.calls).toHaveLength(2);
    engine.calls[1].answer(30);
    expect((await retry).length).toBe(30);
    expect(cache.cacheStats()).toMatchObject({ misses: 2, failures: 1, entries: 1 });
  });

  it('never hands out the cached audio: a caller may change or transfer its copy', async () => {
    const engine = instantEngine(64);
    const cache = new CachedSynthesizer(engine, { maxBytes: 10_000 });
    const mine = await cache.synthesize('Thanks.', 'a');
    mine.fill(0);
    const moved = await cache.synthesize('Thanks.', 'a');
    expect(moved.every((byte) => byte === 1)).toBe(true);
    // Moving it to a worker detaches the caller's ArrayBuffer, not the cache's.
    structuredClone(moved.buffer, { transfer: [moved.buffer] });
    expect(moved.buffer.byteLength).toBe(0);
    const third = await cache.synthesize('Thanks.', 'a');
    expect(third.length).toBe(64);
    expect(third.every((byte) => byte === 1)).toBe(true);
    expect(engine.calls).toHaveLength(1);
  });

  it('closes its engine and answers nothing more, not even from the cache', async () => {
    const engine = instantEngine(10);
    const cache = new CachedSynthesizer(engine, { maxBytes: 10_000 });
    await cache.synthesize('Bye.', 'a');
    await cache.close();
    expect(engine.closed).toBe(true);
    await expect(cache.synthesize('Bye.', 'a')).rejects.toMatchObject({ code: 'closed' });
    expect(() => new CachedSynthesizer(engine, { maxBytes: 0 })).toThrow(/positive/);
  });

  it('is sized by TTS_CACHE_MB: 32 MB unless set, 0 for none, anything else refused', () => {
    expect(readSpeechConfig({}).tts.cacheBytes).toBe(32 * 1024 * 1024);
    expect(readSpeechConfig({ TTS_CACHE_MB: '8' }).tts.cacheBytes).toBe(8 * 1024 * 1024);
    expect(readSpeechConfig({ TTS_CACHE_MB: '0' }).tts.cacheBytes).toBe(0);
    expect(() => readSpeechConfig({ TTS_CACHE_MB: '-1' })).toThrow(/TTS_CACHE_MB/);
    expect(() => readSpeechConfig({ TTS_CACHE_MB: 'lots' })).toThrow(/TTS_CACHE_MB/);
  });
});
