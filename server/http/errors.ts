import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** An error a client is meant to see: HTTP status, stable code and a human message. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const unauthorized = (message = 'Authentication required') => new ApiError(401, 'unauthorized', message);
export const notFound = (code: string, message: string) => new ApiError(404, code, message);
export const badRequest = (code: string, message: string, extra?: Record<string, unknown>) =>
  new ApiError(400, code, message, extra);

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

function fieldOf(issue: ValidationIssue, context: string | undefined): string {
  const missing = issue.params?.missingProperty ?? issue.params?.additionalProperty;
  const pathParts = (issue.instancePath ?? '').split('/').filter(Boolean);
  if (typeof missing === 'string') pathParts.push(missing);
  return pathParts.join('.') || context || 'body';
}

/** The bound of a length, size or range rule, when the issue has one. */
function limitOf(issue: ValidationIssue): number | undefined {
  const limit = issue.params?.limit;
  return typeof limit === 'number' ? limit : undefined;
}

function describe(issue: ValidationIssue, field: string): string {
  if (issue.params?.additionalProperty) return `${field} is not allowed`;
  if (issue.params?.missingProperty) return `${field} is required`;
  if (issue.params?.format === 'email') return 'Please enter a valid email address';
  return `${field} ${issue.message ?? 'is invalid'}`;
}

const INTERNAL_ERROR = { error: 'internal_error', message: 'Something went wrong on our side. Please try again.' };

/**
 * Errors of the router itself, met before any route or hook (Fastify's `frameworkErrors`): an address
 * that does not decode or a path parameter over the router's length, answered in the same shape.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.code(400).send({ error: 'bad_url', message: 'The address is not valid.' });
  } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    // The contract's answer to a parameter over its maxLength (the router's own limit is far above the contract's).
    void reply.code(400).send({ error: 'uri_too_long', message: 'The address is too long.' });
  } else {
    request.log.error({ err: error }, 'request failed');
    void reply.code(500).send(INTERNAL_ERROR);
  }
}

/** One error handler: contract violations → 400 with field errors; ApiError as is; 5xx never leak. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { errors?: unknown }, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send({ error: error.code, message: error.message, ...error.extra });
    }
    if (error.validation) {
      // Each with its rule (keyword, limit), so a client can say it in its user's language.
      const errors = error.validation.map((raw) => {
        const issue = raw as ValidationIssue;
        const field = fieldOf(issue, error.validationContext);
        const limit = limitOf(issue);
        return {
          field,
          message: describe(issue, field),
          ...(issue.keyword ? { keyword: issue.keyword } : {}),
          ...(limit === undefined ? {} : { limit }),
        };
      });
      return reply.code(400).send({
        error: 'validation_error',
        message: errors.map((e) => e.message).join(', '),
        errors,
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ error: 'too_many_requests', message: error.message });
    }
    if (status === 401) {
      return reply.code(401).send({ error: 'unauthorized', message: 'Authentication required' });
    }
    if (status === 415) {
      return reply.code(415).send({ error: 'unsupported_media_type', message: 'Send the request body as application/json.' });
    }
    if (status === 413) {
      return reply.code(413).send({ error: 'payload_too_large', message: 'The request body is too large.' });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: error.code?.toLowerCase() ?? 'bad_request', message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(INTERNAL_ERROR);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` }),
  );
}
