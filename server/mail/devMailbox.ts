import escapeHtml from 'escape-html';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Outbox, OutboxMail } from './mailer';
import { PRODUCT_NAME } from './templates';

/** Only links a mail of ours could carry become clickable; anything else is shown as text. */
function linkHtml(link: string): string {
  return /^https?:\/\//i.test(link)
    ? `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`
    : escapeHtml(link);
}

function mailHtml(mail: OutboxMail): string {
  return [
    '<article>',
    `<h2>${escapeHtml(mail.subject)}</h2>`,
    `<p>To: ${escapeHtml(mail.to)} · <time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(mail.createdAt)}</time></p>`,
    mail.links.length ? `<ul>${mail.links.map((l) => `<li>${linkHtml(l)}</li>`).join('')}</ul>` : '',
    `<details><summary>Text</summary><pre>${escapeHtml(mail.text)}</pre></details>`,
    '</article>',
  ].join('\n');
}

/** The page: static HTML only (the Content-Security-Policy forbids inline script and style). */
export function renderMailbox(mails: OutboxMail[]): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${PRODUCT_NAME} — dev mailbox</title>`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '</head><body><main>',
    `<h1>${PRODUCT_NAME} — dev mailbox</h1>`,
    '<p>Mails the server kept because no SMTP_URL is configured, newest first. JSON: <a href="/dev/mailbox.json">/dev/mailbox.json</a></p>',
    mails.length ? mails.map(mailHtml).join('\n') : '<p>No mail yet.</p>',
    '</main></body></html>',
  ].join('\n');
}

/**
 * The dev mailbox, registered only in outbox mode: `GET /dev/mailbox` (HTML) and
 * `GET /dev/mailbox.json` (`[{ id, to, subject, text, links, createdAt }]`, newest first).
 */
export const devMailboxPlugin = fp(
  async (app: FastifyInstance, options: { outbox: Outbox }) => {
    app.get('/dev/mailbox', async (_request, reply) => {
      const mails = await options.outbox.list();
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderMailbox(mails));
    });
    app.get('/dev/mailbox.json', async (_request, reply) => {
      const mails = await options.outbox.list();
      return reply
        .header('cache-control', 'no-store')
        .send(mails.map(({ id, to, subject, text, links, createdAt }) => ({ id, to, subject, text, links, createdAt })));
    });
  },
  { name: 'dev-mailbox' },
);
