/**
 * `npm run train:grader`: fits the answer grader (server/evaluation/grading.ts) on the development data
 * of the labelled interview corpus (tests/fixtures/interviews/corpus: `dev/` and the blind parts already
 * measured, `DEVELOPMENT_SPLITS`; docs/decisions.md, 2026-11-30) — its L2 penalty chosen by
 * cross-validation over authors (an author's interviews stay in one fold) — and writes
 * server/evaluation/grading.model.json. The held-out part and the blind part that judges are not read.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { collectAnswers, isGraded } from '../server/evaluation/answers';
import { ceilingOf, curve, shownOf, substanceLevel } from '../server/evaluation/calibration';
import { GRADER_MODEL_URL, GRADES, gradeAnswer, type Grade, type GraderModel } from '../server/evaluation/grading';
import { DEFAULT_FIT, featureIndex, fitLogistic, predictLogistic, type Example } from '../server/language/turns/logistic';
import { authorOf, bandMiss, DEVELOPMENT_SPLITS, loadCorpus, TIER_BANDS, type CorpusInterview } from '../tests/server/evaluation/support/corpus';
import { labelledAnswers, toGradeExample } from '../tests/server/evaluation/support/grading';

const L2_GRID = [0.03, 0.01, 0.003, 0.001, 0.0003, 0.0001] as const;
const FOLDS = 5;
/**
 * The width on the level scale over which the curve crosses a gap between two bands: none, a step at
 * the fitted line. A ramp 0.01 wide left 6 of the 483 development interviews between the bands (levels
 * are dense near the line between weak and average), each a score that is no verdict.
 */
const GAP_STEP = 0;

/** The development data's labelled answers as the grader's examples. */
export function developmentAnswers() {
  const dev = loadCorpus().filter((c) => DEVELOPMENT_SPLITS.includes(c.split));
  const { graded, dropped, answersOf } = labelledAnswers(dev);
  const modelled = graded.filter((g) => g.modelled);
  return { dev, graded, dropped, answersOf, modelled, examples: modelled.map(toGradeExample) };
}

/**
 * An interview's fold, by its author: each author's interviews stay in one fold, so an out-of-fold
 * grade is what a grader that never saw this author's way of answering and labelling gives, as on a
 * new blind part. Authors are dealt largest first, each to the fold that holds fewest interviews.
 */
function foldsOf(data: ReturnType<typeof developmentAnswers>): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const interview of data.dev) sizes.set(authorOf(interview.name), (sizes.get(authorOf(interview.name)) ?? 0) + 1);
  const load: number[] = Array.from({ length: FOLDS }, () => 0);
  const foldOfAuthor = new Map<string, number>();
  for (const [author, size] of [...sizes].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))) {
    const fold = load.indexOf(Math.min(...load));
    foldOfAuthor.set(author, fold);
    load[fold] += size;
  }
  return new Map(data.dev.map((interview) => [interview.name, foldOfAuthor.get(authorOf(interview.name))!]));
}

/**
 * The grader fitted on the examples with the penalty given, and its calibration curve fitted on the
 * interviews as graded by models that did not see them: each fold's interviews graded by the grader
 * fitted on the other folds. An interview the product scores was never seen by its grader either, and
 * the grader's own training answers are graded better than new ones (in-sample accuracy 0.77, out of
 * fold 0.69 on the development part), so a curve fitted in-sample places the bands' edges where only
 * seen answers reach.
 */
export function fitGrader(data: ReturnType<typeof developmentAnswers>, l2: number): GraderModel {
  const model = fitWith(data.examples, l2);
  return { ...model, curve: fitCurve(outOfFoldLevels(data, l2)) };
}

const fitWith = (examples: readonly Example[], l2: number): GraderModel => ({ l2, ...fitLogistic(examples, GRADES, { ...DEFAULT_FIT, l2, minCount: 1 }) });

/**
 * Each development interview's level (calibration.ts `substanceLevel`) as graded by the grader fitted
 * on the other folds, that is, without its author's interviews.
 */
export function outOfFoldLevels(data: ReturnType<typeof developmentAnswers>, l2: number) {
  const foldOf = foldsOf(data);
  const folds = data.modelled.map((g) => foldOf.get(g.interview.name)!);
  const unseen = Array.from({ length: FOLDS }, (_, fold) => fitWith(data.examples.filter((_, i) => folds[i] !== fold), l2));
  return data.dev.map((interview) => {
    const model = unseen[foldOf.get(interview.name)!];
    const answers = data.answersOf.get(interview) ?? collectAnswers(interview.input.messages, interview.input.scenario);
    for (const a of answers) a.grade = gradeAnswer(a.signals, isGraded(a), model);
    const shown = shownOf(interview.input.messages, answers);
    return { interview, level: substanceLevel(answers, shown.endedEarly ? shown.planned : 0), ceiling: ceilingOf(answers) };
  });
}

