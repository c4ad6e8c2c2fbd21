import { parentPort } from 'node:worker_threads';
import { createThreadedGrammarChecker } from './grammar';
import { evaluate } from './rubric';
import type { Analysis, EvaluationInput } from './types';

/** The rubric's thread (evaluator.ts): one request in, one analysis or error out. */
export interface EvaluatorRequest {
  id: number;
  input: EvaluationInput;
}

export type EvaluatorReply = { id: number; analysis: Analysis } | { id: number; error: string };

const port = parentPort;
if (port) {
  // The answers' grammar is linted in threads of their own, side by side.
  const grammar = createThreadedGrammarChecker();
  port.on('message', (request: EvaluatorRequest) => {
    evaluate(request.input, { grammar }).then(
      (analysis) => port.postMessage({ id: request.id, analysis } satisfies EvaluatorReply),
      (error: unknown) => port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies EvaluatorReply),
    );
  });
}
