import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TURN_ACTS, type TurnAct } from './acts';
import { MODEL_URL } from './classifier';
import { DEFAULT_FIT, fitLogistic, predictLogistic, featureIndex } from './logistic';
import { FOLDS, foldsOf, L2_GRID, readTurnCorpus, toExample } from './training';

/**
 * `npm run train:turns`: chooses the L2 penalty and the confidence at which a wish to end is taken
 * without asking by cross-validation on the development part of the turn corpus, fits on all of it
 * and writes model.json. The held-out part is not read.
 */

const devDir = fileURLToPath(new URL('../../../tests/fixtures/turns/dev', import.meta.url));
const turns = readTurnCorpus(devDir);
const examples = turns.map(toExample);
const folds = foldsOf(turns);

/** Out-of-fold predictions: each turn read by a model fitted on the other folds. */
function crossValidate(l2: number): Array<{ act: TurnAct; confidence: number }> {
  const out: Array<{ act: TurnAct; confidence: number }> = new Array(examples.length);
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const m = fitLogistic(examples.filter((_, i) => folds[i] !== fold), TURN_ACTS, { ...DEFAULT_FIT, l2 });
    const index = featureIndex(m);
    examples.forEach((e, i) => {
      if (folds[i] !== fold) return;
      const p = predictLogistic(m, e.features, index);
      const best = p.indexOf(Math.max(...p));
      out[i] = { act: m.classes[best] as TurnAct, confidence: p[best] };
    });
  }
  return out;
}

let best = { l2: DEFAULT_FIT.l2, accuracy: -1, predictions: [] as Array<{ act: TurnAct; confidence: number }> };
for (const l2 of L2_GRID) {
  const predictions = crossValidate(l2);
  const accuracy = predictions.filter((p, i) => p.act === turns[i].label).length / examples.length;
  console.log(`l2 ${l2}: cross-validated accuracy ${accuracy.toFixed(3)}`);
  if (accuracy > best.accuracy) best = { l2, accuracy, predictions };
}

/**
 * Ending cannot be taken back, so the panel ends without asking only above the lowest confidence at
 * which no development turn that was not a wish to end was read as one (out of fold).
 */
let endWithoutAsking = 1;
for (let t = 0.95; t >= 0.5 - 1e-9; t -= 0.05) {
  const mistaken = best.predictions.some((p, i) => p.act === 'end' && p.confidence >= t && turns[i].label !== 'end');
  if (mistaken) break;
  endWithoutAsking = Math.round(t * 100) / 100;
}
const ends = best.predictions.filter((p, i) => turns[i].label === 'end');
console.log(
  `ends without asking at >= ${endWithoutAsking}: ${ends.filter((p) => p.act === 'end' && p.confidence >= endWithoutAsking).length} of ${ends.length} development wishes to end`,
);

const model = fitLogistic(examples, TURN_ACTS, { ...DEFAULT_FIT, l2: best.l2 });
writeFileSync(MODEL_URL, `${JSON.stringify({ l2: best.l2, endWithoutAsking, ...model })}\n`);
console.log(`chose l2 ${best.l2}; ${turns.length} development turns, ${model.features.length} features -> ${fileURLToPath(MODEL_URL)}`);
