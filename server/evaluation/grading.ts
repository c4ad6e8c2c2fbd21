import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Features } from '../language/turns/features';
import { featureIndex, predictLogistic, type LogisticModel } from '../language/turns/logistic';
import type { AnswerReading } from '../language/reading';
import type { Token } from '../language/tagger';

/**
 * The grade of one answer, as a fair interviewer would give it on an anchored scale (the labels of
 * the interview corpus: tests/fixtures/interviews/corpus/README.md): `strong` (the candidate's own
 * concrete actions, outcome, specifics), `adequate` (on topic and sensible, general or thin),
 * `weak` (touches the question with little substance), `none` (nothing, off the topic, gamed, or
 * not in English). A multinomial logistic model (turns/logistic.ts) reads the answer's measured
 * signals — how much it says (answers.ts `substanceOf`), how near it is to its question's guide and
 * to this job rather than another, the guide's terms it uses — and gives each grade a probability;
 * the answer's value is the expected value of the scale. The model is fitted on the development data
 * of the corpus only (`dev/` and the blind parts already measured: `npm run train:grader`,
 * build/trainGrader.ts); the bench prints development, held-out and blind figures.
 *
 * Rules stay outside the model where the product has a reason that needs no data: an answer gated as
 * form without content, a request, or "I don't know" is `none` whatever its signals.
 */

export const GRADES = ['none', 'weak', 'adequate', 'strong'] as const;
export type Grade = (typeof GRADES)[number];

/**
 * The anchored scale's values, 0–1: what each grade is worth in the interview's level (calibration.ts).
 * An adequate answer — on topic, sensible, plain — is worth three quarters of a strong one: chosen on the
 * development data out of fold over authors (docs/scoring.md, "Plain answers valued"), where 0.62 (and
 * each answer's value shrunk again by its chance of being no answer) left plain average candidates
 * under 5 and gave weak-trying ones with a few long answers more than them.
 */
export const GRADE_VALUE: Readonly<Record<Grade, number>> = { none: 0, weak: 0.3, adequate: 0.75, strong: 1 };

/** What is measured of an answer for its grade. */
export interface GradeSignals {
  /** The candidate's own words (copied words and stated misconceptions left out). */
  words: number;
  reading: AnswerReading;
  /** answers.ts `substanceOf` of the own reading, before relevance: how much it says. */
  substance: number;
  /** Relevance to its question (metrics.ts), after echo and "I don't know". */
  relevance: number;
  /** How much the answer is about work like this job's (answers.ts `onTheJob`), 0–1. */
  onJob: number;
  /** Similarity to this job minus the best similarity to another job of the catalogue. */
  jobMargin: number;
  /** Similarity to its question with the guide of its skill (what a strong answer covers, its terms). */
  guideSimilarity: number;
  /** Distinct terms of its question's guides the answer says. */
  guideTerms: number;
  /** Distinct terms of the job's skills (their guides' terms and names) the answer says. */
  jobTerms: number;
  /** Share of the things it names (distinct nouns) that this job's texts and guides name; null under three. */
  jobVocabulary: number | null;
  /** The median of that share over the interview's answers (absent until the interview is read whole). */
  interviewVocabulary?: number;
  /**
   * Share of the common nouns it names that no job of the catalogue, no guide and not this job or
   * question names (guests, rooms, a brisket: another trade's things); null when the job's things are
   * not known or it names fewer than three.
   */
  outsideVocabulary: number | null;
  /** The median of that share over the interview's answers (absent until the interview is read whole). */
  interviewOutside?: number;
  /** Mean concreteness of its content words (meaning.ts), about −0.4…0.4. */
  concreteness: number;
  /** Fillers said ("um", "you know"): hesitation. */
  fillers: number;
  /** Whether its question has a guide (a catalogue skill named in it). */
  guided: boolean;
  /** Share of the answer's content copied from the scenario's texts and its question. */
  copied: number;
  /** Misconceptions the answer states (claims.ts). */
  claims: number;
  /**
   * The means over the interview's graded answers of the features named in `POOLED` (absent until the
   * interview is read whole): how this candidate answers in general, beside how this answer reads.
   */
  pooled?: ReadonlyMap<string, number>;
}

const clamp = (n: number, lo = 0, hi = 1) => Math.max(lo, Math.min(hi, n));

/**
 * Below this share of its things being the job's, an answer names another trade's things. On the
 * development part, answers labelled off-topic in off-domain interviews have a median share of 0.20
 * (90 % at most 0.41); answers to the question, whatever their grade, medians 0.49–0.60, 10 % below 0.30–0.36.
 */
const FOREIGN_BELOW = 0.4;

/** Parts of speech of the closed classes: pronouns, auxiliaries, adverbs, determiners, particles and the like. */
const CLOSED_CLASSES = new Set(['PRON', 'AUX', 'ADV', 'DET', 'ADP', 'CCONJ', 'SCONJ', 'PART', 'INTJ']);
const CLOSED_WORD_VALUE = 0.5;

