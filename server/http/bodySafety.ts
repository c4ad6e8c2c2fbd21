import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isStorableText } from '../../openapi/live-protocol';
import { badRequest } from './errors';

/** Deeper than any body of the contract or of a payment provider's notification. */
export const MAX_BODY_DEPTH = 32;

export type BodyProblem = 'too_deep' | 'unstorable_text';

/** The first reason a parsed JSON body cannot be taken, keys included; null when there is none. */
export function bodyProblem(value: unknown, depth = 0): BodyProblem | null {
  if (typeof value === 'string') return isStorableText(value) ? null : 'unstorable_text';
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_BODY_DEPTH) return 'too_deep';
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return 'unstorable_text';
    const problem = bodyProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

const MESSAGES: Record<BodyProblem, string> = {
  too_deep: 'The request body is nested too deeply.',
  unstorable_text: 'The text contains characters that cannot be stored (a NUL or a broken character).',
};

/**
 * Before anything else looks at a body (the payment callback's signature, the contract's validation,
 * a handler): refused when nested deeper than any real body, or when a text could not be stored.
 */
export const bodySafetyPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const problem = bodyProblem(request.body);
      if (problem) throw badRequest('validation_error', MESSAGES[problem]);
    });
  },
  { name: 'body-safety' },
);
