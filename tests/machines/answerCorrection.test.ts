import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { AnswerCorrectionEvent, AnswerCorrectionSubmit } from '../../machines/answerCorrection/answerCorrection.events';
import { answerCorrectionMachine } from '../../machines/answerCorrection/answerCorrection.machine';
import { selectCorrectionError, selectDraft, selectEditingId, selectIsSaving } from '../../machines/answerCorrection/answerCorrection.selectors';
import { applyTranscriptCorrection, correctableAnswerId, liveNotice, type ChatMessage } from '../../machines/interview/interview.messages';
import { LIVE_REFUSALS } from '../../openapi/refusals';
import { en } from '../../src/i18n/en';
import { ru } from '../../src/i18n/ru';
import { CORRECTION_ACK_TIMEOUT_MS } from '../../machines/shared/constants';
import { runModelBasedTest } from './support/modelBased';

const HEARD = 'I work with react and tide has crept';
const MEANT = 'I work with React and TypeScript.';
const submitted = (actions: Array<{ name: string; params: unknown }>) =>
  actions.filter((a) => a.name === 'submit').map((a) => a.params as AnswerCorrectionSubmit);

describe('answer correction machine (model-based)', () => {
  it('walks every path, reaching every state and transition', async () => {
    const report = await runModelBasedTest({
      // The walk has no parent to `sendParent` to; the replay records `submit` instead.
      machine: answerCorrectionMachine.provide({ actions: { submit: () => {} } }),
      serializeState: (s) => JSON.stringify([s.value, s.context.error !== null]),
      recordActions: ['submit'],
      events: {
        'correction.edit': [{ type: 'correction.edit', messageId: 'u1', text: HEARD }],
        'correction.save': [
          { type: 'correction.save', text: `  ${MEANT} ` },
          { type: 'correction.save', text: ' \n ' },
          { type: 'correction.save', text: ` ${HEARD}` },
        ],
        'correction.accepted': [
          { type: 'correction.accepted', messageId: 'u1' },
          { type: 'correction.accepted', messageId: 'u0' },
        ],
        'correction.refused': [
          { type: 'correction.refused', messageId: 'u1', error: { key: 'liveError.notCorrectable', values: {} } },
          { type: 'correction.refused', messageId: 'u0', error: { key: 'liveError.notCorrectable', values: {} } },
        ],
      },
      invariants: {
        '*': (s, { event, previous, actions }) => {
          const e = event as AnswerCorrectionEvent;
          expect(selectEditingId(s)).toBe(s.matches('idle') ? null : 'u1');
          expect(selectIsSaving(s)).toBe(s.matches('saving'));
          // The parent is asked to send exactly once, on entering saving, with the trimmed text.
          const sends = submitted(actions);
          if (s.matches('saving') && !previous?.matches('saving')) expect(sends).toEqual([{ type: 'correction.submit', messageId: 'u1', text: MEANT }]);
          else expect(sends).toEqual([]);
          // The server's answer about another message changes nothing.
          if ((e.type === 'correction.accepted' || e.type === 'correction.refused') && e.messageId !== 'u1') expect(s).toBe(previous);
        },
        idle: (s) => expect(s.context).toEqual({ messageId: null, original: '', draft: '', error: null }),
        editing: (s, { event, previous }) => {
          expect(s.context.original).toBe(HEARD);
          const e = event as AnswerCorrectionEvent;
          if (e.type === 'correction.edit') expect(selectDraft(s)).toBe(HEARD);
          if (e.type === 'correction.save') expect(selectCorrectionError(s)).toEqual({ key: 'correction.empty' });
          if (e.type === 'correction.refused') {
            expect(selectCorrectionError(s)).toEqual({ key: 'liveError.notCorrectable', values: {} });
            // What was typed is kept.
            expect(selectDraft(s)).toBe(MEANT);
          }
          if (event.type.startsWith('xstate.after.')) {
            expect(previous?.matches('saving')).toBe(true);
            expect(selectCorrectionError(s)).toEqual({ key: 'correction.notConfirmed' });
          }
        },
        saving: (s) => {
          expect(selectDraft(s)).toBe(MEANT);
          expect(s.context.error).toBeNull();
        },
      },
    });
    expect(report.stateNodes).toBe(4);
  });
});

