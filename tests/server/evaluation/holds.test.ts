import { describe, expect, it } from 'vitest';
import { collectAnswers, isGraded } from '../../../server/evaluation/answers';
import {
  ABSTRACT_BELOW,
  ABSTRACT_MIN_WORDS,
  abstractThroughout,
  addressedScorer,
  ELSEWHERE_BELOW,
  elsewhereThroughout,
  EMPTY_BAND_MAX,
  holdOf,
  misconceptionsStated,
  REPEATED_FROM,
  SCORER_FROM,
  repeatedThroughout,
  WEAK_BAND_MAX,
} from '../../../server/evaluation/calibration';
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
    expect(abstractThroughout(answers)).toEqual({ reason: 'abstract', answers: answers.length, ceiling: EMPTY_BAND_MAX });
    const report = await evaluate(loadCorpusInterview('dev', fluentEmpty).input, { grammar });
    expect(report.overallScore).toBeLessThanOrEqual(EMPTY_BAND_MAX);
    const line = report.additionalObservations.behavioralIndicators[0];
    expect(line).toBe(
      `Most answers stayed in general terms: of ${answers.length} answers, few named a situation, tool, number or thing you did that an interviewer could picture, so the overall score can be no higher than 2.0. Tell what you did, with what, and what came of it.`,
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

describe('an interview about another line of work throughout', () => {
  // A truck driver's vivid road stories told for every question of a Node.js backend job.
  const story = 'f-02-off-domain-story-truck-driver-node-parcelrun.json';
  const shares = (answers: ReturnType<typeof answersOf>) =>
    answers
      .filter(isGraded)
      .map((a) => a.signals.jobVocabulary)
      .filter((v): v is number => v !== null);

  it('is held at the top of the gamed band, and the report says why in English and Russian', async () => {
    const answers = answersOf(story);
    const share = median(shares(answers));
    expect(share).toBeLessThan(ELSEWHERE_BELOW);
    expect(abstractThroughout(answers)).toBeNull();
    expect(holdOf(answers)).toEqual({ reason: 'elsewhere', answers: shares(answers).length, ceiling: EMPTY_BAND_MAX, share });
    const report = await evaluate(loadCorpusInterview('dev', story).input, { grammar });
    expect(report.overallScore).toBeLessThanOrEqual(EMPTY_BAND_MAX);
    const line = report.additionalObservations.behavioralIndicators[0];
    expect(line).toBe(
      `Most answers were about another line of work: in a typical one of ${shares(answers).length} answers, only ${Math.round(100 * share)}% of the things named belong to this job, so the overall score can be no higher than 2.0. Answer from work like this job’s; where you have none yet, say so and reason about the question itself.`,
    );
    const ru = localize(report, report.texts, 'ru').additionalObservations.behavioralIndicators[0];
    expect(ru).toMatch(/^Большинство ответов были о другой работе: в типичном из \d+ ответов лишь \d+% названного относится к этой вакансии, поэтому общая оценка не выше 2[.,]0\./);
  });

  it('needs three answers naming enough things: two are no pattern', () => {
    const answers = answersOf(story).filter((a) => isGraded(a) && a.signals.jobVocabulary !== null);
    expect(elsewhereThroughout(answers.slice(0, 2))).toBeNull();
    expect(elsewhereThroughout(answers.slice(0, 3))).not.toBeNull();
  });

  it('is not an honest candidate who knows little of the job, nor one answering a posting the product does not know', async () => {
    // A weak-trying SRE candidate: naive answers in few of the job's words, the development part's lowest honest share.
    const trying = answersOf('d-10-weak-trying-sre-cinderpath.json');
    expect(median(shares(trying))).toBeGreaterThanOrEqual(ELSEWHERE_BELOW);
    expect(holdOf(trying)).toBeNull();
    // An honest junior analyst who says what they have not done yet.
    const junior = 'g-15-honest-junior-associate-product-manager-pawsway.json';
    expect(holdOf(answersOf(junior))).toBeNull();
    const report = await evaluate(loadCorpusInterview('dev', junior).input, { grammar });
    expect(report.additionalObservations.behavioralIndicators.some((l) => l.startsWith('Most answers were about another line of work'))).toBe(false);
    // The same road stories told for a posting whose skills no guide covers: its things are not known, so nothing is held.
    const { input } = loadCorpusInterview('dev', story);
    const own = { ...input.scenario, skills: ['Quarkus', 'Vert.x', 'Helidon'] };
    expect(elsewhereThroughout(collectAnswers(input.messages, own))).toBeNull();
  });
});

describe('an interview that states wrong beliefs about the job\'s technology', () => {
  // An application-security candidate who states, with confidence, two beliefs the skill guides correct.
  const wrong = 'e-15-wrong-claims-appsec-quartzline.json';
  const stating = (answers: ReturnType<typeof answersOf>) => answers.filter((a) => isGraded(a) && a.claims.length > 0);

  it('is held at the top of the weak band, and the report says why in English and Russian', async () => {
    const answers = answersOf(wrong);
    expect(stating(answers).length).toBeGreaterThanOrEqual(2);
    expect(holdOf(answers)).toEqual({ reason: 'misconceptions', answers: stating(answers).length, ceiling: WEAK_BAND_MAX });
    const report = await evaluate(loadCorpusInterview('dev', wrong).input, { grammar });
    expect(report.overallScore).toBeLessThanOrEqual(WEAK_BAND_MAX);
    const line = report.additionalObservations.behavioralIndicators.find((l) => l.includes('not so'));
    expect(line).toBe(
      `${stating(answers).length} answers stated something about this job’s technology that is not so (each is corrected in its answer’s feedback), so the overall score can be no higher than 4.5. Check those points before your next interview.`,
    );
    const ru = localize(report, report.texts, 'ru').additionalObservations.behavioralIndicators.find((l) => l.includes('неверно'));
    expect(ru).toMatch(/^В \d+ ответах о технологиях этой вакансии сказано то, что неверно \(каждое исправлено в разборе ответа\), поэтому общая оценка не выше 4[.,]5\./);
  });

  it('needs two answers: one may be a misreading', () => {
    const answers = answersOf(wrong);
    const first = stating(answers)[0];
    expect(misconceptionsStated(answers.filter((a) => !stating(answers).includes(a) || a === first))).toBeNull();
    // An average React Native candidate with one wrong belief among sensible answers is not held.
    const average = answersOf('g-19-wrong-claims-senior-mobile-react-native-wayfarer.json');
    expect(stating(average)).toHaveLength(1);
    expect(holdOf(average)).toBeNull();
  });
});

describe('an interview that gives one answer again for most questions', () => {
  // A Django candidate's memorised paragraph, pasted for every question after the first.
  const pasted = 'h-30-same-answer-django-greenhollow.json';
  const said = (answers: ReturnType<typeof answersOf>) => answers.filter((a) => a.intent === 'answer' && a.wordCount >= 3);
  const again = (answers: ReturnType<typeof answersOf>) => said(answers).filter((a) => a.gate === 'repeated');

  it('is held at the top of the gamed band, and the report says why in English and Russian', async () => {
    const answers = answersOf(pasted);
    const n = said(answers).length;
    const x = again(answers).length;
    expect(x).toBeGreaterThanOrEqual(REPEATED_FROM);
    expect(holdOf(answers)).toEqual({ reason: 'repeated', answers: x, of: n, ceiling: EMPTY_BAND_MAX });
    const report = await evaluate(loadCorpusInterview('dev', pasted).input, { grammar });
    expect(report.overallScore).toBeLessThanOrEqual(EMPTY_BAND_MAX);
    expect(report.additionalObservations.behavioralIndicators[0]).toBe(
      `The same answer was given again for ${x} of ${n} questions: a memorised answer repeated shows nothing about the questions it did not answer, so the overall score can be no higher than 2.0. Answer each question on its own, with an example that fits it.`,
    );
    const ru = localize(report, report.texts, 'ru').additionalObservations.behavioralIndicators[0];
    expect(ru).toBe(
      `Один и тот же ответ повторён на ${x} из ${n} вопросов: заученный ответ ничего не говорит о вопросах, на которые он не отвечает, поэтому общая оценка не выше 2,0. Отвечайте на каждый вопрос отдельно, с подходящим к нему примером.`,
    );
  });

  it('counts the pasted example and result once, not once for each paste', async () => {
    const answers = answersOf(pasted);
    const n = answers.length;
    const report = await evaluate(loadCorpusInterview('dev', pasted).input, { grammar });
    const lines = report.additionalObservations.behavioralIndicators;
    expect(lines).toContain(`Gave a concrete example in 1 of ${n} answers.`);
    expect(lines).toContain(`Stated a result or a number in 1 of ${n} answers.`);
  });

  it('needs three answers given again, and at least half the answers', () => {
    const answers = answersOf(pasted);
    const repeats = again(answers);
    const first = said(answers).filter((a) => a.gate !== 'repeated');
    // Two repeats are no pattern, however few the answers.
    expect(repeatedThroughout([...first, ...repeats.slice(0, REPEATED_FROM - 1)])).toBeNull();
    expect(repeatedThroughout([...first, ...repeats.slice(0, REPEATED_FROM)])).not.toBeNull();
    // Three repeats among many answers of its own are a candidate returning to one story, not a paste.
    const honest = said(answersOf('o-07-plain-average-em-lanternfish.json'));
    expect(again(honest)).toHaveLength(0);
    expect(honest.length).toBeGreaterThan(REPEATED_FROM);
    expect(repeatedThroughout([...honest, ...repeats.slice(0, REPEATED_FROM)])).toBeNull();
  });
});

describe('an interview that speaks to the scoring instead of the panel', () => {
  // A full-stack candidate who writes instructions to the "evaluator" into most answers, with a few thin words beside them.
  const steering = 't-30-injection-fullstack-quillstack.json';
  const speaking = (answers: ReturnType<typeof answersOf>) => answers.filter((a) => a.intent === 'answer' && a.gate === 'addresses-scorer');

  it('is held at the top of the gamed band, and the report says why in English and Russian', async () => {
    const answers = answersOf(steering);
    const x = speaking(answers).length;
    expect(x).toBeGreaterThanOrEqual(SCORER_FROM);
    expect(holdOf(answers)).toEqual({ reason: 'scorer', answers: x, ceiling: EMPTY_BAND_MAX });
    const report = await evaluate(loadCorpusInterview('dev', steering).input, { grammar });
    expect(report.overallScore).toBeLessThanOrEqual(EMPTY_BAND_MAX);
    expect(report.additionalObservations.behavioralIndicators[0]).toBe(
      `${x} answers spoke to the scoring instead of the interviewers (instructions to rate them, a score written out): such words earn nothing, and an interview that tries to set its own score can score no higher than 2.0. Answer the interviewers’ questions about your own work.`,
    );
    const ru = localize(report, report.texts, 'ru').additionalObservations.behavioralIndicators[0];
    expect(ru).toMatch(new RegExp(`^${x} ответ(?:а|ов) обращен[ыо] не к интервьюерам, а к системе оценки .*получает не выше 2,0\\.`));
  });

  it('holds what else the candidate said under the band however well it reads', () => {
    // The same steering answers beside a strong candidate's: the interview is still one that tried to set its own score.
    const strong = answersOf('biz-fullstack-lead-strong-long-spoken.json');
    expect(holdOf(strong)).toBeNull();
    expect(addressedScorer([...strong, ...speaking(answersOf(steering)).slice(0, SCORER_FROM)])).toEqual({ reason: 'scorer', answers: SCORER_FROM, ceiling: EMPTY_BAND_MAX });
  });

  it('needs three answers: two may be honest answers that speak of marking and grades', () => {
    const fewer = speaking(answersOf(steering)).slice(0, SCORER_FROM - 1);
    expect(addressedScorer([...answersOf('o-07-plain-average-em-lanternfish.json'), ...fewer])).toBeNull();
    // A strong candidate for the maths-homework job, whose answers speak of marks and grades: two of them read as words to the scoring.
    const { input } = loadCorpusInterview('blind29', 'xa-28-strong-long-sumlark.json');
    const marking = collectAnswers(input.messages, input.scenario);
    expect(speaking(marking)).toHaveLength(SCORER_FROM - 1);
    expect(holdOf(marking)).toBeNull();
  });
});
