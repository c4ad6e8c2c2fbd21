import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import {
  interviewMachine,
  type Answer,
  type CloseActorInput,
  type InterviewEvent,
  type InterviewInput,
  type TurnActorInput,
} from '../../../server/live/interview.machine';

const UNTIL_WARNING = 270_000;
const WARNING = 30_000;
const RESUME = 120_000;

/** The machine with stub actors the test drives by hand, on a simulated clock. */
function setupMachine(input: InterviewInput = { opened: false, finished: false }, extraActions: Record<string, (...args: never[]) => void> = {}) {
  const clock = new SimulatedClock();
  const log: string[] = [];
  const turns: TurnActorInput[] = [];
  const closes: CloseActorInput[] = [];
  let sendToMachine: ((event: InterviewEvent) => void) | null = null;
  const machine = interviewMachine.provide({
    actors: {
      turn: fromCallback<InterviewEvent, TurnActorInput>(({ input: turn, sendBack }) => {
        turns.push(turn);
        sendToMachine = sendBack;
      }),
      transcribe: fromCallback<InterviewEvent, { messageId: string }>(({ sendBack, receive, input: t }) => {
        receive((event) => {
          if (event.type === 'answer.audioStop') sendBack({ type: 'transcript.final', answer: { text: 'I was heard', messageId: t.messageId, audioMs: 1000 } });
        });
      }),
      closeInterview: fromCallback<InterviewEvent, CloseActorInput>(({ input: close, sendBack }) => {
        closes.push(close);
        sendBack({ type: 'closing.done', reportId: 'report-1' });
      }),
    },
    actions: {
      warn: (_, params) => log.push(params.expired ? 'warn:0' : 'warn'),
      announceEnd: (_, params) => log.push(`end:${params.reportId}`),
      abandon: () => log.push('abandon'),
      reportAnswerProblem: () => log.push('problem'),
      ...extraActions,
    },
    delays: { untilWarning: UNTIL_WARNING, warning: WARNING, resumeWindow: RESUME },
  });
  const actor = createActor(machine, { input, clock });
  actor.start();
  const finishTurn = (finished = false) => sendToMachine!({ type: 'turn.done', finished });
  return { actor, clock, log, turns, closes, finishTurn, conversation: () => actor.getSnapshot().value.conversation };
}

