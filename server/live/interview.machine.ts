import { assign, fromCallback, raise, sendTo, setup } from 'xstate';
import type { CloseReason } from '../interviewer/types';
import type { SpeechTiming } from '../speech/timing';
import { LeaseLost } from './errors';

/**
 * One live interview on the server (LIVE-PROTOCOL.md, "Interview lifecycle"). Three regions run in
 * parallel:
 * - conversation: opening (greeting → asking) → listening → transcribing → responding (thinking →
 *   speaking) → … → closing → ended;
 * - inactivity: the candidate's 5-minute window, `inactivity_warning` during its last 30 s, expiry
 *   ends the interview; candidate activity and `extend_session` start it again;
 * - connection: attached or detached; detached longer than the resume window ends the interview as
 *   if by inactivity.
 * The file has no I/O: the session provides the turn, transcription and notification actors and
 * actions (`.provide()`), and the delays come from the configuration.
 */

export type TurnKind = 'open' | 'respond';

export interface Answer {
  /** The candidate's final words (possibly empty: nothing was heard). */
  text: string;
  /** The `USER` message id (partials and final share it). */
  messageId: string;
  /** Length of the spoken answer; null for a typed one. */
  audioMs: number | null;
  /** How the spoken answer was delivered (talking time, long pauses); null for a typed one. */
  speech: SpeechTiming | null;
  /** Stored already: the answer of a resumed interview whose reply was lost with its process. */
  stored?: boolean;
}

export type InterviewEvent =
  | { type: 'answer.audioStart'; messageId: string }
  | { type: 'answer.audioChunk'; pcm: Uint8Array }
  | { type: 'answer.audioStop' }
  | { type: 'answer.text'; text: string; messageId: string }
  | { type: 'interview.end' }
  | { type: 'interview.expire' }
  | { type: 'candidate.activity' }
  | { type: 'socket.attached' }
  | { type: 'socket.detached' }
  | { type: 'turn.question' }
  | { type: 'turn.speaking' }
  | { type: 'turn.done'; finished: boolean }
  | { type: 'turn.failed'; error: unknown }
  | { type: 'transcript.final'; answer: Answer }
  | { type: 'transcript.failed'; error: unknown }
  /** Another process took the interview over. */
  | { type: 'lease.lost' }
  | { type: 'closing.done'; reportId: string }
  | { type: 'closing.failed'; error: unknown };

export interface InterviewInput {
  /** The opening turn was already stored (a resumed interview continues by listening). */
  opened: boolean;
  /** The panel had already closed the interview when it was stored (only the end is left). */
  finished: boolean;
  /**
   * The candidate's last answer, stored without the panel's reply (the process that ran the
   * interview stopped in between): a resumed interview replies to it first.
   */
  unanswered?: Answer | null;
}

export interface InterviewContext {
  opened: boolean;
  finished: boolean;
  answer: Answer | null;
  /** The USER message id of the answer being spoken. */
  speakingId: string | null;
  endReason: CloseReason | null;
  reportId: string | null;
  error: unknown;
}

export interface TurnActorInput {
  kind: TurnKind;
  answer: Answer | null;
}
export interface TranscribeActorInput {
  messageId: string;
}
export interface CloseActorInput {
  reason: CloseReason;
  /** The panel already said goodbye: only store the end. */
  finished: boolean;
}

const notProvided = <TInput>(name: string) =>
  fromCallback<InterviewEvent, TInput>(({ sendBack }) => {
    sendBack({ type: 'turn.failed', error: new Error(`${name} was not provided`) });
  });

