import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { decodeWav } from '../../../../server/speech/audio';
import { spokenForm } from './answers';

const run = promisify(execFile);

/**
 * Test speech from festival's HTS voice (STACK.md "Test speech"): text2wave, then sox to PCM
 * s16le mono 16 kHz. Generated during the run; nothing is committed. What one test file has said is
 * kept for the others in the run (`.tmp/test-speech`, by the text said): several files say the same
 * answers, and the voice takes about a second and a half a sentence.
 */
const SAID_DIR = fileURLToPath(new URL('../../../../.tmp/test-speech/', import.meta.url));

export function festivalMissing(): string | null {
  const missing = ['/usr/bin/text2wave', '/usr/bin/sox'].filter((tool) => !existsSync(tool));
  if (!existsSync('/usr/share/festival/voices/us/cmu_us_slt_arctic_hts')) missing.push('festvox-us-slt-hts');
  return missing.length ? `test speech needs festival, festvox-us-slt-hts and sox (missing: ${missing.join(', ')}); apt-get install -y festival festvox-us-slt-hts sox` : null;
}

export class FestivalVoice {
  private readonly dir = mkdtempSync(path.join(tmpdir(), 'jobtalk-festival-'));
  private count = 0;

  /** PCM s16le mono 16 kHz of `text` said the way a candidate says it. */
  async say(text: string): Promise<Buffer> {
    const spoken = spokenForm(text);
    const kept = path.join(SAID_DIR, `${createHash('sha256').update(`cmu_us_slt_arctic_hts\u0000${spoken}`).digest('hex')}.pcm`);
    if (existsSync(kept)) return readFileSync(kept);
    const id = this.count++;
    const input = path.join(this.dir, `${id}.txt`);
    const raw = path.join(this.dir, `${id}.wav`);
    const out = path.join(this.dir, `${id}-16k.wav`);
    writeFileSync(input, spoken);
    await run('text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', input, '-o', raw]);
    await run('sox', [raw, '-r', '16000', '-c', '1', '-b', '16', out]);
    const samples = decodeWav(readFileSync(out)).samples;
    const pcm = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
    // Written whole, then renamed: a file running beside this one reads it complete or not at all.
    mkdirSync(SAID_DIR, { recursive: true });
    const partial = path.join(SAID_DIR, `${path.basename(this.dir)}-${id}.partial`);
    writeFileSync(partial, pcm);
    renameSync(partial, kept);
    return pcm;
  }

  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