describe('interview machine', () => {
  it('greets, asks, listens, transcribes, thinks, speaks, and listens again', () => {
    const m = setupMachine();
    expect(m.actor.getSnapshot().value).toEqual({ conversation: { opening: 'greeting' }, inactivity: 'watching', connection: 'attached' });
    m.actor.send({ type: 'turn.question' });
    expect(m.conversation()).toEqual({ opening: 'asking' });
    m.finishTurn();
    expect(m.conversation()).toBe('listening');
    m.actor.send({ type: 'answer.audioStart', messageId: 'm1' });
    expect(m.conversation()).toEqual({ transcribing: 'receiving' });
    m.actor.send({ type: 'answer.audioChunk', pcm: new Uint8Array(3200) });
    m.actor.send({ type: 'answer.audioStop' });
    expect(m.conversation()).toEqual({ responding: 'thinking' });
    expect(m.turns.at(-1)).toEqual({ kind: 'respond', answer: { text: 'I was heard', messageId: 'm1', audioMs: 1000 } });
    m.actor.send({ type: 'turn.speaking' });
    expect(m.conversation()).toEqual({ responding: 'speaking' });
    m.finishTurn();
    expect(m.conversation()).toBe('listening');
  });

  it('closes when the panel finished the plan (no second goodbye), then ends', () => {
    const m = setupMachine();
    m.finishTurn();
    m.actor.send({ type: 'answer.text', text: 'my answer', messageId: 'm1' });
    m.finishTurn(true);
    expect(m.closes).toEqual([{ reason: 'completed', finished: true }]);
    expect(m.conversation()).toBe('ended');
    expect(m.log).toEqual(['end:report-1']);
  });

  it('warns in the last part of the inactivity window and ends the interview when it passes', () => {
    const m = setupMachine();
    m.finishTurn();
    m.clock.increment(UNTIL_WARNING - 1);
    expect(m.log).toEqual([]);
    m.clock.increment(1);
    expect(m.log).toEqual(['warn']);
    m.clock.increment(WARNING);
    expect(m.log).toEqual(['warn', 'warn:0', 'end:report-1']);
    expect(m.closes).toEqual([{ reason: 'inactivity', finished: false }]);
  });

  it('starts the window again on candidate activity (extend_session)', () => {
    const m = setupMachine();
    m.finishTurn();
    m.clock.increment(UNTIL_WARNING + WARNING - 1);
    expect(m.log).toEqual(['warn']);
    m.actor.send({ type: 'candidate.activity' });
    expect(m.actor.getSnapshot().value.inactivity).toBe('watching');
    m.clock.increment(UNTIL_WARNING - 1);
    expect(m.log).toEqual(['warn']);
    m.clock.increment(1);
    expect(m.log).toEqual(['warn', 'warn']);
  });

  it('ends a dropped interview after the resume window, unless the candidate comes back', () => {
    const m = setupMachine();
    m.finishTurn();
    m.actor.send({ type: 'socket.detached' });
    m.clock.increment(RESUME - 1);
    m.actor.send({ type: 'socket.attached' });
    m.clock.increment(RESUME);
    expect(m.conversation()).toBe('listening');
    m.actor.send({ type: 'socket.detached' });
    m.clock.increment(RESUME);
    expect(m.closes).toEqual([{ reason: 'inactivity', finished: false }]);
    expect(m.conversation()).toBe('ended');
  });

  it('ends on end_interview even while the panel speaks', () => {
    const m = setupMachine();
    m.finishTurn();
    m.actor.send({ type: 'answer.text', text: 'answer', messageId: 'm1' });
    m.actor.send({ type: 'turn.speaking' });
    m.actor.send({ type: 'interview.end' });
    expect(m.closes).toEqual([{ reason: 'candidate_ended', finished: false }]);
    expect(m.conversation()).toBe('ended');
  });

  it('continues a resumed interview by listening, and only stores the end of one the panel had finished', () => {
    expect(setupMachine({ opened: true, finished: false }).conversation()).toBe('listening');
    const done = setupMachine({ opened: true, finished: true });
    expect(done.closes).toEqual([{ reason: 'completed', finished: true }]);
    expect(done.conversation()).toBe('ended');
  });

  it('lets a resumed interview that listens correct its latest stored answer, until the next answer is taken', () => {
    const corrected: string[] = [];
    const refused: string[] = [];
    const actions = {
      correctAnswer: (_: unknown, params: { messageId: string }) => void corrected.push(params.messageId),
      refuseCorrection: (_: unknown, params: { messageId: string }) => void refused.push(params.messageId),
    };
    const m = setupMachine({ opened: true, finished: false, correctable: 'm5' }, actions);
    expect(m.conversation()).toBe('listening');
    m.actor.send({ type: 'answer.correct', messageId: 'm4', text: 'An earlier answer.' });
    m.actor.send({ type: 'answer.correct', messageId: 'm5', text: 'My latest answer, as I said it.' });
    m.actor.send({ type: 'answer.text', text: 'The next answer.', messageId: 'm6' });
    m.actor.send({ type: 'answer.correct', messageId: 'm5', text: 'Too late now.' });
    expect(corrected).toEqual(['m5']);
    expect(refused).toEqual(['m4', 'm5']);
    // Only an interview that starts by listening keeps it: one still to reply, or to close, does not.
    for (const input of [
      { opened: true, finished: false, correctable: 'm5', unanswered: { text: 'x y z', messageId: 'm5', audioMs: null, speech: null, stored: true } },
      { opened: true, finished: true, correctable: 'm5' },
    ] satisfies InterviewInput[]) {
      expect(setupMachine(input).actor.getSnapshot().context.correctable).toBeNull();
    }
  });

  it('drops a recording its connection cut off before the stop, and keeps the latest answer correctable', () => {
    const discarded: string[] = [];
    const m = setupMachine({ opened: true, finished: false, correctable: 'm5' }, {
      discardAnswer: (_: unknown, params: { messageId: string }) => void discarded.push(params.messageId),
    });
    m.actor.send({ type: 'answer.audioStart', messageId: 'm6' });
    m.actor.send({ type: 'socket.detached' });
    expect(m.conversation()).toBe('listening');
    expect(discarded).toEqual(['m6']);
    expect(m.actor.getSnapshot().context).toMatchObject({ speakingId: null, correctable: 'm5' });
    // A new connection replacing one whose drop was not noticed yet does the same.
    m.actor.send({ type: 'socket.attached' });
    m.actor.send({ type: 'answer.audioStart', messageId: 'm7' });
    m.actor.send({ type: 'socket.attached' });
    expect(m.conversation()).toBe('listening');
    expect(discarded).toEqual(['m6', 'm7']);
    // An answer whose stop arrived is taken as before.
    m.actor.send({ type: 'answer.audioStart', messageId: 'm8' });
    m.actor.send({ type: 'answer.audioStop' });
    expect(m.conversation()).toEqual({ responding: 'thinking' });
    expect(m.turns.at(-1)?.answer).toMatchObject({ messageId: 'm8' });
    expect(discarded).toEqual(['m6', 'm7']);
  });

  it('replies first to an answer a resumed interview stored without its reply, then listens', () => {
    const unanswered: Answer = { text: 'I led the migration.', messageId: 'm7', audioMs: null, speech: null, stored: true };
    const m = setupMachine({ opened: true, finished: false, unanswered });
    expect(m.conversation()).toEqual({ responding: 'thinking' });
    expect(m.turns).toEqual([{ kind: 'respond', answer: unanswered }]);
    m.finishTurn();
    expect(m.conversation()).toBe('listening');
    expect(m.actor.getSnapshot().context.answer).toBeNull();
  });

  it('stops without ending when a turn fails or another process took the interview', () => {
    const m = setupMachine();
    m.actor.send({ type: 'turn.failed', error: new Error('brain down') });
    expect(m.conversation()).toBe('failed');
    expect(m.log).toEqual(['abandon']);
    const n = setupMachine({ opened: true, finished: false });
    n.actor.send({ type: 'lease.lost' });
    expect(n.conversation()).toBe('failed');
    expect(n.closes).toEqual([]);
  });

  it('ignores answers while the panel speaks', () => {
    const m = setupMachine();
    m.actor.send({ type: 'answer.text', text: 'too early', messageId: 'm0' });
    m.actor.send({ type: 'answer.audioStart', messageId: 'm1' });
    expect(m.conversation()).toEqual({ opening: 'greeting' });
  });
});
