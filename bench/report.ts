/**
 * Report rubric benchmark.
 * - Agreement with people: every interview of the labelled corpus (tests/fixtures/interviews/corpus)
 *   scored with the embedded rubric; for the development data, the held-out and the blind parts side by side
 *   (the newest blind part's figures are the ones that count; the parts already measured are development
 *   data since 2026-11-30, docs/decisions.md, and their out-of-fold figures are printed as well), Spearman's rank correlation of the overall score
 *   with the person's tier, the share of empty / off-topic / gamed interviews at or below 2.0 and of
 *   strong ones at or above 7.5, the share of each tier inside its band, the scores per tier, and the
 *   ten interviews farthest outside their tier's band; where a second person rated a part's interviews
 *   without their labels (tests/fixtures/interviews/ratings), how often the two people agree and the
 *   scorer's share in band by either's tier.
 * - Speed: a synthetic 30-minute interview (15 answers, about 4000 candidate words) scored the way
 *   the server scores it (the rubric's worker thread, its grammar linted in two threads of its own) —
 *   the first run on a cold scorer (threads, WASM start and warm-up included), then the median and max of warm
 *   runs, each on a different interview so the checker's cache of texts it has seen does not flatter
 *   the figures.
 */
import type { GrammarChecker } from '../server/evaluation/types';
import { createThreadEvaluator } from '../server/evaluation/evaluator';
import { createHarperGrammarChecker } from '../server/evaluation/grammar';
import { evaluate } from '../server/evaluation/rubric';
import { bandMiss, DEVELOPMENT_SPLITS, loadCorpus, loadListedBeliefs, loadSecondRatings, spearman, SPLITS, TIERS, type CorpusInterview, type ListedBelief, type Split, type Tier } from '../tests/server/evaluation/support/corpus';
import { loadFixtures, thirtyMinuteInterview } from '../tests/server/evaluation/support/fixtures';
import { labelledAnswers } from '../tests/server/evaluation/support/grading';
import { GRADER_MODEL_URL, GRADES, type GraderModel } from '../server/evaluation/grading';
import { curve } from '../server/evaluation/calibration';
import { developmentAnswers, outOfFoldLevels } from '../build/trainGrader';
import { readFileSync } from 'node:fs';

const WARM_RUNS = 20;
/** Interviews scored twice to check that the same input gives the same report. */
const REPEAT_CHECKS = 10;

interface PartFigures {
  interviews: number;
  spearman: number | null;
  emptyAtMost2: string;
  strongAtLeast7_5: string;
  /** Per tier, the share of its interviews whose score lies inside the tier's band. */
  inBand: Record<Tier, string>;
  scoresByTier: Record<Tier, { n: number; min: number; median: number; max: number } | null>;
  worst: Array<{ name: string; tier: Tier; kind: string; score: number; outsideBandBy: number }>;
  /** Gamed interviews (the kinds that game the form) at 2 or below: the target is all. */
  gamedAtMost2: string;
  /** The answer grader (server/evaluation/grading.ts) against each labelled answer. */
  answers: AnswerFigures;
}

/** The gamed kinds of the corpus (its README): form without content, whatever its fluency. */
const GAMED_KINDS = new Set(['fluent-empty', 'star-template', 'keyword-list', 'read-back', 'copy-posting', 'off-domain-story', 'same-answer', 'injection', 'off-topic', 'other-language', 'dont-know']);

