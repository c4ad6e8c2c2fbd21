import { serveJobs } from '../workers/pool';
import { createHarperGrammarChecker } from './grammar';
import type { GrammarIssue } from './types';

/** One grammar checker in a worker thread (grammar.ts, `createThreadedGrammarChecker`). */
serveJobs<string, GrammarIssue[]>(async () => {
  const checker = createHarperGrammarChecker();
  // Start the WASM linter now, so the first answer does not wait for it.
  await checker.check('ready');
  return (text) => checker.check(text);
});
