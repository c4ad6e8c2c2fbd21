import { SCORE_MAX, SCORE_MIN } from '../../openapi/product';
import { GRADED_FROM_WORDS, isGraded, median, type Answer } from './answers';
import { invitesQuestions } from '../language/invitation';
import { MIN_MAIN_QUESTIONS } from '../interviewer/plan';
import { round1, type ScoredArea } from './area';
import { graderModel } from './grading';
import type { Draft } from './phrases';
import type { EnglishProficiency, HardSkills, SoftSkills } from './types';

/**
 * Calibration: the interview's scores placed on the bands a person would use (README, "Report
 * scores": strong 8 and above, average 5–7.5, weak 2–4.5, empty, off-topic or gamed 2 and below).
 *
 * The level is what the answers were worth: each answer's grade on the anchored scale (grading.ts:
 * strong, adequate, weak, none; nothing for an answer gated as form without content). The level is
 * mapped through a curve whose knots were chosen on the development part of the labelled corpus only
 * (tests/fixtures/interviews/corpus/dev; `npm run bench -- report` prints development, held-out and
 * blind figures side by side). Every score of a part then
 * moves by the same amount, so the parts keep their measured differences and the overall score stays
 * their weighted mean.
 */

/** How much of the level is the best the candidate showed (two strongest answers) rather than all answers. */
export const BEST_SHARE = 0.15;

/**
 * The curve from level (0–1) to score (0–10): its knots place a level at the edges of the bands (2,
 * between weak and average, between average and strong), chosen with the grader on the development
 * part (build/trainGrader.ts writes them into the model's file). Without a fitted model, the scale
 * as it stands.
 */
export function levelToScore(): ReadonlyArray<readonly [number, number]> {
  return graderModel()?.curve ?? [
    [0, 0],
    [1, 10],
  ];
}

/** How much of a part's distance from the interview's overall level it keeps. */
export const PART_SPREAD = 0.5;

/**
 * The top of the band for empty, off-topic or gamed interviews (README, "Report scores").
 */
export const EMPTY_BAND_MAX = 2;

/**
 * Below this median concreteness of its answers (meaning.ts, answers.ts `meanConcreteness`) an
 * interview said nothing you could picture in any answer: the fluent form of an answer with no
 * content in it ("I'm passionate about aligning stakeholders and driving outcomes"), which is how
 * the fluent-empty and STAR-template kinds read. Chosen on the development part: its 22 interviews of
 * those kinds have a median of −0.096 or less, every honest interview with answers of some length
 * −0.074 or more; the line is midway. (A weak candidate's short vague answers reach −0.10: see
 * `ABSTRACT_MIN_WORDS`.)
 */
export const ABSTRACT_BELOW = -0.085;

/**
 * The median length, in words, from which abstract answers are fluent form rather than a weak
 * candidate's few vague words: the development part's fluent-empty and STAR-template interviews have
 * medians of 39 words and more, its honest weak ones whose answers are as abstract, 15.
 */
export const ABSTRACT_MIN_WORDS = 30;

/** The top of the weak band (README, "Report scores"): 2–4.5. */
export const WEAK_BAND_MAX = 4.5;

/**
 * From this many answers stating a misconception about the job's own skills (claims.ts), an interview
 * was not "mostly correct", which the average band asks (README's label definitions): a fair
 * interviewer who heard two confident wrong beliefs about the technology of the job does not rate the
 * candidate average, however fluent the rest. On the development part, 21 of its 32 wrong-claims
 * interviews (all labelled weak) have two or more such answers and none of its 451 others has (its four
 * average candidates with a wrong claim have one each; one answer may be a misreading).
 */
export const MISCONCEPTIONS_FROM = 2;

/** Graded answers needed before the interview's manner of speaking is read: one or two answers are no pattern. */
const HOLD_MIN_ANSWERS = 3;

