import { describe, expect, it } from 'vitest';
import { fromCallback, type SnapshotFrom } from 'xstate';
import { INACTIVITY_TIMEOUT_MS, INACTIVITY_WARNING_MS, RESUME_WINDOW_MS } from '../../../openapi/live-protocol';
import { LeaseLost } from '../../../server/live/errors';
import type { Answer, InterviewEvent, InterviewInput } from '../../../server/live/interview.events';
import { interviewMachine } from '../../../server/live/interview.machine';
import { isAwaitingAnswer, isStopped, isTranscribing } from '../../../server/live/interview.selectors';
import { runModelBasedTest, type RecordedAction, type SampleEvent } from '../../machines/support/modelBased';

type InterviewSnapshot = SnapshotFrom<typeof interviewMachine>;

const HEARD: Answer = { text: 'I led the migration.', messageId: 'm-spoken', audioMs: 4000, speech: null };
/** A press with no words in it (silence, or a breath): not an answer. */
const SILENT: Answer = { text: '', messageId: 'm-spoken', audioMs: 800, speech: null };
/** An accidental press that caught a word (heard as two): too little speech to be an answer. */
const SHORT: Answer = { text: 'I have', messageId: 'm-spoken', audioMs: 800, speech: null, voicedMs: 450 };
const UNANSWERED: Answer = { text: 'I mentored two juniors.', messageId: 'm-stored', audioMs: null, speech: null, stored: true };
/** The latest answer a resumed interview found stored with its reply: correctable while it listens; for the others an earlier answer. */
const STORED_LATEST = 'm-latest';
const BRAIN_DOWN = new Error('brain down');
const NOT_HEARD = new Error('nothing recognised');
const STORE_DOWN = new Error('database down');
const PCM = new Uint8Array([1, 2, 3, 4]);

const AFTER_UNTIL_WARNING = 'xstate.after.untilWarning.interview.inactivity.watching';
const AFTER_WARNING = 'xstate.after.warning.interview.inactivity.warning';
const AFTER_RESUME = 'xstate.after.resumeWindow.interview.connection.detached';

// The resumed inputs all name a stored latest answer: the machine keeps it correctable only when it
// starts by listening (a stored answer without its reply is correctable once it is sent again).
const INPUTS: InterviewInput[] = [
  { opened: false, finished: false },
  { opened: false, finished: false, canTranscribe: false },
  { opened: true, finished: false, correctable: STORED_LATEST },
  { opened: true, finished: false, unanswered: UNANSWERED, correctable: UNANSWERED.messageId },
  { opened: true, finished: true, correctable: STORED_LATEST },
];

/** What the `transcribe` stand-in received, in order. */
const transcriber: InterviewEvent[] = [];
const fakeTranscriber = fromCallback<InterviewEvent, { messageId: string }>(({ receive }) => {
  receive((command) => transcriber.push(command));
});

const conversationOf = (s: InterviewSnapshot): string => {
  const value = (s.value as { conversation: string | Record<string, string> }).conversation;
  return typeof value === 'string' ? value : Object.keys(value)[0];
};
const named = (actions: RecordedAction[], name: string) => actions.filter((a) => a.name === name).map((a) => a.params);

/**
 * Timers run on one clock: while the connection is detached only the resume window may fire, and
 * during the warning only the warning; otherwise the replay would see the shorter one fire first.
 */
const onlyWhen = (type: string, allowed: (s: InterviewSnapshot) => boolean) => (s: InterviewSnapshot): readonly SampleEvent[] =>
  allowed(s) ? [{ type }] : [];

