import { describe, expect, it } from 'vitest';
import { createActor, sendTo, setup, SimulatedClock } from 'xstate';
import type { InactivityEvent, InactivityNotice } from '../../machines/inactivity/inactivity.events';
import { inactivityMachine, initialSeconds } from '../../machines/inactivity/inactivity.machine';
import { selectIsWarningOpen, selectSecondsLeft } from '../../machines/inactivity/inactivity.selectors';
import { INACTIVITY_TICK_MS, INACTIVITY_WARNING_SECONDS } from '../../machines/shared/constants';
import { runModelBasedTest } from './support/modelBased';

const notified = (actions: Array<{ name: string; params: unknown }>) =>
  actions.filter((a) => a.name === 'notify').map((a) => a.params as InactivityNotice);

describe('inactivity machine (model-based)', () => {
  it('walks every path, reaching every state and transition', async () => {
    const report = await runModelBasedTest({
      // The walk has no parent to `sendParent` to; the replay records `notify` instead.
      machine: inactivityMachine.provide({ actions: { notify: () => {} } }),
      // secondsLeft is bounded (30 → 0), so it is part of the key: the walk counts the whole way down.
      serializeState: (s) => JSON.stringify([s.value, s.context.secondsLeft]),
      recordActions: ['notify'],
      events: {
        'inactivity.warning': [
          { type: 'inactivity.warning', secondsRemaining: 30 },
          { type: 'inactivity.warning', secondsRemaining: 2.2 },
          { type: 'inactivity.warning', secondsRemaining: 0 },
          { type: 'inactivity.warning', secondsRemaining: -3 },
          { type: 'inactivity.warning', secondsRemaining: Number.NaN },
        ],
      },
      invariants: {
        '*': (s, { event, previous, actions }) => {
          const e = event as InactivityEvent;
          expect(selectIsWarningOpen(s)).toBe(s.matches('warning'));
          expect(selectSecondsLeft(s)).toBe(s.context.secondsLeft);
          const notices = notified(actions);
          const wasWarned = previous?.matches('warning') ?? false;
          if ((e.type === 'inactivity.continue' || e.type === 'inactivity.activity') && wasWarned) {
            expect(notices).toEqual([{ type: 'inactivity.extend' }]);
          } else if (s.matches('expired') && !previous?.matches('expired')) {
            expect(notices).toEqual([{ type: 'inactivity.expired' }]);
          } else {
            expect(notices).toEqual([]);
          }
        },
        idle: (s, { event, previous }) => {
          expect(s.context.secondsLeft).toBe(0);
          // Activity while idle changes nothing (the server counts the candidate's audio already).
          if (event.type === 'inactivity.activity' && previous?.matches('idle')) expect(s).toBe(previous);
        },
        warning: (s, { event, previous }) => {
          expect(s.context.secondsLeft).toBeGreaterThanOrEqual(1);
          expect(s.context.secondsLeft).toBeLessThanOrEqual(INACTIVITY_WARNING_SECONDS);
          const e = event as InactivityEvent;
          if (e.type === 'inactivity.warning') {
            const expected = Number.isFinite(e.secondsRemaining) ? Math.ceil(e.secondsRemaining) : INACTIVITY_WARNING_SECONDS;
            expect(s.context.secondsLeft).toBe(expected);
          } else {
            // Only the one-second tick moves the count.
            expect(event.type).toBe('xstate.after.inactivityTick.inactivity.warning');
            expect(s.context.secondsLeft).toBe(previous!.context.secondsLeft - 1);
          }
        },
        expired: (s, { event, previous }) => {
          expect(s.context.secondsLeft).toBe(0);
          if (previous?.matches('expired')) return;
          const e = event as InactivityEvent;
          if (e.type === 'inactivity.warning') expect(e.secondsRemaining).toBeLessThanOrEqual(0);
          else {
            expect(event.type).toBe('xstate.after.inactivityTick.inactivity.warning');
            expect(previous!.context.secondsLeft).toBe(1);
          }
        },
      },
    });
    expect(report.stateNodes).toBe(4);
    // The longest walk counts the full 30 s down.
    expect(report.steps).toBeGreaterThan(INACTIVITY_WARNING_SECONDS);
  });
});

function start() {
  const clock = new SimulatedClock();
  const notices: InactivityNotice[] = [];
  const actor = createActor(
    inactivityMachine.provide({ actions: { notify: (_, notice: InactivityNotice) => notices.push(notice) } }),
    { clock },
  ).start();
  return { actor, clock, notices };
}

