import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor, type AnyEventObject } from 'xstate';
import type { RoleMessage, ServerMessage } from '../../openapi/live-protocol';
import { LIVE_REFUSALS } from '../../openapi/refusals';
import type { JobLookupResult, TempInterviewRecord } from '../../machines/interview/interview.events';
import { busyRetryDelay, interviewMachine, tempRecordOf } from '../../machines/interview/interview.machine';
import { applyRoleMessage, groupMessages, interviewersOf, type ChatMessage } from '../../machines/interview/interview.messages';
import {
  selectBusyRetrySeconds,
  selectCorrectableId,
  selectInterviewers,
  selectIsPanelBusy,
  selectMessageGroups,
} from '../../machines/interview/interview.selectors';
import type { JobScenario } from '../../machines/jobs/jobs.list';
import {
  BUSY_RETRY_DELAYS_MS,
  MANUAL_END_REDIRECT_DELAY_MS,
  RETRY_CONNECTION_RECONNECT_DELAY_MS,
  RETRY_CONNECTION_RESTART_DELAY_MS,
  START_COMMAND_DELAYS_MS,
} from '../../machines/shared/constants';
import { runModelBasedTest } from './support/modelBased';
import { jobScenario } from '../support/fixtures';

function job(extra: Partial<JobScenario> = {}): JobScenario {
  return jobScenario('job-1', {
    position: 'Frontend Developer',
    company: { name: 'Acme' },
    skills: ['React'],
    participants: [
      { id: 'p1', name: 'Ann Lee', role: 'Tech Lead', welcomeMessage: 'Hi' },
      { id: 'p2', name: 'Bo Chen', role: 'HR Partner' },
    ],
    ...extra,
  });
}

const AUDIO = btoa(String.fromCharCode(1, 0, 2, 0, 3, 0, 4, 0));
const role = (extra: Partial<RoleMessage>): RoleMessage => ({
  type: 'role',
  id: 'm1',
  role: 'Tech Lead',
  sender: 'Ann Lee',
  senderId: 'p1',
  text: 'Welcome to the interview.',
  timestamp: '2026-11-23T10:00:00.000Z',
  isFinal: true,
  typing: false,
  ...extra,
});
const status = (code: number, name: string, extra: Partial<Extract<ServerMessage, { type: 'status' }>> = {}): ServerMessage => ({
  type: 'status',
  code,
  message: name,
  status: name,
  uid: 'uid-1',
  ...extra,
});
const live = (message: ServerMessage) => ({ type: 'live.message', message });

/** Every event each stub child received, in order (reset at the start of each path). */
const received: Record<string, AnyEventObject[]> = { socket: [], recorder: [], audioQueue: [], inactivity: [], correction: [] };
const child = (name: keyof typeof received) =>
  fromCallback(({ receive }) => {
    receive((event) => received[name].push(event));
  });
const stubChildren = {
  socket: child('socket'),
  recorder: child('recorder'),
  audioQueue: child('audioQueue'),
  inactivity: child('inactivity'),
  correction: child('correction'),
};
const lastSent = () => {
  const sends = received.socket.filter((e) => e.type === 'socket.send' || e.type === 'socket.sendAudio');
  return sends[sends.length - 1] as { type: string; message: { type: string; uid: string; seq?: number; token?: string } } | undefined;
};

const input = { jobId: 'job-1', uid: 'uid-1', liveUrl: 'ws://localhost/live' };

