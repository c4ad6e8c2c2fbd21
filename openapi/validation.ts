/**
 * The contract's own checks of a request body, for a client to make before it sends it: the field
 * constraints of each form's request schema, taken from openapi.yaml by `npm run gen:api`
 * (openapi/constraints.gen.ts), checked the way the server's validator (Ajv, with ajv-formats) checks
 * them, and answered in the server's shape (FieldError: field, rule and limit). A client says each in
 * its user's language from the rule, as it says the server's.
 *
 * Unlike the server, which stops at the first error, every broken rule of every field is listed.
 */

/** The schema keywords a form's request schema may use (the generator refuses any other). */
export interface ContractSchema {
  readonly type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  readonly nullable?: boolean;
  readonly enum?: ReadonlyArray<string | number | boolean>;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly items?: ContractSchema;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly properties?: Readonly<Record<string, ContractSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean;
  readonly minProperties?: number;
}

export const CONTRACT_KEYWORDS: ReadonlySet<string> = new Set([
  'type',
  'nullable',
  'enum',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'items',
  'minItems',
  'maxItems',
  'properties',
  'required',
  'additionalProperties',
  'minProperties',
]);

/** A format's regular expression, as the server's validator (ajv-formats, full mode) has it. */
export interface ContractFormat {
  readonly source: string;
  readonly flags: string;
}

/** One broken rule, as the server's `validation_error` lists it (openapi.yaml FieldError, without the English). */
export interface ContractFieldError {
  /** The field's path: `email`, `skills.2`, `participants.0.name`; `body` for the body itself. */
  field: string;
  keyword: string;
  limit?: number;
}

const LIMITS = ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems', 'minProperties'] as const;

/** Characters as the server's validator counts them: a pair of UTF-16 surrogates is one. */
const lengthOf = (text: string) => [...text].length;

function typeMatches(type: NonNullable<ContractSchema['type']>, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
  }
}

const patterns = new Map<string, RegExp>();
function patternOf(source: string, flags = 'u'): RegExp {
  const key = `${flags}/${source}`;
  let pattern = patterns.get(key);
  if (!pattern) patterns.set(key, (pattern = new RegExp(source, flags)));
  return pattern;
}

/**
 * Every rule of `schema` that `value` breaks, with the field it is about (the server's naming: the
 * path joined with dots, a missing or unknown property named after its object's path).
 */
export function checkAgainst(
  schema: ContractSchema,
  value: unknown,
  formats: Readonly<Record<string, ContractFormat>>,
  path: readonly string[] = [],
): ContractFieldError[] {
  const errors: ContractFieldError[] = [];
  const at = (keyword: string, extra: readonly string[] = [], limitKeyword?: (typeof LIMITS)[number]) => {
    const field = [...path, ...extra].join('.') || 'body';
    const limit = limitKeyword ? schema[limitKeyword] : undefined;
    errors.push(limit === undefined ? { field, keyword } : { field, keyword, limit });
  };
  if (value === null && schema.nullable) return errors;
  if (schema.type && !typeMatches(schema.type, value)) {
    at('type');
    return errors;
  }
  if (schema.enum && !schema.enum.includes(value as string | number | boolean)) at('enum');
  if (typeof value === 'string') {
    const length = lengthOf(value);
    if (schema.maxLength !== undefined && length > schema.maxLength) at('maxLength', [], 'maxLength');
    if (schema.minLength !== undefined && length < schema.minLength) at('minLength', [], 'minLength');
    if (schema.pattern !== undefined && !patternOf(schema.pattern).test(value)) at('pattern');
    if (schema.format !== undefined) {
      const format = formats[schema.format];
      if (format && !patternOf(format.source, format.flags).test(value)) at('format');
    }
  }
  if (typeof value === 'number') {
    if (schema.maximum !== undefined && value > schema.maximum) at('maximum', [], 'maximum');
    if (schema.minimum !== undefined && value < schema.minimum) at('minimum', [], 'minimum');
  }
  if (Array.isArray(value)) {
    if (schema.maxItems !== undefined && value.length > schema.maxItems) at('maxItems', [], 'maxItems');
    if (schema.minItems !== undefined && value.length < schema.minItems) at('minItems', [], 'minItems');
    const items = schema.items;
    if (items) value.forEach((item, index) => errors.push(...checkAgainst(items, item, formats, [...path, String(index)])));
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const present = Object.keys(record).filter((key) => record[key] !== undefined);
    if (schema.minProperties !== undefined && present.length < schema.minProperties) at('minProperties', [], 'minProperties');
    for (const name of schema.required ?? []) if (!present.includes(name)) at('required', [name]);
    const properties = schema.properties ?? {};
    if (schema.additionalProperties === false) {
      for (const name of present) if (!Object.hasOwn(properties, name)) at('additionalProperties', [name]);
    }
    for (const name of present) {
      const property = Object.hasOwn(properties, name) ? properties[name] : undefined;
      if (property) errors.push(...checkAgainst(property, record[name], formats, [...path, name]));
    }
  }
  return errors;
}
