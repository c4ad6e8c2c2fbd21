import { describe, expect, it } from 'vitest';
import {
  isNoSessionsReason,
  MAX_ANSWER_TEXT,
  MAX_CORRECTION_TEXT,
  normalizeIsFinal,
  parseClientMessage,
  parseServerMessage,
  type ClientMessage,
  type ServerMessage,
} from '../../openapi/live-protocol';

const uid = 'b6f1c1f2-5a1e-4a55-9d1c-0a3f3f3f3f3f';

const validClient: ClientMessage[] = [
  { type: 'start', uid, script: 'job_talk', scenarioType: 0, token: 'jwt', data: { jobId: 'frontend-react' } },
  { type: 'audio_start', uid },
  { type: 'audio_chunk', uid, seq: 0 },
  { type: 'audio_stop', uid },
  { type: 'answer_text', uid, text: 'I led the migration to TypeScript.' },
  { type: 'end_interview', uid },
  { type: 'extend_session', uid },
  { type: 'reconnect', uid, token: 'jwt' },
  { type: 'correct_transcript', uid, messageId: 'u1', text: 'I work with React and TypeScript.' },
];

const validServer: ServerMessage[] = [
  { type: 'status', code: 200, message: 'Connected', status: 'connected', uid },
  { type: 'status', code: 200, message: 'Done', status: 'interview_complete', uid, reportId: 'r1' },
  {
    type: 'role',
    id: 'm1',
    role: 'Engineering Manager',
    sender: 'Maria Chen',
    senderId: 'p2',
    text: 'Welcome!',
    timestamp: '2026-11-22T10:00:00.000Z',
    isFinal: true,
    typing: false,
    audio: 'AAECAw==',
  },
  { type: 'typing', senderId: 'p2', isTyping: true },
  { type: 'system', cmd: 'end', report_id: 'r1' },
  { type: 'inactivity_warning', secondsRemaining: 25 },
  { type: 'error', message: 'Please connect to the server before recording' },
  { type: 'transcript_corrected', messageId: 'u1', text: 'React and TypeScript', recognizedText: 'react and tide has crept' },
  { type: 'correction_refused', messageId: 'u1', message: 'Only your latest answer can be corrected here.' },
];

describe('live protocol validators', () => {
  it.each(validClient)('accepts a valid client message: $type', (message) => {
    expect(parseClientMessage(JSON.stringify(message))).toEqual({ ok: true, value: message });
  });

  it.each(validServer)('accepts a valid server message: $type', (message) => {
    expect(parseServerMessage(message)).toEqual({ ok: true, value: message });
  });

  it('refuses what is not a JSON object', () => {
    expect(parseClientMessage('{not json')).toEqual({ ok: false, error: 'message is not valid JSON' });
    expect(parseClientMessage('[1,2]')).toMatchObject({ ok: false });
    expect(parseClientMessage('null')).toMatchObject({ ok: false });
    expect(parseClientMessage(42)).toMatchObject({ ok: false });
  });

  it('refuses unknown types, a server type sent by a client, and the reverse', () => {
    expect(parseClientMessage({ type: 'shutdown', uid })).toMatchObject({ ok: false });
    expect(parseClientMessage({ type: 'status', code: 200, message: '', status: '', uid })).toMatchObject({ ok: false });
    expect(parseServerMessage({ type: 'audio_stop', uid })).toMatchObject({ ok: false });
  });

  it('names the field that is wrong', () => {
    const missing = parseClientMessage({ type: 'start', uid, script: 'job_talk', scenarioType: 0, data: { jobId: 'x' } });
    expect(missing).toEqual({ ok: false, error: 'start.token is required (a token string)' });
    const wrongScript = parseClientMessage({ ...validClient[0], script: 'other' });
    expect(wrongScript).toMatchObject({ ok: false, error: expect.stringContaining('start.script') });
    const wrongType = parseClientMessage({ ...validClient[0], scenarioType: 1 });
    expect(wrongType).toMatchObject({ ok: false, error: expect.stringContaining('start.scenarioType') });
    const noJob = parseClientMessage({ ...validClient[0], data: {} });
    expect(noJob).toMatchObject({ ok: false, error: expect.stringContaining('start.data') });
  });

  it('refuses extra fields, bad sequence numbers, empty answers and oversize texts', () => {
    expect(parseClientMessage({ type: 'audio_stop', uid, extra: 1 })).toMatchObject({ ok: false });
    expect(parseClientMessage({ type: 'audio_chunk', uid, seq: -1 })).toMatchObject({ ok: false });
    expect(parseClientMessage({ type: 'audio_chunk', uid, seq: 1.5 })).toMatchObject({ ok: false });
    expect(parseClientMessage({ type: 'answer_text', uid, text: '' })).toMatchObject({ ok: false });
    expect(parseClientMessage({ type: 'answer_text', uid, text: 'x'.repeat(16_001) })).toMatchObject({ ok: false });
    expect(parseClientMessage({ type: 'audio_start', uid: '' })).toMatchObject({ ok: false });
  });

  it('refuses server messages with wrong field types', () => {
    expect(parseServerMessage({ ...validServer[2], isFinal: 'yes' })).toMatchObject({ ok: false });
    expect(parseServerMessage({ ...validServer[2], timestamp: 'yesterday' })).toMatchObject({ ok: false });
    expect(parseServerMessage({ ...validServer[2], audio: 'not base64!' })).toMatchObject({ ok: false });
    expect(parseServerMessage({ type: 'inactivity_warning', secondsRemaining: 'soon' })).toMatchObject({ ok: false });
    expect(parseServerMessage({ type: 'system', cmd: 'pause', report_id: 'r' })).toMatchObject({ ok: false });
  });
});

