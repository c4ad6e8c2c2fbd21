import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take minutes, longest first (seconds measured in a full run on 2 cores,
 * 2026-12-02). Vitest orders files it has no timings for by size, and a fresh clone has none: the
 * grader's reproduction, a short file that refits the grader from every development answer (8 min),
 * then started 20 minutes in and ran alone for the last 6. Started first, it runs beside the others.
 */
const SLOWEST = ['tests/server/evaluation/grading.test.ts', 'tests/server/speech/moonshine.test.ts'];

/** Vitest's own order (failed first, then longest by its timings, or largest), with `SLOWEST` ahead of everything. */
export default class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const at = SLOWEST.findIndex((path) => spec.moduleId.endsWith(path));
      return at === -1 ? SLOWEST.length : at;
    };
    return sorted.map((spec, i) => ({ spec, i })).sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i).map((x) => x.spec);
  }
}
