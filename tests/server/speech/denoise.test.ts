import { describe, expect, it } from 'vitest';
import { withNoise } from './support/noise';
import { loadRnnoise, NoiseSuppressor } from '../../../server/speech/stt/denoise';

const power = (samples: Int16Array) => samples.reduce((sum, s) => sum + s * s, 0) / Math.max(1, samples.length);

/** One second of low, steady noise (what a fan under a laptop sounds like to a microphone). */
function steadyNoise(): Int16Array {
  const silence = Buffer.alloc(32000);
  // withNoise scales noise to the signal's power; give it a faint signal to scale against.
  for (let i = 0; i < 16000; i++) silence.writeInt16LE(i % 2 ? 300 : -300, i * 2);
  const noisy = withNoise(silence, -10, 7);
  return new Int16Array(noisy.buffer, noisy.byteOffset, noisy.byteLength / 2);
}

describe('NoiseSuppressor (RNNoise)', () => {
  it('gives back as many samples as it was given, streamed in uneven chunks', async () => {
    const denoiser = new NoiseSuppressor(await loadRnnoise());
    const input = steadyNoise();
    let out = 0;
    for (let at = 0; at < input.length; at += 1234) out += denoiser.process(input.subarray(at, at + 1234)).length;
    out += denoiser.flush().length;
    expect(out).toBe(input.length);
    denoiser.free();
  });

  it('streams exactly as it denoises in one piece', async () => {
    const wasm = await loadRnnoise();
    const input = steadyNoise();
    const whole = new NoiseSuppressor(wasm);
    const once = [...whole.process(input), ...whole.flush()];
    const streamed = new NoiseSuppressor(wasm);
    const parts: number[] = [];
    for (let at = 0; at < input.length; at += 1600) parts.push(...streamed.process(input.subarray(at, at + 1600)));
    parts.push(...streamed.flush());
    expect(parts).toEqual(once);
    // Chunks that split frames (a part frame waits for the next chunk) give the same samples too.
    const uneven = new NoiseSuppressor(wasm);
    const pieces: number[] = [];
    for (let at = 0, step = 1; at < input.length; at += step, step = 1 + ((step * 7 + 3) % 997)) pieces.push(...uneven.process(input.subarray(at, at + step)));
    pieces.push(...uneven.flush());
    expect(pieces).toEqual(once);
    whole.free();
    streamed.free();
    uneven.free();
  });

  it('takes most of the power out of steady noise', async () => {
    const denoiser = new NoiseSuppressor(await loadRnnoise());
    const input = steadyNoise();
    const out = Int16Array.from([...denoiser.process(input), ...denoiser.flush()]);
    // Compare the second half: the network needs a moment to learn the noise.
    const half = input.length / 2;
    expect(power(out.subarray(half))).toBeLessThan(power(input.subarray(half)) / 10);
    denoiser.free();
  });

  it('starts each answer afresh after reset', async () => {
    const denoiser = new NoiseSuppressor(await loadRnnoise());
    const input = steadyNoise();
    const first = [...denoiser.process(input), ...denoiser.flush()];
    denoiser.reset();
    const second = [...denoiser.process(input), ...denoiser.flush()];
    expect(second).toEqual(first);
    denoiser.free();
  });
});
