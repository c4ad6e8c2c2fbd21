import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';

/** One mail: a plain-text and an HTML body, and the links it carries (kept by the outbox). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** A mail kept by the outbox, as the dev mailbox shows it. */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

export interface Outbox {
  /** Newest first. */
  list(limit?: number): Promise<OutboxMail[]>;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Set in outbox mode (no SMTP_URL): where the dev mailbox reads the mails from. */
  readonly outbox: Outbox | null;
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

/** SMTP through `SMTP_URL` (e.g. `smtp://user:pass@host:587`, `smtps://…`). */
export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    kind: 'smtp',
    outbox: null,
    async send(mail) {
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    async close() {
      transport.close();
    },
  };
}

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  links: string[];
  created_at: Date;
}

/**
 * The embedded default: each mail is stored in `outbox_mail` and its links are printed to the log, so
 * a fresh install works without any mail server; the dev mailbox lists them.
 */
export function createOutboxMailer(options: { db: Database; log: FastifyBaseLogger }): Mailer {
  const { db, log } = options;
  const outbox: Outbox = {
    async list(limit = 200) {
      const rows = await db.query<OutboxRow>(
        `SELECT id, to_address, subject, text_body, html_body, links, created_at FROM outbox_mail
         ORDER BY created_at DESC, id DESC LIMIT $1`,
        [limit],
      );
      return rows.map((row) => ({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        links: row.links,
        createdAt: new Date(row.created_at).toISOString(),
      }));
    },
  };
  return {
    kind: 'outbox',
    outbox,
    async send(mail) {
      await db.query(
        `INSERT INTO outbox_mail (to_address, subject, text_body, html_body, links, created_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, clock_timestamp())`,
        [mail.to, mail.subject, mail.text, mail.html, JSON.stringify(mail.links)],
      );
      log.info({ to: mail.to, subject: mail.subject, links: mail.links }, `mail kept in the outbox: ${mail.links.join(' ')}`);
    },
    async close() {},
  };
}
