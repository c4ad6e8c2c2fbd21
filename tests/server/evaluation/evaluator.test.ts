import { afterAll, describe, expect, it } from 'vitest';
import { createInProcessEvaluator, createThreadEvaluator } from '../../../server/evaluation/evaluator';
import { loadFixtures } from './support/fixtures';

/** The server scores in a worker thread; it must give exactly what the rubric gives in process. */
describe('the report scorer thread', () => {
  const inProcess = createInProcessEvaluator();
  const thread = createThreadEvaluator();
  afterAll(async () => {
    await Promise.all([inProcess.close(), thread.close()]);
  });

  it('scores like the rubric on the calling thread, for strong and weak interviews', async () => {
    const fixtures = loadFixtures().filter((f) => f.label === 'strong' || f.label === 'weak').slice(0, 3);
    expect(fixtures.length).toBeGreaterThan(1);
    for (const fixture of fixtures) {
      const [there, here] = await Promise.all([thread.evaluate(fixture.input), inProcess.evaluate(fixture.input)]);
      expect(there, fixture.name).toEqual(here);
    }
    // The thread starts its own grammar threads, each compiling the WASM linter.
  }, 180_000);

  it('starts a new thread after being closed, and answers as before', async () => {
    const [fixture] = loadFixtures();
    await thread.close();
    const analysis = await thread.evaluate(fixture.input);
    expect(analysis).toEqual(await inProcess.evaluate(fixture.input));
  });

  it('rejects a request the rubric cannot read instead of hanging', async () => {
    await expect(thread.evaluate({} as never)).rejects.toThrow();
  });
});
