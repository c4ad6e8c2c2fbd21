/**
 * Posting extraction benchmark (issue 20): the deterministic extractor (server/postings) against the
 * hand labels of tests/fixtures/postings.
 * - Accuracy: precision and recall of skills and of requirements (micro-averaged over postings) and the
 *   share of titles right, for the development and the held-out part side by side. Only the development
 *   part's misses are printed: the held-out part gives figures, never the failures to tune on.
 * - Speed: the first scenario of a fresh process (models and lexicon loaded on the way; a server can pay
 *   this at start with warmUpExtractor), the first one after warmUpExtractor, the median and max time
 *   to build a scenario over every posting, several rounds, and the longest text accepted.
 */
import { extractPosting, POSTING_LIMITS, warmUpExtractor } from '../server/postings/extract';
import {
  loadPostings,
  precision,
  recall,
  scoreRequirements,
  scoreSkills,
  SPLITS,
  titleCorrect,
  type Counts,
  type Split,
} from '../tests/server/postings/support/corpus';

const ROUNDS = 5;
const round3 = (x: number) => Math.round(x * 1000) / 1000;

interface PartFigures {
  postings: number;
  failedToExtract: number;
  skills: { precision: number; recall: number; predicted: number; labelled: number };
  requirements: { precision: number; recall: number; predicted: number; labelled: number };
  titleCorrect: string;
  titleAccuracy: number;
}

export interface PostingsBenchResult {
  development: PartFigures;
  heldOut: PartFigures;
  /** Development postings only: what was missed or extra. */
  developmentMisses: Array<{ name: string; title?: string; missedSkills: string[]; extraSkills: string[]; missedRequirements: number; extraRequirements: number }>;
  timing: {
    warmUpMs: number;
    firstAfterWarmUpMs: number;
    warm: { scenarios: number; medianMs: number; maxMs: number };
    /** Every development posting joined, cut at the size limit: the longest text accepted. */
    largestAllowed: { chars: number; ms: number };
  };
}

const add = (a: Counts, b: Counts): Counts => ({ predicted: a.predicted + b.predicted, labelled: a.labelled + b.labelled, matched: a.matched + b.matched });

export async function runPostingsBench(): Promise<PostingsBenchResult> {
  const corpus = Object.fromEntries(SPLITS.map((s) => [s, loadPostings(s)])) as Record<Split, ReturnType<typeof loadPostings>>;
  const now = new Date('2026-11-25T12:00:00Z');

  const warmUpStart = performance.now();
  warmUpExtractor();
  const warmUpMs = performance.now() - warmUpStart;
  const firstStart = performance.now();
  extractPosting(corpus.heldout[0].text, { now });
  const firstAfterWarmUpMs = performance.now() - firstStart;

  const misses: PostingsBenchResult['developmentMisses'] = [];
  const part = (split: Split): PartFigures => {
    let skills: Counts = { predicted: 0, labelled: 0, matched: 0 };
    let requirements: Counts = { predicted: 0, labelled: 0, matched: 0 };
    let titles = 0;
    let failed = 0;
    for (const p of corpus[split]) {
      const result = extractPosting(p.text, { now });
      if (!result.ok) {
        failed += 1;
        skills = add(skills, { predicted: 0, labelled: p.skills.length, matched: 0 });
        requirements = add(requirements, { predicted: 0, labelled: p.requirements.length, matched: 0 });
        if (split === 'dev') misses.push({ name: p.name, title: `error: ${result.error.code}`, missedSkills: [], extraSkills: [], missedRequirements: p.requirements.length, extraRequirements: 0 });
        continue;
      }
      const s = scoreSkills(result.scenario.skills, p.skills);
      const r = scoreRequirements(result.details.requirements, p.requirements);
      const titleOk = titleCorrect(result.scenario.position, p.title);
      skills = add(skills, s);
      requirements = add(requirements, r);
      if (titleOk) titles += 1;
      if (split === 'dev' && (s.missed.length || s.extra.length || r.missed.length || r.extra.length || !titleOk)) {
        misses.push({
          name: p.name,
          ...(titleOk ? {} : { title: result.scenario.position }),
          missedSkills: s.missed,
          extraSkills: s.extra,
          missedRequirements: r.missed.length,
          extraRequirements: r.extra.length,
        });
      }
    }
    const n = corpus[split].length;
    return {
      postings: n,
      failedToExtract: failed,
      skills: { precision: round3(precision(skills)), recall: round3(recall(skills)), predicted: skills.predicted, labelled: skills.labelled },
      requirements: { precision: round3(precision(requirements)), recall: round3(recall(requirements)), predicted: requirements.predicted, labelled: requirements.labelled },
      titleCorrect: `${titles}/${n}`,
      titleAccuracy: round3(titles / n),
    };
  };
  const development = part('dev');
  const heldOut = part('heldout');

  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const p of [...corpus.dev, ...corpus.heldout]) {
      const t0 = performance.now();
      extractPosting(p.text, { now });
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  const largest = corpus.dev.map((p) => p.text).join('\n\n').slice(0, POSTING_LIMITS.maxChars);
  const largestStart = performance.now();
  extractPosting(largest, { now });
  const largestMs = performance.now() - largestStart;
  const median = times[Math.floor(times.length / 2)];
  return {
    development,
    heldOut,
    developmentMisses: misses,
    timing: {
      warmUpMs: Math.round(warmUpMs),
      firstAfterWarmUpMs: Math.round(firstAfterWarmUpMs),
      warm: { scenarios: times.length, medianMs: Math.round(median * 10) / 10, maxMs: Math.round(times[times.length - 1] * 10) / 10 },
      largestAllowed: { chars: largest.length, ms: Math.round(largestMs) },
    },
  };
}
