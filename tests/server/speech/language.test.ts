import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scenarios } from '../../../server/catalog/scenarios';
import { buildKneserNeyTrigramArpa, buildUnigramArpa, parseArpa } from '../../../server/speech/stt/arpa';
import { buildInterviewCorpus } from '../../../server/speech/stt/corpus';
import { DEFAULT_MODEL_DIR } from '../../../server/speech/stt/decoder';
import {
  ARPABET,
  composePronunciation,
  formatTranscript,
  numberToWords,
  parseCmuDict,
  textToWords,
  VOCABULARY,
  wordsToAdd,
} from '../../../server/speech/stt/vocabulary';
import { normaliseWords, wordErrorRate, wordErrors } from '../../../server/speech/stt/wer';
import { ANSWERS } from './support/answers';

const DICT_FILE = `${DEFAULT_MODEL_DIR}/cmudict-en-us.dict`;
const hasDict = existsSync(DICT_FILE);
if (!hasDict && process.env.CI) throw new Error(`[speech] ${DICT_FILE} missing: CI must install pocketsphinx-en-us`);
if (!hasDict) console.warn(`[speech] skipping dictionary tests: ${DICT_FILE} missing (apt-get install -y pocketsphinx-en-us)`);

describe.skipIf(!hasDict)('interview vocabulary against CMUdict', () => {
  const dict = hasDict ? parseCmuDict(readFileSync(DICT_FILE, 'utf8')) : new Map<string, string[]>();
  const added = hasDict ? wordsToAdd(dict) : [];
  const addedBase = new Set(added.map((w) => w.word.replace(/\(\d+\)$/, '')));
  const known = (word: string) => dict.has(word) || addedBase.has(word);

  it('builds every hand-made pronunciation from valid ARPAbet phones', () => {
    expect(added.length).toBeGreaterThan(150);
    for (const { word, phones } of added) {
      expect(phones.split(' ').every((phone) => ARPABET.has(phone)), `${word}: ${phones}`).toBe(true);
    }
    expect(composePronunciation('type script', dict)).toBe('T AY P S K R IH P T');
    expect(composePronunciation('^aws', dict)).toBe('EY D AH B AH L Y UW EH S');
    expect(added).toContainEqual({ word: 'kubernetes', phones: 'K UW B ER N EH T IY Z' });
    // A word CMUdict has gets its extra pronunciation as the next alternate, never a duplicate.
    expect(added.find((w) => w.word.startsWith('sql'))?.word).toBe('sql(3)');
  });

  it('can say every skill of every catalogue scenario with dictionary words', () => {
    const unspeakable = scenarios.flatMap((s) => s.skills).filter((skill) => !textToWords(skill, known));
    expect(unspeakable).toEqual([]);
  });

  it('generates a deterministic corpus of ~2,000 sentences that mentions every skill and speaks them all', () => {
    const skillSets = scenarios.map((s) => s.skills);
    const corpus = buildInterviewCorpus({ skillSets });
    expect(buildInterviewCorpus({ skillSets })).toEqual(corpus);
    expect(corpus.length).toBeGreaterThan(1500);
    expect(corpus.length).toBeLessThan(2500);
    for (const skill of new Set(skillSets.flat())) expect(corpus.some((s) => s.includes(skill)), skill).toBe(true);
    expect(corpus.filter((s) => textToWords(s, known) === null)).toEqual([]);
  });

  it('keeps the test answers out of the corpus (they measure held-out speech)', () => {
    const corpus = new Set(buildInterviewCorpus({ skillSets: scenarios.map((s) => s.skills) }).map((s) => normaliseWords(s).join(' ')));
    const fixtures = ['development', 'heldout'].flatMap(
      (name) => JSON.parse(readFileSync(new URL(`../../fixtures/recognition/${name}.json`, import.meta.url), 'utf8')) as { text: string }[],
    );
    expect(fixtures.length).toBeGreaterThan(80);
    expect(new Set(fixtures.map((a) => normaliseWords(a.text).join(' '))).size, 'a development answer repeats a held-out one').toBe(fixtures.length);
    for (const answer of [...ANSWERS, ...fixtures]) expect(corpus.has(normaliseWords(answer.text).join(' ')), answer.text).toBe(false);
  });
});

