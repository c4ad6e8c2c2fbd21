import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenarios } from '../../../server/catalog/scenarios';
import { DEFAULT_MODEL_DIR } from '../../../server/speech/stt/decoder';
import { createEmbeddedRecognizer, type EmbeddedRecognizer } from '../../../server/speech/stt/embedded';
import { composePronunciation, parseCmuDict, specForWord, termEntries, VOCABULARY } from '../../../server/speech/stt/vocabulary';
import { pocketsphinxMissing, recognize } from './support/engines';
import { FestivalVoice, festivalMissing } from './support/festival';

/**
 * An interview on a pasted posting brings terms the catalogue's jobs do not list (FastAPI, PostGIS,
 * Zendesk…): their words get pronunciations built the vocabulary table's way, and the session's hints
 * (the posting's skills) give them weight in that interview's language model.
 */

const DICT_PATH = `${DEFAULT_MODEL_DIR}/cmudict-en-us.dict`;
const hasDict = existsSync(DICT_PATH);

describe.skipIf(!hasDict)('pronunciations of a posting’s terms', () => {
  const dict = hasDict ? parseCmuDict(readFileSync(DICT_PATH, 'utf8')) : new Map<string, string[]>();
  const table = new Set(VOCABULARY.map((e) => e.word));
  const known = (word: string) => dict.has(word) || table.has(word);

  it('spells acronyms, builds compounds from dictionary words and splits at capitals', () => {
    expect(specForWord('FastAPI', known)).toBe('fast ^api');
    expect(specForWord('PostGIS', known)).toBe('post ^gis');
    expect(specForWord('Zendesk', known)).toBe('zen desk');
    expect(specForWord('Upselling', known)).toBe('up selling');
    expect(specForWord('SLAs', known)).toBe('^sla Z');
    expect(specForWord('B2B', known)).toBe('^b ^2 ^b');
    expect(specForWord('Qwzxv', known)).toBeNull();
    for (const spec of ['fast ^api', 'zen desk', '^b ^2 ^b']) expect(composePronunciation(spec, dict)).toMatch(/^[A-Z ]+$/);
  });

  it('adds only words neither the dictionary nor the table has, each once, as the posting writes them', () => {
    const entries = termEntries(['FastAPI', 'PostGIS', 'Python', 'Kubernetes', 'Customer support', 'FastAPI', 'C++'], known);
    expect(entries.map((e) => e.display)).toEqual(['FastAPI', 'PostGIS']);
    expect(entries[0]).toEqual({ display: 'FastAPI', word: 'fastapi', specs: ['fast ^api'] });
  });
});

const missing = pocketsphinxMissing() ?? festivalMissing();
if (missing && process.env.CI) throw new Error(`[speech] ${missing}`);

describe.skipIf(missing !== null)('the recognizer with a posting’s vocabulary', () => {
  const voice = missing ? null : new FestivalVoice();
  let recognizer: EmbeddedRecognizer;
  let pcm: Buffer;
  const POSTING_SKILLS = ['Python', 'FastAPI', 'PostgreSQL', 'PostGIS', 'Docker', 'REST'];

  beforeAll(async () => {
    const [created, audio] = await Promise.all([
      createEmbeddedRecognizer({ minWorkers: 1, maxWorkers: 1 }),
      voice!.say('I built the booking A P I with fast A P I and stored the delivery zones in post G I S'),
    ]);
    if (!created.engine) throw new Error(created.reason);
    recognizer = created.engine;
    pcm = audio;
  }, 120_000);
  afterAll(async () => {
    await recognizer?.close();
    voice?.dispose();
  });

  it('hears the posting’s own terms only with its vocabulary, in their written form', async () => {
    const plain = await recognize(recognizer, pcm, { speaker: 'plain' });
    expect(plain.text).not.toMatch(/\bFastAPI\b|\bPostGIS\b/);
    const own = await recognizeWith(POSTING_SKILLS, 'own');
    expect(own).toMatch(/\bFastAPI\b/);
    expect(own).toMatch(/\bPostGIS\b/);
    // The interview's model is kept: the same answer (a fresh speaker) decodes the same from it.
    expect(await recognizeWith(POSTING_SKILLS, 'own-again')).toBe(own);
  }, 120_000);

  it('keeps the catalogue’s model for a catalogue job’s skills', async () => {
    const plain = await recognize(recognizer, pcm, { speaker: 'catalogue-plain' });
    expect(await recognizeWith(scenarios[0].skills, 'catalogue-hints')).toBe(plain.text);
  }, 120_000);

  async function recognizeWith(hints: readonly string[], speaker: string): Promise<string> {
    const session = recognizer.createSession({ speaker, hints });
    for (let at = 0; at < pcm.length; at += 3200) session.write(pcm.subarray(at, at + 3200));
    return (await session.end()).text;
  }
});
