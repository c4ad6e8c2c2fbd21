/**
 * Word error rate: (substitutions + deletions + insertions) / reference words, after the same
 * light normalisation of both texts (case, punctuation, hyphens and slashes between words, British
 * spellings: the recognizer's dictionary is American).
 */
import { americanSpelling } from './vocabulary';

export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[-/]/g, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, ''))
    .filter(Boolean)
    .map(americanSpelling);
}

export interface WordErrors {
  substitutions: number;
  deletions: number;
  insertions: number;
  referenceWords: number;
}

export function wordErrors(reference: string, hypothesis: string): WordErrors {
  const ref = normaliseWords(reference);
  const hyp = normaliseWords(hypothesis);
  // cost[j] = [total, s, d, i] for the prefix ref[0..i) vs hyp[0..j)
  type Cell = [number, number, number, number];
  let previous: Cell[] = hyp.map((_, j) => [j + 1, 0, 0, j + 1] as Cell);
  previous.unshift([0, 0, 0, 0]);
  for (let i = 1; i <= ref.length; i++) {
    const current: Cell[] = [[i, 0, i, 0]];
    for (let j = 1; j <= hyp.length; j++) {
      const same = ref[i - 1] === hyp[j - 1];
      const diagonal = previous[j - 1];
      const options: Cell[] = [
        [diagonal[0] + (same ? 0 : 1), diagonal[1] + (same ? 0 : 1), diagonal[2], diagonal[3]],
        [previous[j][0] + 1, previous[j][1], previous[j][2] + 1, previous[j][3]],
        [current[j - 1][0] + 1, current[j - 1][1], current[j - 1][2], current[j - 1][3] + 1],
      ];
      current.push(options.reduce((best, option) => (option[0] < best[0] ? option : best)));
    }
    previous = current;
  }
  const [, substitutions, deletions, insertions] = previous[hyp.length];
  return { substitutions, deletions, insertions, referenceWords: ref.length };
}

/** WER of one answer, or pooled over several (total errors / total reference words). */
export function wordErrorRate(pairs: readonly { reference: string; hypothesis: string }[] | string, hypothesis?: string): number {
  const list = typeof pairs === 'string' ? [{ reference: pairs, hypothesis: hypothesis ?? '' }] : pairs;
  let errors = 0;
  let words = 0;
  for (const { reference, hypothesis: hyp } of list) {
    const e = wordErrors(reference, hyp);
    errors += e.substitutions + e.deletions + e.insertions;
    words += e.referenceWords;
  }
  return words === 0 ? 0 : errors / words;
}
