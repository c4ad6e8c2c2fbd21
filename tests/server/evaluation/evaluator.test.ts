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

/** No report can hold the scorer: past its deadline the thread is ended, and the next report gets a new one. */
describe('the report scorer thread under a deadline', () => {
  it('rejects a report past its deadline, ends the thread, and scores the next on a new one', async () => {
    const [fixture] = loadFixtures();
    const inProcess = createInProcessEvaluator();
    // A cold thread cannot load the rubric and its grammar threads in 50 ms.
    const hurried = createThreadEvaluator({ timeoutMs: 50 });
    const patient = createThreadEvaluator({ timeoutMs: 120_000 });
    try {
      await expect(hurried.evaluate(fixture.input)).rejects.toThrow(/took longer than 50 ms/);
      // The next goes to a new thread: the ended one's exit fails nothing of it (it misses its own deadline).
      await expect(hurried.evaluate(fixture.input)).rejects.toThrow(/took longer than 50 ms/);
      const expected = await inProcess.evaluate(fixture.input);
      expect(await patient.evaluate(fixture.input)).toEqual(expected);
    } finally {
      await Promise.all([hurried.close(), patient.close(), inProcess.close()]);
    }
  }, 180_000);
});
