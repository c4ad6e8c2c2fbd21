import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FetchLike } from '../accounts/providers';
import { trustedOrigins } from '../config';
import { isLocalAddress } from '../plugins/external/local';
import { sandboxRoutes } from './sandbox/routes';
import { loadSandboxKeys } from './sandbox/keys';
import { createSelfAddress } from './selfAddress';
import { createPaymentService, type PaymentService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentService;
  }
}

export interface PaymentsPluginOptions {
  /** The HTTP client of calls to the provider and of the sandbox's notifications. */
  fetch?: FetchLike;
}

/**
 * App layer: checkout at the payment provider, and the sandbox provider's own routes when it is the
 * one configured. (The callback's signature check is HTTP: server/http/paymentCallback.ts.) Calls
 * made on demand only: nothing to close.
 */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, options: PaymentsPluginOptions) => {
    const { config, db } = app;
    const sandbox = config.payments.provider === 'sandbox';
    if (sandbox && !isLocalAddress(config.publicUrl)) {
      // The sandbox's checkout grants PRO to whoever presses Pay.
      app.log.warn('PAYMENTS_PROVIDER=sandbox: purchases are paid on the built-in test checkout; set PAYMENTS_PROVIDER=nowpayments in production');
    }
    const payments = createPaymentService({
      config,
      db,
      log: app.logFor('payments'),
      now: app.now,
      self: createSelfAddress(),
      sandboxKeys: sandbox ? await loadSandboxKeys(db) : null,
      fetch: options.fetch,
    });
    payments.self.attach(app.server);
    app.decorate('payments', payments);

    if (sandbox && payments.sandboxKeys) {
      await app.register(sandboxRoutes, {
        db,
        keys: payments.sandboxKeys,
        publicUrl: config.publicUrl,
        returnOrigins: trustedOrigins(config),
        fetch: options.fetch,
      });
    }
  },
  { name: 'payments', fastify: '5.x', dependencies: ['database'] },
);
