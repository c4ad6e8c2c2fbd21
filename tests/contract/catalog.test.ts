import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { scenarios } from '../../server/catalog/scenarios';

/** Validators for the contract's schemas (OpenAPI 3.0: `nullable` and descriptive keywords allowed). */
function contractValidator(schemaName: string) {
  const document = parse(readFileSync('openapi/openapi.yaml', 'utf8')) as { components: Record<string, unknown> };
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'contract', components: document.components });
  return ajv.compile({ $ref: `contract#/components/schemas/${schemaName}` });
}

describe('the job catalogue against the contract', () => {
  const validate = contractValidator('JobScenario');

  it.each(scenarios.map((s) => [s.id, s] as const))('%s is a valid JobScenario', (_id, scenario) => {
    const valid = validate(scenario);
    expect(validate.errors ?? [], JSON.stringify(validate.errors)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('the validator really rejects a malformed scenario', () => {
    const { skills: _skills, ...withoutSkills } = scenarios[0];
    expect(validate(withoutSkills)).toBe(false);
    expect(validate({ ...scenarios[0], isPro: 'yes' })).toBe(false);
    expect(validate({ ...scenarios[0], company: 42 })).toBe(false);
    expect(validate({ ...scenarios[0], postedDate: 'last week' })).toBe(false);
  });
});