describe('written text to decoder words', () => {
  const known = (word: string) => ['we', 'used', 'node.js', 'for', 'organized', 'the', 'team', 'and', 'react', 'att&ck'].includes(word);

  it('spells numbers, decimals, years and percentages', () => {
    expect(numberToWords(5000)).toEqual(['five', 'thousand']);
    expect(numberToWords(1234)).toEqual(['one', 'thousand', 'two', 'hundred', 'and', 'thirty', 'four']);
    expect(textToWords('2.1', known)).toEqual(['two', 'point', 'one']);
    expect(textToWords('2.0', known)).toEqual(['two', 'point', 'oh']);
    expect(textToWords('5,000', known)).toEqual(['five', 'thousand']);
    expect(textToWords('2019', known)).toEqual(['twenty', 'nineteen']);
    expect(textToWords('2005', known)).toEqual(['two', 'thousand', 'and', 'five']);
    expect(textToWords('40%', known)).toEqual(['forty', 'percent']);
  });

  it('keeps dotted names, expands abbreviations, maps British spellings and refuses unknown words', () => {
    expect(textToWords('We used Node.js, e.g. for React.', known)).toEqual(['we', 'used', 'node.js', 'for', 'example', 'for', 'react']);
    expect(textToWords('We organised the team', known)).toEqual(['we', 'organized', 'the', 'team']);
    expect(textToWords('MITRE ATT&CK', (w) => w === 'mitre' || w === 'att&ck')).toEqual(['mitre', 'att&ck']);
    expect(textToWords('we used zxqv', known)).toBeNull();
  });

  it('writes hypotheses with the usual spelling of technical terms', () => {
    expect(formatTranscript('<s> i used typescript and postgresql on aws <sil> [NOISE] with node.js and i\'m happy </s>')).toBe(
      "I used TypeScript and PostgreSQL on AWS with Node.js and I'm happy",
    );
    expect(VOCABULARY.find((v) => v.word === 's3')?.display).toBe('S3');
  });
});

describe('Kneser-Ney trigram model in ARPA form', () => {
  const sentences = [
    'i used react and typescript',
    'i used react with redux',
    'we used typescript with react',
    'i like typescript',
    'we like react',
    'i used go',
  ].map((s) => s.split(' '));
  const { arpa, stats } = buildKneserNeyTrigramArpa(sentences);
  const p = parseArpa(arpa);
  const vocabulary = ['i', 'used', 'react', 'and', 'typescript', 'with', 'redux', 'we', 'like', 'go', '</s>'];

  it('declares the counts of the n-grams it lists', () => {
    const counts = [...arpa.matchAll(/ngram (\d)=(\d+)/g)].map((m) => Number(m[2]));
    const sections = arpa.split(/\\\d-grams:/).slice(1).map((s) => s.split('\n').filter((l) => /^-?\d/.test(l)).length);
    expect(counts).toEqual(sections);
    expect(stats).toMatchObject({ sentences: 6, unigrams: counts[0], bigrams: counts[1], trigrams: counts[2] });
  });

  it('gives proper distributions after seen, backed-off and unseen histories', () => {
    for (const history of [['<s>'], ['<s>', 'i'], ['i', 'used'], ['used', 'react'], ['we', 'like'], ['redux', 'react'], ['go', 'like']]) {
      const total = vocabulary.reduce((sum, w) => sum + p(history, w), 0);
      expect(total, history.join(' ')).toBeCloseTo(1, 4);
    }
  });

  it('prefers what the corpus says and still allows what it did not', () => {
    expect(p(['i', 'used'], 'react')).toBeGreaterThan(p(['i', 'used'], 'like'));
    expect(p(['i', 'used'], 'like')).toBeGreaterThan(0);
    expect(p(['<s>'], 'i')).toBeGreaterThan(p(['<s>'], 'react'));
  });

  it('writes a uniform vocabulary model', () => {
    const unigram = parseArpa(buildUnigramArpa(['kubernetes', 'typescript', 'aws', 'aws']));
    expect(unigram([], 'kubernetes')).toBeCloseTo(0.25, 6);
    expect(unigram([], '</s>')).toBeCloseTo(0.25, 6);
  });
});

describe('word error rate', () => {
  it('counts substitutions, deletions and insertions after normalising case and punctuation', () => {
    expect(wordErrorRate('I used TypeScript.', 'i used typescript')).toBe(0);
    const errors = wordErrors('I used TypeScript and React', 'I use TypeScript React on AWS');
    expect(errors.referenceWords).toBe(5);
    expect(errors.substitutions + errors.deletions + errors.insertions).toBe(4); // use, and, on, AWS
    expect(wordErrors('a b c', 'a c')).toEqual({ substitutions: 0, deletions: 1, insertions: 0, referenceWords: 3 });
    expect(wordErrors('a b', 'a x b')).toEqual({ substitutions: 0, deletions: 0, insertions: 1, referenceWords: 2 });
    expect(wordErrorRate('We reorganised the team', 'we reorganized the team')).toBe(0);
    expect(wordErrorRate([{ reference: 'a b', hypothesis: 'a' }, { reference: 'c d e f', hypothesis: 'c d e f' }])).toBeCloseTo(1 / 6);
  });
});
