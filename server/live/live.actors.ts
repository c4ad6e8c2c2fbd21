/**
 * Real implementations for the server's interview machine: the `turn`, `transcribe` and
 * `closeInterview` actors (`createLiveActors`) and the messages to the candidate
 * (`createLiveActions`), attached with `.provide()` where an interview is created (`session.ts`).
 */
import type { FastifyBaseLogger } from 'fastify';
import { fromCallback } from 'xstate';
import { CloseCode, CloseReason, type ServerMessage } from '../../openapi/live-protocol';
import type { Interviewer, Utterance } from '../interviewer/types';
import { splitForSpeech } from '../speech';
import { createSpeechTimer } from '../speech/timing';
import { createVoiceActivityMeter } from '../speech/vad';
import { closeAsComplete, type LiveConnection } from './connection';
import { LeaseLost } from './errors';
import type {
  Answer,
  CloseActorInput,
  CorrectionRefusal,
  InterviewEvent,
  Refusal,
  TranscribeActorInput,
  TurnActorInput,
} from './interview.events';
import type { Clock, InFlight, InterviewLedger } from './ledger';
import {
  candidate,
  correctionRefused,
  errorMessage,
  fromStored,
  inactivityWarning,
  LiveTexts,
  refusalText,
  roleMessage,
  toStored,
  transcriptCorrected,
  typingMessage,
} from './messages';
import type { InterviewSpeech } from './panel';
import { newMessageId, type LiveState, type StoredMessage } from './repository';
import { timingNow, type TurnTimings } from './timings';

/** The interview's writes as the actors use them (`InterviewLedger` over the conversation repository). */
export type InterviewStore = Pick<InterviewLedger, 'store' | 'end' | 'stillOwned' | 'countAnswer' | 'answers' | 'detached' | 'correct'>;

/** Where the candidate's messages go (the candidate link: the socket, or the outbox while there is none). */
export interface Outbox {
  send(message: ServerMessage): void;
}

export interface LiveActorsDeps {
  /** The interviewer panel of this interview. */
  interviewer: Interviewer;
  speech: InterviewSpeech;
  store: InterviewStore;
  clock: Clock;
  outbox: Outbox;
  /** The candidate's user id (the sender of their answers). */
  candidateId: string;
  /** Work a shutdown waits for. */
  work: InFlight;
  log: FastifyBaseLogger;
  uid: string;
  /** Where each spoken turn's stages are reported (server/live/timings.ts). */
  timings?: TurnTimings;
  /**
   * The panel's messages of a turn its previous process stored and sent but did not finish (it
   * stopped mid-reply): the first turn here says them again under their own ids instead of anew, as
   * long as it phrases the same words (a client that has them skips them by id).
   */
  interrupted?: readonly StoredMessage[];
}

type SendBack = (event: InterviewEvent) => void;

/** The first sentence of a turn: when the panel phrased it, its synthesis, when it went out. */
interface FirstSentence {
  utteranceAt: number;
  synthesisMs: number | null;
  sentAt: number;
}

