import { describe, expect, it } from 'vitest';
import { collectAnswers, isGraded } from '../../../server/evaluation/answers';
import { ABSTRACT_BELOW, ABSTRACT_MIN_WORDS, abstractThroughout, EMPTY_BAND_MAX } from '../../../server/evaluation/calibration';
import { localize } from '../../../server/evaluation/phrases';
import { evaluate } from '../../../server/evaluation/rubric';
import { loadCorpusInterview } from './support/corpus';

const grammar = { check: async () => [] };
const answersOf = (file: string) => {
  const { input } = loadCorpusInterview('dev', file);
  return collectAnswers(input.messages, input.scenario);
};
const median = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y);
  return (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2;
};

describe('an interview abstract throughout', () => {
  // A product manager's fluent answers with nothing in them to picture ("I anchor every conversation in customer value").
  const fluentEmpty = 'f-24-fluent-empty-api-pm-kettleworth.json';

  it('is held at the top of the gamed band, and the report says why in English and Russian', async () => {
    const answers = answersOf(fluentEmpty).filter(isGraded);
    expect(median(answers.map((a) => a.signals.concreteness))).toBeLessThan(ABSTRACT_BELOW);
    expect(abstractThroughout(answers)).toEqual({ answers: answers.length, ceiling: EMPTY_BAND_MAX });
    const report = await evaluate(loadCorpusInterview('dev', fluentEmpty).input, { grammar });
    expect(report.overallScore).toBeLessThanOrEqual(EMPTY_BAND_MAX);
    const line = report.additionalObservations.behavioralIndicators[0];
    expect(line).toBe(
      `Most answers stayed in general terms: of ${answers.length} answers, few named a situation, tool, number or thing you did that an interviewer could picture, so the overall score is held at 2.0. Tell what you did, with what, and what came of it.`,
    );
    const ru = localize(report, report.texts, 'ru').additionalObservations.behavioralIndicators[0];
    expect(ru).toMatch(/^Большинство ответов остались общими словами: из \d+ ответов лишь немногие называют ситуацию, .* поэтому общая оценка не выше 2[.,]0\./);
  });

  it('needs three answers: two are no pattern', () => {
    expect(abstractThroughout(answersOf(fluentEmpty).filter(isGraded).slice(0, 2))).toBeNull();
  });

  it('is not an honest weak candidate whose few words are vague, nor plain everyday answers', async () => {
    // Short vague answers, as abstract as the fluent ones, but a weak candidate's: fifteen words at the median.
    const weak = answersOf('q-21-weak-cloudsec-elmstead.json').filter(isGraded);
    expect(median(weak.map((a) => a.signals.concreteness))).toBeLessThan(ABSTRACT_BELOW);
    expect(median(weak.map((a) => a.signals.words))).toBeLessThan(ABSTRACT_MIN_WORDS);
    expect(abstractThroughout(weak)).toBeNull();
    // An engineering manager's plain answers in everyday words: general, but about things that happened.
    const plain = 'o-07-plain-average-em-lanternfish.json';
    expect(abstractThroughout(answersOf(plain))).toBeNull();
    const report = await evaluate(loadCorpusInterview('dev', plain).input, { grammar });
    expect(report.overallScore).toBeGreaterThan(EMPTY_BAND_MAX);
    expect(report.additionalObservations.behavioralIndicators.some((l) => l.startsWith('Most answers stayed in general terms'))).toBe(false);
  });
});
