import { describe, expect, it } from 'vitest';
import { collectAnswers } from '../../../server/evaluation/answers';
import { shownOf } from '../../../server/evaluation/calibration';
import { localize } from '../../../server/evaluation/phrases';
import { evaluate } from '../../../server/evaluation/rubric';
import type { EvaluationInput, TranscriptMessage } from '../../../server/evaluation/types';
import { MIN_MAIN_QUESTIONS } from '../../../server/interviewer/plan';
import { loadCorpusInterview } from './support/corpus';
import { scenarios } from '../../../server/catalog/scenarios';
import { scenarioFacts } from '../../../server/evaluation/repository';

const grammar = { check: async () => [] };

/** The same interview as if the panel had gone on to invite the candidate's questions and closed. */
function completed(input: EvaluationInput): EvaluationInput {
  const last = input.messages[input.messages.length - 1];
  const panel = [...input.messages].reverse().find((m) => m.role !== 'USER')!;
  const at = (s: number) => new Date(last.createdAt.getTime() + s * 1000);
  // Without the early goodbye: the panel's invitation, the candidate's thanks, the closing.
  const kept = input.messages.filter((m) => !/stop here|end the interview here|end here/i.test(m.text));
  const extra: TranscriptMessage[] = [
    { id: 'x1', role: panel.role, sender: panel.sender, text: 'Those were all our questions. Do you have any questions for us?', createdAt: at(10), audioMs: null, speech: null },
    { id: 'x2', role: 'USER', sender: 'Candidate', text: 'No, thank you, that was clear.', createdAt: at(20), audioMs: null, speech: null },
    { id: 'x3', role: panel.role, sender: panel.sender, text: 'That brings us to the end of the interview. Thank you for your time today.', createdAt: at(30), audioMs: null, speech: null },
  ];
  return { ...input, messages: [...kept, ...extra] };
}

describe('an interview ended early', () => {
  const strong = loadCorpusInterview('dev', 'ops-da-ended-early-typed.json');
  const leaver = loadCorpusInterview('dev', 'eng-react-weak-leaves-spoken.json');

  it('is one with fewer answered questions than any plan asks and no invitation to ask the panel', () => {
    const answers = collectAnswers(strong.input.messages, strong.input.scenario);
    expect(shownOf(strong.input.messages, answers)).toEqual({ answered: 3, planned: MIN_MAIN_QUESTIONS, endedEarly: true });
    const full = completed(strong.input);
    expect(shownOf(full.messages, collectAnswers(full.messages, full.scenario)).endedEarly).toBe(false);
  });

  it('scores three strong answers then an early end as weak, where the same answers with the interview run to its end score strong', async () => {
    const early = await evaluate(strong.input, { grammar });
    const full = await evaluate(completed(strong.input), { grammar });
    expect(full.overallScore).toBeGreaterThanOrEqual(7.5);
    expect(early.overallScore).toBeGreaterThanOrEqual(2);
    expect(early.overallScore).toBeLessThanOrEqual(4.5);
    // The report says how many questions were answered and what the rest cost.
    const line = early.additionalObservations.behavioralIndicators[0];
    const m = /^The interview ended after 3 answered questions of at least 8 planned; the questions not reached count as unanswered, which cost (\d+\.\d) points of the overall score\.$/.exec(line);
    expect(m, line).not.toBeNull();
    expect(Number(m![1])).toBeGreaterThan(3);
    expect(full.additionalObservations.behavioralIndicators.some((l) => l.startsWith('The interview ended after'))).toBe(false);
    const ru = localize(early, early.texts, 'ru');
    expect(ru.additionalObservations.behavioralIndicators[0]).toMatch(/^Интервью закончилось после 3 отвеченных вопросов из не менее чем 8 запланированных; .* стоило \d+[.,]\d балла общей оценки\.$/);
  });

  it('scores a weak candidate who leaves after two answers as showing next to nothing, the questions not reached costing over a point', async () => {
    const report = await evaluate(leaver.input, { grammar });
    expect(report.overallScore).toBeLessThanOrEqual(2);
    const m = /^The interview ended after 2 answered questions of at least 8 planned; .* cost (\d+\.\d) points/.exec(report.additionalObservations.behavioralIndicators[0]);
    expect(m, report.additionalObservations.behavioralIndicators[0]).not.toBeNull();
    expect(Number(m![1])).toBeGreaterThan(1);
  });

  it('says the questions not reached cost nothing more where the answers given had already put the score as low', async () => {
    // Three questions the candidate could not answer, then the candidate leaves: nothing was shown, so
    // the questions not reached take nothing more away.
    const scenario = scenarioFacts(scenarios.find((x) => x.id === 'frontend-react-sumlark') as unknown as Record<string, unknown>);
    const said = ["Sorry, I don't know that one.", "I'm not sure, I have never done that.", "I don't know, sorry."];
    const at = (s: number) => new Date(Date.UTC(2026, 10, 1, 9, 0, s));
    const messages: TranscriptMessage[] = said.flatMap((text, i) => [
      { id: `p${i}`, role: 'Senior Frontend Engineer', sender: 'Mira', text: `Question ${i + 1}: tell me about your frontend work.`, createdAt: at(i * 60), audioMs: null, speech: null },
      { id: `a${i}`, role: 'USER', sender: 'Candidate', text, createdAt: at(i * 60 + 30), audioMs: null, speech: null },
    ]);
    const report = await evaluate({ scenario, messages, startedAt: at(0), endedAt: at(200) }, { grammar });
    const lines = report.additionalObservations.behavioralIndicators;
    expect(lines.some((l) => /cost 0\.0 points/.test(l))).toBe(false);
    expect(lines).toContain(
      'The interview ended after 3 answered questions of at least 8 planned; the questions not reached count as unanswered, though the answers given had already put the overall score as low as that would.',
    );
    const ru = localize(report, report.texts, 'ru').additionalObservations.behavioralIndicators;
    expect(ru.some((l) => /^Интервью закончилось после 3 отвеченных вопросов из не менее чем 8 запланированных; .* данные ответы уже опустили общую оценку так же низко\.$/.test(l))).toBe(true);
  });
});
