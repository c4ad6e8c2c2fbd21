import { listProducts } from '../../catalog/products';
import { isVerifiedNotification } from '../../payments/plugin';
import type { Services } from '../../services';
import { userOf } from '../contract';
import { ApiError } from '../errors';
import { respond, type OperationHandlers } from '../types';

/** Tags `products` and `payments`: what is on sale, checkout at the provider, and the provider's callback. */
export function paymentHandlers({ payments }: Services): Pick<
  OperationHandlers,
  'getProducts' | 'createPayment' | 'getPaymentStatus' | 'paymentCallback'
> {
  return {
    getProducts: async (request, reply) =>
      respond(reply, 'getProducts', 200, { products: listProducts({ type: request.query?.type, currency: request.query?.currency }) }),
    createPayment: async (request, reply) =>
      respond(reply, 'createPayment', 201, await payments.create(userOf(request).id, request.body)),
    getPaymentStatus: async (request, reply) =>
      respond(reply, 'getPaymentStatus', 200, await payments.status(userOf(request).id, request.params.paymentId)),
    paymentCallback: async (request, reply) => {
      // The signature was checked on the body as received, before the contract's validation (paymentsPlugin).
      if (!isVerifiedNotification(request)) {
        throw new ApiError(401, 'invalid_signature', 'The notification signature is missing or wrong.');
      }
      return respond(reply, 'paymentCallback', 200, await payments.notify(request.body));
    },
  };
}
