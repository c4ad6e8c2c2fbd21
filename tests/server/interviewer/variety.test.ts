import { describe, expect, it } from 'vitest';
import { buildPlan, mainItems, skillQuestionPool } from '../../../server/interviewer/plan';
import { createInterviewerFactory } from '../../../server/interviewer';
import { scenarios } from './support';

/**
 * Issue 39, item 4: interviews for the same job are not the same interview again. A plan given the
 * questions of the candidate's last interview of the job (`avoid`) words every question otherwise
 * where its pool has another wording; a skill has at least three.
 */

/** Pairs of interview seeds: the first interview, then the same user's next one of the same job. */
const PAIRS = [
  ['variety-1', 'variety-2'],
  ['variety-3', 'variety-4'],
  ['variety-5', 'variety-6'],
] as const;

const questions = (plan: ReturnType<typeof buildPlan>): string[] => mainItems(plan).map((i) => i.text);

describe('two interviews of one job in a row (issue 39, item 4)', () => {
  it('the second asks none of the first one\'s questions word for word, in every catalogue job', () => {
    let asked = 0;
    let againWithout = 0;
    const again: string[] = [];
    for (const s of scenarios) {
      for (const [first, second] of PAIRS) {
        const heard = questions(buildPlan(s, first));
        const next = questions(buildPlan(s, second, { avoid: heard }));
        asked += next.length;
        again.push(...next.filter((q) => heard.includes(q)).map((q) => `${s.id}/${second}: ${q}`));
        againWithout += questions(buildPlan(s, second)).filter((q) => heard.includes(q)).length;
      }
    }
    // Without the look-back the seeds alone repeat many questions (so this test can fail) …
    expect(againWithout).toBeGreaterThan(asked / 10);
    // … with it, none: every question the catalogue asks has another wording.
    expect(again).toEqual([]);
  });

  it('is the same plan for the same seed and the same questions to avoid, and the seed\'s own plan with nothing to avoid', () => {
    for (const s of scenarios) {
      const heard = questions(buildPlan(s, 'variety-1'));
      expect(buildPlan(s, 'variety-2', { avoid: heard })).toEqual(buildPlan(s, 'variety-2', { avoid: [...heard] }));
      expect(buildPlan(s, 'variety-2', { avoid: [] })).toEqual(buildPlan(s, 'variety-2'));
    }
  });

  it('keeps the rest of the plan: the same things asked about, only in other words', () => {
    // Who asks a question may change with its words (an interviewer's craft words in it), so the order of a run may too.
    const key = (i: ReturnType<typeof mainItems>[number]): string => JSON.stringify([i.source, i.skills]);
    for (const s of scenarios) {
      const heard = questions(buildPlan(s, 'variety-1'));
      const plain = mainItems(buildPlan(s, 'variety-2')).map(key).sort();
      const varied = mainItems(buildPlan(s, 'variety-2', { avoid: heard })).map(key).sort();
      expect(varied, s.id).toEqual(plain);
    }
  });

  it('a third interview avoids the second one\'s questions as well', () => {
    for (const s of scenarios) {
      const first = questions(buildPlan(s, 'variety-1'));
      const second = questions(buildPlan(s, 'variety-2', { avoid: first }));
      const third = questions(buildPlan(s, 'variety-3', { avoid: second }));
      expect(third.filter((q) => second.includes(q)), s.id).toEqual([]);
    }
  });

  it('the factory the live service uses plans with the questions to avoid', () => {
    const factory = createInterviewerFactory({ llm: null });
    const s = scenarios[0];
    const heard = questions(buildPlan(s, 'variety-1'));
    const interviewer = factory.create(s, { seed: 'variety-2', avoid: heard });
    expect(interviewer.progress().plan).toEqual(buildPlan(s, 'variety-2', { avoid: heard }));
    expect(factory.create(s, { seed: 'variety-2' }).progress().plan).toEqual(buildPlan(s, 'variety-2'));
  });
});

describe('the pool of questions about a skill (issue 39, item 4)', () => {
  it('holds at least three different questions for every skill of every catalogue job', () => {
    const short: string[] = [];
    for (const s of scenarios) {
      for (const skill of s.skills) {
        const pool = skillQuestionPool(s, skill);
        if (new Set(pool).size < 3) short.push(`${s.id}: ${skill} (${pool.length})`);
      }
    }
    expect(short).toEqual([]);
  });

  it('draws on it: asked about the same skill again, the candidate hears another question each time, three times over', () => {
    for (const s of scenarios) {
      const heard: string[] = [];
      const seen = new Map<string, Set<string>>();
      for (const seed of ['pool-1', 'pool-2', 'pool-3']) {
        const plan = buildPlan(s, seed, { avoid: heard });
        for (const item of mainItems(plan)) {
          if (item.source.type !== 'skill') continue;
          const texts = seen.get(item.source.skill) ?? new Set<string>();
          expect(texts.has(item.text), `${s.id}/${seed}: ${item.text}`).toBe(false);
          texts.add(item.text);
          seen.set(item.source.skill, texts);
        }
        heard.push(...questions(plan));
      }
    }
  });
});