/** The closed-class lemmas an answer says (`fw:i`) and the pairs of them said one after the other (`fw2:i_think`). */
function closedWords(toks: readonly Token[]): Set<string> {
  const seen = new Set<string>();
  for (let i = 0; i < toks.length; i += 1) {
    if (!CLOSED_CLASSES.has(toks[i].pos)) continue;
    const lemma = toks[i].lemma.toLowerCase();
    seen.add(`fw:${lemma}`);
    if (i + 1 < toks.length && CLOSED_CLASSES.has(toks[i + 1].pos)) seen.add(`fw2:${lemma}_${toks[i + 1].lemma.toLowerCase()}`);
  }
  return seen;
}

/** The model's inputs, each scaled to about 0–1. */
export function gradeFeatures(s: GradeSignals): Features {
  const r = s.reading;
  const words = clamp(Math.log1p(s.words) / Math.log1p(200), 0, 1.5);
  const specific = clamp(r.specifics / 4);
  const f: Array<[string, number]> = [
    ['substance', s.substance],
    ['substance_sqrt', Math.sqrt(s.substance)],
    ['words', words],
    ['short', s.words < 15 ? 1 : 0],
    ['brief', s.words >= 15 && s.words < 40 ? 1 : 0],
    ['specific', specific],
    ['concrete', clamp((r.measures + r.names) / 2)],
    ['actions', clamp(r.actions / 3)],
    ['own_actions', clamp(r.ownActions / 2)],
    ['changes', clamp(r.changes)],
    ['reasons', clamp((r.contrasts + r.reasons) / 2)],
    ['novelty', r.novelty],
    ['relevance', clamp(s.relevance)],
    ['on_job', s.onJob],
    ['job_margin', clamp(s.jobMargin * 5, -1, 1)],
    ['guide_similarity', s.guided ? clamp(s.guideSimilarity) : 0],
    ['question_similarity', s.guided ? 0 : clamp(s.guideSimilarity)],
    ['guide_terms', s.guided ? clamp(s.guideTerms / 3) : 0],
    ['job_terms', clamp(s.jobTerms / 4)],
    ['job_terms_any', s.jobTerms > 0 ? 1 : 0],
    ['copied', s.copied],
    ['claims', clamp(s.claims)],
    ['relevant_words', clamp(s.relevance) * words],
    // Density: a long answer with few terms of its subject rambles; a short one with several is to the point.
    ['guide_term_density', s.guided ? clamp((s.guideTerms / Math.max(20, s.words)) * 25) : 0],
    ['job_term_density', clamp((s.jobTerms / Math.max(20, s.words)) * 25)],
    ['specific_density', clamp((r.specifics / Math.max(20, s.words)) * 25)],
    ['long_thin', words * (1 - specific)],
    ['concreteness', clamp(s.concreteness * 2.5, -1, 1)],
    ['filler_density', clamp((s.fillers / Math.max(20, s.words)) * 10)],
    ['on_job_words', s.onJob * words],
    // What the candidate would do rather than did, what they did not do, and their own doubt: an honest
    // weak answer ("I haven't used it, I think I would maybe check the CPU") says plenty of words.
    ['hypothetical', r.possibilities / Math.max(1, r.possibilities + r.actions)],
    ['not_done', clamp(r.notDone / 2)],
    ['hedges', clamp(r.hedges / 2)],
    ['hedge_density', clamp((r.hedges / Math.max(20, s.words)) * 25)],
    ['learned', clamp(r.learned / 2)],
    // The job's tools named with nothing said of what the candidate did with them: how weak-trying answers sound.
    ['terms_without_deeds', clamp(s.jobTerms / 4) * (1 - clamp(r.ownActions / 2))],
    // What happened (verbs in a past form) rather than how things are in general, and the textbook's "you"
    // ("in bayesian you take the prior and update it"): weak answers that try explain; adequate ones tell.
    ['past_share', r.verbs >= 2 ? r.pastVerbs / r.verbs : 0.3],
    ['general_you', clamp((r.generalYou / Math.max(20, s.words)) * 25)],
    // Whether the things it names are this job's: a hotel's overbooking told for an SRE question names
    // guests and rooms however near its word meanings come to "incident" (few things named: no reading).
    ['job_vocabulary', s.jobVocabulary ?? 0.5],
    ['foreign_things', s.jobVocabulary === null ? 0 : clamp((FOREIGN_BELOW - s.jobVocabulary) / FOREIGN_BELOW)],
    ['interview_foreign', s.interviewVocabulary === undefined ? 0 : clamp((FOREIGN_BELOW - s.interviewVocabulary) / FOREIGN_BELOW)],
    ['interview_vocabulary', s.interviewVocabulary ?? 0.5],
    ['foreign_substance', s.jobVocabulary === null ? 0 : clamp((FOREIGN_BELOW - s.jobVocabulary) / FOREIGN_BELOW) * s.substance],
    // Things no job of the catalogue names: plain everyday answers name few (a tenth at the median on the
    // development part), a story from another trade names many (over a third).
    ['outside_things', s.outsideVocabulary ?? 0],
    ['interview_outside', s.interviewOutside ?? 0],
    ['outside_substance', (s.outsideVocabulary ?? 0) * s.substance],
  ];
  // How it is said, whatever the job: the closed-class words ("I think maybe", "we just", "you have to")
  // and the pairs of them next to each other, each present or not. They carry hedging, the textbook's
  // "you", own deeds against the team's, without naming the job's topic, so they hold across jobs (on the
  // development part, cross-validated answer accuracy 0.704 without them, 0.722 with them).
  for (const word of closedWords(r.tokens)) f.push([word, CLOSED_WORD_VALUE]);
  if (s.pooled) for (const [name, value] of s.pooled) f.push([`interview_${name}`, value]);
  return new Map(f);
}