describe('inactivity behaviour', () => {
  it('rounds the server seconds up and shows 30 when the value makes no sense', () => {
    expect(initialSeconds(29.2)).toBe(30);
    expect(initialSeconds(12)).toBe(12);
    expect(initialSeconds(Number.NaN)).toBe(INACTIVITY_WARNING_SECONDS);
    expect(initialSeconds(Number.POSITIVE_INFINITY)).toBe(INACTIVITY_WARNING_SECONDS);
    expect(initialSeconds(undefined)).toBe(INACTIVITY_WARNING_SECONDS);
  });

  it('counts 30 → 0 once per second on the simulated clock, then expires once', () => {
    const { actor, clock, notices } = start();
    actor.send({ type: 'inactivity.warning', secondsRemaining: 30 });
    expect(selectIsWarningOpen(actor.getSnapshot())).toBe(true);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(30);
    clock.increment(INACTIVITY_TICK_MS - 1);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(30);
    clock.increment(1);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(29);
    for (let i = 0; i < 28; i += 1) clock.increment(INACTIVITY_TICK_MS);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(1);
    expect(notices).toEqual([]);
    clock.increment(INACTIVITY_TICK_MS);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(selectIsWarningOpen(actor.getSnapshot())).toBe(false);
    expect(notices).toEqual([{ type: 'inactivity.expired' }]);
    clock.increment(60_000);
    expect(notices).toHaveLength(1);
    actor.send({ type: 'inactivity.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('resyncs on a second warning and restarts the tick', () => {
    const { actor, clock } = start();
    actor.send({ type: 'inactivity.warning', secondsRemaining: 30 });
    // SimulatedClock fires the timers due at each increment; the next tick is scheduled from that moment.
    for (let i = 0; i < 5; i += 1) clock.increment(INACTIVITY_TICK_MS);
    clock.increment(500);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(25);
    actor.send({ type: 'inactivity.warning', secondsRemaining: 23.4 });
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(24);
    clock.increment(999);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(24);
    clock.increment(1);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(23);
  });

  it('Continue or activity while warned asks to extend and closes the modal; activity while idle does nothing', () => {
    const { actor, clock, notices } = start();
    actor.send({ type: 'inactivity.activity' });
    expect(notices).toEqual([]);
    actor.send({ type: 'inactivity.warning', secondsRemaining: 10 });
    actor.send({ type: 'inactivity.continue' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'inactivity.warning', secondsRemaining: 10 });
    actor.send({ type: 'inactivity.activity' });
    expect(notices).toEqual([{ type: 'inactivity.extend' }, { type: 'inactivity.extend' }]);
    clock.increment(60_000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(notices).toHaveLength(2);
  });

  it('a warning of <= 0 closes the modal and expires; reset closes it without a notice', () => {
    const { actor, notices } = start();
    actor.send({ type: 'inactivity.warning', secondsRemaining: 12 });
    actor.send({ type: 'inactivity.warning', secondsRemaining: 0 });
    expect(actor.getSnapshot().value).toBe('expired');
    expect(notices).toEqual([{ type: 'inactivity.expired' }]);
    actor.send({ type: 'inactivity.reset' });
    actor.send({ type: 'inactivity.warning', secondsRemaining: 8 });
    actor.send({ type: 'inactivity.reset' });
    expect(selectIsWarningOpen(actor.getSnapshot())).toBe(false);
    expect(notices).toHaveLength(1);
  });

  it('tells its parent by default (sendParent)', () => {
    const heard: InactivityNotice[] = [];
    const parent = setup({
      types: { events: {} as InactivityNotice | { type: 'forward'; event: InactivityEvent } },
      actors: { inactivity: inactivityMachine },
    }).createMachine({
      invoke: { id: 'inactivity', src: 'inactivity' },
      on: {
        forward: { actions: sendTo('inactivity', ({ event }) => event.event) },
        'inactivity.extend': { actions: ({ event }) => heard.push(event) },
        'inactivity.expired': { actions: ({ event }) => heard.push(event) },
      },
    });
    const actor = createActor(parent).start();
    actor.send({ type: 'forward', event: { type: 'inactivity.warning', secondsRemaining: 5 } });
    actor.send({ type: 'forward', event: { type: 'inactivity.continue' } });
    actor.send({ type: 'forward', event: { type: 'inactivity.warning', secondsRemaining: -1 } });
    expect(heard).toEqual([{ type: 'inactivity.extend' }, { type: 'inactivity.expired' }]);
    actor.stop();
  });
});
