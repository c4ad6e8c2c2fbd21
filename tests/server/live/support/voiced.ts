/**
 * Speech-like PCM (s16le mono 16 kHz) for the live tests' stand-in recognizers: a voice at 100–140 Hz
 * with three formants, swelling and fading four times a second like syllables. The voice activity
 * detector counts about 90 % of it as speech (server/speech/vad.ts), so a recording made of it passes
 * the answer gate on its voiced time, as a real answer of that length would; silence would not.
 */
export function voicedPcm(seconds: number): Buffer {
  const n = Math.round(seconds * 16_000);
  const out = Buffer.alloc(n * 2);
  let phase = 0;
  for (let i = 0; i < n; i++) {
    const t = i / 16_000;
    const f0 = 120 + 20 * Math.sin(2 * Math.PI * 0.7 * t);
    phase += (2 * Math.PI * f0) / 16_000;
    let sample = 0;
    for (let h = 1; h <= 25; h++) {
      const f = h * f0;
      const formants = Math.exp(-(((f - 500) / 200) ** 2)) + 0.6 * Math.exp(-(((f - 1500) / 300) ** 2)) + 0.3 * Math.exp(-(((f - 2500) / 400) ** 2));
      sample += (formants * Math.sin(h * phase)) / Math.sqrt(h);
    }
    const syllables = 0.55 + 0.45 * Math.sin(2 * Math.PI * 4 * t);
    out.writeInt16LE(Math.round(4000 * syllables * sample), i * 2);
  }
  return out;
}
