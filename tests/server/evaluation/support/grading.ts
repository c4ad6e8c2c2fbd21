import { collectAnswers, isGraded, type Answer } from '../../../../server/evaluation/answers';
import { gradeFeatures, GRADES, type Grade } from '../../../../server/evaluation/grading';
import type { Example } from '../../../../server/language/turns/logistic';
import type { AnswerLabel, CorpusInterview } from './corpus';

/**
 * The labelled answers of the interview corpus as the answer grader (server/evaluation/grading.ts)
 * sees them: each candidate turn the scorer reads as an answer, with the grade its label means. The
 * candidate's own questions and closing words are not graded.
 */

/** The grade each answer label of the corpus means (README's label table); null: not an answer. */
export const GRADE_OF_LABEL: Readonly<Record<AnswerLabel, Grade | null>> = {
  strong: 'strong',
  adequate: 'adequate',
  weak: 'weak',
  'no-answer': 'none',
  'off-topic': 'none',
  gamed: 'none',
  'not-english': 'none',
  'candidate-question': null,
  pleasantry: null,
};

export interface GradedAnswer {
  interview: CorpusInterview;
  answer: Answer;
  /** What the label says it is. */
  truth: Grade;
  /** Whether the scorer grades it (an answer, not gated): the others are `none` by rule. */
  modelled: boolean;
}

export interface LabelledTurns {
  graded: GradedAnswer[];
  /** Turns labelled as answers that the scorer did not read as answers (dropped as requests or thanks). */
  dropped: Array<{ interview: CorpusInterview; id: string; label: AnswerLabel }>;
  /** Every interview's answers as the scorer collected them, labelled or not: read once, graded again by each model. */
  answersOf: Map<CorpusInterview, Answer[]>;
}

/** Every labelled answer of the interviews, read by the scorer. */
export function labelledAnswers(interviews: readonly CorpusInterview[]): LabelledTurns {
  const graded: GradedAnswer[] = [];
  const dropped: LabelledTurns['dropped'] = [];
  const answersOf = new Map<CorpusInterview, Answer[]>();
  for (const interview of interviews) {
    const answers = collectAnswers(interview.input.messages, interview.input.scenario);
    answersOf.set(interview, answers);
    const byId = new Map(answers.map((a) => [a.message.id, a]));
    for (const labelled of interview.answers) {
      const truth = GRADE_OF_LABEL[labelled.label];
      if (!truth) continue;
      const answer = byId.get(labelled.id);
      if (!answer) {
        if (truth !== 'none') dropped.push({ interview, id: labelled.id, label: labelled.label });
        continue;
      }
      graded.push({ interview, answer, truth, modelled: isGraded(answer) });
    }
  }
  return { graded, dropped, answersOf };
}

export const toGradeExample = (g: GradedAnswer): Example => ({ features: gradeFeatures(g.answer.signals), label: g.truth });

export { GRADES };
