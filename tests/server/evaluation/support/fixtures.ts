import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scenarios } from '../../../../server/catalog/scenarios';
import { scenarioFacts } from '../../../../server/evaluation/repository';
import type { EvaluationInput, SpeechTiming, TranscriptMessage } from '../../../../server/evaluation/types';

/** The labelled interviews of tests/fixtures/interviews: written by hand, scenarios from the catalogue. */

export type FixtureLabel = 'strong' | 'average' | 'weak' | 'empty' | 'one-word' | 'off-topic' | 'dont-know';

/** Labels that must rank at the bottom: nothing said, or nothing about the questions. */
export const NO_ANSWER_LABELS: readonly FixtureLabel[] = ['empty', 'one-word', 'off-topic', 'dont-know'];

interface FixtureFile {
  label: FixtureLabel;
  description: string;
  scenarioId: string;
  mode: 'spoken' | 'typed';
  startedAt: string;
  endedAt: string;
  messages: Array<{ id: string; role: string; sender: string; text: string; createdAt: string; audioMs: number | null; speech: SpeechTiming | null }>;
}

export interface InterviewFixture {
  name: string;
  label: FixtureLabel;
  description: string;
  mode: 'spoken' | 'typed';
  input: EvaluationInput;
}

export const FIXTURE_DIR = join(import.meta.dirname, '../../../fixtures/interviews');

/** What the rubric reads of a hand-written interview: the catalogue scenario's facts, the messages, the times. */
export function evaluationInput(
  scenario: (typeof scenarios)[number],
  messages: TranscriptMessage[],
  times: { startedAt: string; endedAt: string },
): EvaluationInput {
  return {
    scenario: scenarioFacts(scenario as unknown as Record<string, unknown>),
    messages,
    startedAt: new Date(times.startedAt),
    endedAt: new Date(times.endedAt),
  };
}

export function loadFixture(file: string): InterviewFixture {
  const raw = JSON.parse(readFileSync(join(FIXTURE_DIR, file), 'utf8')) as FixtureFile;
  const scenario = scenarios.find((s) => s.id === raw.scenarioId);
  if (!scenario) throw new Error(`${file}: unknown scenario ${raw.scenarioId}`);
  const messages: TranscriptMessage[] = raw.messages.map((m) => ({ ...m, createdAt: new Date(m.createdAt) }));
  return {
    name: file.replace(/\.json$/, ''),
    label: raw.label,
    description: raw.description,
    mode: raw.mode,
    input: evaluationInput(scenario, messages, raw),
  };
}

export function loadFixtures(): InterviewFixture[] {
  return readdirSync(FIXTURE_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map(loadFixture);
}

/**
 * A synthetic 30-minute interview: 15 questions from a strong spoken fixture, each answered with three
 * answers of the strong and average fixtures run together, as a recognizer writes them (lower case, no
 * punctuation): about 4000 candidate words. Each `variant` combines different answers, so a checker
 * that caches what it has seen cannot answer from its cache.
 */
export function thirtyMinuteInterview(all: readonly InterviewFixture[] = loadFixtures(), variant = 0): EvaluationInput {
  const base = all.find((f) => f.label === 'strong' && f.mode === 'spoken');
  if (!base) throw new Error('no strong spoken fixture');
  const questions = base.input.messages.filter((m) => m.role !== 'USER');
  const sources = all
    .filter((f) => f.label === 'strong' || f.label === 'average')
    .flatMap((f) => f.input.messages.filter((m) => m.role === 'USER'))
    .map((m) => m.text.toLowerCase().replace(/[^a-z0-9' ]+/g, ' ').replace(/\s+/g, ' ').trim());
  const messages: TranscriptMessage[] = [];
  const start = base.input.startedAt.getTime();
  for (let i = 0; i < 15; i += 1) {
    const at = start + i * 120_000;
    const text = [0, 1, 2].map((k) => sources[(i * 3 + k * (variant + 1) + variant) % sources.length]).join(' ');
    messages.push({ ...questions[i % questions.length], id: `q${i + 1}`, createdAt: new Date(at) });
    messages.push({ id: `a${i + 1}`, role: 'USER', sender: 'Candidate', text, createdAt: new Date(at + 100_000), audioMs: 95_000, speech: { voicedMs: 90_000, longPauses: 0, longestPauseMs: 900 } });
  }
  return { ...base.input, messages, endedAt: new Date(start + 30 * 60_000) };
}
