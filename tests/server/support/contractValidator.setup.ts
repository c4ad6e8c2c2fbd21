import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * Every server a test builds has fastify-openapi-glue read and validate the contract with a new
 * Validator of @seriousme/openapi-schema-validator, which compiles the OpenAPI meta-schema with Ajv
 * again each time: ~0.4 s of CPU a test, for the same compiled function. The test process keeps it
 * once compiled (by version and Ajv options); every build still reads the contract and validates it
 * against the meta-schema.
 */
interface ValidatorInternals {
  ajvOptions: unknown;
  ajvValidators: Record<string, unknown>;
  getAjvValidator(version: string): unknown;
}

// The validator the glue itself imports (a dependency of the glue, not of this project).
const glue = createRequire(import.meta.url).resolve('fastify-openapi-glue');
const location = createRequire(glue).resolve('@seriousme/openapi-schema-validator');
const { Validator } = (await import(pathToFileURL(location).href)) as { Validator: { prototype: ValidatorInternals } };

const compile = Validator.prototype.getAjvValidator;
const compiled = new Map<string, unknown>();
Validator.prototype.getAjvValidator = function (this: ValidatorInternals, version: string) {
  const key = `${version} ${JSON.stringify(this.ajvOptions)}`;
  if (!compiled.has(key)) compiled.set(key, compile.call(this, version));
  this.ajvValidators[version] = compiled.get(key);
  return compiled.get(key);
};
