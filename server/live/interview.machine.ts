import { assign, fromCallback, not, raise, sendTo, setup } from 'xstate';
import { INACTIVITY_TIMEOUT_MS, INACTIVITY_WARNING_MS, RESUME_WINDOW_MS } from '../../openapi/live-protocol';
import type { CloseReason } from '../interviewer/types';
import { judgeRecording } from './answerGate';
import { LeaseLost } from './errors';
import type {
  Answer,
  CloseActorInput,
  CorrectionRefusal,
  InterviewEvent,
  InterviewInput,
  Refusal,
  TranscribeActorInput,
  TurnActorInput,
} from './interview.events';

export type {
  Answer,
  CloseActorInput,
  CorrectionRefusal,
  InterviewEvent,
  InterviewInput,
  Refusal,
  TranscribeActorInput,
  TurnActorInput,
  TurnKind,
} from './interview.events';

/**
 * One live interview on the server (LIVE-PROTOCOL.md, "Interview lifecycle"). Three regions run in
 * parallel:
 * - conversation: opening (greeting → asking) → listening → transcribing → responding (thinking →
 *   speaking) → … → closing → ended;
 * - inactivity: the candidate's 5-minute window, `inactivity_warning` during its last 30 s, expiry
 *   ends the interview; candidate activity and `extend_session` start it again;
 * - connection: attached or detached; detached longer than the resume window ends the interview as
 *   if by inactivity.
 * The machine alone decides whether the candidate may answer now: an answer, spoken or typed, is
 * taken only while listening; anything else is refused by the `refuse` action. It also decides whether
 * a transcript correction is taken: only for the latest answer whose final message went out
 * (`answer.accepted`), or for a resumed interview that listens the latest stored answer (its input), until the
 * next answer is being transcribed or taken, and not while closing. The file has no
 * I/O: the actors come from `createLiveActors` and the actions from `createLiveActions`
 * (`live.actors.ts`), attached with `.provide()` where the interview is created; the delays default
 * to the protocol's constants and are set from the configuration there.
 */

export interface InterviewContext {
  opened: boolean;
  finished: boolean;
  answer: Answer | null;
  /** The USER message id of the answer being spoken. */
  speakingId: string | null;
  /** Spoken answers are possible on this server. */
  canTranscribe: boolean;
  /** The current spoken answer was refused: its chunks and its stop are dropped without a word. */
  ignoringAudio: boolean;
  /** The `USER` message id of the latest answer the candidate may still correct (null: none). */
  correctable: string | null;
  endReason: CloseReason | null;
  reportId: string | null;
  error: unknown;
}

/** An actor nobody provided: the interview fails loudly instead of hanging. */
const notProvided = <TInput>(name: string) =>
  fromCallback<InterviewEvent, TInput>(({ sendBack }) => {
    sendBack({ type: 'turn.failed', error: new Error(`interview: actor "${name}" was not provided`) });
  });