export const interviewMachine = setup({
  types: {
    context: {} as InterviewContext,
    events: {} as InterviewEvent,
    input: {} as InterviewInput,
  },
  actors: {
    turn: notProvided<TurnActorInput>('turn'),
    transcribe: notProvided<TranscribeActorInput>('transcribe'),
    closeInterview: notProvided<CloseActorInput>('closeInterview'),
  },
  actions: {
    /** Sends `inactivity_warning`: the seconds of the warning period, or 0 once the window passed. */
    warn: (_, _params: { expired: boolean }) => undefined,
    /** Tells the candidate something went wrong with their answer (e.g. nothing could be recognised). */
    reportAnswerProblem: (_, _params: { error: unknown }) => undefined,
    /** The interview is over and stored: system end, interview_complete, close 1000. */
    announceEnd: (_, _params: { reportId: string }) => undefined,
    /** A turn failed or another process took the interview: stop here, keep it resumable. */
    abandon: (_, _params: { error: unknown }) => undefined,
  },
  guards: {
    isOpened: ({ context }) => context.opened,
    isFinished: ({ context }) => context.finished,
    hasUnanswered: ({ context }) => context.answer !== null,
    isTurnFinished: (_, params: { finished: boolean }) => params.finished,
  },
  delays: {
    /** Quiet time before the warning: the inactivity window minus the warning period. */
    untilWarning: 270_000,
    /** The warning period at the end of the window. */
    warning: 30_000,
    /** How long a dropped interview stays resumable. */
    resumeWindow: 120_000,
  },
}).createMachine({
  id: 'interview',
  type: 'parallel',
  context: ({ input }) => ({
    opened: input.opened,
    finished: input.finished,
    answer: input.unanswered ?? null,
    speakingId: null,
    endReason: null,
    reportId: null,
    error: null,
  }),
  states: {
    conversation: {
      initial: 'starting',
      on: {
        'interview.end': { target: '.closing', actions: assign({ endReason: 'candidate_ended' }) },
        'interview.expire': { target: '.closing', actions: assign({ endReason: 'inactivity' }) },
        'lease.lost': { target: '.failed', actions: assign({ error: () => new LeaseLost() }) },
      },
      states: {
        starting: {
          description: 'A new interview opens; a resumed one continues where it was stored (the reply to a stored answer first).',
          always: [
            { guard: 'isFinished', target: 'closing', actions: assign({ endReason: 'completed' }) },
            { guard: 'hasUnanswered', target: 'responding' },
            { guard: 'isOpened', target: 'listening' },
            { target: 'opening' },
          ],
        },
        opening: {
          description: 'The panel welcomes the candidate and asks the first question.',
          initial: 'greeting',
          entry: raise({ type: 'candidate.activity' }),
          invoke: { src: 'turn', input: { kind: 'open', answer: null } },
          on: {
            'turn.done': {
              target: 'afterTurn',
              actions: assign({ opened: true, finished: ({ event }) => event.finished }),
            },
            'turn.failed': { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
          },
          states: {
            greeting: { description: 'The panel says hello.', on: { 'turn.question': 'asking' } },
            asking: { description: 'The first question.' },
          },
        },
        listening: {
          description: 'Waiting for the candidate to answer (spoken or typed).',
          on: {
            'answer.audioStart': {
              target: 'transcribing',
              actions: assign({ speakingId: ({ event }) => event.messageId }),
            },
            'answer.text': {
              target: 'responding',
              actions: assign({ answer: ({ event }) => ({ text: event.text, messageId: event.messageId, audioMs: null, speech: null }) }),
            },
          },
        },
        transcribing: {
          description: 'Audio arrives; partial transcripts stream; audio_stop finalises the answer.',
          invoke: {
            id: 'transcriber',
            src: 'transcribe',
            input: ({ context }) => ({ messageId: context.speakingId ?? '' }),
          },
          on: {
            'answer.audioChunk': { actions: sendTo('transcriber', ({ event }) => event) },
            'answer.audioStop': { actions: sendTo('transcriber', ({ event }) => event) },
            'transcript.final': {
              target: 'responding',
              actions: assign({ answer: ({ event }) => event.answer, speakingId: null }),
            },
            'transcript.failed': {
              target: 'listening',
              actions: [
                assign({ speakingId: null }),
                { type: 'reportAnswerProblem', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        responding: {
          description: 'The answer is stored; the panel phrases and speaks its reply.',
          initial: 'thinking',
          entry: raise({ type: 'candidate.activity' }),
          invoke: {
            src: 'turn',
            input: ({ context }) => ({ kind: 'respond' as const, answer: context.answer }),
          },
          on: {
            'turn.done': {
              target: 'afterTurn',
              actions: assign({ finished: ({ event }) => event.finished, answer: null }),
            },
            'turn.failed': { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
          },
          states: {
            thinking: { description: 'Waiting for the first sentence of the reply.', on: { 'turn.speaking': 'speaking' } },
            speaking: { description: 'Sentences are synthesized and sent one by one.' },
          },
        },
        afterTurn: {
          description: 'The turn is stored: the interview goes on, or the panel closed it.',
          entry: raise({ type: 'candidate.activity' }),
          always: [
            { guard: 'isFinished', target: 'closing', actions: assign({ endReason: 'completed' }) },
            { target: 'listening' },
          ],
        },
        closing: {
          description: 'Closing words (unless the panel already said them), end and report stored.',
          invoke: {
            src: 'closeInterview',
            input: ({ context }) => ({ reason: context.endReason ?? 'completed', finished: context.finished }),
          },
          on: {
            'interview.end': {},
            'interview.expire': {},
            'closing.done': { target: 'ended', actions: assign({ reportId: ({ event }) => event.reportId }) },
            'closing.failed': { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
            'turn.failed': { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
        ended: {
          description: 'Stored and reported to the candidate.',
          type: 'final',
          entry: { type: 'announceEnd', params: ({ context }) => ({ reportId: context.reportId ?? '' }) },
        },
        failed: {
          description: 'This process cannot go on with the interview; it stays resumable from the database.',
          type: 'final',
          entry: { type: 'abandon', params: ({ context }) => ({ error: context.error }) },
        },
      },
    },
    inactivity: {
      initial: 'watching',
      states: {
        watching: {
          description: 'The candidate was active lately.',
          on: { 'candidate.activity': { target: 'watching', reenter: true } },
          after: { untilWarning: 'warning' },
        },
        warning: {
          description: 'The last part of the window: the candidate is warned.',
          entry: { type: 'warn', params: { expired: false } },
          on: { 'candidate.activity': 'watching' },
          after: { warning: 'expired' },
        },
        expired: {
          description: 'The window passed: the interview ends.',
          entry: [{ type: 'warn', params: { expired: true } }, raise({ type: 'interview.expire' })],
        },
      },
    },
    connection: {
      initial: 'attached',
      states: {
        attached: { on: { 'socket.detached': 'detached' } },
        detached: {
          on: { 'socket.attached': { target: 'attached', actions: raise({ type: 'candidate.activity' }) } },
          after: { resumeWindow: { actions: raise({ type: 'interview.expire' }) } },
        },
      },
    },
  },
});

export type InterviewMachine = typeof interviewMachine;
