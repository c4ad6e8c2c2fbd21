/**
 * An answer whose transcript the candidate corrected: its content is read from the corrected text,
 * how it was said (speaking rate, fillers, repetitions) from what the recogniser heard.
 */
import { describe, expect, it } from 'vitest';
import { collectAnswers } from '../../../server/evaluation/answers';
import { delivery } from '../../../server/evaluation/coaching';
import { englishFigures } from '../../../server/evaluation/english';
import type { ScenarioFacts, TranscriptMessage } from '../../../server/evaluation/types';

const scenario: ScenarioFacts = {
  position: 'Frontend Developer',
  company: 'Acme',
  skills: ['React', 'TypeScript'],
  requirements: [],
  responsibilities: [],
  description: 'Build the dashboard.',
};
const HEARD = 'um I built the the dashboard with react and tide has crept um and I enjoy mentoring';
const MEANT = 'I built the dashboard with React and TypeScript, and I enjoy mentoring.';

const question: TranscriptMessage = { id: 'q', role: 'Tech Lead', sender: 'Ann', text: 'What did you build with React?', createdAt: new Date(0), audioMs: null, speech: null };
const answer = (extra: Partial<TranscriptMessage>): TranscriptMessage => ({
  id: 'a',
  role: 'USER',
  sender: 'candidate',
  text: HEARD,
  createdAt: new Date(60_000),
  audioMs: 6_000,
  speech: { voicedMs: 6_000, longPauses: 0, longestPauseMs: 300 },
  ...extra,
});

describe('a corrected answer', () => {
  it('is read from the corrected text and measured as said from the recognised text', () => {
    const [corrected] = collectAnswers([question, answer({ text: MEANT, recognizedText: HEARD })], scenario);
    const [heard] = collectAnswers([question, answer({})], scenario);
    expect(corrected.text).toBe(MEANT);
    expect(corrected.skillsNamed).toEqual(['React', 'TypeScript']);
    expect(heard.skillsNamed).toEqual(['React']);
    // What can be quoted is in the corrected text: no fillers or repeated words left there.
    expect(corrected.fillers).toEqual([]);
    expect(corrected.repetitions).toEqual([]);
    // How it was said is the same as for the uncorrected answer.
    expect(corrected.asSaid).toEqual(heard.asSaid);
    expect(corrected.asSaid).toMatchObject({ fillers: 2, fillerWords: ['um', 'um'], repetitions: 1 });

    const figures = englishFigures([corrected]);
    const heardFigures = englishFigures([heard]);
    expect(figures.wordsPerMinute).toBe(heardFigures.wordsPerMinute);
    expect(figures.wordsPerMinute).toBe(heard.asSaid.wordCount / 0.1);
    expect(figures.fillersPer100).toBe(heardFigures.fillersPer100);
    expect(figures.repetitions).toBe(1);
    expect(figures.words).toBe(corrected.wordCount);
    expect(delivery([corrected], figures).fillerWords).toEqual([{ word: 'um', count: 2 }]);
  });

  it('is measured on its own text when the correction restored the recognised words', () => {
    const [same] = collectAnswers([question, answer({ recognizedText: HEARD })], scenario);
    const [plain] = collectAnswers([question, answer({ recognizedText: null })], scenario);
    expect(same.asSaid).toEqual(plain.asSaid);
    expect(same.asSaid.wordCount).toBe(plain.wordCount);
  });
});
