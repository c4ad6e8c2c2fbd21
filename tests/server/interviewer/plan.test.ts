import { describe, expect, it } from 'vitest';
import { buildPlan, DEFAULT_PANEL, focusOf, panelOf } from '../../../server/interviewer';
import { isCutOff, topicPhrase } from '../../../server/interviewer/phrases';
import { mainItems } from '../../../server/interviewer/plan';
import type { JobScenario } from '../../../server/interviewer/types';
import { MARKDOWN_OR_EMOJI, scenario, scenarios } from './support';

const SEEDS = ['uid-1', 'uid-2', '7c1f0d2e-0b7e-4a57-9a59-3a1f2d4c8b11'];

describe('interview plan for every catalogue scenario', () => {
  it('has 36 scenarios to plan for', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(30);
  });

  for (const s of scenarios) {
    describe(s.id, () => {
      const plans = SEEDS.map((seed) => buildPlan(s, seed));

      it('opens with an introduction, then 8–10 main questions, the candidate’s questions and a close', () => {
        for (const plan of plans) {
          const kinds = plan.items.map((i) => i.kind);
          expect(kinds[0]).toBe('introduction');
          expect(kinds.slice(-2)).toEqual(['candidate_questions', 'closing']);
          const main = mainItems(plan);
          expect(main.length).toBeGreaterThanOrEqual(8);
          expect(main.length).toBeLessThanOrEqual(10);
          expect(main.length).toBe(plan.items.length - 3);
          expect(main.some((i) => i.kind === 'technical')).toBe(true);
          expect(main.some((i) => i.kind === 'behavioural')).toBe(true);
        }
      });

      it('covers the scenario’s skills, requirements and responsibilities', () => {
        for (const plan of plans) {
          const main = mainItems(plan);
          const sources = new Set(main.map((i) => i.source.type));
          expect(sources).toContain('skill');
          expect(sources).toContain('requirement');
          expect(sources).toContain('responsibility');
          const skills = new Set(main.flatMap((i) => i.skills));
          expect(skills.size).toBeGreaterThanOrEqual(Math.min(3, s.skills.length));
          for (const skill of skills) expect(s.skills).toContain(skill);
          for (const item of main) {
            if (item.source.type === 'requirement') expect(s.requirements[item.source.index]).toBe(item.source.text);
            if (item.source.type === 'responsibility') expect(s.responsibilities[item.source.index]).toBe(item.source.text);
            if (item.source.type === 'skill') expect(s.skills).toContain(item.source.skill);
          }
        }
      });

      it('gives behavioural questions to managers and technical ones to technical interviewers', () => {
        const focus = new Map(panelOf(s).map((p) => [p.id, focusOf(p)]));
        const hasBoth = new Set(focus.values()).size === 2;
        for (const plan of plans) {
          for (const item of mainItems(plan)) {
            expect(focus.has(item.participantId)).toBe(true);
            if (hasBoth) expect(focus.get(item.participantId)).toBe(item.kind);
          }
          expect(focus.get(plan.leadId)).toBe(hasBoth ? 'behavioural' : focus.get(plan.leadId));
          for (const id of ['intro', 'ask', 'close']) expect(plan.items.find((i) => i.id === id)?.participantId).toBe(plan.leadId);
        }
      });

      it('lets every interviewer on the panel ask at least one question', () => {
        for (const plan of plans) {
          const askers = new Set(mainItems(plan).map((i) => i.participantId));
          for (const p of s.participants) expect(askers).toContain(p.id);
        }
      });

      it('never asks the same question twice', () => {
        for (const plan of plans) {
          const texts = plan.items.map((i) => i.text.toLowerCase());
          expect(new Set(texts).size).toBe(texts.length);
          const ids = plan.items.map((i) => i.id);
          expect(new Set(ids).size).toBe(ids.length);
          const sources = mainItems(plan).map((i) => JSON.stringify(i.source));
          expect(new Set(sources).size).toBe(sources.length);
          const themes = mainItems(plan).flatMap((i) => (i.theme ? [i.theme] : []));
          expect(new Set(themes).size).toBe(themes.length);
        }
      });

      it('is deterministic for a seed', () => {
        SEEDS.forEach((seed, i) => expect(buildPlan(s, seed)).toEqual(plans[i]));
        expect(JSON.parse(JSON.stringify(plans[0]))).toEqual(plans[0]);
      });

      it('cuts the phrases it takes from the scenario where a phrase can end (topics and rephrasings)', () => {
        for (const plan of plans) {
          for (const item of plan.items) {
            if (item.source.type !== 'requirement' && item.source.type !== 'responsibility') continue;
            if (item.theme) continue; // a behavioural question's topic is its theme's, not a cut phrase
            expect(isCutOff(item.topic), `${item.topic} (from: ${item.source.text})`).toBe(false);
            expect(item.alt).toContain(item.topic.split(' ').slice(0, 3).join(' '));
          }
        }
      });

      it('words every question for speech: full sentences, no markdown or emoji', () => {
        for (const plan of plans) {
          for (const item of plan.items) {
            expect(item.text).not.toMatch(MARKDOWN_OR_EMOJI);
            expect(item.alt).not.toMatch(MARKDOWN_OR_EMOJI);
            expect(item.text).toMatch(/^[A-Z]/);
            expect(item.text).toMatch(/[.?!]$/);
            expect(item.text).not.toMatch(/\{\w+\}/);
          }
        }
      });
    });
  }

  it('differs between seeds', () => {
    let differing = 0;
    for (const s of scenarios) {
      const a = buildPlan(s, 'seed-a').items.map((i) => i.text);
      const b = buildPlan(s, 'seed-b').items.map((i) => i.text);
      if (JSON.stringify(a) !== JSON.stringify(b)) differing += 1;
    }
    expect(differing).toBe(scenarios.length);
  });
});