/**
 * Below this median share of this job's things among the things its answers name (answers.ts
 * `vocabularyShare`: the job's texts and its skills' guides) an interview was about another line of
 * work: one story from a kitchen, a ward or a truck cab retold for every question, however concrete.
 * Chosen on the development part: 15 of its 17 off-domain stories have medians of 0.27 or less (the
 * other two 0.31 and 0.41) and its 5 off-topic interviews 0.22 or less; every one of its 400 honest
 * interviews has 0.32 or more (a weak-trying SRE candidate the lowest, its honest juniors 0.38 and
 * more, its plain-average candidates 0.41 and more). A career changer who speaks only of the old
 * trade is held at 2, the weak band's lower edge.
 */
export const ELSEWHERE_BELOW = 0.3;

/**
 * Answers given again (answers.ts gate `repeated`: an earlier answer's content, 25 words or more) from
 * which one memorised answer was pasted for the questions rather than each answered: at least three,
 * and at least half the interview's answers. On the development data (1,689 interviews) each of its 47
 * same-answer interviews has five or more answers given again and at least five in six of its answers;
 * one STAR-template interview has seven of eleven; no other interview has one. The first time it was
 * said the answer may have answered its question, and is graded so; the interview is held at the
 * gamed band's top.
 */
export const REPEATED_FROM = 3;

/**
 * Why an interview's score is held under a band's top whatever its answers' grades (the report says
 * so): `scorer` — several answers spoke to the scoring instead of the panel (instructions to rate them,
 * a score written out; at the gamed band's top); `repeated` — one answer given again for most questions (at the gamed band's top); `abstract` — nothing in its answers could be pictured; `elsewhere` — its answers were about
 * another line of work (both at the gamed band's top); `misconceptions` — several answers stated wrong
 * beliefs about the job's skills (at the weak band's top). `share`: the median share of this job's
 * things (elsewhere); `answers`: the answers read (abstract, elsewhere) or those that stated one.
 */
export type Hold =
  | { reason: 'scorer'; answers: number; ceiling: number }
  | { reason: 'repeated'; answers: number; of: number; ceiling: number }
  | { reason: 'abstract'; answers: number; ceiling: number }
  | { reason: 'elsewhere'; answers: number; ceiling: number; share: number }
  | { reason: 'misconceptions'; answers: number; ceiling: number };

/**
 * Whether the interview was abstract throughout: at least three graded answers of some length whose
 * median concreteness is below `ABSTRACT_BELOW`. Such an interview showed no situation, tool, number
 * or thing the candidate did in any answer, however well-formed its sentences. Null when it was not.
 */
export function abstractThroughout(answers: readonly Answer[]): Hold | null {
  const graded = answers.filter(isGraded);
  if (graded.length < HOLD_MIN_ANSWERS) return null;
  if (median(graded.map((a) => a.signals.words)) < ABSTRACT_MIN_WORDS) return null;
  if (median(graded.map((a) => a.signals.concreteness)) >= ABSTRACT_BELOW) return null;
  return { reason: 'abstract', answers: graded.length, ceiling: EMPTY_BAND_MAX };
}

/**
 * Whether the interview was about another line of work throughout: at least three graded answers
 * naming enough things to read (`vocabularyShare` is null below three) whose median share of this
 * job's things is below `ELSEWHERE_BELOW`. Null when it was not, or when the product does not know
 * every skill of the job (a candidate's own posting: its things are not all known).
 */
export function elsewhereThroughout(answers: readonly Answer[]): Hold | null {
  const shares = answers
    .filter(isGraded)
    .map((a) => a.signals.jobVocabulary)
    .filter((v): v is number => v !== null);
  if (shares.length < HOLD_MIN_ANSWERS) return null;
  const share = median(shares);
  if (share >= ELSEWHERE_BELOW) return null;
  return { reason: 'elsewhere', answers: shares.length, ceiling: EMPTY_BAND_MAX, share };
}

/**
 * Whether one answer was given again for most questions: `REPEATED_FROM` or more answers gated as an
 * earlier answer repeated, and at least half of the answers of three words or more. `answers`: those
 * given again; `of`: the answers read. Null when it was not.
 */