describe('interview machine (model-based)', () => {
  it('walks every path, reaching every state and transition', async () => {
    const report = await runModelBasedTest({
      machine: interviewMachine,
      inputs: [input],
      actors: stubChildren,
      recordActions: ['jobNotFound', 'redirectToSubscription', 'saveTempInterview', 'clearSession', 'goToHistory', 'goToJobs'],
      serializeState: (s) =>
        JSON.stringify([s.value, s.context.confirmedOnce, s.context.sendStartNext, s.context.ending?.kind ?? null]),
      limit: 400_000,
      events: {
        'xstate.done.actor.loadJob': [
          { type: 'xstate.done.actor.loadJob', output: { status: 'found', job: job(), hasPro: false } satisfies JobLookupResult },
          { type: 'xstate.done.actor.loadJob', output: { status: 'notFound' } satisfies JobLookupResult },
          {
            type: 'xstate.done.actor.loadJob',
            output: { status: 'found', job: job({ isPro: true }), hasPro: false } satisfies JobLookupResult,
          },
        ],
        'xstate.error.actor.loadJob': [
          { type: 'xstate.error.actor.loadJob', error: { text: { key: 'jobs.fetchFailed' } } },
        ],
        'xstate.done.actor.getToken': [{ type: 'xstate.done.actor.getToken', output: 'token-1' }],
        'xstate.error.actor.getToken': [
          { type: 'xstate.error.actor.getToken', error: { text: { key: 'live.authRequired' }, code: 'auth' } },
        ],
        'live.opened': [
          { type: 'live.opened', resumed: false },
          { type: 'live.opened', resumed: true },
        ],
        'live.message': [
          live(status(200, 'connected')),
          live(status(200, 'speech_recognition_unavailable')),
          live(status(403, 'error', { message: 'This interview requires a PRO subscription' })),
          live(role({ audio: AUDIO })),
          live(role({ id: 'u1', role: 'USER', sender: '', senderId: 'USER', text: 'I am', isFinal: false })),
          live({ type: 'typing', senderId: 'p2', isTyping: true }),
          live({ type: 'inactivity_warning', secondsRemaining: 30 }),
          live({ type: 'error', message: 'Please wait until the interviewer has finished speaking.' }),
          live({ type: 'system', cmd: 'end', report_id: 'report-9' }),
          live({ type: 'transcript_corrected', messageId: 'u1', text: 'I am sure.', recognizedText: 'I am' }),
          live({ type: 'correction_refused', messageId: 'u1', message: 'Your correction could not be saved. Please try again.' }),
          live(status(200, 'interview_complete', { reportId: 'report-9' })),
        ],
        'live.down': [
          { type: 'live.down', state: 'reconnecting' },
          { type: 'live.down', state: 'authRequired' },
          { type: 'live.down', state: 'busy' },
        ],
        'recorder.chunk': [{ type: 'recorder.chunk', pcm: new ArrayBuffer(3200) }],
        'interview.sendText': [
          { type: 'interview.sendText', text: '  I like React.  ' },
          { type: 'interview.sendText', text: '   ' },
        ],
        'interview.setSpeed': [{ type: 'interview.setSpeed', speed: 0.75 }],
        'interview.playGroup': [{ type: 'interview.playGroup', ids: ['m1'] }],
        'interview.toggleReveal': [{ type: 'interview.toggleReveal', ids: ['m1'] }],
        'interview.editAnswer': [{ type: 'interview.editAnswer', messageId: 'u1', text: 'I am' }],
        'interview.saveAnswer': [{ type: 'interview.saveAnswer', text: 'I am sure.' }],
        'correction.submit': [{ type: 'correction.submit', messageId: 'u1', text: 'I am sure.' }],
      },
      invariants: {
        '*': (s, { event, previous, actions, allActions }) => {
          if (event.type === 'xstate.init') for (const list of Object.values(received)) list.length = 0;
          // Navigation happens only where the state says so.
          expect(allActions.some((a) => a.name === 'goToHistory')).toBe(s.matches({ finished: 'done' }));
          expect(allActions.some((a) => a.name === 'jobNotFound')).toBe(s.matches('notFound'));
          expect(allActions.some((a) => a.name === 'redirectToSubscription')).toBe(s.matches('gated'));
          // Cancelling the wait for a busy panel leaves for the jobs, and nothing else does.
          expect(allActions.some((a) => a.name === 'goToJobs')).toBe(s.matches('cancelled'));
          const saved = actions.filter((a) => a.name === 'saveTempInterview');
          if (saved.length) {
            expect(s.matches('finished') || s.matches('left')).toBe(true);
            const record = saved[0].params as TempInterviewRecord;
            expect(record).toMatchObject({ jobTitle: 'Frontend Developer', company: 'Acme', score: 0, hasReport: false, reportStatus: 0, isTemporary: true });
            if (s.context.ending?.kind === 'server') expect(record.id).toBe('report-9');
            else expect(record.id).toMatch(/^manual_\d+$/);
            expect(actions.some((a) => a.name === 'clearSession')).toBe(true);
          }
          if (event.type === 'live.down' && previous?.matches('session')) {
            // A recording under way ends with the link: its unfinished bubble goes, everything else stays.
            expect(s.context.messages).toEqual((previous.context.messages as ChatMessage[]).filter((m) => !m.isUser || m.isFinal));
          }
          if (event.type === 'recorder.chunk' && previous) {
            expect(lastSent()).toMatchObject({ type: 'socket.sendAudio', message: { type: 'audio_chunk', uid: 'uid-1', seq: previous.context.chunkSeq } });
            expect(s.context.chunkSeq).toBe(previous.context.chunkSeq + 1);
          }
          // The correction editor: the page's actions reach it, its request goes out, the server's answer comes back.
          const toCorrection = received.correction.at(-1);
          if (event.type === 'interview.editAnswer') expect(toCorrection).toEqual({ type: 'correction.edit', messageId: 'u1', text: 'I am' });
          if (event.type === 'interview.saveAnswer') expect(toCorrection).toEqual({ type: 'correction.save', text: 'I am sure.' });
          if (event.type === 'interview.cancelEdit') expect(toCorrection).toEqual({ type: 'correction.cancel' });
          if (event.type === 'correction.submit') {
            expect(lastSent()?.message).toEqual({ type: 'correct_transcript', uid: 'uid-1', messageId: 'u1', text: 'I am sure.' });
            expect(received.inactivity.at(-1)).toEqual({ type: 'inactivity.activity' });
          }
          if (event.type === 'live.message' && previous?.matches('session') && s.matches('session')) {
            const message = (event as unknown as { message: ServerMessage }).message;
            if (message.type === 'transcript_corrected') {
              expect(toCorrection).toEqual({ type: 'correction.accepted', messageId: 'u1' });
              const before = (previous.context.messages as ChatMessage[]).find((m) => m.id === 'u1');
              // Only a message the candidate has gets the corrected text.
              expect(s.context.messages.find((m) => m.id === 'u1')).toEqual(before && { ...before, text: 'I am sure.', recognizedText: 'I am' });
            }
            if (message.type === 'correction_refused') {
              expect(toCorrection).toEqual({ type: 'correction.refused', messageId: 'u1', error: { key: 'liveError.correctionNotSaved', values: {} } });
              expect(s.context.messages).toBe(previous.context.messages);
            }
          }
          if ((event.type === 'recorder.started' || (event.type === 'interview.sendText' && String((event as { text?: unknown }).text).trim())) && s.matches('session')) {
            // The next answer begins: the editor closes.
            expect(toCorrection).toEqual({ type: 'correction.close' });
          }
          if (event.type === 'recorder.started') {
            expect(lastSent()?.message).toEqual({ type: 'audio_start', uid: 'uid-1' });
            expect(s.context.chunkSeq).toBe(0);
            // The panel's voice stops when the candidate starts answering.
            expect(received.audioQueue.at(-1)).toEqual({ type: 'audio.skipAll' });
          }
          if (event.type === 'recorder.stopped') {
            expect(lastSent()?.message).toEqual({ type: 'audio_stop', uid: 'uid-1' });
            expect(received.audioQueue.at(-1)).toEqual({ type: 'audio.resume' });
          }
          if (event.type === 'inactivity.extend') expect(lastSent()?.message).toEqual({ type: 'extend_session', uid: 'uid-1' });
          if (event.type === 'interview.confirmEnd' || event.type === 'interview.leave' || event.type === 'inactivity.expired') {
            expect(lastSent()?.message).toEqual({ type: 'end_interview', uid: 'uid-1' });
          }
          if (event.type === 'interview.sendText' && String((event as { text?: unknown }).text).trim() && s.matches('session')) {
            expect(lastSent()?.message).toEqual({ type: 'answer_text', uid: 'uid-1', text: 'I like React.' });
          }
        },
        'session.link.opening': (s, { event }) => {
          // Entered on the open; the start goes out only after 0.1 s + 0.5 s.
          if (event.type === 'live.opened') expect(s.context.linkState).toBe('open');
        },
        'session.link.confirming': (s, { event, previous }) => {
          if (event.type !== 'xstate.done.actor.getToken' || !previous) return;
          const sent = lastSent()?.message;
          if (previous.context.confirmedOnce && !previous.context.sendStartNext) {
            expect(sent).toEqual({ type: 'reconnect', uid: 'uid-1', token: 'token-1' });
          } else {
            expect(sent).toEqual({
              type: 'start',
              uid: 'uid-1',
              script: 'job_talk',
              scenarioType: 0,
              token: 'token-1',
              data: { jobId: 'job-1' },
            });
          }
        },
        'session.link.active': (s) => {
          expect(s.context.confirmedOnce).toBe(true);
          expect(s.context.busyAttempts).toBe(0);
        },
        'session.link.busy': (s, { event, previous }) => {
          // Refused for now: nothing to record, no modal, and the next try is 2, 4, 8, 16, then 30 s away.
          expect(s.context.linkState).toBe('busy');
          expect(selectIsPanelBusy(s)).toBe(true);
          expect(selectBusyRetrySeconds(s)).toBe(BUSY_RETRY_DELAYS_MS[Math.min(s.context.busyAttempts, BUSY_RETRY_DELAYS_MS.length - 1)] / 1000);
          if (event.type === 'live.down' && !previous?.matches({ session: { link: 'busy' } })) {
            expect(received.recorder.at(-1)).toEqual({ type: 'recorder.availability', canRecord: false });
          }
        },
        'session.link.connecting': (s, { event, previous }) => {
          if (!event.type.startsWith('xstate.after.busyBackoff') || !previous) return;
          // The wait is over: the socket connects again; the start (or reconnect) follows its open.
          expect(received.socket.at(-1)).toEqual({ type: 'socket.connect' });
          expect(s.context.busyAttempts).toBe(previous.context.busyAttempts + 1);
        },
        cancelled: (s, { allActions }) => {
          expect(s.status).toBe('done');
          // Nothing was started: no history record, no session to clear.
          expect(allActions.some((a) => a.name === 'saveTempInterview')).toBe(false);
        },
        'session.link.refused': (s, { previous }) => {
          expect(s.context.notice).not.toBeNull();
          if (previous?.matches({ session: { link: 'confirming' } })) {
            expect(s.context.notice).toEqual({ key: 'liveError.proRequired', values: {} });
          }
        },
        'session.link.retrying.waiting': (_s, { event }) => {
          if (event.type === 'interview.retry') expect(received.socket[received.socket.length - 1]).toEqual({ type: 'socket.disconnect' });
        },
        'session.link.retrying.reopening': (_s, { event }) => {
          if (event.type.startsWith('xstate.after.')) expect(received.socket[received.socket.length - 1]).toEqual({ type: 'socket.connect' });
        },
        'finished.leaving': (s) => expect(s.context.ending?.kind).toBe('manual'),
      },
    });
    expect(report.paths).toBeGreaterThan(20);
  });
});

