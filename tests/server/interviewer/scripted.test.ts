import { describe, expect, it } from 'vitest';
import { buildPlan, createInterviewerFactory, createScriptedBrain, readInterviewerConfig } from '../../../server/interviewer';
import type { TurnInput, TurnStep } from '../../../server/interviewer/types';
import { collect, runGoodInterview, scenario, text } from './support';

const factory = createInterviewerFactory(readInterviewerConfig({}));

describe('scripted phrasing', () => {
  it('says the same words for the same seed', async () => {
    const s = scenario('data-engineer-velorra');
    const a = await runGoodInterview(factory.create(s, { seed: 'same' }));
    const b = await runGoodInterview(factory.create(s, { seed: 'same' }));
    expect(a).toEqual(b);
  });

  it('says different words for different seeds', async () => {
    const s = scenario('data-engineer-velorra');
    const runs = await Promise.all(['s1', 's2', 's3'].map(async (seed) => text((await runGoodInterview(factory.create(s, { seed }))).flat())));
    expect(new Set(runs).size).toBe(3);
  });

  it('varies the acknowledgement and wording of the same step with the turn', async () => {
    const s = scenario('frontend-react-sumlark');
    const plan = buildPlan(s, 'vary');
    const brain = createScriptedBrain();
    const step: TurnStep = { kind: 'ask', participantId: plan.items[1].participantId, itemId: plan.items[1].id, acknowledge: 'good', handover: false, reference: null };
    const phrasings = new Set<string>();
    for (let turn = 1; turn <= 12; turn += 1) {
      const input: TurnInput = { scenario: s, plan, steps: [step], transcript: [], seed: 'vary', turn };
      phrasings.add(text(await collect(brain.nextTurn(input))));
    }
    expect(phrasings.size).toBeGreaterThan(2);
    for (const p of phrasings) expect(p).toContain(plan.items[1].text);
  });

  it('echoes a skill the candidate mentioned', async () => {
    const s = scenario('senior-backend-go-brackwater');
    const plan = buildPlan(s, 'ref');
    const brain = createScriptedBrain();
    const input: TurnInput = {
      scenario: s,
      plan,
      steps: [{ kind: 'follow_up', participantId: plan.items[1].participantId, itemId: plan.items[1].id, gap: 'too_short', reference: 'Kafka', answerHasExample: false, answerHasOutcome: false }],
      transcript: [],
      seed: 'ref',
      turn: 2,
    };
    expect(text(await collect(brain.nextTurn(input)))).toContain('Kafka');
  });

  it('yields short utterances: a sentence or two each', async () => {
    const turns = await runGoodInterview(factory.create(scenario('sre-cinderpath'), { seed: 'short' }));
    for (const u of turns.flat()) {
      if (u.kind === 'welcome') continue;
      const sentences = u.text.split(/(?<=[.?!])\s+/).length;
      expect(sentences).toBeLessThanOrEqual(3);
    }
  });
});