describe('server interview machine (model-based)', () => {
  it('walks every path, reaching every state and transition; only listening takes an answer', async () => {
    let seen = 0;
    const report = await runModelBasedTest({
      machine: interviewMachine,
      inputs: INPUTS,
      // A refused spoken answer changes what its stop does: part of the key.
      // So does whether the latest answer may still be corrected.
      serializeState: (s) => JSON.stringify([s.value, s.context.ignoringAudio, s.context.correctable !== null]),
      limit: 100_000,
      actors: { transcribe: fakeTranscriber },
      recordActions: ['warn', 'refuse', 'reportAnswerProblem', 'announceEnd', 'abandon', 'discardAnswer', 'correctAnswer', 'refuseCorrection'],
      events: {
        'answer.audioStart': [{ type: 'answer.audioStart', messageId: HEARD.messageId }],
        'answer.audioChunk': [{ type: 'answer.audioChunk', pcm: PCM }],
        'answer.text': [{ type: 'answer.text', text: 'A typed answer.', messageId: 'm-typed' }],
        'turn.done': [
          { type: 'turn.done', finished: false },
          { type: 'turn.done', finished: true },
        ],
        'turn.failed': [{ type: 'turn.failed', error: BRAIN_DOWN }],
        'transcript.final': [
          { type: 'transcript.final', answer: HEARD },
          { type: 'transcript.final', answer: SILENT },
          { type: 'transcript.final', answer: SHORT },
        ],
        'transcript.failed': [{ type: 'transcript.failed', error: NOT_HEARD }],
        'closing.done': [{ type: 'closing.done', reportId: 'report-1' }],
        'answer.accepted': [{ type: 'answer.accepted', messageId: HEARD.messageId }],
        'answer.correct': [
          { type: 'answer.correct', messageId: HEARD.messageId, text: 'I led the TypeScript migration.' },
          { type: 'answer.correct', messageId: STORED_LATEST, text: 'An answer stored before the resume.' },
        ],
        'closing.failed': [{ type: 'closing.failed', error: STORE_DOWN }],
        [AFTER_UNTIL_WARNING]: onlyWhen(AFTER_UNTIL_WARNING, (s) => s.matches({ connection: 'attached' })),
        [AFTER_WARNING]: onlyWhen(AFTER_WARNING, (s) => s.matches({ connection: 'attached' })),
        [AFTER_RESUME]: onlyWhen(AFTER_RESUME, (s) => !s.matches({ inactivity: 'warning' })),
      },
      invariants: {
        '*': (s, { event, previous, actions, calls, input }) => {
          const e = event as InterviewEvent;
          // A recording with no words, or too short to be an answer, takes back its bubble, says why, and the question still stands.
          const discarded =
            e.type === 'transcript.final' && (e.answer === SILENT || e.answer === SHORT) && conversationOf(previous ?? s) === 'transcribing';
          // So does a recording its connection cut off before its stop (dropped, or replaced by a new one): no stop will come.
          const cutOff =
            (e.type === 'socket.detached' || e.type === 'socket.attached') && !!previous?.matches({ conversation: { transcribing: 'receiving' } });
          expect(named(actions, 'discardAnswer')).toEqual(discarded || cutOff ? [{ messageId: HEARD.messageId }] : []);
          if (discarded || cutOff) {
            expect(conversationOf(s)).toBe('listening');
            expect(s.context.answer).toBeNull();
            expect(s.context.speakingId).toBeNull();
          }
          if (cutOff) {
            expect(s.context.ignoringAudio).toBe(false);
            expect(s.context.correctable).toBe(previous!.context.correctable);
          }
          // Once its stop arrived, the answer is finished whatever the connection does.
          if (e.type === 'answer.audioStop' && conversationOf(previous ?? s) === 'transcribing' && !previous!.context.ignoringAudio) {
            expect(s.matches({ conversation: { transcribing: 'finishing' } })).toBe(true);
          }
          const canTranscribe = (input as InterviewInput).canTranscribe ?? true;
          const before = previous ? conversationOf(previous) : null;
          const now = conversationOf(s);
          if (event.type === 'xstate.init') seen = transcriber.length;
          const received = transcriber.slice(seen);
          seen = transcriber.length;

          // Selectors agree with the state.
          expect(isAwaitingAnswer(s)).toBe(now === 'listening');
          expect(isTranscribing(s)).toBe(now === 'transcribing');
          expect(isStopped(s)).toBe(now === 'ended' || now === 'failed');

          // Who may answer now: the machine alone decides, and says why not.
          const refusals = named(actions, 'refuse');
          if (e.type === 'answer.text') {
            if (before === 'listening') {
              expect(refusals).toEqual([]);
              expect(now).toBe('responding');
              expect(s.context.answer).toEqual({ text: e.text, messageId: e.messageId, audioMs: null, speech: null });
            } else {
              expect(refusals).toEqual([{ refusal: 'busy' }]);
              expect(now).toBe(before);
            }
          } else if (e.type === 'answer.audioStart') {
            if (!canTranscribe) expect(refusals).toEqual([{ refusal: 'noRecognizer' }]);
            else if (before === 'listening') expect(refusals).toEqual([]);
            else expect(refusals).toEqual([{ refusal: 'busy' }]);
            const accepted = canTranscribe && before === 'listening';
            expect(now).toBe(accepted ? 'transcribing' : before);
            expect(s.context.ignoringAudio).toBe(!accepted);
            if (accepted) expect(s.context.speakingId).toBe(e.messageId);
          } else if (e.type === 'answer.audioStop') {
            if (previous!.context.ignoringAudio) {
              // The stop of a refused answer: dropped without a word.
              expect(refusals).toEqual([]);
              expect(s.context.ignoringAudio).toBe(false);
              expect(received).toEqual([]);
            } else if (before === 'transcribing') {
              expect(refusals).toEqual([]);
              expect(received).toEqual([{ type: 'answer.audioStop' }]);
            } else {
              expect(refusals).toEqual([{ refusal: 'notRecording' }]);
            }
          } else if (e.type === 'transcript.final' && e.answer === SILENT && before === 'transcribing') {
            expect(refusals).toEqual([{ refusal: 'nothingHeard' }]);
          } else if (e.type === 'transcript.final' && e.answer === SHORT && before === 'transcribing') {
            expect(refusals).toEqual([{ refusal: 'tooShort' }]);
          } else {
            expect(refusals).toEqual([]);
          }

          // A correction is taken only for the latest answer the candidate received as final, until the
          // next answer is being transcribed or taken, and not once the interview closes.
          const corrections = named(actions, 'correctAnswer');
          const refusedCorrections = named(actions, 'refuseCorrection');
          if (e.type === 'answer.correct') {
            const takes = previous!.context.correctable === e.messageId && before !== 'transcribing' && before !== 'closing';
            expect(corrections).toEqual(takes ? [{ messageId: e.messageId, text: e.text }] : []);
            expect(refusedCorrections).toEqual(takes ? [] : [{ messageId: e.messageId, refusal: 'notCorrectable' }]);
            expect(now).toBe(before);
          } else {
            expect(corrections).toEqual([]);
            expect(refusedCorrections).toEqual([]);
          }
          if (e.type === 'answer.accepted' && before === 'responding') expect(s.context.correctable).toBe(e.messageId);
          // A resumed interview that listens takes the correction of its latest stored answer, as the process that took it did.
          if (event.type === 'xstate.init') {
            const stored = (input as InterviewInput).correctable ?? null;
            expect(s.context.correctable).toBe(now === 'listening' ? stored : null);
          }
          if (s.context.correctable !== null) expect(['responding', 'listening', 'transcribing']).toContain(now);
          if (now === 'responding' && before !== 'responding') expect(s.context.correctable).toBeNull();

          // Audio reaches the transcriber only while an accepted answer is spoken.
          if (e.type === 'answer.audioChunk') {
            const taken = before === 'transcribing' && !previous!.context.ignoringAudio;
            expect(received).toEqual(taken ? [e] : []);
          } else if (e.type !== 'answer.audioStop') {
            expect(received).toEqual([]);
          }

          // An answer is taken only by listening (typed) or transcribing (spoken), or given by the input.
          if (s.context.answer && previous && !previous.context.answer) {
            expect(['listening', 'transcribing']).toContain(before);
          }

          // The panel speaks when the interview opens and after each answer, with that answer.
          const turns = calls.filter((c) => c.src === 'turn').map((c) => c.input);
          const entered = (state: string) => now === state && (before !== state || e.type.startsWith('xstate.init'));
          if (entered('opening')) expect(turns).toEqual([{ kind: 'open', answer: null }]);
          else if (entered('responding')) expect(turns).toEqual([{ kind: 'respond', answer: s.context.answer }]);
          else expect(turns).toEqual([]);

          // Closing: why, and whether the panel still has to say goodbye.
          const closes = calls.filter((c) => c.src === 'closeInterview').map((c) => c.input);
          if (entered('closing')) {
            expect(closes).toEqual([{ reason: s.context.endReason, finished: s.context.finished }]);
            if (e.type === 'interview.end') expect(s.context.endReason).toBe('candidate_ended');
            if (e.type === 'turn.done' || event.type === 'xstate.init') expect(s.context.endReason).toBe('completed');
            if (e.type.startsWith('xstate.after.')) expect(s.context.endReason).toBe('inactivity');
          } else {
            expect(closes).toEqual([]);
          }

          // The end is announced once, with the stored report; a failure abandons, keeping it resumable.
          expect(named(actions, 'announceEnd')).toEqual(entered('ended') ? [{ reportId: 'report-1' }] : []);
          const abandoned = named(actions, 'abandon') as Array<{ error: unknown }>;
          // (`lease.lost` targets `failed` from anywhere, so also from `failed`: the session has stopped by then.)
          if (entered('failed') || (now === 'failed' && e.type === 'lease.lost')) {
            expect(abandoned).toHaveLength(1);
            if (e.type === 'lease.lost') expect(abandoned[0].error).toBeInstanceOf(LeaseLost);
            else expect(abandoned[0].error).toBe((e as { error?: unknown }).error);
          } else {
            expect(abandoned).toEqual([]);
          }

          // A failed transcription is reported and the candidate may answer again.
          if (e.type === 'transcript.failed' && before === 'transcribing') {
            expect(named(actions, 'reportAnswerProblem')).toEqual([{ error: NOT_HEARD }]);
            expect(now).toBe('listening');
          } else {
            expect(named(actions, 'reportAnswerProblem')).toEqual([]);
          }

          // The warning is sent on entering the warning period, and 0 when the window passed.
          const warnings = named(actions, 'warn');
          const enteredWarning = s.matches({ inactivity: 'warning' }) && !previous?.matches({ inactivity: 'warning' });
          const enteredExpired = s.matches({ inactivity: 'expired' }) && !previous?.matches({ inactivity: 'expired' });
          expect(warnings).toEqual([...(enteredWarning ? [{ expired: false }] : []), ...(enteredExpired ? [{ expired: true }] : [])]);
          if (enteredExpired && before !== 'closing' && before !== 'ended' && before !== 'failed') {
            expect(now).toBe('closing');
            expect(s.context.endReason).toBe('inactivity');
          }
        },
        'inactivity.watching': (s, { event, previous }) => {
          // Candidate activity (an answer, a chunk, extend_session, coming back) starts the window again.
          if (previous?.matches({ inactivity: 'warning' })) {
            expect(['candidate.activity', 'answer.text', 'answer.audioStart', 'answer.chunkAnnounced', 'answer.audioStop', 'answer.correct', 'socket.attached', 'turn.done', 'transcript.final']).toContain(event.type);
          }
          expect(s.matches({ inactivity: 'watching' })).toBe(true);
        },
        'connection.detached': (_s, { previous, event }) => {
          if (!previous?.matches({ connection: 'detached' })) expect(event.type).toBe('socket.detached');
        },
      },
    });
    expect(interviewMachine.implementations.delays).toMatchObject({
      untilWarning: INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS,
      warning: INACTIVITY_WARNING_MS,
      resumeWindow: RESUME_WINDOW_MS,
    });
    expect(report.stateNodes).toBe(24);
    expect(report.paths).toBeGreaterThan(100);
  }, 240_000);
});
