import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOutboxMailer, createSmtpMailer, type Mailer } from '../../mail/mailer';
import { isLocalAddress } from './local';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailerPluginOptions {
  /** A mailer to use instead of SMTP/outbox (tests). */
  mailer?: Mailer;
}

/** External layer: SMTP with `SMTP_URL`, else the outbox in the database (read by the dev mailbox). */
export const mailerPlugin = fp(
  async (app: FastifyInstance, options: MailerPluginOptions) => {
    const { config } = app;
    const mailer =
      options.mailer ??
      (config.smtpUrl
        ? createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom })
        : createOutboxMailer({ db: app.db, log: app.logFor('mail') }));
    if (mailer.kind === 'outbox' && !isLocalAddress(config.publicUrl)) {
      // The dev mailbox shows every verification and reset link to whoever can reach the server.
      app.log.warn('no SMTP_URL: mails are kept in the outbox and readable by anyone at /dev/mailbox; set SMTP_URL in production');
    }
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer', fastify: '5.x', dependencies: ['database'] },
);
