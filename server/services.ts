import type { FastifyBaseLogger } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import { createAccessTokens } from './accounts/accessTokens';
import { createAccountService, type AccountService } from './accounts/accounts';
import { createAppleVerifier, createGoogleUserinfo, type FetchLike } from './accounts/providers';
import { deriveSecret, loadSigningKey } from './accounts/signingKey';
import { createBackgroundTasks, type BackgroundTasks } from './background';
import type { ServerConfig } from './config';
import { listUserConversations, type ConversationView } from './conversations/repository';
import type { Database } from './db/database';
import { createReportService, type ReportService } from './evaluation/service';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer';
import { loadSandboxKeys } from './payments/sandbox/keys';
import { createSelfAddress } from './payments/selfAddress';
import { createPaymentService, type PaymentService } from './payments/service';

/** Replacements for external adapters and the clock (tests point them at local servers). */
export interface ServiceOverrides {
  /** The clock every expiry and allowance period is measured with. */
  now?: () => Date;
  /** The HTTP client of outgoing calls (Google userinfo, the payment provider, the sandbox's notifications). */
  fetch?: FetchLike;
  /** A mailer to use instead of SMTP/outbox. */
  mailer?: Mailer;
  /** Apple's signing keys instead of the remote JWKS at `config.apple.jwksUrl`. */
  appleKeySet?: JWTVerifyGetKey;
}

export interface ConversationService {
  listForUser(userId: string, scenarioTypes: readonly number[]): Promise<ConversationView[]>;
}

export interface Services {
  config: ServerConfig;
  db: Database;
  now: () => Date;
  accounts: AccountService;
  conversations: ConversationService;
  reports: ReportService;
  /** Checkout at the payment provider, its callbacks and status queries (server/payments). */
  payments: PaymentService;
  mailer: Mailer;
  background: BackgroundTasks;
  /** Waits for background work (mails) and closes the adapters; the database is closed by its owner. */
  close(): Promise<void>;
}

export interface CreateServicesOptions {
  config: ServerConfig;
  db: Database;
  log: FastifyBaseLogger;
  overrides?: ServiceOverrides;
}

export async function createServices({ config, db, log, overrides = {} }: CreateServicesOptions): Promise<Services> {
  const now = overrides.now ?? (() => new Date());
  const mailer =
    overrides.mailer ??
    (config.smtpUrl ? createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }) : createOutboxMailer({ db, log }));
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(new URL(config.publicUrl).hostname);
  if (mailer.kind === 'outbox' && !local) {
    // The dev mailbox shows every verification and reset link to whoever can reach the server.
    log.warn('no SMTP_URL: mails are kept in the outbox and readable by anyone at /dev/mailbox; set SMTP_URL in production');
  }
  if (config.payments.provider === 'sandbox' && !local) {
    // The sandbox's checkout grants PRO to whoever presses Pay.
    log.warn('PAYMENTS_PROVIDER=sandbox: purchases are paid on the built-in test checkout; set PAYMENTS_PROVIDER=nowpayments in production');
  }
  const background = createBackgroundTasks(log);
  const signingKey = await loadSigningKey(db, config.jwtPrivateKey);
  const accessTokens = createAccessTokens(signingKey, config.accessTokenTtlSeconds, now);

  const accounts = createAccountService({
    config,
    db,
    log,
    mailer,
    accessTokens,
    background,
    now,
    rotationSecret: deriveSecret(signingKey, 'refresh-token-successor'),
    googleUserinfo: config.google.clientId
      ? createGoogleUserinfo({
          userinfoUrl: config.google.userinfoUrl,
          tokeninfoUrl: config.google.tokeninfoUrl,
          clientId: config.google.clientId,
          fetch: overrides.fetch ?? fetch,
        })
      : null,
    appleVerify: config.apple.clientId
      ? createAppleVerifier({
          jwksUrl: config.apple.jwksUrl,
          issuer: config.apple.issuer,
          clientId: config.apple.clientId,
          now,
          keySet: overrides.appleKeySet,
        })
      : null,
  });

  const conversations: ConversationService = {
    listForUser: (userId, scenarioTypes) => listUserConversations(db, userId, scenarioTypes),
  };

  const payments = createPaymentService({
    config,
    db,
    log,
    now,
    self: createSelfAddress(),
    sandboxKeys: config.payments.provider === 'sandbox' ? await loadSandboxKeys(db) : null,
    fetch: overrides.fetch,
  });

  return {
    config,
    db,
    now,
    accounts,
    conversations,
    reports: createReportService({ db, now }),
    payments,
    mailer,
    background,
    async close() {
      await background.drain();
      await mailer.close();
    },
  };
}
