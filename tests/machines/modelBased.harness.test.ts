/** The harness must be able to fail: each case below breaks one thing it promises to check. */
import { describe, expect, it } from 'vitest';
import { fromCallback, fromPromise, setup } from 'xstate';
import { runModelBasedTest } from './support/modelBased';

const toy = setup({
  types: { context: {} as { count: number }, events: {} as { type: 'go' } | { type: 'back' } | { type: 'poke'; ok: boolean } },
  actors: { load: fromPromise<number>(async () => 1) },
  guards: { isOk: ({ event }) => event.type === 'poke' && event.ok },
  delays: { pause: 2000 },
}).createMachine({
  id: 'toy',
  description: 'A toy machine.',
  initial: 'idle',
  context: { count: 0 },
  states: {
    idle: { description: 'i', on: { go: 'loading', poke: { guard: 'isOk', target: 'waiting' } } },
    loading: {
      description: 'l',
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'waiting', actions: ({ event }) => void event.output },
        onError: 'idle',
      },
    },
    waiting: { description: 'w', after: { pause: 'idle' }, on: { back: 'idle' } },
  },
});

const fullSamples = {
  poke: [
    { type: 'poke', ok: true },
    { type: 'poke', ok: false },
  ],
  'xstate.done.actor.load': [{ type: 'xstate.done.actor.load', output: 2 }],
  'xstate.error.actor.load': [{ type: 'xstate.error.actor.load', error: new Error('no') }],
};

describe('model-based harness', () => {
  it('passes on a fully covered machine, replaying delays on the simulated clock', async () => {
    const report = await runModelBasedTest({ machine: toy, events: fullSamples });
    expect(report.stateNodes).toBe(4);
    expect(report.transitions).toBe(6);
  });

  it('fails listing a guarded transition no sample enables', async () => {
    await expect(
      runModelBasedTest({ machine: toy, events: { ...fullSamples, poke: [{ type: 'poke', ok: false }] } }),
    ).rejects.toThrow(/transition #toy\.idle on poke \[isOk\] -> #toy\.waiting/);
  });

  it('fails listing a state nobody can reach', async () => {
    const withOrphan = setup({}).createMachine({
      id: 'orphaned',
      description: 'o',
      initial: 'a',
      states: {
        a: { description: 'a', on: { go: 'b' } },
        b: { description: 'b' },
        orphan: { description: 'never entered', on: { go: 'a' } },
      },
    });
    await expect(runModelBasedTest({ machine: withOrphan })).rejects.toThrow(/state #orphaned\.orphan/);
  });

  it('fails listing a state without a description', async () => {
    const bare = setup({}).createMachine({ id: 'bare', description: 'b', initial: 'a', states: { a: {} } });
    await expect(runModelBasedTest({ machine: bare })).rejects.toThrow(/description of state #bare\.a/);
  });

  it('fails when an invariant does not hold', async () => {
    await expect(
      runModelBasedTest({
        machine: toy,
        events: fullSamples,
        invariants: { waiting: (s) => expect(s.context.count).toBe(1) },
      }),
    ).rejects.toThrow(/Invariant "waiting" failed/);
  });

  it('fails when the live actor leaves the model', async () => {
    const ticking = setup({
      types: { events: {} as { type: 'tick' } | { type: 'go' } },
      actors: { ticker: fromCallback(() => undefined) },
    }).createMachine({
      id: 'ticking',
      description: 't',
      initial: 'a',
      states: {
        a: { description: 'a', on: { go: 'b' } },
        b: { description: 'b', invoke: { src: 'ticker' }, on: { tick: 'c' } },
        c: { description: 'c' },
      },
    });
    // This stub ticks at once, which the model does not do after `go`.
    const eager = fromCallback(({ sendBack }) => {
      sendBack({ type: 'tick' });
    });
    await expect(runModelBasedTest({ machine: ticking, actors: { ticker: eager } })).rejects.toThrow(
      /the live actor is in "c", the model in "b"/,
    );
  });
});
