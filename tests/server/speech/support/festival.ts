import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { decodeWav } from '../../../../server/speech/audio';
import { spokenForm } from './answers';

const run = promisify(execFile);

/**
 * Test speech from festival's HTS voice (STACK.md "Test speech"): text2wave, then sox to PCM
 * s16le mono 16 kHz. Generated during the run into a temporary folder; nothing is committed.
 */
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
    const id = this.count++;
    const input = path.join(this.dir, `${id}.txt`);
    const raw = path.join(this.dir, `${id}.wav`);
    const out = path.join(this.dir, `${id}-16k.wav`);
    writeFileSync(input, spokenForm(text));
    await run('text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', input, '-o', raw]);
    await run('sox', [raw, '-r', '16000', '-c', '1', '-b', '16', out]);
    const samples = decodeWav(readFileSync(out)).samples;
    return Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  }

  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
