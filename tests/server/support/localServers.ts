import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface LocalHttpServer {
  url: string;
  /** Every request received (its body as text), oldest first. */
  requests: Array<{ method: string; url: string; headers: IncomingHttpHeaders; body: string }>;
  close(): Promise<void>;
}

/** A real HTTP server on loopback answering with `handle` (status and JSON body). */
export async function startHttpServer(
  handle: (request: { method: string; url: string; headers: IncomingHttpHeaders; body: string }) => { status: number; body: unknown },
): Promise<LocalHttpServer> {
  const requests: LocalHttpServer['requests'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(request);
      const { status, body } = handle(request);
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface LocalSmtpServer {
  url: string;
  mails: ParsedMail[];
  /** Resolves with the first received mail to `to` (waits for it). */
  mailTo(to: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback (no TLS, no auth) that parses every mail it receives. */
export async function startSmtpServer(): Promise<LocalSmtpServer> {
  const mails: ParsedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const find = (to: string) =>
    mails.find((m) => {
      const value = m.to;
      const list = Array.isArray(value) ? value : value ? [value] : [];
      return list.some((a) => a.value.some((v) => v.address?.toLowerCase() === to.toLowerCase()));
    });
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async mailTo(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = find(to);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
