import type { FastifyReply } from 'fastify';
import type { OperationHandlers } from '../types';

/**
 * Operations of the contract that a later issue implements (products and payments). Until then each answers 501 with the contract's error shape.
 */
type Pending =
  | 'getProducts'
  | 'createPayment'
  | 'getPaymentStatus'
  | 'paymentCallback';

function notImplemented(operationId: Pending) {
  return async (_request: unknown, reply: FastifyReply) =>
    reply.code(501).send({ error: 'not_implemented', message: `${operationId} is not implemented on this server yet.` });
}

export function notImplementedHandlers(): Pick<OperationHandlers, Pending> {
  return {
    getProducts: notImplemented('getProducts'),
    createPayment: notImplemented('createPayment'),
    getPaymentStatus: notImplemented('getPaymentStatus'),
    paymentCallback: notImplemented('paymentCallback'),
  };
}
