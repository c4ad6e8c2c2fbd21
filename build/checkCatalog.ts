/**
 * `npm run build`, first step: every data file of the job catalogue (server/catalog/scenarios/) checked
 * against the contract's JobScenario schema (openapi/openapi.yaml) with the validator the server uses
 * for requests (ajv with ajv-formats), stricter in one way: a data file may hold no field the contract
 * does not name, so a misspelt optional field (`welcomeMesage`) is a fault instead of being dropped.
 * Also the index (each id once, a file per id, no file left out), ids equal to file names and unique
 * participant ids within a job. Exits 1 and names each file and fault.
 *
 *   tsx build/checkCatalog.ts [folder]          checks server/catalog/scenarios/ or the folder given
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { CatalogFileError, SCENARIO_DIR, checkedScenario, readScenarioFiles } from '../server/catalog/scenarioFiles';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONTRACT = path.join(ROOT, 'openapi/openapi.yaml');

type Node = Record<string, unknown>;

/** A copy of a schema tree where every object schema with `properties` allows no other property. */
function closed(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closed);
  if (typeof node !== 'object' || node === null) return node;
  const out: Node = {};
  for (const [key, value] of Object.entries(node as Node)) {
    // `properties` maps names to schemas: its keys are not keywords.
    out[key] =
      key === 'properties'
        ? Object.fromEntries(Object.entries(value as Node).map(([name, schema]) => [name, closed(schema)]))
        : closed(value);
  }
  if (out.type === 'object' && out.properties && !('additionalProperties' in out)) out.additionalProperties = false;
  return out;
}

/** The validator of a data file: the contract's JobScenario, closed to unknown fields. */
export function scenarioValidator(contractText: string = readFileSync(CONTRACT, 'utf8')) {
  const contract = parse(contractText) as { components: Node };
  // OpenAPI 3.0 keywords (`nullable`, `example`) are not JSON Schema's: not strict, as tests/contract does.
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'contract', components: closed(contract.components) });
  return ajv.compile({ $ref: 'contract#/components/schemas/JobScenario' });
}

/** One ajv error as a reader of the file wants it: where in the file, and what is wrong. */
function described(error: ErrorObject): string {
  const at = error.instancePath === '' ? 'the top level' : error.instancePath.slice(1).replaceAll('/', '.');
  if (error.keyword === 'additionalProperties') {
    return `${at}: unknown field ${String((error.params as { additionalProperty: string }).additionalProperty)}`;
  }
  return `${at}: ${error.message ?? error.keyword}`;
}

/**
 * The faults of the catalogue in `dir`, each `<folder>/<file>: <fault>`; none when it is valid. The
 * index's faults stop the check (without it the files cannot be found); each scenario file is checked
 * in full.
 */
export function catalogFaults(dir: string = SCENARIO_DIR): string[] {
  let files;
  try {
    files = readScenarioFiles(dir);
  } catch (error) {
    if (error instanceof CatalogFileError) return [error.message];
    throw error;
  }
  const validate = scenarioValidator();
  const faults: string[] = [];
  for (const entry of files) {
    if (!validate(entry.data)) {
      // An object branch and a string branch of Company's `oneOf` both fail: ajv reports both, and the oneOf.
      const seen = new Set<string>();
      for (const error of validate.errors ?? []) {
        const line = `${entry.file}: ${described(error)}`;
        if (!seen.has(line)) faults.push(line);
        seen.add(line);
      }
      continue;
    }
    try {
      checkedScenario(entry);
    } catch (error) {
      if (error instanceof CatalogFileError) faults.push(error.message);
      else throw error;
      continue;
    }
    const participantIds = (entry.data as { participants: { id: string }[] }).participants.map((p) => p.id);
    const twice = participantIds.find((id, i) => participantIds.indexOf(id) !== i);
    if (twice !== undefined) faults.push(`${entry.file}: participants: the id ${twice} is used twice`);
  }
  return faults;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : SCENARIO_DIR;
  const faults = catalogFaults(dir);
  if (faults.length > 0) {
    console.error(`The job catalogue in ${dir} has ${faults.length} fault(s):`);
    for (const fault of faults) console.error(`  ${fault}`);
    process.exit(1);
  }
  console.log(`Job catalogue: ${readScenarioFiles(dir).length} scenario files valid against the contract's JobScenario`);
}
