/**
 * A request that stalls (an upload that stops sending after a few bytes) is answered 408 within
 * REQUEST_TIMEOUT_MS, in the one answer shape, and its connection closed; it holds nothing meanwhile.
 */
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { useHarness } from '../support/harness';

const TIMEOUT_MS = 600;

interface RawAnswer {
  text: string;
  ms: number;
}

/** Opens a connection, sends `head` and `bodyStart`, then sends nothing more; resolves when the server closes it. */
function stalledRequest(port: number, head: string, bodyStart: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(head + bodyStart));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ text, ms: Date.now() - started }));
    // A bound of our own: a server that never answers fails the test instead of hanging it.
    setTimeout(() => socket.destroy(), 15_000).unref();
  });
}

describe('request timeouts (pglite)', () => {
  const h = useHarness('pglite', { env: () => ({ REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) }) });

  it('answers 408 request_timeout to a body that stalls after 9 of 1,000 bytes, and closes its connection', async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (h.app.server.address() as { port: number }).port;
    const head =
      'POST /web-api/private-scenarios/documents HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      'Authorization: Bearer x\r\nContent-Length: 1000\r\n\r\n';
    const stalled = stalledRequest(port, head, '{"data":"');

    // Meanwhile the server answers everyone else.
    const other = await fetch(`http://127.0.0.1:${port}/web-api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com', password: 'wrong password' }),
    });
    expect(other.status).toBe(401);

    const answer = await stalled;
    expect(answer.text.startsWith('HTTP/1.1 408 ')).toBe(true);
    expect(JSON.parse(answer.text.slice(answer.text.indexOf('\r\n\r\n') + 4))).toEqual({
      error: 'request_timeout',
      message: 'The request took too long to arrive.',
    });
    // The timeout, plus at most one of the server's checks (a quarter of it), plus slack for a busy machine.
    expect(answer.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(answer.ms).toBeLessThan(TIMEOUT_MS * 2 + 2000);
  });

  it('takes a request whose body arrives slowly but within the timeout', async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (h.app.server.address() as { port: number }).port;
    const body = JSON.stringify({ email: 'a@example.com', password: 'wrong password' });
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /web-api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 9)}`,
        );
        setTimeout(() => socket.write(body.slice(9)), TIMEOUT_MS / 3);
      });
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(text));
    });
    expect(answer.startsWith('HTTP/1.1 401 ')).toBe(true);
  });

  it('reads REQUEST_TIMEOUT_MS (60 s by default) and refuses a value that would turn it off', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(60_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000' }).requestTimeoutMs).toBe(5000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});
