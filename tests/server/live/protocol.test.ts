import { describe, expect, it } from 'vitest';
import { MAX_FRAME_BYTES } from '../../../openapi/live-protocol';
import { isStatus, isType } from './support/client';
import { chargedInterviews, expectClosed, TWO_PANEL_JOB, useLiveHarness } from './support/liveHarness';

describe('live endpoint: frames, validation and the auth timeout', () => {
  const h = useLiveHarness('pglite', { env: { LIVE_AUTH_TIMEOUT_MS: '400', LOG_LEVEL: 'info' }, logs: true });

  it('drops a connection that sends no start or reconnect in time (1008)', async () => {
    const client = await h.connect();
    expectClosed(await client.closed, 1008, 'authentication timeout');
  });

  it('closes 1009 on a text frame over 64 KiB', async () => {
    const client = await h.connect();
    client.sendRaw(JSON.stringify({ type: 'answer_text', uid: 'x', text: 'a'.repeat(MAX_FRAME_BYTES) }), false);
    expectClosed(await client.closed, 1009);
  });

  it('closes 1009 on a binary frame over 64 KiB, also in a running interview', async () => {
    const user = await h.user();
    const client = await h.connect();
    const uid = client.start(user.accessToken, TWO_PANEL_JOB.id);
    await h.settled(client, uid);
    client.send({ type: 'audio_chunk', uid, seq: 0 });
    client.sendRaw(Buffer.alloc(MAX_FRAME_BYTES + 2), true);
    expectClosed(await client.closed, 1009, 'frame too large');
    // A client's mistake: a warning without a stack, never an error.
    const huge = await h.connect();
    huge.sendRaw(Buffer.alloc(MAX_FRAME_BYTES + 4096), true);
    expectClosed(await huge.closed, 1009);
    await expect.poll(() => h.logs.filter((line) => line.level === 40 && /frame too large/.test(line.msg ?? ''))).toHaveLength(2);
    expect(h.logs.filter((line) => line.level >= 50)).toEqual([]);
    expect(h.logs.some((line) => line.err?.stack)).toBe(false);
    // The interview itself is not lost: it can be resumed.
    const again = await h.connect();
    again.reconnect(user.accessToken, uid);
    expect(await again.next(isStatus('connected'))).toMatchObject({ uid });
  });

  it('accepts a frame of exactly 64 KiB', async () => {
    const user = await h.user();
    const client = await h.connect();
    const uid = client.start(user.accessToken, TWO_PANEL_JOB.id);
    await h.settled(client, uid);
    client.send({ type: 'audio_chunk', uid, seq: 0 });
    client.sendRaw(Buffer.alloc(MAX_FRAME_BYTES), true);
    client.send({ type: 'extend_session', uid });
    await client.flush();
    expect(client.isClosed).toBe(false);
  });

  it('answers garbage with an error message and keeps the connection usable', async () => {
    const user = await h.user();
    const client = await h.connect();
    client.sendRaw('{not json', false);
    expect(await client.next(isType('error'))).toEqual({ type: 'error', message: 'Invalid message: message is not valid JSON' });
    client.send({ type: 'launch_rockets', uid: 'x' });
    client.send({ type: 'answer_text', uid: 'x', text: 'hi', extra: true });
    client.send({ type: 'audio_chunk', uid: 'x', seq: -1 });
    await client.flush();
    const errors = client.ofType('error').map((e) => e.message);
    expect(errors).toHaveLength(4);
    expect(errors[1]).toMatch(/unknown message type/);
    expect(errors[2]).toMatch(/answer_text\.extra is not a field/);
    expect(errors[3]).toMatch(/audio_chunk\.seq/);
    // Messages of a running interview need a start first.
    client.send({ type: 'extend_session', uid: 'x' });
    expect(await client.next((m): m is { type: 'error'; message: string } => m.type === 'error' && /start or reconnect/.test(m.message))).toBeTruthy();
    const uid = client.start(user.accessToken, TWO_PANEL_JOB.id);
    expect(await client.next(isStatus('connected'))).toMatchObject({ uid });
    expect(client.invalid).toEqual([]);
  });

  it('refuses a typed answer with a NUL or half a surrogate pair like any invalid message; the interview goes on', async () => {
    const user = await h.user();
    const client = await h.connect();
    const uid = client.start(user.accessToken, TWO_PANEL_JOB.id);
    await h.settled(client, uid);
    for (const text of ['I know SQL\u0000 well', 'emoji \uD83D cut in half', 'orphan \uDE00 low half']) {
      client.send({ type: 'answer_text', uid, text });
    }
    await client.flush();
    const errors = client.ofType('error').map((e) => e.message);
    expect(errors).toHaveLength(3);
    for (const message of errors) expect(message).toMatch(/^Invalid message: answer_text\.text/);
    expect(client.roles().filter((m) => m.role === 'USER')).toEqual([]);
    // A whole emoji is fine, and the interview carries on.
    await h.answer(client, uid, 'I enjoy building dashboards 📊 with React and TypeScript for product teams.');
    expect(client.isClosed).toBe(false);
    expect(client.roles().filter((m) => m.role === 'USER' && m.isFinal)).toHaveLength(1);
  });

  it('refuses audio without an audio_chunk announcement, messages for another uid, and audio without a recognizer', async () => {
    const user = await h.user();
    const client = await h.connect();
    const uid = client.start(user.accessToken, TWO_PANEL_JOB.id);
    await h.settled(client, uid);
    const from = client.messages.length;
    client.sendRaw(Buffer.alloc(3200), true);
    client.send({ type: 'extend_session', uid: 'someone-else' });
    client.send({ type: 'audio_start', uid });
    client.send({ type: 'audio_chunk', uid, seq: 0 });
    client.sendRaw(Buffer.alloc(3200), true);
    client.send({ type: 'audio_stop', uid });
    await client.flush();
    expect(client.ofType('error', from).map((e) => e.message)).toEqual([
      'A binary frame must follow an audio_chunk message.',
      'This message is for another interview.',
      'Speech recognition is not available on this server: please type your answer.',
    ]);
    // Typed answers still work.
    await h.answer(client, uid, 'I have five years of experience with React and TypeScript.');
    expect(client.roles(from).filter((m) => m.role !== 'USER').length).toBeGreaterThan(0);
    expect(await chargedInterviews(h.db, user.id)).toBe(1);
  });
});