/** Out-of-fold mean absolute error on the scale (grade indices) and accuracy. */
function crossValidate(examples: readonly Example[], folds: readonly number[], l2: number): { accuracy: number; error: number } {
  let right = 0;
  let error = 0;
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const m = fitLogistic(examples.filter((_, i) => folds[i] !== fold), GRADES, { ...DEFAULT_FIT, l2, minCount: 1 });
    const index = featureIndex(m);
    examples.forEach((e, i) => {
      if (folds[i] !== fold) return;
      const p = predictLogistic(m, e.features, index);
      const best = p.indexOf(Math.max(...p));
      if (m.classes[best] === e.label) right += 1;
      const expected = p.reduce((n, q, c) => n + q * c, 0);
      error += Math.abs(expected - GRADES.indexOf(e.label as Grade));
    });
  }
  return { accuracy: right / examples.length, error: error / examples.length };
}

/**
 * The calibration curve: the levels (calibration.ts `substanceLevel`, graded out of fold) at which a
 * development interview's score crosses 2, steps from the weak band to the average one, and from the
 * average band to the strong one — chosen so that the worst-served tier has the largest share of its
 * interviews in band (ties: the most in band, then the least total distance outside).
 */
export function fitCurve(graded: ReadonlyArray<{ interview: CorpusInterview; level: number; ceiling: number }>): Array<[number, number]> {
  const levels = graded.map((g) => ({ tier: g.interview.tier, level: g.level, ceiling: g.ceiling }));
  // Across the gaps between the bands the curve steps (docs/decisions.md): a score there would be no verdict.
  const step0 = GAP_STEP / 2;
  const shape = (a: number, b: number, c: number): Array<[number, number]> => [
    [0, 0],
    [a, 2],
    [b - step0, TIER_BANDS.weak.max],
    [b + step0, TIER_BANDS.average.min],
    [c - step0, TIER_BANDS.average.max],
    [c + step0, TIER_BANDS.strong.min],
    [1, 10],
  ];
  // The target is a share of every tier in its band, so the knots that serve the worst-served tier
  // best are chosen (ties: the most interviews in band, then the least total distance outside).
  const tiers = [...new Set(levels.map((l) => l.tier))];
  let chosen = { knots: [] as Array<[number, number]>, worst: -1, inBand: -1, miss: Infinity };
  const step = 0.01;
  for (let a = 0.05; a <= 0.4; a += step) {
    for (let b = a + step; b <= 0.75; b += step) {
      for (let c = b + 2 * step; c <= 0.95; c += step) {
        const knots = shape(a, b, c);
        const hits = new Map<string, number>();
        let inBand = 0;
        let miss = 0;
        for (const l of levels) {
          const m = bandMiss(l.tier, Math.min(curve(l.level, knots), l.ceiling));
          if (m === 0) {
            inBand += 1;
            hits.set(l.tier, (hits.get(l.tier) ?? 0) + 1);
          }
          miss += m;
        }
        const worst = Math.min(...tiers.map((t) => (hits.get(t) ?? 0) / levels.filter((l) => l.tier === t).length));
        const better =
          worst > chosen.worst + 1e-9 ||
          (Math.abs(worst - chosen.worst) <= 1e-9 && (inBand > chosen.inBand || (inBand === chosen.inBand && miss < chosen.miss - 1e-9)));
        if (better) chosen = { knots, worst, inBand, miss };
      }
    }
  }
  return chosen.knots.map(([x, y]) => [Math.round(x * 10000) / 10000, y]);
}

function main(): void {
  const data = developmentAnswers();
  const { examples, modelled, graded, dropped } = data;
  const foldOf = foldsOf(data);
  const folds = modelled.map((g) => foldOf.get(g.interview.name)!);
  let best = { l2: L2_GRID[0] as number, error: Infinity };
  for (const l2 of L2_GRID) {
    const { accuracy, error } = crossValidate(examples, folds, l2);
    console.log(`l2 ${l2}: cross-validated accuracy ${accuracy.toFixed(3)}, mean distance on the scale ${error.toFixed(3)}`);
    if (error < best.error) best = { l2, error };
  }
  const model = fitGrader(data, best.l2);
  writeFileSync(GRADER_MODEL_URL, `${JSON.stringify(model)}\n`);
  const counts = Object.fromEntries(GRADES.map((g) => [g, modelled.filter((x) => x.truth === g).length]));
  console.log(`curve: ${JSON.stringify(model.curve)}`);
  console.log(
    `chose l2 ${best.l2}; ${examples.length} development answers ${JSON.stringify(counts)} (${graded.length - modelled.length} not modelled: gated or requests; ${dropped.length} labelled answers the scorer dropped) -> ${fileURLToPath(GRADER_MODEL_URL)}`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