describe('answer correction machine (behaviour)', () => {
  it('asks its parent to send the correction and gives up waiting after the timeout', () => {
    const clock = new SimulatedClock();
    const sent: AnswerCorrectionSubmit[] = [];
    const actor = createActor(answerCorrectionMachine.provide({ actions: { submit: (_, params) => void sent.push(params) } }), { clock }).start();
    actor.send({ type: 'correction.edit', messageId: 'u1', text: HEARD });
    actor.send({ type: 'correction.save', text: MEANT });
    expect(sent).toEqual([{ type: 'correction.submit', messageId: 'u1', text: MEANT }]);
    clock.increment(CORRECTION_ACK_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('saving');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'correction.notConfirmed' });
    // The next answer starting closes the editor whatever it was doing.
    actor.send({ type: 'correction.close' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it("keeps the typed correction in its box when the server refuses it for too many corrections, and says so in the user's language", () => {
    const actor = createActor(answerCorrectionMachine.provide({ actions: { submit: () => {} } })).start();
    actor.send({ type: 'correction.edit', messageId: 'u1', text: HEARD });
    actor.send({ type: 'correction.save', text: MEANT });
    // What the interview machine forwards for the server's `correction_refused` (issue 37's live limit).
    actor.send({ type: 'correction.refused', messageId: 'u1', error: liveNotice(LIVE_REFUSALS.tooManyCorrections) });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(selectDraft(snapshot)).toBe(MEANT);
    const error = selectCorrectionError(snapshot);
    expect(error).toEqual({ key: 'liveError.tooManyCorrections', values: {} });
    expect(en['liveError.tooManyCorrections']).toBe(LIVE_REFUSALS.tooManyCorrections);
    expect(ru['liveError.tooManyCorrections']).toMatch(/[\u0400-\u04FF]/);
  });
});

describe('the conversation and corrections (interview.messages)', () => {
  const user = (id: string, text: string, isFinal = true): ChatMessage => ({
    id,
    text,
    timestamp: '2026-11-23T10:00:00.000Z',
    sender: '',
    senderId: 'USER',
    senderRole: 'user',
    isUser: true,
    isFinal,
    hasAudio: false,
    recognizedText: null,
  });
  const panel: ChatMessage = { ...user('p', 'Tell us more.'), sender: 'Ann', senderId: 'p1', senderRole: 'Tech Lead', isUser: false };

  it('offers the last final answer for correction until a later answer begins', () => {
    expect(correctableAnswerId([])).toBeNull();
    expect(correctableAnswerId([panel])).toBeNull();
    expect(correctableAnswerId([user('a1', HEARD), panel])).toBe('a1');
    expect(correctableAnswerId([user('a1', HEARD), panel, user('a2', 'I', false)])).toBeNull();
    expect(correctableAnswerId([user('a1', HEARD), panel, user('a2', 'Yes.')])).toBe('a2');
  });

  it('shows the corrected text and keeps what was recognised; the recognised text again clears the mark', () => {
    const messages = [user('a1', HEARD), panel];
    const corrected = applyTranscriptCorrection(messages, { type: 'transcript_corrected', messageId: 'a1', text: MEANT, recognizedText: HEARD });
    expect(corrected[0]).toMatchObject({ text: MEANT, recognizedText: HEARD });
    expect(corrected[1]).toBe(panel);
    const restored = applyTranscriptCorrection(corrected, { type: 'transcript_corrected', messageId: 'a1', text: HEARD, recognizedText: HEARD });
    expect(restored[0]).toMatchObject({ text: HEARD, recognizedText: null });
    // A panel message is never changed by a correction.
    expect(applyTranscriptCorrection(messages, { type: 'transcript_corrected', messageId: 'p', text: MEANT, recognizedText: 'x' })[1]).toBe(panel);
  });
});
