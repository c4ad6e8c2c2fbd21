/**
 * Playwright global setup: the candidate's spoken answers for Chromium's fake microphone
 * (`--use-file-for-fake-audio-capture`), synthesized with festival's HTS voice and sox (STACK.md
 * "Test speech"). The fake device plays the file from its start each time the microphone opens and
 * loops it, so each file is one answer followed by a long silence.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SPEECH_DIR = path.resolve('.tmp/e2e-speech');

/** The answers the e2e candidate speaks, by file name. */
export const SPOKEN_ANSWERS = {
  answer: 'I have five years of experience building web applications with react and type script.',
} as const;

export function speechFile(name: keyof typeof SPOKEN_ANSWERS): string {
  return path.join(SPEECH_DIR, `${name}.wav`);
}

export default function globalSetup(): void {
  const missing = ['/usr/bin/text2wave', '/usr/bin/sox'].filter((tool) => !existsSync(tool));
  if (missing.length) throw new Error(`e2e speech needs festival, festvox-us-slt-hts and sox (missing ${missing.join(', ')})`);
  mkdirSync(SPEECH_DIR, { recursive: true });
  for (const [name, text] of Object.entries(SPOKEN_ANSWERS)) {
    const out = speechFile(name as keyof typeof SPOKEN_ANSWERS);
    if (existsSync(out)) continue;
    const input = path.join(SPEECH_DIR, `${name}.txt`);
    const raw = path.join(SPEECH_DIR, `${name}-raw.wav`);
    writeFileSync(input, text);
    execFileSync('text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', input, '-o', raw]);
    // Half a second of silence before the words, a minute after them: the loop does not repeat the answer.
    execFileSync('sox', [raw, '-r', '16000', '-c', '1', '-b', '16', out, 'pad', '0.5', '60']);
  }
}
