import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The labelled postings of tests/fixtures/postings and how an extraction is scored against their
 * labels (shared by the bench and the tests). The matching here is the bench's own: it does not use
 * the extractor's code.
 */

export const POSTINGS_DIR = join(import.meta.dirname, '../../../fixtures/postings');
export const SPLITS = ['dev', 'heldout'] as const;
export type Split = (typeof SPLITS)[number];

export interface LabelledPosting {
  name: string;
  split: Split;
  text: string;
  /** Acceptable forms of the title. */
  title: string[];
  /** Each skill with its acceptable spellings. */
  skills: string[][];
  requirements: string[];
}

export function loadPostings(split: Split): LabelledPosting[] {
  const dir = join(POSTINGS_DIR, split);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => {
      const name = f.replace(/\.txt$/, '');
      const labels = JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as { title: string[]; skills: string[]; requirements: string[] };
      return {
        name,
        split,
        text: readFileSync(join(dir, f), 'utf8'),
        title: labels.title,
        skills: labels.skills.map((s) => s.split('|')),
        requirements: labels.requirements,
      };
    });
}

/** Lower case, words only, light endings removed ("Financial models" = "financial modelling"). */
export function skillKey(s: string): string {
  return (s.toLowerCase().match(/[a-z0-9+#&]+/g) ?? [])
    .map((w) => (w.length > 4 ? w.replace(/(?:ing|ed|s)$/, '').replace(/([a-z])\1$/, '$1') : w))
    .join(' ');
}

export function titleKey(s: string): string {
  return (s.toLowerCase().match(/[a-z0-9+#&]+/g) ?? []).join(' ');
}

const wordSet = (s: string) => new Set(s.toLowerCase().match(/[a-z0-9+#]+/g) ?? []);

/** Word overlap of two requirement texts (Jaccard). */
export function overlap(a: string, b: string): number {
  const x = wordSet(a);
  const y = wordSet(b);
  let both = 0;
  for (const w of x) if (y.has(w)) both += 1;
  const union = x.size + y.size - both;
  return union ? both / union : 0;
}

/** A predicted requirement matches a labelled one when they share this much of their words. */
export const REQUIREMENT_MATCH = 0.6;

export interface Counts {
  predicted: number;
  labelled: number;
  matched: number;
}

export interface SkillScore extends Counts {
  missed: string[];
  extra: string[];
}

export function scoreSkills(predicted: readonly string[], labelled: readonly string[][]): SkillScore {
  const open = labelled.map((alts) => alts.map(skillKey));
  const used = new Set<number>();
  const extra: string[] = [];
  for (const p of predicted) {
    const k = skillKey(p);
    const i = open.findIndex((alts, j) => !used.has(j) && alts.includes(k));
    if (i >= 0) used.add(i);
    else extra.push(p);
  }
  return {
    predicted: predicted.length,
    labelled: labelled.length,
    matched: used.size,
    missed: labelled.filter((_, j) => !used.has(j)).map((alts) => alts[0]),
    extra,
  };
}

export function scoreRequirements(predicted: readonly string[], labelled: readonly string[]): Counts & { missed: string[]; extra: string[] } {
  const pairs: Array<[number, number, number]> = [];
  predicted.forEach((p, i) => labelled.forEach((l, j) => pairs.push([overlap(p, l), i, j])));
  pairs.sort((a, b) => b[0] - a[0]);
  const usedP = new Set<number>();
  const usedL = new Set<number>();
  for (const [score, i, j] of pairs) {
    if (score < REQUIREMENT_MATCH) break;
    if (usedP.has(i) || usedL.has(j)) continue;
    usedP.add(i);
    usedL.add(j);
  }
  return {
    predicted: predicted.length,
    labelled: labelled.length,
    matched: usedL.size,
    missed: labelled.filter((_, j) => !usedL.has(j)),
    extra: predicted.filter((_, i) => !usedP.has(i)),
  };
}

export function titleCorrect(predicted: string, labels: readonly string[]): boolean {
  return labels.some((l) => titleKey(l) === titleKey(predicted));
}

export const precision = (c: Counts) => (c.predicted ? c.matched / c.predicted : 0);
export const recall = (c: Counts) => (c.labelled ? c.matched / c.labelled : 0);
