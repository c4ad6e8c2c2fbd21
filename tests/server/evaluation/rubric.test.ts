import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_CUT } from '../../../server/evaluation/answers';
import { createHarperGrammarChecker } from '../../../server/evaluation/grammar';
import { evaluate, WEIGHTS } from '../../../server/evaluation/rubric';
import type { Analysis, Evidence, EvaluationInput } from '../../../server/evaluation/types';
import { loadFixtures, NO_ANSWER_LABELS, type InterviewFixture } from './support/fixtures';

/** The rubric on the labelled interviews of tests/fixtures/interviews. */

function contractValidator(schemaName: string) {
  const document = parse(readFileSync('openapi/openapi.yaml', 'utf8')) as { components: Record<string, unknown> };
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'contract', components: document.components });
  return ajv.compile({ $ref: `contract#/components/schemas/${schemaName}` });
}

const grammar = createHarperGrammarChecker();
const fixtures = loadFixtures();
const results = new Map<string, Analysis>();

beforeAll(async () => {
  // One warm checker for the file: its WASM start and first lint take seconds.
  for (const f of fixtures) results.set(f.name, await evaluate(f.input, { grammar }));
});
afterAll(() => grammar.close());

const result = (f: InterviewFixture) => results.get(f.name)!;
const byLabel = (...labels: string[]) => fixtures.filter((f) => labels.includes(f.label));

function allEvidence(a: Analysis): Evidence[] {
  return [
    ...a.hardSkills.skills.flatMap((s) => s.evidence ?? []),
    ...(['communication', 'teamwork', 'problemSolving', 'adaptability', 'leadership'] as const).flatMap((k) => a.softSkills[k].evidence ?? []),
    ...(['vocabulary', 'grammar', 'fluency', 'comprehension'] as const).flatMap((k) => a.englishProficiency[k].evidence ?? []),
    ...a.recommendations.flatMap((r) => r.evidence ?? []),
  ];
}

function allScores(a: Analysis): number[] {
  return [
    a.overallScore,
    a.hardSkills.score,
    ...a.hardSkills.skills.map((s) => s.score),
    a.softSkills.score,
    ...(['communication', 'teamwork', 'problemSolving', 'adaptability', 'leadership'] as const).map((k) => a.softSkills[k].score),
    a.englishProficiency.score,
    ...(['vocabulary', 'grammar', 'fluency', 'comprehension'] as const).map((k) => a.englishProficiency[k].score),
  ];
}

describe('the labelled fixtures', () => {
  it('has at least 3 strong, 3 average, 3 weak and 3 empty, one-word or off-topic interviews', () => {
    expect(byLabel('strong').length).toBeGreaterThanOrEqual(3);
    expect(byLabel('average').length).toBeGreaterThanOrEqual(3);
    expect(byLabel('weak').length).toBeGreaterThanOrEqual(3);
    expect(byLabel(...NO_ANSWER_LABELS).length).toBeGreaterThanOrEqual(3);
    expect(fixtures.length).toBeGreaterThanOrEqual(12);
    expect(fixtures.some((f) => f.mode === 'typed') && fixtures.some((f) => f.mode === 'spoken')).toBe(true);
  });
});

describe('ranking', () => {
  it('puts every strong above every average, above every weak, and every empty or off-topic at 2 or below', () => {
    const scores = (labels: string[]) => byLabel(...labels).map((f) => result(f).overallScore);
    const strong = scores(['strong']);
    const average = scores(['average']);
    const weak = scores(['weak']);
    const none = scores([...NO_ANSWER_LABELS]);
    // Near the bands of calibration.ts (strong 8 and above, weak 2–4.5); how the whole labelled corpus
    // falls in them is measured by the bench (`npm run bench -- report`), where the curve is fitted.
    expect(Math.min(...strong)).toBeGreaterThanOrEqual(7);
    expect(Math.max(...weak)).toBeLessThanOrEqual(4.5);
    expect(Math.max(...none)).toBeLessThanOrEqual(2);
    // Apart by at least the gap between two bands (4.5 to 5, 7.5 to 8): a refit moves these few by tenths.
    expect(Math.min(...strong) - Math.max(...average)).toBeGreaterThanOrEqual(0.5);
    expect(Math.min(...average) - Math.max(...weak)).toBeGreaterThanOrEqual(0.5);
  });

  it('ranks each section the same way for strong against weak', () => {
    for (const s of byLabel('strong')) {
      for (const w of byLabel('weak')) {
        expect(result(s).hardSkills.score).toBeGreaterThan(result(w).hardSkills.score);
        expect(result(s).softSkills.score).toBeGreaterThan(result(w).softSkills.score);
        expect(result(s).englishProficiency.score).toBeGreaterThan(result(w).englishProficiency.score);
      }
    }
  });
});

