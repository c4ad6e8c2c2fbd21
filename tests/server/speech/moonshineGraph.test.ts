import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { moonshineModelDir } from '../../../server/speech/stt/moonshine';
import { withQuantizedLogits } from '../../../server/speech/stt/moonshineGraph';

const dir = moonshineModelDir('tiny');
const options: ort.InferenceSession.SessionOptions = { intraOpNumThreads: 1, graphOptimizationLevel: 'all', extra: { session: { disable_quant_qdq: '1' } } };

/** The first decoder step's logits (no cache yet) for `encoder` states, by the decoder of `bytes`. */
async function firstLogits(bytes: Uint8Array, hidden: ort.Tensor): Promise<Float32Array> {
  const decoder = await ort.InferenceSession.create(bytes, options);
  try {
    const cacheInputs = decoder.inputNames.filter((name) => name.startsWith('past_key_values.'));
    const out = await decoder.run({
      input_ids: new ort.Tensor('int64', BigInt64Array.from([1n]), [1, 1]),
      encoder_hidden_states: hidden,
      use_cache_branch: new ort.Tensor('bool', [false], [1]),
      ...Object.fromEntries(cacheInputs.map((name) => [name, new ort.Tensor('float32', new Float32Array(0), [1, 8, 0, 36])])),
    });
    return out.logits.data as Float32Array;
  } finally {
    await decoder.release();
  }
}

const topTokens = (logits: Float32Array, count: number) =>
  [...logits.keys()]
    .sort((a, b) => logits[b] - logits[a])
    .slice(0, count);

describe('Moonshine decoder rewrite: logits from the 8-bit weights', () => {
  it('rewrites the product of both branches of the merged decoder, and leaves a graph without it as it was', () => {
    const decoder = readFileSync(path.join(dir, 'decoder_model_merged.onnx'));
    const { model, rewritten } = withQuantizedLogits(decoder);
    expect(rewritten).toBe(2);
    // The float copy of the embedding is gone; its 8-bit transpose (288 × 32,768 bytes) came in.
    expect(model.length).toBeGreaterThan(decoder.length);
    const encoder = readFileSync(path.join(dir, 'encoder_model.onnx'));
    const unchanged = withQuantizedLogits(encoder);
    expect(unchanged.rewritten).toBe(0);
    expect(unchanged.model).toBe(encoder);
  });

  it('gives the same likeliest tokens as the float product, the logits within quantization error', async () => {
    const encoder = await ort.InferenceSession.create(path.join(dir, 'encoder_model.onnx'), options);
    // A second of a 220 Hz tone with a 3 Hz tremolo: the encoder's states are those of real audio input.
    const samples = Float32Array.from({ length: 16_000 }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 220 * i) / 16_000) * (0.6 + 0.4 * Math.sin((2 * Math.PI * 3 * i) / 16_000)));
    const hidden = (await encoder.run({ input_values: new ort.Tensor('float32', samples, [1, samples.length]) })).last_hidden_state;
    await encoder.release();
    const decoder = readFileSync(path.join(dir, 'decoder_model_merged.onnx'));
    const float = await firstLogits(decoder, hidden);
    const quantized = await firstLogits(withQuantizedLogits(decoder).model, hidden);
    expect(quantized).toHaveLength(float.length);
    expect(topTokens(quantized, 3)).toEqual(topTokens(float, 3));
    let largest = 0;
    let spread = 0;
    for (let i = 0; i < float.length; i++) {
      largest = Math.max(largest, Math.abs(quantized[i] - float[i]));
      spread = Math.max(spread, Math.abs(float[i]));
    }
    expect(largest).toBeGreaterThan(0); // the product really is another one
    expect(largest / spread).toBeLessThan(0.05);
  }, 60_000);
});
