import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * What the built SPA is made of: its sources, the shared machines and contract, the page, the build's
 * configuration and plugins, and the exact dependencies (package-lock.json). A change to any of them
 * changes the hash; nothing else (server code, tests, docs) does.
 */
export const SPA_INPUTS = [
  'src',
  'machines',
  'openapi',
  'build',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.base.json',
  'package-lock.json',
] as const;

/** The stamp a finished build leaves in its folder: the inputs' hash. A dot file: the server does not serve it. */
export const STAMP_FILE = '.spa-inputs';

async function filesOf(root: string, entry: string): Promise<string[]> {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  const entries = await readdir(full, { withFileTypes: true, recursive: true }).catch(() => null);
  // Not a folder: the entry is a file.
  if (!entries) return [entry];
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/** SHA-256 over every input file's path and content, in a fixed order. */
export async function spaInputsHash(root: string): Promise<string> {
  const files = (await Promise.all(SPA_INPUTS.map((entry) => filesOf(root, entry)))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The hash the build in `outDir` was made from, or null when there is no finished build there. */
export async function stampOf(outDir: string): Promise<string | null> {
  const stamp = await readFile(path.join(outDir, STAMP_FILE), 'utf8').catch(() => null);
  // No index.html: the folder was emptied or is half written; the stamp alone proves nothing.
  return stamp && existsSync(path.join(outDir, 'index.html')) ? stamp.trim() : null;
}

/** Whether the build in `outDir` was made from the inputs as they are now under `root`. */
export async function spaBuildIsCurrent(root: string, outDir: string): Promise<boolean> {
  const [current, built] = await Promise.all([spaInputsHash(root), stampOf(path.resolve(root, outDir))]);
  return current === built;
}

/**
 * Writes the inputs' hash into the build folder once everything else is written (the precompressed
 * copies included): `npm start` (build/ensureSpa.ts) builds again only when the hash differs. The
 * hash is taken when the build starts, so an edit made during the build makes the next start build again.
 */
export function spaStamp(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let hash: Promise<string> | undefined;
  return {
    name: 'jobtalk-spa-stamp',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      hash = spaInputsHash(root);
    },
    // A failed build leaves no stamp: the next start builds again.
    buildEnd(error) {
      if (error) hash = undefined;
    },
    renderError() {
      hash = undefined;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!hash) return;
        await writeFile(path.join(outDir, STAMP_FILE), `${await hash}\n`);
      },
    },
  };
}
