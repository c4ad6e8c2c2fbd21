import { describe, expect, it } from 'vitest';
import { collectAnswers } from '../../../server/evaluation/answers';
import { missedQuestion } from '../../../server/evaluation/english';
import type { ScenarioFacts, TranscriptMessage } from '../../../server/evaluation/types';

/**
 * Which candidate turns the report scores as answers (issue 38, item 7): a brief result sentence and
 * an anecdote that opens with someone else's opinion are answers, however thin; a request about the
 * question and a real "I don't know" beside them stay what they are.
 */

const scenario: ScenarioFacts = {
  position: 'Frontend Engineer (React)',
  company: 'Example Learning',
  skills: ['React', 'TypeScript', 'Web performance'],
  requirements: ['Three years building React applications'],
  responsibilities: ['Build the practice screens pupils use every day'],
  description: 'An adaptive maths practice platform used by secondary schools.',
};

/** One panel question and the candidate's reply to it, for each pair. */
function interview(pairs: ReadonlyArray<readonly [question: string, reply: string]>): TranscriptMessage[] {
  const at = (s: number) => new Date(Date.UTC(2026, 10, 1, 9, 0, s));
  return pairs.flatMap(([question, reply], i) => [
    { id: `p${i}`, role: 'Senior Frontend Engineer', sender: 'Panel', text: question, createdAt: at(i * 20), audioMs: null, speech: null },
    { id: `a${i}`, role: 'USER', sender: 'Candidate', text: reply, createdAt: at(i * 20 + 10), audioMs: null, speech: null },
  ]);
}

const RESULT_QUESTION = 'Tell me about a time you improved the performance of a page. What was the result?';
const FEEDBACK_QUESTION = 'Tell me about a time you received critical feedback on your code.';

describe('the report reading the candidate turns of issue 38', () => {
  it('scores a brief result sentence and an anecdote that opens with someone else’s opinion as answers', () => {
    const answers = collectAnswers(
      interview([
        [RESULT_QUESTION, 'The result was good, nobody complained about it.'],
        [FEEDBACK_QUESTION, "Someone said my code was messy once. I didn't really agree…"],
      ]),
      scenario,
    );
    expect(answers.map((a) => a.message.id)).toEqual(['a0', 'a1']);
    for (const a of answers) {
      expect(a.intent, a.text).toBe('answer');
      expect(a.admitsNotKnowing, a.text).toBe(false);
      // Neither a request nor an "I don't know" in the report's comprehension figures.
      expect(missedQuestion(a), a.text).toBeNull();
    }
  });

  it('still drops a request about the question and counts a real "I don\'t know" as one', () => {
    const answers = collectAnswers(
      interview([
        [RESULT_QUESTION, 'could you repeat the result part?'],
        [RESULT_QUESTION, "someone else did that part, I don't know it"],
      ]),
      scenario,
    );
    // The request is no answer (the question stands); the "I don't know" is one, scored as not knowing.
    expect(answers.map((a) => a.message.id)).toEqual(['a1']);
    expect(answers[0].intent).toBe('dont_know');
    expect(missedQuestion(answers[0])).toBe('dont_know');
  });
});
