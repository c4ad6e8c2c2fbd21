import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TURN_ACTS, type TurnAct } from './acts';
import { MODEL_URL } from './classifier';
import { DEFAULT_FIT, fitLogistic, predictLogistic, featureIndex } from './logistic';
import { FOLDS, foldsOf, L2_GRID, readTurnCorpus, toExample } from './training';

/**
 * `npm run train:turns`: chooses the L2 penalty by cross-validation on the development part of the
 * turn corpus, fits on all of it and writes model.json. The held-out part is not read.
 */

const devDir = fileURLToPath(new URL('../../../tests/fixtures/turns/dev', import.meta.url));
const turns = readTurnCorpus(devDir);
const examples = turns.map(toExample);
const folds = foldsOf(turns);

/** Out-of-fold predictions: each turn read by a model fitted on the other folds. */
function crossValidate(l2: number): TurnAct[] {
  const out: TurnAct[] = new Array(examples.length);
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const m = fitLogistic(examples.filter((_, i) => folds[i] !== fold), TURN_ACTS, { ...DEFAULT_FIT, l2 });
    const index = featureIndex(m);
    examples.forEach((e, i) => {
      if (folds[i] !== fold) return;
      const p = predictLogistic(m, e.features, index);
      out[i] = m.classes[p.indexOf(Math.max(...p))] as TurnAct;
    });
  }
  return out;
}

let best = { l2: DEFAULT_FIT.l2, accuracy: -1 };
for (const l2 of L2_GRID) {
  const accuracy = crossValidate(l2).filter((act, i) => act === turns[i].label).length / examples.length;
  console.log(`l2 ${l2}: cross-validated accuracy ${accuracy.toFixed(3)}`);
  if (accuracy > best.accuracy) best = { l2, accuracy };
}

const model = fitLogistic(examples, TURN_ACTS, { ...DEFAULT_FIT, l2: best.l2 });
writeFileSync(MODEL_URL, `${JSON.stringify({ l2: best.l2, ...model })}\n`);
console.log(`chose l2 ${best.l2}; ${turns.length} development turns, ${model.features.length} features -> ${fileURLToPath(MODEL_URL)}`);
