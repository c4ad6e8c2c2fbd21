import { listProducts } from '../../catalog/products';
import type { Services } from '../../services';
import { userOf } from '../contract';
import { invalidSignature, isVerifiedNotification } from '../paymentCallback';
import { valueOf } from '../refusals';
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
      respond(reply, 'createPayment', 201, valueOf(await payments.create(userOf(request).id, request.body))),
    getPaymentStatus: async (request, reply) =>
      respond(reply, 'getPaymentStatus', 200, valueOf(await payments.status(userOf(request).id, request.params.paymentId))),
    paymentCallback: async (request, reply) => {
      // The signature was checked on the body as received, before the contract's validation (paymentCallbackPlugin).
      if (!isVerifiedNotification(request)) {
        throw invalidSignature();
      }
      return respond(reply, 'paymentCallback', 200, valueOf(await payments.notify(request.body)));
    },
  };
}