export function createLiveActors({ interviewer, speech, store, clock, outbox, candidateId, work, log, uid, timings, interrupted = [] }: LiveActorsDeps) {
  const from = candidate(candidateId);
  /** The interviewer call in progress: calls never overlap, and the close waits for the last one. */
  let lastTurn: Promise<void> = Promise.resolve();
  /** The last spoken answer's stages up to its final transcript, completed by the turn that replies to it. */
  let heard: { messageId: string; stoppedAt: number; waitMs: number; decodeMs: number; finalAt: number } | null = null;
  /** What the interrupted turn already said, not yet said again (consumed by the first turn). */
  let sayAgain: StoredMessage[] = [...interrupted];

  /**
   * Speaks utterances: typing, then one `role` message with audio per sentence or two. Each message
   * is stored before it goes out (its write runs while its audio is synthesized), so whatever the
   * candidate has seen survives the process; the turn's progress is stored after its last sentence.
   */
  async function speak(
    utterances: AsyncIterable<Utterance>,
    signal: AbortSignal,
    onUtterance: (u: Utterance) => void,
    expectedSpeaker: string | null = null,
    first?: (sentence: FirstSentence) => void,
  ): Promise<void> {
    let sent = 0;
    let speaker: string | null = null;
    if (expectedSpeaker) {
      // Shown while the reply is still being phrased (an LLM brain takes a moment).
      speaker = speech.member(expectedSpeaker).id;
      outbox.send(typingMessage(speaker, true));
    }
    try {
      for await (const utterance of utterances) {
        if (signal.aborted) break;
        onUtterance(utterance);
        const utteranceAt = timingNow();
        const who = speech.member(utterance.participantId);
        if (speaker !== who.id) {
          if (speaker) outbox.send(typingMessage(speaker, false));
          speaker = who.id;
          outbox.send(typingMessage(who.id, true));
        }
        for (const text of splitForSpeech(utterance.text)) {
          if (signal.aborted) break;
          const synthesisAt = timingNow();
          // Said already by the process that stopped mid-turn: the same message again, not stored twice.
          const again = sayAgain[0]?.text === text && sayAgain[0].senderId === who.id ? sayAgain.shift()! : null;
          if (!again) sayAgain = [];
          const said = again ?? toStored(roleMessage({ id: newMessageId(), from: who, text, at: clock.now() }));
          const stored = again ? Promise.resolve() : store.store([said]);
          // The turn's first sentence is waited for in silence; the next ones while it plays.
          const [audio] = await Promise.all([speech.audioFor(text, who.id, { urgent: sent === 0 }), stored]);
          const synthesisMs = audio === null ? null : timingNow() - synthesisAt;
          outbox.send(fromStored(said, audio));
          if (sent++ === 0) first?.({ utteranceAt, synthesisMs, sentAt: timingNow() });
        }
      }
    } finally {
      // What the interrupted turn said and this one did not say again stays as it was stored.
      sayAgain = [];
      if (speaker) outbox.send(typingMessage(speaker, false));
    }
  }

  /** Before a new answer is taken: the interview must still be ours (a failed check counts as ours, as the next write is fenced anyway). */
  async function stillOurs(): Promise<boolean> {
    try {
      return await store.stillOwned();
    } catch (err) {
      log.warn({ err, uid }, 'lease check failed before an answer; taking it');
      return true;
    }
  }

  /**
   * The final `USER` message is stored, then goes out, before the panel replies: an answer the
   * candidate has seen is never lost with its process (one stored already, by the process that
   * stopped before replying, is only shown again).
   */
  async function acceptAnswer(answer: Answer, sendBack: SendBack): Promise<void> {
    const message = roleMessage({ id: answer.messageId, from, text: answer.text, at: clock.now() });
    if (answer.text) {
      store.countAnswer();
      if (!answer.stored) await store.store([toStored(message, { audioMs: answer.audioMs, speech: answer.speech })]);
    }
    outbox.send(message);
    // The candidate has the final text now; a correction is written after the answer (writes keep their order).
    if (answer.text) sendBack({ type: 'answer.accepted', messageId: answer.messageId });
  }

  async function runTurn(input: TurnActorInput, signal: AbortSignal, sendBack: SendBack): Promise<void> {
    let release!: () => void;
    const previous = lastTurn;
    lastTurn = new Promise<void>((resolve) => (release = resolve));
    await previous;
    try {
      // Another process may have taken the interview over (the candidate reconnected there): the
      // answer is not taken here, so the candidate gives it again where the interview now runs.
      if (input.answer && !input.answer.stored && !(await stillOurs())) throw new LeaseLost();
      if (input.answer) await acceptAnswer(input.answer, sendBack);
      // The interviewer who asked usually answers first (an acknowledgement or a follow-up).
      const expected = input.kind === 'respond' ? (interviewer.progress().awaiting?.participantId ?? null) : null;
      const utterances = input.kind === 'open' ? interviewer.open(signal) : interviewer.respond(input.answer?.text ?? '', signal);
      let first = true;
      // A spoken answer's turn is timed from its stop to the reply's first sentence sent.
      const answered = heard && input.answer && heard.messageId === input.answer.messageId ? heard : null;
      heard = null;
      await speak(
        utterances,
        signal,
        (u) => {
          if (first) sendBack({ type: 'turn.speaking' });
          first = false;
          if (input.kind === 'open' && u.kind !== 'welcome') sendBack({ type: 'turn.question' });
        },
        expected,
        answered
          ? (sentence) => {
              const timing = {
                uid,
                messageId: answered.messageId,
                stoppedAt: answered.stoppedAt,
                waitMs: answered.waitMs,
                decodeMs: answered.decodeMs,
                replyMs: sentence.utteranceAt - answered.finalAt,
                synthesisMs: sentence.synthesisMs,
                sentAt: sentence.sentAt,
              };
              log.debug(timing, 'turn timed');
              timings?.record(timing);
            }
          : undefined,
      );
      // Every sentence is stored already; an interrupted turn keeps what was said, but not the panel's half-way progress.
      const liveState: LiveState | undefined = signal.aborted
        ? undefined
        : { version: 1, progress: interviewer.progress(), answers: store.answers };
      await store.store([], liveState);
      if (!signal.aborted) sendBack({ type: 'turn.done', finished: interviewer.finished });
    } catch (error) {
      if (!signal.aborted) sendBack({ type: 'turn.failed', error });
      else log.warn({ err: error, uid }, 'an interrupted turn failed');
    } finally {
      release();
    }
  }

  async function runClose(input: CloseActorInput, sendBack: SendBack): Promise<void> {
    try {
      await lastTurn;
      // The closing words are stored as they are said; the end is stored after them.
      if (!input.finished && !interviewer.finished) {
        await speak(interviewer.close(input.reason), new AbortController().signal, () => undefined);
      }
      const result = await store.end([], input.reason);
      sendBack({ type: 'closing.done', reportId: result.reportId });
    } catch (error) {
      sendBack({ type: 'closing.failed', error });
    }
  }

  return {
    turn: fromCallback<InterviewEvent, TurnActorInput>(({ input, sendBack }) => {
      const abort = new AbortController();
      work.track(runTurn(input, abort.signal, sendBack));
      return () => abort.abort();
    }),
    transcribe: fromCallback<InterviewEvent, TranscribeActorInput>(({ input, sendBack, receive }) => {
      let done = false;
      const timer = createSpeechTimer();
      // The recording's speech as the voice activity detector counts it: with the words, it decides whether this was an answer.
      const voice = createVoiceActivityMeter();
      const session = speech.listen((text) => {
        if (!done) outbox.send(roleMessage({ id: input.messageId, from, text, at: clock.now(), partial: true }));
      });
      if (!session) {
        voice.dispose();
        sendBack({ type: 'transcript.failed', error: new Error('no speech recognizer') });
        return;
      }
      receive((event) => {
        if (done) return;
        if (event.type === 'answer.audioChunk') {
          session.write(event.pcm);
          timer.write(event.pcm);
          voice.write(event.pcm);
        }
        if (event.type !== 'answer.audioStop') return;
        const voicedMs = voice.result().then(
          (activity) => activity.voicedMs,
          (err: unknown) => {
            log.warn({ err, uid }, 'voice activity not measured: the words alone decide');
            return null;
          },
        );
        const stoppedAt = timingNow();
        const ending = Promise.all([session.end(), voicedMs]).then(
          ([result, voiced]) => {
            done = true;
            const finalAt = timingNow();
            const waitMs = result.waitMs ?? 0;
            heard = { messageId: input.messageId, stoppedAt, waitMs, decodeMs: Math.max(0, finalAt - stoppedAt - waitMs), finalAt };
            const answer: Answer = { text: result.text.trim(), messageId: input.messageId, audioMs: result.audioMs, speech: timer.result(), voicedMs: voiced };
            sendBack({ type: 'transcript.final', answer });
          },
          (error: unknown) => {
            done = true;
            sendBack({ type: 'transcript.failed', error });
          },
        );
        work.track(ending);
      });
      return () => {
        if (!done) {
          done = true;
          session.abort();
        }
        voice.dispose();
      };
    }),
    // A callback (not a promise) actor: the machine listens for `closing.done` / `closing.failed`.
    closeInterview: fromCallback<InterviewEvent, CloseActorInput>(({ input, sendBack }) => {
      work.track(runClose(input, sendBack));
    }),
  };
}

