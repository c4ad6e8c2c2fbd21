import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TURN_ACTS, type TurnAct } from '../server/language/turns/acts';
import { classifyTurn, MODEL_URL, refineAct } from '../server/language/turns/classifier';
import { featureIndex, fitLogistic, predictLogistic } from '../server/language/turns/logistic';
import { FOLDS, foldsOf, readTurnCorpus, toExample, type LabelledTurn } from '../server/language/turns/training';
import { runSelfPlay } from './selfplay';
import { judgeReplies, readPlacedTurns } from './turnReplies';

/**
 * `npm run bench -- interviewer`: how well the interviewer understands candidate turns. The shipped
 * turn model (fitted on the development part of tests/fixtures/turns/) is scored on the held-out part,
 * which nothing was chosen on; the development figure is cross-validated (each fold scored by a model
 * fitted without it), so the two are comparable.
 */

const partDir = (part: 'dev' | 'heldout' | 'blind' | 'blind2') => fileURLToPath(new URL(`../tests/fixtures/turns/${part}`, import.meta.url));
const corpus = (part: 'dev' | 'heldout') => readTurnCorpus(fileURLToPath(new URL(`../tests/fixtures/turns/${part}`, import.meta.url)));

interface Scored {
  turn: LabelledTurn;
  predicted: TurnAct;
}

function figures(scored: readonly Scored[]) {
  const recall: Record<string, string> = {};
  const precision: Record<string, string> = {};
  for (const act of TURN_ACTS) {
    const truly = scored.filter((s) => s.turn.label === act);
    const said = scored.filter((s) => s.predicted === act);
    recall[act] = `${truly.filter((s) => s.predicted === act).length}/${truly.length}`;
    precision[act] = said.length ? (said.filter((s) => s.turn.label === act).length / said.length).toFixed(2) : '-';
  }
  const right = scored.filter((s) => s.predicted === s.turn.label).length;
  const spoken = scored.filter((s) => s.turn.style === 'spoken');
  return {
    turns: scored.length,
    accuracy: Number((right / scored.length).toFixed(3)),
    spokenAccuracy: Number((spoken.filter((s) => s.predicted === s.turn.label).length / Math.max(1, spoken.length)).toFixed(3)),
    recall,
    precision,
  };
}

function crossValidated(turns: readonly LabelledTurn[], l2: number): Scored[] {
  const examples = turns.map(toExample);
  const folds = foldsOf(turns);
  const out: Scored[] = [];
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const model = fitLogistic(examples.filter((_, i) => folds[i] !== fold), TURN_ACTS, { l2, epochs: 400, rate: 0.5, minCount: 2 });
    const index = featureIndex(model);
    turns.forEach((turn, i) => {
      if (folds[i] !== fold) return;
      const p = predictLogistic(model, examples[i].features, index);
      // The words' refinement after the model, as classifyTurn reads a turn.
      out.push({ turn, predicted: refineAct(TURN_ACTS[p.indexOf(Math.max(...p))], turn.text) });
    });
  }
  return out;
}

/** Kind accuracy on a blind set, every label's recall beside it (the model's kinds and the blind labels are the same twenty). */
function blindFigures(turns: ReturnType<typeof readPlacedTurns>) {
  const read = turns.map((t) => ({ label: t.label, act: classifyTurn(t.text, t.question).act as string }));
  const known = read.filter((r) => (TURN_ACTS as readonly string[]).includes(r.label));
  const recall: Record<string, string> = {};
  for (const label of [...new Set(turns.map((t) => t.label))].sort()) {
    const truly = read.filter((r) => r.label === label);
    recall[label] = `${truly.filter((r) => r.act === label).length}/${truly.length}`;
  }
  return {
    turns: turns.length,
    kindAccuracy: Number((read.filter((r) => r.act === r.label).length / turns.length).toFixed(3)),
    kindAccuracyOnTheModelsKinds: `${known.filter((r) => r.act === r.label).length}/${known.length}`,
    recall,
  };
}

export async function runInterviewerBench() {
  const dev = corpus('dev');
  const heldout = corpus('heldout');
  const shipped = JSON.parse(readFileSync(MODEL_URL, 'utf8')) as { l2: number };
  const started = performance.now();
  const held = heldout.map((turn) => ({ turn, predicted: classifyTurn(turn.text, turn.question).act }));
  const perTurnMs = (performance.now() - started) / heldout.length;
  const cv = crossValidated(dev, shipped.l2);
  // Mistakes are listed for the development part only: reading the held-out ones would be tuning on them.
  const developmentErrors = cv
    .filter((s) => s.predicted !== s.turn.label)
    .map((s) => `${s.turn.id} ${s.turn.label} -> ${s.predicted}: ${s.turn.text.slice(0, 90)}`);
  // Which acts the development turns are mistaken for, most often first (the held-out part's are not shown, for the same reason).
  const confused = new Map<string, number>();
  for (const s of cv) if (s.predicted !== s.turn.label) confused.set(`${s.turn.label} -> ${s.predicted}`, (confused.get(`${s.turn.label} -> ${s.predicted}`) ?? 0) + 1);
  const developmentConfusions = [...confused].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([pair, n]) => `${pair}: ${n}`);
  // The blind sets (their READMEs): kinds the model may not have count as wrong; their mistakes are never listed.
  const blind = readPlacedTurns(partDir('blind'));
  const blind2 = readPlacedTurns(partDir('blind2'));
  // Replies: every turn put to the scripted panel after its question and judged by the blind README's rules.
  const developmentWrongReplies: string[] = [];
  const replies = {
    development: await judgeReplies(readPlacedTurns(partDir('dev')), developmentWrongReplies),
    heldout: await judgeReplies(readPlacedTurns(partDir('heldout'))),
    blind: await judgeReplies(blind),
    blind2: await judgeReplies(blind2),
  };
  return {
    blind: blindFigures(blind),
    blind2: blindFigures(blind2),
    replies,
    developmentWrongReplies: developmentWrongReplies.slice(0, 80),
    turnClassifier: {
      development: { ...figures(cv), note: `${FOLDS}-fold cross-validation` },
      heldout: figures(held),
      // Per batch of the corpus (the id's prefix names its file): later batches beside the earlier ones.
      heldoutAccuracyByBatch: Object.fromEntries(
        [...new Set(held.map((s) => s.turn.id.split('-')[0]))].sort().map((prefix) => {
          const part = held.filter((s) => s.turn.id.startsWith(`${prefix}-`));
          return [prefix, `${part.filter((s) => s.predicted === s.turn.label).length}/${part.length}`];
        }),
      ),
      developmentConfusions,
      developmentErrors,
      msPerTurn: Number(perTurnMs.toFixed(2)),
    },
    selfPlay: await runSelfPlay(),
  };
}
