import { describe, expect, it } from 'vitest';
import { scenarios } from '../../../server/catalog/scenarios';
import { collectAnswers, GRADED_FROM_WORDS, isGraded } from '../../../server/evaluation/answers';
import { coachAnswer } from '../../../server/evaluation/coaching';
import { scenarioFacts } from '../../../server/evaluation/repository';
import type { TranscriptMessage } from '../../../server/evaluation/types';

const scenario = scenarioFacts(scenarios.find((s) => s.id === 'ml-engineer-sagefield') as unknown as Record<string, unknown>);
const at = (s: number) => new Date(Date.UTC(2026, 10, 1, 9, 0, s));
let n = 0;
const panel = (text: string): TranscriptMessage => ({ id: `p${(n += 1)}`, role: 'ML Lead', sender: 'Ana', text, createdAt: at(n * 20), audioMs: null, speech: null });
const candidate = (text: string): TranscriptMessage => ({ id: `a${(n += 1)}`, role: 'USER', sender: 'Candidate', text, createdAt: at(n * 20), audioMs: null, speech: null });

function answerTo(question: string, text: string) {
  const [answer] = collectAnswers([panel(question), candidate(text)], scenario);
  return answer;
}

describe('an answer of a word or two', () => {
  it('is no answer to grade: none by rule, scored 0 in its coaching, whatever the word', () => {
    for (const text of ['PyTorch.', 'Yes', 'Feature stores.', 'Kubernetes, Kafka']) {
      const a = answerTo('Which framework do you train your models with, and why?', text);
      expect(a.wordCount, text).toBeLessThan(GRADED_FROM_WORDS);
      expect(isGraded(a), text).toBe(false);
      expect(a.grade.grade, text).toBe('none');
      expect(a.grade.value, text).toBe(0);
      expect(a.substance, text).toBe(0);
      expect(coachAnswer(a)).toMatchObject({ verdict: 'no-answer', score: 0 });
    }
  });

  it('from three words on, an answer is graded on what it says', () => {
    const a = answerTo('Which framework do you train your models with, and why?', 'PyTorch, because debugging eager code is easier.');
    expect(a.wordCount).toBeGreaterThanOrEqual(GRADED_FROM_WORDS);
    expect(isGraded(a)).toBe(true);
    expect(a.grade.value).toBeGreaterThan(0);
  });
});