/**
 * Features whose interview mean is a feature of each answer too: how the candidate speaks. One person
 * gives all the answers, and a candidate who hedges, reasons about what they would do rather than
 * tells what they did, explains with the textbook's "you", or never names a deed of their own does so
 * in most answers, where one answer's reading of it is noisy. Chosen on the development part, out of
 * fold over interviews: with these seven, weak 163, average 140 and strong 48 interviews in band (of
 * 188, 160, 53), against 159, 138 and 46 without; four style features alone gave 162, 141, 46; adding
 * the means of how much the answers say (substance, specifics, the guide's terms) gave 160, 133, 44.
 */
export const POOLED = ['hedge_density', 'hypothetical', 'past_share', 'general_you', 'own_actions', 'not_done', 'filler_density'] as const;

/** The interview means of the `POOLED` features over the signals of its graded answers; null when none is graded. */
export function pooledFeatures(graded: readonly GradeSignals[]): Map<string, number> | null {
  if (!graded.length) return null;
  const sums = new Map<string, number>(POOLED.map((n) => [n, 0]));
  for (const signals of graded) {
    const f = gradeFeatures({ ...signals, pooled: undefined });
    for (const name of POOLED) sums.set(name, sums.get(name)! + (f.get(name) ?? 0));
  }
  return new Map([...sums].map(([n, v]) => [n, v / graded.length]));
}

export const GRADER_MODEL_URL = new URL('./grading.model.json', import.meta.url);

export interface GraderModel extends LogisticModel {
  l2: number;
  /** The calibration curve's knots, level → score (calibration.ts). */
  curve?: Array<[number, number]>;
}

let model: { m: GraderModel; index: Map<string, number> } | null | undefined;

/** The shipped model; null before the first fit (build/trainGrader.ts writes it). */
export function graderModel(): GraderModel | null {
  if (model === undefined) {
    const path = fileURLToPath(GRADER_MODEL_URL);
    const m = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as GraderModel) : null;
    model = m ? { m, index: featureIndex(m) } : null;
  }
  return model?.m ?? null;
}

export interface AnswerGrade {
  /** Probability of each grade. */
  p: Record<Grade, number>;
  /** The most likely grade. */
  grade: Grade;
  /** Expected value on the scale, 0–1. */
  value: number;
}

const NONE: AnswerGrade = { p: { none: 1, weak: 0, adequate: 0, strong: 0 }, grade: 'none', value: 0 };

/** The grade of an answer from its signals; `none` for what is no answer (`answered` false). */
export function gradeAnswer(signals: GradeSignals, answered: boolean, fitted: GraderModel | null = graderModel()): AnswerGrade {
  if (!answered || !fitted) return NONE;
  const index = fitted === model?.m ? model.index : featureIndex(fitted);
  const probabilities = predictLogistic(fitted, gradeFeatures(signals), index);
  const p = Object.fromEntries(fitted.classes.map((c, i) => [c, probabilities[i]])) as Record<Grade, number>;
  const grade = GRADES.reduce((best, g) => ((p[g] ?? 0) > (p[best] ?? 0) ? g : best), 'none' as Grade);
  // Its expected value on the scale (none is worth 0): a borderline answer does not fall off a cliff at
  // an even chance. Shrinking it again by the chance of none counted that chance twice, and an adequate
  // answer with a third of a chance of none came out worth a weak one.
  const expected = GRADES.reduce((n, g) => n + (p[g] ?? 0) * GRADE_VALUE[g], 0);
  // A wrong belief about the job's own technology, stated with confidence, is what the scale calls
  // "partly wrong": such an answer is at most weak, whatever else it says well.
  // (The value is capped whatever grade is likeliest: "weak" with some chance of "adequate" is worth more than weak.)
  if (signals.claims > 0) {
    return { p, grade: GRADES.indexOf(grade) > GRADES.indexOf('weak') ? 'weak' : grade, value: Math.min(expected, GRADE_VALUE.weak) };
  }
  return { p, grade, value: expected };
}
