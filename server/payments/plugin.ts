import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FetchLike } from '../accounts/providers';
import { trustedOrigins, type ServerConfig } from '../config';
import type { Database } from '../db/database';
import { ApiError } from '../http/errors';
import { sandboxRoutes } from './sandbox/routes';
import { CALLBACK_PATH, type PaymentService } from './service';
import { SIGNATURE_HEADER, verifyNotification } from './signature';

/** Requests to the callback whose signature matched the body as it was received. */
const verified = new WeakSet<FastifyRequest>();

export function isVerifiedNotification(request: FastifyRequest): boolean {
  return verified.has(request);
}

export interface PaymentsPluginOptions {
  config: ServerConfig;
  db: Database;
  payments: PaymentService;
  fetch?: FetchLike;
}

/**
 * Registered before the contract's routes: checks the callback's signature on the parsed body before
 * the contract's validation runs — validation coerces types in place, and the provider signed what
 * it sent, every field included — and serves the sandbox provider when it is the one configured.
 */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, options: PaymentsPluginOptions) => {
    const { config, db, payments } = options;
    payments.self.attach(app.server);

    app.addHook('preValidation', async (request) => {
      if (request.method !== 'POST' || request.routeOptions.url !== CALLBACK_PATH) return;
      const header = request.headers[SIGNATURE_HEADER];
      if (!verifyNotification(request.body, typeof header === 'string' ? header : undefined, payments.ipnSecret)) {
        request.log.warn({ signed: typeof header === 'string' }, 'payment notification refused: missing or wrong signature');
        throw new ApiError(401, 'invalid_signature', 'The notification signature is missing or wrong.');
      }
      verified.add(request);
    });

    if (config.payments.provider === 'sandbox' && payments.sandboxKeys) {
      await app.register(sandboxRoutes, {
        db,
        keys: payments.sandboxKeys,
        publicUrl: config.publicUrl,
        returnOrigins: trustedOrigins(config),
        fetch: options.fetch,
      });
    }
  },
  { name: 'payments' },
);
