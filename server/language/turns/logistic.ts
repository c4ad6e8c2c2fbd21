import type { Features } from './features';

/**
 * Multinomial logistic regression (softmax over classes) with an L2 penalty, fitted by full-batch
 * gradient descent with per-weight step sizes (AdaGrad). Small and deterministic: the same examples in
 * the same order give the same weights to the last bit, so the shipped model can be checked against a
 * fresh fit.
 */

export interface LogisticModel {
  classes: string[];
  /** Feature names; a feature's weights are `weights[i * classes.length + c]`. */
  features: string[];
  weights: number[];
  bias: number[];
}

export interface Example {
  features: Features;
  label: string;
}

export interface FitOptions {
  /** Strength of the L2 penalty per example. */
  l2: number;
  /** Passes over the examples. */
  epochs: number;
  /** Base step size. */
  rate: number;
  /** Features seen in fewer examples than this are dropped. */
  minCount: number;
}

export const DEFAULT_FIT: FitOptions = { l2: 0.003, epochs: 400, rate: 0.5, minCount: 2 };

function softmaxInPlace(scores: Float64Array): void {
  let max = -Infinity;
  for (const s of scores) max = Math.max(max, s);
  let sum = 0;
  for (let i = 0; i < scores.length; i += 1) {
    scores[i] = Math.exp(scores[i] - max);
    sum += scores[i];
  }
  for (let i = 0; i < scores.length; i += 1) scores[i] /= sum;
}

export function fitLogistic(examples: readonly Example[], classes: readonly string[], options: FitOptions = DEFAULT_FIT): LogisticModel {
  const counts = new Map<string, number>();
  for (const e of examples) for (const name of e.features.keys()) counts.set(name, (counts.get(name) ?? 0) + 1);
  const features = [...counts].filter(([, n]) => n >= options.minCount).map(([name]) => name).sort();
  const index = new Map(features.map((name, i) => [name, i]));
  const k = classes.length;
  // The examples as one sparse matrix (row r's entries are `start[r]` up to `start[r + 1]`), walked
  // with plain loops: the same sums in the same order as one row at a time, in a fraction of the time.
  const start = new Int32Array(examples.length + 1);
  const cols: number[] = [];
  const vals: number[] = [];
  const labels = new Int32Array(examples.length);
  examples.forEach((e, r) => {
    const label = classes.indexOf(e.label);
    if (label < 0) throw new Error(`unknown class ${e.label}`);
    labels[r] = label;
    for (const [name, value] of e.features) {
      const i = index.get(name);
      if (i !== undefined && value !== 0) {
        cols.push(i * k);
        vals.push(value);
      }
    }
    start[r + 1] = cols.length;
  });
  const col = Int32Array.from(cols);
  const val = Float64Array.from(vals);

  const weights = new Float64Array(features.length * k);
  const bias = new Float64Array(k);
  const gradW = new Float64Array(weights.length);
  const gradB = new Float64Array(k);
  const accW = new Float64Array(weights.length);
  const accB = new Float64Array(k);
  const scores = new Float64Array(k);
  const n = examples.length;
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    gradW.fill(0);
    gradB.fill(0);
    for (let r = 0; r < n; r += 1) {
      for (let c = 0; c < k; c += 1) scores[c] = bias[c];
      for (let p = start[r]; p < start[r + 1]; p += 1) {
        const at = col[p];
        const v = val[p];
        for (let c = 0; c < k; c += 1) scores[c] += weights[at + c] * v;
      }
      softmaxInPlace(scores);
      scores[labels[r]] -= 1;
      for (let c = 0; c < k; c += 1) gradB[c] += scores[c] / n;
      for (let p = start[r]; p < start[r + 1]; p += 1) {
        const at = col[p];
        const v = val[p];
        for (let c = 0; c < k; c += 1) gradW[at + c] += (scores[c] * v) / n;
      }
    }
    for (let w = 0; w < weights.length; w += 1) {
      const g = gradW[w] + options.l2 * weights[w];
      accW[w] += g * g;
      if (accW[w] > 0) weights[w] -= (options.rate * g) / Math.sqrt(accW[w]);
    }
    for (let c = 0; c < k; c += 1) {
      accB[c] += gradB[c] * gradB[c];
      if (accB[c] > 0) bias[c] -= (options.rate * gradB[c]) / Math.sqrt(accB[c]);
    }
  }
  const round = (x: number) => Math.round(x * 1e5) / 1e5;
  return { classes: [...classes], features, weights: [...weights].map(round), bias: [...bias].map(round) };
}

/** Each class's probability for these features, in the model's class order. */
export function predictLogistic(model: LogisticModel, features: Features, index: ReadonlyMap<string, number>): number[] {
  const k = model.classes.length;
  const scores = Float64Array.from(model.bias);
  for (const [name, value] of features) {
    const i = index.get(name);
    if (i === undefined) continue;
    for (let c = 0; c < k; c += 1) scores[c] += model.weights[i * k + c] * value;
  }
  softmaxInPlace(scores);
  return [...scores];
}

/** The feature-name lookup `predictLogistic` needs (built once per model). */
export function featureIndex(model: LogisticModel): Map<string, number> {
  return new Map(model.features.map((name, i) => [name, i]));
}
