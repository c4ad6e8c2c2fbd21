import type { GrammarChecker } from '../../../server/evaluation/types';
import { phraseStep } from '../../../server/interviewer/brains/scripted';
import type { Acknowledgement, PlanItem, TurnInput, TurnStep } from '../../../server/interviewer/types';
import { splitSentences } from '../../../server/language/text';

/**
 * What the language tests of the scripted panel share (language.test.ts over the catalogue,
 * cvPlan.test.ts over the CV questions): the steps that word a question, the sentences they give,
 * and the grammar check with its documented false positives.
 */

export const GAPS = ['too_short', 'no_example', 'off_topic', 'dont_know'] as const;
export const ACKS: Acknowledgement[] = ['good', 'ok', 'after_follow_up', 'skip'];

/** A flag of the grammar checker in correct English the panel says, with why it is correct. */
export interface FalsePositive {
  problem: RegExp;
  context: RegExp;
  why: string;
}

/**
 * Every way the panel words a question of the plan: asked after each kind of acknowledgement (by a
 * new speaker when `previous` is someone else), followed up for each gap, rephrased three times,
 * its follow-ups rephrased, and repeated with each lead.
 */
export function questionSteps(item: PlanItem, previous: string): TurnStep[] {
  const who = item.participantId;
  return [
    ...ACKS.map((acknowledge) => ({ kind: 'ask' as const, participantId: who, itemId: item.id, acknowledge, handover: previous !== who, reference: acknowledge === 'good' ? (item.skills[0] ?? null) : null })),
    ...GAPS.map((gap) => ({ kind: 'follow_up' as const, participantId: who, itemId: item.id, gap, reference: gap === 'too_short' ? (item.skills[0] ?? null) : null, answerHasExample: false, answerHasOutcome: false })),
    ...[1, 2, 3].map((attempt) => ({ kind: 'rephrase' as const, participantId: who, itemId: item.id, target: 'question' as const, attempt, previousText: item.text, gap: null })),
    ...GAPS.map((gap) => ({ kind: 'rephrase' as const, participantId: who, itemId: item.id, target: 'follow_up' as const, attempt: 1, previousText: '', gap })),
    ...(['again', 'back', 'carry_on'] as const).map((lead) => ({ kind: 'repeat' as const, participantId: who, itemId: item.id, text: item.text, lead })),
  ];
}

/** Adds every sentence the panel says for `steps` (in that turn) to `into`. */
export function addSentences(input: TurnInput, steps: TurnStep[], into: Set<string>): void {
  steps.forEach((step, i) => {
    for (const u of phraseStep(input, step, i)) for (const sentence of splitSentences(u.text)) into.add(sentence);
  });
}

/** What the grammar checker flags in `sentences`, less the documented false positives. */
export async function grammarFlags(checker: GrammarChecker, sentences: Set<string>, falsePositives: FalsePositive[]): Promise<string[]> {
  const flagged: string[] = [];
  const all = [...sentences];
  const found = await Promise.all(all.map((sentence) => checker.check(sentence)));
  for (const [i, sentence] of all.entries()) {
    for (const issue of found[i]) {
      if (!falsePositives.some((fp) => fp.problem.test(issue.problem) && fp.context.test(sentence))) flagged.push(`${issue.kind} "${issue.problem}" in: ${sentence}`);
    }
  }
  return flagged;
}
