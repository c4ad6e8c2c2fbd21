/**
 * Median fundamental frequency of speech (PCM s16le mono 16 kHz), by normalised autocorrelation on
 * 40 ms frames every 10 ms, voiced frames only (loud enough and periodic). Adult male voices sit
 * around 85–155 Hz, female ones around 165–255 Hz: enough to tell a synthesized voice's gender.
 */
export function medianPitchHz(pcm: Buffer, sampleRate = 16_000): number {
  const samples = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.byteLength / 2));
  const frame = Math.round(sampleRate * 0.04);
  const hop = Math.round(sampleRate * 0.01);
  const minLag = Math.floor(sampleRate / 400);
  const maxLag = Math.ceil(sampleRate / 60);
  let peak = 0;
  for (const s of samples) peak = Math.max(peak, Math.abs(s));
  const pitches: number[] = [];
  for (let start = 0; start + frame + maxLag < samples.length; start += hop) {
    let energy = 0;
    for (let i = 0; i < frame; i++) energy += samples[start + i] ** 2;
    if (Math.sqrt(energy / frame) < peak * 0.05) continue; // silence or breath
    let best = 0;
    let bestLag = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let cross = 0;
      let e1 = 0;
      let e2 = 0;
      for (let i = 0; i < frame; i++) {
        const a = samples[start + i];
        const b = samples[start + i + lag];
        cross += a * b;
        e1 += a * a;
        e2 += b * b;
      }
      const r = cross / Math.sqrt(e1 * e2 + 1e-9);
      if (r > best) {
        best = r;
        bestLag = lag;
      }
    }
    if (best > 0.6) pitches.push(sampleRate / bestLag);
  }
  if (!pitches.length) return NaN;
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)];
}
