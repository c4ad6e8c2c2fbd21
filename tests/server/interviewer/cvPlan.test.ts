import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createThreadedGrammarChecker } from '../../../server/evaluation/grammar';
import { buildPlan, focusOf, panelOf } from '../../../server/interviewer';
import { articleFor, cvClause, cvQuestion, matchingRole, roleIntroduction } from '../../../server/interviewer/cv';
import { mainItems } from '../../../server/interviewer/plan';
import { isBrokenSentence } from '../../../server/interviewer/phrases';
import type { JobScenario, PlanCv, TurnInput } from '../../../server/interviewer/types';
import { readCv } from '../../../server/postings/cv';
import { extractPosting } from '../../../server/postings/extract';
import { CANDIDATE_CVS } from './cvs';
import { addSentences, grammarFlags, questionSteps, type FalsePositive } from './panelSentences';

/**
 * With a CV, the plan asks about the candidate's own work with the posting's skills and their role
 * that matches the posting: by the interviewer who fits the question, in sentences that pass the
 * same checks as the catalogue's (the cut-off detector and the grammar checker).
 */

interface Case {
  name: string;
  scenario: JobScenario;
  cv: PlanCv;
}

const cases: Case[] = CANDIDATE_CVS.map(({ posting, text }) => {
  const extracted = extractPosting(readFileSync(`tests/fixtures/postings/dev/${posting}.txt`, 'utf8'));
  if (!extracted.ok) throw new Error(`${posting}: ${extracted.error.message}`);
  const reading = readCv(text, extracted.scenario.skills);
  if (!reading.ok) throw new Error(`${posting}: the CV could not be read`);
  return { name: posting, scenario: extracted.scenario, cv: reading.cv };
});

const SEEDS = ['cv-a', 'cv-b', 'cv-c'];

