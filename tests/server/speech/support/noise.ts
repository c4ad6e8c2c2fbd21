/** Background noise for test speech: what a recognizer hears from a laptop with a fan or a street outside. */
/** Deterministic pseudo-random numbers (mulberry32), so every run mixes the same noise. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Mixes pink-ish noise (white noise through a one-pole low-pass, closer to a fan or traffic than hiss)
 * into s16le PCM at `snrDb` below the speech's own power.
 */
export function withNoise(pcm: Buffer, snrDb: number, seed: number): Buffer {
  const samples = new Int16Array(pcm.buffer, pcm.byteOffset, pcm.byteLength / 2);
  let power = 0;
  for (const s of samples) power += s * s;
  power /= Math.max(1, samples.length);
  const random = seeded(seed);
  const noise = new Float64Array(samples.length);
  let low = 0;
  let noisePower = 0;
  for (let i = 0; i < noise.length; i++) {
    low = 0.9 * low + 0.1 * (random() * 2 - 1);
    noise[i] = low;
    noisePower += low * low;
  }
  noisePower /= Math.max(1, noise.length);
  const gain = noisePower > 0 ? Math.sqrt(power / 10 ** (snrDb / 10) / noisePower) : 0;
  const out = Buffer.alloc(pcm.byteLength);
  for (let i = 0; i < samples.length; i++) {
    out.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(samples[i] + noise[i] * gain))), i * 2);
  }
  return out;
}
