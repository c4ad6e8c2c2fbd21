import { MIN_ANSWER_WORDS, MIN_VOICED_ANSWER_MS } from '../../openapi/live-protocol';

/**
 * Whether a finished recording is an answer (LIVE-PROTOCOL.md; the thresholds are the protocol's).
 * A press that caught nothing, noise, a breath or one word must not spend the question: the
 * recognizer's words and the voice activity detector's voiced time (`server/speech/vad.ts`) decide.
 * The thresholds were chosen on the development part of tests/fixtures/vad (`npm run bench -- vad`
 * prints both parts): one word is not an answer (the recognizer hears one word in breaths, and an
 * accidental press catches one), and below 680 ms of speech two or three recognised words are a
 * word misheard as several, not an answer (the shortest real answers had 690 ms and more).
 */
export type RecordingVerdict = 'answer' | 'nothingHeard' | 'tooShort';

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => w !== '').length;
}

/** `voicedMs` null: the detector could not measure (the words alone decide). */
export function judgeRecording({ text, voicedMs }: { text: string; voicedMs: number | null }): RecordingVerdict {
  const words = wordCount(text);
  if (words === 0) return 'nothingHeard';
  if (words < MIN_ANSWER_WORDS) return 'tooShort';
  if (voicedMs !== null && voicedMs < MIN_VOICED_ANSWER_MS) return 'tooShort';
  return 'answer';
}
