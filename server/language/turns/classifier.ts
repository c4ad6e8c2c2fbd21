import { readFileSync } from 'node:fs';
import { TURN_ACTS, type TurnAct } from './acts';
import { turnFeatures } from './features';
import { featureIndex, predictLogistic, type LogisticModel } from './logistic';

/**
 * What a candidate's turn is (an answer, a request to repeat, a question to the panel …), by the
 * logistic model fitted on the development part of the labelled turn corpus (`npm run train:turns`
 * writes `model.json`; the benchmark scores it on the held-out part).
 */

export interface TurnReading {
  act: TurnAct;
  /** The model's probability for `act`. */
  confidence: number;
  probabilities: Record<TurnAct, number>;
}

export const MODEL_URL = new URL('./model.json', import.meta.url);

type ShippedModel = LogisticModel & { l2: number; endWithoutAsking: number };

let loaded: { model: ShippedModel; index: Map<string, number> } | null = null;

function model() {
  if (!loaded) {
    const m = JSON.parse(readFileSync(MODEL_URL, 'utf8')) as ShippedModel;
    if (m.classes.join() !== TURN_ACTS.join()) throw new Error('turn model classes differ from TURN_ACTS: run npm run train:turns');
    if (typeof m.endWithoutAsking !== 'number') throw new Error('turn model has no endWithoutAsking: run npm run train:turns');
    loaded = { model: m, index: featureIndex(m) };
  }
  return loaded;
}

/** Reads one candidate turn, given the question it replies to (empty when there is none). */
export function classifyTurn(text: string, question = ''): TurnReading {
  const { model: m, index } = model();
  const p = predictLogistic(m, turnFeatures(text, question), index);
  let best = 0;
  for (let c = 1; c < p.length; c += 1) if (p[c] > p[best]) best = c;
  const probabilities = Object.fromEntries(TURN_ACTS.map((act, c) => [act, p[c]])) as Record<TurnAct, number>;
  return { act: TURN_ACTS[best], confidence: p[best], probabilities };
}

/**
 * The confidence at or above which a turn read as a wish to end is taken without asking: the lowest
 * at which no development turn was wrongly read as one (chosen by `npm run train:turns`).
 */
export function endWithoutAsking(): number {
  return model().model.endWithoutAsking;
}
