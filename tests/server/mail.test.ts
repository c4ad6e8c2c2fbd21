import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../../server/mail/mailer';
import { renderMailbox } from '../../server/mail/devMailbox';
import { PASSWORD, login, mailbox, register, uniqueEmail, verify } from './support/accounts';
import { backends } from './support/databases';
import { LOGIN_REDIRECT, PUBLIC_URL, useHarness } from './support/harness';
import { startSmtpServer, type LocalSmtpServer } from './support/localServers';

function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}

describe.each(backends())('mail through a real local SMTP server (%s)', (backend) => {
  let smtp: LocalSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp.close());

  const h = useHarness(backend, { env: () => ({ SMTP_URL: smtp.url, MAIL_FROM: 'JobTalk AI <no-reply@jobtalk.test>' }) });

  it('register → the mail arrives with a text and an HTML body → its link key verifies the account', async () => {
    const email = uniqueEmail('smtp');
    const { response } = await register(h.app, { email, name: 'Ada Lovelace' });
    expect(response.statusCode).toBe(201);

    const mail = await smtp.mailTo(email);
    expect(mail.subject).toContain('JobTalk AI');
    expect(mail.from?.value[0].address).toBe('no-reply@jobtalk.test');
    expect(mail.text).toContain('Hello Ada');
    expect(typeof mail.html).toBe('string');
    const link = linksIn(mail.text ?? '').find((l) => l.includes('/jobtalkai/verify-email?'));
    expect(link).toBeDefined();
    expect(link!.startsWith(`${PUBLIC_URL}/jobtalkai/verify-email?key=`)).toBe(true);
    expect(mail.html as string).toContain('href="');
    const url = new URL(link!);
    expect(url.searchParams.get('redirectUri')).toBe(LOGIN_REDIRECT);

    expect((await login(h.app, email)).statusCode).toBe(401);
    expect((await verify(h.app, url.searchParams.get('key')!)).statusCode).toBe(200);
    expect((await login(h.app, email, PASSWORD)).statusCode).toBe(200);
  });

  it('sends the password reset link by SMTP', async () => {
    const email = uniqueEmail('reset');
    await register(h.app, { email });
    await h.db.query('UPDATE users SET email_verified_at = now() WHERE email = $1', [email]);
    await h.app.inject({ method: 'POST', url: '/web-api/auth/forgot-password', payload: { email } });
    await h.app.services.background.drain();
    const resets = smtp.mails.filter(
      (m) => (m.text ?? '').includes('/jobtalkai/reset-password?token=') && JSON.stringify(m.to).includes(email),
    );
    expect(resets).toHaveLength(1);
    const link = linksIn(resets[0].text ?? '').find((l) => l.includes('/jobtalkai/reset-password?token='))!;
    const token = new URL(link).searchParams.get('token')!;
    const reset = await h.app.inject({
      method: 'POST',
      url: '/web-api/auth/reset-password',
      payload: { token, newPassword: 'brand new pass 1', confirmPassword: 'brand new pass 1' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(h.app, email, 'brand new pass 1')).statusCode).toBe(200);
  });

  it('keeps nothing in the outbox and serves no dev mailbox in SMTP mode', async () => {
    await register(h.app);
    expect((await h.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    expect(await h.db.query('SELECT 1 FROM outbox_mail')).toHaveLength(0);
  });

  it('still registers when the SMTP server is down (the mail can be resent from /check-email)', async () => {
    const down = await h.sibling({ SMTP_URL: 'smtp://127.0.0.1:9' });
    const { response } = await register(down);
    expect(response.statusCode).toBe(201);
  });
});

describe.each(backends())('outbox and dev mailbox (%s)', (backend) => {
  const h = useHarness(backend);

  it('lists kept mails newest first as JSON with id, to, subject, text, links, createdAt', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await register(h.app, { email: first });
    await register(h.app, { email: second });
    const mails = await mailbox(h.app);
    expect(mails.map((m) => m.to)).toEqual([second, first]);
    expect(Object.keys(mails[0]).sort()).toEqual(['createdAt', 'id', 'links', 'subject', 'text', 'to']);
    expect(mails[0].links[0]).toContain('/jobtalkai/verify-email?key=');
    expect(Number.isNaN(Date.parse(mails[0].createdAt))).toBe(false);
  });

  it('serves an HTML page listing the mails with clickable links, no script, under the CSP', async () => {
    const email = uniqueEmail('html');
    await register(h.app, { email, name: '<script>alert(1)</script>' });
    const response = await h.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    expect(html).toContain(email);
    expect(html).toContain('Verify your email for JobTalk AI');
    expect(html).toMatch(/<a href="http:\/\/jobtalk\.test\/jobtalkai\/verify-email\?key=[^"]+&amp;redirectUri=/);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('renders an empty mailbox', () => {
    expect(renderMailbox([])).toContain('No mail yet.');
  });
});

describe.each(backends())('the outbox mailer (%s)', (backend) => {
  const h = useHarness(backend);

  it('stores each mail with its links and prints the links to the log at info level', async () => {
    const lines: Array<{ obj: Record<string, unknown>; msg: string }> = [];
    const log = {
      info: (obj: Record<string, unknown>, msg: string) => lines.push({ obj, msg }),
    } as unknown as FastifyBaseLogger;
    const mailer = createOutboxMailer({ db: h.db, log });
    await mailer.send({
      to: 'someone@example.com',
      subject: 'Hello',
      text: 'Open https://jobtalk.test/x',
      html: '<p>Open</p>',
      links: ['https://jobtalk.test/x'],
    });
    expect(lines).toHaveLength(1);
    expect(lines[0].msg).toContain('https://jobtalk.test/x');
    expect(lines[0].obj).toMatchObject({ to: 'someone@example.com', links: ['https://jobtalk.test/x'] });
    const [stored] = await mailer.outbox!.list();
    expect(stored).toMatchObject({ to: 'someone@example.com', subject: 'Hello', links: ['https://jobtalk.test/x'], html: '<p>Open</p>' });
  });
});
