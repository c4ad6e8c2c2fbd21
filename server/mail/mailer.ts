import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { insertOutboxMail, listOutboxMail, type OutboxMail } from './repository';

/** One mail: a plain-text and an HTML body, and the links it carries (kept by the outbox). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** A mail kept by the outbox, as the dev mailbox shows it. */
export type { OutboxMail };

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

/**
 * The embedded default: each mail is stored in `outbox_mail` and its links are printed to the log, so
 * a fresh install works without any mail server; the dev mailbox lists them.
 */
export function createOutboxMailer(options: { db: Database; log: FastifyBaseLogger }): Mailer {
  const { db, log } = options;
  const outbox: Outbox = {
    list: (limit = 200) => listOutboxMail(db, limit),
  };
  return {
    kind: 'outbox',
    outbox,
    async send(mail) {
      await insertOutboxMail(db, mail);
      log.info({ to: mail.to, subject: mail.subject, links: mail.links }, `mail kept in the outbox: ${mail.links.join(' ')}`);
    },
    async close() {},
  };
}
