/**
 * Report rubric benchmark: time to score a synthetic 30-minute interview (15 answers, about 4000
 * candidate words) with the embedded rubric — the first run on a cold grammar checker (WASM start
 * and warm-up included), then the median and max of warm runs, each on a different interview so the
 * checker's cache of texts it has seen does not flatter the figures.
 */
import { createHarperGrammarChecker } from '../server/evaluation/grammar';
import { evaluate } from '../server/evaluation/rubric';
import { loadFixtures, thirtyMinuteInterview } from '../tests/server/evaluation/support/fixtures';

const WARM_RUNS = 20;

export interface ReportBenchResult {
  interview: { answers: number; candidateWords: number };
  coldFirstRunMs: number;
  warm: { runs: number; medianMs: number; maxMs: number };
  overallScore: number;
}

export async function runReportBench(): Promise<ReportBenchResult> {
  const fixtures = loadFixtures();
  const input = thirtyMinuteInterview(fixtures, 0);
  const grammar = createHarperGrammarChecker();
  try {
    let started = performance.now();
    const first = await evaluate(input, { grammar });
    const coldFirstRunMs = performance.now() - started;
    const times: number[] = [];
    for (let i = 0; i < WARM_RUNS; i += 1) {
      const next = thirtyMinuteInterview(fixtures, i + 1);
      started = performance.now();
      await evaluate(next, { grammar });
      times.push(performance.now() - started);
      console.error(`report: warm run ${i + 1}/${WARM_RUNS} ${Math.round(times[i])} ms`);
    }
    times.sort((a, b) => a - b);
    const median = (times[(times.length - 1) >> 1] + times[times.length >> 1]) / 2;
    return {
      interview: { answers: first.metrics.answers, candidateWords: first.metrics.candidateWords },
      coldFirstRunMs: Math.round(coldFirstRunMs),
      warm: { runs: WARM_RUNS, medianMs: Math.round(median), maxMs: Math.round(times[times.length - 1]) },
      overallScore: first.overallScore,
    };
  } finally {
    grammar.close();
  }
}

// Run alone: `npx tsx bench/report.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  runReportBench().then((r) => console.log(JSON.stringify(r, null, 2)));
}
