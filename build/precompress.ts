import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images, fonts in woff2 and audio are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|wasm|map)$/;

/**
 * Compressed copies by content hash, kept between builds: a build after a change to one page compresses
 * that page's chunks, not pdfmake and its fonts again (Brotli at its best quality takes seconds on them).
 */
const CACHE_FOLDER = path.join('node_modules', '.cache', 'jobtalk-precompress');
/** Entries unused for this long are removed after a build. */
const CACHE_DAYS = 30;

async function cached(cacheDir: string, key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(cacheDir, key);
  const hit = await readFile(file).catch(() => null);
  if (hit) {
    const now = new Date();
    await utimes(file, now, now).catch(() => undefined);
    return hit;
  }
  const made = await make();
  // Written under a temporary name, then renamed: a build running beside this one never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, made);
  await rename(partial, file);
  return made;
}

async function pruneCache(cacheDir: string): Promise<void> {
  const cutoff = Date.now() - CACHE_DAYS * 24 * 3600 * 1000;
  const entries = await readdir(cacheDir, { withFileTypes: true }).catch(() => []);
  await Promise.all(
    entries.map(async (entry) => {
      const file = path.join(cacheDir, entry.name);
      const info = await stat(file).catch(() => null);
      if (info && info.mtimeMs < cutoff) await rm(file, { force: true });
    }),
  );
}

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes `file.br` (Brotli, best quality) and `file.gz` (gzip -9) beside every compressible file of the
 * build, once, at build time: the server then sends the one the browser accepts without compressing
 * on each request (@fastify/static `preCompressed`). Every text file gets both, tiny ones too, so the
 * server's own compression never has to stream a file.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let cacheDir = CACHE_FOLDER;
  return {
    name: 'jobtalk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      cacheDir = path.resolve(config.root, CACHE_FOLDER);
    },
    async closeBundle() {
      const files = (await filesBelow(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await mkdir(cacheDir, { recursive: true });
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          const key = createHash('sha256').update(content).digest('hex');
          const [br, gz] = await Promise.all([
            cached(cacheDir, `${key}.br`, () =>
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
            ),
            cached(cacheDir, `${key}.gz`, () => gzipAsync(content, { level: 9 })),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
      await pruneCache(cacheDir);
    },
  };
}
