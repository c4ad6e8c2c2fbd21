import { FORMATS, REQUEST_SCHEMAS } from './constraints.gen';
import { checkAgainst, type ContractFieldError, type ContractSchema } from './validation';

/** The request schemas a form checks before sending (openapi/constraints.gen.ts). */
export type FormRequest = keyof typeof REQUEST_SCHEMAS;

/** Every rule of the contract's `request` schema that `body` breaks; none when the server would take it. */
export function checkRequest(request: FormRequest, body: unknown): ContractFieldError[] {
  return checkAgainst(REQUEST_SCHEMAS[request], body, FORMATS);
}

/** A field's constraints in a request schema (`fieldConstraints('RegisterRequest', 'password').minLength`). */
export function fieldConstraints(request: FormRequest, ...path: string[]): ContractSchema {
  let schema: ContractSchema | undefined = REQUEST_SCHEMAS[request];
  for (const step of path) schema = /^\d+$/.test(step) ? schema?.items : schema?.properties?.[step];
  if (!schema) throw new Error(`${request} has no field ${path.join('.')}`);
  return schema;
}

export { REQUEST_SCHEMAS };
export type { ContractFieldError };
