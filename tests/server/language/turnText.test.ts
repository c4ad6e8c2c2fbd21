import { beforeEach, describe, expect, it, vi } from 'vitest';

// The tagger, counted: every reading of a turn goes through `tokens`.
const tagged = vi.hoisted(() => [] as string[]);
vi.mock('../../../server/language/tagger', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../server/language/tagger')>();
  return {
    ...real,
    tokens: (text: string) => {
      tagged.push(text);
      return real.tokens(text);
    },
  };
});

const { analyseAnswer, buildPlan, createScriptedBrain } = await import('../../../server/interviewer');
const { createInterviewer } = await import('../../../server/interviewer/engine');
const { scenarios } = await import('../../../server/catalog/scenarios');
const { collectAnswers } = await import('../../../server/evaluation/answers');
const { scenarioFacts } = await import('../../../server/evaluation/repository');
const { readTurnText } = await import('../../../server/language/turn');
const { scenario } = await import('../interviewer/support');

const ANSWER =
  'At my last job I moved our payments service to Kafka, I wrote the consumer so it was idempotent and we cut duplicate charges from forty a week to zero.';
const DONT_KNOW = "honestly i don't know, can we skip this one";

const timesTagged = (text: string) => tagged.filter((t) => t === text).length;

beforeEach(() => {
  tagged.length = 0;
});

describe('a turn is read once', () => {
  const s = scenario('senior-backend-go-brackwater');
  const plan = buildPlan(s, 'reading');
  const item = plan.items.find((i) => i.kind === 'technical')!;

  it('the interviewer\'s analysis tags the answer once, whatever it asks of it (act, intent, reading, topic)', () => {
    for (const text of [ANSWER, DONT_KNOW]) {
      const analysis = analyseAnswer(text, { scenario: s, item, awaiting: 'question' });
      expect(analysis.words).toBeGreaterThan(0);
      expect(timesTagged(text)).toBe(1);
    }
  });

  it('a read turn keeps its words and tags, and its kind is decided once', async () => {
    const { classifyTurn } = await import('../../../server/language/turns/classifier');
    const turn = readTurnText(ANSWER, item.text);
    expect(turn.tokens).toBe(turn.tokens);
    expect(classifyTurn(turn)).toBe(classifyTurn(turn));
    // The same reading as from the text alone.
    expect(classifyTurn(ANSWER, item.text)).toEqual(classifyTurn(turn));
    expect(timesTagged(ANSWER)).toBe(2);
  });

  it('the panel replying to an answer tags it once', async () => {
    const interviewer = createInterviewer(s, createScriptedBrain(), 'reading-once');
    for await (const u of interviewer.open()) void u;
    tagged.length = 0;
    for await (const u of interviewer.respond(ANSWER)) void u;
    expect(timesTagged(ANSWER)).toBe(1);
  });

  it('the report tags each answer once, its amendments read included', () => {
    const facts = scenarioFacts(scenarios.find((x) => x.id === 'senior-backend-go-brackwater') as unknown as Record<string, unknown>);
    const at = (n: number) => new Date(Date.UTC(2026, 10, 1, 9, 0, n));
    const messages = [
      { id: 'p1', role: 'Lead', sender: 'Mira', text: item.text, createdAt: at(1), audioMs: null, speech: null },
      { id: 'a1', role: 'USER', sender: 'Candidate', text: ANSWER, createdAt: at(2), audioMs: null, speech: null },
    ];
    expect(collectAnswers(messages, facts)).toHaveLength(1);
    expect(timesTagged(ANSWER)).toBe(1);
  });
});