interface AnswerFigures {
  graded: number;
  /** Share graded as labelled. */
  accuracy: number;
  /** Share graded as labelled or one step away on the scale. */
  withinOneStep: number;
  /** Labelled grade → graded as → count. */
  confusion: Record<string, Record<string, number>>;
  /** Turns labelled as answers that the scorer read as requests or thanks (not scored). */
  droppedAsNotAnswers: number;
  /**
   * Relevance to this job rather than another (answers.ts `jobMarginOf`): on-domain answers (labelled
   * strong, adequate or weak) against off-domain ones (labelled off-topic, or in an off-domain-story
   * interview); the margin between them is the gap from the off-domain 90th percentile to the
   * on-domain 10th.
   */
  jobMargin: { onDomain: Quantiles; offDomain: Quantiles; gap: number };
  /**
   * The same answers by the share of the things they name that this job's texts and guides name
   * (answers.ts `vocabularyShare`; answers naming fewer than three things left out), with the chance
   * that an on-domain answer's share is above an off-domain one's (AUC).
   */
  jobVocabulary: { onDomain: Quantiles; offDomain: Quantiles; gap: number; auc: number };
  /** What the same answers are worth on the scale (0–1) once graded: an off-domain story should earn about nothing. */
  value: { onDomain: Quantiles; offDomain: Quantiles };
  /**
   * Interviews of the wrong-claims kind: misconceptions the guides recognised, and whether any answer stating one was graded
   * above weak; and, as the false alarms' measure, the answers of every other kind and those labelled strong where one was found.
   */
  wrongClaims: {
    interviews: number;
    claimsFound: number;
    answersWithClaimGradedAboveWeak: number;
    answersWithClaimElsewhere: number;
    answersLabelledStrongWithClaim: number;
    /**
     * The wrong beliefs the part's authors listed (tests/fixtures/interviews/claims), each tied to the
     * answers that state it: how many are stated; how many have an answer stating them in which the
     * guides' notes recognise a misconception (the notes are not matched to the authors' wording, so
     * it may be another belief said in the same answer: an upper bound); the answers stating one, and of
     * those how many are graded above weak — a misconception credited, recognised or not. Null where the
     * part has no list. `recognisedAtQuote` is the exact count: beliefs whose first stating answer has a recognised
     * misconception where the authors' quote of it is.
     */
    listed: { beliefs: number; stated: number; recognised: number; recognisedAtQuote: number; answers: number; answersGradedAboveWeak: number } | null;
  };
}

