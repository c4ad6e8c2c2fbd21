import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CALLBACK_PATH } from '../payments/service';
import { SIGNATURE_HEADER, verifyNotification } from '../payments/signature';
import { ApiError } from './errors';

/** Requests to the callback whose signature matched the body as it was received. */
const verified = new WeakSet<FastifyRequest>();

export function isVerifiedNotification(request: FastifyRequest): boolean {
  return verified.has(request);
}

export const invalidSignature = () => new ApiError(401, 'invalid_signature', 'The notification signature is missing or wrong.');

/**
 * Registered before the contract's routes: checks the payment callback's signature on the parsed
 * body before the contract's validation runs — validation coerces types in place, and the provider
 * signed what it sent, every field included.
 */
export const paymentCallbackPlugin = fp(
  async (app: FastifyInstance, options: { ipnSecret: string }) => {
    app.addHook('preValidation', async (request) => {
      if (request.method !== 'POST' || request.routeOptions.url !== CALLBACK_PATH) return;
      const header = request.headers[SIGNATURE_HEADER];
      if (!verifyNotification(request.body, typeof header === 'string' ? header : undefined, options.ipnSecret)) {
        request.log.warn({ signed: typeof header === 'string' }, 'payment notification refused: missing or wrong signature');
        throw invalidSignature();
      }
      verified.add(request);
    });
  },
  { name: 'payment-callback', fastify: '5.x' },
);
