import type { JWTVerifyGetKey } from 'jose';
import type { AccountService } from './accounts/accounts';
import type { FetchLike } from './accounts/providers';
import type { BackgroundTasks } from './background';
import { listScenarios, type JobScenario } from './catalog/repository';
import type { ServerConfig } from './config';
import type { ConversationService } from './conversations/service';
import type { Queryable } from './db/database';
import type { ReportService } from './evaluation/service';
import type { Mailer } from './mail/mailer';
import type { PaymentService } from './payments/service';
import type { PostingReader } from './postings/reader';
import type { PrivateScenarioService } from './postings/service';

export type { ConversationService } from './conversations/service';

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
  /**
   * A posting reader shared by several apps (its thread loads the extractor once, not per app);
   * its owner closes it, the app does not.
   */
  postingReader?: PostingReader;
}

/** The job catalogue as the HTTP layer reads it. */
export interface ScenarioService {
  list(scenarioType: number): Promise<JobScenario[]>;
}

export function createScenarioService(db: Queryable): ScenarioService {
  return { list: (scenarioType) => listScenarios(db, scenarioType) };
}

/**
 * What the HTTP handlers may call: the app layer's services (server/plugins/app), never the
 * database. Assembled in app.ts once the plugins that create them are registered.
 */
export interface Services {
  config: ServerConfig;
  now: () => Date;
  accounts: AccountService;
  conversations: ConversationService;
  reports: ReportService;
  scenarios: ScenarioService;
  /** The user's own scenarios built from pasted job postings (server/postings). */
  privateScenarios: PrivateScenarioService;
  /** Checkout at the payment provider, its callbacks and status queries (server/payments). */
  payments: PaymentService;
  mailer: Mailer;
  /** Mails sent after the answer; drained when the app closes (and by tests). */
  background: BackgroundTasks;
  /** The live interviews running in this process (server/live). */
  interviews: { endForUser(userId: string): void };
}
