import { afterAll, describe, expect, it } from 'vitest';
import { QUOTE_CUT } from '../../../server/evaluation/answers';
import { createHarperGrammarChecker } from '../../../server/evaluation/grammar';
import { evaluate } from '../../../server/evaluation/rubric';
import type { Analysis } from '../../../server/evaluation/types';
import { loadCorpus } from './support/corpus';

const grammar = createHarperGrammarChecker();
afterAll(() => grammar.close());
const corpus = loadCorpus().filter((c) => c.split === 'dev');
const byName = (name: string) => {
  const found = corpus.find((c) => c.name === name);
  if (!found) throw new Error(`no corpus interview ${name}`);
  return found;
};
/** A quote's words as said: a quote cut where no phrase ends in reach is marked so at its end. */
const said = (quoted: string) => (quoted.endsWith(QUOTE_CUT) ? quoted.slice(0, -QUOTE_CUT.length) : quoted);
const analysed = new Map<string, Analysis>();
async function analysis(name: string): Promise<Analysis> {
  if (!analysed.has(name)) analysed.set(name, await evaluate(byName(name).input, { grammar }));
  return analysed.get(name)!;
}

describe('coaching answer by answer', () => {
  it('coaches every scored answer in order, quoting the candidate verbatim, with one way to make it stronger', async () => {
    const interview = byName('eng-node-carrier-strong-non-native-spoken');
    const a = await analysis(interview.name);
    const texts = interview.input.messages.filter((m) => m.role === 'USER').map((m) => m.text);
    expect(a.answerCoaching!.length).toBeGreaterThanOrEqual(5);
    for (const c of a.answerCoaching!) {
      expect(texts.some((t) => t.includes(said(c.answer.quote)))).toBe(true);
      for (const line of c.had) {
        const quoted = /“(.+)”/.exec(line)?.[1];
        if (quoted) expect(texts.some((t) => t.includes(said(quoted)))).toBe(true);
      }
      expect(c.suggestion.length).toBeGreaterThan(20);
      expect(c.score).toBeGreaterThanOrEqual(0);
      expect(c.score).toBeLessThanOrEqual(10);
    }
    expect(a.answerCoaching!.filter((c) => c.verdict === 'answered' && c.score >= 8).length).toBeGreaterThanOrEqual(3);
  });

  it('quotes phrases with characters a pattern would read as syntax ("+1 but in")', async () => {
    const a = await analysis('biz-payments-pm-strong-non-native-typed');
    expect(a.answerCoaching!.length).toBeGreaterThanOrEqual(5);
  });

  it('says why a gamed answer earned nothing', async () => {
    const keywords = await analysis('biz-apm-keyword-list-typed');
    expect(keywords.answerCoaching!.filter((c) => c.verdict === 'keyword-list').length).toBeGreaterThanOrEqual(4);
    for (const c of keywords.answerCoaching!.filter((x) => x.verdict !== 'answered')) expect(c.score).toBe(0);
    const spanish = await analysis('biz-payments-pm-other-language-spoken');
    expect(spanish.answerCoaching!.some((c) => c.verdict === 'not-english')).toBe(true);
  });
});

describe('the delivery panel', () => {
  it('measures a spoken interview: speaking rate against 120–160, fillers with the words used, pauses, diversity', async () => {
    const d = (await analysis('eng-node-carrier-strong-non-native-spoken')).delivery!;
    expect(d.mode).toBe('spoken');
    expect(d.wordsPerMinute).toBeGreaterThan(60);
    expect(d.targetWordsPerMinute).toEqual({ low: 120, high: 160 });
    expect(d.fillerWords.length).toBeGreaterThan(0);
    expect(d.longPauses).not.toBeNull();
    expect(d.lexicalDiversity).toBeGreaterThan(10);
    const fixed = d.grammarIssues.find((g) => g.correction);
    expect(fixed?.sentence).toContain(fixed!.problem);
    expect(fixed?.correction).not.toBe(fixed?.sentence);
  });

  it('does not invent what a typed interview cannot show', async () => {
    const d = (await analysis('eng-go-strong-concise-typed')).delivery!;
    expect(d).toMatchObject({ mode: 'typed', wordsPerMinute: null, longPauses: null });
  });
});
