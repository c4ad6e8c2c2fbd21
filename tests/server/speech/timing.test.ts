import { describe, expect, it } from 'vitest';
import { LONG_PAUSE_MS, createSpeechTimer } from '../../../server/speech/timing';

const RATE = 16_000;

/** s16le PCM: `[kind, ms]` parts, a 220 Hz tone for speech, faint noise for silence. */
function pcm(parts: ReadonlyArray<readonly ['speech' | 'silence', number]>): Buffer {
  const samples: number[] = [];
  let seed = 7;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed / 0x7fffffff - 0.5) * 120;
  };
  for (const [kind, ms] of parts) {
    const n = (ms * RATE) / 1000;
    for (let i = 0; i < n; i += 1) {
      samples.push(Math.round(kind === 'speech' ? 9000 * Math.sin((2 * Math.PI * 220 * i) / RATE) + noise() : noise()));
    }
  }
  return Buffer.from(Int16Array.from(samples).buffer);
}

describe('speech timing of an answer', () => {
  it('measures the talking time between the first and last voiced frame and counts long pauses', () => {
    const timer = createSpeechTimer();
    timer.write(
      pcm([
        ['silence', 800],
        ['speech', 1000],
        ['silence', 2500],
        ['speech', 1000],
        ['silence', 500],
        ['speech', 500],
        ['silence', 1200],
      ]),
    );
    const timing = timer.result();
    expect(timing).not.toBeNull();
    expect(timing!.voicedMs).toBeGreaterThanOrEqual(5400);
    expect(timing!.voicedMs).toBeLessThanOrEqual(5540);
    expect(timing!.longPauses).toBe(1);
    expect(timing!.longestPauseMs).toBeGreaterThanOrEqual(2460);
    expect(timing!.longestPauseMs).toBeLessThanOrEqual(2540);
  });

  it('gives the same figures whatever the chunking, odd byte counts included', () => {
    const audio = pcm([['speech', 700], ['silence', LONG_PAUSE_MS + 300], ['speech', 700], ['silence', LONG_PAUSE_MS + 600], ['speech', 300]]);
    const whole = createSpeechTimer();
    whole.write(audio);
    const chunked = createSpeechTimer();
    for (let i = 0; i < audio.length; i += 333) chunked.write(audio.subarray(i, Math.min(audio.length, i + 333)));
    expect(chunked.result()).toEqual(whole.result());
    expect(whole.result()!.longPauses).toBe(2);
  });

  it('does not count a pause shorter than the long-pause threshold', () => {
    const timer = createSpeechTimer();
    timer.write(pcm([['speech', 600], ['silence', LONG_PAUSE_MS - 300], ['speech', 600]]));
    expect(timer.result()!.longPauses).toBe(0);
  });

  it('reports nothing for silence or no audio at all', () => {
    const silent = createSpeechTimer();
    silent.write(pcm([['silence', 3000]]));
    expect(silent.result()).toBeNull();
    expect(createSpeechTimer().result()).toBeNull();
  });
});
