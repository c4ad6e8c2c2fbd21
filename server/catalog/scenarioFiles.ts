import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { components } from '../../openapi/schema.gen';

type JobScenario = components['schemas']['JobScenario'];

/** The folder of the catalogue's data files, beside this module wherever the server runs from. */
export const SCENARIO_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'scenarios');

/** The file in that folder listing the scenarios' ids in the catalogue's order. */
export const INDEX_FILE = 'index.yaml';

/** A fault in a catalogue file: the message starts with the file's path. */
export class CatalogFileError extends Error {
  constructor(
    readonly file: string,
    fault: string,
  ) {
    super(`${file}: ${fault}`);
    this.name = 'CatalogFileError';
  }
}

/** One scenario file as read: its path for messages, its id (the file's name) and its parsed content. */
export interface ScenarioFile {
  file: string;
  id: string;
  data: unknown;
}

/** A file's path for a message: relative to the working folder when inside it (server/catalog/scenarios/x.yaml). */
function shown(dir: string, name: string): string {
  const full = path.resolve(dir, name);
  const relative = path.relative(process.cwd(), full);
  return relative.startsWith('..') || path.isAbsolute(relative) ? full : relative;
}

function parseYaml(dir: string, name: string): unknown {
  const file = shown(dir, name);
  let text: string;
  try {
    text = readFileSync(path.join(dir, name), 'utf8');
  } catch (error) {
    throw new CatalogFileError(file, `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  try {
    // Duplicate keys are an error (the yaml package's default); `prettyErrors` gives the line and column.
    return parse(text, { prettyErrors: true, uniqueKeys: true });
  } catch (error) {
    throw new CatalogFileError(file, `is not valid YAML: ${(error as Error).message}`);
  }
}

/**
 * The scenario files of `dir` in the order of its index.yaml, parsed but not checked: every id listed
 * once, a file `<id>.yaml` for each, no scenario file left out of the index.
 */
export function readScenarioFiles(dir: string = SCENARIO_DIR): ScenarioFile[] {
  const index = parseYaml(dir, INDEX_FILE);
  const indexFile = shown(dir, INDEX_FILE);
  const ids = (index as { scenarios?: unknown } | null)?.scenarios;
  if (!Array.isArray(ids) || ids.length === 0 || ids.some((id) => typeof id !== 'string')) {
    throw new CatalogFileError(indexFile, '`scenarios` must be a non-empty list of scenario ids');
  }
  const listed = new Set<string>();
  for (const id of ids as string[]) {
    if (listed.has(id)) throw new CatalogFileError(indexFile, `lists ${id} twice`);
    listed.add(id);
  }
  const present = new Set(readdirSync(dir).filter((name) => name.endsWith('.yaml') && name !== INDEX_FILE));
  for (const id of listed) {
    if (!present.has(`${id}.yaml`)) throw new CatalogFileError(indexFile, `lists ${id} but there is no file ${id}.yaml`);
  }
  for (const name of present) {
    if (!listed.has(name.slice(0, -'.yaml'.length))) {
      throw new CatalogFileError(shown(dir, name), `is not listed in ${INDEX_FILE}, so the catalogue would leave it out`);
    }
  }
  return (ids as string[]).map((id) => ({ file: shown(dir, `${id}.yaml`), id, data: parseYaml(dir, `${id}.yaml`) }));
}

type Check = (value: unknown) => boolean;
const text: Check = (value) => typeof value === 'string' && value.trim() !== '';
const texts: Check = (value) => Array.isArray(value) && value.every((item) => typeof item === 'string');
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const FIELDS: Record<keyof JobScenario, Check> = {
  id: text,
  position: text,
  company: (value) => text(value) || (isObject(value) && text(value.name)),
  location: text,
  jobType: text,
  experience: text,
  salary: text,
  description: text,
  skills: texts,
  requirements: texts,
  responsibilities: texts,
  category: text,
  isPro: (value) => typeof value === 'boolean',
  postedDate: (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value)),
  metadata: (value) => isObject(value) && text(value.source) && texts(value.systemStandards) && texts(value.securityCompliance),
  participants: (value) =>
    Array.isArray(value) && value.every((p) => isObject(p) && text(p.id) && text(p.name) && text(p.role)),
};

/**
 * The light check the server makes when it loads the catalogue: every field of a JobScenario present
 * with the right shape, and the id the file's name. The full check against the contract's schema
 * (build/checkCatalog.ts, with ajv, a devDependency) runs in the build and the tests.
 */
export function checkedScenario({ file, id, data }: ScenarioFile): JobScenario {
  if (!isObject(data)) throw new CatalogFileError(file, 'must hold one mapping, a JobScenario');
  for (const [field, check] of Object.entries(FIELDS)) {
    if (!(field in data)) throw new CatalogFileError(file, `misses the field ${field}`);
    if (!check(data[field])) throw new CatalogFileError(file, `has a malformed ${field}`);
  }
  if (data.id !== id) throw new CatalogFileError(file, `holds the id ${String(data.id)}; a file is named after its id`);
  return data as unknown as JobScenario;
}

/** The catalogue read from `dir`: each file checked (lightly, see `checkedScenario`), in the index's order. */
export function loadScenarios(dir: string = SCENARIO_DIR): JobScenario[] {
  return readScenarioFiles(dir).map(checkedScenario);
}