describe('correct_transcript (a final answer corrected by the candidate)', () => {
  const correction = { type: 'correct_transcript', uid, messageId: 'u1', text: 'React and TypeScript' };

  it('takes a text of up to MAX_CORRECTION_TEXT characters, as long as a typed answer', () => {
    expect(MAX_CORRECTION_TEXT).toBe(MAX_ANSWER_TEXT);
    expect(parseClientMessage({ ...correction, text: 'x'.repeat(MAX_CORRECTION_TEXT) })).toMatchObject({ ok: true });
    expect(parseClientMessage({ ...correction, text: 'x'.repeat(MAX_CORRECTION_TEXT + 1) })).toEqual({
      ok: false,
      error: `correct_transcript.text must be a text of 1 to ${MAX_CORRECTION_TEXT} characters, not only spaces, without NUL or broken characters`,
    });
  });

  it('refuses an empty or blank text, a text that cannot be stored, and a missing or empty message id', () => {
    expect(parseClientMessage({ ...correction, text: '' })).toMatchObject({ ok: false, error: expect.stringContaining('correct_transcript.text') });
    expect(parseClientMessage({ ...correction, text: ' \n\t ' })).toMatchObject({ ok: false, error: expect.stringContaining('correct_transcript.text') });
    expect(parseClientMessage({ ...correction, text: 'React\u0000' })).toMatchObject({ ok: false });
    expect(parseClientMessage({ ...correction, text: 'React \uD800' })).toMatchObject({ ok: false });
    expect(parseClientMessage({ ...correction, messageId: '' })).toMatchObject({ ok: false, error: expect.stringContaining('correct_transcript.messageId') });
    const { messageId: _dropped, ...withoutId } = correction;
    expect(parseClientMessage(withoutId)).toEqual({ ok: false, error: 'correct_transcript.messageId is required (a message id)' });
    expect(parseClientMessage({ ...correction, recognizedText: 'x' })).toMatchObject({ ok: false });
  });

  it('has the server acknowledge with the corrected and the recognised text, or refuse with a message', () => {
    expect(parseServerMessage({ type: 'transcript_corrected', messageId: 'u1', text: ' ', recognizedText: 'x' })).toMatchObject({ ok: false });
    expect(parseServerMessage({ type: 'transcript_corrected', messageId: 'u1', text: 'React' })).toMatchObject({ ok: false });
    expect(parseServerMessage({ type: 'correction_refused', messageId: 'u1', message: '' })).toMatchObject({ ok: false });
    // A refusal may name no message (the candidate sent an id the server does not know as theirs).
    expect(parseServerMessage({ type: 'correction_refused', messageId: '', message: 'No.' })).toMatchObject({ ok: true });
    // A server message is not a client's, nor the reverse.
    expect(parseClientMessage({ type: 'transcript_corrected', messageId: 'u1', text: 'a', recognizedText: 'b' })).toMatchObject({ ok: false });
    expect(parseServerMessage(correction)).toMatchObject({ ok: false });
  });
});

describe('isFinal normalisation (spec §3)', () => {
  it.each([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ['true', true],
    ['YES', true],
    ['1', true],
    ['false', false],
    ['no', false],
    [undefined, false],
    [null, false],
  ])('%s → %s', (input, expected) => {
    expect(normalizeIsFinal(input)).toBe(expected);
  });
});

describe('close reasons', () => {
  it('tells "no available sessions" from other 1008 reasons', () => {
    expect(isNoSessionsReason('no available sessions')).toBe(true);
    expect(isNoSessionsReason('No available sessions left')).toBe(true);
    expect(isNoSessionsReason('authentication required')).toBe(false);
  });
});
