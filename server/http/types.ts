import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../openapi/schema.gen';

/** Operation ids of the contract. */
export type OperationId = keyof operations;

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : undefined;
type Params<K extends OperationId> = operations[K]['parameters'];

export type RequestBody<K extends OperationId> = operations[K] extends { requestBody?: infer R }
  ? JsonOf<NonNullable<R>> | (undefined extends R ? undefined : never)
  : undefined;
export type QueryOf<K extends OperationId> = Params<K> extends { query?: infer Q } ? NonNullable<Q> : never;
export type PathOf<K extends OperationId> = Params<K> extends { path?: infer P } ? NonNullable<P> : never;
export type HeadersOf<K extends OperationId> = Params<K> extends { header?: infer H } ? NonNullable<H> : never;

/** The JSON body of one response of an operation. */
export type ResponseBody<K extends OperationId, S extends keyof operations[K]['responses']> = JsonOf<
  operations[K]['responses'][S]
>;

export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Body: RequestBody<K>;
  Querystring: QueryOf<K>;
  Params: PathOf<K>;
  Headers: HeadersOf<K>;
}>;

/** A handler of one operation of the contract, registered by its operationId. */
export type OperationHandler<K extends OperationId> = (
  request: OperationRequest<K>,
  reply: FastifyReply,
) => Promise<unknown>;

export type OperationHandlers = { [K in OperationId]: OperationHandler<K> };

/** Sends a response whose status and body are checked against the contract at compile time. */
export function respond<K extends OperationId, S extends keyof operations[K]['responses'] & number>(
  reply: FastifyReply,
  _operation: K,
  status: S,
  body: ResponseBody<K, S>,
): FastifyReply {
  // The status is checked above; fastify's own reply typing cannot follow a generic status code.
  const sent: FastifyReply = reply.code(status as number);
  return body === undefined ? sent.send() : sent.send(body as unknown);
}
