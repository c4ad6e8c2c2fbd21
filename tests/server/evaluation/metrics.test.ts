import { describe, expect, it } from 'vitest';
import { findFillers, findRepetitions, mtld, MTLD_MIN_TOKENS, paceScore, questionTopic, relevanceOf, domainStems, wordsPerMinute } from '../../../server/evaluation/metrics';
import { mentionsSkill, quote } from '../../../server/evaluation/answers';
import type { ScenarioFacts } from '../../../server/evaluation/types';

const tokens = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);
const SCENARIO: ScenarioFacts = {
  position: 'Frontend Engineer (React)',
  company: 'Sumlark Learning',
  skills: ['React', 'TypeScript', 'Go'],
  requirements: ['Experience profiling rendering performance.'],
  responsibilities: ['Improve load and interaction times on low-powered Chromebooks.'],
  description: 'A teacher dashboard that renders large class reports.',
};

describe('MTLD', () => {
  it('is very low for a text repeating one word and 0 under the minimum length', () => {
    expect(mtld(Array(100).fill('data'))).toBeLessThan(3);
    expect(mtld(Array(MTLD_MIN_TOKENS - 1).fill('data'))).toBe(0);
  });

  it('is high for text where no word repeats, and averages both directions', () => {
    const distinct = Array.from({ length: 80 }, (_, i) => `word${i}`);
    expect(mtld(distinct)).toBe(80);
    // Alternating two words: the TTR reaches 0.67 on the third token, a factor every 3 tokens.
    expect(mtld(Array.from({ length: 90 }, (_, i) => (i % 2 ? 'a' : 'b')))).toBeCloseTo(3, 0);
  });

  it('ranks varied speech above repetitive speech', () => {
    const varied = tokens('at my last job i owned the shipment list which rendered three thousand rows and took four seconds to become interactive so i profiled it found that every keystroke re rendered the table moved the filter state down memoised the rows and virtualised the list which cut the time to nine hundred milliseconds');
    const repetitive = tokens('we did the tests and the tests were good and we did the tests again and the tests were good so we did more tests and the tests were good and we did the tests and the tests were good we did it');
    expect(mtld(varied)).toBeGreaterThan(2 * mtld(repetitive));
  });
});

describe('words per minute', () => {
  it('divides words by the voiced minutes, null without voiced time', () => {
    expect(wordsPerMinute(140, 60_000)).toBe(140);
    expect(wordsPerMinute(70, 30_000)).toBe(140);
    expect(wordsPerMinute(50, 0)).toBeNull();
  });

  it('scores the 120–160 band fully and falls off outside it', () => {
    expect(paceScore(120)).toBe(1);
    expect(paceScore(160)).toBe(1);
    expect(paceScore(90)).toBeCloseTo(0.5);
    expect(paceScore(200)).toBeCloseTo(0.5);
    expect(paceScore(40)).toBe(0);
  });
});

describe('fillers and repetitions', () => {
  const fillerTexts = (text: string) => findFillers(text).map((s) => text.slice(s.start, s.end).toLowerCase());

  it('finds hesitations and filler phrases', () => {
    expect(fillerTexts('um so basically i mean it was uh kind of slow you know')).toEqual(['um', 'basically', 'i mean', 'uh', 'kind of', 'you know']);
  });

  it('counts "like" only as a filler, and "kind of" only as a hedge', () => {
    expect(fillerTexts('it was like really slow')).toEqual(['like']);
    expect(fillerTexts('we used tools like jest and i like typescript')).toEqual([]);
    expect(fillerTexts('what kind of tests do you mean a kind of queue')).toEqual([]);
  });

  it('finds immediately repeated words but not correct doubles', () => {
    const text = 'the the login and i i think that that is fine';
    expect(findRepetitions(text).map((s) => text.slice(s.start, s.end))).toEqual(['the the', 'i i']);
  });
});

describe('relevance', () => {
  const domain = domainStems(SCENARIO);
  const relevance = (question: string, answer: string) => relevanceOf(answer, answer.split(/\s+/).length, questionTopic(question, SCENARIO), domain).score;
  const question = 'How have you tackled rendering performance in React in a real project?';

  it('is high for an answer on the question and low for one about something else', () => {
    const onTopic = relevance(question, 'i profiled the react rendering with the profiler and found that the table re rendered on every keystroke so i memoised the rows and the performance got much better');
    const offTopic = relevance(question, 'on saturday i went to see my local football club play at home and the atmosphere was brilliant and everyone in the stand was singing');
    expect(onTopic).toBeGreaterThanOrEqual(0.8);
    expect(offTopic).toBeLessThanOrEqual(0.1);
  });

  it('cannot be full for a very short answer, and is 0 for nothing', () => {
    expect(relevance(question, 'react rendering')).toBeLessThan(0.2);
    expect(relevanceOf('', 0, questionTopic(question, SCENARIO), domain).score).toBe(0);
  });
});

describe('quotes and skill names', () => {
  const message = { id: 'm1', role: 'USER', sender: 'c', createdAt: new Date('2026-05-10T09:00:00Z'), audioMs: null, speech: null,
    text: 'At my last job I owned the list page. It rendered three thousand rows and took four seconds, so I profiled it with the React profiler and fixed the filter state.' };

  it('quotes a phrase of at most 20 words, verbatim, inside its sentence', () => {
    const at = message.text.indexOf('profiled');
    const e = quote(message, { start: at, end: at + 8 });
    expect(message.text).toContain(e.quote);
    expect(e.quote).toContain('profiled');
    expect(e.quote.split(/\s+/).length).toBeLessThanOrEqual(20);
    expect(e.quote).not.toContain('list page.');
    expect(e).toMatchObject({ time: '2026-05-10T09:00:00.000Z', messageId: 'm1' });
  });

  it('does not take an everyday word for a skill', () => {
    expect(mentionsSkill('i go with my brother most weekends', 'Go')).toBe(false);
    expect(mentionsSkill('we wrote the service in go and it was fast', 'Go')).toBe(true);
    expect(mentionsSkill('we ran an a b test for two weeks', 'A/B testing')).toBe(true);
    expect(mentionsSkill('i used react testing library', 'React Testing Library')).toBe(true);
  });
});
