import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isTurnAct, TURN_ACTS, type TurnAct } from './acts';
import { turnFeatures } from './features';
import { DEFAULT_FIT, fitLogistic, type Example, type FitOptions, type LogisticModel } from './logistic';

/**
 * Training the turn classifier on the labelled turn corpus (tests/fixtures/turns/): its development
 * part only. The held-out part is scored by the benchmark and never read here.
 */

export interface LabelledTurn {
  id: string;
  text: string;
  label: TurnAct;
  question: string;
  style: 'spoken' | 'typed';
  family: string;
}

/** Every turn of one part of the corpus (every `.jsonl` file in `dir`), in file and line order. */
export function readTurnCorpus(dir: string): LabelledTurn[] {
  const out: LabelledTurn[] = [];
  const ids = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort()) {
    readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (!line.trim()) return;
        const where = `${file}:${i + 1}`;
        const row = JSON.parse(line) as Partial<LabelledTurn>;
        if (typeof row.id !== 'string' || typeof row.text !== 'string' || typeof row.question !== 'string') throw new Error(`${where}: id, text and question are required`);
        if (!isTurnAct(row.label)) throw new Error(`${where}: unknown label ${String(row.label)}`);
        if (row.style !== 'spoken' && row.style !== 'typed') throw new Error(`${where}: style must be spoken or typed`);
        if (ids.has(row.id)) throw new Error(`${where}: duplicate id ${row.id}`);
        ids.add(row.id);
        out.push({ id: row.id, text: row.text, label: row.label, question: row.question, style: row.style, family: String(row.family ?? '') });
      });
  }
  return out;
}

export const toExample = (t: LabelledTurn): Example => ({ features: turnFeatures(t.text, t.question), label: t.label });

export function fitTurnModel(turns: readonly LabelledTurn[], options: FitOptions = DEFAULT_FIT): LogisticModel {
  return fitLogistic(turns.map(toExample), TURN_ACTS, options);
}

/** Penalties tried by cross-validation on the development part, strongest first: of equally accurate ones the strongest is kept (the simpler model). */
export const L2_GRID = [0.003, 0.001, 0.0003] as const;
export const FOLDS = 5;

/** Turn i's fold: every FOLDS-th turn of each class, so each fold holds every class. */
export function foldsOf(turns: readonly LabelledTurn[]): number[] {
  const seen = new Map<string, number>();
  return turns.map((t) => {
    const n = seen.get(t.label) ?? 0;
    seen.set(t.label, n + 1);
    return n % FOLDS;
  });
}
