import { afterAll, describe, expect, it } from 'vitest';
import { createHarperGrammarChecker, createThreadedGrammarChecker } from '../../../server/evaluation/grammar';

/** The Harper checker on recognizer-like text: lower case, no punctuation. */

const checker = createHarperGrammarChecker();
afterAll(() => checker.close());

describe('the grammar checker', () => {
  it('finds agreement and verb-form errors in lower-case unpunctuated speech', async () => {
    const text = 'i has went there and they was happy';
    const issues = await checker.check(text);
    expect(issues.map((i) => i.problem)).toEqual(['has', 'went']);
    for (const issue of issues) expect(text.slice(issue.start, issue.end)).toBe(issue.problem);
    expect(issues.map((i) => i.kind)).toEqual(['Agreement', 'Grammar']);
  });

  it.each([
    ['he go to school every day and she have three cats', 2],
    ['we should of used a queue', 1],
    ['the results was good but we didnt had enough time', 1],
    ['an user asked for a feature and we builded it', 2],
    ['we discussed about the problem for an hour', 1],
  ])('flags "%s"', async (text, count) => {
    expect((await checker.check(text)).length).toBe(count);
  });

  it.each([
    'at my last job i was on the checkout team and we had a problem with slow page loads',
    'i replaced it with a smaller one and split the admin routes into their own chunk',
    'we use kafka for events and postgres for the main data',
    'i think the hardest part was convincing the other teams that it was worth it',
    'i moved to the data team two years ago',
    'i set up a meeting where each of them explained their trade offs',
    'honestly i have not used kubernetes much but i know docker well',
    'next time i would set a bundle budget in ci from the start',
  ])('finds nothing in the correct sentence "%s"', async (text) => {
    expect(await checker.check(text)).toEqual([]);
  });

  it('does not count fillers, repeated words, capitals or unknown product names as grammar', async () => {
    expect(await checker.check('um so i i think the the kafka consumer was fine')).toEqual([]);
    expect(await checker.check('')).toEqual([]);
  });
});

describe('the grammar checker in worker threads', () => {
  it('finds what the in-process checker finds, for answers checked side by side', async () => {
    const threaded = createThreadedGrammarChecker(2);
    try {
      const texts = [
        'i has went there and they was happy',
        'we use kafka for events and postgres for the main data',
        'an user asked for a feature and we builded it',
        '',
        'he go to school every day and she have three cats',
      ];
      const together = await Promise.all(texts.map((text) => threaded.check(text)));
      const oneByOne = [];
      for (const text of texts) oneByOne.push(await checker.check(text));
      expect(together).toEqual(oneByOne);
      expect(together.map((issues) => issues.length)).toEqual([2, 0, 2, 0, 2]);
    } finally {
      await threaded.close();
    }
  });

  it('refuses work once closed', async () => {
    const threaded = createThreadedGrammarChecker(1);
    await threaded.close();
    await expect(threaded.check('we was there')).rejects.toThrow(/closed/);
  });
});
