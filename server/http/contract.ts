import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../accounts/authUser';
import fp from 'fastify-plugin';
import openapiGlue from 'fastify-openapi-glue';
import { parse } from 'yaml';
import { unauthorized } from './errors';
import type { OperationHandlers } from './types';

export const CONTRACT_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi/openapi.yaml');

let contract: Record<string, unknown> | null = null;

/**
 * The contract, read and parsed once per process: the glue validates and resolves a copy of it for
 * every app built (a test process builds hundreds).
 */
function contractSpecification(): Record<string, unknown> {
  contract ??= parse(readFileSync(CONTRACT_PATH, 'utf8')) as Record<string, unknown>;
  return contract;
}

/** Kept here for the modules that import it from the HTTP layer; its home is server/accounts/authUser.ts. */
export type { AuthUser };

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
        const user = await options.authenticate(match[1]).catch((err: unknown) => {
          // The token could not be checked (e.g. the database is unreachable): refused, and said why.
          request.log.error({ err }, 'bearer token check failed');
          return null;
        });
        if (!user) throw unauthorized();
        request.user = user;
      },
    };
    // An operation that takes larger bodies than the app's default (an uploaded file) says so with
    // `x-body-limit` (bytes), which the glue copies into the route's schema.
    app.addHook('onRoute', (route) => {
      const limit = (route.schema as Record<string, unknown> | undefined)?.['x-body-limit'];
      if (typeof limit === 'number') route.bodyLimit = limit;
    });
    await app.register(openapiGlue, {
      specification: contractSpecification(),
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
