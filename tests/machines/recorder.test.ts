import { describe, expect, it } from 'vitest';
import { assign, createActor, fromCallback, setup, SimulatedClock, type AnyActorRef, type SnapshotFrom } from 'xstate';
import type { CaptureHandlers, CaptureSession } from '../../machines/shared/ports';
import { CaptureFailedError, MicrophoneDeniedError } from '../../machines/shared/audioErrors';
import { createRecorderActors } from '../../machines/recorder/recorder.actors';
import type { RecorderNotice } from '../../machines/recorder/recorder.events';
import { recorderMachine } from '../../machines/recorder/recorder.machine';
import {
  selectBars,
  selectIsDenied,
  selectIsLocked,
  selectIsRecording,
  selectLevelLabel,
  selectNotice,
} from '../../machines/recorder/recorder.selectors';
import { LEVEL_METER_BARS, RECORD_BUTTON_LOCK_MS } from '../../machines/shared/constants';
import { runModelBasedTest, type RecordedAction } from './support/modelBased';

type RecorderSnapshot = SnapshotFrom<typeof recorderMachine>;

const chunk = new ArrayBuffer(3200);

/** The notices' types, one letter each: s(tarted), c(hunk), t (stopped). */
function noticeLetters(actions: readonly RecordedAction[]): string {
  return actions
    .filter((a) => a.name === 'notify')
    .map((a) => ({ 'recorder.started': 's', 'recorder.chunk': 'c', 'recorder.stopped': 't' })[(a.params as RecorderNotice).type])
    .join('');
}

describe('recorder machine (model-based)', () => {
  it('walks every path, reaching every state and transition', async () => {
    // Live `microphone` stubs: one runs exactly while the capture is active; the cleanup releases it.
    const running = new Set<AnyActorRef>();
    const microphone = fromCallback(({ self }) => {
      running.add(self);
      return () => running.delete(self);
    });

    const report = await runModelBasedTest({
      // The walk itself has no parent to send to; the replay records `notify` instead.
      machine: recorderMachine.provide({ actions: { notify: () => {} } }),
      serializeState: (s) =>
        JSON.stringify([s.value, s.context.canRecord, s.context.level, s.context.notice]),
      actors: { microphone },
      recordActions: ['notify'],
      events: {
        'recorder.availability': [
          { type: 'recorder.availability', canRecord: true },
          { type: 'recorder.availability', canRecord: false },
        ],
        'microphone.chunk': [{ type: 'microphone.chunk', pcm: chunk }],
        'microphone.level': [
          { type: 'microphone.level', level: 0.6 },
          { type: 'microphone.level', level: 1.7 },
        ],
        'microphone.failed': [{ type: 'microphone.failed', reason: 'NotFoundError' }],
      },
      invariants: {
        '*': (s, { event, previous, actions, allActions }) => {
          const recording = selectIsRecording(s);
          const wasRecording = previous ? selectIsRecording(previous) : false;
          // Level: 0..1, and 0 whenever not recording (stopping resets the meter).
          expect(s.context.level).toBeGreaterThanOrEqual(0);
          expect(s.context.level).toBeLessThanOrEqual(1);
          if (!recording) expect(s.context.level).toBe(0);
          expect(selectBars(s)).toHaveLength(LEVEL_METER_BARS);
          expect(selectBars(s).filter(Boolean).length).toBe(Math.round(s.context.level * LEVEL_METER_BARS));
          expect(selectLevelLabel(s)).toEqual({ key: recording ? 'interview.speaking' : 'interview.ready' });
          // The microphone actor runs exactly while the capture is active.
          expect(running.size).toBe(s.matches({ capture: 'active' }) ? 1 : 0);
          // Notices: (started chunk* stopped)* (started chunk*)?, each at the right moment.
          expect(noticeLetters(allActions)).toMatch(/^(sc*t)*(sc*)?$/);
          const letters = noticeLetters(actions);
          expect(letters.includes('s')).toBe(recording && !wasRecording);
          expect(letters.includes('t')).toBe(wasRecording && !recording);
          if (letters.includes('c')) {
            expect(event.type).toBe('microphone.chunk');
            expect(wasRecording && recording).toBe(true);
            expect(actions.find((a) => (a.params as RecorderNotice).type === 'recorder.chunk')?.params).toEqual({
              type: 'recorder.chunk',
              pcm: chunk,
            });
          }
          // The notice each state promises.
          if (s.matches({ capture: 'denied' })) expect(selectNotice(s)).toEqual({ key: 'live.micDenied' });
          if (s.matches({ capture: 'failed' })) expect(selectNotice(s)).toEqual({ key: 'live.recordFailed' });
          if (s.matches({ capture: 'active' })) expect(selectNotice(s)).toBeNull();
          expect(selectIsDenied(s)).toBe(s.matches({ capture: 'denied' }));
          // The lock: a click while locked changes nothing; a click while unlocked locks for 500 ms.
          if (event.type === 'recorder.toggle' && previous) {
            if (selectIsLocked(previous)) {
              expect(s.value).toEqual(previous.value);
              expect(s.context).toEqual(previous.context);
              expect(actions).toEqual([]);
            } else {
              expect(selectIsLocked(s)).toBe(true);
              if (!previous.context.canRecord) {
                expect(s.matches({ capture: 'idle' })).toBe(true);
                expect(selectNotice(s)).toEqual({ key: 'live.connectFirst' });
              }
            }
          }
          if (event.type.startsWith('xstate.after.')) {
            expect(selectIsLocked(previous!)).toBe(true);
            expect(selectIsLocked(s)).toBe(false);
            expect(s.value).toMatchObject({ capture: (previous!.value as { capture: unknown }).capture });
          }
          // Losing the connection stops a capture.
          if (event.type === 'recorder.availability' && !s.context.canRecord) {
            expect(s.matches({ capture: 'active' })).toBe(false);
          }
        },
        'capture.active.starting': (s, { previous }) => {
          expect(s.context.canRecord).toBe(true);
          if (previous && !previous.matches({ capture: 'active' })) expect(selectIsLocked(s)).toBe(true);
        },
      },
    });
    expect(report.stateNodes).toBe(11);
    expect(report.paths).toBeGreaterThan(10);
  });
});