interface Quantiles {
  n: number;
  p10: number;
  median: number;
  p90: number;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;
function quantiles(values: readonly number[]): Quantiles {
  const v = [...values].sort((a, b) => a - b);
  const at = (q: number) => (v.length ? round3(v[Math.min(v.length - 1, Math.floor(q * (v.length - 1)))]) : 0);
  return { n: v.length, p10: at(0.1), median: at(0.5), p90: at(0.9) };
}

/** The listed wrong beliefs of the parts of `interviews` against the answers as read and graded (`AnswerFigures.wrongClaims.listed`). */
function listedBeliefFigures(
  interviews: readonly CorpusInterview[],
  graded: ReturnType<typeof labelledAnswers>['graded'],
): AnswerFigures['wrongClaims']['listed'] {
  const listed = [...new Set(interviews.map((c) => c.split))].flatMap((split) => loadListedBeliefs(split, interviews));
  if (!listed.length) return null;
  const answerOf = new Map(graded.map((g) => [`${g.interview.name}/${g.answer.message.id}`, g.answer] as const));
  const stating = (b: ListedBelief) => b.answers.map((id) => answerOf.get(`${b.interview}/${id}`)).filter((a) => a !== undefined);
  const stated = listed.filter((b) => b.answers.length > 0);
  const answers = new Map(stated.flatMap((b) => stating(b).map((a) => [`${b.interview}/${a.message.id}`, a] as const)));
  return {
    beliefs: listed.length,
    stated: stated.length,
    recognised: stated.filter((b) => stating(b).some((a) => a.claims.length > 0)).length,
    recognisedAtQuote: stated.filter((b) => {
      const first = stating(b)[0];
      const at = first?.message.text.indexOf(b.quote) ?? -1;
      return at >= 0 && first!.claims.some((c) => c.span.start < at + b.quote.length && c.span.end > at);
    }).length,
    answers: answers.size,
    answersGradedAboveWeak: [...answers.values()].filter((a) => GRADES.indexOf(a.grade.grade) > GRADES.indexOf('weak')).length,
  };
}

function answerFigures(interviews: readonly CorpusInterview[]): AnswerFigures {
  const { graded, dropped } = labelledAnswers(interviews);
  const confusion: Record<string, Record<string, number>> = {};
  let right = 0;
  let near = 0;
  for (const g of graded) {
    const got = g.answer.grade.grade;
    (confusion[g.truth] ??= {})[got] = (confusion[g.truth][got] ?? 0) + 1;
    if (got === g.truth) right += 1;
    if (Math.abs(GRADES.indexOf(got) - GRADES.indexOf(g.truth)) <= 1) near += 1;
  }
  const labelOf = new Map(interviews.flatMap((c) => c.answers.map((a) => [`${c.name}/${a.id}`, a.label] as const)));
  const label = (g: (typeof graded)[number]) => labelOf.get(`${g.interview.name}/${g.answer.message.id}`);
  const modelled = graded.filter((g) => g.modelled);
  const on = modelled.filter((g) => g.interview.kind !== 'off-domain-story' && ['strong', 'adequate', 'weak'].includes(label(g) ?? ''));
  const off = modelled.filter((g) => g.interview.kind === 'off-domain-story' || label(g) === 'off-topic');
  const onQ = quantiles(on.map((g) => g.answer.signals.jobMargin));
  const offQ = quantiles(off.map((g) => g.answer.signals.jobMargin));
  const share = (gs: typeof on) => gs.map((g) => g.answer.signals.jobVocabulary).filter((v): v is number => v !== null);
  const [onShare, offShare] = [share(on), share(off)];
  let above = 0;
  for (const a of onShare) for (const b of offShare) above += a > b ? 1 : a === b ? 0.5 : 0;
  const onV = quantiles(onShare);
  const offV = quantiles(offShare);
  const wrong = graded.filter((g) => g.interview.kind === 'wrong-claims');
  return {
    graded: graded.length,
    accuracy: round3(right / Math.max(1, graded.length)),
    withinOneStep: round3(near / Math.max(1, graded.length)),
    confusion,
    droppedAsNotAnswers: dropped.length,
    jobMargin: { onDomain: onQ, offDomain: offQ, gap: round3(onQ.p10 - offQ.p90) },
    jobVocabulary: { onDomain: onV, offDomain: offV, gap: round3(onV.p10 - offV.p90), auc: round3(above / Math.max(1, onShare.length * offShare.length)) },
    value: { onDomain: quantiles(on.map((g) => g.answer.grade.value)), offDomain: quantiles(off.map((g) => g.answer.grade.value)) },
    wrongClaims: {
      interviews: new Set(wrong.map((g) => g.interview.name)).size,
      claimsFound: wrong.reduce((n, g) => n + g.answer.claims.length, 0),
      answersWithClaimGradedAboveWeak: graded.filter((g) => g.answer.claims.length > 0 && GRADES.indexOf(g.answer.grade.grade) > GRADES.indexOf('weak')).length,
      answersWithClaimElsewhere: graded.filter((g) => g.interview.kind !== 'wrong-claims' && g.answer.claims.length > 0).length,
      answersLabelledStrongWithClaim: graded.filter((g) => g.answer.claims.length > 0 && label(g) === 'strong').length,
      listed: listedBeliefFigures(interviews, graded),
    },
  };
}

export interface ReportBenchResult {
  corpus: {
    interviews: number;
    scenarios: number;
    families: number;
    /** The parts the grader is fitted on (`DEVELOPMENT_SPLITS`): their in-sample figures below flatter them. */
    developmentParts: readonly Split[];
    development: PartFigures;
    /** Out of fold over authors: all the development data, then each of its parts. */
    developmentOutOfFold: Record<string, OutOfFoldFigures>;
    /** The interviews a second rater read without their labels: the two people, then the scorer against each. */
    secondRater: SecondRaterFigures;
    heldOut: PartFigures;
    /**
     * Each blind part's figures, by part, in the order written (`blind`, `blind2`, …). Those in
     * `developmentParts` were measured once and are development data now; the rest judge.
     */
    blindParts: Partial<Record<Split, PartFigures>>;
    /** The blind parts not yet development data: their figures are the ones that count. */
    judging: Split[];
    sameInputSameReport: boolean;
  };
  interview: { answers: number; candidateWords: number };
  coldFirstRunMs: number;
  warm: { runs: number; medianMs: number; maxMs: number };
  overallScore: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const share = (hits: number, of: number) => (of ? `${hits}/${of} (${Math.round((hits / of) * 100)} %)` : 'none');

/** How a part's scores order and band its interviews: what every part's figures, out of fold too, print. */
function bandFigures(scored: ReadonlyArray<{ interview: CorpusInterview; score: number }>): OutOfFoldFigures {
  const gamed = scored.filter((s) => GAMED_KINDS.has(s.interview.kind));
  const rho = spearman(scored.map((s) => TIERS.indexOf(s.interview.tier)), scored.map((s) => s.score));
  return {
    interviews: scored.length,
    spearman: rho === null ? null : Math.round(rho * 1000) / 1000,
    inBand: Object.fromEntries(
      TIERS.map((tier) => {
        const ofTier = scored.filter((s) => s.interview.tier === tier);
        return [tier, share(ofTier.filter((s) => bandMiss(tier, s.score) === 0).length, ofTier.length)];
      }),
    ) as Record<Tier, string>,
    gamedAtMost2: share(gamed.filter((s) => s.score <= 2).length, gamed.length),
  };
}

function figures(scored: ReadonlyArray<{ interview: CorpusInterview; score: number }>): PartFigures {
  const scoresByTier = Object.fromEntries(
    TIERS.map((tier) => {
      const scores = scored.filter((s) => s.interview.tier === tier).map((s) => s.score).sort((a, b) => a - b);
      if (!scores.length) return [tier, null];
      const median = (scores[(scores.length - 1) >> 1] + scores[scores.length >> 1]) / 2;
      return [tier, { n: scores.length, min: round1(scores[0]), median: round1(median), max: round1(scores[scores.length - 1]) }];
    }),
  ) as PartFigures['scoresByTier'];
  const empty = scored.filter((s) => s.interview.tier === 'empty');
  const strong = scored.filter((s) => s.interview.tier === 'strong');
  const { interviews, spearman: rho, inBand, gamedAtMost2 } = bandFigures(scored);
  return {
    interviews,
    spearman: rho,
    emptyAtMost2: share(empty.filter((s) => s.score <= 2).length, empty.length),
    strongAtLeast7_5: share(strong.filter((s) => s.score >= 7.5).length, strong.length),
    inBand,
    scoresByTier,
    worst: scored
      .map((s) => ({ name: s.interview.name, tier: s.interview.tier, kind: s.interview.kind, score: round1(s.score), outsideBandBy: round1(bandMiss(s.interview.tier, s.score)) }))
      .filter((w) => w.outsideBandBy > 0)
      .sort((a, b) => b.outsideBandBy - a.outsideBandBy || a.name.localeCompare(b.name))
      .slice(0, 10),
    gamedAtMost2,
    answers: answerFigures(scored.map((s) => s.interview)),
  };
}

/**
 * The development data as a new interview is scored: each interview's answers graded by the grader
 * fitted without its author's fold, its level through the shipped curve. The grader reads how an answer
 * is said word by word, so on the very answers it was fitted on it is right far more often than on new
 * ones; these are the development figures to set beside the held-out and blind ones, for all the
 * development data and for each of its parts.
 */
interface OutOfFoldFigures {
  interviews: number;
  spearman: number | null;
  inBand: Record<Tier, string>;
  gamedAtMost2: string;
}

function developmentOutOfFold(): { figures: Record<string, OutOfFoldFigures>; scored: Array<{ interview: CorpusInterview; score: number }> } {
  const shipped = JSON.parse(readFileSync(GRADER_MODEL_URL, 'utf8')) as GraderModel;
  const scored = outOfFoldLevels(developmentAnswers(), shipped.l2).map((g) => ({ interview: g.interview, score: Math.round(Math.min(curve(g.level, shipped.curve), g.ceiling) * 10) / 10 }));
  const figures = Object.fromEntries([
    ['all', bandFigures(scored)],
    ...DEVELOPMENT_SPLITS.map((split) => [split, bandFigures(scored.filter((s) => s.interview.split === split))]),
  ]);
  return { figures, scored };
}

/**
 * Where a second person rated the interviews (tests/fixtures/interviews/ratings): how often the two
 * people put an interview in the same tier, and the scorer's share in band by the author's tier, by the
 * rater's, and by either (an interview the two people place in different tiers is in band in either's).
 * The scorer's scores are out of fold over authors for development parts: no grader that scored an
 * interview had read its author.
 */
interface SecondRaterFigures {
  parts: string[];
  interviews: number;
  /** By the author's tier: the share the rater put in the same tier. */
  sameTier: Record<Tier | 'all', string>;
  /** The rater's own doubt: interviews marked as borderline with a neighbouring tier. */
  raterBorderline: string;
  spearmanAuthorTierRaterScore: number | null;
  scorer: {
    inAuthorBand: Record<Tier, string>;
    /** By the rater's tier. */
    inRaterBand: Record<Tier, string>;
    /** By the author's tier: in the author's band or the rater's. */
    inEitherBand: Record<Tier, string>;
    spearmanWithRaterScore: number | null;
    /** Where the two people differ: the scorer in the author's band, in the rater's, in neither. */
    whereTheyDiffer: { interviews: number; withAuthor: number; withRater: number; neither: number };
  };
}

function secondRaterFigures(scored: ReadonlyArray<{ interview: CorpusInterview; score: number }>): SecondRaterFigures {
  const ratings = loadSecondRatings();
  const rated = scored.filter((s) => ratings.has(s.interview.name)).map((s) => ({ ...s, rater: ratings.get(s.interview.name)! }));
  const inBand = (tier: Tier, score: number) => bandMiss(tier, score) === 0;
  const byTier = (tierOf: (r: (typeof rated)[number]) => Tier, hit: (r: (typeof rated)[number]) => boolean) =>
    Object.fromEntries(
      TIERS.map((tier) => {
        const of = rated.filter((r) => tierOf(r) === tier);
        return [tier, share(of.filter(hit).length, of.length)];
      }),
    ) as Record<Tier, string>;
  const same = (r: (typeof rated)[number]) => r.rater.tier === r.interview.tier;
  const differ = rated.filter((r) => !same(r));
  const rho = (xs: number[], ys: number[]) => {
    const value = spearman(xs, ys);
    return value === null ? null : Math.round(value * 1000) / 1000;
  };
  return {
    parts: [...new Set(rated.map((r) => r.interview.split))],
    interviews: rated.length,
    sameTier: { ...byTier((r) => r.interview.tier, same), all: share(rated.filter(same).length, rated.length) },
    raterBorderline: share(rated.filter((r) => r.rater.confidence.startsWith('borderline')).length, rated.length),
    spearmanAuthorTierRaterScore: rho(rated.map((r) => TIERS.indexOf(r.interview.tier)), rated.map((r) => r.rater.score)),
    scorer: {
      inAuthorBand: byTier((r) => r.interview.tier, (r) => inBand(r.interview.tier, r.score)),
      inRaterBand: byTier((r) => r.rater.tier, (r) => inBand(r.rater.tier, r.score)),
      inEitherBand: byTier((r) => r.interview.tier, (r) => inBand(r.interview.tier, r.score) || inBand(r.rater.tier, r.score)),
      spearmanWithRaterScore: rho(rated.map((r) => r.rater.score), rated.map((r) => r.score)),
      whereTheyDiffer: {
        interviews: differ.length,
        withAuthor: differ.filter((r) => inBand(r.interview.tier, r.score)).length,
        withRater: differ.filter((r) => inBand(r.rater.tier, r.score)).length,
        neither: differ.filter((r) => !inBand(r.interview.tier, r.score) && !inBand(r.rater.tier, r.score)).length,
      },
    },
  };
}

async function scoreCorpus(grammar: GrammarChecker): Promise<ReportBenchResult['corpus']> {
  const corpus = loadCorpus();
  const scored: Array<{ interview: CorpusInterview; score: number }> = [];
  let same = true;
  for (const [i, interview] of corpus.entries()) {
    const analysis = await evaluate(interview.input, { grammar });
    if (i < REPEAT_CHECKS) same &&= JSON.stringify(await evaluate(interview.input, { grammar })) === JSON.stringify(analysis);
    scored.push({ interview, score: analysis.overallScore });
    console.error(`report: corpus ${i + 1}/${corpus.length} ${interview.split}/${interview.name} ${interview.tier} ${analysis.overallScore}`);
  }
  const part = (split: Split) => figures(scored.filter((s) => s.interview.split === split));
  const outOfFold = developmentOutOfFold();
  const blindSplits = SPLITS.filter((split) => split.startsWith('blind'));
  return {
    interviews: corpus.length,
    scenarios: new Set(corpus.map((c) => c.scenarioId)).size,
    families: new Set(corpus.map((c) => c.family)).size,
    developmentParts: DEVELOPMENT_SPLITS,
    development: part('dev'),
    developmentOutOfFold: outOfFold.figures,
    // Development parts out of fold, the others as shipped.
    secondRater: secondRaterFigures([...outOfFold.scored, ...scored.filter((s) => !DEVELOPMENT_SPLITS.includes(s.interview.split))]),
    heldOut: part('heldout'),
    blindParts: Object.fromEntries(blindSplits.map((split) => [split, part(split)])),
    judging: blindSplits.filter((split) => !DEVELOPMENT_SPLITS.includes(split)),
    sameInputSameReport: same,
  };
}

export async function runReportBench(): Promise<ReportBenchResult> {
  const fixtures = loadFixtures();
  const input = thirtyMinuteInterview(fixtures, 0);
  // The corpus on its own checker, so the speed figures below start from a cold one.
  const corpusGrammar = createHarperGrammarChecker();
  let corpus: ReportBenchResult['corpus'];
  try {
    corpus = await scoreCorpus(corpusGrammar);
  } finally {
    corpusGrammar.close();
  }
  const scorer = createThreadEvaluator();
  try {
    let started = performance.now();
    const first = await scorer.evaluate(input);
    const coldFirstRunMs = performance.now() - started;
    const times: number[] = [];
    for (let i = 0; i < WARM_RUNS; i += 1) {
      const next = thirtyMinuteInterview(fixtures, i + 1);
      started = performance.now();
      await scorer.evaluate(next);
      times.push(performance.now() - started);
      console.error(`report: warm run ${i + 1}/${WARM_RUNS} ${Math.round(times[i])} ms`);
    }
    times.sort((a, b) => a - b);
    const median = (times[(times.length - 1) >> 1] + times[times.length >> 1]) / 2;
    return {
      corpus,
      interview: { answers: first.metrics.answers, candidateWords: first.metrics.candidateWords },
      coldFirstRunMs: Math.round(coldFirstRunMs),
      warm: { runs: WARM_RUNS, medianMs: Math.round(median), maxMs: Math.round(times[times.length - 1]) },
      overallScore: first.overallScore,
    };
  } finally {
    await scorer.close();
  }
}

// Run alone: `npx tsx bench/report.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  runReportBench().then((r) => console.log(JSON.stringify(r, null, 2)));
}
