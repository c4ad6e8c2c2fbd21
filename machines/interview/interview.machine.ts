/**
 * The live interview page (spec §2 /interview/{id}, §4 "Interview flow", §5 "Interview", §8; LIVE-PROTOCOL.md).
 * It loads the job, then runs four children for as long as the interview lasts and wires them
 * together:
 * - `socket` (the live connection): its notices drive the start / reconnect handshake and bring the
 *   server's messages;
 * - `recorder` (the microphone): its notices become `audio_start`, `audio_chunk` + binary, `audio_stop`;
 * - `audioQueue` (the interviewers' voices): every interviewer message with audio is queued;
 * - `inactivity` (the warning modal): fed by the server's warnings, it asks to extend or expires;
 * - `correction` (the editor of the candidate's latest answer): it asks to send `correct_transcript`,
 *   and hears the server's answer; the next answer starting closes it.
 * When the server takes no new interview now (close 1013: the panel is busy, or the server drains),
 * `session.link.busy` waits 2, 4, 8, 16, then 30 s and sends the start again, until it is taken or the
 * candidate cancels (`cancelled`: nothing was started or charged; back to the jobs).
 * The conversation (messages, typing markers, revealed texts) lives here. The interview ends on the
 * server's `system end` / `interview_complete`, a confirmed manual end, inactivity, or leaving the
 * page; it then saves the temporary history record, clears the session and goes to /history.
 *
 * No I/O: the job lookup and the token are actors, storage and navigation are provided actions.
 */
import { assign, enqueueActions, fromPromise, raise, sendTo, setup, type ActorRefFrom } from 'xstate';
import {
  LIVE_SCRIPT,
  LiveStatus,
  SCENARIO_TYPE_JOBTALK,
  USER_ROLE,
  type ClientMessage,
  type RoleMessage,
  type ServerMessage,
} from '../../openapi/live-protocol';
import type { UiText } from '../shared/text';
import { answerCorrectionMachine } from '../answerCorrection/answerCorrection.machine';
import { audioQueueMachine } from '../audioQueue/audioQueue.machine';
import { inactivityMachine } from '../inactivity/inactivity.machine';
import type { JobScenario } from '../jobs/jobs.list';
import { recorderMachine } from '../recorder/recorder.machine';
import {
  BUSY_RETRY_DELAYS_MS,
  MANUAL_END_REDIRECT_DELAY_MS,
  RETRY_CONNECTION_RECONNECT_DELAY_MS,
  RETRY_CONNECTION_RESTART_DELAY_MS,
  START_COMMAND_DELAYS_MS,
} from '../shared/constants';
import { failureText, notProvided } from '../shared/failure';
import { BUSY, type MachineTag } from '../shared/tags';
import { socketMachine } from '../socket/socket.machine';
import type { SocketFailureState } from '../socket/socket.events';
import type { InterviewEvent, InterviewInput, JobLookupResult, TempInterviewRecord } from './interview.events';
import {
  afterNewAttempt,
  applyRoleMessage,
  applyTranscriptCorrection,
  companyOf,
  isDuplicate,
  jobTitleOf,
  liveNotice,
  withoutUnfinishedAnswer,
  type ChatMessage,
} from './interview.messages';
import { base64ToBytes } from '../shared/pcm';

export type { ChatMessage, InterviewEvent, InterviewInput, JobLookupResult, TempInterviewRecord };

/** How the interview ended: the server's report id, or a manual end (no report id known yet). */
export type InterviewEnding = { kind: 'server'; reportId: string } | { kind: 'manual' };

export interface InterviewContext {
  jobId: string;
  uid: string;
  liveUrl: string;
  job: JobScenario | null;
  hasPro: boolean;
  messages: ChatMessage[];
  /** Interviewer ids currently preparing a reply. */
  typing: string[];
  /** Interviewer message ids whose text the candidate revealed before the audio played. */
  revealed: string[];
  /** false once the server said it has no speech recognizer: answers are typed. */
  speechAvailable: boolean;
  /** The interview was confirmed once: a dropped connection re-attaches with `reconnect`. */
  confirmedOnce: boolean;
  /** The next open must send `start` (first open, Retry Connection) rather than `reconnect`. */
  sendStartNext: boolean;
  /** The socket was refused for authentication: the next token is a refreshed one. */
  freshToken: boolean;
  /** Where the socket is, as its last notice said (drives the error modal with the socket's own state). */
  linkState: 'open' | SocketFailureState;
  /** The next audio_chunk's sequence number within the current answer. */
  chunkSeq: number;
  /** A message from the server (errors, a refused start) or a failed token, shown above the controls. */
  notice: UiText | null;
  /** Why the job could not be loaded. */
  loadError: UiText | null;
  /** The error modal was closed with "Close" for the current failure. */
  errorDismissed: boolean;
  /** Starts refused as busy (1013) so far: the next wait is `busyRetryDelay(busyAttempts)`. */
  busyAttempts: number;
  ending: InterviewEnding | null;
}