describe.each(fixtures.map((f) => [f.name, f] as const))('%s', (_name, fixture) => {
  it('computes the overall score from the three sections with the fixed weights', () => {
    const a = result(fixture);
    const expected = Math.round((WEIGHTS.hard * a.hardSkills.score + WEIGHTS.soft * a.softSkills.score + WEIGHTS.english * a.englishProficiency.score) * 10) / 10;
    expect(a.overallScore).toBe(expected);
    for (const score of allScores(a)) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(10);
      expect(Math.round(score * 10) / 10).toBe(score);
    }
  });

  it('quotes only the candidate\'s own words, verbatim, at the time they were said', () => {
    const a = result(fixture);
    const messages = new Map(fixture.input.messages.map((m) => [m.id, m]));
    for (const e of allEvidence(a)) {
      const message = messages.get(e.messageId ?? '');
      expect(message, e.quote).toBeDefined();
      expect(message!.role).toBe('USER');
      // Verbatim; a quote cut where no phrase ends in reach is marked so at its end.
      const said = e.quote.endsWith(QUOTE_CUT) ? e.quote.slice(0, -QUOTE_CUT.length) : e.quote;
      expect(message!.text).toContain(said);
      expect(said.trim().length).toBeGreaterThan(0);
      expect(said.split(/\s+/).length).toBeLessThanOrEqual(20);
      expect(e.time).toBe(message!.createdAt.toISOString());
    }
  });

  it('gives every score a comment and every section a recommendation', () => {
    const a = result(fixture);
    for (const k of ['communication', 'teamwork', 'problemSolving', 'adaptability', 'leadership'] as const) expect(a.softSkills[k].comment).toBeTruthy();
    for (const k of ['vocabulary', 'grammar', 'fluency', 'comprehension'] as const) expect(a.englishProficiency[k].comment).toBeTruthy();
    for (const s of a.hardSkills.skills) expect(s.comment).toBeTruthy();
    expect(a.hardSkills.recommendation).toBeTruthy();
    expect(a.softSkills.recommendation).toBeTruthy();
    expect(a.englishProficiency.recommendation).toBeTruthy();
    expect(a.recommendations.length).toBeGreaterThan(0);
    expect(a.additionalObservations.behavioralIndicators.length).toBeGreaterThan(0);
  });

  it('validates against the contract\'s schemas', () => {
    const a = result(fixture);
    const parts = {
      HardSkills: a.hardSkills,
      SoftSkills: a.softSkills,
      EnglishProficiency: a.englishProficiency,
      AdditionalObservations: a.additionalObservations,
    };
    for (const [name, value] of Object.entries(parts)) {
      const validate = contractValidator(name);
      expect(validate(value), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
    const validateRecommendation = contractValidator('AreaRecommendation');
    for (const r of a.recommendations) expect(validateRecommendation(r), JSON.stringify(validateRecommendation.errors)).toBe(true);
  });
});

describe('answers that say nothing', () => {
  it('scores empty and one-word interviews low and says why', () => {
    for (const f of byLabel('empty', 'one-word', 'dont-know')) {
      const a = result(f);
      expect(a.overallScore).toBeLessThanOrEqual(1.5);
      expect(a.englishProficiency.comprehension.comment).toMatch(/empty or one-word|"I don't know"/);
      expect(a.softSkills.communication.comment).toMatch(/under 25 words/);
      expect(a.additionalObservations.behavioralIndicators.join(' ')).toMatch(/empty or one-word answer|did not know/);
    }
  });

  it('scores off-topic answers low and says they were off the question', () => {
    for (const f of byLabel('off-topic')) {
      const a = result(f);
      expect(a.englishProficiency.comprehension.score).toBeLessThanOrEqual(2);
      expect(a.englishProficiency.comprehension.comment).toMatch(/off the question/);
      expect(a.hardSkills.score).toBeLessThanOrEqual(1.5);
      expect(a.additionalObservations.behavioralIndicators.join(' ')).toMatch(/Went off the question in \d+ of \d+ answers/);
    }
  });

  it('gives an interview without any answer the lowest scores and a reason', async () => {
    const input: EvaluationInput = {
      ...fixtures[0].input,
      messages: fixtures[0].input.messages.filter((m) => m.role !== 'USER'),
    };
    const a = await evaluate(input, { grammar });
    expect(a.overallScore).toBe(0);
    expect(a.metrics.answers).toBe(0);
    expect(a.hardSkills.skills).toEqual([]);
    expect(a.hardSkills.recommendation).toMatch(/came up|No technical skill/);
    expect(a.additionalObservations.behavioralIndicators).toEqual(['The candidate gave no answers.']);
    expect(contractValidator('SoftSkills')(a.softSkills)).toBe(true);
  });
});

describe('determinism and measurement', () => {
  it('gives the same report for the same interview', async () => {
    for (const f of fixtures.slice(0, 4)) expect(await evaluate(f.input, { grammar })).toEqual(result(f));
  });

  it('scores fluency only from what was measured: typed interviews have it as not measured, outside every average', () => {
    for (const f of fixtures) {
      const a = result(f);
      const e = a.englishProficiency;
      if (f.mode === 'typed') {
        expect(a.metrics.wordsPerMinute).toBeNull();
        expect(e.fluency).toMatchObject({ score: 0, measured: false });
        expect(e.fluency.comment).toMatch(/^Not measured: the answers were typed/);
        // The English score rests on the three measured items: a 0 for fluency does not pull it under them.
        const measured = [e.vocabulary, e.grammar, e.comprehension].map((i) => i.score);
        expect(e.score).toBeGreaterThanOrEqual(Math.min(...measured) - 0.05);
        for (const line of [...a.additionalObservations.strengths, ...a.additionalObservations.areasForImprovement]) expect(line).not.toMatch(/^Fluency/);
      } else if (a.metrics.candidateWords > 0) {
        expect(a.metrics.wordsPerMinute).toBeGreaterThan(0);
        expect(e.fluency.measured).toBeUndefined();
      }
    }
  });

  it('names the strengths and the weakest areas with their scores', () => {
    const strong = result(byLabel('strong')[0]);
    expect(strong.additionalObservations.strengths.length).toBeGreaterThan(0);
    for (const s of strong.additionalObservations.strengths) expect(s).toMatch(/\(\d+(\.\d)?\/10\)/);
    const weak = result(byLabel('weak')[0]);
    expect(weak.additionalObservations.areasForImprovement.length).toBeGreaterThan(0);
    expect(weak.recommendations.every((r) => (r.evidence ?? []).length > 0)).toBe(true);
  });
});