describe('a plan with the candidate’s CV', () => {
  it.each(cases)('$name: asks about lines of the CV that use the posting’s skills, by an interviewer of their side', ({ scenario, cv }) => {
    for (const seed of SEEDS) {
      const plan = buildPlan(scenario, seed, { cv });
      const main = mainItems(plan);
      const asked = main.filter((i) => i.source.type === 'cv');
      expect(asked.length).toBeGreaterThanOrEqual(1);
      expect(asked.length).toBeLessThanOrEqual(2);
      // As many questions as without the CV: CV questions take the place of others.
      expect(main).toHaveLength(mainItems(buildPlan(scenario, seed)).length);
      const panel = panelOf(scenario);
      const hasTechnical = panel.some((p) => focusOf(p) === 'technical');
      for (const item of asked) {
        expect(item.skills.length).toBeGreaterThan(0);
        for (const skill of item.skills) expect(scenario.skills).toContain(skill);
        const source = item.source as { type: 'cv'; text: string };
        expect(cv.highlights.map((h) => h.text)).toContain(source.text);
        const asker = panel.find((p) => p.id === item.participantId)!;
        if (item.kind === 'technical' && hasTechnical) expect(focusOf(asker)).toBe('technical');
        if (item.kind === 'behavioural') expect(focusOf(asker)).toBe('behavioural');
      }
      // Two CV questions are about different lines.
      expect(new Set(asked.map((i) => i.text)).size).toBe(asked.length);
    }
  });

  it.each(cases)('$name: opens with the candidate’s role that matches the posting', ({ scenario, cv }) => {
    const role = matchingRole(cv, scenario.position);
    expect(role).not.toBeNull();
    const intro = buildPlan(scenario, 'cv-a', { cv }).items[0];
    expect(intro.kind).toBe('introduction');
    expect(intro.text).toContain(`Your CV says you`);
    expect(intro.text).toContain(role!.title);
  });

  it('leaves every other question as it was without a CV', () => {
    for (const { scenario, cv } of cases) {
      const without = buildPlan(scenario, 'cv-a');
      const withCv = buildPlan(scenario, 'cv-a', { cv });
      expect(buildPlan(scenario, 'cv-a', { cv: null })).toEqual(without);
      expect(buildPlan(scenario, 'cv-a', { cv: { roles: [], highlights: [] } })).toEqual(without);
      const kept = withCv.items.filter((i) => i.source.type !== 'cv' && i.kind !== 'introduction').map((i) => i.text);
      const before = new Set(without.items.map((i) => i.text));
      for (const text of kept) expect(before.has(text)).toBe(true);
    }
  });

  it('says the CV line back in the second person, and asks by the skills when the line is not a sentence about the candidate', () => {
    expect(cvClause('- Moved the payments service to Kafka.')).toBe('moved the payments service to Kafka');
    expect(cvClause('I rebuilt our booking flow in React, which raised bookings by 18 percent.')).toBe('rebuilt your team\'s booking flow in React, which raised bookings by 18 percent');
    expect(cvClause('Kafka, Go, PostgreSQL, Docker and Kubernetes')).toBeNull();
    expect(cvClause('Payments platform on Kafka and Go serving two million events a day')).toBeNull();
    const skillWise = cvQuestion({ text: 'Payments platform on Kafka and Go serving two million events a day', skills: ['Kafka', 'Go'], role: 'Senior Engineer, Northwind Pay' }, [{ title: 'Senior Engineer', company: 'Northwind Pay', period: '2020 – present' }], 's', 0);
    expect(skillWise.text).toMatch(/Kafka and Go/);
    expect(skillWise.text).not.toMatch(/Payments platform/);
    expect(articleFor('Engineering Manager')).toBe('an');
    expect(articleFor('SRE')).toBe('an');
    expect(articleFor('UX Designer')).toBe('a');
    expect(articleFor('Data Analyst')).toBe('a');
    expect(roleIntroduction({ title: 'SENIOR DATA ANALYST', company: 'Greenway', period: '2019 – 2022' }, 'Acme')).toBe(
      "Your CV says you worked as a Senior Data Analyst at Greenway. Tell us a little about that role, and what from it you'd bring to Acme.",
    );
  });

  it('asks nothing about a role of another line of work', () => {
    expect(matchingRole({ roles: [{ title: 'Barista', company: 'Bean There', period: '2015 – 2017' }], highlights: [] }, 'Senior Backend Engineer (Go)')).toBeNull();
  });
});

/** What Harper flags in correct English the panel says (as in language.test.ts), each with why it is correct. */
const CHECKER_FALSE_POSITIVES: FalsePositive[] = [
  { problem: /^to$/i, context: /\bto [A-Z]/, why: '"to Kafka consumers": "to" before a name, not "too"' },
];

const checker = createThreadedGrammarChecker(2);
afterAll(() => checker.close());

/** Every sentence the scripted panel can say about the CV questions and the opening of these plans. */
function cvSentences(): Set<string> {
  const sentences = new Set<string>();
  for (const { scenario, cv } of cases) {
    for (const seed of SEEDS) {
      const plan = buildPlan(scenario, seed, { cv });
      const panel = panelOf(scenario);
      for (let turn = 1; turn <= 2; turn += 1) {
        const previous = panel[turn % panel.length].id;
        const input: TurnInput = { scenario, plan, steps: [], transcript: [{ speaker: previous, text: 'Thank you.' }], seed, turn };
        for (const item of plan.items.filter((i) => i.source.type === 'cv' || i.kind === 'introduction')) {
          addSentences(input, questionSteps(item, previous), sentences);
        }
      }
    }
  }
  return sentences;
}

describe('the panel’s language about the CV', () => {
  const sentences = cvSentences();

  it('says the CV questions in whole sentences', () => {
    expect([...sentences].filter((s) => /\bCV\b/.test(s)).length).toBeGreaterThan(20);
    expect([...sentences].filter(isBrokenSentence)).toEqual([]);
  });

  it('passes the grammar checker, apart from its documented false positives', async () => {
    const flagged = await grammarFlags(checker, sentences, CHECKER_FALSE_POSITIVES);
    expect(flagged).toEqual([]);
  }, 300_000);
});
