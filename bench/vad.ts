/**
 * `npm run bench -- vad`: the answer gate (server/live/answerGate.ts) on the labelled recordings of
 * tests/fixtures/vad, with the embedded recognizer's words and the voice activity detector's voiced
 * time, development and held-out side by side. It also shows how the choices were made on the
 * development part: the gate's accuracy at each detector mode (with the protocol's thresholds) and at
 * each voiced-time threshold (mode 3).
 */
import { MIN_ANSWER_WORDS, MIN_VOICED_ANSWER_MS } from '../openapi/live-protocol';
import { judgeRecording, wordCount } from '../server/live/answerGate';
import { createEmbeddedRecognizerOf, readSpeechConfig } from '../server/speech';
import { measureVoiceActivity, VAD_MODE } from '../server/speech/vad';
import { recognize } from '../tests/server/speech/support/engines';
import { loadVadRecordings, makeRecording, soxMissing, VadVoices, type VadRecording } from '../tests/server/speech/support/vadCorpus';

interface Measured {
  recording: VadRecording;
  heard: string;
  /** Voiced ms at modes 0..3. */
  voicedMs: number[];
}

const MODES = [0, 1, 2, 3];

function accuracy(rows: Measured[], mode: number, minVoicedMs: number, minWords = MIN_ANSWER_WORDS) {
  const wrong: string[] = [];
  for (const { recording, heard, voicedMs } of rows) {
    const words = wordCount(heard);
    const voiced = voicedMs[mode];
    const verdict = words === 0 ? 'nothingHeard' : words < minWords || voiced < minVoicedMs ? 'tooShort' : 'answer';
    if ((verdict === 'answer') !== (recording.label === 'answer')) wrong.push(`${recording.id} (${recording.label}): ${verdict}, heard "${heard}", ${voiced} ms voiced`);
  }
  return { recordings: rows.length, correct: rows.length - wrong.length, accuracy: Math.round(((rows.length - wrong.length) / Math.max(1, rows.length)) * 1000) / 1000, wrong };
}

export async function runVadBench(log: (line: string) => void = (line) => console.error(line)) {
  const missing = soxMissing();
  if (missing) throw new Error(missing);
  const voices = await VadVoices.create();
  // The recognizer STT_ENGINE chooses: the gate judges its words.
  const recognizer = await createEmbeddedRecognizerOf(readSpeechConfig(process.env).stt, { minWorkers: 1, maxWorkers: 1 });
  if (!recognizer.engine) throw new Error(`recognizer unavailable: ${recognizer.reason}`);
  const rows: Measured[] = [];
  const skipped: string[] = [];
  try {
    const recordings = loadVadRecordings();
    log(`vad bench: ${recordings.length} labelled recordings…`);
    for (const recording of recordings) {
      if (recording.voice && !voices.has(recording.voice)) {
        skipped.push(recording.id);
        continue;
      }
      const pcm = await makeRecording(recording, voices);
      const voicedMs: number[] = [];
      for (const mode of MODES) voicedMs.push((await measureVoiceActivity(pcm, mode)).voicedMs);
      const heard = (await recognize(recognizer.engine, pcm, { speaker: `vad:${recording.id}` })).text.trim();
      // The gate as the server runs it (the protocol's thresholds, the detector's mode).
      const verdict = judgeRecording({ text: heard, voicedMs: voicedMs[VAD_MODE] });
      log(`  ${recording.split.padEnd(11)} ${recording.label.padEnd(7)} ${recording.id.padEnd(30)} ${String(voicedMs[VAD_MODE]).padStart(5)} ms  "${heard}" -> ${verdict}`);
      rows.push({ recording, heard, voicedMs });
    }
  } finally {
    await voices.close();
    await recognizer.engine.close();
  }
  const development = rows.filter((r) => r.recording.split === 'development');
  const heldout = rows.filter((r) => r.recording.split === 'heldout');
  const thresholds: Record<string, number> = {};
  for (let ms = 300; ms <= 1200; ms += 60) thresholds[`${ms}`] = accuracy(development, VAD_MODE, ms).accuracy;
  thresholds[`${MIN_VOICED_ANSWER_MS}`] = accuracy(development, VAD_MODE, MIN_VOICED_ANSWER_MS).accuracy;
  return {
    gate: `an answer has at least ${MIN_ANSWER_WORDS} recognised words and ${MIN_VOICED_ANSWER_MS} ms of speech (detector mode ${VAD_MODE})`,
    development: accuracy(development, VAD_MODE, MIN_VOICED_ANSWER_MS),
    heldout: accuracy(heldout, VAD_MODE, MIN_VOICED_ANSWER_MS),
    skipped,
    developmentByMode: Object.fromEntries(MODES.map((m) => [`mode${m}`, accuracy(development, m, MIN_VOICED_ANSWER_MS).accuracy])),
    developmentByVoicedMs: thresholds,
    developmentOneWordAnswers: accuracy(development, VAD_MODE, MIN_VOICED_ANSWER_MS, 1).accuracy,
  };
}