describe('interview behaviour', () => {
  function start(lookup: JobLookupResult = { status: 'found', job: job(), hasPro: false }) {
    const clock = new SimulatedClock();
    const log: string[] = [];
    for (const list of Object.values(received)) list.length = 0;
    const actor = createActor(
      interviewMachine.provide({
        // Callback stubs stand in for the four child machines.
        actors: {
          ...stubChildren,
          loadJob: fromPromise(async () => lookup),
          getToken: fromPromise(async () => 'token-1'),
        } as never,
        actions: {
          saveTempInterview: (_, record) => log.push(`save:${record.id}`),
          clearSession: () => log.push('clear'),
          goToHistory: () => log.push('history'),
          goToJobs: () => log.push('jobs'),
        },
      }),
      { input, clock },
    ).start();
    return { actor, clock, log };
  }

  it('sends start 0.1 s + 0.5 s after the open, then talks: audio queued once, duplicates skipped, partials in place', async () => {
    const { actor, clock } = start();
    await waitFor(actor, (s) => s.matches('session'));
    expect(received.socket).toEqual([{ type: 'socket.connect' }]);
    actor.send({ type: 'live.opened', resumed: false });
    clock.increment(START_COMMAND_DELAYS_MS[0]);
    expect(actor.getSnapshot().matches({ session: { link: 'preparing' } })).toBe(true);
    clock.increment(START_COMMAND_DELAYS_MS[1] - 1);
    expect(lastSent()).toBeUndefined();
    clock.increment(1);
    await waitFor(actor, (s) => s.matches({ session: { link: 'confirming' } }));
    expect(lastSent()?.message.type).toBe('start');
    actor.send(live(status(200, 'connected')) as never);
    expect(actor.getSnapshot().matches({ session: { link: 'active' } })).toBe(true);
    expect(received.recorder).toContainEqual({ type: 'recorder.availability', canRecord: true });

    actor.send(live(role({ audio: AUDIO })) as never);
    actor.send(live(role({ audio: AUDIO, text: 'resent on resume' })) as never);
    const queued = received.audioQueue.filter((e) => e.type === 'audio.enqueue');
    expect(queued).toHaveLength(1);
    expect(Array.from((queued[0] as unknown as { clip: { pcm: Uint8Array } }).clip.pcm)).toEqual([1, 0, 2, 0, 3, 0, 4, 0]);
    expect(actor.getSnapshot().context.messages.map((m) => m.text)).toEqual(['Welcome to the interview.']);

    const user = { id: 'u1', role: 'USER', sender: '', senderId: 'USER' };
    actor.send(live(role({ ...user, text: 'I have', isFinal: false })) as never);
    actor.send(live(role({ ...user, text: 'I have five', isFinal: false })) as never);
    actor.send(live(role({ ...user, text: 'I have five years', isFinal: true })) as never);
    actor.send(live(role({ ...user, text: 'stale partial', isFinal: false })) as never);
    const groups = selectMessageGroups(actor.getSnapshot());
    expect(groups.map((g) => g.messages.map((m) => m.text))).toEqual([['Welcome to the interview.'], ['I have five years']]);
    expect(groups[1].isUser).toBe(true);

    actor.send(live({ type: 'typing', senderId: 'p2', isTyping: true }) as never);
    expect(selectInterviewers(actor.getSnapshot()).map((i) => i.isTyping)).toEqual([false, true]);
    actor.send(live({ type: 'inactivity_warning', secondsRemaining: 30 }) as never);
    expect(received.inactivity).toContainEqual({ type: 'inactivity.warning', secondsRemaining: 30 });
  });

  it('a discarded recording: its bubble goes, the hint shows in the UI language, and goes when the candidate answers again', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('session'));
    const user = { id: 'u1', role: 'USER', sender: '', senderId: 'USER' };
    actor.send(live(role({ ...user, text: 'I', isFinal: false })) as never);
    actor.send(live(role({ ...user, text: '', isFinal: true })) as never);
    actor.send(live({ type: 'error', message: LIVE_REFUSALS.tooShort }) as never);
    expect(actor.getSnapshot().context.messages).toEqual([]);
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'liveError.tooShort', values: {} });
    actor.send({ type: 'recorder.started' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    // Another kind of notice stays until dismissed.
    actor.send(live({ type: 'error', message: 'Something unexpected.' }) as never);
    actor.send({ type: 'recorder.started' });
    expect(actor.getSnapshot().context.notice).toEqual({ raw: 'Something unexpected.' });
    actor.send(live({ type: 'error', message: LIVE_REFUSALS.nothingHeard }) as never);
    actor.send({ type: 'interview.sendText', text: 'A typed answer.' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('ends on the server word with its report id and goes to /history at once', async () => {
    const { actor, log } = start();
    await waitFor(actor, (s) => s.matches('session'));
    actor.send(live({ type: 'system', cmd: 'end', report_id: 'report-7' }) as never);
    expect(actor.getSnapshot().matches({ finished: 'done' })).toBe(true);
    expect(log).toEqual(['save:report-7', 'clear', 'history']);
  });

  it('a confirmed manual end sends end_interview, saves a manual record and goes to /history after 100 ms', async () => {
    const { actor, clock, log } = start();
    await waitFor(actor, (s) => s.matches('session'));
    actor.send({ type: 'interview.requestEnd' });
    actor.send({ type: 'interview.cancelEnd' });
    expect(actor.getSnapshot().matches('session')).toBe(true);
    actor.send({ type: 'interview.requestEnd' });
    actor.send({ type: 'interview.confirmEnd' });
    expect(lastSent()?.message).toEqual({ type: 'end_interview', uid: 'uid-1' });
    expect(log.slice(0, 2)).toEqual([expect.stringMatching(/^save:manual_\d+$/), 'clear']);
    clock.increment(MANUAL_END_REDIRECT_DELAY_MS - 1);
    expect(log).not.toContain('history');
    clock.increment(1);
    expect(log).toContain('history');
  });

  it('Retry Connection: disconnect, reconnect after 500 ms, start again with the job id 1 s after the open', async () => {
    const { actor, clock } = start();
    await waitFor(actor, (s) => s.matches('session'));
    actor.send({ type: 'live.down', state: 'authRequired' });
    expect(actor.getSnapshot().context.freshToken).toBe(true);
    actor.send({ type: 'interview.retry' });
    expect(received.socket.at(-1)).toEqual({ type: 'socket.disconnect' });
    clock.increment(RETRY_CONNECTION_RECONNECT_DELAY_MS);
    expect(received.socket.at(-1)).toEqual({ type: 'socket.connect' });
    actor.send({ type: 'live.opened', resumed: false });
    clock.increment(RETRY_CONNECTION_RESTART_DELAY_MS);
    await waitFor(actor, (s) => s.matches({ session: { link: 'confirming' } }));
    expect(lastSent()?.message).toMatchObject({ type: 'start', data: { jobId: 'job-1' } });
  });

  it('after a drop it re-attaches with reconnect, not a new start; a recording cut off goes, the latest answer is correctable again once confirmed', async () => {
    const { actor, clock } = start();
    await waitFor(actor, (s) => s.matches('session'));
    actor.send({ type: 'live.opened', resumed: false });
    clock.increment(START_COMMAND_DELAYS_MS[0]);
    clock.increment(START_COMMAND_DELAYS_MS[1]);
    await waitFor(actor, (s) => s.matches({ session: { link: 'confirming' } }));
    actor.send(live(status(200, 'connected')) as never);
    actor.send(live(role({ id: 'u1', role: 'USER', sender: '', senderId: 'USER', text: 'I have five years' })) as never);
    actor.send(live(role({ id: 'm2', text: 'Tell me more.' })) as never);
    expect(selectCorrectableId(actor.getSnapshot())).toBe('u1');
    // The next answer is being recorded when the link drops: its stop cannot be sent, the server drops it.
    actor.send(live(role({ id: 'u2', role: 'USER', sender: '', senderId: 'USER', text: 'And then', isFinal: false })) as never);
    expect(selectCorrectableId(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'live.down', state: 'reconnecting' });
    expect(received.recorder.at(-1)).toEqual({ type: 'recorder.availability', canRecord: false });
    expect(actor.getSnapshot().matches({ session: { link: 'connecting' } })).toBe(true);
    expect(actor.getSnapshot().context.messages.map((m) => m.id)).toEqual(['u1', 'm2']);
    // No edit action while the link is down (the server could not take it).
    expect(selectCorrectableId(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'live.opened', resumed: true });
    expect(actor.getSnapshot().matches({ session: { link: 'opening' } })).toBe(true);
    clock.increment(START_COMMAND_DELAYS_MS[0]);
    clock.increment(START_COMMAND_DELAYS_MS[1]);
    await waitFor(actor, (s) => s.matches({ session: { link: 'confirming' } }));
    expect(lastSent()?.message).toEqual({ type: 'reconnect', uid: 'uid-1', token: 'token-1' });
    // Resumed (by this process or another one, which says the pending question again): the same answer
    // is the one to correct, and the server's acknowledgement reaches the editor and the bubble.
    actor.send(live(status(200, 'connected')) as never);
    actor.send(live(role({ id: 'm2', text: 'Tell me more.' })) as never);
    expect(selectCorrectableId(actor.getSnapshot())).toBe('u1');
    actor.send({ type: 'correction.submit', messageId: 'u1', text: 'I have five years of React.' });
    expect(lastSent()?.message).toEqual({ type: 'correct_transcript', uid: 'uid-1', messageId: 'u1', text: 'I have five years of React.' });
    actor.send(live({ type: 'transcript_corrected', messageId: 'u1', text: 'I have five years of React.', recognizedText: 'I have five years' }) as never);
    expect(received.correction.at(-1)).toEqual({ type: 'correction.accepted', messageId: 'u1' });
    expect(actor.getSnapshot().context.messages.find((m) => m.id === 'u1')).toMatchObject({
      text: 'I have five years of React.',
      recognizedText: 'I have five years',
    });
  });

  it('the panel is busy: the start is sent again after 2, 4, 8, 16, then 30 s, until it is taken; Cancel leaves for the jobs', async () => {
    const { actor, clock } = start();
    await waitFor(actor, (s) => s.matches('session'));
    const openAndStart = async () => {
      actor.send({ type: 'live.opened', resumed: false });
      clock.increment(START_COMMAND_DELAYS_MS[0]);
      clock.increment(START_COMMAND_DELAYS_MS[1]);
      await waitFor(actor, (s) => s.matches({ session: { link: 'confirming' } }));
      expect(lastSent()?.message).toMatchObject({ type: 'start', data: { jobId: 'job-1' } });
    };
    const waits: number[] = [];
    for (let refusal = 0; refusal < 7; refusal++) {
      await openAndStart();
      actor.send({ type: 'live.down', state: 'busy' });
      expect(selectIsPanelBusy(actor.getSnapshot())).toBe(true);
      const connects = received.socket.filter((e) => e.type === 'socket.connect').length;
      const wait = busyRetryDelay(actor.getSnapshot().context.busyAttempts);
      expect(selectBusyRetrySeconds(actor.getSnapshot())).toBe(wait / 1000);
      clock.increment(wait - 1);
      expect(received.socket.filter((e) => e.type === 'socket.connect')).toHaveLength(connects);
      clock.increment(1);
      expect(actor.getSnapshot().matches({ session: { link: 'connecting' } })).toBe(true);
      expect(received.socket.at(-1)).toEqual({ type: 'socket.connect' });
      waits.push(wait);
    }
    expect(waits).toEqual([2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    // Taken at last: the count starts again for any later refusal.
    await openAndStart();
    actor.send(live(status(200, 'connected')) as never);
    expect(actor.getSnapshot().context.busyAttempts).toBe(0);

    const other = start();
    await waitFor(other.actor, (s) => s.matches('session'));
    other.actor.send({ type: 'live.down', state: 'busy' });
    other.actor.send({ type: 'interview.cancelWait' });
    expect(other.actor.getSnapshot().matches('cancelled')).toBe(true);
    expect(other.log).toEqual(['jobs']);
  });

  it('shows the two default interviewers when the scenario has none', () => {
    expect(interviewersOf(job({ participants: [] })).map((i) => i.role)).toEqual([
      { key: 'interview.defaultInterviewer1Role' },
      { key: 'interview.defaultInterviewer2Role' },
    ]);
    expect(tempRecordOf({ ending: null, job: null }, new Date(5)).id).toBe('manual_5');
    expect(tempRecordOf({ ending: null, job: null }).jobTitle).toBe('Interview');
    expect(tempRecordOf({ ending: null, job: null }).company).toBe('Company');
  });

  it('groups consecutive messages of one sender', () => {
    let messages = applyRoleMessage([], role({ id: 'a' }));
    messages = applyRoleMessage(messages, role({ id: 'b' }));
    messages = applyRoleMessage(messages, role({ id: 'c', senderId: 'p2', sender: 'Bo Chen' }));
    expect(groupMessages(messages).map((g) => g.messages.map((m) => m.id))).toEqual([['a', 'b'], ['c']]);
  });

  it("takes back the candidate's bubble when the final transcript has no words (nothing was heard)", () => {
    const you = { role: 'USER', sender: 'candidate', senderId: 'u1' };
    let messages = applyRoleMessage([], role({ id: 'q' }));
    messages = applyRoleMessage(messages, role({ ...you, id: 'a1', text: 'I', isFinal: false }));
    expect(messages.map((m) => m.id)).toEqual(['q', 'a1']);
    messages = applyRoleMessage(messages, role({ ...you, id: 'a1', text: '', isFinal: true }));
    expect(messages.map((m) => m.id)).toEqual(['q']);
    // The next answer is shown as usual.
    messages = applyRoleMessage(messages, role({ ...you, id: 'a2', text: 'I led the migration.', isFinal: true }));
    expect(messages.map((m) => [m.id, m.text])).toEqual([['q', 'Welcome to the interview.'], ['a2', 'I led the migration.']]);
  });
});
