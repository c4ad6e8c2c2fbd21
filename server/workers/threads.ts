/**
 * Starts a worker thread from a TypeScript module. The server runs from source through tsx, and
 * vitest's workers run without tsx's loader, so a `.ts` worker is started by a one-line bootstrap
 * that registers tsx's ESM loader in the new thread and then imports the module.
 * A compiled `.js` worker is started directly.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

const require = createRequire(import.meta.url);

/** File URL of tsx's ESM `register` API (`tsx/esm/api`, import condition), from tsx's exports map. */
function tsxApiUrl(): string {
  const manifestPath = require.resolve('tsx/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    exports: Record<string, { import?: { default?: string } }>;
  };
  const entry = manifest.exports['./esm/api']?.import?.default;
  if (!entry) throw new Error('tsx/esm/api not found in tsx package exports');
  return pathToFileURL(path.join(path.dirname(manifestPath), entry)).href;
}

export function startWorker(moduleUrl: URL, options: WorkerOptions = {}): Worker {
  const file = fileURLToPath(moduleUrl);
  if (!file.endsWith('.ts')) return new Worker(file, options);
  const bootstrap = [
    `import(${JSON.stringify(tsxApiUrl())})`,
    `.then(({ register }) => { register(); return import(${JSON.stringify(moduleUrl.href)}); })`,
  ].join('');
  return new Worker(bootstrap, { ...options, eval: true });
}