export interface LiveActionsDeps {
  uid: string;
  /** The candidate's link: messages go to its socket (or outbox); `release` ends it and hands over the socket. */
  link: Outbox & { release(): LiveConnection | null };
  store: Pick<InterviewStore, 'detached' | 'correct'>;
  /** The warning period (its seconds are announced). */
  warningMs: number;
  log: FastifyBaseLogger;
  /** The interview stops running here (ended or abandoned). */
  stop: () => void;
  /** The candidate's user id (their messages' sender). */
  candidateId: string;
  clock: Clock;
  /** The panel: a stored correction of the latest answer replaces its memory of that answer. */
  interviewer?: Pick<Interviewer, 'correct'>;
}

/** The machine's actions: what the candidate is told, and how the interview stops here. */
export function createLiveActions({ uid, link, store, warningMs, log, stop, candidateId, clock, interviewer }: LiveActionsDeps) {
  return {
    discardAnswer: (_: unknown, { messageId }: { messageId: string }) =>
      link.send(roleMessage({ id: messageId, from: candidate(candidateId), text: '', at: clock.now() })),
    warn: (_: unknown, { expired }: { expired: boolean }) => link.send(inactivityWarning(warningMs, expired)),
    refuse: (_: unknown, { refusal }: { refusal: Refusal }) => link.send(errorMessage(refusalText(refusal))),
    correctAnswer: (_: unknown, { messageId, text }: { messageId: string; text: string }) => {
      // Queued after the answer's own write; acknowledged once stored (the report reads what is stored).
      store.correct(messageId, text).then(
        (stored) => {
          // The panel reads the corrected text from its next reply on (and stores it with its progress).
          if (stored) interviewer?.correct?.(stored.text);
          link.send(stored ? transcriptCorrected(stored) : correctionRefused(messageId, 'notCorrectable'));
        },
        (err: unknown) => {
          log.warn({ err, uid }, 'a transcript correction was not stored');
          link.send(correctionRefused(messageId, 'correctionNotSaved'));
        },
      );
    },
    refuseCorrection: (_: unknown, { messageId, refusal }: { messageId: string; refusal: CorrectionRefusal }) =>
      link.send(correctionRefused(messageId, refusal)),
    reportAnswerProblem: (_: unknown, { error }: { error: unknown }) => {
      log.warn({ err: error, uid }, 'an answer could not be transcribed');
      link.send(errorMessage(LiveTexts.answerNotTranscribed));
    },
    announceEnd: (_: unknown, { reportId }: { reportId: string }) => {
      const connection = link.release();
      stop();
      if (connection) closeAsComplete(connection, uid, reportId);
    },
    abandon: (_: unknown, { error }: { error: unknown }) => {
      const lost = error instanceof LeaseLost;
      if (lost) log.info({ uid }, 'interview taken over by another process');
      else log.error({ err: error, uid }, 'live interview failed; it stays resumable');
      const connection = link.release();
      stop();
      if (!lost) {
        store.detached(true).catch((err: unknown) => log.warn({ err, uid }, 'release of a failed interview not stored'));
      }
      if (connection) {
        if (!lost) connection.send(errorMessage(LiveTexts.interrupted));
        connection.close(CloseCode.restarting, lost ? 'interview moved' : CloseReason.restarting);
      }
    },
  };
}
