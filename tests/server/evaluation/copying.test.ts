import { describe, expect, it } from 'vitest';
import { scenarios } from '../../../server/catalog/scenarios';
import { collectAnswers, COPIED_ANSWER } from '../../../server/evaluation/answers';
import { copyingOf, indexSources, NOTED_COPYING, withoutSpans } from '../../../server/evaluation/copying';
import { localize } from '../../../server/evaluation/phrases';
import { scenarioFacts } from '../../../server/evaluation/repository';
import { evaluate } from '../../../server/evaluation/rubric';
import type { TranscriptMessage } from '../../../server/evaluation/types';
import { tokens } from '../../../server/language/tagger';

const scenario = scenarioFacts(scenarios.find((s) => s.id === 'senior-backend-go-brackwater') as unknown as Record<string, unknown>);
const QUESTION = 'Tell me about a piece of Go code you are proud of. What problem did it solve, and how did you keep it maintainable?';

/** One question asked before each answer. */
function interview(answers: string[], question = QUESTION): TranscriptMessage[] {
  const at = (s: number) => new Date(Date.UTC(2026, 10, 1, 9, 0, s));
  return answers.flatMap((text, i) => [
    { id: `p${i}`, role: 'Principal Engineer', sender: 'Nikhil Joshi', text: question, createdAt: at(i * 60), audioMs: null, speech: null },
    { id: `a${i}`, role: 'USER', sender: 'Candidate', text, createdAt: at(i * 60 + 30), audioMs: null, speech: null },
  ]);
}

const posting = indexSources([scenario.description, ...scenario.skills, ...scenario.requirements, ...scenario.responsibilities].map((t) => tokens(t)));
const copying = (text: string) => copyingOf(text, tokens(text), [posting, indexSources([tokens(QUESTION)])]);

/** The posting's own sentences, in the first person. */
const COPIED =
  'I write idempotent, well-tested Go services exposed over gRPC. I define reconciliation checks that prove balances are correct after every deployment, ' +
  'and I work with the compliance team to keep audit trails complete and tamper-evident.';
/** The same, lightly reworded: words swapped, dropped and added, inflections changed. */
const REWORDED =
  'I was writing well tested and idempotent services in Go that were exposed with gRPC, and I defined the checks for reconciliation which proved that the balances were correct ' +
  'after each deployment. I also worked together with compliance so our audit trails stayed complete and tamper evident.';
/** An honest answer in the job's own terms: Go, gRPC, Kafka, PostgreSQL, idempotent, ledger. */
const HONEST =
  'At my last company I wrote the Go consumer that applied card refunds from Kafka to our PostgreSQL ledger. Refunds arrived twice when the broker retried, ' +
  'so I keyed each one by its refund id with a unique constraint and made the handler idempotent; duplicates went from about forty a week to zero. ' +
  'I kept it maintainable with table tests for every retry case and a short README, and a new colleague extended it over gRPC within a week.';

describe('copying from the scenario’s texts and the question', () => {
  it('finds the posting’s sentences copied word for word', () => {
    const c = copying(COPIED);
    expect(c.share).toBeGreaterThanOrEqual(COPIED_ANSWER);
    expect(c.spans.map((s) => COPIED.slice(s.start, s.end)).join(' | ')).toContain('idempotent, well-tested Go services exposed over gRPC');
  });

  it('finds them lightly reworded (shared pairs of content words, either order, inflections read as lemmas)', () => {
    expect(copying(REWORDED).share).toBeGreaterThanOrEqual(COPIED_ANSWER);
  });

  it('does not count an honest answer that names the posting’s skills as copying', () => {
    const c = copying(HONEST);
    expect(c.share).toBeLessThan(NOTED_COPYING);
  });

  it('keeps offsets when the copied words are blanked out', () => {
    const c = copying(`${HONEST} ${COPIED}`);
    const own = withoutSpans(`${HONEST} ${COPIED}`, c.spans);
    expect(own).toHaveLength(HONEST.length + 1 + COPIED.length);
    expect(own).toContain('refund id with a unique constraint');
    expect(own).not.toContain('reconciliation checks');
  });
});

describe('what a copied answer earns', () => {
  it('gates an answer that is mostly the posting, as it gates the question read back', () => {
    const [copied, reworded, honest] = collectAnswers(interview([COPIED, REWORDED, HONEST]), scenario);
    expect(copied.gate).toBe('copied');
    expect(copied.substance).toBe(0);
    expect(reworded.gate).toBe('copied');
    expect(reworded.substance).toBe(0);
    expect(honest.gate).toBeNull();
    expect(honest.skillsNamed).toEqual(expect.arrayContaining(['PostgreSQL', 'Kafka', 'gRPC']));
    expect(honest.substance).toBeGreaterThan(0.6);
  });

  it('removes the copied part from the evidence of an answer that also says something of its own', () => {
    const [honest] = collectAnswers(interview([HONEST]), scenario);
    const [mixed] = collectAnswers(interview([`${HONEST} ${COPIED}`]), scenario);
    expect(mixed.gate).toBeNull();
    expect(mixed.copying.share).toBeGreaterThan(0.2);
    // Nothing of the posting's sentences counts: the specifics and actions are the honest part's.
    expect(mixed.reading.specificTerms).not.toContain('reconciliation');
    expect(mixed.reading.specificTerms).not.toContain('tamper-evident');
    expect(mixed.reading.actions).toBe(honest.reading.actions);
    expect(mixed.substance).toBeLessThanOrEqual(honest.substance + 0.01);
  });

  it('scores an interview that copies the posting as empty, and the report says why', async () => {
    const grammar = { check: async () => [] };
    const copied = [COPIED, REWORDED, scenario.requirements.slice(0, 3).join(' '), scenario.responsibilities.slice(0, 3).join(' ')];
    const copiedReport = await evaluate({ scenario, messages: interview(copied), startedAt: new Date(0), endedAt: new Date(600_000) }, { grammar });
    expect(copiedReport.overallScore).toBeLessThanOrEqual(2);
    expect(copiedReport.answerCoaching!.every((c) => c.verdict === 'copied' && c.score === 0)).toBe(true);
    expect(copiedReport.answerCoaching![0].lacked[0]).toMatch(/job posting’s own words/);
    const said = /^Repeated the job posting’s or the question’s own words in 4 of 4 answers \(\d+% of their content\); copied words earned nothing\.$/;
    expect(copiedReport.additionalObservations.behavioralIndicators.some((line) => said.test(line))).toBe(true);
    // In Russian too.
    const ru = localize(copiedReport, copiedReport.texts, 'ru');
    expect(ru.answerCoaching![0].lacked[0]).toMatch(/слов самой вакансии/);
    expect(ru.additionalObservations.behavioralIndicators.some((line) => line.startsWith('Слова вакансии или вопроса повторены в 4 из 4 ответов'))).toBe(true);
  });
});