export function repeatedThroughout(answers: readonly Answer[]): Hold | null {
  const said = answers.filter((a) => a.intent === 'answer' && a.wordCount >= GRADED_FROM_WORDS);
  const again = said.filter((a) => a.gate === 'repeated').length;
  if (again < REPEATED_FROM || 2 * again < said.length) return null;
  return { reason: 'repeated', answers: again, of: said.length, ceiling: EMPTY_BAND_MAX };
}

/**
 * Answers that speak to the scoring (answers.ts gate `addresses-scorer`) from which the interview was an
 * attempt to steer its own score rather than to answer the panel. Each such answer already earns
 * nothing, but what the candidate said beside the instructions could still lift the interview out of the
 * gamed band (a development interview for an application-security job: two thin answers among the
 * attempts, 2.2). On the development data (2,409 interviews), 58 of its 64 injection interviews have
 * three or more such answers (the other 6 two); of its 2,345 others, three have one and one has two — a
 * strong candidate for the maths-homework job whose answers speak of marking and grades: the gate's own
 * false alarms, which a hold from two would have put at 2.
 */
export const SCORER_FROM = 3;

/** Whether `SCORER_FROM` or more answers spoke to the scoring rather than the panel; null when fewer did. */
export function addressedScorer(answers: readonly Answer[]): Hold | null {
  const speaking = answers.filter((a) => a.intent === 'answer' && a.gate === 'addresses-scorer').length;
  return speaking >= SCORER_FROM ? { reason: 'scorer', answers: speaking, ceiling: EMPTY_BAND_MAX } : null;
}

/** Whether `MISCONCEPTIONS_FROM` or more graded answers stated a misconception (claims.ts); null when fewer did. */
export function misconceptionsStated(answers: readonly Answer[]): Hold | null {
  const stating = answers.filter((a) => isGraded(a) && a.claims.length > 0).length;
  return stating >= MISCONCEPTIONS_FROM ? { reason: 'misconceptions', answers: stating, ceiling: WEAK_BAND_MAX } : null;
}

/** What holds the interview's score, if anything: the lowest ceiling first (words to the scoring, one answer repeated, abstract answers, another line of work, misconceptions). */
export const holdOf = (answers: readonly Answer[]): Hold | null =>
  addressedScorer(answers) ?? repeatedThroughout(answers) ?? abstractThroughout(answers) ?? elsewhereThroughout(answers) ?? misconceptionsStated(answers);

/** The highest score the interview can have: a band's top when something holds it (`holdOf`). */
export const ceilingOf = (answers: readonly Answer[]): number => holdOf(answers)?.ceiling ?? SCORE_MAX;

/** The calibrated score (0–10) of a level (0–1), on the bands of the README. */
export function curve(level: number, knots: ReadonlyArray<readonly [number, number]> = levelToScore()): number {
  if (level <= knots[0][0]) return knots[0][1];
  for (let i = 1; i < knots.length; i += 1) {
    const [x0, y0] = knots[i - 1];
    const [x1, y1] = knots[i];
    if (level <= x1) return y0 + ((y1 - y0) * (level - x0)) / (x1 - x0);
  }
  return knots[knots.length - 1][1];
}

const clamp10 = (n: number) => Math.max(SCORE_MIN, Math.min(SCORE_MAX, n));

/**
 * The answers' worth, 0–1: mostly the mean of their grades' values (an empty, gated or "I don't know" answer counts 0),
 * in part the best the candidate showed — one excellent answer among refusals shows some ability. An
 * answer that states a misconception is graded at most weak and costs nothing beyond that
 * (docs/decisions.md, 2026-12-02): a wrong belief earns nothing, and a weak candidate who holds one is
 * not put below one who said nothing.
 * `planned`: the questions the interview was to have; those not reached count as unanswered (0) in
 * the mean (docs/decisions.md, 2026-11-28: an interview ended early is scored on what was shown).
 */