// ---------------------------------------------------------------- behaviour, on the real actor

interface FakeCapture {
  startCapture(handlers: CaptureHandlers): Promise<CaptureSession>;
  handlers: CaptureHandlers[];
  stops: number;
  settle(outcome: 'ok' | Error): void;
}

/** `startCapture` that waits to be settled; counts releases. */
function fakeCapture(): FakeCapture {
  const pending: Array<{ resolve(s: CaptureSession): void; reject(e: Error): void }> = [];
  const fake: FakeCapture = {
    handlers: [],
    stops: 0,
    startCapture(handlers) {
      fake.handlers.push(handlers);
      return new Promise((resolve, reject) => pending.push({ resolve, reject }));
    },
    settle(outcome) {
      const next = pending.shift()!;
      if (outcome === 'ok') {
        next.resolve({
          stop: async () => {
            fake.stops += 1;
          },
        });
      } else next.reject(outcome);
    },
  };
  return fake;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A parent that keeps the recorder's notices, to check the default `notify` (sendParent). */
function parentOf(capture: FakeCapture, clock: SimulatedClock) {
  const parent = setup({
    types: { context: {} as { notices: RecorderNotice[] }, events: {} as RecorderNotice },
    actors: { recorder: recorderMachine.provide({ actors: createRecorderActors(capture) }) },
  }).createMachine({
    context: { notices: [] },
    invoke: { id: 'recorder', src: 'recorder' },
    on: {
      'recorder.*': { actions: assign({ notices: ({ context, event }) => [...context.notices, event] }) },
    },
  });
  const actor = createActor(parent, { clock }).start();
  const recorder = actor.getSnapshot().children.recorder!;
  return { actor, recorder, snap: () => recorder.getSnapshot() as RecorderSnapshot };
}

describe('recorder behaviour', () => {
  it('records: started → chunks → stopped to the parent, levels on the meter, the mic released on stop', async () => {
    const clock = new SimulatedClock();
    const capture = fakeCapture();
    const { actor, recorder, snap } = parentOf(capture, clock);
    recorder.send({ type: 'recorder.availability', canRecord: true });
    recorder.send({ type: 'recorder.toggle' });
    expect(snap().matches({ capture: { active: 'starting' } })).toBe(true);
    expect(capture.handlers).toHaveLength(1);
    capture.settle('ok');
    await flush();
    expect(selectIsRecording(snap())).toBe(true);
    expect(selectLevelLabel(snap())).toEqual({ key: 'interview.speaking' });
    const pcm = new ArrayBuffer(3200);
    capture.handlers[0].onChunk(pcm);
    capture.handlers[0].onLevel(0.5);
    capture.handlers[0].onChunk(pcm);
    expect(selectBars(snap()).filter(Boolean)).toHaveLength(8);

    clock.increment(RECORD_BUTTON_LOCK_MS);
    recorder.send({ type: 'recorder.toggle' });
    await flush();
    expect(snap().matches({ capture: 'idle' })).toBe(true);
    expect(snap().context.level).toBe(0);
    expect(selectLevelLabel(snap())).toEqual({ key: 'interview.ready' });
    expect(capture.stops).toBe(1);
    // A late chunk from the closing worklet goes nowhere.
    capture.handlers[0].onChunk(pcm);
    expect(actor.getSnapshot().context.notices).toEqual([
      { type: 'recorder.started' },
      { type: 'recorder.chunk', pcm },
      { type: 'recorder.chunk', pcm },
      { type: 'recorder.stopped' },
    ]);
    actor.stop();
  });

  it('ignores clicks for 500 ms after each accepted click', async () => {
    const clock = new SimulatedClock();
    const capture = fakeCapture();
    const { actor, recorder, snap } = parentOf(capture, clock);
    recorder.send({ type: 'recorder.availability', canRecord: true });
    recorder.send({ type: 'recorder.toggle' });
    expect(selectIsLocked(snap())).toBe(true);
    clock.increment(RECORD_BUTTON_LOCK_MS - 1);
    recorder.send({ type: 'recorder.toggle' });
    expect(snap().matches({ capture: { active: 'starting' } })).toBe(true);
    clock.increment(1);
    expect(selectIsLocked(snap())).toBe(false);
    recorder.send({ type: 'recorder.toggle' });
    expect(snap().matches({ capture: 'idle' })).toBe(true);
    // Stopped before the capture had started: released as soon as it starts, no notices at all.
    capture.settle('ok');
    await flush();
    expect(capture.stops).toBe(1);
    expect(actor.getSnapshot().context.notices).toEqual([]);
    actor.stop();
  });

  it('asks to connect first while recording is not allowed', () => {
    const clock = new SimulatedClock();
    const capture = fakeCapture();
    const { actor, recorder, snap } = parentOf(capture, clock);
    recorder.send({ type: 'recorder.toggle' });
    expect(snap().matches({ capture: 'idle' })).toBe(true);
    expect(selectNotice(snap())).toEqual({ key: 'live.connectFirst' });
    expect(capture.handlers).toHaveLength(0);
    recorder.send({ type: 'recorder.dismiss' });
    expect(selectNotice(snap())).toBeNull();
    actor.stop();
  });

  it('a refused microphone shows the denied modal; another failure "Failed to start recording"', async () => {
    for (const [error, state, key] of [
      [new MicrophoneDeniedError(), 'denied', 'live.micDenied'],
      [new CaptureFailedError('NotFoundError: no device'), 'failed', 'live.recordFailed'],
      [new Error('surprise'), 'failed', 'live.recordFailed'],
    ] as const) {
      const clock = new SimulatedClock();
      const capture = fakeCapture();
      const { actor, recorder, snap } = parentOf(capture, clock);
      recorder.send({ type: 'recorder.availability', canRecord: true });
      recorder.send({ type: 'recorder.toggle' });
      capture.settle(error);
      await flush();
      expect(snap().matches({ capture: state })).toBe(true);
      expect(selectNotice(snap())).toEqual({ key });
      expect(selectIsDenied(snap())).toBe(state === 'denied');
      expect(actor.getSnapshot().context.notices).toEqual([]);
      recorder.send({ type: 'recorder.dismiss' });
      expect(snap().matches({ capture: 'idle' })).toBe(true);
      actor.stop();
    }
  });

  it('stops when the connection goes, and when the device goes away', async () => {
    const clock = new SimulatedClock();
    const capture = fakeCapture();
    const { actor, recorder, snap } = parentOf(capture, clock);
    recorder.send({ type: 'recorder.availability', canRecord: true });
    recorder.send({ type: 'recorder.toggle' });
    capture.settle('ok');
    await flush();
    recorder.send({ type: 'recorder.availability', canRecord: false });
    expect(snap().matches({ capture: 'idle' })).toBe(true);
    expect(capture.stops).toBe(1);

    recorder.send({ type: 'recorder.availability', canRecord: true });
    clock.increment(RECORD_BUTTON_LOCK_MS);
    recorder.send({ type: 'recorder.toggle' });
    capture.settle('ok');
    await flush();
    capture.handlers[1].onError?.('The microphone stopped');
    expect(snap().matches({ capture: 'failed' })).toBe(true);
    expect(capture.stops).toBe(2);
    expect(actor.getSnapshot().context.notices.map((n) => n.type)).toEqual([
      'recorder.started',
      'recorder.stopped',
      'recorder.started',
      'recorder.stopped',
    ]);
    actor.stop();
  });

  it('releases the microphone when the whole recorder stops (leaving the page)', async () => {
    const clock = new SimulatedClock();
    const capture = fakeCapture();
    const { actor, recorder } = parentOf(capture, clock);
    recorder.send({ type: 'recorder.availability', canRecord: true });
    recorder.send({ type: 'recorder.toggle' });
    capture.settle('ok');
    await flush();
    actor.stop();
    expect(capture.stops).toBe(1);
  });
});