type Sendable = ClientMessage extends infer M ? (M extends { uid: string } ? Omit<M, 'uid'> : never) : never;

const LOAD_FAILED: UiText = { key: 'interview.loadFailed' };
const AUTH_REQUIRED: UiText = { key: 'live.authRequired' };

function withUid(uid: string, message: Sendable): ClientMessage {
  return { ...message, uid } as ClientMessage;
}

/** The wait before busy retry `attemptsMade + 1`: 2, 4, 8, 16, then 30 s each time. */
export function busyRetryDelay(attemptsMade: number): number {
  return BUSY_RETRY_DELAYS_MS[Math.min(attemptsMade, BUSY_RETRY_DELAYS_MS.length - 1)];
}

/** The server's word that the interview is over, with its report id, if this message is one. */
export function endingReportId(message: ServerMessage): string | null {
  if (message.type === 'system' && message.cmd === 'end') return message.report_id;
  if (message.type === 'status' && message.status === LiveStatus.complete) return message.reportId ?? message.uid;
  return null;
}

export function receive(context: InterviewContext, message: ServerMessage): Partial<InterviewContext> {
  switch (message.type) {
    case 'role':
      return { messages: applyRoleMessage(context.messages, message) };
    case 'typing':
      return {
        typing: message.isTyping
          ? [...context.typing.filter((id) => id !== message.senderId), message.senderId]
          : context.typing.filter((id) => id !== message.senderId),
      };
    case 'status':
      if (message.status === LiveStatus.speechUnavailable) return { speechAvailable: false };
      if (message.code >= 400) return { notice: liveNotice(message.message) };
      return {};
    case 'error':
      return { notice: liveNotice(message.message) };
    case 'transcript_corrected':
      return { messages: applyTranscriptCorrection(context.messages, message) };
    default:
      return {};
  }
}

export function audioOf(context: InterviewContext, message: RoleMessage): Uint8Array | null {
  if (message.role === USER_ROLE || !message.audio || isDuplicate(context.messages, message)) return null;
  const pcm = base64ToBytes(message.audio);
  return pcm.length > 0 ? pcm : null;
}

