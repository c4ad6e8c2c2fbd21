import { describe, expect, it } from 'vitest';
import { collectAnswers } from '../../../server/evaluation/answers';
import type { ScenarioFacts, TranscriptMessage } from '../../../server/evaluation/types';

/** A candidate's own posting (not in the catalogue): its duties name no skill the guides know. */
const posting: ScenarioFacts = {
  position: 'Product Engineer',
  company: 'Quillmoor Legal',
  skills: ['TypeScript', 'Customer discovery'],
  requirements: ['Three years of building web products with TypeScript.'],
  responsibilities: ['Join customer calls with legal teams to understand how they negotiate contracts.', 'Keep the release notes up to date.'],
  description: 'A small team building a contract negotiation tool for in-house lawyers.',
};

function interview(question: string, answers: string[]): TranscriptMessage[] {
  const at = (s: number) => new Date(Date.UTC(2026, 10, 1, 9, 0, s));
  return answers.flatMap((text, i) => [
    { id: `p${i}`, role: 'Engineering Manager', sender: 'Ines Ward', text: question, createdAt: at(i * 60), audioMs: null, speech: null },
    { id: `a${i}`, role: 'USER', sender: 'Candidate', text, createdAt: at(i * 60 + 30), audioMs: null, speech: null },
  ]);
}

describe("a question about a sentence of the candidate's own posting", () => {
  const question = 'What would you do in your first calls with legal teams who negotiate contracts?';
  const onDuty =
    'I would ask to sit in on a few negotiation calls first, note where the lawyers get stuck, like redlines going back and forth on liability clauses, and then share the pattern with the team.';
  const story = 'At the bakery I got up at four every day, fed the sourdough starter, and we sold out of croissants by nine most Saturdays.';

  it('is read against that sentence, its own nouns as the terms a good answer uses', () => {
    const [on, off] = collectAnswers(interview(question, [onDuty, story]), posting);
    expect(on.signals.guided).toBe(true);
    expect(on.signals.guideTerms).toBeGreaterThan(0);
    expect(off.signals.guideTerms).toBe(0);
    expect(on.signals.guideSimilarity).toBeGreaterThan(off.signals.guideSimilarity + 0.05);
  });

  it('leaves a question that names nothing of the posting read against the question alone', () => {
    const [a] = collectAnswers(interview('What did you enjoy most about your last team?', [onDuty]), posting);
    expect(a.signals.guided).toBe(false);
  });
});
