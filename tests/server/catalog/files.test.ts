import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogFaults, scenarioValidator } from '../../../build/checkCatalog';
import {
  CatalogFileError,
  INDEX_FILE,
  SCENARIO_DIR,
  loadScenarios,
  readScenarioFiles,
} from '../../../server/catalog/scenarioFiles';
import { scenarios } from '../../../server/catalog/scenarios';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

describe('the job catalogue data files', () => {
  const validate = scenarioValidator();

  it.each(readScenarioFiles().map((entry) => [entry.file, entry] as const))(
    '%s is a valid JobScenario of the contract',
    (_file, entry) => {
      const valid = validate(entry.data);
      expect(validate.errors ?? [], JSON.stringify(validate.errors)).toEqual([]);
      expect(valid).toBe(true);
      expect((entry.data as { id: string }).id).toBe(entry.id);
    },
  );

  it('has no fault the build step would stop on', () => {
    expect(catalogFaults()).toEqual([]);
  });

  it('is what `scenarios` holds, in the order of index.yaml', () => {
    const index = parse(readFileSync(path.join(SCENARIO_DIR, INDEX_FILE), 'utf8')) as { scenarios: string[] };
    expect(scenarios.map((s) => s.id)).toEqual(index.scenarios);
    expect(scenarios).toEqual(loadScenarios());
    expect(scenarios.length).toBe(36);
  });

  it('is found from the module, whatever folder the process starts in', () => {
    const probe = path.join(mkdtempSync(path.join(tmpdir(), 'catalog-cwd-')), 'probe.mts');
    const moduleUrl = pathToFileURL(path.join(ROOT, 'server/catalog/scenarios.ts')).href;
    writeFileSync(probe, `const { scenarios } = await import(${JSON.stringify(moduleUrl)});\nconsole.log(scenarios.length, scenarios[0].id);\n`);
    const run = spawnSync(TSX, [probe], { cwd: path.dirname(probe), encoding: 'utf8' });
    rmSync(path.dirname(probe), { recursive: true, force: true });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe(`${scenarios.length} ${scenarios[0].id}`);
  });
});

