import { afterAll, describe, expect, it } from 'vitest';
import { createThreadedGrammarChecker } from '../../../server/evaluation/grammar';
import { buildPlan, panelOf } from '../../../server/interviewer';
import { phraseStep } from '../../../server/interviewer/brains/scripted';
import { isBrokenSentence } from '../../../server/interviewer/phrases';
import { splitSentences } from '../../../server/language/text';
import type { Acknowledgement, TurnInput, TurnStep } from '../../../server/interviewer/types';
import { scenarios } from './support';

/**
 * Every sentence the scripted panel can say in every catalogue scenario — questions, simpler wordings,
 * follow-ups, repeats, hand-overs, answers to the candidate's questions, closings — read by the cut-off
 * detector and by the grammar checker (Harper, as the report uses it).
 */

/**
 * What Harper flags in correct English the panel says, each with why it is correct. A flag not listed
 * here fails the test.
 */
const CHECKER_FALSE_POSITIVES: Array<{ problem: RegExp; context: RegExp; why: string }> = [
  { problem: /^to$/i, context: /\bto [A-Z]/, why: '"Let me bring us back to Chromatic": "to" before a name, not "too"' },
  { problem: /^to distributed$/i, context: /\bto distributed \w+/, why: '"back to distributed storage": an adjective after the preposition "to", not an infinitive' },
  { problem: /^effects$/i, context: /\b(long-term|side) effects\b/, why: '"long-term effects": the noun, not the verb "affects"' },
  { problem: /^learnings$/i, context: /\bprogress and learnings\b/, why: '"progress and learnings": a plural in common business English' },
];

// Two linters side by side, as the report uses them: the catalogue has thousands of sentences.
const checker = createThreadedGrammarChecker(2);
afterAll(() => checker.close());

const GAPS = ['too_short', 'no_example', 'off_topic', 'dont_know'] as const;
const ACKS: Acknowledgement[] = ['good', 'ok', 'after_follow_up', 'skip'];

function everything(): Set<string> {
  const sentences = new Set<string>();
  for (const scenario of scenarios) {
    for (const seed of ['lang-a', 'lang-b']) {
      const plan = buildPlan(scenario, seed);
      const panel = panelOf(scenario);
      for (let turn = 1; turn <= 4; turn += 1) {
        // The previous speaker is each panel member in turn, so hand-overs name each of them.
        const previous = panel[turn % panel.length].id;
        const input: TurnInput = { scenario, plan, steps: [], transcript: [{ speaker: previous, text: 'Thank you.' }], seed, turn };
        for (const item of plan.items) {
          const who = item.participantId;
          const steps: TurnStep[] = [
            ...ACKS.map((acknowledge) => ({ kind: 'ask' as const, participantId: who, itemId: item.id, acknowledge, handover: previous !== who, reference: acknowledge === 'good' ? (item.skills[0] ?? null) : null })),
            ...GAPS.map((gap) => ({ kind: 'follow_up' as const, participantId: who, itemId: item.id, gap, reference: gap === 'too_short' ? (item.skills[0] ?? null) : null, answerHasExample: false, answerHasOutcome: false })),
            ...[1, 2, 3].map((attempt) => ({ kind: 'rephrase' as const, participantId: who, itemId: item.id, target: 'question' as const, attempt, previousText: item.text, gap: null })),
            ...GAPS.map((gap) => ({ kind: 'rephrase' as const, participantId: who, itemId: item.id, target: 'follow_up' as const, attempt: 1, previousText: '', gap })),
            ...(['again', 'back', 'carry_on'] as const).map((lead) => ({ kind: 'repeat' as const, participantId: who, itemId: item.id, text: item.text, lead })),
            { kind: 'wait', participantId: who, itemId: item.id },
            { kind: 'english', participantId: who, itemId: item.id },
            { kind: 'social', participantId: who, itemId: item.id },
            { kind: 'confirm_end', participantId: who, itemId: item.id },
          ];
          steps.forEach((step, i) => {
            for (const u of phraseStep(input, step, i)) for (const sentence of splitSentences(u.text)) sentences.add(sentence);
          });
        }
        for (const reason of ['completed', 'candidate_request', 'candidate_ended', 'inactivity'] as const) {
          for (const warm of [true, false]) {
            for (const u of phraseStep(input, { kind: 'close', participantId: plan.leadId, reason, thankForQuestions: true, warm }, 0)) for (const s of splitSentences(u.text)) sentences.add(s);
          }
        }
      }
    }
  }
  return sentences;
}

describe('the panel’s language across the catalogue', () => {
  const sentences = everything();

  it('says thousands of different sentences, none of them cut off', () => {
    expect(sentences.size).toBeGreaterThan(2000);
    expect([...sentences].filter(isBrokenSentence)).toEqual([]);
  });

  it('passes the grammar checker, apart from its documented false positives', async () => {
    const flagged: string[] = [];
    const all = [...sentences];
    const found = await Promise.all(all.map((sentence) => checker.check(sentence)));
    for (const [i, sentence] of all.entries()) {
      for (const issue of found[i]) {
        if (!CHECKER_FALSE_POSITIVES.some((fp) => fp.problem.test(issue.problem) && fp.context.test(sentence))) flagged.push(`${issue.kind} "${issue.problem}" in: ${sentence}`);
      }
    }
    expect(flagged).toEqual([]);
  }, 300_000);

  it('detects the cut-offs it is there for', () => {
    expect(isBrokenSentence('What have you done that shows a calm?')).toBe(true);
    expect(isBrokenSentence('Tell me about your work with the')).toBe(true);
    expect(isBrokenSentence('We could talk about testing and')).toBe(true);
    expect(isBrokenSentence('What have you done that shows a calm, methodical approach during incidents?')).toBe(false);
    expect(isBrokenSentence('All the best!')).toBe(false);
    expect(isBrokenSentence('Tell me about a time you had to do that.')).toBe(false);
  });
});
