import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_VOICED_ANSWER_MS } from '../../../openapi/live-protocol';
import { judgeRecording, wordCount } from '../../../server/live/answerGate';
import { createVoiceActivityMeter, measureVoiceActivity } from '../../../server/speech/vad';
import { loadVadRecordings, makeRecording, soxMissing, VadVoices } from '../speech/support/vadCorpus';

/**
 * The gate of a recording (server/live/answerGate.ts) on the labelled recordings of tests/fixtures/vad,
 * the voice activity detector measuring each. The words are the ones said (a recognizer that hears
 * them all); `npm run bench -- vad` runs the same with the recognizer's words and festival's voice too.
 * Here the held-out flite-voiced recordings only (festival takes a second a recording), made two at a time.
 */
const all = loadVadRecordings().filter((r) => r.voice !== 'festival');
const recordings = all.filter((r) => r.split === 'heldout');
let voices: VadVoices;

beforeAll(async () => {
  if (soxMissing()) throw new Error(soxMissing()!);
  voices = await VadVoices.create();
});
afterAll(() => voices?.close());

describe('the answer gate on labelled recordings', () => {
  it('discards silence, noise, breath and single words, and takes short real answers', async () => {
    const judged = await Promise.all(
      recordings.map(async (recording) => {
        const { voicedMs } = await measureVoiceActivity(await makeRecording(recording, voices));
        const verdict = judgeRecording({ text: recording.say ?? '', voicedMs });
        return (verdict === 'answer') === (recording.label === 'answer') ? null : `${recording.id}: ${verdict} (${voicedMs} ms voiced)`;
      }),
    );
    expect(recordings.length).toBeGreaterThan(15);
    expect(new Set(recordings.map((r) => r.kind)).size).toBe(5);
    expect(judged.filter((w) => w !== null)).toEqual([]);
  });

  it('counts speech, not level: loud steady noise is voiced for the detector but words decide; a word alone is too short', async () => {
    const [word] = all.filter((r) => r.id === 'word-i-rms');
    const pcm = await makeRecording(word, voices);
    const { voicedMs, audioMs } = await measureVoiceActivity(pcm);
    expect(voicedMs).toBeGreaterThan(0);
    expect(voicedMs).toBeLessThan(MIN_VOICED_ANSWER_MS);
    expect(audioMs).toBeGreaterThanOrEqual(voicedMs);
    // Two words misheard in it are still too little speech for an answer.
    expect(judgeRecording({ text: 'I have', voicedMs })).toBe('tooShort');
    // Streamed in odd-sized chunks (a byte of a sample in each) it measures the same.
    const meter = createVoiceActivityMeter();
    for (let at = 0; at < pcm.length; at += 1001) meter.write(pcm.subarray(at, at + 1001));
    expect(await meter.result()).toEqual({ voicedMs, audioMs });
  });

  it('judges by words first, then by voiced time; without a measurement the words decide', () => {
    expect(judgeRecording({ text: '  ', voicedMs: 3000 })).toBe('nothingHeard');
    expect(judgeRecording({ text: 'Kubernetes', voicedMs: 1500 })).toBe('tooShort');
    expect(judgeRecording({ text: 'not really', voicedMs: MIN_VOICED_ANSWER_MS - 30 })).toBe('tooShort');
    expect(judgeRecording({ text: 'not really', voicedMs: MIN_VOICED_ANSWER_MS })).toBe('answer');
    expect(judgeRecording({ text: 'not really', voicedMs: null })).toBe('answer');
    expect(wordCount(' yes,  I   did ')).toBe(3);
  });
});