export function substanceLevel(answers: readonly Answer[], planned = 0): number {
  if (!answers.length) return 0;
  const mean = answers.reduce((n, a) => n + a.grade.value, 0) / Math.max(answers.length, planned);
  // What the candidate showed they can do at their best: the mean of their two strongest answers.
  const best = answers.map((a) => a.grade.value).sort((x, y) => y - x);
  const shown = ((best[0] ?? 0) + (best[1] ?? best[0] ?? 0)) / 2;
  return (1 - BEST_SHARE) * mean + BEST_SHARE * shown;
}

/** How much of the planned interview the candidate answered. */
export interface Shown {
  /** Questions the candidate answered (each question asked once, whatever the answer). */
  answered: number;
  /** The fewest main questions any interview plan asks (`MIN_MAIN_QUESTIONS`). */
  planned: number;
  /**
   * Ended before the panel invited the candidate's questions ("any questions for us?") with fewer
   * questions answered than planned: the candidate left, or stopped answering.
   */
  endedEarly: boolean;
}

/** Whether the interview ended early, from its messages and the answers read from them. */
export function shownOf(messages: ReadonlyArray<{ role: string; text: string }>, answers: readonly Answer[]): Shown {
  const answered = new Set(answers.map((a) => `${a.asker ?? ''}\u0000${a.question}`)).size;
  const invited = messages.some((m) => m.role !== 'USER' && invitesQuestions(m.text));
  return { answered, planned: MIN_MAIN_QUESTIONS, endedEarly: !invited && answered < MIN_MAIN_QUESTIONS };
}

/** The report's parts while it is written (their texts may still be phrases: phrases.ts). */
export interface Parts {
  hardSkills: Draft<HardSkills>;
  softSkills: Draft<SoftSkills>;
  englishProficiency: Draft<EnglishProficiency>;
}

/**
 * Moves every score of each part (in place) to the calibrated level: the part's score, its items and
 * the scored areas of its section (the same item may be reached both ways; it moves once). `weights`
 * are the parts' shares of the overall score; returns the calibrated overall score (their weighted mean).
 */
export function calibrate(
  parts: Parts,
  areas: readonly ScoredArea[],
  answers: readonly Answer[],
  weights: { hard: number; soft: number; english: number },
  shown?: Shown,
): { overall: number; earlyEndCost: number; hold: Hold | null } {
  const raw = { hard: parts.hardSkills.score, soft: parts.softSkills.score, english: parts.englishProficiency.score };
  const rawOverall = weights.hard * raw.hard + weights.soft * raw.soft + weights.english * raw.english;
  const hold = holdOf(answers);
  const ceiling = hold?.ceiling ?? SCORE_MAX;
  const targetOver = (planned: number) => Math.min(curve(substanceLevel(answers, planned)), ceiling);
  // Ended early: the planned questions not reached count as unanswered.
  const target = targetOver(shown?.endedEarly ? shown.planned : 0);
  const earlyEndCost = shown?.endedEarly ? round1(targetOver(0) - target) : 0;

  const move = (section: ScoredArea['section'], part: { score: number }, items: Array<{ score: number; measured?: boolean }>) => {
    const offset = clamp10(target + PART_SPREAD * (part.score - rawOverall)) - part.score;
    const all = new Set([part, ...items, ...areas.filter((a) => a.section === section).map((a) => a.item)]);
    // An item that was not measured stays not measured (score 0, shown as such).
    for (const item of all) if ((item as { measured?: boolean }).measured !== false) item.score = round1(clamp10(item.score + offset));
  };
  const soft = parts.softSkills;
  const english = parts.englishProficiency;
  move('technical', parts.hardSkills, parts.hardSkills.skills);
  move('soft', soft, [soft.communication, soft.teamwork, soft.problemSolving, soft.adaptability, soft.leadership]);
  move('english', english, [english.vocabulary, english.grammar, english.fluency, english.comprehension]);

  return { overall: round1(weights.hard * parts.hardSkills.score + weights.soft * soft.score + weights.english * english.score), earlyEndCost, hold };
}
