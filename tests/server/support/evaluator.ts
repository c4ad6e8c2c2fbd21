import { afterAll, beforeAll } from 'vitest';
import { createInProcessEvaluator, type Evaluator } from '../../../server/evaluation/evaluator';

/**
 * One warm rubric scorer on the test's thread for the calling file (its grammar checker's WASM start
 * takes seconds), started before its first test and closed after its last.
 */
export function useInProcessEvaluator(): Evaluator {
  let evaluator: Evaluator | null = null;
  beforeAll(() => {
    evaluator = createInProcessEvaluator();
  });
  afterAll(async () => {
    await evaluator?.close();
  });
  return {
    evaluate(input) {
      if (!evaluator) throw new Error('no evaluator outside the tests of the file');
      return evaluator.evaluate(input);
    },
    // The file's hooks close it.
    close: async () => undefined,
  };
}