export const interviewMachine = setup({
  types: {
    context: {} as InterviewContext,
    events: {} as InterviewEvent,
    input: {} as InterviewInput,
  },
  actors: {
    /** The panel's turn: sends back `turn.speaking`, `turn.question` (opening), then `turn.done` or `turn.failed`. */
    turn: notProvided<TurnActorInput>('turn'),
    /** One spoken answer: receives the audio and its stop, sends back `transcript.final` or `transcript.failed`. */
    transcribe: fromCallback<InterviewEvent, TranscribeActorInput>(({ sendBack }) => {
      sendBack({ type: 'transcript.failed', error: new Error('interview: actor "transcribe" was not provided') });
    }),
    /** Closing words (unless said), the end and the report stored: `closing.done` or `closing.failed`. */
    closeInterview: notProvided<CloseActorInput>('closeInterview'),
  },
  // The defaults do nothing; `createLiveActions` provides the messages to the candidate.
  actions: {
    /** Sends `inactivity_warning`: the seconds of the warning period, or 0 once the window passed. */
    warn: (_, _params: { expired: boolean }) => undefined,
    /** Tells the candidate why their message was not taken (busy, no recognizer, nothing recorded). */
    refuse: (_, _params: { refusal: Refusal }) => undefined,
    /** Takes back the partial transcript of a recording that was not an answer (an empty final `USER` message). */
    discardAnswer: (_, _params: { messageId: string }) => undefined,
    /** Stores a correction of the latest answer and acknowledges it (`transcript_corrected`, or `correction_refused` when storing fails). */
    correctAnswer: (_, _params: { messageId: string; text: string }) => undefined,
    /** Tells the candidate their correction was not taken (`correction_refused`). */
    refuseCorrection: (_, _params: { messageId: string; refusal: CorrectionRefusal }) => undefined,
    /** Tells the candidate something went wrong with their answer (e.g. nothing could be recognised). */
    reportAnswerProblem: (_, _params: { error: unknown }) => undefined,
    /** The interview is over and stored: system end, interview_complete, close 1000. */
    announceEnd: (_, _params: { reportId: string }) => undefined,
    /** A turn failed or another process took the interview: stop here, keep it resumable. */
    abandon: (_, _params: { error: unknown }) => undefined,
    /** Keeps the error of a failed turn or closing, for `abandon` on entering `failed`. */
    keepError: assign({ error: ({ event }) => ('error' in event ? event.error : null) }),
    ignoreAudio: assign({ ignoringAudio: true }),
    stopIgnoringAudio: assign({ ignoringAudio: false }),
    noteActivity: raise({ type: 'candidate.activity' }),
  },
  guards: {
    isOpened: ({ context }) => context.opened,
    isFinished: ({ context }) => context.finished,
    hasUnanswered: ({ context }) => context.answer !== null,
    canTranscribe: ({ context }) => context.canTranscribe,
    isIgnoringAudio: ({ context }) => context.ignoringAudio,
    isCorrectable: ({ context, event }) => event.type === 'answer.correct' && event.messageId === context.correctable,
    /** The recognizer heard no words: a silent press is not an answer. */
    isNothingHeard: ({ event }) =>
      event.type === 'transcript.final' && judgeRecording({ text: event.answer.text, voicedMs: event.answer.voicedMs ?? null }) === 'nothingHeard',
    /** One word, or too little speech: an accidental press is not an answer (`answerGate.ts`). */
    isTooShort: ({ event }) =>
      event.type === 'transcript.final' && judgeRecording({ text: event.answer.text, voicedMs: event.answer.voicedMs ?? null }) === 'tooShort',
  },
  delays: {
    /** Quiet time before the warning: the inactivity window minus the warning period. */
    untilWarning: INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS,
    /** The warning period at the end of the window. */
    warning: INACTIVITY_WARNING_MS,
    /** How long a dropped interview stays resumable. */
    resumeWindow: RESUME_WINDOW_MS,
  },
}).createMachine({
  id: 'interview',
  description: 'One live interview run by this process, from its opening (or resume) to its end.',
  type: 'parallel',
  context: ({ input }) => ({
    opened: input.opened,
    finished: input.finished,
    answer: input.unanswered ?? null,
    speakingId: null,
    canTranscribe: input.canTranscribe ?? true,
    ignoringAudio: false,
    correctable: input.correctable ?? null,
    endReason: null,
    reportId: null,
    error: null,
  }),
  states: {
    conversation: {
      description: 'Who speaks now: the panel, the candidate, or nobody any more.',
      initial: 'starting',
      on: {
        'interview.end': { target: '.closing', actions: assign({ endReason: 'candidate_ended' }) },
        'interview.expire': { target: '.closing', actions: assign({ endReason: 'inactivity' }) },
        'lease.lost': { target: '.failed', actions: assign({ error: () => new LeaseLost() }) },
        // Answers taken nowhere else are refused here (listening and transcribing take theirs first).
        'answer.audioStart': [
          { guard: not('canTranscribe'), actions: ['ignoreAudio', { type: 'refuse', params: { refusal: 'noRecognizer' } }] },
          { actions: ['ignoreAudio', { type: 'refuse', params: { refusal: 'busy' } }] },
        ],
        'answer.audioStop': [
          { guard: 'isIgnoringAudio', actions: 'stopIgnoringAudio' },
          { actions: { type: 'refuse', params: { refusal: 'notRecording' } } },
        ],
        'answer.text': { actions: { type: 'refuse', params: { refusal: 'busy' } } },
        'answer.chunkAnnounced': { guard: not('isIgnoringAudio'), actions: 'noteActivity' },
        // A new connection starts without a refused answer of the previous one.
        'socket.attached': { guard: 'isIgnoringAudio', actions: 'stopIgnoringAudio' },
        // Corrections of the latest answer are taken here (transcribing and closing refuse theirs first).
        'answer.correct': [
          {
            guard: 'isCorrectable',
            actions: [{ type: 'correctAnswer', params: ({ event }) => ({ messageId: event.messageId, text: event.text }) }, 'noteActivity'],
          },
          { actions: { type: 'refuseCorrection', params: ({ event }) => ({ messageId: event.messageId, refusal: 'notCorrectable' as const }) } },
        ],
      },
      states: {
        starting: {
          description:
            'A new interview opens; a resumed one continues where it was stored (the reply to a stored answer first). Only a resumed interview that listens keeps its latest answer correctable.',
          always: [
            { guard: 'isFinished', target: 'closing', actions: assign({ endReason: 'completed' }) },
            // The stored answer is correctable again once its final text is sent again (`answer.accepted`).
            { guard: 'hasUnanswered', target: 'responding', actions: assign({ correctable: null }) },
            { guard: 'isOpened', target: 'listening' },
            { target: 'opening', actions: assign({ correctable: null }) },
          ],
        },
        opening: {
          description: 'The panel welcomes the candidate and asks the first question.',
          initial: 'greeting',
          entry: 'noteActivity',
          invoke: { src: 'turn', input: { kind: 'open', answer: null } },
          on: {
            'turn.done': {
              target: 'afterTurn',
              actions: assign({ opened: true, finished: ({ event }) => event.finished }),
            },
            'turn.failed': { target: 'failed', actions: 'keepError' },
          },
          states: {
            greeting: { description: 'The panel says hello.', on: { 'turn.question': 'asking' } },
            asking: { description: 'The first question.' },
          },
        },
        listening: {
          description: 'Waiting for the candidate to answer (spoken or typed): the only state that takes an answer.',
          on: {
            'answer.audioStart': {
              guard: 'canTranscribe',
              target: 'transcribing',
              actions: [assign({ speakingId: ({ event }) => event.messageId, ignoringAudio: false }), 'noteActivity'],
            },
            'answer.text': {
              target: 'responding',
              actions: assign({
                answer: ({ event }) => ({ text: event.text, messageId: event.messageId, audioMs: null, speech: null }),
                correctable: null,
              }),
            },
          },
        },
        transcribing: {
          description: 'Audio arrives; partial transcripts stream; audio_stop finalises the answer.',
          initial: 'receiving',
          invoke: {
            id: 'transcriber',
            src: 'transcribe',
            input: ({ context }) => ({ messageId: context.speakingId ?? '' }),
          },
          on: {
            'answer.audioChunk': { guard: not('isIgnoringAudio'), actions: sendTo('transcriber', ({ event }) => event) },
            'answer.audioStop': {
              guard: not('isIgnoringAudio'),
              target: '.finishing',
              actions: ['noteActivity', sendTo('transcriber', ({ event }) => event)],
            },
            // The next answer has begun: the previous one is no longer corrected here (a silent press gives it back).
            'answer.correct': {
              actions: { type: 'refuseCorrection', params: ({ event }) => ({ messageId: event.messageId, refusal: 'notCorrectable' as const }) },
            },
            'transcript.final': [
              {
                guard: 'isNothingHeard',
                target: 'listening',
                actions: [
                  { type: 'discardAnswer', params: ({ event }) => ({ messageId: event.answer.messageId }) },
                  assign({ speakingId: null }),
                  { type: 'refuse', params: { refusal: 'nothingHeard' as const } },
                ],
              },
              {
                guard: 'isTooShort',
                target: 'listening',
                actions: [
                  { type: 'discardAnswer', params: ({ event }) => ({ messageId: event.answer.messageId }) },
                  assign({ speakingId: null }),
                  { type: 'refuse', params: { refusal: 'tooShort' as const } },
                ],
              },
              {
                target: 'responding',
                actions: assign({ answer: ({ event }) => event.answer, speakingId: null, correctable: null }),
              },
            ],
            'transcript.failed': {
              target: 'listening',
              actions: [
                assign({ speakingId: null }),
                { type: 'reportAnswerProblem', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
          states: {
            receiving: {
              description:
                "The candidate is speaking. Their connection dropping (or a new one replacing it) ends the recording without its stop: it is not an answer, its bubble is taken back and the question still stands.",
              on: {
                'socket.detached': {
                  target: '#interview.conversation.listening',
                  actions: [
                    { type: 'discardAnswer', params: ({ context }) => ({ messageId: context.speakingId ?? '' }) },
                    assign({ speakingId: null, ignoringAudio: false }),
                  ],
                },
                'socket.attached': {
                  target: '#interview.conversation.listening',
                  actions: [
                    { type: 'discardAnswer', params: ({ context }) => ({ messageId: context.speakingId ?? '' }) },
                    assign({ speakingId: null, ignoringAudio: false }),
                  ],
                },
              },
            },
            finishing: {
              description: 'audio_stop arrived: the final transcript is on its way (a dropped connection does not stop it).',
            },
          },
        },
        responding: {
          description: 'The answer is stored; the panel phrases and speaks its reply.',
          initial: 'thinking',
          entry: 'noteActivity',
          invoke: {
            src: 'turn',
            input: ({ context }) => ({ kind: 'respond' as const, answer: context.answer }),
          },
          on: {
            'turn.done': {
              target: 'afterTurn',
              actions: assign({ finished: ({ event }) => event.finished, answer: null }),
            },
            'turn.failed': { target: 'failed', actions: 'keepError' },
            'answer.accepted': { actions: assign({ correctable: ({ event }) => event.messageId }) },
          },
          states: {
            thinking: { description: 'Waiting for the first sentence of the reply.', on: { 'turn.speaking': 'speaking' } },
            speaking: { description: 'Sentences are synthesized and sent one by one.' },
          },
        },
        afterTurn: {
          description: 'The turn is stored: the interview goes on, or the panel closed it.',
          entry: 'noteActivity',
          always: [
            { guard: 'isFinished', target: 'closing', actions: assign({ endReason: 'completed' }) },
            { target: 'listening' },
          ],
        },
        closing: {
          description: 'Closing words (unless the panel already said them), end and report stored.',
          entry: assign({ correctable: null }),
          invoke: {
            src: 'closeInterview',
            input: ({ context }) => ({ reason: context.endReason ?? 'completed', finished: context.finished }),
          },
          on: {
            'interview.end': {},
            'interview.expire': {},
            // The report is being queued: answers are corrected from the report from now on.
            'answer.correct': {
              actions: { type: 'refuseCorrection', params: ({ event }) => ({ messageId: event.messageId, refusal: 'notCorrectable' as const }) },
            },
            'closing.done': { target: 'ended', actions: assign({ reportId: ({ event }) => event.reportId }) },
            'closing.failed': { target: 'failed', actions: 'keepError' },
            'turn.failed': { target: 'failed', actions: 'keepError' },
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
          entry: [assign({ correctable: null }), { type: 'abandon', params: ({ context }) => ({ error: context.error }) }],
        },
      },
    },
    inactivity: {
      description: "The candidate's inactivity window.",
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
      description: "The candidate's connection to this process.",
      initial: 'attached',
      states: {
        attached: { description: 'A socket of the candidate is attached.', on: { 'socket.detached': 'detached' } },
        detached: {
          description: 'No socket: messages wait in the outbox; the resume window runs.',
          on: {
            'socket.attached': { target: 'attached', actions: 'noteActivity' },
          },
          after: { resumeWindow: { actions: raise({ type: 'interview.expire' }) } },
        },
      },
    },
  },
});

export type InterviewMachine = typeof interviewMachine;
