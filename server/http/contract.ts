import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import openapiGlue from 'fastify-openapi-glue';
import { unauthorized } from './errors';
import type { OperationHandlers } from './types';

export const CONTRACT_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi/openapi.yaml');

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  /** The refresh-token family this access token was issued for (its `sid` claim): this device's session. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of a request to an operation with `security: bearerAuth`. */
    user: AuthUser | null;
  }
}

export interface ContractOptions {
  handlers: OperationHandlers;
  /** Resolves a bearer token to its user, or throws/returns null when it is not acceptable. */
  authenticate: (token: string) => Promise<AuthUser | null>;
}

/** Routes, request validation and response serialisation all come from `openapi/openapi.yaml`. */
export const contractPlugin = fp(
  async (app: FastifyInstance, options: ContractOptions) => {
    app.decorateRequest('user', null);
    const securityHandlers = {
      async bearerAuth(request: FastifyRequest) {
        const header = request.headers.authorization ?? '';
        const match = /^Bearer\s+(\S+)$/i.exec(header);
        if (!match) throw unauthorized();
        const user = await options.authenticate(match[1]).catch(() => null);
        if (!user) throw unauthorized();
        request.user = user;
      },
    };
    await app.register(openapiGlue, {
      specification: CONTRACT_PATH,
      serviceHandlers: options.handlers,
      securityHandlers,
    });
  },
  { name: 'contract' },
);

/** The user of an operation that declares bearerAuth (the security handler has run). */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