export const interviewMachine = setup({
  types: {
    context: {} as InterviewContext,
    events: {} as InterviewEvent,
    input: {} as InterviewInput & { liveUrl: string },
    children: {} as {
      loadJob: 'loadJob';
      getToken: 'getToken';
      socket: 'socket';
      recorder: 'recorder';
      audioQueue: 'audioQueue';
      inactivity: 'inactivity';
      correction: 'correction';
    },
    tags: {} as MachineTag,
  },
  actors: {
    /** spec §2: the job from the jobs actor's state, else its list, else a fetch; plus the user's plan. */
    loadJob: fromPromise<JobLookupResult, { jobId: string }>(notProvided('interview', 'loadJob')),
    /** The access token for `start` / `reconnect`; refreshed first when `fresh` or about to expire. */
    getToken: fromPromise<string, { fresh: boolean }>(notProvided('interview', 'getToken')),
    socket: socketMachine,
    recorder: recorderMachine,
    audioQueue: audioQueueMachine,
    inactivity: inactivityMachine,
    correction: answerCorrectionMachine,
  },
  actions: {
    /** Provided: the job is unknown — the page shows "Interview Not Found" (or goes to /jobs). */
    jobNotFound: () => {},
    /** Provided: a PRO-only job for a free user — go to /subscription. */
    redirectToSubscription: () => {},
    /** Provided: write `temp_interview` (spec §3). */
    saveTempInterview: (_, _record: TempInterviewRecord) => {},
    /** Provided: remove `session_uid` (the interview's session is over). */
    clearSession: () => {},
    /** Provided: go to /history. */
    goToHistory: () => {},
    /** Provided: go to /jobs (the candidate stopped waiting for a busy panel; nothing was started). */
    goToJobs: () => {},
    rememberEnding: assign({
      ending: ({ event }) =>
        event.type === 'live.message'
          ? { kind: 'server' as const, reportId: endingReportId(event.message) ?? '' }
          : { kind: 'manual' as const },
    }),
    sendLive: sendTo('socket', ({ context }, message: Sendable) => ({
      type: 'socket.send' as const,
      message: withUid(context.uid, message),
    })),
  },
  guards: {
    isNotFound: (_, result: JobLookupResult) => result.status === 'notFound',
    isGated: (_, result: JobLookupResult) => result.status === 'found' && result.job.isPro && !result.hasPro,
    isConfirmation: ({ event }) =>
      event.type === 'live.message' &&
      event.message.type === 'status' &&
      event.message.code === 200 &&
      event.message.status !== LiveStatus.speechUnavailable,
    isRefusal: ({ event }) =>
      event.type === 'live.message' && event.message.type === 'status' && event.message.code >= 400,
    isEnding: ({ event }) => event.type === 'live.message' && endingReportId(event.message) !== null,
    hasText: ({ event }) => event.type === 'interview.sendText' && event.text.trim() !== '',
    /** The raised end events count only after an end was decided (never as outside events). */
    hasEnding: ({ context }) => context.ending !== null,
    isServerEnding: ({ context }) => context.ending?.kind === 'server',
    isResume: ({ context }) => context.confirmedOnce && !context.sendStartNext,
    /** The server took no new interview now (1013): wait and start again. */
    isBusyDown: ({ event }) => event.type === 'live.down' && event.state === 'busy',
  },
  delays: {
    startFirstDelay: START_COMMAND_DELAYS_MS[0],
    startSecondDelay: START_COMMAND_DELAYS_MS[1],
    retryReconnectDelay: RETRY_CONNECTION_RECONNECT_DELAY_MS,
    retryRestartDelay: RETRY_CONNECTION_RESTART_DELAY_MS,
    manualEndRedirectDelay: MANUAL_END_REDIRECT_DELAY_MS,
    busyBackoff: ({ context }) => busyRetryDelay(context.busyAttempts),
  },
}).createMachine({
  id: 'interview',
  description: 'One live interview for a job: load the job, connect, talk, end, go to the history.',
  initial: 'loadingJob',
  context: ({ input }) => ({
    jobId: input.jobId,
    uid: input.uid,
    liveUrl: input.liveUrl,
    job: null,
    hasPro: false,
    messages: [],
    typing: [],
    revealed: [],
    speechAvailable: true,
    confirmedOnce: false,
    sendStartNext: true,
    freshToken: false,
    linkState: 'disconnected',
    chunkSeq: 0,
    notice: null,
    loadError: null,
    errorDismissed: false,
    busyAttempts: 0,
    ending: null,
  }),
  states: {
    loadingJob: {
      description: 'Finding the job (state, list, or a fetch) and the user plan.',
      tags: [BUSY],
      invoke: {
        id: 'loadJob',
        src: 'loadJob',
        input: ({ context }) => ({ jobId: context.jobId }),
        onDone: [
          { guard: { type: 'isNotFound', params: ({ event }) => event.output }, target: 'notFound' },
          { guard: { type: 'isGated', params: ({ event }) => event.output }, target: 'gated' },
          {
            target: 'session',
            actions: assign(({ event }) =>
              event.output.status === 'found' ? { job: event.output.job, hasPro: event.output.hasPro } : {},
            ),
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: assign({ loadError: ({ event }) => failureText(event.error, LOAD_FAILED) }),
        },
      },
    },
    loadFailed: {
      description: 'The job list could not be loaded ("Failed to fetch scenarios"); Retry loads again.',
      on: { 'interview.retry': { target: 'loadingJob', actions: assign({ loadError: null }) } },
    },
    notFound: {
      description: 'No such job: "Interview Not Found" with "Back to Jobs".',
      type: 'final',
      entry: 'jobNotFound',
    },
    gated: {
      description: 'A PRO-only job and the user is not PRO: on to /subscription.',
      type: 'final',
      entry: 'redirectToSubscription',
    },
    session: {
      description: 'The interview runs: the connection, the microphone, the voices and the inactivity watch.',
      type: 'parallel',
      invoke: [
        { id: 'socket', src: 'socket', input: ({ context }) => ({ url: context.liveUrl }) },
        { id: 'recorder', src: 'recorder' },
        { id: 'audioQueue', src: 'audioQueue' },
        { id: 'inactivity', src: 'inactivity' },
        { id: 'correction', src: 'correction' },
      ],
      entry: sendTo('socket', { type: 'socket.connect' }),
      on: {
        // ---- the conversation, whatever the link is doing
        'live.message': [
          { guard: 'isEnding', target: 'finished', actions: 'rememberEnding' },
          {
            // The conversation, typing markers, the voices, the inactivity warning, notices.
            actions: enqueueActions(({ context, event, enqueue }) => {
              const { message } = event;
              if (message.type === 'role') {
                const pcm = audioOf(context, message);
                if (pcm) enqueue.sendTo('audioQueue', { type: 'audio.enqueue', clip: { id: message.id, pcm } });
              }
              if (message.type === 'inactivity_warning') {
                enqueue.sendTo('inactivity', { type: 'inactivity.warning', secondsRemaining: message.secondsRemaining });
              }
              if (message.type === 'transcript_corrected') {
                enqueue.sendTo('correction', { type: 'correction.accepted', messageId: message.messageId });
              }
              if (message.type === 'correction_refused') {
                enqueue.sendTo('correction', { type: 'correction.refused', messageId: message.messageId, error: liveNotice(message.message) });
              }
              enqueue.assign(receive(context, message));
            }),
          },
        ],
        // ---- the microphone → the server
        'recorder.started': {
          actions: [
            assign({ chunkSeq: 0, notice: ({ context }) => afterNewAttempt(context.notice) }),
            // Answering now: the panel's voice stops and its pending lines show (never recorded over).
            sendTo('audioQueue', { type: 'audio.skipAll' }),
            // The next answer has begun: the previous one is corrected in the report from now on.
            sendTo('correction', { type: 'correction.close' }),
            { type: 'sendLive', params: { type: 'audio_start' } },
            sendTo('inactivity', { type: 'inactivity.activity' }),
          ],
        },
        'recorder.chunk': {
          actions: [
            sendTo('socket', ({ context, event }) => ({
              type: 'socket.sendAudio' as const,
              message: { type: 'audio_chunk' as const, uid: context.uid, seq: context.chunkSeq },
              pcm: event.pcm,
            })),
            assign({ chunkSeq: ({ context }) => context.chunkSeq + 1 }),
          ],
        },
        'recorder.stopped': { actions: [{ type: 'sendLive', params: { type: 'audio_stop' } }, sendTo('audioQueue', { type: 'audio.resume' })] },
        // ---- the inactivity watch → the server
        'inactivity.extend': { actions: { type: 'sendLive', params: { type: 'extend_session' } } },
        'inactivity.expired': {
          actions: [
            { type: 'sendLive', params: { type: 'end_interview' } },
            assign({ ending: { kind: 'manual' } }),
            raise({ type: 'interview.ended' }),
          ],
        },
        // Raised after end_interview was handed to the socket: leaving the session stops the children.
        'interview.ended': { guard: 'hasEnding', target: 'finished' },
        // ---- the page
        'interview.toggleRecording': { actions: sendTo('recorder', { type: 'recorder.toggle' }) },
        'interview.sendText': {
          guard: 'hasText',
          actions: [
            { type: 'sendLive', params: ({ event }) => ({ type: 'answer_text' as const, text: event.text.trim() }) },
            assign({ notice: ({ context }) => afterNewAttempt(context.notice) }),
            sendTo('inactivity', { type: 'inactivity.activity' }),
            sendTo('correction', { type: 'correction.close' }),
          ],
        },
        // ---- the correction of the latest answer (the page offers it only on that answer; the server decides)
        'interview.editAnswer': {
          actions: sendTo('correction', ({ event }) => ({ type: 'correction.edit' as const, messageId: event.messageId, text: event.text })),
        },
        'interview.saveAnswer': { actions: sendTo('correction', ({ event }) => ({ type: 'correction.save' as const, text: event.text })) },
        'interview.cancelEdit': { actions: sendTo('correction', { type: 'correction.cancel' }) },
        'correction.submit': {
          actions: [
            {
              type: 'sendLive',
              params: ({ event }) => ({ type: 'correct_transcript' as const, messageId: event.messageId, text: event.text }),
            },
            sendTo('inactivity', { type: 'inactivity.activity' }),
          ],
        },
        'interview.setSpeed': { actions: sendTo('audioQueue', ({ event }) => ({ type: 'audio.setSpeed' as const, speed: event.speed })) },
        'interview.playGroup': { actions: sendTo('audioQueue', ({ event }) => ({ type: 'audio.playGroup' as const, ids: event.ids })) },
        'interview.toggleReveal': {
          actions: assign({
            revealed: ({ context, event }) => {
              const allShown = event.ids.every((id) => context.revealed.includes(id));
              return allShown
                ? context.revealed.filter((id) => !event.ids.includes(id))
                : [...context.revealed, ...event.ids.filter((id) => !context.revealed.includes(id))];
            },
          }),
        },
        'interview.continue': { actions: sendTo('inactivity', { type: 'inactivity.continue' }) },
        'interview.dismissNotice': { actions: [assign({ notice: null }), sendTo('recorder', { type: 'recorder.dismiss' })] },
        'interview.dismissError': { actions: assign({ errorDismissed: true }) },
        'interview.leave': {
          actions: [
            { type: 'sendLive', params: { type: 'end_interview' } },
            assign({ ending: { kind: 'manual' } }),
            raise({ type: 'interview.abandoned' }),
          ],
        },
        'interview.abandoned': { guard: 'hasEnding', target: 'left' },
      },
      states: {
        link: {
          description: 'The connection handshake: open, wait, send start (or reconnect), wait for the confirmation.',
          initial: 'connecting',
          on: {
            // The socket left the open state by itself (drop, refusal, time-out): wait for it to open again.
            'live.down': [
              {
                // Refused for now (busy or draining): nothing was started; the start is sent again later.
                guard: 'isBusyDown',
                target: '.busy',
                actions: [
                  assign(({ context }) => ({ linkState: 'busy' as const, errorDismissed: false, messages: withoutUnfinishedAnswer(context.messages) })),
                  sendTo('recorder', { type: 'recorder.availability', canRecord: false }),
                ],
              },
              {
                target: '.connecting',
                actions: [
                  assign(({ context, event }) => ({
                    linkState: event.state,
                    errorDismissed: false,
                    freshToken: event.state === 'authRequired',
                    messages: withoutUnfinishedAnswer(context.messages),
                  })),
                  sendTo('recorder', { type: 'recorder.availability', canRecord: false }),
                ],
              },
            ],
            'interview.retry': {
              target: '.retrying',
              actions: [sendTo('socket', { type: 'socket.disconnect' }), assign({ sendStartNext: true, notice: null })],
            },
          },
          states: {
            connecting: {
              description: 'Waiting for the socket to open (it may be backing off after a drop).',
              on: {
                'live.opened': { target: 'opening', actions: assign({ linkState: 'open', errorDismissed: false }) },
                'interview.reconnect': { actions: sendTo('socket', { type: 'socket.connect' }) },
              },
            },
            opening: {
              description: 'Open: about 0.1 s before the start command is prepared.',
              after: { startFirstDelay: { target: 'preparing' } },
            },
            preparing: {
              description: 'Then 0.5 s more before the start (or reconnect) command is sent.',
              after: { startSecondDelay: { target: 'authorizing' } },
            },
            authorizing: {
              description: 'Getting the access token (refreshed after an authentication refusal).',
              invoke: {
                id: 'getToken',
                src: 'getToken',
                input: ({ context }) => ({ fresh: context.freshToken }),
                onDone: [
                  {
                    guard: 'isResume',
                    target: 'confirming',
                    actions: [
                      { type: 'sendLive', params: ({ event }) => ({ type: 'reconnect' as const, token: event.output }) },
                      assign({ freshToken: false }),
                    ],
                  },
                  {
                    target: 'confirming',
                    actions: [
                      {
                        type: 'sendLive',
                        params: ({ context, event }) => ({
                          type: 'start' as const,
                          script: LIVE_SCRIPT,
                          scenarioType: SCENARIO_TYPE_JOBTALK,
                          token: event.output,
                          data: { jobId: context.jobId },
                        }),
                      },
                      assign({ freshToken: false, sendStartNext: false }),
                    ],
                  },
                ],
                onError: {
                  target: 'connecting',
                  actions: [
                    assign({ notice: ({ event }) => failureText(event.error, AUTH_REQUIRED), linkState: 'authRequired' }),
                    sendTo('socket', { type: 'socket.disconnect' }),
                  ],
                },
              },
            },
            confirming: {
              description: 'Start sent: waiting for status 200 (or a refusal: 403 PRO-only, 404 unknown job).',
              on: {
                'live.message': [
                  {
                    guard: 'isConfirmation',
                    target: 'active',
                    actions: [
                      assign({ confirmedOnce: true, notice: null, busyAttempts: 0 }),
                      sendTo('recorder', { type: 'recorder.availability', canRecord: true }),
                    ],
                  },
                  {
                    guard: 'isRefusal',
                    target: 'refused',
                    actions: assign({ notice: ({ event }) => liveNotice((event.message as { message: string }).message) }),
                  },
                ],
              },
            },
            active: {
              description: 'Confirmed: the candidate answers, the panel replies.',
            },
            busy: {
              description:
                'The server took no new interview now (1013 "panel busy" or "server draining"): nothing started, nothing charged. After 2, 4, 8, 16, then 30 s the socket connects and the start goes again; Cancel leaves for the jobs.',
              after: {
                busyBackoff: {
                  target: 'connecting',
                  actions: [assign({ busyAttempts: ({ context }) => context.busyAttempts + 1 }), sendTo('socket', { type: 'socket.connect' })],
                },
              },
              on: { 'interview.cancelWait': { target: '#interview.cancelled' } },
            },
            refused: {
              description: 'The server refused to start this interview; its message is shown.',
              on: {
                'live.down': { actions: assign({ linkState: ({ event }) => event.state }) },
                // The refusal stays on screen (with "Back to Jobs"); it is not dismissed.
                'interview.dismissNotice': { actions: sendTo('recorder', { type: 'recorder.dismiss' }) },
              },
            },
            retrying: {
              description: '"Retry Connection": disconnected, reconnecting after 500 ms, starting again 1 s after the open.',
              initial: 'waiting',
              states: {
                waiting: {
                  description: 'Disconnected on purpose; reconnecting after 500 ms.',
                  after: { retryReconnectDelay: { target: 'reopening', actions: sendTo('socket', { type: 'socket.connect' }) } },
                },
                reopening: {
                  description: 'Waiting for the socket to open again.',
                  on: { 'live.opened': { target: 'settling', actions: assign({ linkState: 'open', errorDismissed: false }) } },
                },
                settling: {
                  description: 'Open again: the conversation restarts with the job id after 1 s.',
                  after: { retryRestartDelay: { target: '#interview.session.link.authorizing' } },
                },
              },
            },
          },
        },
        endDialog: {
          description: 'The manual end\'s confirmation dialog.',
          initial: 'closed',
          states: {
            closed: {
              description: 'No dialog.',
              on: { 'interview.requestEnd': { target: 'open' } },
            },
            open: {
              description: 'Asking whether to end the interview (and go to the history).',
              on: {
                'interview.cancelEnd': { target: 'closed' },
                'interview.confirmEnd': {
                  actions: [
                    { type: 'sendLive', params: { type: 'end_interview' } },
                    assign({ ending: { kind: 'manual' } }),
                    raise({ type: 'interview.ended' }),
                  ],
                },
              },
            },
          },
        },
      },
    },
    finished: {
      description: 'Over: the temporary record is saved, the session cleared, the socket closed; then /history.',
      entry: [
        { type: 'saveTempInterview', params: ({ context }) => tempRecordOf(context) },
        'clearSession',
      ],
      initial: 'leaving',
      states: {
        leaving: {
          description: 'A short pause after a manual end (100 ms), none after the server\'s end.',
          always: { guard: 'isServerEnding', target: 'done' },
          after: { manualEndRedirectDelay: { target: 'done' } },
        },
        done: {
          description: 'On the way to /history.',
          type: 'final',
          entry: 'goToHistory',
        },
      },
    },
    cancelled: {
      description: 'The candidate stopped waiting for a busy panel: no interview was started (nothing to end or save); on to /jobs.',
      type: 'final',
      entry: 'goToJobs',
    },
    left: {
      description: 'The page was left mid-interview: the end was sent, the record saved; nowhere to go.',
      type: 'final',
      entry: [{ type: 'saveTempInterview', params: ({ context }) => tempRecordOf(context) }, 'clearSession'],
    },
  },
});

/** spec §3 temp_interview: the report id, or a manual- timestamp id for a manual end. */
export function tempRecordOf(context: Pick<InterviewContext, 'ending' | 'job'>, now: Date = new Date()): TempInterviewRecord {
  const id = context.ending?.kind === 'server' && context.ending.reportId ? context.ending.reportId : `manual_${now.getTime()}`;
  return {
    id,
    jobTitle: jobTitleOf(context.job),
    company: companyOf(context.job),
    date: now.toISOString(),
    score: 0,
    hasReport: false,
    reportStatus: 0,
    isTemporary: true,
  };
}

export type InterviewActor = ActorRefFrom<typeof interviewMachine>;