describe('a broken copy of the catalogue', () => {
  let dir: string;
  const file = (name: string) => path.join(dir, name);
  const edit = (name: string, change: (text: string) => string) => {
    const before = readFileSync(file(name), 'utf8');
    const after = change(before);
    expect(after, `the edit of ${name} changed nothing`).not.toBe(before);
    writeFileSync(file(name), after);
  };

  beforeEach(() => {
    dir = path.join(mkdtempSync(path.join(tmpdir(), 'catalog-')), 'scenarios');
    cpSync(SCENARIO_DIR, dir, { recursive: true });
  });
  afterEach(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

  it('is valid before it is broken (the copy is complete)', () => {
    expect(catalogFaults(dir)).toEqual([]);
    expect(loadScenarios(dir)).toEqual(scenarios);
  });

  it('names each file and its fault against the schema', () => {
    edit('frontend-react-sumlark.yaml', (t) => t.replace(/^isPro: false$/m, 'isPro: "no"'));
    edit('sre-cinderpath.yaml', (t) => t.replace(/^salary: .*\n/m, ''));
    edit('ux-researcher-hearthside.yaml', (t) => t.replace(/^postedDate: .*$/m, 'postedDate: last week'));
    edit('data-analyst-copperline.yaml', (t) => t.replace(/^ {4}welcomeMessage:/m, '    welcomeMesage:'));
    edit('qa-engineer-exploratory-foxglove.yaml', (t) => t.replace(/^ {4}focus: \w+$/m, '    focus: friendly'));
    const faults = catalogFaults(dir);
    const at = (name: string) => faults.filter((f) => f.startsWith(`${file(name)}: `));
    expect(at('frontend-react-sumlark.yaml')).toEqual([`${file('frontend-react-sumlark.yaml')}: isPro: must be boolean`]);
    expect(at('sre-cinderpath.yaml')).toEqual([
      `${file('sre-cinderpath.yaml')}: the top level: must have required property 'salary'`,
    ]);
    expect(at('ux-researcher-hearthside.yaml')).toEqual([
      `${file('ux-researcher-hearthside.yaml')}: postedDate: must match format "date-time"`,
    ]);
    expect(at('data-analyst-copperline.yaml')).toEqual([
      `${file('data-analyst-copperline.yaml')}: participants.0: unknown field welcomeMesage`,
    ]);
    expect(at('qa-engineer-exploratory-foxglove.yaml')).toEqual([
      `${file('qa-engineer-exploratory-foxglove.yaml')}: participants.0.focus: must be equal to one of the allowed values`,
    ]);
    expect(faults).toHaveLength(5);
  });

  it('names a file whose id is not its name, and a participant id used twice', () => {
    edit('sre-cinderpath.yaml', (t) => t.replace(/^id: sre-cinderpath$/m, 'id: sre-cinderpath-2'));
    edit('frontend-react-sumlark.yaml', (t) => t.replace('id: tom-gallagher', 'id: priya-raman'));
    expect(catalogFaults(dir)).toEqual([
      `${file('frontend-react-sumlark.yaml')}: participants: the id priya-raman is used twice`,
      `${file('sre-cinderpath.yaml')}: holds the id sre-cinderpath-2; a file is named after its id`,
    ]);
  });

  it('names a file the index leaves out, and an id of the index without its file', () => {
    renameSync(file('sre-cinderpath.yaml'), file('sre-cinderpath-old.yaml'));
    expect(catalogFaults(dir)).toEqual([`${file(INDEX_FILE)}: lists sre-cinderpath but there is no file sre-cinderpath.yaml`]);
    edit(INDEX_FILE, (t) => t.replace('  - sre-cinderpath\n', ''));
    expect(catalogFaults(dir)).toEqual([
      `${file('sre-cinderpath-old.yaml')}: is not listed in ${INDEX_FILE}, so the catalogue would leave it out`,
    ]);
    edit(INDEX_FILE, (t) => t.replace('  - frontend-react-sumlark\n', '  - frontend-react-sumlark\n  - frontend-react-sumlark\n'));
    expect(catalogFaults(dir)).toEqual([`${file(INDEX_FILE)}: lists frontend-react-sumlark twice`]);
  });

  it('names a file that is not YAML or repeats a key', () => {
    edit('sre-cinderpath.yaml', (t) => t.replace(/^skills:$/m, 'skills: [Go, "unclosed'));
    expect(catalogFaults(dir)).toEqual([expect.stringMatching(/^.*sre-cinderpath\.yaml: is not valid YAML: .+line \d+/s)]);
    edit('sre-cinderpath.yaml', () => readFileSync(path.join(SCENARIO_DIR, 'sre-cinderpath.yaml'), 'utf8') + 'isPro: true\n');
    expect(catalogFaults(dir)).toEqual([expect.stringMatching(/sre-cinderpath\.yaml: is not valid YAML: Map keys must be unique/)]);
  });

  it('stops the server loading it, naming the file (the light check at start)', () => {
    edit('sre-cinderpath.yaml', (t) => t.replace(/^salary: .*\n/m, ''));
    expect(() => loadScenarios(dir)).toThrow(new CatalogFileError(file('sre-cinderpath.yaml'), 'misses the field salary'));
    edit('sre-cinderpath.yaml', (t) => t.replace(/^isPro: (true|false)$/m, 'salary: £1\nisPro: maybe'));
    expect(() => loadScenarios(dir)).toThrow(`${file('sre-cinderpath.yaml')}: has a malformed isPro`);
  });

  it('fails the build step (`tsx build/checkCatalog.ts`), naming the file and the fault', () => {
    edit('ux-researcher-hearthside.yaml', (t) => t.replace(/^postedDate: .*$/m, 'postedDate: last week'));
    const run = spawnSync(TSX, [path.join(ROOT, 'build/checkCatalog.ts'), dir], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${file('ux-researcher-hearthside.yaml')}: postedDate: must match format "date-time"`);
  });
});
