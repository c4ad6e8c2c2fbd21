/**
 * The candidate corrects the transcript of their latest final answer (issue 19; LIVE-PROTOCOL
 * `correct_transcript`): idle → editing → saving → idle. The editor opens on the message's text; Save
 * with a blank text says so, with the same text closes without asking anything; otherwise the parent
 * is asked to send it (action `submit`, by default `sendParent`) and the editor waits for the server's
 * answer, which the parent forwards (`correction.accepted` / `correction.refused`), at most
 * `CORRECTION_ACK_TIMEOUT_MS`. The next answer starting closes it (`correction.close`). No I/O here: the
 * messages themselves are the parent's.
 */
import { assign, sendParent, setup } from 'xstate';
import { CORRECTION_ACK_TIMEOUT_MS } from '../shared/constants';
import type { UiText } from '../shared/text';
import type { AnswerCorrectionEvent, AnswerCorrectionSubmit } from './answerCorrection.events';

export type { AnswerCorrectionEvent, AnswerCorrectionSubmit };

export interface AnswerCorrectionContext {
  /** The `USER` message being corrected (null while idle). */
  messageId: string | null;
  /** Its text when the editor opened. */
  original: string;
  /** The text last saved (kept when the server refuses it, so nothing typed is lost). */
  draft: string;
  /** Why the last save did not go through. */
  error: UiText | null;
}

const EMPTY: UiText = { key: 'correction.empty' };
const NOT_CONFIRMED: UiText = { key: 'correction.notConfirmed' };

const closed = { messageId: null, original: '', draft: '', error: null } satisfies AnswerCorrectionContext;

export const answerCorrectionMachine = setup({
  types: {
    context: {} as AnswerCorrectionContext,
    events: {} as AnswerCorrectionEvent,
  },
  actions: {
    /** Ask the parent to send the correction; tests replace it with a recorder. */
    submit: sendParent((_, params: AnswerCorrectionSubmit) => params),
  },
  guards: {
    isBlank: ({ event }) => event.type === 'correction.save' && event.text.trim() === '',
    isUnchanged: ({ context, event }) => event.type === 'correction.save' && event.text.trim() === context.original.trim(),
    isThisAnswer: ({ context, event }) =>
      (event.type === 'correction.accepted' || event.type === 'correction.refused') && event.messageId === context.messageId,
  },
  delays: {
    correctionAckTimeout: CORRECTION_ACK_TIMEOUT_MS,
  },
}).createMachine({
  id: 'answerCorrection',
  description: "The editor of the candidate's latest answer: closed, open, or waiting for the server to store the correction.",
  initial: 'idle',
  context: closed,
  on: {
    'correction.close': { target: '.idle', actions: assign(closed) },
  },
  states: {
    idle: {
      description: 'No editor; the latest final answer shows its edit action.',
      on: {
        'correction.edit': {
          target: 'editing',
          actions: assign(({ event }) => ({ messageId: event.messageId, original: event.text, draft: event.text, error: null })),
        },
      },
    },
    editing: {
      description: 'The editor is open on the answer: Save (Enter) or Cancel (Escape).',
      on: {
        'correction.save': [
          { guard: 'isBlank', actions: assign({ error: EMPTY }) },
          { guard: 'isUnchanged', target: 'idle', actions: assign(closed) },
          { target: 'saving', actions: assign(({ event }) => ({ draft: event.text.trim(), error: null })) },
        ],
        'correction.cancel': { target: 'idle', actions: assign(closed) },
      },
    },
    saving: {
      description: 'Sent: waiting for the server to store the correction (or to refuse it).',
      entry: { type: 'submit', params: ({ context }) => ({ type: 'correction.submit' as const, messageId: context.messageId ?? '', text: context.draft }) },
      on: {
        'correction.accepted': { guard: 'isThisAnswer', target: 'idle', actions: assign(closed) },
        'correction.refused': {
          guard: 'isThisAnswer',
          target: 'editing',
          actions: assign({ error: ({ event }) => (event.type === 'correction.refused' ? event.error : null) }),
        },
      },
      after: {
        correctionAckTimeout: { target: 'editing', actions: assign({ error: NOT_CONFIRMED }) },
      },
    },
  },
});