describe('who asks what', () => {
  const bare = (role: string) => ({ id: role, name: 'Pat Doe', role });

  it('reads the focus from the job title when the scenario gives none', () => {
    for (const role of ['Engineering Manager', 'Hiring Manager', 'Product Director', 'Head of Engineering', 'VP of People', 'Chief Technology Officer', 'People Partner']) {
      expect(focusOf(bare(role))).toBe('behavioural');
    }
    for (const role of ['Senior Backend Engineer', 'Tech Lead', 'Staff Engineer', 'Lead SDET', 'Principal Data Scientist', 'Senior iOS Engineer']) {
      expect(focusOf(bare(role))).toBe('technical');
    }
  });

  it('prefers the scenario’s own focus', () => {
    expect(focusOf({ ...bare('Product Designer'), focus: 'technical' })).toBe('technical');
  });

  it('lets a one-kind panel ask both kinds of question', () => {
    const base = scenario('senior-backend-go-brackwater');
    const onlyEngineers: JobScenario = {
      ...base,
      participants: [
        { id: 'a', name: 'Ana Lee', role: 'Staff Engineer' },
        { id: 'b', name: 'Ben Ode', role: 'Tech Lead' },
      ],
    };
    const plan = buildPlan(onlyEngineers, 'x');
    const main = mainItems(plan);
    expect(main.some((i) => i.kind === 'behavioural')).toBe(true);
    expect(new Set(main.map((i) => i.participantId))).toEqual(new Set(['a', 'b']));
    expect(plan.leadId).toBe('a');

    const onlyManager: JobScenario = { ...base, participants: [{ id: 'm', name: 'Mo Vance', role: 'Hiring Manager' }] };
    const solo = buildPlan(onlyManager, 'x');
    expect(new Set(solo.items.map((i) => i.participantId))).toEqual(new Set(['m']));
    expect(mainItems(solo).some((i) => i.kind === 'technical')).toBe(true);
  });

  it('falls back to the default panel when a scenario lists no interviewers', () => {
    const empty: JobScenario = { ...scenario('frontend-react-sumlark'), participants: [] };
    const plan = buildPlan(empty, 'x');
    const ids = new Set(DEFAULT_PANEL.map((p) => p.id));
    for (const item of plan.items) expect(ids.has(item.participantId)).toBe(true);
  });
});

describe('phrases cut from the scenario', () => {
  it('end on what they are about, never mid-phrase or mid-compound', () => {
    expect(topicPhrase('The willingness to work a rotating shift pattern that includes weekends and nights.', 10)).toBe('The willingness to work a rotating shift pattern');
    expect(topicPhrase('implementing guardrails as code so compliant deployments need no manual review', 10)).toBe('implementing guardrails as code');
    expect(topicPhrase('a calm, methodical approach during incidents', 10)).toBe('a calm, methodical approach during incidents');
    expect(topicPhrase('designing the security architecture for Azure and AWS landing zones across accounts', 10)).toBe('designing the security architecture for Azure and AWS landing zones');
  });

  it('tells a cut phrase from a whole one', () => {
    expect(isCutOff('a rotating shift pattern that includes')).toBe(true);
    expect(isCutOff('compliant deployments need no manual')).toBe(true);
    expect(isCutOff('a calm')).toBe(true);
    expect(isCutOff('a calm, methodical approach during incidents')).toBe(false);
    expect(isCutOff('reducing database contention during peak booking windows')).toBe(false);
  });
});
