import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPGlite } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a PGlite data folder with every migration applied (PGlite's dumpDataDir). */
    pgliteSnapshot: string | null;
  }
}

/**
 * Creates and migrates one PGlite database for the whole run and writes its data folder to a file:
 * each test file loads it (tests/server/support/databases.ts) instead of running PGlite's initdb
 * and the migrations again, which took ~5 s a file on 2 busy cores against ~1.5 s for the load.
 * The snapshot is made from the migrations of this checkout, every run.
 */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(path.join(tmpdir(), 'jobtalk-pglite-'));
  const file = path.join(root, 'migrated.tar');
  const instance = await PGlite.create();
  try {
    await migrate(fromPGlite(instance, false));
    const dump = await instance.dumpDataDir('none');
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await instance.close();
  }
  project.provide('pgliteSnapshot', file);
  return () => rmSync(root, { recursive: true, force: true });
}
